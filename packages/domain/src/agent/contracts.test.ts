import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contractsEndedBy, lowersRate } from './contractRateRule.ts';
import {
  contractPay,
  simulateContract,
  simulationTotals,
  type TeamPeriodFigures,
} from './contractSimulator.ts';
import {
  CONTRACT_ACTIONS,
  CONTRACT_STATUSES,
  CONTRACT_TERM_FIELDS,
  type Contract,
  type ContractKind,
  type ContractTerms,
  contractActionsFor,
  contractLogEventOf,
  contractStatusAfter,
  contractsAwaitingAnswer,
  sortContractLog,
} from './contracts.ts';
import {
  checkContractTerms,
  contractAmountRangeMessage,
  contractMembersMessage,
  contractRateRangeMessage,
  contractRateZeroMessage,
  contractTermsDraft,
} from './contractTerms.ts';

const agent = { id: '20001', account: 'agente1' };
const sub = { id: '20002', account: 'agente2' };
const player = { id: '10001', account: 'jogador01' };

const daily = (rate: number): ContractTerms => ({
  kind: 'daily',
  rate,
  dailyBetAmount: 1000,
  activeMembers: 2,
});

function contract(
  id: string,
  upline: Contract['upline'],
  downline: Contract['downline'],
  terms: ContractTerms,
  status: Contract['status'] = 'active',
): Contract {
  return { id, upline, downline, terms, status, createdAt: '2026-11-01T00:00:00.000Z' };
}

describe('§4 Contracts: actions by status and party', () => {
  it.each([
    ['pending', 'downline', ['accept', 'reject']],
    ['pending', 'upline', []],
    ['active', 'upline', ['terminate']],
    ['active', 'downline', ['requestTermination']],
    ['terminationRequested', 'upline', ['accept', 'reject']],
    ['terminationRequested', 'downline', []],
    ['rejected', 'upline', []],
    ['terminated', 'downline', []],
  ] as const)('%s, %s may %j', (status, party, actions) => {
    expect(contractActionsFor({ status }, party)).toEqual(actions);
  });

  it('leads each allowed action to its status and refuses the others', () => {
    expect(contractStatusAfter({ status: 'pending' }, 'downline', 'accept')).toBe('active');
    expect(contractStatusAfter({ status: 'pending' }, 'downline', 'reject')).toBe('rejected');
    expect(contractStatusAfter({ status: 'active' }, 'upline', 'terminate')).toBe('terminated');
    expect(contractStatusAfter({ status: 'active' }, 'downline', 'requestTermination')).toBe(
      'terminationRequested',
    );
    expect(contractStatusAfter({ status: 'terminationRequested' }, 'upline', 'accept')).toBe('terminated');
    expect(contractStatusAfter({ status: 'terminationRequested' }, 'upline', 'reject')).toBe('active');
    expect(contractStatusAfter({ status: 'pending' }, 'upline', 'accept')).toBeNull();
    expect(contractStatusAfter({ status: 'terminated' }, 'upline', 'terminate')).toBeNull();
  });

  it('never leads anywhere from a closed contract, for any party and action', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('rejected', 'terminated' as const),
        fc.constantFrom('upline', 'downline' as const),
        fc.constantFrom(...CONTRACT_ACTIONS),
        (status, party, action) => contractStatusAfter({ status }, party, action) === null,
      ),
    );
  });

  it('lists the new requests awaiting a downline answer (the §2 contract popup), not termination requests', () => {
    const offered = contract('c1', agent, player, daily(1), 'pending');
    const asked = contract('c2', agent, sub, daily(1), 'terminationRequested');
    const active = contract('c3', agent, player, daily(1));
    expect(contractsAwaitingAnswer([offered, asked, active], player.id)).toEqual([offered]);
    expect(contractsAwaitingAnswer([offered, asked, active], agent.id)).toEqual([]);
    expect(contractsAwaitingAnswer([offered, asked, active], sub.id)).toEqual([]);
  });

  it('logs each action as its event', () => {
    expect(contractLogEventOf('pending', 'accept')).toBe('accepted');
    expect(contractLogEventOf('pending', 'reject')).toBe('rejected');
    expect(contractLogEventOf('terminationRequested', 'accept')).toBe('terminationAccepted');
    expect(contractLogEventOf('terminationRequested', 'reject')).toBe('terminationRejected');
    expect(contractLogEventOf('active', 'terminate')).toBe('terminated');
    expect(contractLogEventOf('active', 'requestTermination')).toBe('terminationRequested');
  });

  it('sorts the change log newest first', () => {
    const entry = (at: string, event: 'proposed' | 'accepted') => ({
      contractId: 'c1',
      event,
      by: 'agente1',
      at,
      kind: 'daily' as const,
    });
    expect(
      sortContractLog([
        entry('2026-11-01T00:00:00Z', 'proposed'),
        entry('2026-11-02T00:00:00Z', 'accepted'),
      ]).map((e) => e.event),
    ).toEqual(['accepted', 'proposed']);
  });

  it('has every status listed once', () => {
    expect(new Set(CONTRACT_STATUSES).size).toBe(CONTRACT_STATUSES.length);
  });
});

