import {
  BET_STATUSES,
  type BetRecord,
  type BetSelection,
  type BetStatus,
  type BetTotals,
  BONUS_STATUSES,
  BONUS_TYPES,
  type BonusRecord,
  type BonusStatus,
  type BonusTotals,
  type BonusType,
  type ProfitRecord,
  type RebateCategory,
  type RebateClaimResult,
  type RecordPage,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  type TransactionRecord,
  type TransactionStatus,
  type TransactionTotals,
  type TransactionType,
} from '@sorte/domain/records-model';
import * as v from 'valibot';
import { LIST_WRAPPERS, lenientList, listAnswer, looseNumber, looseString } from '../lenient.ts';
import { anyRecord, idKeys, isRecord } from '../lenientFields.ts';
import { looseTime, normaliseWord, pick, readAs } from './cashier.ts';
import { queryCode, queryInteger } from './games.ts';

// The member centre's records (spec §2 personalHistoryCopy, transactionHistory, personalProfit, bonusDetails,
// manualRebate; §4 Periods). The spec names the screens only: every path, parameter and field here is a reading in
// the spec's style (README), accepted under its likely spellings (ours first) and normalised to
// @sorte/domain's record types.

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const queryDate = v.pipe(v.string(), v.trim(), v.regex(ISO_DATE, 'a date YYYY-MM-DD'));

/**
 * A record list's query: the period's first and last day (platform time zone, both included), the optional
 * filters, and one server page (pageNo from 1, at most 500 rows a page).
 */
export const RecordQuerySchema = v.object({
  startDate: queryDate,
  endDate: queryDate,
  type: v.optional(queryCode),
  status: v.optional(queryCode),
  gameCategory: v.optional(queryCode),
  pageNo: queryInteger(1),
  pageSize: v.pipe(queryInteger(1), v.maxValue(500)),
});
export type RecordQueryParams = v.InferInput<typeof RecordQuerySchema>;

const money = (raw: Record<string, unknown>, keys: readonly string[]) => readAs(looseNumber, pick(raw, keys));
const text = (raw: Record<string, unknown>, keys: readonly string[]) => readAs(looseString, pick(raw, keys));

/** A code by its name in any spelling, or by its number (`codes`, in the order the gateway numbers them). */
export function codeOf<Code extends string>(
  raw: unknown,
  known: readonly Code[],
  aliases: Readonly<Record<string, Code>> = {},
  codes: readonly Code[] = known,
): Code | undefined {
  if (typeof raw === 'number' || (typeof raw === 'string' && /^\d+$/.test(raw.trim())))
    return codes[Number(raw)];
  if (typeof raw !== 'string') return undefined;
  const word = normaliseWord(raw);
  return known.find((code) => normaliseWord(code) === word) ?? aliases[word];
}

function optionalField<Row, Key extends keyof Row>(row: Row, key: Key, value: Row[Key] | undefined) {
  if (value !== undefined) row[key] = value;
}

// ---- rows ------------------------------------------------------------------------------------------------------

/** Bet status codes: 0 unsettled, 1 settled, 2 cancelled. */
const BET_STATUS_CODES: readonly BetStatus[] = ['UNSETTLED', 'SETTLED', 'CANCELLED'];
const BET_STATUS_ALIASES: Readonly<Record<string, BetStatus>> = {
  PENDING: 'UNSETTLED',
  OPEN: 'UNSETTLED',
  WIN: 'SETTLED',
  LOSE: 'SETTLED',
  LOSS: 'SETTLED',
  DRAW: 'SETTLED',
  VOID: 'CANCELLED',
  CANCELED: 'CANCELLED',
  REFUND: 'CANCELLED',
};

/**
 * A bet: `{ id | betId | orderNo, time | betTime | createTime, gameCategory | category | gameType, gameName | game,
 * vendor | vassalage, betAmount | bet, validBet | validBetAmount, payout | winAmount, profit | winLoss, status }`.
 */
