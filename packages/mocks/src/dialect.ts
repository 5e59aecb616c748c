import type { EndpointName } from '@sorte/gateway';
import { ACCOUNT_SECURITY_RESHAPE } from './accountSecurityDialect.ts';
import { MEMBER_PROGRESS_RESHAPE } from './memberProgressDialect.ts';
import { OPERATOR_ANSWERS } from './operatorDialect.ts';

/**
 * The simulated gateway speaks one of three dialects. Two are plausible readings of the spec, read by our readers as
 * they are (`DIALECTS`):
 * - `codes` (default): the shapes the handlers build (type codes B/PL/PU/PR/H, `{ list }`, register fields as a
 *   map, `{ data: { lanes } }`, numbers as numbers, the §3 class names SLOT_MACHINE …).
 * - `spec`: what an independently written gateway may answer instead: §3's names where `codes` uses type codes,
 *   lists wrapped differently (bare, `{ list }`, `{ content }`, `{ data }`), numbers as strings, unknown extra
 *   fields, register fields as a list, game menus in the other Vendor-category form (cards as a list, a lane
 *   INHOUSE of its own after FISH) and short class names (SLOT, SCRATCH …).
 * Every success answer of the `spec` dialect goes through `reshapeValue`: one transformer per endpoint, after the
 * handler, so the handlers stay single.
 *
 * The third, `operator` (./operatorDialect.ts, issue 24 item 3), is an operator's gateway that chose other names
 * than ours where the spec leaves them open: for the member centre (points, missions, reward promotions, messages),
 * the cashier (deposit channels and orders, withdraw info, orders and request), the agent contracts and the betting
 * and account records it answers in a wrapper of its own (`{ success, status: 'OK', payload }`), under its own
 * names and status words, with contract parties as plain account strings, and reads requests only under its own
 * parameter names and words (`requestFromOperator`, applied before the handler as `reshapeEnvelope` is after it).
 * Every other call answers as `spec`. The site works on it only with its adapter,
 * `packages/mocks/operator-dialect.config.json` (gateway README "The operator dialect").
 */
export const DIALECTS = ['codes', 'spec'] as const;
/** Every dialect the simulated gateway serves: `DIALECTS`, and `operator`, read only through its adapter. */
export const SERVED_DIALECTS = [...DIALECTS, 'operator'] as const;
export type Dialect = (typeof SERVED_DIALECTS)[number];

/** The spec dialect's class names for the §3 classes (the same game class, named as that gateway names it). */
export const SPEC_CLASS_NAMES: Readonly<Record<string, string>> = {
  SLOT_MACHINE: 'SLOT',
  SCRATCH_CARD: 'SCRATCH',
  VIDEO_POKER: 'POKER',
  TABLE_GAMES: 'TABLE',
  DRAGON_TIGER: 'DRAGONTIGER',
};

/** A class name of the dialect back to the handlers' own (the request's `gameClassify`). */
export function classFromDialect(dialect: Dialect, name: string | undefined): string | undefined {
  if (dialect === 'codes' || name === undefined) return name;
  const entry = Object.entries(SPEC_CLASS_NAMES).find(([, short]) => short === name);
  return entry ? entry[0] : name;
}

const classToDialect = (name: unknown) =>
  typeof name === 'string' && Object.hasOwn(SPEC_CLASS_NAMES, name) ? SPEC_CLASS_NAMES[name] : name;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Keys whose numbers stay numbers (booleans-as-numbers the readers take either way stay untouched too). */
const KEEP_NUMBER = new Set(['code']);

/** Numbers as numeric strings, an unknown field on every object, §3 class names shortened; deep. */
function loosen(value: unknown, key = ''): unknown {
  if (typeof value === 'number' && Number.isFinite(value) && !KEEP_NUMBER.has(key)) return String(value);
  if (Array.isArray(value)) return value.map((item) => loosen(item));
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [name, item] of Object.entries(value)) {
    out[name] =
      name === 'gameClassify' && typeof item === 'string' ? classToDialect(item) : loosen(item, name);
  }
  out.traceId = 'spec-dialect';
  return out;
}

const listOf = (value: unknown, key: string): unknown[] =>
  Array.isArray(value)
    ? value
    : isRecord(value) && Array.isArray(value[key])
      ? (value[key] as unknown[])
      : [];

/** The public content's type codes and the §3 names the spec dialect uses for them. */
const CONTENT_NAMES: Readonly<Record<string, string>> = {
  B: 'banners',
  PL: 'announcements',
  PU: 'popup',
  PR: 'promotion',
  H: 'help',
};

interface Lane {
  gameCategory: string;
  vendors: string[];
  cards: Record<string, Record<string, unknown>>;
  gameClassify: { name: string; vendors: string[] }[];
}

