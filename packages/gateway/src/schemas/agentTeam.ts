import {
  type ContractSummary,
  type Downline,
  type DownlineFigures,
  type DownlineLevel,
  type DownlinePage,
  type DownlineProfile,
  MEMBER_STATUSES,
  type MemberStatus,
  type TeamDay,
  type TeamFigures,
  type TeamOverview,
} from '@sorte/domain/agent-team';
import {
  CONTRACT_KINDS,
  CONTRACT_STATUSES_IN_EFFECT,
  type ContractKind,
  type ContractStatus,
} from '@sorte/domain/contracts';
import type { DateRange } from '@sorte/domain/records-periods';
import * as v from 'valibot';
import { LIST_WRAPPERS, lenientList, looseNumber, looseString } from '../lenient.ts';
import { anyRecord, idKeys, isRecord } from '../lenientFields.ts';
import { looseTime, normaliseWord, pick, readAs } from './cashier.ts';
import { readContractStatus } from './contracts.ts';
import { queryCode, queryInteger, queryText } from './games.ts';

// The agent's team (spec §2 agentTeamOverview, downlineManagmentView; §6 Agent "see team data", "transfer to
// downline"). The spec names the screens, not their calls: every path, parameter and field here is a reading in the
// spec's style (README), accepted under its likely spellings (ours first) and normalised to @sorte/domain's team
// types.

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const queryDate = v.pipe(v.string(), v.trim(), v.regex(ISO_DATE, 'a date YYYY-MM-DD'));

const money = (raw: Record<string, unknown>, keys: readonly string[]) => readAs(looseNumber, pick(raw, keys));
const text = (raw: Record<string, unknown>, keys: readonly string[]) => readAs(looseString, pick(raw, keys));

// ---- team overview ---------------------------------------------------------------------------------------------

/** The overview's query: the range's first and last day (platform time zone, both included). */
export const TeamOverviewQuerySchema = v.object({ startDate: queryDate, endDate: queryDate });
export type TeamOverviewQuery = v.InferInput<typeof TeamOverviewQuerySchema>;

const FIGURE_KEYS: Readonly<Record<keyof TeamFigures, readonly string[]>> = {
  teamSize: ['teamSize', 'teamCount', 'totalMembers', 'memberCount'],
  activeMembers: ['activeMembers', 'activeCount', 'activeMember', 'activeUsers'],
  newMembers: ['newMembers', 'newCount', 'newMember', 'newRegistrations'],
  bets: ['bets', 'betAmount', 'totalBet', 'bet'],
  validBets: ['validBets', 'validBetAmount', 'validBet', 'totalValidBet'],
  deposits: ['deposits', 'depositAmount', 'deposit', 'totalDeposit'],
  withdrawals: ['withdrawals', 'withdrawAmount', 'withdrawal', 'withdraw', 'totalWithdraw'],
  loss: ['loss', 'lossAmount', 'teamLoss', 'winLoss'],
  income: ['income', 'incomeAmount', 'netIncome', 'revenue'],
};

const DaySchema = v.pipe(
  anyRecord,
  v.rawTransform(({ dataset, addIssue, NEVER }): TeamDay => {
    const raw = dataset.value;
    const date = readAs(looseString, pick(raw, ['date', 'statDate', 'day', 'reportDate']))?.slice(0, 10);
    if (!date || !ISO_DATE.test(date)) {
      addIssue({ message: 'a team day needs its date' });
      return NEVER;
    }
    return {
      date,
      validBets: money(raw, FIGURE_KEYS.validBets) ?? 0,
      income: money(raw, FIGURE_KEYS.income) ?? 0,
    };
  }),
);

/**
 * value: `{ teamSize, activeMembers, newMembers, bets, validBets, deposits, withdrawals, loss, income, days: [{ date,
 * validBets, income }] }`, also as teamCount/activeCount/newCount/betAmount/validBetAmount/depositAmount/
 * withdrawAmount/lossAmount/incomeAmount with the days as `list`/`daily`; in `{ data }` too. A missing figure is 0;
 * `loss` missing with `winLoss` present is its opposite; `income` missing is deposits less withdrawals. The range is
 * the one asked for (`teamOverviewOf` adds it).
 */
