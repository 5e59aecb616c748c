import type { MockDb } from './db.ts';
import type { MockAccount } from './fixtures/mockAccount.ts';

// An account's downlines are the accounts whose `uplineId` is its id; its team is every account below it, however
// deep. Apart from ./agentTeam.ts so that the contracts' state can ask too without an import cycle.

/** The accounts directly under `agentId`. */
export function downlinesOf(db: MockDb, agentId: string): MockAccount[] {
  return db.state.accounts.filter((account) => account.uplineId === agentId);
}

/** Every account below `agentId`, level by level (its downlines first, then theirs). */
export function teamOf(db: MockDb, agentId: string): MockAccount[] {
  const childrenOf = new Map<string, MockAccount[]>();
  for (const account of db.state.accounts) {
    if (account.uplineId === undefined) continue;
    const siblings = childrenOf.get(account.uplineId) ?? [];
    siblings.push(account);
    childrenOf.set(account.uplineId, siblings);
  }
  const team: MockAccount[] = [];
  const seen = new Set([agentId]);
  let level = childrenOf.get(agentId) ?? [];
  while (level.length > 0) {
    const next: MockAccount[] = [];
    for (const account of level) {
      if (seen.has(account.id)) continue;
      seen.add(account.id);
      team.push(account);
      next.push(...(childrenOf.get(account.id) ?? []));
    }
    level = next;
  }
  return team;
}
