import {
  type DownlineTransaction,
  type PalStatementRow,
  type PalStatementTotals,
  REPORT_SCOPES,
  type RevenueRow,
  type RevenueTotals,
  SALARY_STATUSES,
  type SalaryRecord,
  type SalaryStatus,
  type SalaryTotals,
} from '@sorte/domain/agent-reports';
import * as v from 'valibot';
import { looseNumber, looseString } from '../lenient.ts';
import { anyRecord, idKeys } from '../lenientFields.ts';
import { looseTime, pick, readAs } from './cashier.ts';
import { queryText } from './games.ts';
import { codeOf, RecordQuerySchema, recordPageSchema, TransactionRecordSchema } from './records.ts';

// The agent centre's reports (spec §2 Agent menu: palStatementsAgentCopy, agentRevenueReport,
// agentDownlineTransactionDetailsCopy, agentDividendRecordCopy2, agentDailyWages2, agentHourSalary,
// agentRealtimeSalary; §3 Contract; §9 real-time salary every 5 minutes). The spec names the screens only: every
// path, parameter and field is a reading in its style (README), §3's names first, then their likely spellings.

const money = (raw: Record<string, unknown>, keys: readonly string[]) => readAs(looseNumber, pick(raw, keys));
const text = (raw: Record<string, unknown>, keys: readonly string[]) => readAs(looseString, pick(raw, keys));
const cents = (amount: number) => Math.round(amount * 100) / 100;
const sumOf = <Row>(rows: readonly Row[], read: (row: Row) => number) =>
  Math.round(rows.reduce((sum, row) => sum + read(row) * 100, 0)) / 100;

/** A record query plus whose figures (`scope` team | self) and one member (`account`, a search of the team). */
export const AgentReportQuerySchema = v.object({
  ...RecordQuerySchema.entries,
  scope: v.optional(v.picklist(REPORT_SCOPES)),
  account: v.optional(v.pipe(queryText, v.nonEmpty())),
});
export type AgentReportQueryParams = v.InferInput<typeof AgentReportQuerySchema>;

/** A rate: 0.008, or "0.8%" (a percentage as text). */
function readRate(raw: unknown): number | undefined {
  const percent = typeof raw === 'string' && raw.trim().endsWith('%');
  const rate = readAs(looseNumber, percent ? (raw as string).trim().slice(0, -1) : raw);
  return rate === undefined ? undefined : percent ? rate / 100 : rate;
}

// ---- profit and loss statement ---------------------------------------------------------------------------------

const winLossOf = (raw: Record<string, unknown>) =>
  money(raw, ['winLoss', 'winLose', 'memberWinLoss', 'profit']) ??
  cents((money(raw, ['payout', 'winAmount']) ?? 0) - (money(raw, ['betAmount', 'bet', 'totalBet']) ?? 0));

/**
 * A member's (team) or a day's (self) statement: `{ account | username | memberAccount, date | statDate?, betCount |
 * count, betAmount | bet, validBet | validBetAmount, winLoss | winLose (else payout − bet), bonus | bonusAmount,
 * rebate | rebateAmount, profitLoss | companyProfit | netProfit (else −(winLoss + bonus + rebate)) }`.
 */
export const PalStatementRowSchema = v.pipe(
  anyRecord,
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const raw = dataset.value;
    const account = text(raw, ['account', 'username', 'memberAccount', 'loginName']);
    const betAmount = money(raw, ['betAmount', 'bet', 'totalBet']);
    if (account === undefined || betAmount === undefined) {
      addIssue({ message: 'a statement row needs its account and bet amount' });
      return NEVER;
    }
    const day = pick(raw, ['date', 'statDate', 'day', 'reportDate']);
    const date =
      typeof day === 'string' && /^\d{4}-\d{2}-\d{2}/.test(day)
        ? day.slice(0, 10)
        : readAs(looseTime, day)?.slice(0, 10);
    const winLoss = winLossOf(raw);
    const bonus = money(raw, ['bonus', 'bonusAmount', 'promotion']) ?? 0;
    const rebate = money(raw, ['rebate', 'rebateAmount', 'commission']) ?? 0;
    const row: PalStatementRow = {
      id: text(raw, idKeys('statement', 'id', 'memberId', 'customerId')) ?? `${account}:${date ?? ''}`,
      account,
      betCount: money(raw, ['betCount', 'count', 'bets']) ?? 0,
      betAmount,
      validBet: money(raw, ['validBet', 'validBetAmount']) ?? betAmount,
      winLoss,
      bonus,
      rebate,
      profitLoss:
        money(raw, ['profitLoss', 'companyProfit', 'netProfit', 'palAmount']) ??
        cents(-(winLoss + bonus + rebate)),
    };
    if (date !== undefined) row.date = date;
    return row;
  }),
);