export const BetRecordSchema = v.pipe(
  anyRecord,
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const raw = dataset.value;
    const id = text(raw, idKeys('bet', 'id', 'orderNo', 'ticketNo'));
    const time = readAs(looseTime, pick(raw, ['time', 'betTime', 'createTime', 'createdAt']));
    const betAmount = money(raw, ['betAmount', 'bet', 'stake', 'amount']);
    if (id === undefined || time === undefined || betAmount === undefined) {
      addIssue({ message: 'a bet needs its id, time and amount' });
      return NEVER;
    }
    const payout = money(raw, ['payout', 'winAmount', 'win', 'payoutAmount']) ?? 0;
    const row: BetRecord = {
      id,
      time,
      gameCategory: (text(raw, ['gameCategory', 'category', 'gameType']) ?? '').toUpperCase(),
      gameName: text(raw, ['gameName', 'game', 'name']) ?? '',
      betAmount,
      validBet: money(raw, ['validBet', 'validBetAmount', 'validAmount']) ?? betAmount,
      payout,
      profit:
        money(raw, ['profit', 'winLoss', 'netAmount', 'winLose']) ??
        Math.round((payout - betAmount) * 100) / 100,
      status:
        codeOf(
          pick(raw, ['status', 'betStatus', 'state']),
          BET_STATUSES,
          BET_STATUS_ALIASES,
          BET_STATUS_CODES,
        ) ?? 'SETTLED',
    };
    optionalField(row, 'vendor', text(raw, ['vendor', 'vassalage', 'vendorCode']));
    optionalField(row, 'roundId', text(raw, ['roundId', 'roundNo', 'gameRoundId', 'issueNo', 'ticketId']));
    optionalField(row, 'odds', readAs(looseNumber, pick(raw, ['odds', 'odd', 'rate'])));
    optionalField(
      row,
      'selections',
      selectionsOf(pick(raw, ['selections', 'detail', 'details', 'picks', 'legs'])),
    );
    return row;
  }),
);

/**
 * A bet's picks (issue 23 item 6): a list of `{ label | selection | name | pick | content, odds | odd | rate? }` or
 * of words, or one text (a detail line); anything else, or an empty list, is none.
 */
function selectionsOf(value: unknown): BetSelection[] | undefined {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  const selections = items.flatMap((item): BetSelection[] => {
    if (typeof item === 'string' || typeof item === 'number')
      return String(item).trim() ? [{ label: String(item).trim() }] : [];
    if (!isRecord(item)) return [];
    const label = text(item, ['label', 'selection', 'name', 'pick', 'content']);
    if (label === undefined) return [];
    const odds = readAs(looseNumber, pick(item, ['odds', 'odd', 'rate']));
    return [odds === undefined ? { label } : { label, odds }];
  });
  return selections.length > 0 ? selections : undefined;
}

const TRANSACTION_STATUS_CODES: readonly TransactionStatus[] = ['PENDING', 'SUCCESS', 'FAILED'];
const TRANSACTION_TYPE_ALIASES: Readonly<Record<string, TransactionType>> = {
  WITHDRAWAL: 'WITHDRAW',
  TRANSFERIN: 'TRANSFER_IN',
  TRANSFEROUT: 'TRANSFER_OUT',
  PROMOTION: 'BONUS',
  ADJUST: 'ADJUSTMENT',
};

/**
 * A movement of the main wallet: `{ id | transactionId | orderNo, time | createTime, type | transType, amount,
 * balanceAfter | balance | afterBalance, status, remark | description }`. A withdrawal or transfer out sent as a
 * positive amount is read as money out.
 */
export const TransactionRecordSchema = v.pipe(
  anyRecord,
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const raw = dataset.value;
    const id = text(raw, idKeys('transaction', 'id', 'orderNo', 'transNo'));
    const time = readAs(looseTime, pick(raw, ['time', 'createTime', 'transTime', 'createdAt']));
    const amount = money(raw, ['amount', 'transAmount', 'changeAmount']);
    const type = codeOf(
      pick(raw, ['type', 'transType', 'transactionType']),
      TRANSACTION_TYPES,
      TRANSACTION_TYPE_ALIASES,
    );
    if (id === undefined || time === undefined || amount === undefined || type === undefined) {
      addIssue({ message: 'a transaction needs its id, time, type and amount' });
      return NEVER;
    }
    const out = type === 'WITHDRAW' || type === 'TRANSFER_OUT';
    const row: TransactionRecord = {
      id,
      time,
      type,
      amount: out ? -Math.abs(amount) : amount,
      status:
        codeOf(
          pick(raw, ['status', 'state']),
          TRANSACTION_STATUSES,
          { SUCCEEDED: 'SUCCESS', DONE: 'SUCCESS' },
          TRANSACTION_STATUS_CODES,
        ) ?? 'SUCCESS',
    };
    optionalField(row, 'balanceAfter', money(raw, ['balanceAfter', 'balance', 'afterBalance']));
    optionalField(row, 'remark', text(raw, ['remark', 'description', 'memo']));
    return row;
  }),
);

