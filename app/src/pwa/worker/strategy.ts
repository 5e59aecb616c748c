// The service worker's decisions as pure functions (unit-tested in strategy.test.ts): what it precaches from the
// build's manifest, and how it answers each request.

/** An entry of Vite's build manifest (`.vite/manifest.json`), as far as the worker needs it. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
  assets?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/** The offline page (app/public/offline.html) and what it loads: precached, served when a navigation fails. */
export const OFFLINE_PAGE = '/offline.html';
export const OFFLINE_FILES = [OFFLINE_PAGE, '/offline.css', '/offline.js'] as const;

/** The page posts this to the waiting worker when the player chose "Atualizar". */
export const ACTIVATE_MESSAGE = 'sorte:activate';

/**
 * The app shell to precache: every entry (the site's and the head start) with its static imports and the Latin and
 * Arabic woff2 fonts they use, every file `index.html` loads or preloads (the stylesheet, the home route's chunk,
 * the Portuguese catalog), then the offline page. Never `index.html` itself: it is revalidated on every visit, and
 * offline it could only show the configuration error page, since `/config.json` is never cached. Lazy chunks
 * beyond the first render are cached as they load.
 */
export function shellFiles(manifest: BuildManifest, indexHtml: string): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])])
      if (!file.endsWith('.woff')) files.add(`/${file}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  for (const [, file] of indexHtml.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)) if (file) files.add(file);
  return [...[...files].sort(), ...OFFLINE_FILES];
}

export interface RequestFacts {
  url: string;
  method: string;
  /** `Request.mode`: 'navigate' for a page load. */
  mode: string;
}

/**
 * - `cache-first`: hashed build files (`/assets/…`), which never change under one name, and the offline page's
 *   files (precached with the worker's version).
 * - `network-first`: page loads; when the network is gone the offline page answers instead.
 * - `network-only`: everything else, never stored: the gateway's answers (on any host, this one included),
 *   `/config.json`, the socket, images, the simulated gateway's worker. Whatever shows a balance comes from these.
 */
export type Strategy = 'cache-first' | 'network-first' | 'network-only';

export function strategyFor(request: RequestFacts, origin: string): Strategy {
  if (request.method !== 'GET') return 'network-only';
  const url = new URL(request.url);
  if (url.origin !== origin || url.pathname === '/config.json') return 'network-only';
  if (request.mode === 'navigate') return 'network-first';
  const precachedPage = (OFFLINE_FILES as readonly string[]).includes(url.pathname);
  if ((url.pathname.startsWith('/assets/') || precachedPage) && url.search === '') return 'cache-first';
  return 'network-only';
}

/** Whether an answer may go into the cache: a complete, same-origin 200 (no error, redirect or partial content). */
export function cacheable(response: { status: number; type: string }): boolean {
  return response.status === 200 && response.type === 'basic';
}
