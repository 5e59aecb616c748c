import { roundMoney } from '@sorte/domain/cashier-amounts';
import type {
  BetRecord,
  BonusRecord,
  BonusType,
  ProfitRecord,
  RebateCategory,
  RecordPage,
  TransactionRecord,
  TransactionType,
} from '@sorte/domain/records-model';
import { addDays, daysInRange, type IsoDate, todayIn } from '@sorte/domain/records-periods';
import { sumAmounts } from '@sorte/domain/records-totals';
import type { MockDb } from './db.ts';
import { VENDOR_FIXTURES } from './fixtures/games.ts';
import type { MockAccount } from './fixtures/mockAccount.ts';
import { createRng, hashText, type Rng } from './fixtures/random.ts';
import { page } from './handlers/query.ts';
import type { RecordVolume } from './scenarios.ts';

// The member centre's records in the simulated gateway. The history is generated, not stored: each account's bets,
// movements and bonuses of one calendar day come from a generator seeded by the account and the day, so they are
// the same on every start, in every test and in both dialects, and cost nothing to persist. What the player does
// (claiming a rebate) is stored in the db and joins the generated history. The platform's days run in São Paulo
// (UTC−3, no daylight saving since 2019).

/** How many days of history there are before today. */
export const HISTORY_DAYS = 150;
/** Bets a day: the usual player, and the `recordVolume: 'large'` scenario (5,000+ bets in 92 days). */
const BETS_PER_DAY: Record<RecordVolume, readonly [number, number]> = { normal: [1, 6], large: [55, 65] };
const DAY_MS = 86_400_000;
const UTC_OFFSET_MS = 3 * 3_600_000;

/** §2 manual rebate: the share of valid bets paid back, per game category. */
export const REBATE_RATES: Readonly<Record<string, number>> = {
  LOTT: 0.005,
  ELOTT: 0.005,
  LIVE: 0.008,
  SPORTS: 0.006,
  ESPORTS: 0.006,
  FISH: 0.008,
  RNG: 0.01,
  PVP: 0.005,
  COCKFIGHT: 0.005,
};
/** Valid bets older than this are no longer rebated (the first claim looks back this far). */
const REBATE_WINDOW_DAYS = 7;

export interface RebateClaim {
  accountId: string;
  id: string;
  time: string;
  gameCategory: string;
  amount: number;
}

export interface RecordsState {
  claims: RebateClaim[];
  /** account id → game category → epoch ms up to which valid bets are rebated */
  rebatedUntil: Record<string, Record<string, number>>;
  nextId: number;
}

declare module './db.ts' {
  interface MockState {
    /** Rebate claims and how far each category is rebated (./recordsState.ts; the history itself is generated). */
    records?: RecordsState;
  }
}

export function recordsTable(db: MockDb): RecordsState {
  db.state.records ??= { claims: [], rebatedUntil: {}, nextId: 90001 };
  return db.state.records;
}

const dayStart = (day: IsoDate) => Date.parse(`${day}T00:00:00Z`) + UTC_OFFSET_MS;
const iso = (ms: number) => new Date(ms).toISOString();
const cents = (rng: Rng, min: number, max: number) => rng.int(min * 100, max * 100) / 100;
const newestFirst = <Row extends { time: string }>(a: Row, b: Row) => b.time.localeCompare(a.time) || 0;