/** One day in one category: `{ date | day | statDate, gameCategory | category, betCount | count, betAmount, validBet, payout | winAmount, profit | winLoss }`. */
export const ProfitRecordSchema = v.pipe(
  anyRecord,
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const raw = dataset.value;
    const day = pick(raw, ['date', 'day', 'statDate', 'reportDate']);
    const date =
      typeof day === 'string' && ISO_DATE.test(day.slice(0, 10))
        ? day.slice(0, 10)
        : readAs(looseTime, day)?.slice(0, 10);
    const betAmount = money(raw, ['betAmount', 'bet', 'totalBet']);
    if (date === undefined || betAmount === undefined) {
      addIssue({ message: 'a profit row needs its date and bet amount' });
      return NEVER;
    }
    const payout = money(raw, ['payout', 'winAmount', 'totalWin']) ?? 0;
    return {
      date,
      gameCategory: (text(raw, ['gameCategory', 'category', 'gameType']) ?? '').toUpperCase(),
      betCount: money(raw, ['betCount', 'count', 'bets']) ?? 0,
      betAmount,
      validBet: money(raw, ['validBet', 'validBetAmount']) ?? betAmount,
      payout,
      profit: money(raw, ['profit', 'winLoss', 'netAmount']) ?? Math.round((payout - betAmount) * 100) / 100,
    } satisfies ProfitRecord;
  }),
);

const BONUS_STATUS_CODES: readonly BonusStatus[] = ['PENDING', 'ISSUED', 'REJECTED'];

/** A bonus: `{ id | bonusId, time | createTime | issueTime, type | bonusType, name | title, amount | bonusAmount, status }`. */
export const BonusRecordSchema = v.pipe(
  anyRecord,
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const raw = dataset.value;
    const id = text(raw, idKeys('bonus', 'id', 'orderNo'));
    const time = readAs(looseTime, pick(raw, ['time', 'createTime', 'issueTime', 'createdAt']));
    const amount = money(raw, ['amount', 'bonusAmount', 'bonus']);
    if (id === undefined || time === undefined || amount === undefined) {
      addIssue({ message: 'a bonus needs its id, time and amount' });
      return NEVER;
    }
    const type: BonusType =
      codeOf(pick(raw, ['type', 'bonusType']), BONUS_TYPES, {
        PROMO: 'PROMOTION',
        CASHBACK: 'REBATE',
        INVITE: 'REFERRAL',
      }) ?? 'PROMOTION';
    return {
      id,
      time,
      type,
      name: text(raw, ['name', 'title', 'promotionName']) ?? '',
      amount,
      status:
        codeOf(
          pick(raw, ['status', 'state']),
          BONUS_STATUSES,
          { CLAIMED: 'ISSUED', PAID: 'ISSUED', PROCESS: 'PENDING', APPLYING: 'PENDING' },
          BONUS_STATUS_CODES,
        ) ?? 'ISSUED',
    } satisfies BonusRecord;
  }),
);

// ---- pages -----------------------------------------------------------------------------------------------------

const TOTAL_KEYS = ['total', 'totalCount', 'totalElements', 'totalRecords', 'count'] as const;
const PAGES_KEYS = ['totalPages', 'totalPage', 'pages', 'pageCount'] as const;
const TOTALS_KEYS = ['totals', 'summary', 'sum', 'subtotal', 'aggregate'] as const;

/**
 * A record page: `{ list | content | rows | records | data, total | totalCount | totalElements, totalPages |
 * totalPage, totals | summary | sum }`, also inside `{ data }`. Without a count, the page's rows count; without
 * pages, they follow from the count and the page size asked for (unknown here: one page); without totals, the
 * page's own rows are added up by `fallbackTotals`.
 */
export function recordPageSchema<Row, Totals>(
  row: v.GenericSchema<unknown, Row>,
  readTotals: (raw: Record<string, unknown>) => Totals | undefined,
  fallbackTotals: (rows: Row[]) => Totals,
) {
  const rows = lenientList(row);
  return v.pipe(
    v.unknown(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const answer = dataset.value;
      const raw =
        isRecord(answer) && isRecord(answer.data) && !Array.isArray(answer.list) ? answer.data : answer;
      const meta = isRecord(raw) ? raw : {};
      const listRaw = Array.isArray(raw) ? raw : LIST_WRAPPERS.map((key) => meta[key]).find(Array.isArray);
      const parsed = v.safeParse(rows, listRaw ?? []);
      if (listRaw === undefined || !parsed.success) {
        addIssue({ message: 'a record page needs its list of rows' });
        return NEVER;
      }
      const list = parsed.output as Row[];
      const total = readAs(looseNumber, pick(meta, TOTAL_KEYS)) ?? list.length;
      const totalsRaw = pick(meta, TOTALS_KEYS);
      const page: RecordPage<Row, Totals> = {
        rows: list,
        total,
        totalPages: readAs(looseNumber, pick(meta, PAGES_KEYS)) ?? (list.length === 0 ? 0 : 1),
        totals: (isRecord(totalsRaw) ? readTotals(totalsRaw) : undefined) ?? fallbackTotals(list),
      };
      return page;
    }),
  );
}

