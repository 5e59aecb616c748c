import type { MockDb } from './db.ts';
import { type RewardFixture, rewardFixtures, STARTING_POINTS } from './fixtures/points.ts';

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
  answered: Record<string, { referenceNo: string; status: string; points: number }>;
  nextReference: number;
}

function seedPoints(): PointsState {
  const stock: Record<string, number> = {};
  for (const reward of rewardFixtures()) if (reward.stock !== undefined) stock[reward.id] = reward.stock;
  return {
    accounts: Object.fromEntries(Object.entries(STARTING_POINTS).map(([id, value]) => [id, { ...value }])),
    stock,
    redeems: {},
    answered: {},
    nextReference: 90001,
  };
}

export function pointsTable(db: MockDb): PointsState {
  db.state.points ??= seedPoints();
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
