import { GridNotice, TransferUplineForm } from '@sorte/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router-dom';
import { formatMoneyAtom } from '../../i18n/formats.ts';
import { failureKind } from '../../lib/errors/index.ts';
import { isCallMissing, NOT_OFFERED } from '../../lib/missingCall/missingCall.ts';
import { memberPath } from '../../paths.ts';
import { cashierKeys, transferToUpline, uplineQuery } from './api.ts';
import * as styles from './cashierPage.css.ts';
import { useCashier, useWallets } from './useCashier.ts';
import { useTransferForm } from './useTransferForm.ts';

/**
 * transferUpline (§6 Member): the upline's name, the amount and the withdraw password, confirmed before sending.
 * Both calls are readings (issue 24 item 4): on a gateway without either, the page leaves for the member centre,
 * whose menu then hides it.
 */
export function TransferUplinePage() {
  const formatAmount = useAtomValue(formatMoneyAtom);
  const { calls, token, client, rereadBalances } = useCashier();
  const { main } = useWallets();
  const upline = useQuery(uplineQuery(calls, token));
  const transfer = useTransferForm({
    action: 'transfer-upline',
    send: (request, idempotencyKey) =>
      transferToUpline(calls, request, idempotencyKey).catch((error: unknown) => {
        if (isCallMissing(error)) client.setQueryData(cashierKeys.upline(token), NOT_OFFERED);
        throw error;
      }),
    identify: ({ amount }) => ({ amount }),
    recheck: rereadBalances,
    draftName: 'transfer-upline',
  });

  if (upline.data === NOT_OFFERED) return <Navigate to={memberPath()} replace />;
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
