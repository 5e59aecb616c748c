import { type VendorWallet, withdrawableSplit } from '@sorte/domain';
import { TransferForm, type TransferFormValues, type TransferRequest, WalletOverview } from '@sorte/ui';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useLocation, useNavigate } from 'react-router-dom';
import { formatMoneyAtom } from '../../i18n/formats.ts';
import { failureKind } from '../../lib/errors/index.ts';
import { useDraftedState } from '../../lib/formDrafts.ts';
import { loadStatusOf } from '../../lib/loadStatus.ts';
import { isOffered } from '../../lib/missingCall/missingCall.ts';
import { memberPath } from '../../paths.ts';
import { collectAllToMain, transferBetweenWallets, withdrawInfoQuery } from './api.ts';
import * as styles from './cashierPage.css.ts';
import { useCashier, useWallets } from './useCashier.ts';
import { useMoneyAction } from './useMoneyAction.ts';

const EMPTY_TRANSFER: TransferFormValues = { direction: 'toVendor', vendor: '', amount: '' };

/** The wallets' summary with its actions: money moves on the transfer page (or, single-wallet, nowhere). */
function Wallets({ onMove }: { onMove: (direction: 'toVendor' | 'toMain', wallet: VendorWallet) => void }) {
  const formatAmount = useAtomValue(formatMoneyAtom);
  const { calls, token, rereadBalances } = useCashier();
  const { main, vendors, isSingle } = useWallets();
  // Issue 23 item 4: what can be withdrawn and what a rollover holds, where the withdraw terms tell them apart.
  const balance = main.data?.balance;
  const info = useQuery({
    ...withdrawInfoQuery(calls, token, async () => balance ?? 0),
    enabled: balance !== undefined,
  }).data;
  const withdrawable =
    balance !== undefined && isOffered(info)
      ? withdrawableSplit(balance, info.limits.available, info.held)
      : undefined;
  const collect = useMoneyAction({
    action: 'collect-all',
    send: (_request: Record<string, never>, idempotencyKey) => collectAllToMain(calls, idempotencyKey),
    identify: () => ({ all: true }),
    recheck: rereadBalances,
    onSucceeded: () => void rereadBalances(),
  });
  return (
    <WalletOverview
      main={{
        status: loadStatusOf(main),
        ...(main.data ? { balance: main.data.balance } : {}),
        ...(main.isError ? { failure: failureKind(main.error) } : {}),
      }}
      vendors={{
        status: loadStatusOf(vendors),
        wallets: vendors.data ?? [],
        ...(vendors.isError ? { failure: failureKind(vendors.error) } : {}),
      }}
      withdrawable={withdrawable}
      isSingle={isSingle}
      formatAmount={formatAmount}
      onRefresh={() => void rereadBalances()}
      refreshing={main.isFetching || vendors.isFetching}
      onRetry={() => {
        if (main.isError) void main.refetch();
        if (vendors.isError) void vendors.refetch();
      }}
      onMoveIn={(wallet) => onMove('toVendor', wallet)}
      onMoveOut={(wallet) => onMove('toMain', wallet)}
      onCollectAll={() => void collect.submit({})}
      collecting={collect.submitting}
    />
  );
}

/** /member without a page (tablets and desktops): the wallets, their actions opening the transfer page. */
export function WalletSummary() {
  const navigate = useNavigate();
  return (
    <Wallets
      onMove={(direction, wallet) =>
        void navigate(memberPath('transferFund'), { state: { direction, vendor: wallet.vendor } })
      }
    />
  );
}

/** transferFund (§7 Wallet): the wallets, and moving money between the main wallet and a vendor's. */
export function TransferPage() {
  const formatAmount = useAtomValue(formatMoneyAtom);
  const { calls, rereadBalances } = useCashier();
  const { main, vendors } = useWallets();
  const arrivedWith = useLocation().state as Partial<TransferFormValues> | null;
  // Arriving from the wallets' summary: the wallet and direction the player chose there (over a draft's).
  // Issue 22 item 7: what was typed survives a session expiry and a reload (nothing here is secret).
  const [values, setValues, settleDraft] = useDraftedState<TransferFormValues>(
    () => ({ ...EMPTY_TRANSFER, ...arrivedWith }),
    {
      name: 'transfer',
      keep: ({ direction, vendor, amount }) => ({ direction, vendor, amount }),
      merge: (start, restored) => ({ ...start, ...restored, ...arrivedWith }),
    },
  );
  const transfer = useMoneyAction<TransferRequest, TransferRequest, 'amount'>({
    action: 'transfer',
    send: (request, idempotencyKey) =>
      transferBetweenWallets(calls, request, idempotencyKey).then(() => request),
    identify: (request) => ({ ...request }),
    recheck: rereadBalances,
    fields: ['amount'],
    onSucceeded: () => {
      settleDraft(values);
      void rereadBalances();
    },
  });
  return (
    <div className={styles.stack}>
      <Wallets
        onMove={(direction, wallet) => {
          transfer.reset();
          setValues({ direction, vendor: wallet.vendor, amount: '' });
        }}
      />
      {main.data ? (
        <TransferForm
          values={values}
          onChange={setValues}
          mainBalance={main.data.balance}
          wallets={vendors.data ?? []}
          formatAmount={formatAmount}
          submitting={transfer.submitting}
          {...(transfer.fieldErrors.amount ? { amountError: transfer.fieldErrors.amount } : {})}
          outcome={transfer.outcome}
          onSubmit={(request) => void transfer.submit(request)}
          onCheckAgain={() => void transfer.checkAgain()}
          onRetry={transfer.retry}
          onNewTransfer={() => {
            transfer.reset();
            setValues(EMPTY_TRANSFER);
          }}
        />
      ) : null}
    </div>
  );
}
