import type {
  DownlineTransaction,
  PalStatementRow,
  PalStatementTotals,
  RevenueRow,
  RevenueTotals,
  SalaryKind,
  SalaryRecord,
  SalaryTotals,
} from '@sorte/domain/agent-reports';
import { type SalaryPeriodFigures, type SalaryTermsByKind, salaryOf } from '@sorte/domain/agent-salary';
import { roundMoney } from '@sorte/domain/cashier-amounts';
import { addDays, daysInRange, type IsoDate, todayIn } from '@sorte/domain/records-periods';
import { sumAmounts } from '@sorte/domain/records-totals';
import { teamOf } from './agentTeam.ts';
import type { MockDb } from './db.ts';
import type { MockAccount } from './fixtures/mockAccount.ts';
import { createRng, hashText } from './fixtures/random.ts';
import { betsOf, bonusesOf, HISTORY_DAYS, movementsOf, type RecordFilters } from './recordsState.ts';

// The agent centre's reports in the simulated gateway, generated like the member centre's records (./recordsState.ts):
// each team member's figures of one day come from a generator seeded by the member and the day, so every report
// agrees with the others and is the same on every start and in both dialects. The agent's own statement is the
// member centre's betting record and bonuses added up per day; the downlines' movements are each member's account
// record. Hours and 5-minute slots split a day's team figures by seeded weights. Days run in São Paulo (UTC−3).

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const SLOT_MS = 300_000;
const UTC_OFFSET_MS = 3 * HOUR_MS;
const dayStart = (day: IsoDate) => Date.parse(`${day}T00:00:00Z`) + UTC_OFFSET_MS;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The demo contract terms (§3 Contract) the agent's salary and dividend records are computed with. The contracts
 * (issue 14 item 7) are built apart: connect this to the agent's accepted contracts with its upline once they are
 * in the simulated gateway's state.
 */
export function demoContractTerms(_db: MockDb, _agent: MockAccount): SalaryTermsByKind {
  return {
    dividend: { rate: 0.3, periodValidBet: 20_000, periodProfitLoss: 500, activeMembers: 2 },
    daily: { rate: 0.004, dailyBetAmount: 1_000, activeMembers: 2 },
    hourly: { rate: 0.002, hourlyBetAmount: 100, activeMembers: 1 },
    // Paid every 5 minutes on the slot's valid bets: at 0.3 % / 0.1 % a slot of the demo team (R$ 30-150) paid
    // R$ 0,00-0,30, which read as no salary at all.
    realtime: { profitSalaryRate: 0.006, lossSalaryRate: 0.003, singleBetAmount: 10 },
  };
}

/** The agent's commission on the house's result from the team, per game category (the revenue report). */
export const REVENUE_SHARE = 0.25;
const REVENUE_CATEGORIES = [
  'LOTT',
  'ELOTT',
  'LIVE',
  'SPORTS',
  'ESPORTS',
  'FISH',
  'RNG',
  'PVP',
  'COCKFIGHT',
  'INHOUSE',
] as const;

interface DayFigures {
  betCount: number;
  betAmount: number;
  validBet: number;
  /** The players' result. */
  winLoss: number;
  bonus: number;
  rebate: number;
}

const NO_FIGURES: DayFigures = { betCount: 0, betAmount: 0, validBet: 0, winLoss: 0, bonus: 0, rebate: 0 };
const FIGURE_KEYS = ['betAmount', 'validBet', 'winLoss', 'bonus', 'rebate'] as const;

const dayCache = new Map<string, DayFigures>();

/** One member's figures of one whole day (seeded); more than half the members play on a given day. */
function memberDay(accountId: string, day: IsoDate): DayFigures {
  const key = `${accountId}:${day}`;
  const cached = dayCache.get(key);
  if (cached) return cached;
  const rng = createRng(hashText(`team:${key}`));
  let figures = NO_FIGURES;
  if (rng.chance(0.6)) {
    const betCount = rng.int(5, 120);
    const betAmount = roundMoney(betCount * rng.pick([5, 10, 20, 50, 100]) * (0.5 + rng.next()));
    const validBet = roundMoney(betAmount * (0.9 + rng.next() * 0.1));
    const winLoss = roundMoney(betAmount * (rng.next() * 0.5 - 0.3));
    figures = {
      betCount,
      betAmount,
      validBet,
      winLoss,
      bonus: rng.chance(0.15) ? rng.pick([5, 10, 18.88, 25]) : 0,
      rebate: roundMoney(validBet * 0.005),
    };
  }
  if (dayCache.size > 200_000) dayCache.clear();
  dayCache.set(key, figures);
  return figures;
}

