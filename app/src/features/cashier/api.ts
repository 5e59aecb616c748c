import { PIX_KEY_TYPES } from '@sorte/domain';
import type { CashierCalls, WithdrawInfo } from '@sorte/gateway';
import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import {
  isOffered,
  offeredOrNot,
  rememberMissing,
  unlessMissing,
} from '../../lib/missingCall/missingCall.ts';
import { queryKeys } from '../../lib/queryKeys.ts';
import { sessionStore } from '../../state/browserStorage.ts';

export const cashierKeys = {
  balance: queryKeys.balance,
  vendorWallets: (token: string | null) => ['session', token, 'cashier', 'vendor-wallets'] as const,
  consolidated: (token: string | null) => ['session', token, 'cashier', 'consolidated'] as const,
  depositChannels: (token: string | null) => ['session', token, 'cashier', 'deposit-channels'] as const,
  depositOrders: (token: string | null) => ['session', token, 'cashier', 'deposit-orders'] as const,
  withdrawInfo: (token: string | null) => ['session', token, 'cashier', 'withdraw-info'] as const,
  withdrawals: (token: string | null) => ['session', token, 'cashier', 'withdrawals'] as const,
  upline: (token: string | null) => ['session', token, 'cashier', 'upline'] as const,
};

/** GCS_merchantWallet; §3 keeps the merchant wallet in the session key `merchantWallet`. */
export const vendorWalletsQuery = (calls: CashierCalls, token: string | null) =>
  queryOptions({
    queryKey: cashierKeys.vendorWallets(token),
    queryFn: async ({ signal }) => {
      const wallets = await calls.vendorWallets({ signal });
      sessionStore.set(
        'merchantWallet',
        JSON.stringify(wallets.map(({ vendor, name }) => ({ vendor, name }))),
      );
      return wallets;
    },
    staleTime: 15_000,
  });

/** §7 consolidated funds, filling the §3 session keys `consolidated`, `enableSalary` and `enableContract`. */
export const consolidatedQuery = (calls: CashierCalls, token: string | null) =>
  queryOptions({
    queryKey: cashierKeys.consolidated(token),
    queryFn: async ({ signal }) => {
      const funds = await calls.consolidatedFunds({ signal });
      sessionStore.set('consolidated', JSON.stringify(funds.consolidated));
      sessionStore.set('enableSalary', String(funds.enableSalary));
      sessionStore.set('enableContract', String(funds.enableContract));
      return funds;
    },
    staleTime: 5 * 60_000,
  });

export const depositChannelsQuery = (calls: CashierCalls, token: string | null) =>
  queryOptions({
    queryKey: cashierKeys.depositChannels(token),
    // A reading (issue 24 item 4): without it there is no deposit to offer (NOT_OFFERED: the page says so).
    queryFn: ({ signal }) => offeredOrNot(() => calls.depositChannels({ signal })),
    staleTime: 5 * 60_000,
  });

/**
 * The pending and recent deposits: a pending one is asked again every 10 s until the socket or a poll settles it.
 * A reading (issue 24 item 4): without it none is known, and each deposit is followed by its own status.
 */
export const depositOrdersQuery = (calls: CashierCalls, token: string | null) =>
  queryOptions({
    queryKey: cashierKeys.depositOrders(token),
    queryFn: ({ signal }) =>
      unlessMissing(
        () => calls.depositOrders({ signal }),
        () => [],
      ),
    refetchInterval: (query) =>
      query.state.data?.some((order) => order.status === 'PENDING') ? 10_000 : false,
  });

/**
 * The cashier history's deposits (issue 23 item 4): the same list, read apart from the deposit page's so that a
 * gateway without it (issue 24 item 4) says NOT_OFFERED and the history shows the withdrawals only. Under the
 * deposit orders' key, so every re-read of the money reads it again.
 */
export const depositHistoryQuery = (calls: CashierCalls, token: string | null) =>
  queryOptions({
    queryKey: [...cashierKeys.depositOrders(token), 'history'] as const,
    queryFn: ({ signal }) => offeredOrNot(() => calls.depositOrders({ signal })),
    refetchInterval: (query) =>
      isOffered(query.state.data) && query.state.data.some((order) => order.status === 'PENDING')
        ? 10_000
        : false,
  });

/**
 * What can be withdrawn. A reading (issue 24 item 4): without it, what the spec names, the §7 main balance, is what
 * can be withdrawn (no minimum, no fee shown, every PIX key type; the gateway's own checks still refuse).
 */
export const withdrawInfoQuery = (
  calls: CashierCalls,
  token: string | null,
  readBalance: () => Promise<number>,
) =>
  queryOptions({
    queryKey: cashierKeys.withdrawInfo(token),
    queryFn: ({ signal }) =>
      unlessMissing(
        () => calls.withdrawInfo({ signal }),
        async (): Promise<WithdrawInfo> => {
          const balance = await readBalance();
          return {
            limits: { min: 0, max: balance, available: balance, fee: { fixed: 0, rate: 0 } },
            hasWithdrawPassword: true,
            pixKeyTypes: [...PIX_KEY_TYPES],
          };
        },
      ),
    staleTime: 15_000,
  });

/**
 * The recent withdrawals. A reading (issue 24 item 4): NOT_OFFERED, none is listed, and a withdrawal of unknown
 * outcome cannot be looked for (it stays unsure rather than read as not made).
 */