function readPalTotals(raw: Record<string, unknown>): PalStatementTotals | undefined {
  const betAmount = money(raw, ['betAmount', 'bet', 'totalBet']);
  if (betAmount === undefined) return undefined;
  const winLoss = winLossOf(raw);
  const bonus = money(raw, ['bonus', 'bonusAmount']) ?? 0;
  const rebate = money(raw, ['rebate', 'rebateAmount']) ?? 0;
  return {
    betAmount,
    validBet: money(raw, ['validBet', 'validBetAmount']) ?? betAmount,
    winLoss,
    bonus,
    rebate,
    profitLoss:
      money(raw, ['profitLoss', 'companyProfit', 'netProfit']) ?? cents(-(winLoss + bonus + rebate)),
  };
}

export const PalStatementPageSchema = recordPageSchema(
  PalStatementRowSchema,
  readPalTotals,
  (rows): PalStatementTotals => ({
    betAmount: sumOf(rows, (row) => row.betAmount),
    validBet: sumOf(rows, (row) => row.validBet),
    winLoss: sumOf(rows, (row) => row.winLoss),
    bonus: sumOf(rows, (row) => row.bonus),
    rebate: sumOf(rows, (row) => row.rebate),
    profitLoss: sumOf(rows, (row) => row.profitLoss),
  }),
);

// ---- revenue by game category ----------------------------------------------------------------------------------

/**
 * `{ gameCategory | category | gameType, betCount | count, betAmount | bet, validBet | validBetAmount, winLoss |
 * winLose (else payout − bet), revenue | agentRevenue | commission | income }`.
 */
export const RevenueRowSchema = v.pipe(
  anyRecord,
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const raw = dataset.value;
    const gameCategory = text(raw, ['gameCategory', 'category', 'gameType', 'vendorType']);
    const betAmount = money(raw, ['betAmount', 'bet', 'totalBet']);
    if (gameCategory === undefined || betAmount === undefined) {
      addIssue({ message: 'a revenue row needs its category and bet amount' });
      return NEVER;
    }
    return {
      gameCategory: gameCategory.toUpperCase(),
      betCount: money(raw, ['betCount', 'count', 'bets']) ?? 0,
      betAmount,
      validBet: money(raw, ['validBet', 'validBetAmount']) ?? betAmount,
      winLoss: winLossOf(raw),
      revenue: money(raw, ['revenue', 'agentRevenue', 'commission', 'income']) ?? 0,
    } satisfies RevenueRow;
  }),
);

export const RevenuePageSchema = recordPageSchema(
  RevenueRowSchema,
  (raw): RevenueTotals | undefined => {
    const betAmount = money(raw, ['betAmount', 'bet', 'totalBet']);
    if (betAmount === undefined) return undefined;
    return {
      betAmount,
      validBet: money(raw, ['validBet', 'validBetAmount']) ?? betAmount,
      winLoss: winLossOf(raw),
      revenue: money(raw, ['revenue', 'agentRevenue', 'commission', 'income']) ?? 0,
    };
  },
  (rows): RevenueTotals => ({
    betAmount: sumOf(rows, (row) => row.betAmount),
    validBet: sumOf(rows, (row) => row.validBet),
    winLoss: sumOf(rows, (row) => row.winLoss),
    revenue: sumOf(rows, (row) => row.revenue),
  }),
);

// ---- downline transactions -------------------------------------------------------------------------------------

/** A downline's movement: the account record's row (transactionRecords) with `account | username | memberAccount`. */
export const DownlineTransactionSchema = v.pipe(
  anyRecord,
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const raw = dataset.value;
    const account = text(raw, ['account', 'username', 'memberAccount', 'loginName']);
    const movement = v.safeParse(TransactionRecordSchema, raw);
    if (account === undefined || !movement.success) {
      addIssue({ message: 'a downline transaction needs its account and a movement' });
      return NEVER;
    }
    return { ...movement.output, account } satisfies DownlineTransaction;
  }),
);