/** §3 Vendor category, the other form: cards as a list of objects, BGS in a lane INHOUSE right after FISH. */
function menusOtherForm(value: unknown): unknown {
  const lanes = (isRecord(value) && isRecord(value.data) ? value.data.lanes : []) as Lane[];
  const reshaped = lanes.flatMap((lane) => {
    const toLane = (category: string, vendors: string[]) => ({
      gameCategory: category,
      vendors,
      cards: vendors.map((vassalage) => ({ vassalage, ...lane.cards[vassalage] })),
      gameClassify: lane.gameClassify
        .map((entry) => ({
          name: classToDialect(entry.name),
          vendors: entry.vendors.filter((vendor) => vendors.includes(vendor)),
        }))
        .filter((entry) => entry.vendors.length > 0),
    });
    if (lane.gameCategory !== 'RNG') return [toLane(lane.gameCategory, lane.vendors)];
    return [
      toLane(
        'RNG',
        lane.vendors.filter((vendor) => vendor !== 'BGS'),
      ),
    ];
  });
  const rng = lanes.find((lane) => lane.gameCategory === 'RNG');
  if (rng?.vendors.includes('BGS')) {
    const inHouse = {
      gameCategory: 'INHOUSE',
      vendors: ['BGS'],
      cards: [{ vassalage: 'BGS', ...rng.cards.BGS }],
      gameClassify: rng.gameClassify
        .filter((entry) => entry.vendors.includes('BGS'))
        .map((entry) => ({ name: classToDialect(entry.name), vendors: ['BGS'] })),
    };
    const fish = reshaped.findIndex((lane) => lane.gameCategory === 'FISH');
    reshaped.splice(fish === -1 ? reshaped.length : fish + 1, 0, inHouse);
  }
  return { list: reshaped };
}

/** newGameVendor as one lane per vendor, without a vendor list (cards keyed by vassalage only). */
function newGamesOtherForm(value: unknown): unknown {
  const lanes = (isRecord(value) && isRecord(value.data) ? value.data.lanes : []) as Lane[];
  return {
    data: {
      lanes: lanes.flatMap((lane) =>
        lane.vendors.map((vassalage) => ({
          gameCategory: lane.gameCategory,
          cards: { [vassalage]: lane.cards[vassalage] },
        })),
      ),
    },
  };
}

/** Register settings as `{ fields: [{ field, enabled, required, acceptedPattern, minLength, maxLength, patternId }] }`. */
function registerFieldsAsList(value: unknown): unknown {
  const fields = isRecord(value) && isRecord(value.fields) ? value.fields : {};
  return {
    fields: Object.entries(fields).map(([field, raw]) => {
      const setting = isRecord(raw) ? raw : {};
      const { validation, ...rest } = setting;
      return { field, ...rest, ...(isRecord(validation) ? validation : {}) };
    }),
  };
}

type Reshape = (value: unknown) => unknown;

const DEPOSIT_STATUS_CODES: Readonly<Record<string, number>> = {
  PENDING: 0,
  CREDITED: 1,
  FAILED: 2,
  EXPIRED: 3,
};
const WITHDRAWAL_STATUS_CODES: Readonly<Record<string, number>> = {
  PENDING: 0,
  APPROVED: 1,
  REJECTED: 2,
  AWAITING_CONFIRMATION: 3,
  CONFIRMED: 4,
};
const epoch = (iso: unknown) => (typeof iso === 'string' ? Date.parse(iso) : undefined);

/** A deposit order as `{ orderNo, status: <code>, createTime, expireTime, pixCode | bank fields }`. */
/** The day so far (issue 23 item 4) under its flat other spellings. */
function dailyOtherForm(daily: unknown) {
  return isRecord(daily)
    ? { dailyMax: daily.limit, usedToday: daily.used, dailyTimes: daily.maxCount, todayCount: daily.count }
    : {};
}

function depositOtherForm(value: unknown): unknown {
  if (!isRecord(value)) return value;
  const { id, status, createdAt, expiresAt, instructions, ...rest } = value;
  const paying = isRecord(instructions) ? instructions : {};
  const { kind: _kind, copyPasteCode, ...bank } = paying;
  return {
    ...rest,
    orderNo: id,
    status: DEPOSIT_STATUS_CODES[String(status)] ?? status,
    createTime: epoch(createdAt),
    ...(expiresAt === undefined ? {} : { expireTime: epoch(expiresAt) }),
    ...(copyPasteCode === undefined ? bank : { pixCode: copyPasteCode }),
  };
}

