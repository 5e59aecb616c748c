import {
  ALL_CASHIER_HISTORY,
  type CashierHistoryFilter,
  type CashierHistoryKind,
  cashierHistory,
} from '@sorte/domain';
import { CashierHistory } from '@sorte/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { formatLocaleAtom, moneyCurrencyAtom } from '../../i18n/formats.ts';
import { failureKind } from '../../lib/errors/index.ts';
import { isOffered } from '../../lib/missingCall/missingCall.ts';
import { NotOfferedNote } from '../../lib/missingCall/NotOfferedNote.tsx';
import { useCopyToClipboard } from '../../lib/useCopyToClipboard.ts';
import { depositChannelsQuery, depositHistoryQuery, withdrawalsQuery } from './api.ts';
import { shareReceiptImage } from './receiptImage.ts';
import { useCashier } from './useCashier.ts';

/**
 * The cashier's history (issue 23 item 4): the deposit and withdrawal orders in one list with their receipts. A
 * gateway without one of the lists (issue 24 item 4) shows the other; without both, the page says so.
 */
export function CashierHistoryPage() {
  const { calls, token } = useCashier();
  const currency = useAtomValue(moneyCurrencyAtom);
  const locale = useAtomValue(formatLocaleAtom);
  const deposits = useQuery(depositHistoryQuery(calls, token));
  const withdrawals = useQuery(withdrawalsQuery(calls, token));
  const channels = useQuery(depositChannelsQuery(calls, token));
  const [filter, setFilter] = useState<CashierHistoryFilter>(ALL_CASHIER_HISTORY);
  const [selected, setSelected] = useState<string | null>(null);
  const { copied, copy } = useCopyToClipboard();

  const depositList = isOffered(deposits.data) ? deposits.data : [];
  const withdrawalList = isOffered(withdrawals.data) ? withdrawals.data : [];
  const kinds: CashierHistoryKind[] = [
    ...(deposits.isSuccess && !isOffered(deposits.data) ? [] : (['deposit'] as const)),
    ...(withdrawals.isSuccess && !isOffered(withdrawals.data) ? [] : (['withdrawal'] as const)),
  ];
  if (kinds.length === 0) {
    return <NotOfferedNote />;
  }
  const failed = [deposits, withdrawals].find((query) => query.isError);
  const status = failed ? 'error' : deposits.isPending || withdrawals.isPending ? 'loading' : 'ready';
  const offeredChannels = isOffered(channels.data) ? channels.data : [];

  return (
    <CashierHistory
      status={status}
      {...(failed ? { failure: failureKind(failed.error) } : {})}
      onRetry={() => {
        if (deposits.isError) void deposits.refetch();
        if (withdrawals.isError) void withdrawals.refetch();
      }}
      entries={cashierHistory(depositList, withdrawalList)}
      kinds={kinds}
      filter={filter}
      onFilterChange={setFilter}
      selected={selected}
      onSelect={setSelected}
      onCopyReference={(reference) => copy(reference)}
      copied={copied !== null}
      onShareImage={(receipt) => void shareReceiptImage(receipt)}
      onSavePdf={() => window.print()}
      channelName={(id) => offeredChannels.find((channel) => channel.id === id)?.name}
      currency={currency}
      locale={locale}
    />
  );
}
