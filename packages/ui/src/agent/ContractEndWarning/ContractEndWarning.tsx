import { useLingui } from '@lingui/react/macro';
import type { ContractEnded } from '@sorte/domain';
import { useId } from 'react';
import { Button } from '../../components/Button/index.ts';
import { Modal } from '../../modals/Modal/index.ts';
import { CONTRACT_KIND_LABELS, END_REASON_LABELS } from '../contracts/contractLabels.ts';
import * as styles from '../contracts/contracts.css.ts';

export interface ContractEndWarningProps {
  open: boolean;
  /**
   * The contracts the new request ends (`contractsEndedBy`); empty when the gateway said so before the agent's
   * contracts were read: the dialog then says it in general terms.
   */
  ended: readonly ContractEnded[];
  /** The request is being sent: the dialog cannot be dismissed. */
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * §4 Contracts: a new contract whose rate is lower than a downline's existing one terminates that contract after
 * confirmation. This dialog names each contract the request would end; nothing is sent before the agent confirms.
 */
export function ContractEndWarning({ open, ended, pending, onConfirm, onCancel }: ContractEndWarningProps) {
  const { t, i18n } = useLingui();
  const describedBy = useId();
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={t`Contratos que serão encerrados`}
      describedBy={describedBy}
      size="small"
      phoneLayout="sheet"
      dismissible={!pending}
      footer={
        <>
          <Button tone="secondary" onClick={onCancel} disabled={pending}>
            {t`Cancelar`}
          </Button>
          <Button tone="critical" onClick={onConfirm} pending={pending}>
            {t`Encerrar e enviar`}
          </Button>
        </>
      }
    >
      {ended.length > 0 ? (
        <>
          <p id={describedBy}>
            {t`Este pedido encerra os contratos abaixo assim que for enviado. Deseja continuar?`}
          </p>
          <ul className={styles.endedList}>
            {ended.map(({ contract, reason }) => (
              <li key={contract.id}>
                <strong>{i18n._(CONTRACT_KIND_LABELS[contract.terms.kind])}</strong>{' '}
                <bdi>
                  {contract.upline.account} → {contract.downline.account}
                </bdi>{' '}
                ({i18n._(END_REASON_LABELS[reason])})
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p id={describedBy}>
          {t`Este pedido encerra contratos em vigor com uma taxa maior na equipe deste subordinado. Deseja encerrá-los e enviar?`}
        </p>
      )}
    </Modal>
  );
}