/** A withdrawal as `{ orderNo, status: <code>, createTime, approveTime, confirmDeadline, remark }`. */
function withdrawalOtherForm(value: unknown): unknown {
  if (!isRecord(value)) return value;
  const { id, status, createdAt, approvedAt, confirmBy, reason, answer, receivedAmount, ...rest } = value;
  return {
    ...rest,
    orderNo: id,
    // §4 the player's answer in the confirmation call's own words, the amount that arrived as `actualAmount`.
    ...(typeof answer === 'string' ? { confirmAnswer: answer.replace(/[A-Z]/g, '_$&').toUpperCase() } : {}),
    ...(receivedAmount === undefined ? {} : { actualAmount: String(receivedAmount) }),
    status: WITHDRAWAL_STATUS_CODES[String(status)] ?? status,
    createTime: epoch(createdAt),
    ...(approvedAt === undefined ? {} : { approveTime: epoch(approvedAt) }),
    ...(confirmBy === undefined ? {} : { confirmDeadline: epoch(confirmBy) }),
    ...(reason === undefined ? {} : { remark: reason }),
  };
}

const walletOtherForm = (wallet: unknown) =>
  isRecord(wallet)
    ? {
        vassalage: wallet.vendor,
        vendorName: wallet.name,
        amount: wallet.balance,
        enabled: wallet.available ? 1 : 0,
      }
    : wallet;

const balancesOtherForm = (value: unknown) =>
  isRecord(value)
    ? { mainBalance: value.balance, list: listOf(value.wallets, 'list').map(walletOtherForm) }
    : value;

/** A record page as `{ content, totalCount, totalPage, summary }`, rows and totals renamed by `row` and `totals`. */
const recordPageOtherForm =
  (row: (value: Record<string, unknown>) => unknown, totals: (value: Record<string, unknown>) => unknown) =>
  (value: unknown) =>
    isRecord(value)
      ? {
          content: listOf(value, 'list').map((item) => (isRecord(item) ? row(item) : item)),
          totalCount: value.total,
          totalPage: value.totalPages,
          summary: isRecord(value.totals) ? totals(value.totals) : value.totals,
        }
      : value;

const BET_STATUS_CODES: Readonly<Record<string, number>> = { UNSETTLED: 0, SETTLED: 1, CANCELLED: 2 };
const MOVEMENT_STATUS_CODES: Readonly<Record<string, number>> = { PENDING: 0, SUCCESS: 1, FAILED: 2 };

const betTotalsOtherForm = ({ betAmount, validBet, payout, profit }: Record<string, unknown>) => ({
  bet: betAmount,
  validBetAmount: validBet,
  winAmount: payout,
  winLoss: profit,
});

/** Records: a bet `{ betId, betTime, category, game, vassalage, bet, validBetAmount, winAmount, winLoss, status: <code> }` … */
const RECORD_RESHAPE = {
  betRecords: recordPageOtherForm(
    ({
      id,
      time,
      gameCategory,
      gameName,
      vendor,
      betAmount,
      validBet,
      payout,
      profit,
      status,
      roundId,
      odds,
      selections,
    }) => ({
      betId: id,
      betTime: epoch(time),
      category: typeof gameCategory === 'string' ? gameCategory.toLowerCase() : gameCategory,
      game: gameName,
      vassalage: vendor,
      bet: betAmount,
      validBetAmount: validBet,
      winAmount: payout,
      winLoss: profit,
      status: BET_STATUS_CODES[String(status)] ?? status,
      roundNo: roundId,
      odd: odds,
      // A lottery bet's numbers as one detail line; a sports bet's legs as `{ selection, odds }`.
      detail: Array.isArray(selections)
        ? selections.every((leg) => isRecord(leg) && leg.odds === undefined)
          ? selections.map((leg) => (isRecord(leg) ? leg.label : leg)).join('; ')
          : selections.map((leg) => (isRecord(leg) ? { selection: leg.label, odds: leg.odds } : leg))
        : selections,
    }),
    betTotalsOtherForm,
  ),
  transactionRecords: recordPageOtherForm(
    ({ id, time, type, amount, status, remark, ...rest }) => ({
      ...rest,
      transactionId: id,
      createTime: epoch(time),
      transType: type === 'WITHDRAW' ? 'withdrawal' : String(type).toLowerCase(),
      // Money out as a positive amount: the type says the direction.
      amount:
        typeof amount === 'number' && (type === 'WITHDRAW' || type === 'TRANSFER_OUT')
          ? Math.abs(amount)
          : amount,
      status: MOVEMENT_STATUS_CODES[String(status)] ?? status,
      description: remark,
    }),
    ({ moneyIn, moneyOut }) => ({
      totalIn: moneyIn,
      totalOut: typeof moneyOut === 'number' ? Math.abs(moneyOut) : moneyOut,
    }),
  ),
  profitRecords: recordPageOtherForm(
    ({ date, gameCategory, betCount, betAmount, validBet, payout, profit }) => ({
      statDate: date,
      category: gameCategory,
      count: betCount,
      bet: betAmount,
      validBetAmount: validBet,
      winAmount: payout,
      winLoss: profit,
    }),
    betTotalsOtherForm,
  ),
  bonusRecords: recordPageOtherForm(
    ({ id, time, type, name, amount, status }) => ({
      bonusId: id,
      issueTime: epoch(time),
      bonusType: type === 'REBATE' ? 'cashback' : type,
      title: name,
      bonusAmount: amount,
      status: status === 'ISSUED' ? 'claimed' : status,
    }),
    ({ amount }) => ({ bonusAmount: amount }),
  ),
  rebateCategories: (value: unknown) => ({
    categories: listOf(value, 'list').map((item) =>
      isRecord(item)
        ? {
            category: item.gameCategory,
            validBetAmount: item.validBet,
            rebateRate:
              typeof item.rate === 'number' ? `${Math.round(item.rate * 10_000) / 100}%` : item.rate,
            amount: item.claimable,
          }
        : item,
    ),
  }),
  rebateClaim: (value: unknown) =>
    isRecord(value) ? { amount: value.claimed, mainBalance: value.balance } : value,
} satisfies Partial<Record<EndpointName, Reshape>>;