const GAME_NAMES: Readonly<Record<string, readonly string[]>> = {
  LOTT: ['Mega Sorte', 'Quina da Sorte', 'Loto Fácil'],
  ELOTT: ['Loto Relâmpago 1 min', 'Loto Relâmpago 5 min'],
  LIVE: ['Roleta ao Vivo', 'Bacará Speed', 'Blackjack VIP'],
  SPORTS: ['Brasileirão: Flamengo x Palmeiras', 'Copa: Brasil x Argentina', 'NBA: Lakers x Celtics'],
  ESPORTS: ['CS2: FURIA x NAVI', 'LoL: paiN x LOUD'],
  FISH: ['Pesca Dourada', 'Rei do Oceano'],
  RNG: ['Fortuna do Tigre', 'Carnaval Slots', 'Frutas da Praia', 'Gates of Rio'],
  PVP: ['Truco', 'Poker Texas'],
  COCKFIGHT: ['Rinha Arena 1'],
};
const CATEGORY_WEIGHTS = [
  'RNG',
  'RNG',
  'RNG',
  'LIVE',
  'LIVE',
  'SPORTS',
  'LOTT',
  'ELOTT',
  'FISH',
  'PVP',
  'ESPORTS',
  'COCKFIGHT',
];
const VENDORS_BY_CATEGORY = Object.fromEntries(
  Object.keys(GAME_NAMES).map((category) => [
    category,
    VENDOR_FIXTURES.filter((vendor) => vendor.category === category).map((vendor) => vendor.vassalage),
  ]),
);

function dayRng(accountId: string, day: IsoDate, what: string): Rng {
  return createRng(hashText(`${accountId}:${day}:${what}`));
}

const betCache = new Map<string, BetRecord[]>();

const SPORTS_PICKS = ['vence', 'empate ou vence', 'mais de 2,5 gols', 'ambos marcam'] as const;

/**
 * A bet's round and picks (issue 23 item 6), from its id alone so the day's other figures stay as they were: every
 * bet has a round; a sports bet its picks with odds; a lottery bet its numbers.
 */
function betDetails(bet: BetRecord): Pick<BetRecord, 'roundId' | 'odds' | 'selections'> {
  const hash = hashText(bet.id);
  const roundId = String(hash % 1_000_000_000).padStart(9, '0');
  if (bet.gameCategory === 'SPORTS' || bet.gameCategory === 'ESPORTS') {
    const teams = bet.gameName.replace(/^[^:]*:\s*/, '').split(' x ');
    const legs = [0, 1].slice(0, 1 + (hash % 2)).map((leg) => ({
      label: `${teams[(hash >>> leg) % teams.length] ?? bet.gameName} ${SPORTS_PICKS[(hash >>> (leg + 2)) % SPORTS_PICKS.length]}`,
      odds: Math.round((1.2 + ((hash >>> (leg * 4)) % 30) / 10) * 100) / 100,
    }));
    const odds = Math.round(legs.reduce((product, leg) => product * leg.odds, 1) * 100) / 100;
    return { roundId, odds, selections: legs };
  }
  if (bet.gameCategory === 'LOTT' || bet.gameCategory === 'ELOTT') {
    const numbers = [0, 1, 2, 3, 4].map((n) => String(((hash >>> (n * 5)) % 60) + 1).padStart(2, '0'));
    return { roundId, selections: [{ label: `Números ${numbers.join(' · ')}` }] };
  }
  return { roundId };
}

/** One day's bets of an account, newest first (the same every time). */
function betsOfDay(accountId: string, day: IsoDate, volume: RecordVolume): BetRecord[] {
  const key = `${accountId}:${day}:${volume}`;
  const cached = betCache.get(key);
  if (cached) return cached;
  const rng = dayRng(accountId, day, `bets:${volume}`);
  const [min, max] = BETS_PER_DAY[volume];
  const start = dayStart(day);
  const bets: BetRecord[] = [];
  const count = rng.int(min, max);
  for (let n = 0; n < count; n++) {
    const gameCategory = rng.pick(CATEGORY_WEIGHTS);
    const betAmount = rng.pick([1, 2, 5, 10, 20, 25, 50, 100]) * (rng.chance(0.1) ? 5 : 1);
    const status = rng.chance(0.03) ? 'CANCELLED' : rng.chance(0.04) ? 'UNSETTLED' : 'SETTLED';
    const won = rng.chance(0.42);
    const payout =
      status === 'SETTLED' && won ? roundMoney(betAmount * (1 + rng.next() * rng.pick([0.5, 1, 2, 5]))) : 0;
    const vendors = VENDORS_BY_CATEGORY[gameCategory] ?? [];
    const bet: BetRecord = {
      id: `B${day.replaceAll('-', '')}${String(n).padStart(3, '0')}${accountId.slice(-2)}`,
      time: iso(start + rng.int(0, DAY_MS / 1000 - 1) * 1000),
      gameCategory,
      gameName: rng.pick(GAME_NAMES[gameCategory] ?? ['Jogo']),
      betAmount,
      validBet: status === 'SETTLED' ? betAmount : 0,
      payout,
      profit: status === 'SETTLED' ? roundMoney(payout - betAmount) : 0,
      status,
    };
    if (vendors.length > 0) bet.vendor = rng.pick(vendors);
    Object.assign(bet, betDetails(bet));
    bets.push(bet);
  }
  bets.sort(newestFirst);
  if (betCache.size > 20_000) betCache.clear();
  betCache.set(key, bets);
  return bets;
}

