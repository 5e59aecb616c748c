import { CONTRACT_KINDS, CONTRACT_STATUSES, type ContractTerms } from '@sorte/domain/contracts';
import { createGatewayClient, type GatewayClient, type GatewayError, isGatewayError } from '@sorte/gateway';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { currentContractsOf } from './contractsState.ts';
import { DIALECTS } from './dialect.ts';
import { DEMO_PASSWORD } from './fixtures/accounts.ts';
import { CONTRACT_REFUSALS } from './handlers/index.ts';
import { createMockServer } from './node.ts';

const BASE = 'http://gateway.test';
const mock = createMockServer({ baseUrl: BASE });
mock.db.now = () => Date.parse('2026-11-25T21:00:00.000Z');
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mock.reset());
afterAll(() => mock.server.close());

async function login(username: string): Promise<GatewayClient> {
  let token: string | null = null;
  const gw = createGatewayClient({ baseUrl: BASE, getToken: () => token, onUnauthorized: () => {} });
  token = (await gw.session.login({ type: 'username', username, password: DEMO_PASSWORD })).token;
  return gw;
}

async function rejection(promise: Promise<unknown>): Promise<GatewayError> {
  try {
    await promise;
  } catch (error) {
    if (isGatewayError(error)) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

const daily = (rate: number): ContractTerms => ({
  kind: 'daily',
  rate,
  dailyBetAmount: 500,
  activeMembers: 1,
});
let keys = 0;
const key = () => ({ idempotencyKey: `k-${++keys}` });

describe.each(DIALECTS)('§7 contract calls (%s dialect)', (dialect) => {
  const useDialect = () => {
    mock.db.scenario = { ...mock.db.scenario, dialect };
  };

  it('§4: agente1 holds contracts in every status, of every kind, with their change log', async () => {
    useDialect();
    const gw = await login('agente1');
    const answers = await Promise.all(CONTRACT_KINDS.map((kind) => gw.contracts.list(kind)));
    const contracts = answers.flatMap((answer) => answer.contracts);
    expect(new Set(contracts.map((c) => c.status))).toEqual(new Set(CONTRACT_STATUSES));
    expect(new Set(contracts.map((c) => c.terms.kind))).toEqual(new Set(CONTRACT_KINDS));
    const daily = answers[1]!.contracts.find((c) => c.id === 'ct-1001');
    expect(daily).toMatchObject({
      upline: { id: '20001', account: 'agente1' },
      downline: { id: '20002' },
      terms: { rate: 1.2 },
    });
    expect(answers[1]!.log.map((entry) => entry.event)).toEqual(
      expect.arrayContaining(['proposed', 'accepted']),
    );
  });

  it('§4: a proposal, accepted by the downline; a repeated request with the same key acts once', async () => {
    useDialect();
    const agent = await login('agente1');
    const options = key();
    const first = await agent.contracts.propose(
      { downlineId: '10001', terms: daily(1), confirmTermination: false },
      options,
    );
    const again = await agent.contracts.propose(
      { downlineId: '10001', terms: daily(1), confirmTermination: false },
      options,
    );
    expect(first.contract?.status).toBe('pending');
    expect(again.contract?.id).toBe(first.contract?.id);
    const player = await login('jogador01');
    const pending = (await player.contracts.list('daily')).contracts.filter((c) => c.status === 'pending');
    expect(pending.map((c) => c.id)).toEqual([first.contract?.id]);
    const accepted = await player.contracts.act('daily', first.contract!.id, 'accept', key());
    expect(accepted.contract?.status).toBe('active');
    expect(currentContractsOf(mock.db, '10001').daily?.id).toBe(first.contract?.id);
    const log = (await agent.contracts.list('daily')).log.filter((e) => e.contractId === first.contract?.id);
    expect(log.map((e) => [e.event, e.by])).toEqual(
      expect.arrayContaining([
        ['proposed', 'agente1'],
        ['accepted', 'jogador01'],
      ]),
    );
  });

  it('§4: a lower rate to a downline with a contract is refused unless confirmed, then ends it', async () => {
    useDialect();
    const agent = await login('agente1');
    const refused = await rejection(
      agent.contracts.propose({ downlineId: '20002', terms: daily(0.5), confirmTermination: false }, key()),
    );
    expect(refused.code).toBe(CONTRACT_REFUSALS.confirmationNeeded.code);
    const done = await agent.contracts.propose(
      { downlineId: '20002', terms: daily(0.5), confirmTermination: true },
      key(),
    );
    expect(done.terminated).toContain('ct-1001');
    const after = (await agent.contracts.list('daily')).contracts;
    expect(after.find((c) => c.id === 'ct-1001')?.status).toBe('terminated');
  });

  it('§4: who may act: the upline cannot accept its own request; a non-downline cannot be offered one', async () => {
    useDialect();
    const agent = await login('agente1');
    expect((await rejection(agent.contracts.act('dividend', 'ct-1002', 'accept', key()))).code).toBe(
      CONTRACT_REFUSALS.notAllowed.code,
    );
    expect(
      (
        await rejection(
          agent.contracts.propose({ downlineId: '10002', terms: daily(1), confirmTermination: false }, key()),
        )
      ).code,
    ).toBe(CONTRACT_REFUSALS.notDownline.code);
    expect(
      (await rejection(agent.contracts.act('daily', 'ct-1001', 'terminate', { idempotencyKey: '' }))).code,
    ).toBe(CONTRACT_REFUSALS.keyRequired.code);
    const answered = await agent.contracts.act('hourly', 'ct-1003', 'accept', key());
    expect(answered.contract?.status).toBe('terminated');
  });

  it('lists the agent direct downlines a request may name', async () => {
    useDialect();
    const downlines = await (await login('agente1')).contracts.downlines('daily');
    expect(downlines.map((d) => d.account)).toEqual(
      expect.arrayContaining(['agente2', 'agente41', 'agente42', 'jogador01']),
    );
  });

  it('serves team figures for the simulator', async () => {
    useDialect();
    const figures = await (await login('agente1')).contracts.figures('hourly', '20002');
    expect(figures).toHaveLength(12);
    expect(figures[0]).toEqual(
      expect.objectContaining({ validBet: expect.any(Number), betCount: expect.any(Number) }),
    );
  });
});