export const TeamOverviewAnswerSchema = v.pipe(
  v.unknown(),
  v.rawTransform(({ dataset, addIssue, NEVER }): Omit<TeamOverview, 'range'> => {
    const answer = dataset.value;
    const raw = isRecord(answer) && isRecord(answer.data) ? answer.data : answer;
    if (!isRecord(raw)) {
      addIssue({ message: 'a team overview is an object of figures' });
      return NEVER;
    }
    const figure = (key: keyof TeamFigures) => money(raw, FIGURE_KEYS[key]);
    const figures: TeamFigures = {
      teamSize: figure('teamSize') ?? 0,
      activeMembers: figure('activeMembers') ?? 0,
      newMembers: figure('newMembers') ?? 0,
      bets: figure('bets') ?? 0,
      validBets: figure('validBets') ?? 0,
      deposits: figure('deposits') ?? 0,
      withdrawals: figure('withdrawals') ?? 0,
      loss: money(raw, ['loss', 'lossAmount', 'teamLoss']) ?? -(money(raw, ['winLoss', 'profit']) ?? 0),
      income: 0,
    };
    figures.income = figure('income') ?? Math.round((figures.deposits - figures.withdrawals) * 100) / 100;
    const daysRaw = pick(raw, ['days', 'daily', 'list', 'chart', 'dailyList']);
    const days = Array.isArray(daysRaw) ? (readAs(lenientList(DaySchema), daysRaw) ?? []) : [];
    return { figures, days: days.sort((a, b) => a.date.localeCompare(b.date)) };
  }),
);

/** The overview of `range` as read from an answer. */
export function teamOverviewOf(range: DateRange, answer: Omit<TeamOverview, 'range'>): TeamOverview {
  return { range, ...answer };
}

// ---- downline list ---------------------------------------------------------------------------------------------

/** One level of the team (`parentId`, absent: the caller's own downlines) or a search of the whole team by account. */
export const DownlineQuerySchema = v.object({
  parentId: v.optional(queryCode),
  account: v.optional(queryText),
  pageNo: queryInteger(1),
  pageSize: v.pipe(queryInteger(1), v.maxValue(500)),
});
export type DownlineQueryParams = v.InferInput<typeof DownlineQuerySchema>;

/** Status codes as a number: 0 normal, 1 frozen, 2 locked. */
function memberStatusOf(raw: unknown): MemberStatus {
  if (typeof raw === 'number' || (typeof raw === 'string' && /^\d+$/.test(raw.trim())))
    return MEMBER_STATUSES[Number(raw)] ?? 'NORMAL';
  if (typeof raw !== 'string') return 'NORMAL';
  const word = normaliseWord(raw);
  if (word === 'ACTIVE' || word === 'ENABLED') return 'NORMAL';
  if (word === 'DISABLED' || word === 'SUSPENDED') return 'FROZEN';
  return MEMBER_STATUSES.find((status) => status === word) ?? 'NORMAL';
}

const CONTRACT_ALIASES: Readonly<Record<string, ContractKind>> = {
  DIV: 'dividend',
  DIVIDEND: 'dividend',
  DAILY: 'daily',
  DAILYSALARY: 'daily',
  HOURLY: 'hourly',
  HOUR: 'hourly',
  HOURLYSALARY: 'hourly',
  REALTIME: 'realtime',
  REALTIMESALARY: 'realtime',
};

/** A rate as a share (0.012), a percent text ("1.2%") read as its share. */
function rateOf(raw: unknown): number | undefined {
  if (typeof raw === 'string' && raw.trim().endsWith('%')) {
    const percent = Number(raw.trim().slice(0, -1));
    return Number.isFinite(percent) ? Math.round(percent * 1000) / 100_000 : undefined;
  }
  return readAs(looseNumber, raw);
}

/** A contract given in a downline's row, with the status it says it has (none: taken as in effect). */
interface ContractInRow extends ContractSummary {
  status?: ContractStatus;
}

function contractOf(raw: Record<string, unknown>, key = 'contract'): ContractInRow | undefined {
  const object = raw[key];
  const nested = isRecord(object) ? object : raw;
  if (!isRecord(object) && key !== 'contract') return undefined;
  const kindRaw = pick(
    nested,
    isRecord(object) ? ['kind', 'type', 'contractType'] : ['contractKind', 'contractType'],
  );
  if (typeof kindRaw !== 'string') return undefined;
  const word = normaliseWord(kindRaw);
  const kind = CONTRACT_KINDS.find((known) => normaliseWord(known) === word) ?? CONTRACT_ALIASES[word];
  const rate = rateOf(pick(nested, isRecord(object) ? ['rate', 'contractRate'] : ['contractRate', 'rate']));
  if (!kind || rate === undefined) return undefined;
  const status = readContractStatus(
    pick(nested, isRecord(object) ? ['status', 'contractStatus', 'state'] : ['contractStatus']),
  );
  return status ? { kind, rate, status } : { kind, rate };
}

/**
 * The row's contracts by what they say of their status: one awaiting the downline's answer is a pending request,
 * never the current contract (issue 23: a pending 25 % dividend showed as "Contrato atual"); a rejected or ended
 * one is neither.
 */
