import { createGatewayClient, type GatewayClient } from '@sorte/gateway';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS } from './dialect.ts';
import { DEMO_PASSWORD } from './fixtures/accounts.ts';
import { HOSTILE_OVERLAY_TEXT, hostileOverlayHtml } from './fixtures/content.ts';
import { createMockServer } from './node.ts';
import { scenarioFromSearchParams } from './scenarios.ts';

const BASE = 'http://gateway.test';

// Issue 22 item 3: the overlay sample on every HTML surface, so the site can be shown to keep it in its box.
describe.each(DIALECTS)(
  'mock.hostileHtml: the overlay sample on every HTML surface (%s dialect)',
  (dialect) => {
    const mock = createMockServer({ baseUrl: BASE, dialect });
    beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
    afterEach(() => mock.reset());
    afterAll(() => mock.server.close());

    async function client(username?: string): Promise<GatewayClient> {
      let token: string | null = null;
      const gw = createGatewayClient({
        baseUrl: BASE,
        getToken: () => token,
        onUnauthorized: () => undefined,
      });
      if (username)
        token = (await gw.session.login({ type: 'username', username, password: DEMO_PASSWORD })).token;
      return gw;
    }

    /** The HTML of each surface: announcements, notices, popups, promotions, help (both calls), inbox, agents'. */
    async function surfaces(): Promise<Record<string, string[]>> {
      const visitor = await client();
      const player = await client('jogador01');
      const agent = await client('agente1');
      const content = await visitor.content.publicContent({ types: ['PL', 'PU', 'PR', 'H'], execution: 'B' });
      const html = (items: readonly { content?: string }[]) => items.map((item) => item.content ?? '');
      return {
        announcements: html(content.announcements),
        popups: html(content.popups),
        promotions: html(content.promotions),
        help: html(content.help),
        helpCentre: html(await visitor.content.helpCenter()),
        notices: html(await visitor.content.popularNotices()),
        inbox: html((await player.rewards.messages(1, 10)).messages),
        agentAnnouncements: html(await agent.agentHome.announcements()),
      };
    }

    it('off by default: no surface carries it', async () => {
      for (const [surface, items] of Object.entries(await surfaces())) {
        expect(items.length, surface).toBeGreaterThan(0);
        expect(items.join(''), surface).not.toContain(HOSTILE_OVERLAY_TEXT);
      }
    });

    it('on: every item of every surface ends with it, wearing the class names asked for', async () => {
      mock.applyScenario({ hostileHtml: 'gvnksd6 _155rjjj5' });
      const overlay = hostileOverlayHtml('gvnksd6 _155rjjj5');
      expect(overlay).toContain('class="gvnksd6 _155rjjj5"');
      for (const [surface, items] of Object.entries(await surfaces())) {
        for (const item of items) expect(item.endsWith(overlay), surface).toBe(true);
      }
    });
  },
);

describe('mock.hostileHtml in the address', () => {
  it('on or 1 serves the sample without site classes, a class list wears them, off and none stop it', () => {
    const read = (value: string) =>
      scenarioFromSearchParams(new URLSearchParams({ 'mock.hostileHtml': value }));
    expect(read('1')).toEqual({ hostileHtml: '' });
    expect(read('on')).toEqual({ hostileHtml: '' });
    expect(read('gvnksd6 _155rjjj5')).toEqual({ hostileHtml: 'gvnksd6 _155rjjj5' });
    expect(read('off')).toEqual({ hostileHtml: null });
    expect(read('none')).toEqual({ hostileHtml: null });
    // Anything that is not class names is ignored (it would break out of the attribute).
    expect(read('x" onclick="alert(1)')).toEqual({});
  });
});
