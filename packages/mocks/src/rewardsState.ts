import type { MockDb } from './db.ts';
import type { MockAccount } from './fixtures/mockAccount.ts';
import {
  INBOX_SIZE,
  type MessageFixture,
  type MissionFixture,
  messageFixtures,
  missionFixtures,
  type RewardPromotionFixture,
  rewardPromotionFixtures,
} from './fixtures/rewards.ts';

// The reward centre's, missions' and messages' state in the mock db (persisted with it like the rest), per account,
// seeded on first use. CSP_unreadCount is derived from it: unread messages, missions to claim, raffles to claim.

export interface RewardsState {
  promotions: Record<string, RewardPromotionFixture[]>;
  missions: Record<string, MissionFixture[]>;
  messages: Record<string, MessageFixture[]>;
  /** "<account id>:<Idempotency-Key>" → the answer given, so a retried claim is not paid twice. */
  answered: Record<string, unknown>;
}

declare module './db.ts' {
  interface MockState {
    /** Reward centre, missions and messages per account (./rewardsState.ts; seeded on first use). */
    rewards?: RewardsState;
  }
}

export function rewardsTable(db: MockDb): RewardsState {
  db.state.rewards ??= { promotions: {}, missions: {}, messages: {}, answered: {} };
  return db.state.rewards;
}

export function promotionsOf(db: MockDb, account: MockAccount): RewardPromotionFixture[] {
  const table = rewardsTable(db);
  table.promotions[account.id] ??= rewardPromotionFixtures();
  return table.promotions[account.id]!;
}

export function missionsOf(db: MockDb, account: MockAccount): MissionFixture[] {
  const table = rewardsTable(db);
  table.missions[account.id] ??= missionFixtures(db.now());
  return table.missions[account.id]!;
}

export function messagesOf(db: MockDb, account: MockAccount): MessageFixture[] {
  const table = rewardsTable(db);
  table.messages[account.id] ??= messageFixtures(INBOX_SIZE, account.unreadMessages ?? 0);
  return table.messages[account.id]!;
}

/** CSP_unreadCount per §2 badge, from the state: reading a message, claiming a mission or a raffle lowers it. */
export function unreadCountsOf(db: MockDb, account: MockAccount) {
  return {
    messages: messagesOf(db, account).filter((message) => !message.read).length,
    missions: missionsOf(db, account).filter((m) => !m.claimed && m.current >= m.goal).length,
    rewards: promotionsOf(db, account).filter((p) => p.status.toLowerCase() === 'claim').length,
  };
}
