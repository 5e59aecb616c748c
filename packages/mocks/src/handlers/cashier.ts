import { roundMoney } from '@sorte/domain/cashier-amounts';
import { PIX_KEY_TYPES, type WithdrawalConfirmationKind } from '@sorte/domain/cashier-model';
import { PROMOTION_IMAGE_MAX_BYTES, PROMOTION_IMAGE_TYPES } from '@sorte/domain/constants';
import { todayIn } from '@sorte/domain/records-periods';
import { CONFIRMATION_ANSWER_CODES, type EndpointName, endpoints, OrderIdQuerySchema } from '@sorte/gateway';
import { type HttpHandler, HttpResponse } from 'msw';
import {
  cashierTable,
  confirmWithdrawal,
  createDeposit,
  createWithdrawal,
  type DepositRecord,
  deletePixKey,
  depositsOf,
  pixKeysOf,
  type RecordedAnswer,
  savePixKey,
  transferAllToMain,
  transferFunds,
  vendorWalletsOf,
  type WithdrawalRecord,
  withdrawalsOf,
} from '../cashierState.ts';
import { failureResponse } from '../failures.ts';
import {
  CONFIRM_TIMEOUT_MINUTES,
  depositChannelFixtures,
  WITHDRAWAL_DAILY,
  WITHDRAWAL_FEE,
  WITHDRAWAL_LIMITS,
  WITHDRAWAL_PROCESSING_MINUTES,
} from '../fixtures/cashier.ts';
import type { MockAccount } from '../fixtures/mockAccount.ts';
import { promotionsOf } from '../rewardsState.ts';
import { pauseRefusal } from './pauses.ts';
import { depositLimitRefusal } from './playerLimits.ts';
import { readQuery } from './query.ts';
import {
  bearerToken,
  endpointHandler,
  type HandlerContext,
  ok,
  readPayload,
  reject,
  unauthorized,
} from './respond.ts';
import { twoStepWithdrawRefusal } from './twoStep.ts';

/** The cashier's refusals: server messages (data, not UI copy) with a code the site can map. */
export const CASHIER_REFUSALS = {
  needRealAccount: { code: 'in_need_true_account', message: 'in_need_true_account' },
  keyRequired: { code: 'IDEMPOTENCY_KEY_REQUIRED', message: 'An Idempotency-Key header is required' },
  keyReused: { code: 'IDEMPOTENCY_KEY_REUSED', message: 'This Idempotency-Key was used for another request' },
  singleWallet: { code: 'SINGLE_WALLET', message: 'This merchant has a single wallet' },
  unknownVendor: { code: 'VENDOR_NOT_FOUND', message: 'Vendor wallet not found' },
  vendorUnavailable: { code: 'VENDOR_MAINTENANCE', message: 'This vendor wallet is under maintenance' },
  insufficient: { code: 'INSUFFICIENT_BALANCE', message: 'Insufficient balance' },
  channelNotFound: { code: 'CHANNEL_NOT_FOUND', message: 'Deposit channel not found' },
  amountOutOfLimits: { code: 'AMOUNT_OUT_OF_LIMITS', message: 'Amount outside the allowed limits' },
  orderNotFound: { code: 'ORDER_NOT_FOUND', message: 'Order not found' },
  noWithdrawPassword: { code: 'WITHDRAW_PASSWORD_NOT_SET', message: 'Please set a withdraw password first' },
  wrongWithdrawPassword: { code: 'WRONG_WITHDRAW_PASSWORD', message: 'Withdraw password is incorrect' },
  notAwaiting: { code: 'NOT_AWAITING_CONFIRMATION', message: 'This withdrawal is not awaiting confirmation' },
  confirmationAmount: {
    code: 'INVALID_RECEIVED_AMOUNT',
    message: 'The amount received must be more than 0 and less than the withdrawal',
  },
  proofInvalid: { code: 'INVALID_PROOF', message: 'The proof must be a png or jpg image of at most 5 MB' },
  noUpline: { code: 'NO_UPLINE', message: 'You have no upline' },
  pixKeyNotFound: { code: 'PIX_KEY_NOT_FOUND', message: 'Saved PIX key not found' },
} as const;

type Refusal = (typeof CASHIER_REFUSALS)[keyof typeof CASHIER_REFUSALS];
const refuse = (refusal: Refusal) => reject(refusal.message, null, refusal.code);

