import { Trans } from '@lingui/react/macro';
import type { AgentClockReading } from '@sorte/domain';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import * as styles from './AgentClock.css.ts';

export interface AgentClockProps {
  /** From domain `agentClockReading` (the app ticks it every second, §9). */
  reading: AgentClockReading;
}

/**
 * The agent clock (§9): the platform's date and time, its zone named. A `<time>`, not a live region, so screen
 * readers read it when asked and are not interrupted every second.
 */
export function AgentClock({ reading }: AgentClockProps) {
  return (
    <span className={styles.root}>
      <span className={visuallyHidden}>
        <Trans>Hora da plataforma:</Trans>{' '}
      </span>
      <time className={styles.clock} dateTime={reading.dateTime}>
        <span className={styles.time}>
          <bdi>{reading.time}</bdi>
        </span>
        <span className={styles.details}>
          <bdi>{reading.date}</bdi> · <bdi>{reading.zone}</bdi>
        </span>
      </time>
    </span>
  );
}
