import { useLingui } from '@lingui/react/macro';
import { type ContractAnswerNotice, contractRate } from '@sorte/domain';
import { Icon } from '../../components/Icon/index.ts';
import type { RecordFormats } from '../../records/formats.ts';
import { CONTRACT_KIND_LABELS } from '../contracts/contractLabels.ts';
import * as styles from './ContractAnswerToasts.css.ts';

export interface ContractAnswerToastsProps {
  /** The answers just found, oldest first; each stays until the agent closes it. */
  answers: readonly ContractAnswerNotice[];
  onDismiss: (contractId: string) => void;
  formats: Pick<RecordFormats, 'percent'>;
}

/**
 * Issue 23 item 6: a downline accepted or rejected the agent's contract request. Announced politely and kept until
 * closed (no time limit to read it); the dashboard's alerts keep the answer for the days after.
 */
export function ContractAnswerToasts({ answers, onDismiss, formats }: ContractAnswerToastsProps) {
  const { t, i18n } = useLingui();
  return (
    <section className={styles.region} aria-label={t`Respostas aos seus contratos`}>
      <div role="status" aria-live="polite">
        <ul className={styles.list}>
          {answers.map(({ contractId, answer, downline, terms }) => {
            const accepted = answer === 'accepted';
            const contract = `${i18n._(CONTRACT_KIND_LABELS[terms.kind])} ${formats.percent(contractRate(terms) / 100)}`;
            return (
              <li
                key={contractId}
                className={`${styles.toast} ${accepted ? styles.tone.good : styles.tone.bad}`}
              >
                <span className={accepted ? styles.icon.good : styles.icon.bad}>
                  <Icon name={accepted ? 'check' : 'warning'} />
                </span>
                <p className={styles.body}>
                  <span className={styles.title}>{accepted ? t`Contrato aceito` : t`Contrato recusado`}</span>
                  <bdi>
                    {downline} · {contract}
                  </bdi>
                </p>
                <button
                  type="button"
                  className={styles.close}
                  onClick={() => onDismiss(contractId)}
                  aria-label={t`Fechar o aviso de ${downline}`}
                >
                  <Icon name="close" size="small" />
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
