import type {
  CashierTerms,
  DailyAllowance,
  DepositChannel,
  DepositChannelKind,
  DepositOrder,
  DepositStatus,
  HeldBalance,
  PaymentInstructions,
  PixKeyType,
  ReceivingAccount,
  SavedPixKey,
  Upline,
  VendorWallet,
  WithdrawalConfirmationAnswer,
  WithdrawalConfirmationKind,
  WithdrawalLimits,
  WithdrawalOrder,
  WithdrawalStatus,
} from '@sorte/domain/cashier-model';
import { PIX_KEY_TYPES } from '@sorte/domain/cashier-model';
import * as v from 'valibot';
import { listAnswer, looseBoolean, looseNumber, looseString } from '../lenient.ts';
import { anyRecord, idKeys, isRecord } from '../lenientFields.ts';

// The cashier's calls (spec §3 Wallet, Consolidated, session keys; §4 Withdrawal confirmation; §6 Member transfer to
// upline; §7 Wallet). The spec names GCS_walletTransfer, GCS_merchantWallet and the consolidated funds call but not
// their payloads, and deposit, withdraw and transfer to upline by screen only: every shape here is a reading,
// accepted under its likely spellings (the first named is ours) and normalised to @sorte/domain's cashier types.

/** The first of `keys` that `record` holds (not undefined). */
export function pick(record: Record<string, unknown>, keys: readonly string[]): unknown {
  for (const key of keys) if (record[key] !== undefined) return record[key];
  return undefined;
}

/** A value read with `schema`, or undefined when absent or unreadable. */
export function readAs<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> | undefined {
  if (value === undefined) return undefined;
  const parsed = v.safeParse(schema, value);
  return parsed.success ? parsed.output : undefined;
}

/** Letters and digits only, upper case: `deposit_credited`, `depositCredited`, `DEPOSIT-CREDITED` read alike. */
export const normaliseWord = (word: string) => word.replace(/[^a-z0-9]/gi, '').toUpperCase();

/**
 * A time as ISO text: ISO or date text as sent, epoch milliseconds (or seconds) as numbers or numeric strings.
 */
export const looseTime = v.pipe(
  v.union([v.number(), v.string()]),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const raw = dataset.value;
    const numeric = typeof raw === 'number' ? raw : /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : null;
    const ms = numeric === null ? Date.parse(raw as string) : numeric < 1e11 ? numeric * 1000 : numeric;
    if (!Number.isFinite(ms)) {
      addIssue({ message: 'not a time' });
      return NEVER;
    }
    return new Date(ms).toISOString();
  }),
);

// ---- consolidated funds: GET /wps/member/info/funds/consolidated ---------------------------------------------

export const CONSOLIDATED_FLAGS = [
  'dailysalreqtype',
  'divtypereq',
  'contracthoursalreq',
  'realtimesalreqtype',
] as const;
export type ConsolidatedFlag = (typeof CONSOLIDATED_FLAGS)[number];

/** §3 Consolidated and the session keys it fills (`consolidated`, `enableSalary`, `enableContract`). */
export interface ConsolidatedFunds {
  /** Each §3 Consolidated field as on/off (a type code other than 0 is on). */
  consolidated: Record<ConsolidatedFlag, boolean>;
  enableSalary: boolean;
  enableContract: boolean;
}

/** On/off from a boolean, 0/1 or any number (a type code: non-zero is on), "Y"/"N", "true"/"false", "2". */
export const looseFlag = v.union([
  looseBoolean,
  v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^-?\d+(\.\d+)?$/),
    v.transform((text) => Number(text) !== 0),
  ),
]);

/**
 * value: `{ dailysalreqtype, divtypereq, contracthoursalreq, realtimesalreqtype, enableSalary?, enableContract? }`,
 * the flags in `{ consolidated: {…} }` beside the two switches, or all of it in `{ data }`. Without the switches
 * (reading): salary is on when any salary flag is (daily, hourly, real-time), contracts when any flag is.
 */
export const ConsolidatedFundsSchema = v.pipe(
  anyRecord,
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const outer = isRecord(dataset.value.data) ? dataset.value.data : dataset.value;
    const flagsAt = isRecord(outer.consolidated) ? outer.consolidated : outer;
    const flags = {} as Record<ConsolidatedFlag, boolean>;
    let named = 0;
    for (const flag of CONSOLIDATED_FLAGS) {
      const on = readAs(looseFlag, flagsAt[flag]);
      if (on !== undefined) named += 1;
      flags[flag] = on ?? false;
    }
    if (named === 0) {
      addIssue({ message: 'no §3 Consolidated flag in the answer' });
      return NEVER;
    }
    const salaryFlags = flags.dailysalreqtype || flags.contracthoursalreq || flags.realtimesalreqtype;
    return {
      consolidated: flags,
      enableSalary: readAs(looseFlag, pick(outer, ['enableSalary', 'salaryEnabled'])) ?? salaryFlags,
      enableContract:
        readAs(looseFlag, pick(outer, ['enableContract', 'contractEnabled'])) ??
        (salaryFlags || flags.divtypereq),
    } satisfies ConsolidatedFunds;
  }),
);