/** The share of a day that has passed at `now` (1 for a past day, 0 for a future one). */
function elapsed(day: IsoDate, now: number): number {
  return Math.min(1, Math.max(0, (now - dayStart(day)) / DAY_MS));
}

const scaled = (figures: DayFigures, share: number): DayFigures =>
  share >= 1
    ? figures
    : {
        betCount: Math.floor(figures.betCount * share),
        betAmount: roundMoney(figures.betAmount * share),
        validBet: roundMoney(figures.validBet * share),
        winLoss: roundMoney(figures.winLoss * share),
        bonus: share > 0.5 ? figures.bonus : 0,
        rebate: roundMoney(figures.rebate * share),
      };

/** The days of a range that have history (not before HISTORY_DAYS ago, not after today), newest first. */
function historyDays(db: MockDb, start: IsoDate, end: IsoDate): IsoDate[] {
  const today = todayIn(db.now());
  const first = addDays(today, -HISTORY_DAYS);
  const from = start < first ? first : start;
  const to = end > today ? today : end;
  if (from > to) return [];
  const days: IsoDate[] = [];
  for (let n = daysInRange({ start: from, end: to }) - 1; n >= 0; n--) days.push(addDays(from, n));
  return days;
}

const add = (into: DayFigures, figures: DayFigures) => {
  into.betCount += figures.betCount;
  Object.assign(into, sumAmounts([into, figures], FIGURE_KEYS));
};

const profitLossOf = (f: { winLoss: number; bonus: number; rebate: number }) =>
  roundMoney(-(f.winLoss + f.bonus + f.rebate));

const statementRow = (id: string, account: string, f: DayFigures): PalStatementRow => ({
  id,
  account,
  betCount: f.betCount,
  betAmount: f.betAmount,
  validBet: f.validBet,
  winLoss: f.winLoss,
  bonus: f.bonus,
  rebate: f.rebate,
  profitLoss: profitLossOf(f),
});

const matches = (account: MockAccount, search: string | undefined) =>
  !search || account.account.toLowerCase().includes(search.toLowerCase());

export interface AgentReportFilters extends RecordFilters {
  scope?: 'team' | 'self' | undefined;
  account?: string | undefined;
}

/**
 * The profit and loss statement: the team's one row per member who played in the range (most bet first), or the
 * agent's own one row per day it played (newest first), from its betting record and bonuses.
 */
export function palStatementsOf(
  db: MockDb,
  agent: MockAccount,
  filters: AgentReportFilters,
): PalStatementRow[] {
  if (filters.scope === 'self') return selfStatements(db, agent, filters);
  const now = db.now();
  const days = historyDays(db, filters.startDate, filters.endDate);
  const rows: PalStatementRow[] = [];
  for (const member of teamOf(db, agent.id)) {
    if (!matches(member, filters.account)) continue;
    const total = { ...NO_FIGURES };
    for (const day of days) add(total, scaled(memberDay(member.id, day), elapsed(day, now)));
    if (total.betCount > 0) rows.push(statementRow(member.id, member.account, total));
  }
  return rows.sort((a, b) => b.betAmount - a.betAmount || a.account.localeCompare(b.account));
}

function selfStatements(db: MockDb, agent: MockAccount, filters: AgentReportFilters): PalStatementRow[] {
  const range = { startDate: filters.startDate, endDate: filters.endDate };
  const byDay = new Map<IsoDate, DayFigures>();
  const dayOf = (time: string) => {
    const date = todayIn(Date.parse(time));
    const figures = byDay.get(date) ?? { ...NO_FIGURES };
    byDay.set(date, figures);
    return figures;
  };
  for (const bet of betsOf(db, agent, { ...range, status: 'SETTLED' }))
    add(dayOf(bet.time), { ...NO_FIGURES, betCount: 1, ...bet, winLoss: bet.profit, bonus: 0, rebate: 0 });
  for (const bonus of bonusesOf(db, agent, { ...range, status: 'ISSUED' })) {
    const field = bonus.type === 'REBATE' ? 'rebate' : 'bonus';
    add(dayOf(bonus.time), { ...NO_FIGURES, [field]: bonus.amount });
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([date, figures]) => ({ ...statementRow(`${agent.id}:${date}`, agent.account, figures), date }));
}

