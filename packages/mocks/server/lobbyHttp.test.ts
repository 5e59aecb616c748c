import { createGatewayClient } from '@sorte/gateway';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/fixtures/accounts.ts';
import { type GatewayServer, startGatewayServer } from './httpServer.ts';

// The games, lottery and content calls over real HTTP (live mode against the local gateway server): GET
// parameters and the favourite DELETE travel in the query string through node:http.

let gateway: GatewayServer;
beforeAll(async () => {
  gateway = await startGatewayServer({ port: 0 });
});
afterAll(() => gateway.close());

function client() {
  let token: string | null = null;
  const gw = createGatewayClient({
    baseUrl: gateway.url,
    getToken: () => token,
    onUnauthorized: () => {
      token = null;
    },
    merchantCode: 'SORTE',
    retry: { maxAttempts: 1 },
  });
  return {
    gw,
    login: async (username: string) => {
      token = (await gw.session.login({ type: 'username', username, password: DEMO_PASSWORD })).token;
    },
  };
}

describe('§7 lobby calls over the local HTTP gateway', () => {
  it('vendors, a filtered game page, winners and public content', async () => {
    const { gw } = client();
    const lanes = await gw.games.vendors();
    expect(lanes.length).toBe(9);
    const page = await gw.games.list({
      gameType: 'RNG',
      vassalage: 'BGS',
      gameName: 'ouro',
      pageNo: 1,
      pageSize: 18,
    });
    expect(page.games.every((g) => g.vassalage === 'BGS')).toBe(true);
    await expect(gw.content.winnerBoard()).resolves.toHaveLength(20);
    const content = await gw.content.publicContent({ execution: 'B' });
    expect(content.banners.length).toBeGreaterThan(5);
  });

  it('favourite add (POST) and remove (DELETE with a query) round trip; CORS allows DELETE', async () => {
    const s = client();
    await s.login('agente2');
    const [game] = (await s.gw.games.list({ gameType: 'FISH', pageNo: 1, pageSize: 1 })).games;
    const payload = { nodeId: game!.nodeId, vendor: game!.vassalage, gameType: game!.gameType };
    await s.gw.games.addFavourite(payload);
    await expect(s.gw.games.favouriteIds()).resolves.toEqual([game!.nodeId]);
    await s.gw.games.removeFavourite(payload);
    await expect(s.gw.games.favouriteIds()).resolves.toEqual([]);
    const preflight = await fetch(`${gateway.url}/wps/relay/MCSFE_removeFavoriteGameV2`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:4173', 'Access-Control-Request-Method': 'DELETE' },
    });
    expect(preflight.headers.get('access-control-allow-methods')).toContain('DELETE');
  });
});