export const withdrawalsQuery = (calls: CashierCalls, token: string | null) =>
  queryOptions({
    queryKey: cashierKeys.withdrawals(token),
    queryFn: ({ signal }) => offeredOrNot(() => calls.withdrawals({ signal })),
    refetchInterval: (query) =>
      isOffered(query.state.data) && query.state.data.some((order) => order.status === 'PENDING')
        ? 15_000
        : false,
  });

/** The member's upline (null: none). A reading (issue 24 item 4): NOT_OFFERED hides the transfer to upline. */
export const uplineQuery = (calls: CashierCalls, token: string | null) =>
  queryOptions({
    queryKey: cashierKeys.upline(token),
    queryFn: ({ signal }) => offeredOrNot(() => calls.upline({ signal })),
    staleTime: 10 * 60_000,
  });

/**
 * PAY_pixKeys (issue 23 item 4, a reading): the PIX keys saved by the player's withdrawals; NOT_OFFERED without it.
 * Under the withdrawals' key, so every re-read of the money (a new withdrawal) reads them again.
 */
export const pixKeysQuery = (calls: CashierCalls, token: string | null) =>
  queryOptions({
    queryKey: [...cashierKeys.withdrawals(token), 'pix-keys'] as const,
    queryFn: ({ signal }) => offeredOrNot(() => calls.pixKeys({ signal })),
  });

/**
 * PAY_deletePixKey (a reading): the key leaves the list once deleted; a gateway without the call is remembered, so
 * the delete buttons go; the list is read again either way.
 */
export const deletePixKeyMutation = (client: QueryClient, calls: CashierCalls, token: string | null) => {
  const keys = pixKeysQuery(calls, token).queryKey;
  return mutationOptions<void, Error, string>({
    mutationFn: (id) => calls.deletePixKey(id),
    onSuccess: (_none, id) =>
      client.setQueryData(keys, (saved) => (isOffered(saved) ? saved.filter((key) => key.id !== id) : saved)),
    onError: (error) => rememberMissing(client, 'deletePixKey', error),
    onSettled: () => client.invalidateQueries({ queryKey: keys }),
  });
};

/** Every balance the cashier shows: the main wallet, the vendor wallets and what can be withdrawn. */
export function rereadBalances(client: QueryClient, token: string | null) {
  return Promise.all([
    client.invalidateQueries({ queryKey: cashierKeys.balance(token) }),
    client.invalidateQueries({ queryKey: cashierKeys.vendorWallets(token) }),
    client.invalidateQueries({ queryKey: cashierKeys.withdrawInfo(token) }),
  ]);
}

/** Balances and the transactions' lists: after a money event, an unknown outcome or a reconnection. */
export function rereadMoney(client: QueryClient, token: string | null) {
  return Promise.all([
    rereadBalances(client, token),
    client.invalidateQueries({ queryKey: cashierKeys.depositOrders(token) }),
    client.invalidateQueries({ queryKey: cashierKeys.withdrawals(token) }),
  ]);
}

// The money actions (issue 24 item 6: the cashier's one table of calls), each under its money intent's key.

type Body<Name extends keyof CashierCalls> = Parameters<CashierCalls[Name]>[0];

/** GCS_walletTransfer between the main wallet and a vendor's. */
export const transferBetweenWallets = (calls: CashierCalls, body: Body<'transfer'>, idempotencyKey: string) =>
  calls.transfer(body, { idempotencyKey });

/** Every vendor wallet back to the main one. */
export const collectAllToMain = (calls: CashierCalls, idempotencyKey: string) =>
  calls.transferAllToMain({ idempotencyKey });

/** PAY_deposit (a reading): a new order on the chosen channel. */
export const makeDeposit = (calls: CashierCalls, body: Body<'deposit'>, idempotencyKey: string) =>
  calls.deposit(body, { idempotencyKey });

/**
 * One deposit order by its id (PAY_depositStatus, a reading). On a gateway without it the order is found in the
 * deposit orders list instead.
 */
export const depositOrderQuery = (calls: CashierCalls, token: string | null, id: string) =>
  queryOptions({
    queryKey: [...cashierKeys.depositOrders(token), id],
    queryFn: ({ signal }) =>
      unlessMissing(
        () => calls.depositStatus(id, { signal }),
        async () => {
          const order = (await calls.depositOrders({ signal })).find((candidate) => candidate.id === id);
          if (!order) throw new Error(`deposit order ${id} is in no list`);
          return order;
        },
      ),
  });

/** passwordCheck/PAY_withdraw (a reading): a pending withdrawal, the amount held. */
export const makeWithdrawal = (calls: CashierCalls, submission: Body<'withdraw'>, idempotencyKey: string) =>
  calls.withdraw(submission, { idempotencyKey });

/** The player's §4 answer to a paid withdrawal (with the proof when partly received). */
export const confirmWithdrawal = (
  calls: CashierCalls,
  request: Body<'confirmWithdrawal'>,
  idempotencyKey: string,
) => calls.confirmWithdrawal(request, { idempotencyKey });

/** passwordCheck/MCS2_transferToUpline (a reading). */
export const transferToUpline = (
  calls: CashierCalls,
  body: Body<'transferToUpline'>,
  idempotencyKey: string,
) => calls.transferToUpline(body, { idempotencyKey });