const sumOf = <Row>(rows: Row[], read: (row: Row) => number) =>
  Math.round(rows.reduce((sum, row) => sum + read(row) * 100, 0)) / 100;

function readBetTotals(raw: Record<string, unknown>): BetTotals | undefined {
  const betAmount = money(raw, ['betAmount', 'bet', 'totalBet']);
  if (betAmount === undefined) return undefined;
  const payout = money(raw, ['payout', 'winAmount', 'totalWin']) ?? 0;
  return {
    betAmount,
    validBet: money(raw, ['validBet', 'validBetAmount']) ?? betAmount,
    payout,
    profit: money(raw, ['profit', 'winLoss', 'netAmount']) ?? Math.round((payout - betAmount) * 100) / 100,
  };
}
const betTotalsOf = (rows: BetTotals[]): BetTotals => ({
  betAmount: sumOf(rows, (row) => row.betAmount),
  validBet: sumOf(rows, (row) => row.validBet),
  payout: sumOf(rows, (row) => row.payout),
  profit: sumOf(rows, (row) => row.profit),
});

export const BetRecordPageSchema = recordPageSchema(BetRecordSchema, readBetTotals, betTotalsOf);
export const ProfitRecordPageSchema = recordPageSchema(ProfitRecordSchema, readBetTotals, betTotalsOf);

export const TransactionRecordPageSchema = recordPageSchema(
  TransactionRecordSchema,
  (raw): TransactionTotals | undefined => {
    const moneyIn = money(raw, ['moneyIn', 'totalIn', 'income', 'in']);
    const moneyOut = money(raw, ['moneyOut', 'totalOut', 'expense', 'out']);
    return moneyIn === undefined && moneyOut === undefined
      ? undefined
      : { moneyIn: moneyIn ?? 0, moneyOut: -Math.abs(moneyOut ?? 0) };
  },
  (rows): TransactionTotals => {
    const done = rows.filter((row) => row.status === 'SUCCESS');
    return {
      moneyIn: sumOf(done, (row) => Math.max(0, row.amount)),
      moneyOut: sumOf(done, (row) => Math.min(0, row.amount)),
    };
  },
);

export const BonusRecordPageSchema = recordPageSchema(
  BonusRecordSchema,
  (raw): BonusTotals | undefined => {
    const amount = money(raw, ['amount', 'bonusAmount', 'total']);
    return amount === undefined ? undefined : { amount };
  },
  (rows): BonusTotals => ({
    amount: sumOf(
      rows.filter((row) => row.status === 'ISSUED'),
      (row) => row.amount,
    ),
  }),
);

// ---- manual rebate -------------------------------------------------------------------------------------------

/** `{ gameCategory | category, validBet | validBetAmount, rate | rebateRate (0.008, or "0.8%"), claimable | amount | rebateAmount }`. */
export const RebateCategorySchema = v.pipe(
  anyRecord,
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const raw = dataset.value;
    const gameCategory = text(raw, ['gameCategory', 'category', 'gameType']);
    const claimable = money(raw, ['claimable', 'amount', 'rebateAmount', 'claimableAmount']);
    if (gameCategory === undefined || claimable === undefined) {
      addIssue({ message: 'a rebate needs its category and amount' });
      return NEVER;
    }
    const rateRaw = pick(raw, ['rate', 'rebateRate', 'ratio']);
    const percent = typeof rateRaw === 'string' && rateRaw.trim().endsWith('%');
    const rate = readAs(looseNumber, percent ? (rateRaw as string).trim().slice(0, -1) : rateRaw) ?? 0;
    return {
      gameCategory: gameCategory.toUpperCase(),
      validBet: money(raw, ['validBet', 'validBetAmount']) ?? 0,
      rate: percent ? rate / 100 : rate,
      claimable,
    } satisfies RebateCategory;
  }),
);

/** value: `{ list }` | `{ categories }` | a bare list (see `listAnswer`). */
export const RebateCategoryListSchema = listAnswer(RebateCategorySchema, ['categories']);

/** MCS2_claimManualRebate: one category, or every category with something to claim when none is named. */
export const RebateClaimRequestSchema = v.strictObject({ gameCategory: v.optional(queryCode) });
export type RebateClaimRequest = v.InferInput<typeof RebateClaimRequestSchema>;

/** `{ claimed | amount | rebateAmount, balance | mainBalance }`; empty: credited, amount unknown. */
export const RebateClaimResultSchema = v.optional(
  v.pipe(
    anyRecord,
    v.transform((raw): RebateClaimResult => {
      const result: RebateClaimResult = { claimed: money(raw, ['claimed', 'amount', 'rebateAmount']) ?? 0 };
      optionalField(result, 'balance', money(raw, ['balance', 'mainBalance']));
      return result;
    }),
  ),
);
