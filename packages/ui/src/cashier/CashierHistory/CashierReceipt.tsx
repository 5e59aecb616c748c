import { useLingui } from '@lingui/react/macro';
import { type CashierHistoryEntry, cashierHistoryStatus, partialRemainder } from '@sorte/domain';
import { Button } from '../../components/Button/index.ts';
import { Icon } from '../../components/Icon/index.ts';
import { Modal } from '../../modals/Modal/index.ts';
import { CopyField } from '../CopyField/index.ts';
import * as shared from '../cashier.css.ts';
import { type CashierMoneyProps, useCashierMoney } from '../money.ts';
import * as styles from './CashierHistory.css.ts';
import { StatusBadge, useHistoryWords } from './historyParts.tsx';

/** What the receipt's image shows: its title, the amount, each field as [label, value], and the note if any. */
export interface SharedReceipt {
  title: string;
  amount: string;
  lines: [string, string][];
  note: string | null;
  reference: string;
}

interface CashierReceiptProps extends CashierMoneyProps {
  entry: CashierHistoryEntry;
  onClose: () => void;
  onCopyReference: (reference: string) => void;
  copied: boolean;
  onShareImage: (receipt: SharedReceipt) => void;
  onSavePdf: () => void;
  timeText: (iso: string) => string;
  channelName?: (channelId: string) => string | undefined;
}

/**
 * One movement's receipt in a dialog: every field the gateway gave, the reference to copy, shared as an image or
 * saved as PDF (printed alone by the print stylesheet).
 */
export function CashierReceipt({
  entry,
  onClose,
  onCopyReference,
  copied,
  onShareImage,
  onSavePdf,
  timeText,
  channelName,
  ...moneyProps
}: CashierReceiptProps) {
  const { t } = useLingui();
  const money = useCashierMoney(moneyProps);
  const words = useHistoryWords();
  const status = cashierHistoryStatus(entry);
  const statusText = words.status[status];
  const order = entry.order;
  const title = entry.kind === 'deposit' ? t`Comprovante de depósito` : t`Comprovante de saque`;

  // The fields in the receipt's order, each [label, value]; the same lines are what is shared.
  const fields: [string, string][] = [
    [t`Tipo`, words.kind[entry.kind]],
    [t`Status`, statusText],
  ];
  let note: string | null = null;
  if (entry.kind === 'deposit') {
    const deposit = entry.order;
    fields.push([t`Valor`, money.format(deposit.amount)]);
    // Only a name the player knows: the channel's id is an internal code.
    const channel = deposit.channelId ? channelName?.(deposit.channelId) : undefined;
    if (channel) fields.push([t`Forma de pagamento`, channel]);
    fields.push([t`Pedido em`, timeText(deposit.createdAt)]);
    if (deposit.status === 'PENDING' && deposit.expiresAt)
      fields.push([t`Pague até`, timeText(deposit.expiresAt)]);
    if (deposit.status === 'EXPIRED') note = t`O prazo para pagar acabou. Nada foi cobrado.`;
    if (deposit.status === 'FAILED') note = t`O depósito não foi concluído. Nada foi creditado.`;
  } else {
    const withdrawal = entry.order;
    const expected = withdrawal.amount - withdrawal.fee;
    fields.push([t`Valor do saque`, money.format(withdrawal.amount)]);
    if (withdrawal.status !== 'REJECTED') {
      fields.push([t`Taxa de saque`, money.format(withdrawal.fee)]);
      fields.push([t`Você recebe`, money.format(expected)]);
    }
    if (status === 'withdrawal:PARTLY_RECEIVED' && withdrawal.receivedAmount !== undefined) {
      const missing = partialRemainder(expected, withdrawal.receivedAmount);
      fields.push([t`Recebido`, money.format(withdrawal.receivedAmount)]);
      fields.push([t`Falta receber`, money.format(missing)]);
      note = t`Nossa equipe analisa o comprovante e paga a diferença ou entra em contato com você.`;
    }
    if (status === 'withdrawal:NOT_RECEIVED')
      note = t`Você informou que o pagamento não chegou. Nossa equipe está verificando e entra em contato com você.`;
    fields.push([t`Pedido em`, timeText(withdrawal.createdAt)]);
    if (withdrawal.approvedAt) fields.push([t`Aprovado em`, timeText(withdrawal.approvedAt)]);
    if (withdrawal.status === 'REJECTED') {
      if (withdrawal.reason) fields.push([t`Motivo`, withdrawal.reason]);
      note = t`O valor voltou para o seu saldo.`;
    }
  }
  const referenceLabel = t`Número de referência`;
  const sharedReceipt: SharedReceipt = {
    title,
    amount: money.format(order.amount),
    lines: [...fields, [referenceLabel, order.id]],
    note,
    reference: order.id,
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      size="small"
      footer={
        <div className={styles.receiptActions}>
          <Button tone="secondary" onClick={onClose}>
            {t`Fechar`}
          </Button>
          <Button tone="secondary" onClick={onSavePdf}>
            <Icon name="download" size="inline" />
            {t`Salvar como PDF`}
          </Button>
          <Button onClick={() => onShareImage(sharedReceipt)}>
            <Icon name="share" size="inline" />
            {t`Compartilhar imagem`}
          </Button>
        </div>
      }
    >
      <div className={styles.receipt} data-cashier-receipt>
        <div className={styles.receiptHead}>
          <p className={styles.receiptAmount}>{money.format(order.amount)}</p>
          <StatusBadge status={status} label={statusText} />
        </div>
        <dl className={shared.summary}>
          {fields.map(([label, value]) => (
            <div key={label} className={styles.receiptLine}>
              <dt className={shared.term}>{label}</dt>
              <dd className={shared.value}>
                <bdi>{value}</bdi>
              </dd>
            </div>
          ))}
        </dl>
        {note ? <p className={shared.note}>{note}</p> : null}
        <CopyField
          label={referenceLabel}
          value={order.id}
          onCopy={() => onCopyReference(order.id)}
          copied={copied}
          monospace
        />
      </div>
    </Modal>
  );
}