const MEMBER_STATUS_CODES: Readonly<Record<string, number>> = { NORMAL: 0, FROZEN: 1, LOCKED: 2 };

/** A downline as the spec dialect names it: userId, username, codes for the status, epoch times, rates as percent text. */
function downlineOtherForm(row: unknown): unknown {
  if (!isRecord(row)) return row;
  return {
    userId: row.id,
    username: row.account,
    name: row.nickname,
    userType: row.type,
    mainBalance: row.balance,
    status: MEMBER_STATUS_CODES[String(row.status)] ?? row.status,
    registerTime: epoch(row.registeredAt),
    lastLoginTime: epoch(row.lastLoginAt),
    subCount: row.downlineCount,
    contractType: isRecord(row.contract) ? row.contract.kind : undefined,
    contractRate: isRecord(row.contract) ? percentText(row.contract.rate) : undefined,
    // A request awaiting the downline's answer, with the status code the contract calls use (0).
    pendingContract: isRecord(row.pendingContract)
      ? { type: row.pendingContract.kind, rate: row.pendingContract.rate, status: 0 }
      : undefined,
  };
}

const percentText = (rate: unknown) =>
  typeof rate === 'number' ? `${Math.round(rate * 100_000) / 1000}%` : undefined;

/** A downline's profile in the spec dialect: the row's names, the overview's figure names, contract status codes. */
function downlineProfileOtherForm(value: unknown): unknown {
  if (!isRecord(value)) return value;
  return {
    data: {
      ...(downlineOtherForm(value) as Record<string, unknown>),
      depositAmount: value.deposits,
      withdrawAmount: value.withdrawals,
      betAmount: value.bets,
      validBetAmount: value.validBets,
      winLoss: value.profitLoss,
      contractList: listOf(value.contracts, 'contracts').map((item) =>
        isRecord(item)
          ? {
              contractType: item.kind,
              contractRate: percentText(item.rate),
              contractStatus: item.status === 'PENDING' ? 0 : 1,
            }
          : item,
      ),
    },
  };
}

/** The agent's team: the other names of the overview's figures, downlines as `{ content, totalCount, breadcrumb }`. */
const AGENT_TEAM_RESHAPE = {
  teamOverview: (value: unknown) =>
    isRecord(value)
      ? {
          teamCount: value.teamSize,
          activeCount: value.activeMembers,
          newCount: value.newMembers,
          betAmount: value.bets,
          validBetAmount: value.validBets,
          depositAmount: value.deposits,
          withdrawAmount: value.withdrawals,
          winLoss: typeof value.loss === 'number' ? -value.loss : value.loss,
          incomeAmount: value.income,
          daily: listOf(value.days, 'days').map((day) =>
            isRecord(day)
              ? { statDate: day.date, validBetAmount: day.validBets, incomeAmount: day.income }
              : day,
          ),
        }
      : value,
  downlineList: (value: unknown) =>
    isRecord(value)
      ? {
          content: listOf(value, 'list').map(downlineOtherForm),
          totalCount: value.total,
          totalPage: value.totalPages,
          breadcrumb: listOf(value.levels, 'levels').map((level) =>
            isRecord(level) ? { userId: level.id, username: level.account } : level,
          ),
        }
      : value,
  downlineProfile: downlineProfileOtherForm,
  downlineTransfer: (value: unknown) => (isRecord(value) ? { mainBalance: value.balance } : value),
} satisfies Partial<Record<EndpointName, Reshape>>;