const BONUS_NAMES: Readonly<Record<Exclude<BonusType, 'REBATE'>, string>> = {
  PROMOTION: 'Bônus de depósito',
  VIP: 'Bônus de nível VIP',
  MISSION: 'Recompensa de missão',
  RAFFLE: 'Prêmio do sorteio',
  REFERRAL: 'Bônus de indicação',
};

function bonusesOfDay(accountId: string, day: IsoDate): BonusRecord[] {
  const rng = dayRng(accountId, day, 'bonuses');
  if (!rng.chance(0.18)) return [];
  const type = rng.pick(Object.keys(BONUS_NAMES) as Exclude<BonusType, 'REBATE'>[]);
  return [
    {
      id: `BN${day.replaceAll('-', '')}${accountId.slice(-2)}`,
      time: iso(dayStart(day) + rng.int(8 * 3600, 22 * 3600) * 1000),
      type,
      name: BONUS_NAMES[type],
      amount: rng.pick([5, 10, 18.88, 25, 50, 88]),
      status: rng.chance(0.1) ? 'PENDING' : rng.chance(0.05) ? 'REJECTED' : 'ISSUED',
    },
  ];
}

function movementsOfDay(accountId: string, day: IsoDate): TransactionRecord[] {
  const rng = dayRng(accountId, day, 'movements');
  const start = dayStart(day);
  const movements: TransactionRecord[] = [];
  const add = (type: TransactionType, amount: number, remark?: string) => {
    const movement: TransactionRecord = {
      id: `T${day.replaceAll('-', '')}${movements.length}${accountId.slice(-2)}`,
      time: iso(start + rng.int(7 * 3600, 23 * 3600) * 1000),
      type,
      amount,
      status: rng.chance(0.06) ? 'FAILED' : rng.chance(0.05) ? 'PENDING' : 'SUCCESS',
    };
    if (remark) movement.remark = remark;
    movements.push(movement);
  };
  if (rng.chance(0.3)) add('DEPOSIT', rng.pick([20, 50, 100, 200, 500]), 'PIX');
  if (rng.chance(0.12)) add('WITHDRAW', -rng.pick([50, 100, 300]), 'PIX');
  if (rng.chance(0.2)) {
    const vendor = rng.pick(VENDORS_BY_CATEGORY.LIVE ?? ['AOVIVO']);
    const amount = cents(rng, 10, 200);
    add('TRANSFER_OUT', -amount, vendor);
    add('TRANSFER_IN', roundMoney(amount * rng.next()), vendor);
  }
  if (rng.chance(0.02)) add('ADJUSTMENT', cents(rng, 1, 20));
  for (const bonus of bonusesOfDay(accountId, day)) {
    if (bonus.status === 'ISSUED')
      movements.push({
        id: `T${bonus.id}`,
        time: bonus.time,
        type: 'BONUS',
        amount: bonus.amount,
        status: 'SUCCESS',
        remark: bonus.name,
      });
  }
  return movements;
}

