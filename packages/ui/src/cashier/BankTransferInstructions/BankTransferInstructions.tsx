import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { FormMessage } from '../../forms/index.ts';
import { CopyField } from '../CopyField/index.ts';
import * as shared from '../cashier.css.ts';
import { type CashierMoneyProps, useCashierMoney } from '../money.ts';
import * as styles from './BankTransferInstructions.css.ts';

export const BANK_TRANSFER_FIELDS = ['bankName', 'accountName', 'accountNumber', 'reference'] as const;
export type BankTransferField = (typeof BANK_TRANSFER_FIELDS)[number];

export interface BankTransferInstructionsProps extends CashierMoneyProps {
  amount: number;
  /** The account to pay into (the domain's BANK payment instructions). */
  bankName: string;
  accountName: string;
  accountNumber: string;
  /** Written in the transfer's description so the deposit can be matched. */
  reference: string;
  /** The player pressed Copy beside one of the details: the parent writes `value` to the clipboard. */
  onCopy: (field: BankTransferField, value: string) => void;
  /** The detail copied a moment ago (copy_success shows beside it). */
  copiedField?: BankTransferField | null;
}

/** A bank-transfer deposit: the account to pay into and the reference, each copyable. */
export function BankTransferInstructions({
  amount,
  bankName,
  accountName,
  accountNumber,
  reference,
  onCopy,
  copiedField = null,
  ...moneyProps
}: BankTransferInstructionsProps) {
  const { t } = useLingui();
  const money = useCashierMoney(moneyProps);
  const titleId = useId();
  const details: Record<BankTransferField, { label: string; value: string }> = {
    bankName: { label: t`Banco`, value: bankName },
    accountName: { label: t`Titular`, value: accountName },
    accountNumber: { label: t`Agência e conta`, value: accountNumber },
    reference: { label: t`Referência`, value: reference },
  };
  return (
    <section className={shared.panel} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h2 id={titleId} className={shared.panelTitle}>
          {t`Depósito por transferência bancária`}
        </h2>
        <p className={styles.amount}>{money.format(amount)}</p>
      </div>
      <p className={shared.note}>
        <Trans>
          Transfira exatamente este valor para a conta abaixo, de uma conta em seu nome, e escreva a
          referência na descrição da transferência.
        </Trans>
      </p>
      <div className={styles.fields}>
        {BANK_TRANSFER_FIELDS.map((field) => (
          <CopyField
            key={field}
            label={details[field].label}
            value={details[field].value}
            onCopy={() => onCopy(field, details[field].value)}
            copied={copiedField === field}
            monospace={field === 'accountNumber' || field === 'reference'}
          />
        ))}
      </div>
      <FormMessage
        tone="info"
        message={t`Sem a referência, o depósito pode levar mais tempo para ser creditado.`}
      />
    </section>
  );
}
