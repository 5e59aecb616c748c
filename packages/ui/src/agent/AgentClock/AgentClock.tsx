import { Trans, useLingui } from '@lingui/react/macro';
import { agentClockReading } from '@sorte/domain';
import { formatLocaleOf } from '../../i18n/formatLocale.ts';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import * as styles from './AgentClock.css.ts';

export interface AgentClockProps {
  /** The instant shown (epoch ms; the app ticks it every second, §9). */
  nowMs: number;
  /** The platform's time zone (domain `PLATFORM_TIME_ZONE` by default). */
  timeZone?: string;
}

/**
 * The agent clock (§9): the platform's date and time, its zone named, worded in the active language (like every
 * date of the site). A `<time>`, not a live region, so screen readers read it when asked and are not interrupted
 * every second. Each of its two lines stays one line: on a phone the date and zone are short (issue 23 defect 9:
 * the long ones wrapped the top bar's clock onto three lines).
 */
export function AgentClock({ nowMs, timeZone }: AgentClockProps) {
  const { i18n } = useLingui();
  const reading = agentClockReading(nowMs, formatLocaleOf(i18n), timeZone);
  return (
    <span className={styles.root}>
      <span className={visuallyHidden}>
        <Trans>Hora da plataforma:</Trans>{' '}
      </span>
      <time className={styles.clock} dateTime={reading.dateTime}>
        <span className={styles.time}>
          <bdi>{reading.time}</bdi>
        </span>
        <span className={`${styles.details} ${styles.wideOnly}`}>
          <bdi>{reading.date}</bdi> · <bdi>{reading.zone}</bdi>
        </span>
        <span className={`${styles.details} ${styles.phoneOnly}`}>
          <bdi>{reading.shortDate}</bdi> · <bdi>{reading.shortZone}</bdi>
        </span>
      </time>
    </span>
  );
}
