import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { RecordFormats } from '../../records/index.ts';
import * as styles from './SettlementCountdown.css.ts';

export interface SettlementCountdownProps {
  /** The current, not yet settled 5-minute slot (ISO instants): it is settled at its end. */
  slotStart: string;
  nextSettlementAt: string;
  /** Whole seconds until the settlement (the domain's `realtimeSettlement`). */
  secondsLeft: number;
  formats: RecordFormats;
}

/** §9 Real-time salary is settled every 5 minutes: the next settlement, a countdown to it, and the open slot. */
export function SettlementCountdown({
  slotStart,
  nextSettlementAt,
  secondsLeft,
  formats,
}: SettlementCountdownProps) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const two = (value: number) => i18n.number(value, { minimumIntegerDigits: 2, useGrouping: false });
  const left = `${two(Math.floor(secondsLeft / 60))}:${two(secondsLeft % 60)}`;
  const at = formats.time(nextSettlementAt);
  const from = formats.time(slotStart);
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t`Próxima liquidação`}
      </h2>
      <p className={styles.next}>
        <Trans>
          às <bdi className={styles.time}>{at}</bdi>
        </Trans>
      </p>
      <p className={styles.countdown}>
        <span className={styles.term}>{t`Faltam`}</span>{' '}
        <bdi role="timer" aria-label={t`Tempo até a liquidação`} className={styles.clock}>
          {left}
        </bdi>
      </p>
      <p className={styles.slot}>
        <Trans>
          Intervalo em aberto, ainda não liquidado:{' '}
          <bdi className={styles.time}>
            {from} – {at}
          </bdi>
        </Trans>
      </p>
    </section>
  );
}
