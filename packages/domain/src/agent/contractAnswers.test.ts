import { describe, expect, it } from 'vitest';
import { contractAnswersSince } from './contractAnswers.ts';
import type { Contract, ContractStatus } from './contracts.ts';

const NOW = '2026-11-28T12:00:00Z';
const contract = (id: string, status: ContractStatus, upline = 'agent', updatedAt?: string): Contract => ({
  id,
  upline: { id: upline, account: upline },
  downline: { id: `d-${id}`, account: `time-${id}` },
  status,
  terms: { kind: 'daily', rate: 0.8, dailyBetAmount: 1000, activeMembers: 3 },
  createdAt: '2026-11-20T00:00:00Z',
  ...(updatedAt ? { updatedAt } : {}),
});

describe('§4 Contracts, issue 23 item 6: a downline’s answer to the agent’s request', () => {
  it('tells an accepted and a rejected request last seen pending, with the time of the change', () => {
    const { answers } = contractAnswersSince(
      { a: 'pending', b: 'pending', c: 'pending' },
      [
        contract('a', 'active', 'agent', '2026-11-28T10:00:00Z'),
        contract('b', 'rejected'),
        contract('c', 'pending'),
      ],
      'agent',
      NOW,
    );
    expect(answers).toEqual([
      expect.objectContaining({
        contractId: 'a',
        answer: 'accepted',
        downline: 'time-a',
        at: '2026-11-28T10:00:00Z',
      }),
      expect.objectContaining({ contractId: 'b', answer: 'rejected', downline: 'time-b', at: NOW }),
    ]);
  });

  it('tells each answer once: the statuses returned are the ones now', () => {
    const first = contractAnswersSince({ a: 'pending' }, [contract('a', 'active')], 'agent', NOW);
    expect(first.answers).toHaveLength(1);
    expect(first.seen).toEqual({ a: 'active' });
    expect(contractAnswersSince(first.seen, [contract('a', 'active')], 'agent', NOW).answers).toEqual([]);
  });

  it('announces nothing on a first visit, for a contract that was not pending, or one the agent is the downline of', () => {
    expect(contractAnswersSince({}, [contract('a', 'active')], 'agent', NOW).answers).toEqual([]);
    expect(
      contractAnswersSince({ a: 'terminationRequested' }, [contract('a', 'active')], 'agent', NOW).answers,
    ).toEqual([]);
    const mine = contractAnswersSince({ a: 'pending' }, [contract('a', 'active', 'upline')], 'agent', NOW);
    expect(mine).toEqual({ answers: [], seen: {} });
  });
});