// ---- vendor wallets: GET /wps/relay/GCS_merchantWallet -------------------------------------------------------

/**
 * One vendor wallet: `{ vendor | vassalage | vendorCode | code, name | vendorName | displayName, balance | amount,
 * available? }`; a wallet is available unless `available`/`enabled` is off or `maintenance`/`status` says otherwise.
 */
export const VendorWalletSchema = v.pipe(
  anyRecord,
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const raw = dataset.value;
    const vendor = readAs(looseString, pick(raw, ['vendor', 'vassalage', 'vendorCode', 'code']));
    const balance = readAs(looseNumber, pick(raw, ['balance', 'amount', 'money']));
    if (!vendor?.trim() || balance === undefined) {
      addIssue({ message: 'a vendor wallet needs its vendor and balance' });
      return NEVER;
    }
    const enabled = readAs(looseFlag, pick(raw, ['available', 'enabled', 'enable']));
    const maintenance = readAs(looseFlag, raw.maintenance);
    const status = typeof raw.status === 'string' ? normaliseWord(raw.status) : undefined;
    const available =
      enabled !== false &&
      maintenance !== true &&
      !(status && ['MAINTENANCE', 'DISABLED', 'CLOSED', 'OFF'].includes(status));
    const name = pick(raw, ['name', 'vendorName', 'displayName']);
    return {
      vendor: vendor.trim(),
      name: typeof name === 'string' && name.trim() ? name.trim() : vendor.trim(),
      balance,
      available,
    } satisfies VendorWallet;
  }),
);

/** value: `{ list }`, `{ wallets }`, `{ merchantWallet }`, a bare list or any list wrapper. */
export const VendorWalletListSchema = listAnswer(VendorWalletSchema, ['list', 'wallets', 'merchantWallet']);

// ---- wallet transfer: POST /wps/relay/GCS_walletTransfer -----------------------------------------------------

/**
 * Between the main wallet and one vendor's: `{ direction: 'toVendor' | 'toMain', vendor, amount }`; everything
 * back to main (reading): `{ direction: 'toMain', all: true }` with no vendor and no amount.
 */
export const WalletTransferRequestSchema = v.union([
  v.strictObject({
    direction: v.picklist(['toVendor', 'toMain']),
    vendor: v.pipe(v.string(), v.trim(), v.minLength(1)),
    amount: v.pipe(v.number(), v.gtValue(0)),
  }),
  v.strictObject({ direction: v.literal('toMain'), all: v.literal(true) }),
]);
export type WalletTransferRequest = v.InferInput<typeof WalletTransferRequestSchema>;

/** What a money call's answer may tell: the main balance after it, and the vendor wallets when sent. */
export interface BalancesAfter {
  balance?: number;
  wallets?: VendorWallet[];
}

/** value: `{ balance?, wallets? | list? }` or nothing (the caller then re-reads the balances). */
export const BalancesAfterSchema = v.pipe(
  v.unknown(),
  v.transform((value): BalancesAfter => {
    if (!isRecord(value)) {
      const balance = readAs(looseNumber, value);
      return balance === undefined ? {} : { balance };
    }
    const out: BalancesAfter = {};
    const balance = readAs(looseNumber, pick(value, ['balance', 'mainBalance']));
    if (balance !== undefined) out.balance = balance;
    const wallets = readAs(VendorWalletListSchema, pick(value, ['wallets', 'list', 'merchantWallet']));
    if (wallets !== undefined) out.wallets = wallets;
    return out;
  }),
);

// ---- terms shown before committing (issue 23 item 4, a reading) ----------------------------------------------

const positive = (value: number | undefined) => (value !== undefined && value >= 0 ? value : undefined);

/**
 * The day so far and the usual time, from a channel or the withdraw info, flat or in `{ daily }`: `dailyLimit |
 * dailyMax` (or `limit | max` inside), `dailyUsed | usedToday | todayAmount` (`used`), `dailyCountLimit |
 * dailyTimes | maxTimesPerDay` (`maxCount | times`), `dailyCount | todayCount | timesToday` (`count`), and
 * `processingMinutes | arrivalMinutes | processMinutes`. Undefined when none is there.
 */
