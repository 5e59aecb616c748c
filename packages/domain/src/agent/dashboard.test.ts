import { describe, expect, it } from 'vitest';
import type { Contract } from './contracts.ts';
import { agentDashboardOf, DASHBOARD_NEWEST_DOWNLINES } from './dashboard.ts';
import type { Downline } from './team.ts';

const me = { id: '20001', account: 'agente1' };
const up = { id: '10000', account: 'chefe' };
const sub = (n: number) => ({ id: `2100${n}`, account: `sub${n}` });
const daily = { kind: 'daily', rate: 1, dailyBetAmount: 1000, activeMembers: 2 } as const;
const contract = (
  id: string,
  status: Contract['status'],
  upline: Contract['upline'],
  downline: Contract['downline'],
  daysAgo = 1,
): Contract => ({
  id,
  upline,
  downline,
  status,
  terms: daily,
  createdAt: new Date(Date.UTC(2026, 10, 28) - daysAgo * 86_400_000).toISOString(),
});
const downline = (n: number, daysAgo: number, status: Downline['status'] = 'NORMAL'): Downline => ({
  ...sub(n),
  type: 0,
  balance: 0,
  status,
  registeredAt: new Date(Date.UTC(2026, 10, 28) - daysAgo * 86_400_000).toISOString(),
  downlineCount: 0,
});

// Spec §4 Contracts (who answers what), §2 downlineManagmentView; issue 23's agent landing.
describe('the agent’s landing', () => {
  const contracts = [
    contract('from-upline', 'pending', up, me, 2),
    contract('termination-asked-of-me', 'terminationRequested', me, sub(1)),
    contract('sent-to-sub', 'pending', me, sub(2)),
    contract('i-asked-to-end', 'terminationRequested', up, me),
    contract('settled', 'active', me, sub(3)),
    contract('newer-from-upline', 'pending', up, me, 0),
  ];

  it('puts what waits for the agent’s answer first: requests it received, terminations its downlines asked', () => {
    const dashboard = agentDashboardOf(contracts, [], me.id);
    expect(dashboard.toAnswer.map((c) => c.id)).toEqual([
      'newer-from-upline',
      'termination-asked-of-me',
      'from-upline',
    ]);
    expect(dashboard.awaitingDownlines.map((c) => c.id)).toEqual(['sent-to-sub']);
    expect(dashboard.ending.map((c) => c.id)).toEqual(['i-asked-to-end']);
  });

  it('lists the newest downlines first, a few only, and the held ones', () => {
    const team = [
      downline(1, 30),
      downline(2, 1),
      downline(3, 5, 'FROZEN'),
      downline(4, 0),
      ...[5, 6, 7, 8].map((n) => downline(n, 40 + n, n === 8 ? 'LOCKED' : 'NORMAL')),
    ];
    const dashboard = agentDashboardOf([], team, me.id);
    expect(dashboard.newest.map((d) => d.account)).toEqual(['sub4', 'sub2', 'sub3', 'sub1', 'sub5']);
    expect(dashboard.newest).toHaveLength(DASHBOARD_NEWEST_DOWNLINES);
    expect(dashboard.held.map((d) => d.account)).toEqual(['sub3', 'sub8']);
  });
});
