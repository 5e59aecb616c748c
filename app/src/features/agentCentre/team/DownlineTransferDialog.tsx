import { useLingui } from '@lingui/react/macro';
import { Modal, TransferUplineForm } from '@sorte/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { formatMoneyAtom } from '../../../i18n/formats.ts';
import { rememberMissing } from '../../../lib/missingCall/missingCall.ts';
import { requiredGatewayAtom } from '../../../state/configAtoms.ts';
import { useCashier, useTransferForm } from '../../cashier/index.ts';
import { balanceQuery } from '../../session/index.ts';
import { agentTeamCallsAtom } from './agentTeamGateway.ts';
import { rereadTeam } from './api.ts';

export interface DownlineTransferDialogProps {
  /** The downline paid: its account, and its name when the list has it. */
  downline: { account: string; nickname?: string };
  onClose: () => void;
}

/**
 * §6 Agent transfer to a downline, with the cashier's rules (its form and `useMoneyAction`): the amount within the
 * agent's balance and the withdraw password, a summary naming the downline before it is sent, one Idempotency-Key
 * per intended transfer that a retry reuses, never sent twice at once nor retried by itself, and after an unknown
 * outcome the balances and the team are read again before a retry is offered. A gateway without the call closes it.
 */
export function DownlineTransferDialog({ downline, onClose }: DownlineTransferDialogProps) {
  const { t } = useLingui();
  const formatAmount = useAtomValue(formatMoneyAtom);
  const gateway = useAtomValue(requiredGatewayAtom);
  const calls = useAtomValue(agentTeamCallsAtom);
  const { token, rereadBalances } = useCashier();
  const client = useQueryClient();
  const main = useQuery(balanceQuery(gateway, token));
  const reread = () => Promise.all([rereadBalances(), rereadTeam(client, token)]);
  const transfer = useTransferForm({
    action: 'transfer-downline',
    send: (request, idempotencyKey) =>
      calls
        .transferToDownline({ account: downline.account, ...request }, { idempotencyKey })
        .catch((error: unknown) => {
          // A reading (issue 24 item 4): a gateway without it loses the action (the list hides it, this closes).
          rememberMissing(client, 'downlineTransfer', error);
          throw error;
        }),
    // Another downline is another transfer.
    identify: ({ amount }) => ({ account: downline.account, amount }),
    recheck: reread,
    // Issue 22 item 7: the amount typed for this downline survives a session expiry (never the password).
    draftName: `transfer-downline:${downline.account}`,
  });
  return (
    <Modal
      open
      onClose={() => {
        if (!transfer.submitting) onClose();
      }}
      dismissible={!transfer.submitting}
      title={t`Transferir para ${downline.account}`}
      size="small"
    >
      {main.data === undefined ? (
        <div aria-busy="true">{t`Carregando saldo…`}</div>
      ) : (
        <TransferUplineForm
          direction="downline"
          upline={downline}
          mainBalance={main.data.balance}
          formatAmount={formatAmount}
          {...transfer}
        />
      )}
    </Modal>
  );
}