/** The days of `start`…`end` that have history (not before HISTORY_DAYS ago, not after today), newest first. */
function daysWithHistory(db: MockDb, start: IsoDate, end: IsoDate): IsoDate[] {
  const today = todayIn(db.now());
  const first = addDays(today, -HISTORY_DAYS);
  const from = start < first ? first : start;
  const to = end > today ? today : end;
  if (from > to) return [];
  const days: IsoDate[] = [];
  for (let n = daysInRange({ start: from, end: to }) - 1; n >= 0; n--) days.push(addDays(from, n));
  return days;
}

const notLater = (db: MockDb) => {
  const now = iso(db.now());
  return (row: { time: string }) => row.time <= now;
};

export interface RecordFilters {
  startDate: IsoDate;
  endDate: IsoDate;
  type?: string | undefined;
  status?: string | undefined;
  gameCategory?: string | undefined;
}

/** The account's bets in the range (filtered by status and game category), newest first. */
export function betsOf(db: MockDb, account: MockAccount, filters: RecordFilters): BetRecord[] {
  const volume = db.scenario.recordVolume ?? 'normal';
  const past = notLater(db);
  return daysWithHistory(db, filters.startDate, filters.endDate)
    .flatMap((day) => betsOfDay(account.id, day, volume))
    .filter(
      (bet) =>
        past(bet) &&
        (!filters.status || bet.status === filters.status) &&
        (!filters.gameCategory || bet.gameCategory === filters.gameCategory),
    );
}

function claimsOf(db: MockDb, accountId: string, filters: RecordFilters): RebateClaim[] {
  const from = dayStart(filters.startDate);
  const to = dayStart(filters.endDate) + DAY_MS;
  return recordsTable(db).claims.filter((claim) => {
    const time = Date.parse(claim.time);
    return claim.accountId === accountId && time >= from && time < to;
  });
}

export function bonusesOf(db: MockDb, account: MockAccount, filters: RecordFilters): BonusRecord[] {
  const past = notLater(db);
  const claimed: BonusRecord[] = claimsOf(db, account.id, filters).map((claim) => ({
    id: `BN${claim.id}`,
    time: claim.time,
    type: 'REBATE',
    name: `Rebate ${claim.gameCategory}`,
    amount: claim.amount,
    status: 'ISSUED',
  }));
  return [
    ...claimed,
    ...daysWithHistory(db, filters.startDate, filters.endDate).flatMap((day) =>
      bonusesOfDay(account.id, day),
    ),
  ]
    .filter(
      (bonus) =>
        past(bonus) &&
        (!filters.type || bonus.type === filters.type) &&
        (!filters.status || bonus.status === filters.status),
    )
    .sort(newestFirst);
}

function movementsSince(
  db: MockDb,
  account: MockAccount,
  startDate: IsoDate,
  endDate: IsoDate,
): TransactionRecord[] {
  const range = { startDate, endDate };
  const claimed: TransactionRecord[] = claimsOf(db, account.id, range).map((claim) => ({
    id: `T${claim.id}`,
    time: claim.time,
    type: 'REBATE',
    amount: claim.amount,
    status: 'SUCCESS',
    remark: claim.gameCategory,
  }));
  return [
    ...claimed,
    ...daysWithHistory(db, startDate, endDate).flatMap((day) => movementsOfDay(account.id, day)),
  ]
    .filter(notLater(db))
    .sort(newestFirst);
}

const matching = (filters: RecordFilters) => (row: TransactionRecord) =>
  (!filters.type || row.type === filters.type) && (!filters.status || row.status === filters.status);

/** The account's movements in the range (filtered by type and status), newest first. */
export function movementsOf(db: MockDb, account: MockAccount, filters: RecordFilters): TransactionRecord[] {
  return movementsSince(db, account, filters.startDate, filters.endDate).filter(matching(filters));
}

/**
 * The account record's movements: as movementsOf, each with the balance after it, counted back from the account's
 * balance now over every movement since the range's start (a failed or pending one moves nothing). Where that count
 * would go below zero the movement is older than the simulated wallet and gets no balance.
 */
