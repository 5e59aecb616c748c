import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nginxSite } from '../app/server/nginxConfig.ts';
import { securityHeaders } from '../app/server/securityHeaders.ts';
import { parseRuntimeConfig, type RuntimeConfig } from '../app/src/config/runtimeConfig.ts';
import { expect, resetLiveGateway, sites, test, waitForApp } from './support/browser.ts';
import { logIn } from './support/journeys.ts';
import { type RunningNginx, startNginx } from './support/nginx.ts';

/**
 * The production recipe behind a real server (README "Deploying"): Debian's nginx with the configuration
 * `npm run deploy:nginx` generates, serving a copy of the build whose /config.json is a live site on the
 * simulated HTTP gateway (another origin, allowed by the CSP's connect-src, which comes from that config).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, '.e2e-tmp', 'nginx');
const html = path.join(dir, 'html');

let server: RunningNginx;
let config: RuntimeConfig;
let indexHtml: string;

test.beforeAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(path.join(root, 'app/dist'), html, { recursive: true });
  const demoConfig = JSON.parse(readFileSync(path.join(html, 'config.json'), 'utf8')) as object;
  const liveConfig = {
    ...demoConfig,
    mode: 'live',
    gatewayUrl: sites.gateway,
    socketUrl: `${sites.gateway.replace(/^http/, 'ws')}/ws`,
  };
  writeFileSync(path.join(html, 'config.json'), JSON.stringify(liveConfig, null, 2));
  const parsed = parseRuntimeConfig(JSON.stringify(liveConfig));
  if (!parsed.ok) throw new Error(parsed.detail);
  config = parsed.config;
  indexHtml = readFileSync(path.join(html, 'index.html'), 'utf8');
  server = await startNginx(dir, (listen) =>
    nginxSite({ config, root: html, listen: [listen], brotli: true }),
  );
});

test.afterAll(() => server?.stop());

const get = (pathname: string, acceptEncoding = 'identity') =>
  fetch(`${server.url}${pathname}`, { headers: { 'Accept-Encoding': acceptEncoding } });

/** The entry script and the stylesheet index.html loads: hashed build files. */
function hashedAssets() {
  const script = /src="(\/assets\/index-[^"]+\.js)"/.exec(indexHtml)?.[1];
  const style = /href="(\/assets\/[^"]+\.css)"/.exec(indexHtml)?.[1];
  if (!script || !style) throw new Error('index.html loads no hashed script or stylesheet');
  return { script, style };
}

const routes = ['/', '/promotions', '/member/deposit', '/agentHome/team', '/lottery', '/index'];

test.describe('the production nginx recipe (live site on the HTTP gateway)', () => {
  test("sends the preview server's security headers everywhere, errors included", async () => {
    const expected = securityHeaders(config);
    const csp = expected['Content-Security-Policy'] ?? '';
    expect(csp).toContain("require-trusted-types-for 'script'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(`connect-src 'self' ${new URL(sites.gateway).origin}`);
    expect(expected['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
    const { script } = hashedAssets();
    for (const pathname of [
      ...routes,
      script,
      '/config.json',
      '/manifest.webmanifest',
      '/assets/missing.js',
    ]) {
      const response = await get(pathname);
      for (const [name, value] of Object.entries(expected)) {
        expect(response.headers.get(name), `${name} on ${pathname}`).toBe(value);
      }
    }
  });

  test('sends the pre-compressed build files as the client asks: brotli, gzip or plain', async () => {
    const { script, style } = hashedAssets();
    for (const pathname of [script, style, '/promotions']) {
      const file = pathname === '/promotions' ? 'index.html' : pathname;
      const content = readFileSync(path.join(html, file), 'utf8');
      for (const [asked, sent] of [
        ['br, gzip', 'br'],
        ['gzip', 'gzip'],
        ['identity', null],
      ] as const) {
        const response = await get(pathname, asked);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-encoding'), `${pathname} for ${asked}`).toBe(sent);
        expect(response.headers.get('vary')).toBe('Accept-Encoding');
        expect(await response.text()).toBe(content);
      }
    }
    const config = await get('/config.json', 'br, gzip');
    expect(config.headers.get('content-encoding')).toBeNull();
  });

  test('caches hashed assets forever, revalidates the page and every other file, never caches the config', async () => {
    const { script, style } = hashedAssets();
    for (const pathname of [script, style]) {
      expect((await get(pathname)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    for (const pathname of [
      ...routes,
      '/index.html',
      '/manifest.webmanifest',
      '/robots.txt',
      '/favicon.svg',
    ]) {
      expect((await get(pathname)).headers.get('cache-control'), pathname).toBe('no-cache');
    }
    expect((await get('/config.json')).headers.get('cache-control')).toBe('no-store');
    // Revalidation: the page's validator answers 304 until the page changes.
    const etag = (await get('/promotions', 'gzip')).headers.get('etag');
    expect(etag).toBeTruthy();
    const revalidated = await fetch(`${server.url}/promotions`, {
      headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': etag ?? '' },
    });
    expect(revalidated.status).toBe(304);
    expect((await get('/manifest.webmanifest')).headers.get('content-type')).toBe(
      'application/manifest+json',
    );
    // A 404 of an asset is never cached for a year (it may be a file still being uploaded).
    expect((await get('/assets/missing.js')).headers.get('cache-control')).toBeNull();
  });

  test("serves the app on the app's routes and a real 404 for a missing file", async () => {
    for (const pathname of routes) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await response.text()).toBe(indexHtml);
    }
    // The demo's simulated gateway is in the build but never served on a live site.
    for (const pathname of [
      '/assets/missing.js',
      '/missing.png',
      '/icons/missing.png',
      '/mockServiceWorker.js',
    ]) {
      expect((await get(pathname)).status, pathname).toBe(404);
    }
  });

  test('boots on a deep route and logs a player in against the gateway', async ({ pages }) => {
    await resetLiveGateway();
    const { page, problems } = await pages.newPage();
    await page.goto(`${server.url}/member/deposit`);
    await waitForApp(page);
    await logIn(page);
    await expect.poll(() => page.getByRole('banner').getByText('Ana Souza').count()).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/member/deposit');
    expect(problems.requests.some((url) => url.startsWith(sites.gateway))).toBe(true);
    expect(problems.errors).toEqual([]);
  });
});