/** The agent reports' other spellings: `{ username, statDate, count, bet, winLose, bonusAmount, … }`, salary status codes. */
const SALARY_STATUS_CODES: Readonly<Record<string, number>> = { PENDING: 0, PAID: 1, NOT_REACHED: 2 };
const salaryOtherForm = recordPageOtherForm(
  ({ id, periodStart, periodEnd, validBet, profitLoss, activeMembers, rate, amount, status }) => ({
    recordId: id,
    startTime: epoch(periodStart),
    endTime: epoch(periodEnd),
    teamValidBet: validBet,
    teamProfitLoss: profitLoss,
    activeCount: activeMembers,
    salaryRate: typeof rate === 'number' ? `${Math.round(rate * 1_000_000) / 10_000}%` : rate,
    salary: amount,
    status: SALARY_STATUS_CODES[String(status)] ?? status,
  }),
  ({ validBet, amount }) => ({ teamValidBet: validBet, salary: amount }),
);
const AGENT_REPORT_RESHAPE = {
  agentPalStatements: recordPageOtherForm(
    ({ id, account, date, betCount, betAmount, validBet, winLoss, bonus, rebate, profitLoss }) => ({
      memberId: id,
      username: account,
      statDate: date,
      count: betCount,
      bet: betAmount,
      validBetAmount: validBet,
      winLose: winLoss,
      bonusAmount: bonus,
      rebateAmount: rebate,
      companyProfit: profitLoss,
    }),
    ({ betAmount, validBet, winLoss, bonus, rebate, profitLoss }) => ({
      bet: betAmount,
      validBetAmount: validBet,
      winLose: winLoss,
      bonusAmount: bonus,
      rebateAmount: rebate,
      companyProfit: profitLoss,
    }),
  ),
  agentRevenueReport: recordPageOtherForm(
    ({ gameCategory, betCount, betAmount, validBet, winLoss, revenue }) => ({
      category: typeof gameCategory === 'string' ? gameCategory.toLowerCase() : gameCategory,
      count: betCount,
      bet: betAmount,
      validBetAmount: validBet,
      winLose: winLoss,
      commission: revenue,
    }),
    ({ betAmount, validBet, winLoss, revenue }) => ({
      bet: betAmount,
      validBetAmount: validBet,
      winLose: winLoss,
      commission: revenue,
    }),
  ),
  agentDownlineTransactions: (value: unknown) => {
    const page = RECORD_RESHAPE.transactionRecords(value);
    if (!isRecord(page) || !Array.isArray(page.content)) return page;
    return {
      ...page,
      content: page.content.map((row: unknown) =>
        isRecord(row) && 'account' in row ? { ...row, account: undefined, username: row.account } : row,
      ),
    };
  },
  agentDividendRecords: salaryOtherForm,
  agentDailySalaryRecords: salaryOtherForm,
  agentHourSalaryRecords: salaryOtherForm,
  agentRealtimeSalaryRecords: salaryOtherForm,
} satisfies Partial<Record<EndpointName, Reshape>>;

/** Per endpoint, the wrapper change of the spec dialect (numbers, extra fields and class names follow for all). */
/** Contract status codes of the `spec` dialect (./schemas/contracts.ts in the gateway reads both). */
const CONTRACT_STATUS_CODES: Record<string, number> = {
  pending: 0,
  active: 1,
  rejected: 2,
  terminationRequested: 3,
  terminated: 4,
};

const specTime = (iso: unknown) =>
  typeof iso === 'string' ? iso.replace('T', ' ').replace(/\.\d+Z$/, '') : iso;

function contractOtherForm(row: unknown): unknown {
  if (!isRecord(row)) return row;
  const {
    contractId,
    uplineId,
    uplineAccount,
    downlineId,
    downlineAccount,
    status,
    rate,
    createTime,
    updateTime,
    ...rest
  } = row;
  const code = typeof status === 'string' ? status.toLowerCase().replace(/_/g, '') : '';
  const statusCode = Object.entries(CONTRACT_STATUS_CODES).find(([word]) => word.toLowerCase() === code)?.[1];
  return {
    id: contractId,
    upline: { id: uplineId, account: uplineAccount },
    downline: { id: downlineId, account: downlineAccount },
    contractStatus: statusCode ?? status,
    ...(rate === undefined ? {} : { ratio: rate }),
    ...rest,
    createTime: specTime(createTime),
    updateTime: specTime(updateTime),
    remark: 'spec dialect',
  };
}

/** The contract calls in the `spec` dialect: `content`, `history` with `operation`/`operator`, numeric statuses. */
const contractsOtherForm: Reshape = (value) => {
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  if (Array.isArray(value.contracts)) out.content = value.contracts.map(contractOtherForm);
  if (Array.isArray(value.log))
    out.history = value.log.map((entry) =>
      isRecord(entry)
        ? {
            contractId: entry.contractId,
            operation: String(entry.event)
              .replace(/[A-Z]/g, (c) => `_${c}`)
              .toUpperCase(),
            operator: entry.by,
            operateTime: specTime(entry.at),
            ...Object.fromEntries(
              Object.entries(entry).filter(([name]) => !['contractId', 'event', 'by', 'at'].includes(name)),
            ),
          }
        : entry,
    );
  if (Array.isArray(value.figures))
    out.periods = value.figures.map((period) =>
      isRecord(period)
        ? {
            statDate: period.start,
            validBetAmount: period.validBet,
            winLoss: period.profitLoss,
            activeCount: period.activeMembers,
            betTimes: period.betCount,
          }
        : period,
    );
  if (Array.isArray(value.downlines))
    out.members = value.downlines.map((member) =>
      isRecord(member) ? { customerId: member.id, username: member.account } : member,
    );
  if (isRecord(value.contract)) out.contract = contractOtherForm(value.contract);
  if (Array.isArray(value.terminated)) out.terminatedIds = value.terminated;
  return out;
};