export function cashierTerms(raw: Record<string, unknown>): CashierTerms | undefined {
  const nested = isRecord(raw.daily) ? raw.daily : {};
  const read = (inner: readonly string[], flat: readonly string[]) =>
    positive(readAs(looseNumber, pick(nested, inner)) ?? readAs(looseNumber, pick(raw, flat)));
  const daily: DailyAllowance = {};
  const limit = read(['limit', 'max'], ['dailyLimit', 'dailyMax']);
  const used = read(['used'], ['dailyUsed', 'usedToday', 'todayAmount']);
  const maxCount = read(['maxCount', 'times'], ['dailyCountLimit', 'dailyTimes', 'maxTimesPerDay']);
  const count = read(['count'], ['dailyCount', 'todayCount', 'timesToday']);
  if (limit !== undefined && limit > 0) daily.limit = limit;
  if (used !== undefined) daily.used = used;
  if (maxCount !== undefined && maxCount > 0) daily.maxCount = maxCount;
  if (count !== undefined) daily.count = count;
  const minutes = positive(
    readAs(looseNumber, pick(raw, ['processingMinutes', 'arrivalMinutes', 'processMinutes'])),
  );
  const terms: CashierTerms = {};
  if (Object.keys(daily).length > 0) terms.daily = daily;
  if (minutes !== undefined && minutes > 0) terms.processingMinutes = minutes;
  return Object.keys(terms).length > 0 ? terms : undefined;
}

/**
 * Main balance held by a bonus rollover: `{ held: { amount, wagerLeft } }` or flat `heldAmount | lockedAmount |
 * bonusLocked` with `wagerLeft | rolloverLeft | remainingTurnover`. Undefined when nothing is held.
 */
function heldBalance(raw: Record<string, unknown>): HeldBalance | undefined {
  const nested = isRecord(raw.held) ? raw.held : {};
  const amount = positive(
    readAs(looseNumber, pick(nested, ['amount'])) ??
      readAs(looseNumber, pick(raw, ['heldAmount', 'lockedAmount', 'bonusLocked'])) ??
      (isRecord(raw.held) ? undefined : readAs(looseNumber, raw.held)),
  );
  if (amount === undefined || amount === 0) return undefined;
  const wagerLeft = positive(
    readAs(looseNumber, pick(nested, ['wagerLeft'])) ??
      readAs(looseNumber, pick(raw, ['wagerLeft', 'rolloverLeft', 'remainingTurnover'])),
  );
  return wagerLeft === undefined ? { amount } : { amount, wagerLeft };
}

// ---- deposit: PAY_depositChannels, PAY_deposit, PAY_depositStatus, PAY_depositOrders -------------------------

const CHANNEL_KINDS: Readonly<Record<string, DepositChannelKind>> = {
  PIX: 'PIX',
  BANK: 'BANK',
  BANKTRANSFER: 'BANK',
  ONLINEBANK: 'BANK',
  TED: 'BANK',
  EWALLET: 'EWALLET',
  WALLET: 'EWALLET',
  CRYPTO: 'CRYPTO',
  USDT: 'CRYPTO',
};

/** A channel kind as the gateway spells it (`pix`, `BANK_TRANSFER`, `e-wallet` …); unknown: OTHER. */
export function depositChannelKind(raw: unknown): DepositChannelKind {
  return typeof raw === 'string' ? (CHANNEL_KINDS[normaliseWord(raw)] ?? 'OTHER') : 'OTHER';
}

/** Presets as a list of amounts or one comma-separated text. */
const presetList = v.union([
  v.array(looseNumber),
  v.pipe(
    v.string(),
    v.transform((text) =>
      text
        .split(',')
        .map((part) => Number(part.trim()))
        .filter((n) => Number.isFinite(n)),
    ),
  ),
]);

/**
 * `{ id | channelId | code, kind | type | channelType | payType, name | channelName | displayName, min | minAmount,
 * max | maxAmount, presets | amounts | quickAmounts }` and its terms (`cashierTerms`); presets outside the limits are
 * dropped.
 */
export const DepositChannelSchema = v.pipe(
  anyRecord,
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const raw = dataset.value;
    const id = readAs(looseString, pick(raw, idKeys('channel', 'id', 'code')));
    const min = readAs(looseNumber, pick(raw, ['min', 'minAmount', 'minimum']));
    const max = readAs(looseNumber, pick(raw, ['max', 'maxAmount', 'maximum']));
    if (!id?.trim() || min === undefined || max === undefined) {
      addIssue({ message: 'a deposit channel needs its id, minimum and maximum' });
      return NEVER;
    }
    const kind = depositChannelKind(pick(raw, ['kind', 'type', 'channelType', 'payType']));
    const name = pick(raw, ['name', 'channelName', 'displayName']);
    const presets = readAs(presetList, pick(raw, ['presets', 'amounts', 'quickAmounts'])) ?? [];
    const channel: DepositChannel = {
      id: id.trim(),
      kind,
      name: typeof name === 'string' && name.trim() ? name.trim() : kind,
      min,
      max,
      presets: presets.filter((amount) => amount >= min && (max <= 0 || amount <= max)),
    };
    const terms = cashierTerms(raw);
    if (terms) channel.terms = terms;
    return channel;
  }),
);