export function movementsWithBalanceOf(
  db: MockDb,
  account: MockAccount,
  filters: RecordFilters,
): TransactionRecord[] {
  const history = movementsSince(db, account, filters.startDate, todayIn(db.now()));
  let balance: number | null = account.balance;
  for (const row of history) {
    if (balance === null) break;
    row.balanceAfter = balance;
    if (row.status === 'SUCCESS') balance = roundMoney(balance - row.amount);
    if (balance < 0) balance = null;
  }
  const end = dayStart(filters.endDate) + DAY_MS;
  return history.filter((row) => Date.parse(row.time) < end && matching(filters)(row));
}

/** Settled bets added up per day and game category, newest day first, categories in a fixed order. */
export function profitOf(db: MockDb, account: MockAccount, filters: RecordFilters): ProfitRecord[] {
  const groups = new Map<string, ProfitRecord>();
  for (const bet of betsOf(db, account, { ...filters, status: 'SETTLED' })) {
    const date = todayIn(Date.parse(bet.time));
    const key = `${date}:${bet.gameCategory}`;
    const group = groups.get(key) ?? {
      date,
      gameCategory: bet.gameCategory,
      betCount: 0,
      betAmount: 0,
      validBet: 0,
      payout: 0,
      profit: 0,
    };
    group.betCount += 1;
    Object.assign(group, sumAmounts([group, bet], ['betAmount', 'validBet', 'payout', 'profit']));
    groups.set(key, group);
  }
  return [...groups.values()].sort(
    (a, b) => b.date.localeCompare(a.date) || a.gameCategory.localeCompare(b.gameCategory),
  );
}

/** A page of rows with the count and the totals of them all. */
export function recordPage<Row, Totals>(
  rows: Row[],
  totals: (rows: Row[]) => Totals,
  pageNo: number,
  pageSize: number,
): RecordPage<Row, Totals> {
  const { items, totalPages } = page(rows, pageNo, pageSize);
  return { rows: items, total: rows.length, totalPages, totals: totals(rows) };
}

// ---- manual rebate ---------------------------------------------------------------------------------------------

/** What each category's rebate would pay now: valid bets since the last claim (at most a week back) × its rate. */
export function rebatesOf(db: MockDb, account: MockAccount): RebateCategory[] {
  const now = db.now();
  const until = recordsTable(db).rebatedUntil[account.id] ?? {};
  const today = todayIn(now);
  const bets = betsOf(db, account, {
    startDate: addDays(today, -REBATE_WINDOW_DAYS),
    endDate: today,
    status: 'SETTLED',
  });
  return Object.entries(REBATE_RATES).map(([gameCategory, rate]) => {
    const since = until[gameCategory] ?? now - REBATE_WINDOW_DAYS * DAY_MS;
    const validBet = sumAmounts(
      bets.filter((bet) => bet.gameCategory === gameCategory && Date.parse(bet.time) > since),
      ['validBet'],
    ).validBet;
    return { gameCategory, validBet, rate, claimable: Math.floor(validBet * rate * 100) / 100 };
  });
}

/** Credits the claimable rebate of one category (or every category) to the main wallet. Returns what was paid. */
export function claimRebates(db: MockDb, account: MockAccount, gameCategory?: string): number {
  const table = recordsTable(db);
  const now = db.now();
  let claimed = 0;
  for (const rebate of rebatesOf(db, account)) {
    if ((gameCategory && rebate.gameCategory !== gameCategory) || rebate.claimable <= 0) continue;
    table.rebatedUntil[account.id] = { ...table.rebatedUntil[account.id], [rebate.gameCategory]: now };
    table.claims.unshift({
      accountId: account.id,
      id: `R${table.nextId++}`,
      time: iso(now),
      gameCategory: rebate.gameCategory,
      amount: rebate.claimable,
    });
    claimed = roundMoney(claimed + rebate.claimable);
  }
  account.balance = roundMoney(account.balance + claimed);
  return claimed;
}