const RESHAPE: Partial<Record<EndpointName, Reshape>> = {
  dividendContracts: contractsOtherForm,
  dailySalaryContracts: contractsOtherForm,
  hourlySalaryContracts: contractsOtherForm,
  realtimeSalaryContracts: contractsOtherForm,
  gameMenus: menusOtherForm,
  gameVendors: newGamesOtherForm,
  hotGames: (value) => listOf(value, 'list'),
  memberIcon: (value) =>
    isRecord(value)
      ? {
          iconUrl: value.icon,
          options: listOf(value, 'icons').map((option) =>
            isRecord(option) ? { code: option.id, url: option.iconUrl } : option,
          ),
        }
      : value,
  gameList: (value) =>
    isRecord(value) ? { data: { list: value.games, totalPage: value.totalPages } } : value,
  vendorGameTypes: (value) => ({
    list: listOf(value, 'list').map((entry) => (isRecord(entry) ? entry.gameType : entry)),
  }),
  favouriteIds: (value) => listOf(value, 'favGameIds').map(String),
  favouriteList: (value) =>
    isRecord(value) ? { list: value.content, pageNum: value.pageNum, totalPages: value.totalPages } : value,
  recentGames: (value) => ({ content: listOf(value, 'list') }),
  roomList: (value) => listOf(value, 'list'),
  lotteryMenu: (value) => listOf(value, 'list'),
  lotteryRecent: (value) => ({ content: listOf(value, 'list') }),
  lotteryDraws: (value) => ({ content: listOf(value, 'list') }),
  lotteryOpenedNumbers: (value) => ({ list: listOf(value, 'list') }),
  publicContent: (value) =>
    isRecord(value)
      ? Object.fromEntries(Object.entries(value).map(([code, items]) => [CONTENT_NAMES[code] ?? code, items]))
      : value,
  popularNotices: (value) => ({ content: listOf(value, 'list') }),
  winnerBoard: (value) => listOf(value, 'list'),
  chatModels: (value) => ({ list: listOf(value, 'list') }),
  helpCenter: (value) => ({ helpCenter: listOf(value, 'list') }),
  unreadCount: (value) =>
    isRecord(value)
      ? { counts: { messageCount: value.messages, missionCount: value.missions, rewardCount: value.rewards } }
      : { unreadCount: value },
  consolidatedFunds: (value) => {
    if (!isRecord(value)) return value;
    const { enableSalary, enableContract, ...flags } = value;
    const yesNo = Object.fromEntries(Object.entries(flags).map(([flag, on]) => [flag, on ? 'Y' : 'N']));
    return { consolidated: yesNo, enableSalary, enableContract };
  },
  merchantWallet: (value) => ({ wallets: listOf(value, 'list').map(walletOtherForm) }),
  walletTransfer: balancesOtherForm,
  uplineTransfer: (value) => (isRecord(value) ? { mainBalance: value.balance } : value),
  depositChannels: (value) =>
    listOf(value, 'list').map((channel) =>
      isRecord(channel)
        ? {
            channelId: channel.id,
            payType: channel.kind,
            channelName: channel.name,
            minAmount: channel.min,
            maxAmount: channel.max,
            quickAmounts: Array.isArray(channel.presets) ? channel.presets.join(',') : channel.presets,
            ...dailyOtherForm(channel.daily),
            arrivalMinutes: channel.processingMinutes,
          }
        : channel,
    ),
  deposit: (value) => ({ order: depositOtherForm(value) }),
  depositStatus: (value) => ({ data: depositOtherForm(value) }),
  depositOrders: (value) => ({ orders: listOf(value, 'list').map(depositOtherForm) }),
  withdrawInfo: (value) => {
    if (!isRecord(value)) return value;
    const fee = isRecord(value.fee) ? value.fee : {};
    return {
      limits: { minAmount: value.min, maxAmount: value.max, availableAmount: value.available },
      feeFixed: fee.fixed,
      feeRate: fee.rate,
      withdrawPasswordSet: value.hasWithdrawPassword ? 1 : 0,
      keyTypes: Array.isArray(value.pixKeyTypes)
        ? value.pixKeyTypes.map((type) => (type === 'RANDOM' ? 'evp' : String(type).toLowerCase())).join(',')
        : value.pixKeyTypes,
      autoConfirmMinutes: value.confirmTimeoutMinutes,
      ...dailyOtherForm(value.daily),
      arrivalMinutes: value.processingMinutes,
      ...(isRecord(value.held)
        ? { lockedAmount: value.held.amount, rolloverLeft: value.held.wagerLeft }
        : {}),
    };
  },
  withdraw: (value) => ({ order: withdrawalOtherForm(value) }),
  withdrawStatus: (value) => ({ data: withdrawalOtherForm(value) }),
  withdrawOrders: (value) => ({ orders: listOf(value, 'list').map(withdrawalOtherForm) }),
  withdrawConfirm: (value) => ({ order: withdrawalOtherForm(value) }),
  pixKeys: (value) => ({
    keys: listOf(value, 'list').map((key) =>
      isRecord(key)
        ? {
            keyId: key.id,
            keyType: key.type === 'RANDOM' ? 'evp' : String(key.type).toLowerCase(),
            pixKey: key.key,
            holderName: key.holder,
            createTime: key.createdAt,
          }
        : key,
    ),
  }),
  upline: (value) =>
    isRecord(value) ? { upline: { username: value.account, name: value.nickname } } : { hasUpline: false },
  registerSettings: registerFieldsAsList,
  // Issue 26 items 3 and 4 (reading): the session's figures under `data`, as the login time, bet amount and payout,
  // epoch ms, the net left for the reader to work out.
  sessionSummary: (value) =>
    isRecord(value)
      ? {
          data: {
            loginTime: Date.parse(String(value.startedAt)),
            betAmount: value.staked,
            payout: value.won,
            realityCheckInterval: value.realityCheckMinutes,
          },
        }
      : value,
  // Issue 26 item 2 (reading): the limits under `data`, words in lower case, flat pending fields, epoch times.
  limits: (value) => ({
    data: listOf(value, 'limits').map((limit) =>
      isRecord(limit)
        ? {
            type: String(limit.kind).toLowerCase(),
            cycle: String(limit.period).toLowerCase(),
            limit: limit.amount ?? 0,
            ...(limit.used === undefined ? {} : { usedAmount: String(limit.used) }),
            ...(typeof limit.resetsAt === 'string' ? { resetTime: Date.parse(limit.resetsAt) } : {}),
            ...(isRecord(limit.pending)
              ? {
                  pendingAmount: limit.pending.amount,
                  pendingRemoval: limit.pending.amount === null,
                  pendingEffectiveAt: Date.parse(String(limit.pending.confirmableAt)),
                  pendingExpiresAt: Date.parse(String(limit.pending.lapsesAt)),
                }
              : {}),
          }
        : limit,
    ),
  }),
  // Issue 26 item 5 (reading): the pause under `data`, its kind in lower snake case, epoch times.
  pauseStatus: (value) =>
    isRecord(value)
      ? {
          data: {
            type: String(value.kind).toLowerCase(),
            startTime: epoch(value.startedAt),
            endTime: value.endsAt === null ? null : epoch(value.endsAt),
          },
        }
      : value,
  twoStepStatus: (value) =>
    isRecord(value)
      ? {
          status: value.enabled ? 'ON' : 'OFF',
          ...(value.enabled ? { type: value.method === 'AUTHENTICATOR' ? 'TOTP' : value.method } : {}),
          supportedMethods: Array.isArray(value.methods) ? value.methods.join(',') : value.methods,
        }
      : value,
  bindAuthenticator: (value) =>
    isRecord(value) ? { data: { secretKey: value.secret, qrCodeUrl: value.otpauthUri } } : value,
  pointConfig: (value) => {
    if (!isRecord(value)) return value;
    const { rules, convertMin, convertStep, convertRate } = value;
    return { list: rules, convert: { min: convertMin, step: convertStep, rate: convertRate } };
  },
  convertPoint: (value) =>
    isRecord(value)
      ? { convertAmount: value.amount, pointBalance: value.points, mainBalance: value.balance }
      : value,
  redeemRecords: (value) =>
    isRecord(value)
      ? {
          content: listOf(value, 'list').map((record) =>
            isRecord(record)
              ? {
                  orderNo: record.referenceNo,
                  createTime: new Date(Number(record.applyTime)).toISOString(),
                  type: record.type,
                  rewardName: record.name,
                  quantity: record.quantity,
                  points: record.pointsRequirement,
                  amountRequirement: record.amountRequirement,
                  status: String(record.status).toUpperCase().replace(' ', '_'),
                  remark: record.remark === '' ? null : record.remark,
                }
              : record,
          ),
          totalPage: value.totalPages,
        }
      : value,
  pointsDetail: (value) =>
    isRecord(value)
      ? {
          rows: listOf(value, 'list').map((row) =>
            isRecord(row)
              ? {
                  createTime: Math.floor(Number(row.time) / 1000),
                  changePoints: row.changedPoints,
                  balance: row.pointsBalance,
                  type: String(row.type).toUpperCase(),
                }
              : row,
          ),
          totalPage: value.totalPages,
        }
      : value,
  affiliate: (value) =>
    isRecord(value) ? { affiliateCode: value.referralCode, inviteCount: value.invitedCount } : value,
  feedbackSettings: (value) =>
    isRecord(value)
      ? {
          min: value.minWords,
          max: value.maxWords,
          types: Array.isArray(value.questionTypes) ? value.questionTypes.join(',') : value.questionTypes,
        }
      : value,
  launchGame: (value) => (isRecord(value) ? { gameUrl: value.url } : value),
  freeTrialLaunch: (value) => (isRecord(value) ? { launchUrl: value.url } : value),
  ...RECORD_RESHAPE,
  ...AGENT_TEAM_RESHAPE,
  ...AGENT_REPORT_RESHAPE,
  ...ACCOUNT_SECURITY_RESHAPE,
  ...MEMBER_PROGRESS_RESHAPE,
  rewardPromotions: (value) =>
    listOf(value, 'promotions').map((promotion) =>
      isRecord(promotion)
        ? {
            id: promotion.id,
            name: promotion.title,
            promotionStatus: promotion.status,
            applyRequired: promotion.needApply ? 1 : 0,
            type: promotion.promotionType,
            description: promotion.content,
            image: promotion.imageUrl,
            beginTime: promotion.startTime,
            finishTime: promotion.endTime,
            reason: promotion.rejectReason,
            // Issue 23 item 6: the bonus under other names, its wagering nested.
            bonus: promotion.bonusAmount,
            bonusWallet: promotion.bonusBalance,
            rollover:
              promotion.wageringRequired === undefined
                ? undefined
                : {
                    done: promotion.wageredAmount,
                    target: promotion.wageringRequired,
                    expireTime: promotion.wageringEndTime,
                  },
          }
        : promotion,
    ),
  claimPromotion: (value) =>
    isRecord(value) && isRecord(value.prize)
      ? { status: value.status, prizeName: value.prize.name, prizeAmount: value.prize.amount }
      : value,
  missionSummary: (value) => ({
    missionList: listOf(value, 'missions').map((mission) =>
      isRecord(mission)
        ? {
            id: mission.id,
            title: mission.missionName,
            progress: mission.current,
            target: mission.goal,
            reward: mission.rewardAmount,
            isClaimed: mission.claimed ? 1 : 0,
            expireTime: mission.endTime,
          }
        : mission,
    ),
  }),
  missionLeaderboard: (value) => ({
    ranking: listOf(value, 'leaderboard').map((row) =>
      isRecord(row)
        ? { rank: row.ranking, name: row.customerName, score: row.points, isMe: row.isSelf }
        : row,
    ),
  }),
  claimMission: (value) => (isRecord(value) ? { amount: value.reward } : value),
  inboxMessages: (value) =>
    isRecord(value)
      ? {
          content: listOf(value, 'list').map((message) =>
            isRecord(message)
              ? {
                  id: message.id,
                  subject: message.title,
                  body: message.content,
                  createTime: message.sendTime,
                  isRead: message.read ? 1 : 0,
                  type: SPEC_MESSAGE_TYPES[String(message.category)] ?? message.category,
                }
              : message,
          ),
          totalElements: value.total,
        }
      : value,
};

