import { describe, expect, it } from 'vitest';
import { downlinesOf, teamOf } from './agentTeam.ts';
import { createDb } from './db.ts';

describe('§6 Agent: the team in the simulated gateway', () => {
  it('gives agente1 a sub-agent of each other agent type and a player as direct downlines', () => {
    const db = createDb();
    const downlines = downlinesOf(db, '20001');
    expect(downlines.map((account) => account.account).sort()).toEqual(
      ['agente2', 'agente41', 'agente42', 'jogador01'].sort(),
    );
  });

  it('walks the team level by level, each account once, even through a cycle', () => {
    const db = createDb();
    db.state.accounts.push(
      { ...db.state.accounts[0]!, id: 'p1', account: 'p1', uplineId: '20002' },
      { ...db.state.accounts[0]!, id: 'p2', account: 'p2', uplineId: 'p1' },
    );
    const team = teamOf(db, '20001').map((account) => account.id);
    expect(team.indexOf('p2')).toBeGreaterThan(team.indexOf('p1'));
    expect(team.indexOf('p1')).toBeGreaterThan(team.indexOf('20002'));
    expect(new Set(team).size).toBe(team.length);
    const agente2 = db.state.accounts.find((account) => account.id === '20002')!;
    agente2.uplineId = 'p2';
    expect(teamOf(db, '20002').map((account) => account.id)).toEqual(['p1', 'p2']);
  });
});