/** value: `{ list | channels }`, a bare list or any wrapper → channels, PIX first (a Brazilian site). */
export const DepositChannelListSchema = v.pipe(
  listAnswer(DepositChannelSchema, ['list', 'channels']),
  v.transform((channels) =>
    [...channels].sort((a, b) => Number(b.kind === 'PIX') - Number(a.kind === 'PIX')),
  ),
);

const DEPOSIT_STATUS_WORDS: Readonly<Record<string, DepositStatus>> = {
  PENDING: 'PENDING',
  WAITING: 'PENDING',
  PROCESSING: 'PENDING',
  CREATED: 'PENDING',
  '0': 'PENDING',
  CREDITED: 'CREDITED',
  SUCCESS: 'CREDITED',
  PAID: 'CREDITED',
  COMPLETED: 'CREDITED',
  '1': 'CREDITED',
  FAILED: 'FAILED',
  FAIL: 'FAILED',
  CANCELLED: 'FAILED',
  CANCELED: 'FAILED',
  REJECTED: 'FAILED',
  '2': 'FAILED',
  EXPIRED: 'EXPIRED',
  TIMEOUT: 'EXPIRED',
  '3': 'EXPIRED',
};

/** The payment instructions: `{ instructions: {…} }` or the fields on the order itself. */
function paymentInstructions(raw: Record<string, unknown>): PaymentInstructions | undefined {
  // The instructions' own fields first, then the order's (not a spread: it would lose the snake_case aliases).
  const instructions = isRecord(raw.instructions) ? raw.instructions : {};
  const at = (keys: readonly string[]) => pick(instructions, keys) ?? pick(raw, keys);
  const pix = at(['copyPasteCode', 'pixCode', 'qrCode', 'emv', 'brCode']);
  const url = at(['redirectUrl', 'payUrl', 'paymentUrl', 'url']);
  const paymentUrl = typeof url === 'string' && /^https?:\/\//i.test(url.trim()) ? url.trim() : undefined;
  if (typeof pix === 'string' && pix.trim()) {
    return { kind: 'PIX', copyPasteCode: pix.trim(), ...(paymentUrl ? { paymentUrl } : {}) };
  }
  const accountNumber = readAs(looseString, at(['accountNumber', 'bankAccount', 'accountNo']));
  if (accountNumber) {
    const text = (keys: string[]) => {
      const value = at(keys);
      return typeof value === 'string' ? value : '';
    };
    return {
      kind: 'BANK',
      bankName: text(['bankName', 'bank']),
      accountName: text(['accountName', 'payeeName', 'holder']),
      accountNumber,
      reference: text(['reference', 'remark', 'memo']),
    };
  }
  return paymentUrl ? { kind: 'REDIRECT', url: paymentUrl } : undefined;
}

/**
 * A deposit order: `{ id | orderId | orderNo | transactionId, channelId?, amount, status, createdAt | createTime,
 * expiresAt | expireTime, instructions? }`, status as a word (PENDING, SUCCESS, PAID, FAILED, EXPIRED …) or a code
 * 0 pending, 1 credited, 2 failed, 3 expired; times ISO or epoch.
 */
export const DepositOrderSchema = v.pipe(
  anyRecord,
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const raw = dataset.value;
    const id = readAs(looseString, pick(raw, ['id', 'orderId', 'orderNo', 'transactionId']));
    const amount = readAs(looseNumber, raw.amount);
    const statusWord = readAs(looseString, pick(raw, ['status', 'state']));
    const status = statusWord === undefined ? undefined : DEPOSIT_STATUS_WORDS[normaliseWord(statusWord)];
    if (!id?.trim() || amount === undefined || status === undefined) {
      addIssue({ message: 'a deposit order needs its id, amount and a known status' });
      return NEVER;
    }
    const order: DepositOrder = {
      id: id.trim(),
      channelId: readAs(looseString, pick(raw, ['channelId', 'channel'])) ?? '',
      amount,
      status,
      createdAt: readAs(looseTime, pick(raw, ['createdAt', 'createTime', 'createdTime'])) ?? '',
    };
    const expiresAt = readAs(looseTime, pick(raw, ['expiresAt', 'expireTime', 'expiredAt', 'expiryTime']));
    if (expiresAt !== undefined) order.expiresAt = expiresAt;
    const instructions = paymentInstructions(raw);
    if (instructions) order.instructions = instructions;
    return order;
  }),
);

