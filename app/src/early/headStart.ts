// The head start: index.html runs this tiny script before the site's own code has even downloaded. It reads
// /config.json (answering the preload) and, on the home page in live mode, sends the w_home banner request, so
// the page's largest paint does not wait for the framework to download and run first.
//
// It imports nothing on purpose: anything it shared with the site's entry would pull the entry's chunk in
// with it. The request it sends must be exactly the one the gateway client would send (headStart.test.ts
// checks it against the client); the site takes the answer only when it is (../bootstrap/headStartResponses.ts).

/** A GET request as the gateway client builds it. */
export interface HeadStartRequest {
  url: string;
  headers: Record<string, string>;
}

export interface HeadStart {
  /** /config.json, fetched once for the script and the site. */
  config: Promise<Response>;
  /** The home page's banners (MCSFE_getListAnnouncements, type B), or null where the head start sent none. */
  banners: Promise<{ request: HeadStartRequest; response: Promise<Response> } | null>;
}

declare global {
  interface Window {
    sorteHeadStart?: HeadStart;
  }
}

/** `homePaths` of ../paths.ts, written out because this script imports nothing (headStart.test.ts holds them equal). */
export const HOME_PATHS: readonly string[] = ['/', '/index', '/index.html', '/home', '/login', '/register'];
/** The §1 code of the language the site starts in when neither a ?lang= link nor a stored choice says otherwise. */
const DEFAULT_GATEWAY_LANGUAGE = 'PT-BR';
const LANGUAGE_STORAGE_KEY = 'sorte.language';
/** `THEME_STORAGE_KEY` of ../state/preferenceAtoms.ts (headStart.test.ts holds them equal). */
export const THEME_STORAGE_KEY = 'sorte.theme';
const CONFIG_TIMEOUT_MS = 10_000;

/** What the head start knows when it runs. */
export interface HeadStartContext {
  gatewayUrl: string;
  pathname: string;
  search: string;
  storedLanguage: string | null;
  token: string | null;
  /** `/config.json` `modIds`: the banner call's X-Mod-Id (publicContent, else default), if any. */
  modIds?: { publicContent?: unknown; default?: unknown } | null;
}

/**
 * The banner request the site will make on this page, or null where the head start cannot know it for sure
 * (another page, or a language other than the default, which the site resolves with its own tables).
 */
export function homeBannerRequest(context: HeadStartContext): HeadStartRequest | null {
  if (!HOME_PATHS.includes(context.pathname)) return null;
  if (new URLSearchParams(context.search).has('lang') || context.storedLanguage !== null) return null;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const modId = context.modIds?.publicContent ?? context.modIds?.default;
  if (typeof modId === 'string' && modId !== '') headers['X-Mod-Id'] = modId;
  if (context.token) headers.Authorization = `Bearer ${context.token}`;
  headers['Accept-Language'] = DEFAULT_GATEWAY_LANGUAGE;
  const base = context.gatewayUrl.replace(/\/+$/, '');
  return { url: `${base}/wps/relay/MCSFE_getListAnnouncements?types=B&platform=W&execution=B`, headers };
}

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

/**
 * Pins the player's stored theme choice on <html> before the first paint, as the site will (a dark choice on a
 * light device would otherwise paint the page's frame light until the site's code has loaded).
 */
export function applyStoredTheme(root: HTMLElement = document.documentElement): void {
  const theme = read(() => localStorage, THEME_STORAGE_KEY);
  if (theme === 'light' || theme === 'dark') root.dataset.theme = theme;
}

/** Starts the head start's requests; what it cannot do (storage, a broken config) it leaves to the site. */
export function startHeadStart(): HeadStart {
  const config = fetch('/config.json', { signal: AbortSignal.timeout(CONFIG_TIMEOUT_MS) });
  const banners = config
    .then((response) => (response.ok ? response.clone().json() : null))
    .then((parsed: unknown) => {
      const runtime = parsed as {
        mode?: unknown;
        gatewayUrl?: unknown;
        timeoutMs?: unknown;
        modIds?: HeadStartContext['modIds'];
      } | null;
      // Demo mode's gateway runs inside the page and starts later: nothing to send yet.
      if (runtime?.mode !== 'live' || typeof runtime.gatewayUrl !== 'string') return null;
      const request = homeBannerRequest({
        gatewayUrl: runtime.gatewayUrl,
        pathname: location.pathname,
        search: location.search,
        storedLanguage: read(() => localStorage, LANGUAGE_STORAGE_KEY),
        token: read(() => sessionStorage, 'token'),
        modIds: runtime.modIds,
      });
      if (!request) return null;
      const timeoutMs = typeof runtime.timeoutMs === 'number' ? runtime.timeoutMs : 15_000;
      const response = fetch(request.url, {
        method: 'GET',
        headers: request.headers,
        signal: AbortSignal.timeout(timeoutMs),
      });
      // Whoever takes the answer sees its failure; untaken, a failure is nobody's error.
      response.catch(() => undefined);
      return { request, response };
    })
    .catch(() => null);
  return { config, banners };
}
