import { roundMoney } from '@sorte/domain/cashier-amounts';
import type { MockDb } from './db.ts';
import type { MockAccount } from './fixtures/mockAccount.ts';
import {
  type PointDetailFixture,
  pastRedeemFixtures,
  pointConfigFixture,
  pointHistoryFixture,
  type RewardFixture,
  rewardFixtures,
  STARTING_POINTS,
} from './fixtures/points.ts';

// The point mall's state in the mock db (persisted with it like the rest): points and valid bet per account, the
// stock left per reward, the §3 redeem records, and the answers already given per Idempotency-Key.

/** §3 redeem record as the simulated gateway keeps it. */
export interface RedeemRecord {
  referenceNo: string;
  applyTime: number;
  type: string;
  name: string;
  quantity: number;
  pointsRequirement: number;
  amountRequirement: number;
  /** §4 redeem statuses: a new redeem is In Process. */
  status: 'In Process' | 'Rejected' | 'Approved';
  remark: string;
}

export interface PointsState {
  accounts: Record<string, { points: number; validBet: number }>;
  /** reward id → units left (unlimited rewards are absent). */
  stock: Record<string, number>;
  redeems: Record<string, RedeemRecord[]>;
  /** "<account id>:<Idempotency-Key>" → the answer given, so a retried redeem is not spent twice. */
  answered: Record<
    string,
    { referenceNo: string; status: string; points: number; amount?: number; balance?: number }
  >;
  nextReference: number;
  /** account id → §3 points detail rows, newest first (seeded per account on first read). */
  details: Record<string, PointDetailFixture[]>;
}

declare module './db.ts' {
  interface MockState {
    /** Points, reward stock and redeem records (./pointsState.ts; seeded on first use). */
    points?: PointsState;
  }
}

function seedPoints(now: number): PointsState {
  const stock: Record<string, number> = {};
  for (const reward of rewardFixtures()) if (reward.stock !== undefined) stock[reward.id] = reward.stock;
  return {
    accounts: Object.fromEntries(Object.entries(STARTING_POINTS).map(([id, value]) => [id, { ...value }])),
    stock,
    redeems: { '10001': pastRedeemFixtures(now) },
    answered: {},
    nextReference: 90001,
    details: {},
  };
}

export function pointsTable(db: MockDb): PointsState {
  db.state.points ??= seedPoints(db.now());
  // A state saved before the points detail existed gains it here.
  db.state.points.details ??= {};
  return db.state.points;
}

export function pointsOf(db: MockDb, accountId: string): { points: number; validBet: number } {
  const table = pointsTable(db);
  table.accounts[accountId] ??= { points: 0, validBet: 0 };
  return table.accounts[accountId];
}

/** The catalogue as served: the fixtures with the stock left. */
export function rewardsWithStock(db: MockDb): RewardFixture[] {
  const { stock } = pointsTable(db);
  return rewardFixtures().map((reward) =>
    reward.id in stock ? { ...reward, stock: stock[reward.id] } : { ...reward, stock: undefined },
  );
}

export function redeemRecords(db: MockDb, accountId: string): RedeemRecord[] {
  return pointsTable(db).redeems[accountId] ?? [];
}

/** §3 points detail of an account, newest first. */
export function pointDetails(db: MockDb, accountId: string): PointDetailFixture[] {
  const table = pointsTable(db);
  table.details[accountId] ??= pointHistoryFixture(accountId, pointsOf(db, accountId).points, db.now());
  return table.details[accountId];
}

/** Points change: the balance and a detail row (the history is seeded first, so it ends at the old balance). */
export function changePoints(
  db: MockDb,
  accountId: string,
  changedPoints: number,
  type: PointDetailFixture['type'],
) {
  const rows = pointDetails(db, accountId);
  const wallet = pointsOf(db, accountId);
  wallet.points += changedPoints;
  rows.unshift({ time: db.now(), changedPoints, pointsBalance: wallet.points, type });
}

export function addRedeemRecord(
  db: MockDb,
  accountId: string,
  record: Omit<RedeemRecord, 'referenceNo' | 'applyTime'>,
): RedeemRecord {
  const table = pointsTable(db);
  const full: RedeemRecord = { referenceNo: `PM${table.nextReference++}`, applyTime: db.now(), ...record };
  table.redeems[accountId] = [full, ...(table.redeems[accountId] ?? [])];
  return full;
}

/** The conversion rule the simulated gateway serves (pointConfig). */
export const CONVERSION = (() => {
  const { convertMin, convertStep, convertRate } = pointConfigFixture();
  return { min: convertMin, step: convertStep, pointsPerUnit: convertRate };
})();

/** passwordCheck/MCS2_convertPoint once checked: points down, main balance up, a redeem record and a detail row. */
export function convertPoints(db: MockDb, account: MockAccount, points: number) {
  const amount = Math.floor((points / CONVERSION.pointsPerUnit) * 100) / 100;
  changePoints(db, account.id, -points, 'redeem');
  account.balance = roundMoney(account.balance + amount);
  const record = addRedeemRecord(db, account.id, {
    type: 'BALANCE',
    name: 'Conversão de pontos em saldo',
    quantity: 1,
    pointsRequirement: points,
    amountRequirement: 0,
    status: 'Approved',
    remark: '',
  });
  return {
    referenceNo: record.referenceNo,
    amount,
    points: pointsOf(db, account.id).points,
    balance: account.balance,
  };
}
