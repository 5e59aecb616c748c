import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { dropNulls } from './lenient.ts';
import { CONTRACT_CALL_SCHEMAS, contractsAnswerSchema, readContractStatus } from './schemas/contracts.ts';
import { FLAT_DAILY_CONTRACT } from './test/contractFixtures.ts';

// As the client reads an answer: through dropNulls (snake_case keys also under the spec's camelCase words).
const read = (value: unknown) => v.parse(contractsAnswerSchema('daily'), dropNulls(value));

describe('§3 Contract: the contract calls read §3 names first, then plausible alternatives', () => {
  const expected = {
    id: 'c-1',
    upline: { id: '20001', account: 'agente1' },
    downline: { id: '20002', account: 'agente2' },
    status: 'active',
    terms: { kind: 'daily', rate: 1.5, dailyBetAmount: 1000, activeMembers: 3 },
    createdAt: '2026-11-01T10:00:00.000Z',
  };

  it('reads the flat §3 form', () => {
    const answer = read({
      contracts: [FLAT_DAILY_CONTRACT],
      log: [{ contractId: 'c-1', event: 'accepted', by: 'agente2', at: '2026-11-02T10:00:00.000Z' }],
    });
    expect(answer.contracts).toEqual([expected]);
    expect(answer.log).toEqual([
      { contractId: 'c-1', event: 'accepted', by: 'agente2', at: '2026-11-02T10:00:00.000Z', kind: 'daily' },
    ]);
  });

  it('reads nested parties, numeric statuses, other names and wrappers', () => {
    const answer = read({
      data: {
        content: [
          {
            id: 'c-1',
            upline: { id: '20001', account: 'agente1' },
            downline: { customerId: 20002, username: 'agente2' },
            contractStatus: 1,
            ratio: 1.5,
            betAmount: '1000',
            activeCount: 3,
            createTime: '2026-11-01 10:00:00',
          },
        ],
        history: [
          {
            contractId: 'c-1',
            operation: 'TERMINATION_REQUESTED',
            operator: 'agente2',
            operateTime: 1764000000000,
          },
        ],
      },
    });
    expect(answer.contracts).toEqual([
      { ...expected, createdAt: new Date('2026-11-01T10:00:00').toISOString() },
    ]);
    expect(answer.log[0]?.event).toBe('terminationRequested');
  });

  it('reads parties given as plain accounts or ids, and ids as contractNo / downlineNo (§3 words, issue 24 item 5)', () => {
    const answer = read({
      contracts: [
        {
          contractNo: 'c-1',
          upline: 'agente1',
          downline: 20002,
          status: 'ACTIVE',
          rate: '1.5',
          dailyBetAmount: 1000,
          activeMembers: '3',
          createTime: '2026-11-01T10:00:00.000Z',
        },
        {
          contract_id: 'c-2',
          upline: 'agente1',
          downline: 'agente2',
          downline_no: 20002,
          status: 'ACTIVE',
          rate: '1.5',
          daily_bet_amount: 1000,
          active_members: '3',
          create_time: '2026-11-01T10:00:00.000Z',
        },
      ],
    });
    expect(answer.contracts).toEqual([
      {
        ...expected,
        upline: { id: 'agente1', account: 'agente1' },
        downline: { id: '20002', account: '20002' },
      },
      {
        ...expected,
        id: 'c-2',
        upline: { id: 'agente1', account: 'agente1' },
        downline: { id: '20002', account: 'agente2' },
      },
    ]);
  });

  it('reads every status word and code, and nothing else', () => {
    expect(
      ['PENDING', 'active', 'Rejected', 'TERMINATION_REQUESTED', 'terminated', 0, 3].map(readContractStatus),
    ).toEqual([
      'pending',
      'active',
      'rejected',
      'terminationRequested',
      'terminated',
      'pending',
      'terminationRequested',
    ]);
    expect(readContractStatus('maybe')).toBeUndefined();
  });

  it('reads an action answer: the changed contract and the ended ids', () => {
    const answer = read({
      contract: {
        contractId: 'c-2',
        uplineId: '1',
        downlineId: '2',
        status: 'PENDING',
        rate: 1,
        dailyBetAmount: 0,
        activeMembers: 0,
      },
      terminatedIds: ['c-1'],
    });
    expect(answer.contract?.status).toBe('pending');
    expect(answer.terminated).toEqual(['c-1']);
  });

  it('drops rows that lack a party, a status or the terms of their kind', () => {
    const answer = read({ contracts: [{ contractId: 'x', status: 'ACTIVE' }, { nothing: true }] });
    expect(answer.contracts).toEqual([]);
  });

  it('requests carry an action and what it needs; a request carries the terms of its kind', () => {
    const daily = CONTRACT_CALL_SCHEMAS.daily;
    expect(v.safeParse(daily, { action: 'list' }).success).toBe(true);
    expect(v.safeParse(daily, { action: 'accept' }).success).toBe(false);
    expect(
      v.parse(daily, {
        action: 'request',
        downlineId: '20002',
        rate: '1.5',
        dailyBetAmount: '10',
        activeMembers: '2',
      }),
    ).toEqual({
      action: 'request',
      downlineId: '20002',
      rate: 1.5,
      dailyBetAmount: 10,
      activeMembers: 2,
    });
    expect(
      v.safeParse(daily, {
        action: 'request',
        downlineId: '20002',
        rate: 120,
        dailyBetAmount: 10,
        activeMembers: 2,
      }).success,
    ).toBe(false);
    expect(
      v.safeParse(CONTRACT_CALL_SCHEMAS.realtime, {
        action: 'request',
        downlineId: '1',
        profitSalaryRate: 1,
        lossSalaryRate: 2,
        singleBetAmount: 5,
      }).success,
    ).toBe(true);
  });
});