/** The spec dialect's words for the messages' categories (issue 23 item 6), under `type`. */
const SPEC_MESSAGE_TYPES: Readonly<Record<string, string>> = {
  SYSTEM: 'notice',
  PROMOTION: 'promo',
  ACCOUNT: 'transaction',
};

/** A success answer's value in the dialect (the `codes` dialect is the handlers' own; `operator` as `spec`). */
export function reshapeValue(dialect: Dialect, name: EndpointName, value: unknown): unknown {
  if (dialect === 'codes' || value === null || value === undefined) return value;
  const reshape = RESHAPE[name];
  return loosen(reshape ? reshape(value) : value);
}

/**
 * A whole success answer in the dialect: the `operator` dialect's calls in its own wrapper `{ success, status,
 * payload }`, every other answer as `reshapeValue` makes its value.
 */
export function reshapeEnvelope(
  dialect: Dialect,
  name: EndpointName,
  envelope: { success?: unknown; value?: unknown },
): Record<string, unknown> {
  const operator = dialect === 'operator' ? OPERATOR_ANSWERS[name] : undefined;
  if (!operator) return { ...envelope, value: reshapeValue(dialect, name, envelope.value) };
  const { value, ...rest } = envelope;
  return {
    ...rest,
    status: 'OK',
    payload: value === null || value === undefined ? value : operator(value),
  };
}
