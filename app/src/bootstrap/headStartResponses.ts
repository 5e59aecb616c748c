import type { HeadStart } from '../early/headStart.ts';

type Fetch = typeof fetch;

/** /config.json: the answer the head start already asked for (taken once), else a request of its own. */
export function headStartConfigFetcher(headStart: HeadStart | undefined, fetcher: Fetch): Fetch {
  let config = headStart?.config;
  return (input, init) => {
    const early = config;
    config = undefined;
    return String(input) === '/config.json' && early ? early : fetcher(input, init);
  };
}

function sameHeaders(sent: HeadersInit | undefined, expected: Record<string, string>): boolean {
  if (!sent || sent instanceof Headers || Array.isArray(sent)) return false;
  const keys = Object.keys(sent);
  return keys.length === Object.keys(expected).length && keys.every((key) => sent[key] === expected[key]);
}

/**
 * The gateway client's fetch, serving the head start's banner request once: only a GET to the same URL with
 * exactly the same headers (token, language, X-Mod-Id) takes its answer; anything else goes to `fetcher`.
 */
export function withHeadStart(headStart: HeadStart | undefined, fetcher: Fetch): Fetch {
  if (!headStart) return fetcher;
  let banners: HeadStart['banners'] | undefined = headStart.banners;
  return async (input, init) => {
    const early = await banners;
    if (
      early &&
      String(input) === early.request.url &&
      (init?.method ?? 'GET') === 'GET' &&
      sameHeaders(init?.headers, early.request.headers)
    ) {
      banners = undefined;
      return early.response;
    }
    return fetcher(input, init);
  };
}
