import { Plural, useLingui } from '@lingui/react/macro';
import type { Contract, ContractAction } from '@sorte/domain';
import { useId } from 'react';
import { Button } from '../../components/Button/index.ts';
import { type FieldMessage, FormMessage } from '../../forms/index.ts';
import { Modal } from '../../modals/Modal/index.ts';
import { ContractTermsText } from '../contracts/ContractTermsText.tsx';
import { CONTRACT_KIND_LABELS } from '../contracts/contractLabels.ts';
import * as styles from '../contracts/contracts.css.ts';

export interface ContractPopupProps {
  /** The contract awaiting the member's answer; null closes the popup. */
  contract: Contract | null;
  /** How many more wait after this one. */
  more: number;
  /** The answer being sent. */
  pending: ContractAction | null;
  error?: FieldMessage;
  formatAmount: (amount: number) => string;
  onAnswer: (contract: Contract, answer: 'accept' | 'reject') => void;
  /** Later: the popup closes for this session, the contract stays pending. */
  onClose: () => void;
}

/** §2 contract popup (logged in only): a new contract from the member's upline, to Accept or Reject. */
export function ContractPopup({
  contract,
  more,
  pending,
  error,
  formatAmount,
  onAnswer,
  onClose,
}: ContractPopupProps) {
  const { t, i18n } = useLingui();
  const describedBy = useId();
  const busy = pending !== null;
  return (
    <Modal
      open={contract !== null}
      onClose={onClose}
      title={t`Novo contrato para você`}
      describedBy={describedBy}
      size="small"
      phoneLayout="sheet"
      dismissible={!busy}
      footer={
        contract ? (
          <>
            <Button
              tone="secondary"
              onClick={() => onAnswer(contract, 'reject')}
              disabled={busy}
              pending={pending === 'reject'}
            >
              {t`Recusar`}
            </Button>
            <Button
              onClick={() => onAnswer(contract, 'accept')}
              disabled={busy}
              pending={pending === 'accept'}
            >
              {t`Aceitar`}
            </Button>
          </>
        ) : null
      }
    >
      {contract ? (
        <div className={styles.bars}>
          <p id={describedBy}>
            {t`${contract.upline.account} propõe um contrato de ${i18n._(CONTRACT_KIND_LABELS[contract.terms.kind]).toLowerCase()} com estes termos:`}
          </p>
          <ContractTermsText terms={contract.terms} formatAmount={formatAmount} />
          {more > 0 ? (
            <p className={styles.muted}>
              <Plural
                value={more}
                one="Mais # contrato aguarda sua resposta."
                other="Mais # contratos aguardam sua resposta."
              />
            </p>
          ) : null}
          {error ? <FormMessage message={error} /> : null}
        </div>
      ) : null}
    </Modal>
  );
}