describe('§3 Contract terms validation', () => {
  it('reads each kind with the §3 fields', () => {
    expect(
      checkContractTerms('dividend', {
        rate: '10',
        periodValidBet: '5000',
        periodProfitLoss: '-200',
        activeMembers: '3',
      }),
    ).toEqual({
      ok: true,
      terms: { kind: 'dividend', rate: 10, periodValidBet: 5000, periodProfitLoss: -200, activeMembers: 3 },
    });
    expect(checkContractTerms('daily', { rate: '1,5', dailyBetAmount: '1000', activeMembers: '2' })).toEqual({
      ok: true,
      terms: { kind: 'daily', rate: 1.5, dailyBetAmount: 1000, activeMembers: 2 },
    });
    expect(checkContractTerms('hourly', { rate: '0.3', hourlyBetAmount: '100', activeMembers: '0' }).ok).toBe(
      true,
    );
    expect(
      checkContractTerms('realtime', { profitSalaryRate: '0.5', lossSalaryRate: '1', singleBetAmount: '10' }),
    ).toEqual({
      ok: true,
      terms: { kind: 'realtime', profitSalaryRate: 0.5, lossSalaryRate: 1, singleBetAmount: 10 },
    });
  });

  it.each([
    ['rate', '101', contractRateRangeMessage],
    ['rate', '-1', contractRateRangeMessage],
    ['rate', '1.234', contractRateRangeMessage],
    ['rate', 'abc', contractRateRangeMessage],
    ['dailyBetAmount', '-5', contractAmountRangeMessage],
    ['activeMembers', '2.5', contractMembersMessage],
  ] as const)('refuses %s = %s', (field, text, message) => {
    const draft = { rate: '1', dailyBetAmount: '0', activeMembers: '1', [field]: text };
    const check = checkContractTerms('daily', draft);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.problems[field]).toBe(message);
  });

  it('refuses terms that pay nothing', () => {
    const check = checkContractTerms('realtime', {
      profitSalaryRate: '0',
      lossSalaryRate: '0',
      singleBetAmount: '1',
    });
    expect(check).toEqual({ ok: false, problems: { profitSalaryRate: contractRateZeroMessage } });
  });

  it('reads back any valid terms from their draft', () => {
    const rate = fc.integer({ min: 1, max: 10_000 }).map((n) => n / 100);
    const amount = fc.integer({ min: 0, max: 10_000_000 }).map((n) => n / 100);
    const members = fc.integer({ min: 0, max: 1000 });
    const terms = fc.oneof(
      fc.record({
        kind: fc.constant('daily' as const),
        rate,
        dailyBetAmount: amount,
        activeMembers: members,
      }),
      fc.record({
        kind: fc.constant('hourly' as const),
        rate,
        hourlyBetAmount: amount,
        activeMembers: members,
      }),
      fc.record({
        kind: fc.constant('dividend' as const),
        rate,
        periodValidBet: amount,
        periodProfitLoss: amount.map((n) => (n === 0 ? 0 : -n)), // never -0: the draft prints it as "0"
        activeMembers: members,
      }),
      fc.record({
        kind: fc.constant('realtime' as const),
        profitSalaryRate: rate,
        lossSalaryRate: rate,
        singleBetAmount: amount,
      }),
    );
    fc.assert(
      fc.property(terms, (t: ContractTerms) => {
        const check = checkContractTerms(t.kind, contractTermsDraft(t));
        expect(check).toEqual({ ok: true, terms: t });
      }),
    );
  });

  it('names the fields of every kind', () => {
    for (const kind of Object.keys(CONTRACT_TERM_FIELDS) as ContractKind[]) {
      expect(CONTRACT_TERM_FIELDS[kind].length).toBeGreaterThan(0);
    }
  });
});

