import { GridNotice, TransferUplineForm } from '@sorte/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { formatMoneyAtom } from '../../i18n/formats.ts';
import { failureKind } from '../errors/index.ts';
import { uplineQuery } from './api.ts';
import * as styles from './cashierPage.css.ts';
import { useCashier, useWallets } from './useCashier.ts';
import { useTransferForm } from './useTransferForm.ts';

/** transferUpline (§6 Member): the upline's name, the amount and the withdraw password, confirmed before sending. */
export function TransferUplinePage() {
  const formatAmount = useAtomValue(formatMoneyAtom);
  const { calls, token, rereadBalances } = useCashier();
  const { main } = useWallets();
  const upline = useQuery(uplineQuery(calls, token));
  const transfer = useTransferForm({
    action: 'transfer-upline',
    send: (request, idempotencyKey) => calls.transferToUpline(request, { idempotencyKey }),
    identify: ({ amount }) => ({ amount }),
    recheck: rereadBalances,
    draftName: 'transfer-upline',
  });

  if (upline.isError || main.isError) {
    return (
      <GridNotice
        kind="error"
        failure={failureKind(upline.error ?? main.error)}
        onRetry={() => {
          if (upline.isError) void upline.refetch();
          if (main.isError) void main.refetch();
        }}
      />
    );
  }
  if (upline.data === undefined || main.data === undefined)
    return <div className={styles.loading} aria-busy="true" />;
  return (
    <TransferUplineForm
      upline={upline.data}
      mainBalance={main.data.balance}
      formatAmount={formatAmount}
      {...transfer}
    />
  );
}
