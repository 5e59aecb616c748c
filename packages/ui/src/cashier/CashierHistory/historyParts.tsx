import { useLingui } from '@lingui/react/macro';
import type { CashierHistoryKind, CashierHistoryStatus } from '@sorte/domain';
import * as styles from './CashierHistory.css.ts';

/** The history's words: each kind, and each status as the player reads it (the withdraw page's words). */
export function useHistoryWords() {
  const { t } = useLingui();
  const kind: Record<CashierHistoryKind, string> = {
    deposit: t`Depósito`,
    // The movement, not the menu's action ('Withdraw' in English).
    withdrawal: t({ message: 'Saque', context: 'cashier movement' }),
  };
  const status: Record<CashierHistoryStatus, string> = {
    'deposit:PENDING': t`Aguardando pagamento`,
    'deposit:CREDITED': t`Creditado`,
    'deposit:EXPIRED': t`Expirado`,
    'deposit:FAILED': t`Falhou`,
    'withdrawal:PENDING': t`Aguardando aprovação`,
    'withdrawal:APPROVED': t`Aprovado`,
    'withdrawal:AWAITING_CONFIRMATION': t`Confirme o recebimento`,
    'withdrawal:CONFIRMED': t`Concluído`,
    'withdrawal:PARTLY_RECEIVED': t`Recebido em parte`,
    'withdrawal:NOT_RECEIVED': t`Não recebido`,
    'withdrawal:REJECTED': t`Rejeitado`,
  };
  return { kind, status };
}

const STATUS_TONE: Record<CashierHistoryStatus, keyof typeof styles.badge> = {
  'deposit:PENDING': 'neutral',
  'deposit:CREDITED': 'positive',
  'deposit:EXPIRED': 'critical',
  'deposit:FAILED': 'critical',
  'withdrawal:PENDING': 'neutral',
  'withdrawal:APPROVED': 'positive',
  'withdrawal:AWAITING_CONFIRMATION': 'warning',
  'withdrawal:CONFIRMED': 'positive',
  'withdrawal:PARTLY_RECEIVED': 'warning',
  'withdrawal:NOT_RECEIVED': 'warning',
  'withdrawal:REJECTED': 'critical',
};

export function StatusBadge({ status, label }: { status: CashierHistoryStatus; label: string }) {
  return <span className={`${styles.badge[STATUS_TONE[status]]} ${styles.badgePlace}`}>{label}</span>;
}
