import { createAesGcmEncryptor, createGatewayClient, type GatewayClient } from '@sorte/gateway';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './fixtures/accounts.ts';
import { DEMO_ENCRYPTION_KEY } from './handlers/index.ts';
import { createMockServer } from './node.ts';
import { AGENT_CONTRACT_SETS, scenarioFromSearchParams } from './scenarios.ts';

const BASE = 'http://gateway.test';
const mock = createMockServer({ baseUrl: BASE });
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mock.reset());
afterAll(() => mock.server.close());

async function loggedIn(username: string): Promise<GatewayClient> {
  let token: string | null = null;
  const gw = createGatewayClient({
    baseUrl: BASE,
    getToken: () => token,
    onUnauthorized: () => {
      token = null;
    },
    encryptor: createAesGcmEncryptor(DEMO_ENCRYPTION_KEY),
  });
  token = (await gw.session.login({ type: 'username', username, password: DEMO_PASSWORD })).token;
  return gw;
}

describe('§3 Consolidated flags of an agent, switchable by scenario', () => {
  it('are all on for agente1 by default, all off for a player', async () => {
    expect((await (await loggedIn('agente1')).cashier.consolidatedFunds()).consolidated).toEqual({
      dailysalreqtype: true,
      divtypereq: true,
      contracthoursalreq: true,
      realtimesalreqtype: true,
    });
    const player = await (await loggedIn('jogador01')).cashier.consolidatedFunds();
    expect(Object.values(player.consolidated)).toEqual([false, false, false, false]);
    expect(player.enableContract).toBe(false);
  });

  it.each([
    ['no-dividend', { divtypereq: false, dailysalreqtype: true }, true],
    ['no-salary', { divtypereq: true, dailysalreqtype: false, realtimesalreqtype: false }, false],
    ['none', { divtypereq: false, contracthoursalreq: false }, false],
  ] as const)('agentContracts=%s', async (set, flags, enableSalary) => {
    mock.applyScenario(scenarioFromSearchParams(new URLSearchParams(`mock.agentContracts=${set}`)));
    const funds = await (await loggedIn('agente1')).cashier.consolidatedFunds();
    expect(funds.consolidated).toMatchObject(flags);
    expect(funds.enableSalary).toBe(enableSalary);
    expect(funds.enableContract).toBe(set !== 'none');
  });

  it('ignores an unknown value in the query', () => {
    expect(scenarioFromSearchParams(new URLSearchParams('mock.agentContracts=some'))).toEqual({});
    expect(AGENT_CONTRACT_SETS).toContain('no-dividend');
  });
});