describe('§4 Contracts: a new contract rate against the downline existing ones', () => {
  const subsPlayer = { id: '10002', account: 'jogador02' };

  it('ends the pair existing contract of the kind, at a lower or a higher rate (both directions of the notes)', () => {
    const existing = contract('c1', agent, sub, daily(2));
    for (const rate of [1, 3]) {
      expect(contractsEndedBy({ upline: agent, downline: sub, terms: daily(rate) }, [existing])).toEqual([
        { contract: existing, reason: 'replaced' },
      ]);
    }
    expect(
      lowersRate({ upline: agent, downline: sub, terms: daily(1) }, [
        { contract: existing, reason: 'replaced' },
      ]),
    ).toBe(true);
    expect(
      lowersRate({ upline: agent, downline: sub, terms: daily(3) }, [
        { contract: existing, reason: 'replaced' },
      ]),
    ).toBe(false);
  });

  it('ends the downline contracts with its own downlines whose rate is above the new one', () => {
    const above = contract('c2', sub, subsPlayer, daily(2.5));
    const below = contract('c3', sub, player, daily(0.5));
    expect(contractsEndedBy({ upline: agent, downline: sub, terms: daily(1) }, [above, below])).toEqual([
      { contract: above, reason: 'rateAboveNew' },
    ]);
  });

  it('leaves other kinds, other members and closed contracts alone', () => {
    const dividend = contract('c4', agent, sub, {
      kind: 'dividend',
      rate: 50,
      periodValidBet: 0,
      periodProfitLoss: 0,
      activeMembers: 0,
    });
    const closed = contract('c5', agent, sub, daily(5), 'terminated');
    const rejected = contract('c6', agent, sub, daily(5), 'rejected');
    const other = contract('c7', agent, player, daily(5));
    expect(
      contractsEndedBy({ upline: agent, downline: sub, terms: daily(1) }, [
        dividend,
        closed,
        rejected,
        other,
      ]),
    ).toEqual([]);
  });

  it('compares both real-time rates', () => {
    const existing = contract('c8', sub, player, {
      kind: 'realtime',
      profitSalaryRate: 0.1,
      lossSalaryRate: 0.9,
      singleBetAmount: 1,
    });
    const proposal = {
      kind: 'realtime',
      profitSalaryRate: 0.5,
      lossSalaryRate: 0.5,
      singleBetAmount: 1,
    } as const;
    expect(contractsEndedBy({ upline: agent, downline: sub, terms: proposal }, [existing])).toHaveLength(1);
  });

  it('ends exactly the in-effect same-kind contracts of the pair and those of the downline above the new rate', () => {
    const members = [agent, sub, player, { id: '10002', account: 'jogador02' }];
    const arbitraryContract = fc.record({
      upline: fc.constantFrom(...members),
      downline: fc.constantFrom(...members),
      status: fc.constantFrom(...CONTRACT_STATUSES),
      rate: fc.integer({ min: 1, max: 500 }).map((n) => n / 100),
      kind: fc.constantFrom('daily', 'hourly' as const),
    });
    fc.assert(
      fc.property(
        fc.array(arbitraryContract, { maxLength: 12 }),
        fc.integer({ min: 1, max: 500 }),
        (rows, newRate) => {
          const contracts = rows.map((row, index) =>
            contract(
              `c${index}`,
              row.upline,
              row.downline,
              row.kind === 'daily'
                ? daily(row.rate)
                : { kind: 'hourly', rate: row.rate, hourlyBetAmount: 0, activeMembers: 0 },
              row.status,
            ),
          );
          const proposal = { upline: agent, downline: sub, terms: daily(newRate / 100) };
          const ended = contractsEndedBy(proposal, contracts);
          for (const { contract: c, reason } of ended) {
            expect(c.terms.kind).toBe('daily');
            expect(['pending', 'active', 'terminationRequested']).toContain(c.status);
            if (reason === 'replaced') expect([c.upline.id, c.downline.id]).toEqual([agent.id, sub.id]);
            else {
              expect(c.upline.id).toBe(sub.id);
              expect((c.terms as { rate: number }).rate).toBeGreaterThan(newRate / 100);
            }
          }
          const untouched = contracts.filter((c) => !ended.some((e) => e.contract === c));
          for (const c of untouched) {
            const inEffect =
              ['pending', 'active', 'terminationRequested'].includes(c.status) && c.terms.kind === 'daily';
            if (!inEffect) continue;
            expect(c.upline.id === agent.id && c.downline.id === sub.id).toBe(false);
            if (c.upline.id === sub.id)
              expect((c.terms as { rate: number }).rate).toBeLessThanOrEqual(newRate / 100);
          }
        },
      ),
    );
  });
});