export const DownlineTransactionPageSchema = recordPageSchema(
  DownlineTransactionSchema,
  (raw) => {
    const moneyIn = money(raw, ['moneyIn', 'totalIn', 'income', 'in']);
    const moneyOut = money(raw, ['moneyOut', 'totalOut', 'expense', 'out']);
    return moneyIn === undefined && moneyOut === undefined
      ? undefined
      : { moneyIn: moneyIn ?? 0, moneyOut: -Math.abs(moneyOut ?? 0) };
  },
  (rows) => {
    const done = rows.filter((row) => row.status === 'SUCCESS');
    return {
      moneyIn: sumOf(done, (row) => Math.max(0, row.amount)),
      moneyOut: sumOf(done, (row) => Math.min(0, row.amount)),
    };
  },
);

// ---- salary and dividend records -------------------------------------------------------------------------------

/** Status codes: 0 pending, 1 paid, 2 not reached. */
const SALARY_STATUS_CODES: readonly SalaryStatus[] = ['PENDING', 'PAID', 'NOT_REACHED'];
const SALARY_STATUS_ALIASES: Readonly<Record<string, SalaryStatus>> = {
  ISSUED: 'PAID',
  SETTLED: 'PAID',
  SUCCESS: 'PAID',
  UNPAID: 'PENDING',
  PROCESSING: 'PENDING',
  UNQUALIFIED: 'NOT_REACHED',
  NOTQUALIFIED: 'NOT_REACHED',
  FAILED: 'NOT_REACHED',
};

/**
 * One period's earning: `{ id | recordId | orderNo, periodStart | startTime | statTime, periodEnd | endTime (else
 * start + the kind's period), validBet | teamValidBet | validBetAmount, profitLoss | teamProfitLoss, activeMembers |
 * activeCount | activeUsers, rate | salaryRate | dividendRate (0.01 or "1%"), amount | salary | dividend |
 * salaryAmount, status }` (status also 0 pending / 1 paid / 2 not reached).
 */
export function salaryRecordSchema(periodMinutes: number) {
  return v.pipe(
    anyRecord,
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const raw = dataset.value;
      const periodStart = readAs(looseTime, pick(raw, ['periodStart', 'startTime', 'statTime', 'date']));
      const amount = money(raw, ['amount', 'salary', 'dividend', 'salaryAmount', 'dividendAmount']);
      if (periodStart === undefined || amount === undefined) {
        addIssue({ message: 'a salary record needs its period and amount' });
        return NEVER;
      }
      const periodEnd =
        readAs(looseTime, pick(raw, ['periodEnd', 'endTime'])) ??
        new Date(Date.parse(periodStart) + periodMinutes * 60_000).toISOString();
      return {
        id: text(raw, idKeys('record', 'id', 'orderNo')) ?? periodStart,
        periodStart,
        periodEnd,
        validBet: money(raw, ['validBet', 'teamValidBet', 'validBetAmount']) ?? 0,
        profitLoss: money(raw, ['profitLoss', 'teamProfitLoss', 'palAmount']) ?? 0,
        activeMembers: money(raw, ['activeMembers', 'activeCount', 'activeUsers']) ?? 0,
        rate: readRate(pick(raw, ['rate', 'salaryRate', 'dividendRate', 'ratio'])) ?? 0,
        amount,
        status:
          codeOf(
            pick(raw, ['status', 'state']),
            SALARY_STATUSES,
            SALARY_STATUS_ALIASES,
            SALARY_STATUS_CODES,
          ) ?? 'PAID',
      } satisfies SalaryRecord;
    }),
  );
}

export function salaryRecordPageSchema(periodMinutes: number) {
  return recordPageSchema(
    salaryRecordSchema(periodMinutes),
    (raw): SalaryTotals | undefined => {
      const amount = money(raw, ['amount', 'salary', 'dividend', 'salaryAmount']);
      return amount === undefined
        ? undefined
        : { amount, validBet: money(raw, ['validBet', 'teamValidBet', 'validBetAmount']) ?? 0 };
    },
    (rows): SalaryTotals => ({
      validBet: sumOf(rows, (row) => row.validBet),
      amount: sumOf(
        rows.filter((row) => row.status !== 'NOT_REACHED'),
        (row) => row.amount,
      ),
    }),
  );
}
