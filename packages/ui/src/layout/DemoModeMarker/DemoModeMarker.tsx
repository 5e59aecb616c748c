import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Icon } from '../../components/Icon/index.ts';
import * as styles from './DemoModeMarker.css.ts';

/**
 * Always visible in demo mode: a small corner badge saying the gateway is simulated. Pressing it opens a
 * native popover (Esc and outside clicks close it, no state to hold) with a one-line explanation.
 */
export function DemoModeMarker() {
  const { t } = useLingui();
  const popoverId = useId();
  const explanation = t`Esta é uma demonstração: o gateway é simulado, os dados são fictícios e não há dinheiro real envolvido.`;
  return (
    <>
      <button type="button" className={styles.badge} popoverTarget={popoverId} title={explanation}>
        <Icon name="flask" size="inline" />
        <Trans>Gateway simulado</Trans>
      </button>
      <div id={popoverId} popover="auto" className={styles.popover}>
        <strong className={styles.title}>
          <Trans>Gateway simulado</Trans>
        </strong>
        <p className={styles.text}>{explanation}</p>
      </div>
    </>
  );
}
