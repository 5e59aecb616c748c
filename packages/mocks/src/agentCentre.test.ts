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

async function loggedIn(username: string, password = DEMO_PASSWORD): Promise<GatewayClient> {
  let token: string | null = null;
  const gw = createGatewayClient({
    baseUrl: BASE,
    getToken: () => token,
    onUnauthorized: () => {
      token = null;
    },
    encryptor: createAesGcmEncryptor(DEMO_ENCRYPTION_KEY),
  });
  token = (await gw.session.login({ type: 'username', username, password })).token;
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

describe('§2 agentAnnouncement: the announcements for agents', () => {
  it('serves Portuguese agent announcements, newest first, to agents only', async () => {
    const list = await (await loggedIn('agente1')).agentHome.announcements();
    expect(list.length).toBeGreaterThanOrEqual(5);
    expect(list[0]?.title).toMatch(/dividendos/);
    const times = list.map((item) => item.timestamp ?? 0);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    await expect((await loggedIn('jogador01')).agentHome.announcements()).rejects.toMatchObject({
      kind: 'rejected',
    });
  });
});

describe('§2 registerCenter: an agent registers a downline', () => {
  const downline = {
    username: 'novato77',
    password: 'Senha1234',
    confirmPassword: 'Senha1234',
    nickname: 'Novato',
  };

  it('creates a player whose upline is the agent, without opening a session for it', async () => {
    const gw = await loggedIn('agente1');
    const sessions = mock.db.state.sessions ? Object.keys(mock.db.state.sessions).length : 0;
    expect(await gw.agentHome.registerDownline(downline)).toMatchObject({ account: 'novato77' });
    const created = mock.db.findAccount('novato77');
    expect(created).toMatchObject({ uplineId: '20001', type: 0, nickname: 'Novato' });
    expect(mock.db.state.sessions ? Object.keys(mock.db.state.sessions).length : 0).toBe(sessions);
    // The new player logs in with the password the agent chose.
    await expect(loggedIn('novato77', 'Senha1234')).resolves.toBeDefined();
  });

  it('refuses a taken username, a bad password confirmation, a missing required field, and a player asking', async () => {
    const gw = await loggedIn('agente1');
    await expect(gw.agentHome.registerDownline({ ...downline, username: 'jogador01' })).rejects.toMatchObject(
      {
        kind: 'rejected',
      },
    );
    await expect(
      gw.agentHome.registerDownline({ ...downline, confirmPassword: 'Outra1234' }),
    ).rejects.toMatchObject({ kind: 'rejected' });
    const { nickname: _nickname, ...withoutNickname } = downline;
    await expect(gw.agentHome.registerDownline(withoutNickname)).rejects.toMatchObject({ kind: 'rejected' });
    await expect((await loggedIn('jogador01')).agentHome.registerDownline(downline)).rejects.toMatchObject({
      kind: 'rejected',
    });
    expect(mock.db.findAccount('novato77')).toBeUndefined();
  });
});
