import { DEFAULT_LANGUAGE, getLanguage } from '@sorte/domain';
import { createCoreGatewayClient, publicContentCalls, publicContentEndpoints } from '@sorte/gateway';
import { describe, expect, it, vi } from 'vitest';
import { headStartConfigFetcher, withHeadStart } from '../bootstrap/headStartResponses.ts';
import { homePaths } from '../paths.ts';
import { applyThemePreference, THEME_STORAGE_KEY as SITE_THEME_KEY } from '../state/preferenceAtoms.ts';
import {
  applyStoredTheme,
  type HeadStart,
  type HeadStartRequest,
  HOME_PATHS,
  homeBannerRequest,
  THEME_STORAGE_KEY,
} from './headStart.ts';

const GATEWAY = 'https://gateway.sorte.example/';
const envelope = () => new Response(JSON.stringify({ success: true, value: { B: [] } }));

/** The request the site's own gateway client sends for the home banners (spec §7 MCSFE_getListAnnouncements). */
async function requestOfTheClient(
  token: string | null,
  modIds: Record<string, string> = {},
): Promise<HeadStartRequest> {
  let sent: HeadStartRequest | undefined;
  const client = createCoreGatewayClient({
    baseUrl: GATEWAY,
    modIds,
    getToken: () => token,
    onUnauthorized: () => undefined,
    language: () => getLanguage(DEFAULT_LANGUAGE).tag,
    fetch: async (input, init) => {
      sent = { url: String(input), headers: init?.headers as Record<string, string> };
      return envelope();
    },
  });
  await publicContentCalls(client.withEndpoints(publicContentEndpoints).call).banners('w_home');
  if (!sent) throw new Error('the client sent nothing');
  return sent;
}

const context = { gatewayUrl: GATEWAY, pathname: '/', search: '', storedLanguage: null, token: null };

describe('the head start knows the home routes of paths.ts (§2), which it cannot import', () => {
  it('its list is exactly homePaths', () => {
    expect([...HOME_PATHS].sort()).toEqual([...homePaths].sort());
  });
});

describe('the head start pins the stored theme before the first paint, as the site does', () => {
  it('reads the key the site stores the choice under', () => {
    expect(THEME_STORAGE_KEY).toBe(SITE_THEME_KEY);
  });

  it.each(['light', 'dark', null, 'sepia'])('stored %s: <html> as the site would set it', (stored) => {
    const early = document.createElement('html');
    const site = document.createElement('html');
    if (stored === null) localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, stored);
    applyStoredTheme(early);
    applyThemePreference(stored === 'light' || stored === 'dark' ? stored : 'system', site);
    expect(early.dataset.theme).toBe(site.dataset.theme);
    localStorage.removeItem(THEME_STORAGE_KEY);
  });
});

describe('the head start sends exactly the banner request the site would send', () => {
  it.each([null, 'token-123'])('same URL and headers as the gateway client (token %s)', async (token) => {
    expect(homeBannerRequest({ ...context, token })).toEqual(await requestOfTheClient(token));
  });

  it('asks in the default language, as its §1 code PT-BR (spec §1)', () => {
    expect(homeBannerRequest(context)?.headers['Accept-Language']).toBe('PT-BR');
  });

  it.each<Record<string, string>>([{ default: 'WEB' }, { publicContent: 'NOTICE', default: 'WEB' }])(
    'the same X-Mod-Id as the client under /config.json modIds %o',
    async (modIds) => {
      expect(homeBannerRequest({ ...context, modIds })).toEqual(await requestOfTheClient(null, modIds));
    },
  );

  it('on every path that shows home, and on no other', () => {
    for (const pathname of homePaths) expect(homeBannerRequest({ ...context, pathname })).not.toBeNull();
    for (const pathname of ['/rng', '/promotions', '/agent', '/homes'])
      expect(homeBannerRequest({ ...context, pathname })).toBeNull();
  });

  it('leaves a chosen language to the site (its tag comes from the site’s own tables)', () => {
    expect(homeBannerRequest({ ...context, search: '?lang=EN' })).toBeNull();
    expect(homeBannerRequest({ ...context, storedLanguage: 'EN' })).toBeNull();
  });
});

describe('the site takes the head start’s answers', () => {
  const early = (request: HeadStartRequest | null): HeadStart => {
    const response = envelope();
    return {
      config: Promise.resolve(new Response('{"mode":"live"}')),
      banners: Promise.resolve(request ? { request, response: Promise.resolve(response) } : null),
    };
  };

  it('serves the banner answer once, to the identical request only', async () => {
    const request = homeBannerRequest(context)!;
    const headStart = early(request);
    const fetcher = vi.fn(async () => envelope());
    const fetch = withHeadStart(headStart, fetcher);
    const earlyResponse = await (await headStart.banners)!.response;

    await expect(
      fetch(request.url, { method: 'GET', headers: { ...request.headers, Authorization: 'Bearer x' } }),
    ).resolves.not.toBe(earlyResponse);
    await expect(
      fetch(`${request.url}&extra=1`, { method: 'GET', headers: request.headers }),
    ).resolves.not.toBe(earlyResponse);
    expect(fetcher).toHaveBeenCalledTimes(2);

    await expect(fetch(request.url, { method: 'GET', headers: { ...request.headers } })).resolves.toBe(
      earlyResponse,
    );
    await expect(fetch(request.url, { method: 'GET', headers: request.headers })).resolves.not.toBe(
      earlyResponse,
    );
    expect(fetcher).toHaveBeenCalledTimes(3);
  });

  it('without a head start, every request goes to the network', async () => {
    const fetcher = vi.fn(async () => envelope());
    await withHeadStart(undefined, fetcher)('/x', {});
    await withHeadStart(early(null), fetcher)('/x', {});
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('reads /config.json from the head start once, then from the network', async () => {
    const headStart = early(null);
    const fetcher = vi.fn(async () => new Response('{}'));
    const configFetch = headStartConfigFetcher(headStart, fetcher);
    await expect(configFetch('/config.json')).resolves.toBe(await headStart.config);
    await configFetch('/config.json');
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});