describe('Contract simulator (issue 14 item 8)', () => {
  const day = (
    validBet: number,
    profitLoss: number,
    activeMembers = 5,
    betCount = 100,
  ): TeamPeriodFigures => ({
    start: '2026-11-01T00:00:00.000Z',
    validBet,
    profitLoss,
    activeMembers,
    betCount,
  });

  it('pays a daily salary on the valid bet only when the thresholds are met', () => {
    expect(contractPay(daily(1.5), day(2000, 0))).toEqual({ qualifies: true, pay: 30 });
    expect(contractPay(daily(1.5), day(999, 0))).toEqual({ qualifies: false, pay: 0 });
    expect(contractPay(daily(1.5), day(2000, 0, 1))).toEqual({ qualifies: false, pay: 0 });
  });

  it('shares the team loss as a dividend', () => {
    const terms = {
      kind: 'dividend',
      rate: 20,
      periodValidBet: 1000,
      periodProfitLoss: 100,
      activeMembers: 1,
    } as const;
    expect(contractPay(terms, day(5000, -500))).toEqual({ qualifies: true, pay: 100 });
    expect(contractPay(terms, day(5000, 500)).pay).toBe(0);
  });

  it('pays real-time salary at the loss or the profit rate', () => {
    const terms = {
      kind: 'realtime',
      profitSalaryRate: 0.5,
      lossSalaryRate: 1,
      singleBetAmount: 10,
    } as const;
    expect(contractPay(terms, day(2000, -1)).pay).toBe(20);
    expect(contractPay(terms, day(2000, 1)).pay).toBe(10);
    expect(contractPay(terms, day(2000, 1, 5, 1000)).qualifies).toBe(false);
  });

  it('gives the upline its own pay less the downline pay', () => {
    const periods = simulateContract(daily(1), [day(2000, 0)], daily(3));
    expect(periods).toEqual([
      { start: '2026-11-01T00:00:00.000Z', qualifies: true, downline: 20, upline: 40 },
    ]);
    expect(simulateContract(daily(1), [day(2000, 0)])[0]!.upline).toBe(-20);
  });

  it('never pays a negative amount, and the sides always add up to the upline own pay', () => {
    const figures = fc.record({
      start: fc.constant('2026-11-01T00:00:00.000Z'),
      validBet: fc.integer({ min: 0, max: 1_000_000 }),
      profitLoss: fc.integer({ min: -1_000_000, max: 1_000_000 }),
      activeMembers: fc.integer({ min: 0, max: 50 }),
      betCount: fc.integer({ min: 0, max: 10_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(figures, { maxLength: 30 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 1, max: 1000 }),
        (periods, rate, ownRate) => {
          const simulated = simulateContract(daily(rate / 100), periods, daily(ownRate / 100));
          expect(simulated).toHaveLength(periods.length);
          simulated.forEach((period, index) => {
            expect(period.downline).toBeGreaterThanOrEqual(0);
            const own = contractPay(daily(ownRate / 100), periods[index]!).pay;
            expect(period.upline + period.downline).toBeCloseTo(own, 1);
          });
          const totals = simulationTotals(simulated);
          expect(totals.downline).toBeCloseTo(
            simulated.reduce((s, p) => s + p.downline, 0),
            1,
          );
        },
      ),
    );
  });
});