/** One order: the order itself, or `{ order | data: order }`. */
export const DepositOrderAnswerSchema = v.union([
  DepositOrderSchema,
  v.pipe(
    v.looseObject({ order: DepositOrderSchema }),
    v.transform((value) => value.order),
  ),
  v.pipe(
    v.looseObject({ data: DepositOrderSchema }),
    v.transform((value) => value.data),
  ),
]);

/** value: `{ list | orders }`, a bare list or any wrapper. An empty list is no orders. */
export const DepositOrderListSchema = listAnswer(DepositOrderSchema, ['list', 'orders']);

export const DepositRequestSchema = v.strictObject({
  channelId: v.pipe(v.string(), v.trim(), v.minLength(1)),
  amount: v.pipe(v.number(), v.gtValue(0)),
});
export type DepositRequest = v.InferInput<typeof DepositRequestSchema>;

/** GET …?id=: one order's status. */
export const OrderIdQuerySchema = v.strictObject({ id: v.pipe(v.string(), v.trim(), v.minLength(1)) });

// ---- withdraw: PAY_withdrawInfo, passwordCheck/PAY_withdraw, PAY_withdrawStatus, PAY_withdrawOrders ----------

/** The withdraw screen's facts: limits and fee, whether a withdraw password is set, the PIX key types offered. */
export interface WithdrawInfo {
  limits: WithdrawalLimits;
  hasWithdrawPassword: boolean;
  pixKeyTypes: PixKeyType[];
  /** §4 auto-receipt timeout in minutes, when the gateway says it (orders may carry `confirmBy` instead). */
  confirmTimeoutMinutes?: number;
  /** The day so far and the usual time (issue 23 item 4), where the gateway says. */
  terms?: CashierTerms;
  /** Balance held by a bonus rollover beside what can be withdrawn now (`limits.available`). */
  held?: HeldBalance;
}

const PIX_KEY_WORDS: Readonly<Record<string, PixKeyType>> = {
  CPF: 'CPF',
  PHONE: 'PHONE',
  MOBILE: 'PHONE',
  TELEFONE: 'PHONE',
  EMAIL: 'EMAIL',
  RANDOM: 'RANDOM',
  EVP: 'RANDOM',
  ALEATORIA: 'RANDOM',
};

/** A PIX key type as spelled by the gateway (`cpf`, `MOBILE`, `evp` …), or undefined. */
export function pixKeyType(raw: unknown): PixKeyType | undefined {
  return typeof raw === 'string' ? PIX_KEY_WORDS[normaliseWord(raw)] : undefined;
}

const pixKeyTypeList = v.pipe(
  v.union([
    v.array(v.unknown()),
    v.pipe(
      v.string(),
      v.transform((text) => text.split(',')),
    ),
  ]),
  v.transform((items) => [
    ...new Set(items.map(pixKeyType).filter((type): type is PixKeyType => type !== undefined)),
  ]),
);

/** The fee: `{ fee: { fixed, rate } }`, `feeFixed`/`feeRate` (rate 0.01 is 1 %), `feePercent` (1 is 1 %), `fee` as a fixed amount. */
function withdrawalFee(raw: Record<string, unknown>) {
  const nested = isRecord(raw.fee) ? raw.fee : {};
  const fixed =
    readAs(looseNumber, pick(nested, ['fixed', 'amount'])) ??
    readAs(looseNumber, pick(raw, ['feeFixed', 'fixedFee'])) ??
    (isRecord(raw.fee) ? undefined : readAs(looseNumber, raw.fee)) ??
    0;
  const percent = readAs(looseNumber, pick(raw, ['feePercent']));
  const rate =
    readAs(looseNumber, pick(nested, ['rate'])) ??
    readAs(looseNumber, pick(raw, ['feeRate'])) ??
    (percent === undefined ? 0 : percent / 100);
  return { fixed: Math.max(0, fixed), rate: Math.max(0, rate) };
}

/**
 * value: `{ min | minAmount, max | maxAmount, withdrawable | withdrawableAmount | available | availableAmount |
 * balance, fee, hasWithdrawPassword | withdrawPasswordSet | hasPaymentPassword, pixKeyTypes | keyTypes,
 * confirmTimeoutMinutes?, held? }` and its terms (`cashierTerms`), the limits possibly in `{ limits }`. Without key
 * types: every PIX key type. What can be withdrawn now comes before the balance: a held part is not.
 */
