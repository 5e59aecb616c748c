import { getResponse, type HttpHandler, http } from 'msw';

/**
 * The gateway's handlers behind one dispatcher keyed by path. MSW tries every handler on every request (a URL
 * match and a cookie parse each); with about a hundred handlers that cost the demo page's main thread more than
 * the simulated gateway's own work. Handlers whose pattern is not a plain `*<path>` stay as they are.
 */
export function dispatchByPath(handlers: readonly HttpHandler[]): HttpHandler[] {
  const byPath = new Map<string, HttpHandler[]>();
  const others: HttpHandler[] = [];
  for (const handler of handlers) {
    const pattern = handler.info.path;
    const path = typeof pattern === 'string' && pattern.startsWith('*') ? pattern.slice(1) : null;
    if (path === null || !path.startsWith('/') || /[*:]/.test(path)) {
      others.push(handler);
      continue;
    }
    byPath.set(path, [...(byPath.get(path) ?? []), handler]);
  }
  const dispatcher = http.all('*', ({ request }) => {
    const candidates = byPath.get(new URL(request.url).pathname);
    // Nothing for this path: MSW goes on to the other handlers, then lets the request through.
    return candidates ? getResponse(candidates, request) : undefined;
  });
  return [dispatcher, ...others];
}