const TRIAL_TYPES: readonly number[] = [4];

/** Money calls being answered now, per db and "<account id>:<key>" (not saved: a reload ends them). */
const inFlight = new WeakMap<object, Map<string, Promise<RecordedAnswer>>>();
const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];

function depositView({ accountId: _account, ...order }: DepositRecord) {
  return order;
}

function withdrawalView({ accountId: _account, proof: _proof, ...order }: WithdrawalRecord) {
  return order;
}

/**
 * A money call: answered once per Idempotency-Key. A repeat with the same request gets the first answer (nothing
 * moves again); the same key with another request is refused (422). Then the scenario's `moneyCallFault` may lose
 * the answer after the effect (a timeout, a 500, a dropped connection), or, `timeout-before`, drop the request
 * before it (nothing moves).
 */
export async function moneyCall(
  ctx: HandlerContext,
  request: Request,
  who: MockAccount,
  name: EndpointName,
  payload: unknown,
  act: () => Response | Promise<Response>,
): Promise<Response> {
  const key = request.headers.get('Idempotency-Key')?.trim();
  if (!key) {
    return HttpResponse.json(
      { success: false, ...CASHIER_REFUSALS.keyRequired, value: null },
      { status: 400 },
    );
  }
  if (ctx.db.scenario.moneyCallFault === 'timeout-before') {
    ctx.db.scenario = { ...ctx.db.scenario, moneyCallFault: null };
    return failureResponse('timeout');
  }
  const table = cashierTable(ctx.db);
  const fingerprint = `${name}:${JSON.stringify(payload)}`;
  const slot = `${who.id}:${key}`;
  const flights = inFlight.get(ctx.db) ?? new Map<string, Promise<RecordedAnswer>>();
  inFlight.set(ctx.db, flights);
  // A repeat that arrives while the first is still being answered waits for that answer (a double click). No
  // await may come between this look-up and registering a new flight, or both would act.
  const pending = flights.get(slot);
  const earlier = table.answered[slot] ?? (pending ? await pending : undefined);
  let answer: RecordedAnswer;
  if (earlier) {
    if (earlier.fingerprint !== fingerprint) {
      return HttpResponse.json(
        { success: false, ...CASHIER_REFUSALS.keyReused, value: null },
        { status: 422 },
      );
    }
    answer = earlier;
  } else {
    const flight = (async () => {
      const response = await act();
      const recorded = { fingerprint, status: response.status, body: await response.json() };
      table.answered[slot] = recorded;
      return recorded;
    })();
    flights.set(slot, flight);
    try {
      answer = await flight;
    } finally {
      flights.delete(slot);
    }
  }
  const response = HttpResponse.json(answer.body as Record<string, unknown>, { status: answer.status });
  const fault = ctx.db.scenario.moneyCallFault;
  if (!fault) return response;
  ctx.db.scenario = { ...ctx.db.scenario, moneyCallFault: null };
  return failureResponse(fault);
}

/** The member behind the token, or the response that refuses the call (not logged in, trial account). */
export function member(ctx: HandlerContext, request: Request): { who: MockAccount } | { response: Response } {
  const who = ctx.db.accountForToken(bearerToken(request));
  if (!who) return { response: unauthorized() };
  if (TRIAL_TYPES.includes(who.type)) return { response: refuse(CASHIER_REFUSALS.needRealAccount) };
  return { who };
}