function contractsOf(raw: Record<string, unknown>): Pick<Downline, 'contract' | 'pendingContract'> {
  const found: Pick<Downline, 'contract' | 'pendingContract'> = {};
  const pendingRequest = contractOf(raw, 'pendingContract');
  for (const given of [
    contractOf(raw),
    pendingRequest && { status: 'pending' as const, ...pendingRequest },
  ]) {
    if (!given) continue;
    const { status, ...summary } = given;
    if (status === 'pending') found.pendingContract ??= summary;
    else if (status === undefined || CONTRACT_STATUSES_IN_EFFECT.includes(status)) found.contract ??= summary;
  }
  return found;
}

/** A downline as a row gives it, or undefined without its id and account. */
function downlineOf(raw: Record<string, unknown>): Downline | undefined {
  const id = text(raw, idKeys('member', 'id', 'userId', 'customerId'));
  const account = text(raw, ['account', 'username', 'userName', 'loginName']);
  if (!id || !account) return undefined;
  const registeredAt = readAs(
    looseTime,
    pick(raw, ['registeredAt', 'registerTime', 'createTime', 'joinTime']),
  );
  const row: Downline = {
    id,
    account,
    type: money(raw, ['type', 'userType', 'memberType']) ?? 0,
    balance: money(raw, ['balance', 'mainBalance', 'amount']) ?? 0,
    status: memberStatusOf(pick(raw, ['status', 'memberStatus', 'state'])),
    registeredAt: registeredAt ?? new Date(0).toISOString(),
    downlineCount: money(raw, ['downlineCount', 'subCount', 'childCount', 'directCount']) ?? 0,
  };
  const nickname = text(raw, ['nickname', 'name', 'nickName']);
  if (nickname) row.nickname = nickname;
  const lastLogin = readAs(looseTime, pick(raw, ['lastLoginAt', 'lastLoginTime', 'lastLogin', 'loginTime']));
  if (lastLogin) row.lastLoginAt = lastLogin;
  Object.assign(row, contractsOf(raw));
  return row;
}

const DownlineSchema = v.pipe(
  anyRecord,
  v.rawTransform(({ dataset, addIssue, NEVER }): Downline => {
    const row = downlineOf(dataset.value);
    if (!row) {
      addIssue({ message: 'a downline needs its id and account' });
      return NEVER;
    }
    return row;
  }),
);

const LevelSchema = v.pipe(
  anyRecord,
  v.rawTransform(({ dataset, addIssue, NEVER }): DownlineLevel => {
    const id = text(dataset.value, idKeys('member', 'id', 'userId'));
    const account = text(dataset.value, ['account', 'username', 'userName']);
    if (!id || !account) {
      addIssue({ message: 'a level needs its id and account' });
      return NEVER;
    }
    return { id, account };
  }),
);

const TOTAL_KEYS = ['total', 'totalCount', 'totalElements', 'totalRecords', 'count'] as const;
const PAGES_KEYS = ['totalPages', 'totalPage', 'pages', 'pageCount'] as const;
const LEVEL_KEYS = ['levels', 'breadcrumb', 'path', 'uplines'] as const;

/** A page of downlines with the levels from the caller down to the listed one. */
export interface DownlineAnswer extends DownlinePage {
  levels: DownlineLevel[];
}

/**
 * value: `{ list, total, totalPages, levels: [{ id, account }] }`, also `{ content, totalCount, totalPage,
 * breadcrumb }` or in `{ data }`. A missing count is the rows', missing levels are none (the caller's own level).
 */
export const DownlineAnswerSchema = v.pipe(
  v.unknown(),
  v.rawTransform(({ dataset, addIssue, NEVER }): DownlineAnswer => {
    const answer = dataset.value;
    const raw =
      isRecord(answer) && isRecord(answer.data) && !Array.isArray(answer.list) ? answer.data : answer;
    const meta = isRecord(raw) ? raw : {};
    const listRaw = Array.isArray(raw) ? raw : LIST_WRAPPERS.map((key) => meta[key]).find(Array.isArray);
    if (listRaw === undefined) {
      addIssue({ message: 'a downline page needs its list' });
      return NEVER;
    }
    const rows = readAs(lenientList(DownlineSchema), listRaw);
    if (rows === undefined) {
      addIssue({ message: 'no downline of the list reads' });
      return NEVER;
    }
    const levelsRaw = pick(meta, LEVEL_KEYS);
    return {
      rows,
      total: readAs(looseNumber, pick(meta, TOTAL_KEYS)) ?? rows.length,
      totalPages: readAs(looseNumber, pick(meta, PAGES_KEYS)) ?? (rows.length === 0 ? 0 : 1),
      levels: Array.isArray(levelsRaw) ? (readAs(lenientList(LevelSchema), levelsRaw) ?? []) : [],
    };
  }),
);