export function palTotals(rows: readonly PalStatementRow[]): PalStatementTotals {
  return sumAmounts(rows, ['betAmount', 'validBet', 'winLoss', 'bonus', 'rebate', 'profitLoss']);
}

/** The team's day figures (`share` of the day: 1 for all of it) added up, and its active members: those who played. */
function teamDay(team: readonly MockAccount[], day: IsoDate, share: number): DayFigures & { active: number } {
  const total = { ...NO_FIGURES, active: 0 };
  for (const member of team) {
    const figures = scaled(memberDay(member.id, day), share);
    if (figures.betCount > 0) total.active += 1;
    add(total, figures);
  }
  return total;
}

/** The revenue report: the team's figures of the range split per game category by seeded daily weights. */
export function revenueOf(db: MockDb, agent: MockAccount, filters: AgentReportFilters): RevenueRow[] {
  const team = filters.scope === 'self' ? [agent] : teamOf(db, agent.id);
  const rows = new Map<string, RevenueRow>(
    REVENUE_CATEGORIES.map((gameCategory) => [
      gameCategory,
      { gameCategory, betCount: 0, betAmount: 0, validBet: 0, winLoss: 0, revenue: 0 },
    ]),
  );
  for (const day of historyDays(db, filters.startDate, filters.endDate)) {
    const total = teamDay(team, day, elapsed(day, db.now()));
    if (total.betCount === 0) continue;
    const rng = createRng(hashText(`revenue:${agent.id}:${day}`));
    const weights = REVENUE_CATEGORIES.map((category) => (category === 'RNG' ? 4 : 1) * rng.next());
    const sum = weights.reduce((a, b) => a + b, 0);
    REVENUE_CATEGORIES.forEach((category, index) => {
      const share = (weights[index] as number) / sum;
      const row = rows.get(category) as RevenueRow;
      const winLoss = roundMoney(total.betAmount * share * (rng.next() * 0.5 - 0.3));
      row.betCount += Math.round(total.betCount * share);
      row.betAmount = roundMoney(row.betAmount + total.betAmount * share);
      row.validBet = roundMoney(row.validBet + total.validBet * share);
      row.winLoss = roundMoney(row.winLoss + winLoss);
      row.revenue = roundMoney(row.revenue - winLoss * REVENUE_SHARE);
    });
  }
  return [...rows.values()].filter(
    (row) => !filters.gameCategory || row.gameCategory === filters.gameCategory,
  );
}

export function revenueTotals(rows: readonly RevenueRow[]): RevenueTotals {
  return sumAmounts(rows, ['betAmount', 'validBet', 'winLoss', 'revenue']);
}

/** The downlines' movements: each team member's account record in the range, newest first. */
export function downlineTransactionsOf(
  db: MockDb,
  agent: MockAccount,
  filters: AgentReportFilters,
): DownlineTransaction[] {
  return teamOf(db, agent.id)
    .filter((member) => matches(member, filters.account))
    .flatMap((member) =>
      movementsOf(db, member, filters).map((movement) => ({
        ...movement,
        id: `${movement.id}-${member.id}`,
        account: member.account,
      })),
    )
    .sort((a, b) => b.time.localeCompare(a.time));
}

// ---- salary and dividend records ---------------------------------------------------------------------------------

const hourWeights = (agentId: string, day: IsoDate) => {
  const rng = createRng(hashText(`hours:${agentId}:${day}`));
  // Evenings play most; a team of dozens never goes quiet for a whole hour (a weight near 0 left hours, and their
  // real-time slots, with a few centavos of bets).
  const weights = Array.from(
    { length: 24 },
    (_, hour) => (hour >= 18 ? 3 : hour >= 9 ? 2 : 0.5) * (0.75 + rng.next() * 0.5),
  );
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((weight) => weight / sum);
};

function salaryRow(
  kind: SalaryKind,
  terms: SalaryTermsByKind,
  start: number,
  end: number,
  figures: SalaryPeriodFigures,
  now: number,
  pendingFor: number,
): SalaryRecord {
  const { rate, amount, reached } = salaryOf(kind, terms[kind], figures);
  return {
    id: `${kind.slice(0, 2).toUpperCase()}${start}`,
    periodStart: iso(start),
    periodEnd: iso(end),
    validBet: figures.validBet,
    profitLoss: figures.profitLoss,
    activeMembers: figures.activeMembers,
    rate,
    amount,
    status: !reached ? 'NOT_REACHED' : now - end < pendingFor ? 'PENDING' : 'PAID',
  };
}