export function cashierHandlers(ctx: HandlerContext): HttpHandler[] {
  const balances = (who: MockAccount) => ({ balance: who.balance, wallets: vendorWalletsOf(ctx.db, who) });
  return [
    // §3 Consolidated: agents have the salary and dividend contracts the scenario turns on (all by default),
    // members none.
    endpointHandler(ctx, 'consolidatedFunds', ({ request }) => {
      const who = ctx.db.accountForToken(bearerToken(request));
      if (!who) return unauthorized();
      const set = AGENT_TYPES.includes(who.type) ? ctx.db.scenario.agentContracts : 'none';
      const dividend = set === 'all' || set === 'no-salary' ? 1 : 0;
      const salary = set === 'all' || set === 'no-dividend' ? 1 : 0;
      return ok({
        dailysalreqtype: salary,
        divtypereq: dividend,
        contracthoursalreq: salary,
        realtimesalreqtype: salary,
        enableSalary: salary === 1,
        enableContract: salary === 1 || dividend === 1,
      });
    }),

    endpointHandler(ctx, 'merchantWallet', ({ request }) => {
      const found = member(ctx, request);
      return 'response' in found ? found.response : ok({ list: vendorWalletsOf(ctx.db, found.who) });
    }),

    endpointHandler(ctx, 'walletTransfer', async ({ request }) => {
      const found = member(ctx, request);
      if ('response' in found) return found.response;
      const { who } = found;
      const payload = await readPayload(ctx, request, endpoints.walletTransfer.request);
      if (!payload.ok) return payload.response;
      const body = payload.data;
      return moneyCall(ctx, request, who, 'walletTransfer', body, () => {
        const refusal =
          'all' in body
            ? transferAllToMain(ctx.db, who)
            : transferFunds(ctx.db, who, body.direction, body.vendor, body.amount);
        return refusal ? refuse(CASHIER_REFUSALS[refusal]) : ok(balances(who));
      });
    }),

    endpointHandler(ctx, 'depositChannels', ({ request }) => {
      const found = member(ctx, request);
      if ('response' in found) return found.response;
      const today = todayIn(ctx.db.now());
      const depositedToday = depositsOf(ctx.db, found.who.id).filter(
        (order) => order.status === 'CREDITED' && todayIn(Date.parse(order.createdAt)) === today,
      );
      return ok({
        list: depositChannelFixtures().map(({ terms, ...channel }) => ({
          ...channel,
          // The day so far as the gateway would send it: the limit and what this channel credited today.
          ...(terms?.daily
            ? {
                daily: {
                  ...terms.daily,
                  used: roundMoney(
                    depositedToday
                      .filter((order) => order.channelId === channel.id)
                      .reduce((sum, order) => sum + order.amount, 0),
                  ),
                },
              }
            : {}),
          processingMinutes: terms?.processingMinutes,
        })),
      });
    }),

    endpointHandler(ctx, 'deposit', async ({ request }) => {
      const found = member(ctx, request);
      if ('response' in found) return found.response;
      const { who } = found;
      const paused = pauseRefusal(ctx.db, who, 'deposit');
      if (paused) return paused;
      const payload = await readPayload(ctx, request, endpoints.deposit.request);
      if (!payload.ok) return payload.response;
      const { channelId, amount } = payload.data;
      return moneyCall(ctx, request, who, 'deposit', payload.data, () => {
        const channel = depositChannelFixtures().find((candidate) => candidate.id === channelId);
        if (!channel) return refuse(CASHIER_REFUSALS.channelNotFound);
        if (amount < channel.min || amount > channel.max) return refuse(CASHIER_REFUSALS.amountOutOfLimits);
        const limited = depositLimitRefusal(ctx, who, amount);
        if (limited) return limited;
        return ok(depositView(createDeposit(ctx.db, who, channelId, amount)));
      });
    }),

    endpointHandler(ctx, 'depositStatus', ({ request }) => {
      const found = member(ctx, request);
      if ('response' in found) return found.response;
      const query = readQuery(request, OrderIdQuerySchema);
      if (!query.ok) return query.response;
      const order = depositsOf(ctx.db, found.who.id).find((candidate) => candidate.id === query.data.id);
      return order ? ok(depositView(order)) : refuse(CASHIER_REFUSALS.orderNotFound);
    }),

    endpointHandler(ctx, 'depositOrders', ({ request }) => {
      const found = member(ctx, request);
      return 'response' in found
        ? found.response
        : ok({ list: depositsOf(ctx.db, found.who.id).map(depositView) });
    }),

    endpointHandler(ctx, 'withdrawInfo', ({ request }) => {
      const found = member(ctx, request);
      if ('response' in found) return found.response;
      const held = heldByRollover(ctx.db, found.who);
      return ok({
        ...WITHDRAWAL_LIMITS,
        available: roundMoney(Math.max(0, found.who.balance - (held?.amount ?? 0))),
        ...(held ? { held } : {}),
        fee: WITHDRAWAL_FEE,
        hasWithdrawPassword: found.who.withdrawPassword !== undefined,
        pixKeyTypes: [...PIX_KEY_TYPES],
        confirmTimeoutMinutes: CONFIRM_TIMEOUT_MINUTES,
        daily: withdrawnToday(ctx.db, found.who.id),
        processingMinutes: WITHDRAWAL_PROCESSING_MINUTES,
      });
    }),

    // passwordCheck/PAY_withdraw (encrypted): checked in this order, each refusal a success:false with its code.
    endpointHandler(ctx, 'withdraw', async ({ request }) => {
      const found = member(ctx, request);
      if ('response' in found) return found.response;
      const { who } = found;
      const payload = await readPayload(ctx, request, endpoints.withdraw.request);
      if (!payload.ok) return payload.response;
      const { amount, withdrawPassword, twoStepCode } = payload.data;
      return moneyCall(ctx, request, who, 'withdraw', payload.data, async () => {
        if (who.withdrawPassword === undefined) return refuse(CASHIER_REFUSALS.noWithdrawPassword);
        if (withdrawPassword !== who.withdrawPassword) return refuse(CASHIER_REFUSALS.wrongWithdrawPassword);
        const twoStep = await twoStepWithdrawRefusal(ctx, who, twoStepCode);
        if (twoStep) return twoStep;
        if (amount < WITHDRAWAL_LIMITS.min || amount > WITHDRAWAL_LIMITS.max)
          return refuse(CASHIER_REFUSALS.amountOutOfLimits);
        if (amount > who.balance) return refuse(CASHIER_REFUSALS.insufficient);
        const order = createWithdrawal(ctx.db, who, amount);
        // The key a withdrawal went to is saved for the next one (issue 23 item 4).
        if (payload.data.receivingType === 'PIX')
          savePixKey(ctx.db, who, payload.data.pixKeyType, payload.data.pixKey);
        return ok(withdrawalView(order));
      });
    }),

    endpointHandler(ctx, 'withdrawStatus', ({ request }) => {
      const found = member(ctx, request);
      if ('response' in found) return found.response;
      const query = readQuery(request, OrderIdQuerySchema);
      if (!query.ok) return query.response;
      const order = withdrawalsOf(ctx.db, found.who.id).find((candidate) => candidate.id === query.data.id);
      return order ? ok(withdrawalView(order)) : refuse(CASHIER_REFUSALS.orderNotFound);
    }),

    endpointHandler(ctx, 'withdrawOrders', ({ request }) => {
      const found = member(ctx, request);
      return 'response' in found
        ? found.response
        : ok({ list: withdrawalsOf(ctx.db, found.who.id).map(withdrawalView) });
    }),

    // Issue 23 item 4 (readings): the saved PIX keys, and deleting one.
    endpointHandler(ctx, 'pixKeys', ({ request }) => {
      const found = member(ctx, request);
      return 'response' in found
        ? found.response
        : ok({ list: pixKeysOf(ctx.db, found.who.id).map(({ accountId: _, ...key }) => key) });
    }),

    endpointHandler(ctx, 'deletePixKey', async ({ request }) => {
      const found = member(ctx, request);
      if ('response' in found) return found.response;
      const payload = await readPayload(ctx, request, endpoints.deletePixKey.request);
      if (!payload.ok) return payload.response;
      return deletePixKey(ctx.db, found.who.id, payload.data.id)
        ? ok(null)
        : refuse(CASHIER_REFUSALS.pixKeyNotFound);
    }),

    // §4 confirmation, multipart/form-data: id, answer, receivedAmount and the `proof` file when partly received.
    endpointHandler(ctx, 'withdrawConfirm', async ({ request }) => {
      const found = member(ctx, request);
      if ('response' in found) return found.response;
      const { who } = found;
      let form: FormData;
      try {
        form = await request.formData();
      } catch {
        return HttpResponse.json(
          { success: false, message: 'Expected multipart/form-data', code: 400 },
          { status: 400 },
        );
      }
      const id = String(form.get('id') ?? '');
      const answerCode = String(form.get('answer') ?? '');
      const answer = (Object.entries(CONFIRMATION_ANSWER_CODES).find(
        ([, code]) => code === answerCode,
      )?.[0] ?? null) as WithdrawalConfirmationKind | null;
      const receivedAmount = Number(form.get('receivedAmount'));
      const file = form.get('proof');
      const proof =
        file instanceof Blob
          ? { name: (file as File).name ?? 'proof', type: file.type, size: file.size }
          : null;
      if (!id || !answer) {
        return HttpResponse.json(
          { success: false, message: 'Invalid form: id and answer', code: 400 },
          { status: 400 },
        );
      }
      const fields = { id, answer: answerCode, receivedAmount: form.get('receivedAmount'), proof };
      return moneyCall(ctx, request, who, 'withdrawConfirm', fields, () => {
        const order = withdrawalsOf(ctx.db, who.id).find((candidate) => candidate.id === id);
        if (!order) return refuse(CASHIER_REFUSALS.orderNotFound);
        if (answer === 'partlyReceived') {
          if (
            !proof ||
            !(PROMOTION_IMAGE_TYPES as readonly string[]).includes(proof.type) ||
            proof.size > PROMOTION_IMAGE_MAX_BYTES
          )
            return refuse(CASHIER_REFUSALS.proofInvalid);
        }
        const refusal = confirmWithdrawal(
          ctx.db,
          order,
          answer,
          proof ? { receivedAmount, proof } : undefined,
        );
        if (refusal === 'notAwaiting') return refuse(CASHIER_REFUSALS.notAwaiting);
        if (refusal === 'amount') return refuse(CASHIER_REFUSALS.confirmationAmount);
        return ok(withdrawalView(order));
      });
    }),

    endpointHandler(ctx, 'upline', ({ request }) => {
      const found = member(ctx, request);
      if ('response' in found) return found.response;
      const upline = ctx.db.state.accounts.find((candidate) => candidate.id === found.who.uplineId);
      return ok(upline ? { account: upline.account, nickname: upline.nickname } : null);
    }),

    endpointHandler(ctx, 'uplineTransfer', async ({ request }) => {
      const found = member(ctx, request);
      if ('response' in found) return found.response;
      const { who } = found;
      const payload = await readPayload(ctx, request, endpoints.uplineTransfer.request);
      if (!payload.ok) return payload.response;
      const { amount, withdrawPassword } = payload.data;
      return moneyCall(ctx, request, who, 'uplineTransfer', payload.data, () => {
        const upline = ctx.db.state.accounts.find((candidate) => candidate.id === who.uplineId);
        if (!upline) return refuse(CASHIER_REFUSALS.noUpline);
        if (who.withdrawPassword === undefined) return refuse(CASHIER_REFUSALS.noWithdrawPassword);
        if (withdrawPassword !== who.withdrawPassword) return refuse(CASHIER_REFUSALS.wrongWithdrawPassword);
        if (amount > who.balance) return refuse(CASHIER_REFUSALS.insufficient);
        who.balance = roundMoney(who.balance - amount);
        upline.balance = roundMoney(upline.balance + amount);
        return ok({ balance: who.balance });
      });
    }),
  ];
}