// ---- a downline's profile (issue 23 item 6) ---------------------------------------------------------------------

/** The downline (an account of the caller's team) and the period of its figures (platform days, both included). */
export const DownlineProfileQuerySchema = v.object({
  account: v.pipe(queryText, v.nonEmpty()),
  startDate: queryDate,
  endDate: queryDate,
});
export type DownlineProfileQuery = v.InferInput<typeof DownlineProfileQuerySchema>;

const PROFILE_FIGURE_KEYS: Readonly<Record<keyof DownlineFigures, readonly string[]>> = {
  deposits: FIGURE_KEYS.deposits,
  withdrawals: FIGURE_KEYS.withdrawals,
  bets: FIGURE_KEYS.bets,
  validBets: FIGURE_KEYS.validBets,
  profitLoss: ['profitLoss', 'winLoss', 'winLose', 'profit', 'netProfit'],
};
const PROFILE_WRAPPERS = ['data', 'profile', 'member', 'downline'] as const;
const CONTRACT_LIST_KEYS = ['contracts', 'contractList', 'contractsList'] as const;

/** Every contract the profile gives (a list, or the list row's `contract` and `pendingContract`), by standing. */
function profileContractsOf(
  raw: Record<string, unknown>,
  row: Downline,
): Pick<DownlineProfile, 'contracts' | 'pendingContracts'> {
  const listed = pick(raw, CONTRACT_LIST_KEYS);
  if (!Array.isArray(listed))
    return {
      contracts: row.contract ? [row.contract] : [],
      pendingContracts: row.pendingContract ? [row.pendingContract] : [],
    };
  const found: Pick<DownlineProfile, 'contracts' | 'pendingContracts'> = {
    contracts: [],
    pendingContracts: [],
  };
  for (const item of listed) {
    const given = isRecord(item) ? contractOf({ contract: item }) : undefined;
    if (!given) continue;
    const { status, ...summary } = given;
    if (status === 'pending') found.pendingContracts.push(summary);
    else if (status === undefined || CONTRACT_STATUSES_IN_EFFECT.includes(status))
      found.contracts.push(summary);
  }
  return found;
}

/**
 * value: the downline as a row of the list (`{ id, account, nickname, type, balance, status, registeredAt,
 * lastLoginAt, downlineCount }` and their other spellings) with its figures of the period (`deposits, withdrawals,
 * bets, validBets, profitLoss`, as the overview spells them, `winLoss` the downline's own result) and its contracts
 * (`contracts | contractList: [{ kind, rate, status }]`, or the row's `contract` and `pendingContract`); in `{ data }`,
 * `{ profile }` or `{ member }` too. A missing figure is 0; a pending contract is a request, never current.
 */
export const DownlineProfileAnswerSchema = v.pipe(
  v.unknown(),
  v.rawTransform(({ dataset, addIssue, NEVER }): DownlineProfile => {
    let raw = dataset.value;
    for (let depth = 0; depth < 2 && isRecord(raw); depth++) {
      const wrapped = PROFILE_WRAPPERS.map((key) => (raw as Record<string, unknown>)[key]).find(isRecord);
      if (!wrapped) break;
      raw = wrapped;
    }
    const row = isRecord(raw) ? downlineOf(raw) : undefined;
    if (!isRecord(raw) || !row) {
      addIssue({ message: 'a downline profile needs the downline’s id and account' });
      return NEVER;
    }
    const { contract: _current, pendingContract: _pending, ...member } = row;
    const figure = (key: keyof DownlineFigures) =>
      money(raw as Record<string, unknown>, PROFILE_FIGURE_KEYS[key]) ?? 0;
    return {
      ...member,
      figures: {
        deposits: figure('deposits'),
        withdrawals: figure('withdrawals'),
        bets: figure('bets'),
        validBets: figure('validBets'),
        profitLoss: figure('profitLoss'),
      },
      ...profileContractsOf(raw, row),
    };
  }),
);

// ---- transfer to a downline (§6 Agent) -------------------------------------------------------------------------

export const DownlineTransferRequestSchema = v.strictObject({
  /** The downline's account (§3 Member info `account`). */
  account: v.pipe(v.string(), v.trim(), v.minLength(1)),
  amount: v.pipe(v.number(), v.gtValue(0)),
  withdrawPassword: v.pipe(v.string(), v.minLength(1)),
});
export type DownlineTransferRequest = v.InferInput<typeof DownlineTransferRequestSchema>;
