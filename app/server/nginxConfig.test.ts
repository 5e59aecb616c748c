import { describe, expect, it } from 'vitest';
import { agentExtraPageSlugs, agentPath, builtAgentPages } from '../src/agentPaths.ts';
import { parseRuntimeConfig, type RuntimeConfig } from '../src/config/runtimeConfig.ts';
import { builtMemberPages, memberPath, paths } from '../src/paths.ts';
import { cacheControl, FILE_LOOKING_PATH, nginxSite } from './nginxConfig.ts';
import { securityHeaders } from './securityHeaders.ts';

function runtimeConfig(overrides: Record<string, unknown>): RuntimeConfig {
  const parsed = parseRuntimeConfig(
    JSON.stringify({
      mode: 'live',
      gatewayUrl: 'https://gw.example.com',
      socketUrl: 'wss://socket.example.com/ws',
      merchantCode: 'SORTE',
      imageHosts: ['img.cdn.example'],
      frameHosts: ['games.example.com'],
      ...overrides,
    }),
  );
  if (!parsed.ok) throw new Error(parsed.detail);
  return parsed.config;
}

const live = runtimeConfig({});
const site = (config = live, brotli = true) =>
  nginxSite({ config, root: '/usr/share/nginx/html', listen: ['80', '[::]:80'], brotli });

/** Each `location` of the generated server block: its match and its directives. */
function locations(conf: string): Map<string, string[]> {
  const blocks = [...conf.matchAll(/^ {4}location (.+) \{\n([\s\S]*?)\n {4}\}$/gm)];
  return new Map(
    blocks.map(([, match, body]) => [match ?? '', (body ?? '').split('\n').map((line) => line.trim())]),
  );
}

function directivesOf(conf: string, match: string): string[] {
  const directives = locations(conf).get(match);
  if (!directives) throw new Error(`no location ${match} in\n${conf}`);
  return directives;
}

const cacheOf = (conf: string, match: string) =>
  directivesOf(conf, match).find((line) => line.startsWith('add_header Cache-Control'));

/** Every route of app/src/paths.ts and app/src/agentPaths.ts, member and agent centre pages included. */
function appRoutes(): string[] {
  const collect = (value: unknown): string[] =>
    typeof value === 'string'
      ? value.startsWith('/')
        ? [value]
        : []
      : typeof value === 'object' && value !== null
        ? Object.values(value).flatMap(collect)
        : [];
  return [
    ...collect(paths),
    ...builtMemberPages.map((item) => memberPath(item)),
    ...builtAgentPages.map((page) => agentPath(page)),
    ...Object.keys(agentExtraPageSlugs).map((page) => agentPath(page as keyof typeof agentExtraPageSlugs)),
  ];
}

describe('the nginx configuration (npm run deploy:nginx)', () => {
  const conf = site();

  it("sends securityHeaders(config), the preview server's headers, from every location, errors included", () => {
    const expected = Object.entries(securityHeaders(live)).map(
      ([name, value]) => `add_header ${name} "${value}" always;`,
    );
    expect(expected.join('\n')).toContain('Strict-Transport-Security "max-age=63072000; includeSubDomains"');
    expect(expected.join('\n')).toContain("require-trusted-types-for 'script'");
    expect(locations(conf).size).toBeGreaterThanOrEqual(6);
    for (const [match, directives] of locations(conf)) {
      const headers = directives.filter(
        (line) => line.startsWith('add_header') && !line.startsWith('add_header Cache-Control'),
      );
      expect(headers, match).toEqual(expected);
    }
  });

  it('has no add_header outside the locations (each location would drop it)', () => {
    const outside = conf.replace(/^ {4}location [\s\S]*?^ {4}\}$/gm, '');
    expect(outside).not.toContain('add_header');
  });

  it('caches hashed assets forever (not their 404s), revalidates the page and every other file, never caches the config', () => {
    expect(cacheOf(conf, '^~ /assets/')).toBe(`add_header Cache-Control "${cacheControl.forever}";`);
    expect(cacheControl.forever).toBe('public, max-age=31536000, immutable');
    for (const match of ['= /index.html', '/', `~ ${FILE_LOOKING_PATH.source}`, '~ \\.webmanifest$']) {
      expect(cacheOf(conf, match), match).toBe('add_header Cache-Control "no-cache" always;');
    }
    expect(cacheOf(conf, '= /config.json')).toBe('add_header Cache-Control "no-store" always;');
  });

  it("falls back to index.html for the app's routes and answers 404 for a missing file", () => {
    expect(directivesOf(conf, '/')).toContain('try_files $uri /index.html;');
    expect(directivesOf(conf, '^~ /assets/')).toContain('try_files $uri =404;');
    expect(directivesOf(conf, `~ ${FILE_LOOKING_PATH.source}`)).toContain('try_files $uri =404;');
    for (const file of [
      '/assets/missing.js',
      '/missing.png',
      '/icons/icon-1024.png',
      '/sitemap.xml',
      '/sw.js',
    ]) {
      expect(FILE_LOOKING_PATH.test(file), file).toBe(true);
    }
  });

  it('reaches the fallback from every route of paths.ts and agentPaths.ts (no route looks like a file)', () => {
    const routes = appRoutes();
    expect(routes).toEqual(
      expect.arrayContaining(['/', '/promotions', '/member/deposit', '/agentHome/team']),
    );
    // /index.html is a home alias and the file itself.
    expect(routes.filter((route) => FILE_LOOKING_PATH.test(route))).toEqual(['/index.html']);
  });

  it('sends the pre-compressed files, brotli only where the module is loaded, and never a stale config.json.gz', () => {
    expect(conf).toMatch(/^ {4}gzip_static on;$/m);
    expect(conf).toMatch(/^ {4}brotli_static on;$/m);
    expect(conf).toMatch(/^ {4}gzip_vary on;$/m);
    expect(directivesOf(conf, '= /config.json')).toEqual(
      expect.arrayContaining(['gzip_static off;', 'brotli_static off;']),
    );
    const withoutBrotli = site(live, false);
    expect(withoutBrotli).not.toMatch(/^\s*brotli_static/m);
    expect(withoutBrotli).toMatch(/^ {4}gzip_static on;$/m);
  });

  it("serves the demo's simulated gateway worker only on a demo site", () => {
    expect(directivesOf(conf, '= /mockServiceWorker.js')).toContain('return 404;');
    const demo = site(runtimeConfig({ mode: 'demo', gatewayUrl: '/gw', socketUrl: '/gw/ws' }));
    expect(locations(demo).has('= /mockServiceWorker.js')).toBe(false);
    expect(demo).toContain('trusted-types dompurify default');
  });

  it('serves the web app manifest as application/manifest+json (not in nginx mime.types)', () => {
    expect(directivesOf(conf, '~ \\.webmanifest$')).toEqual(
      expect.arrayContaining(['types { }', 'default_type application/manifest+json;']),
    );
  });

  it('listens where asked and serves the given folder', () => {
    expect(conf).toMatch(/^ {4}listen 80;\n {4}listen \[::\]:80;$/m);
    expect(conf).toContain('root "/usr/share/nginx/html";');
  });

  it('refuses a value nginx would read as a variable instead of writing it altered', () => {
    expect(() => nginxSite({ config: live, root: '/srv/$site', listen: ['80'], brotli: false })).toThrow(
      /cannot write/,
    );
  });
});