/**
 * What a joined bonus still being wagered holds of the balance (issue 23 item 4: the demo player's free spins), and
 * what is left to wager; undefined when nothing is held.
 */
function heldByRollover(db: Parameters<typeof promotionsOf>[0], account: MockAccount) {
  const wagering = promotionsOf(db, account).filter(
    (promotion) =>
      (promotion.bonusBalance ?? 0) > 0 && (promotion.wageredAmount ?? 0) < (promotion.wageringRequired ?? 0),
  );
  if (wagering.length === 0) return undefined;
  const sum = (parts: number[]) => roundMoney(parts.reduce((total, part) => total + part, 0));
  return {
    amount: sum(wagering.map((promotion) => promotion.bonusBalance ?? 0)),
    wagerLeft: sum(
      wagering.map((promotion) => (promotion.wageringRequired ?? 0) - (promotion.wageredAmount ?? 0)),
    ),
  };
}

/** The withdrawal's day so far: the daily limit and count, and what today's withdrawals not refused took. */
function withdrawnToday(db: Parameters<typeof withdrawalsOf>[0], accountId: string) {
  const today = todayIn(db.now());
  const taken = withdrawalsOf(db, accountId).filter(
    (order) => order.status !== 'REJECTED' && todayIn(Date.parse(order.createdAt)) === today,
  );
  return {
    ...WITHDRAWAL_DAILY,
    used: roundMoney(taken.reduce((sum, order) => sum + order.amount, 0)),
    count: taken.length,
  };
}
