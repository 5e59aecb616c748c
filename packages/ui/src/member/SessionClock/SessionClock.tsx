import { Trans, useLingui } from '@lingui/react/macro';
import { visuallyHidden } from '../../styles/visuallyHidden.css.ts';
import * as styles from './SessionClock.css.ts';

export interface SessionClockProps {
  /** Elapsed session time as `H:MM:SS` (the domain's `sessionClock`). */
  elapsed: string;
  /** Won minus staked since the session began; null when it is not known (the clock shows alone). */
  net: number | null;
  /** The amount in the player's currency and language (a positive number; the sign is the clock's). */
  formatAmount: (amount: number) => string;
  /** `header` hangs below the site header without moving anything; `inline` sits in a page's flow. */
  placement?: 'header' | 'inline';
}

const durationAttribute = (elapsed: string) => {
  const [h = '0', m = '0', s = '0'] = elapsed.split(':');
  return `PT${Number(h)}H${Number(m)}M${Number(s)}S`;
};

export const toneOf = (net: number) => (net > 0 ? 'gain' : net < 0 ? 'loss' : 'even');

/** A signed amount: `+` for a gain, `−` for a loss, so the result never rests on its colour alone. */
export const signedAmount = (net: number, formatAmount: (amount: number) => string) =>
  `${net > 0 ? '+' : net < 0 ? '\u2212' : ''}${formatAmount(Math.abs(net))}`;

/**
 * The session clock (issue 26 item 3; UKGC RTS 14): the time since login in tabular digits and the net result since
 * then, signed and worded for screen readers as a gain or a loss. Not a live region: a tick is never announced.
 */
export function SessionClock({ elapsed, net, formatAmount, placement = 'header' }: SessionClockProps) {
  const { t } = useLingui();
  const amount = net === null ? '' : formatAmount(Math.abs(net));
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset groups form controls; this groups two readouts
    <div className={styles.root[placement]} role="group" aria-label={t`Sessão`} data-session-clock="">
      <span className={visuallyHidden}>
        <Trans>Tempo de sessão</Trans>{' '}
      </span>
      {/* data-volatile: it ticks by itself, so screenshot baselines mask it */}
      <time className={styles.elapsed} dateTime={durationAttribute(elapsed)} data-volatile="">
        {elapsed}
      </time>
      {net === null ? null : (
        <>
          <span className={styles.separator} aria-hidden="true">
            ·
          </span>
          <span className={visuallyHidden}>
            {net > 0
              ? t`Resultado da sessão: ganho de ${amount}`
              : net < 0
                ? t`Resultado da sessão: perda de ${amount}`
                : t`Resultado da sessão: ${amount}`}
          </span>
          <bdi className={styles.net[toneOf(net)]} aria-hidden="true">
            {signedAmount(net, formatAmount)}
          </bdi>
        </>
      )}
    </div>
  );
}