export const WithdrawInfoSchema = v.pipe(
  anyRecord,
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const outer = isRecord(dataset.value.data) ? dataset.value.data : dataset.value;
    const raw = isRecord(outer.limits) ? { ...outer, ...outer.limits } : outer;
    const min = readAs(looseNumber, pick(raw, ['min', 'minAmount', 'minimum']));
    const max = readAs(looseNumber, pick(raw, ['max', 'maxAmount', 'maximum']));
    const available = readAs(
      looseNumber,
      pick(raw, ['withdrawable', 'withdrawableAmount', 'available', 'availableAmount', 'balance']),
    );
    if (min === undefined || max === undefined || available === undefined) {
      addIssue({ message: 'withdraw info needs the minimum, maximum and available amount' });
      return NEVER;
    }
    const info: WithdrawInfo = {
      limits: { min, max, available, fee: withdrawalFee(raw) },
      hasWithdrawPassword:
        readAs(looseFlag, pick(raw, ['hasWithdrawPassword', 'withdrawPasswordSet', 'hasPaymentPassword'])) ??
        true,
      pixKeyTypes: readAs(pixKeyTypeList, pick(raw, ['pixKeyTypes', 'keyTypes'])) ?? [...PIX_KEY_TYPES],
    };
    const timeout = readAs(
      looseNumber,
      pick(raw, ['confirmTimeoutMinutes', 'confirmMinutes', 'autoConfirmMinutes']),
    );
    if (timeout !== undefined && timeout > 0) info.confirmTimeoutMinutes = timeout;
    const terms = cashierTerms(raw);
    if (terms) info.terms = terms;
    const held = heldBalance(raw);
    if (held) info.held = held;
    return info;
  }),
);

/**
 * The withdrawal as sent (encrypted, with the withdraw password): `{ amount, receivingType: 'PIX', pixKeyType,
 * pixKey, withdrawPassword }` or `{ amount, receivingType: 'ADDRESS', address, withdrawPassword }`. The client
 * builds it from the domain's `ReceivingAccount` (see `withdrawBody`).
 */
/** Reading (issue 23 item 5): the member's two-step code, sent when two-step verification is on. */
const twoStepCodeField = v.optional(v.pipe(v.string(), v.regex(/^\d{6}$/)));

export const WithdrawRequestSchema = v.union([
  v.strictObject({
    amount: v.pipe(v.number(), v.gtValue(0)),
    receivingType: v.literal('PIX'),
    pixKeyType: v.picklist(PIX_KEY_TYPES),
    pixKey: v.pipe(v.string(), v.trim(), v.minLength(1)),
    withdrawPassword: v.pipe(v.string(), v.minLength(1)),
    twoStepCode: twoStepCodeField,
  }),
  v.strictObject({
    amount: v.pipe(v.number(), v.gtValue(0)),
    receivingType: v.literal('ADDRESS'),
    address: v.pipe(v.string(), v.trim(), v.minLength(1)),
    withdrawPassword: v.pipe(v.string(), v.minLength(1)),
    twoStepCode: twoStepCodeField,
  }),
]);
export type WithdrawRequest = v.InferInput<typeof WithdrawRequestSchema>;

/** What the withdraw screen submits, in the domain's words. */
export interface WithdrawSubmission {
  amount: number;
  account: ReceivingAccount;
  withdrawPassword: string;
  /** Asked when the member's two-step verification is on. */
  twoStepCode?: string;
}

export function withdrawBody({
  amount,
  account,
  withdrawPassword,
  twoStepCode,
}: WithdrawSubmission): WithdrawRequest {
  const code = twoStepCode ? { twoStepCode } : {};
  return account.kind === 'PIX'
    ? {
        amount,
        receivingType: 'PIX',
        pixKeyType: account.keyType,
        pixKey: account.key,
        withdrawPassword,
        ...code,
      }
    : { amount, receivingType: 'ADDRESS', address: account.address, withdrawPassword, ...code };
}

const WITHDRAWAL_STATUS_WORDS: Readonly<Record<string, WithdrawalStatus>> = {
  PENDING: 'PENDING',
  PROCESSING: 'PENDING',
  WAITING: 'PENDING',
  '0': 'PENDING',
  APPROVED: 'APPROVED',
  PAID: 'APPROVED',
  '1': 'APPROVED',
  REJECTED: 'REJECTED',
  FAILED: 'REJECTED',
  DECLINED: 'REJECTED',
  '2': 'REJECTED',
  AWAITINGCONFIRMATION: 'AWAITING_CONFIRMATION',
  WAITINGCONFIRMATION: 'AWAITING_CONFIRMATION',
  TOCONFIRM: 'AWAITING_CONFIRMATION',
  '3': 'AWAITING_CONFIRMATION',
  CONFIRMED: 'CONFIRMED',
  RECEIVED: 'CONFIRMED',
  COMPLETED: 'CONFIRMED',
  '4': 'CONFIRMED',
};

/** §4 the player's confirmation answer as a gateway writes it back on the order (our words, any case or spacing). */
const CONFIRMATION_ANSWERS: Record<string, WithdrawalConfirmationKind> = {
  RECEIVED: 'received',
  NOTRECEIVED: 'notReceived',
  FULLPAYMENT: 'fullPayment',
  PARTLYRECEIVED: 'partlyReceived',
  PARTIAL: 'partlyReceived',
};