/**
 * What each settled period of the range paid under the demo terms (`demoContractTerms`), newest first: dividends
 * per half month (§4 Semimonthly), daily salary per day, hourly per hour, real-time per 5-minute slot (§9). A
 * period is listed once it has ended and the team played in it; the latest settled one is pending (not yet credited)
 * for one more period.
 */
export function salaryRecordsOf(
  db: MockDb,
  agent: MockAccount,
  kind: SalaryKind,
  filters: RecordFilters,
): SalaryRecord[] {
  const now = db.now();
  const terms = demoContractTerms(db, agent);
  const team = teamOf(db, agent.id);
  const days = historyDays(db, filters.startDate, filters.endDate);
  const rows: SalaryRecord[] = [];
  const figuresOf = (total: DayFigures & { active: number }, share = 1): SalaryPeriodFigures => ({
    validBet: roundMoney(total.validBet * share),
    profitLoss: roundMoney(profitLossOf(total) * share),
    activeMembers: total.active,
  });

  if (kind === 'dividend') {
    const halves = new Map<string, IsoDate[]>();
    for (const day of days) {
      const key = `${day.slice(0, 8)}${Number(day.slice(8)) <= 15 ? '01' : '16'}`;
      halves.set(key, [...(halves.get(key) ?? []), day]);
    }
    for (const [first, halfDays] of halves) {
      const last = first.endsWith('01')
        ? `${first.slice(0, 8)}15`
        : addDays(`${addDays(first, 20).slice(0, 8)}01`, -1);
      const end = dayStart(addDays(last, 1));
      if (end > now) continue;
      const total = { ...NO_FIGURES, active: 0 };
      const active = new Set<string>();
      for (const day of halfDays) {
        for (const member of team) {
          const figures = memberDay(member.id, day);
          if (figures.betCount > 0) active.add(member.id);
          add(total, figures);
        }
      }
      total.active = active.size;
      rows.push(salaryRow(kind, terms, dayStart(first), end, figuresOf(total), now, 16 * DAY_MS));
    }
  } else {
    for (const day of days) {
      const start = dayStart(day);
      if (start > now) continue;
      if (kind === 'daily') {
        const total = teamDay(team, day, 1);
        if (start + DAY_MS <= now)
          rows.push(salaryRow(kind, terms, start, start + DAY_MS, figuresOf(total), now, DAY_MS));
        continue;
      }
      // The whole day's figures split by the hour; only the hours (slots) already over are listed.
      const whole = teamDay(team, day, 1);
      const weights = hourWeights(agent.id, day);
      for (let hour = 23; hour >= 0; hour--) {
        const hourStart = start + hour * HOUR_MS;
        const share = weights[hour] as number;
        const active = Math.min(whole.active, Math.round(whole.active * share * 8));
        if (kind === 'hourly') {
          if (hourStart + HOUR_MS <= now)
            rows.push(
              salaryRow(
                kind,
                terms,
                hourStart,
                hourStart + HOUR_MS,
                { ...figuresOf(whole, share), activeMembers: active },
                now,
                HOUR_MS,
              ),
            );
          continue;
        }
        const rng = createRng(hashText(`slots:${agent.id}:${hourStart}`));
        for (let slot = 11; slot >= 0; slot--) {
          const slotStart = hourStart + slot * SLOT_MS;
          const slotShare = (share * (0.5 + rng.next())) / 12;
          if (slotStart + SLOT_MS > now || whole.validBet === 0) continue;
          const validBet = roundMoney(whole.validBet * slotShare * (0.6 + rng.next() * 0.3));
          const profitLoss = roundMoney(whole.betAmount * slotShare * (rng.next() * 0.5 - 0.2));
          rows.push(
            salaryRow(
              kind,
              terms,
              slotStart,
              slotStart + SLOT_MS,
              { validBet, profitLoss, activeMembers: Math.max(1, active) },
              now,
              SLOT_MS,
            ),
          );
        }
      }
    }
  }
  return rows
    .filter((row) => row.validBet > 0 && (!filters.status || row.status === filters.status))
    .sort((a, b) => b.periodStart.localeCompare(a.periodStart));
}

export function salaryTotals(rows: readonly SalaryRecord[]): SalaryTotals {
  return {
    validBet: sumAmounts(rows, ['validBet']).validBet,
    amount: sumAmounts(
      rows.filter((row) => row.status !== 'NOT_REACHED'),
      ['amount'],
    ).amount,
  };
}