/**
 * A withdrawal: `{ id | orderId | orderNo | transactionId, amount, fee?, status, createdAt | createTime, approvedAt?,
 * confirmBy | confirmDeadline | autoConfirmTime, reason | remark | rejectReason, answer?, receivedAmount? }`; status
 * as a word or a code 0 pending, 1 approved, 2 rejected, 3 awaiting confirmation, 4 confirmed; answer (reading, §4):
 * RECEIVED | NOT_RECEIVED | FULL_PAYMENT | PARTLY_RECEIVED once the player answered.
 */
export const WithdrawalOrderSchema = v.pipe(
  anyRecord,
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const raw = dataset.value;
    const id = readAs(looseString, pick(raw, ['id', 'orderId', 'orderNo', 'transactionId']));
    const amount = readAs(looseNumber, raw.amount);
    const statusWord = readAs(looseString, pick(raw, ['status', 'state']));
    const status = statusWord === undefined ? undefined : WITHDRAWAL_STATUS_WORDS[normaliseWord(statusWord)];
    if (!id?.trim() || amount === undefined || status === undefined) {
      addIssue({ message: 'a withdrawal needs its id, amount and a known status' });
      return NEVER;
    }
    const order: WithdrawalOrder = {
      id: id.trim(),
      amount,
      fee: readAs(looseNumber, pick(raw, ['fee', 'feeAmount'])) ?? 0,
      status,
      createdAt: readAs(looseTime, pick(raw, ['createdAt', 'createTime', 'createdTime'])) ?? '',
    };
    const approvedAt = readAs(looseTime, pick(raw, ['approvedAt', 'approveTime']));
    if (approvedAt !== undefined) order.approvedAt = approvedAt;
    const confirmBy = readAs(looseTime, pick(raw, ['confirmBy', 'confirmDeadline', 'autoConfirmTime']));
    if (confirmBy !== undefined) order.confirmBy = confirmBy;
    const reason = pick(raw, ['reason', 'rejectReason', 'remark']);
    if (typeof reason === 'string' && reason.trim()) order.reason = reason.trim();
    const answerWord = readAs(looseString, pick(raw, ['answer', 'confirmAnswer', 'confirmType']));
    const answer = answerWord === undefined ? undefined : CONFIRMATION_ANSWERS[normaliseWord(answerWord)];
    if (answer !== undefined) order.answer = answer;
    const receivedAmount = readAs(
      looseNumber,
      pick(raw, ['receivedAmount', 'actualAmount', 'receiveAmount']),
    );
    if (receivedAmount !== undefined) order.receivedAmount = receivedAmount;
    return order;
  }),
);

export const WithdrawalOrderAnswerSchema = v.union([
  WithdrawalOrderSchema,
  v.pipe(
    v.looseObject({ order: WithdrawalOrderSchema }),
    v.transform((value) => value.order),
  ),
  v.pipe(
    v.looseObject({ data: WithdrawalOrderSchema }),
    v.transform((value) => value.data),
  ),
]);

/** value: `{ list | orders }`, a bare list or any wrapper. */
export const WithdrawalOrderListSchema = listAnswer(WithdrawalOrderSchema, ['list', 'orders']);

// ---- saved PIX keys (issue 23 item 4, readings): PAY_pixKeys, PAY_deletePixKey ---------------------------------

/**
 * A saved key: `{ id | pixKeyId | pixKeyNo | keyId, type | keyType | pixKeyType, key | pixKey | value | account, holder |
 * holderName | name?, createdAt | createTime? }`; the type as `pixKeyType` reads it (EVP is the random key). A key of
 * a type the withdraw form does not offer (CNPJ) is dropped like any broken entry.
 */
export const SavedPixKeySchema = v.pipe(
  anyRecord,
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const raw = dataset.value;
    const id = readAs(looseString, pick(raw, idKeys('pixKey', 'id', 'keyId')));
    const type = pixKeyType(pick(raw, ['type', 'keyType', 'pixKeyType']));
    const key = readAs(looseString, pick(raw, ['key', 'pixKey', 'value', 'account']));
    if (!id?.trim() || type === undefined || !key?.trim()) {
      addIssue({ message: 'a saved PIX key needs its id, a known type and the key' });
      return NEVER;
    }
    const saved: SavedPixKey = { id: id.trim(), type, key: key.trim() };
    const holder = pick(raw, ['holder', 'holderName', 'name']);
    if (typeof holder === 'string' && holder.trim()) saved.holder = holder.trim();
    const createdAt = readAs(looseTime, pick(raw, ['createdAt', 'createTime', 'createdTime']));
    if (createdAt !== undefined) saved.createdAt = createdAt;
    return saved;
  }),
);

/** value: `{ list | keys | pixKeys }`, a bare list or any wrapper. */
export const SavedPixKeyListSchema = listAnswer(SavedPixKeySchema, ['list', 'keys', 'pixKeys']);

/** POST `{ id }`: the saved key to delete. */
export const DeletePixKeyRequestSchema = v.strictObject({ id: v.pipe(v.string(), v.trim(), v.minLength(1)) });

// ---- withdrawal confirmation (§4): POST /wps/relay/PAY_withdrawConfirm, multipart/form-data -------------------

export const CONFIRMATION_ANSWER_CODES = {
  received: 'RECEIVED',
  notReceived: 'NOT_RECEIVED',
  fullPayment: 'FULL_PAYMENT',
  partlyReceived: 'PARTLY_RECEIVED',
} as const satisfies Record<WithdrawalConfirmationAnswer['kind'], string>;

/**
 * The confirmation as sent: form fields `id`, `answer` (RECEIVED | NOT_RECEIVED | FULL_PAYMENT | PARTLY_RECEIVED),
 * `receivedAmount` (partly received only) and the file part `proof` (the png or jpg, partly received only).
 */
export const WithdrawConfirmRequestSchema = v.union([
  v.strictObject({
    id: v.pipe(v.string(), v.trim(), v.minLength(1)),
    answer: v.picklist(['RECEIVED', 'NOT_RECEIVED', 'FULL_PAYMENT']),
  }),
  v.strictObject({
    id: v.pipe(v.string(), v.trim(), v.minLength(1)),
    answer: v.literal('PARTLY_RECEIVED'),
    receivedAmount: v.pipe(v.number(), v.gtValue(0)),
    proof: v.instance(Blob),
  }),
]);
export type WithdrawConfirmRequest = v.InferInput<typeof WithdrawConfirmRequestSchema>;

/** The §4 answer in the domain's words; a partly received answer carries its proof image. */
export type WithdrawalConfirmationSubmission =
  | { withdrawalId: string; answer: Exclude<WithdrawalConfirmationAnswer, { kind: 'partlyReceived' }> }
  | {
      withdrawalId: string;
      answer: Extract<WithdrawalConfirmationAnswer, { kind: 'partlyReceived' }>;
      proof: Blob;
    };

export function withdrawConfirmBody(submission: WithdrawalConfirmationSubmission): WithdrawConfirmRequest {
  const { withdrawalId: id, answer } = submission;
  if (answer.kind === 'partlyReceived' && 'proof' in submission) {
    return { id, answer: 'PARTLY_RECEIVED', receivedAmount: answer.receivedAmount, proof: submission.proof };
  }
  return { id, answer: CONFIRMATION_ANSWER_CODES[answer.kind] as 'RECEIVED' };
}

/** value: the withdrawal after the answer, or nothing (the caller re-reads its status). */
export const WithdrawConfirmResultSchema = v.optional(
  v.union([
    WithdrawalOrderAnswerSchema,
    v.pipe(
      v.unknown(),
      v.transform(() => undefined),
    ),
  ]),
);

// ---- transfer to upline (§6 Member): MCS2_getUpline, passwordCheck/MCS2_transferToUpline ----------------------

/**
 * value: `{ account | username | uplineAccount | upline, nickname | name | uplineName }`; nothing, `{}`, or
 * `{ hasUpline: false }` → null (the member has no upline).
 */
export const UplineSchema = v.pipe(
  v.unknown(),
  v.rawTransform(({ dataset, addIssue, NEVER }): Upline | null => {
    const value = dataset.value;
    if (value === undefined || value === null || value === '') return null;
    if (typeof value === 'string') return { account: value.trim() };
    if (!isRecord(value)) {
      addIssue({ message: 'an upline is an account or an object naming one' });
      return NEVER;
    }
    const raw = isRecord(value.upline) ? value.upline : value;
    if (readAs(looseFlag, raw.hasUpline) === false) return null;
    const account = readAs(looseString, pick(raw, ['account', 'username', 'uplineAccount', 'upline']));
    if (!account?.trim()) {
      if (Object.keys(raw).length === 0) return null;
      addIssue({ message: 'an upline needs its account' });
      return NEVER;
    }
    const nickname = pick(raw, ['nickname', 'name', 'uplineName']);
    return typeof nickname === 'string' && nickname.trim()
      ? { account: account.trim(), nickname: nickname.trim() }
      : { account: account.trim() };
  }),
);

export const UplineTransferRequestSchema = v.strictObject({
  amount: v.pipe(v.number(), v.gtValue(0)),
  withdrawPassword: v.pipe(v.string(), v.minLength(1)),
});
export type UplineTransferRequest = v.InferInput<typeof UplineTransferRequestSchema>;
