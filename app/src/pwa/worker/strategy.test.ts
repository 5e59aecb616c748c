import { describe, expect, it } from 'vitest';
import { type BuildManifest, cacheable, OFFLINE_FILES, shellFiles, strategyFor } from './strategy.ts';

const ORIGIN = 'https://sorte.example';

const manifest: BuildManifest = {
  'index.html': {
    file: 'assets/index-A1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_framework-B2.js', '_rolldown-runtime-C3.js'],
    assets: ['assets/figtree-latin-400-normal-D4.woff2', 'assets/figtree-latin-400-normal-D4.woff'],
  },
  'src/early.ts': { file: 'assets/headStart-E5.js', src: 'src/early.ts', isEntry: true },
  '_framework-B2.js': { file: 'assets/framework-B2.js', imports: ['_rolldown-runtime-C3.js'] },
  '_rolldown-runtime-C3.js': { file: 'assets/rolldown-runtime-C3.js' },
  '_home-F6.js': { file: 'assets/home-F6.js' },
  '../locales/pt/messages.po': { file: 'assets/messages-G7.js', src: '../locales/pt/messages.po' },
  '../locales/ar/messages.po': { file: 'assets/messages-H8.js', src: '../locales/ar/messages.po' },
  'src/routes/member/MemberRoute.tsx': {
    file: 'assets/MemberRoute-I9.js',
    src: 'src/routes/member/MemberRoute.tsx',
  },
  'style.css': { file: 'assets/style-J0.css', src: 'style.css' },
};
const indexHtml = `<script type="module" crossorigin src="/assets/index-A1.js"></script>
<link rel="modulepreload" href="/assets/messages-G7.js" crossorigin>
<link rel="modulepreload" href="/assets/home-F6.js" crossorigin>
<link rel="stylesheet" crossorigin href="/assets/style-J0.css">
<link rel="manifest" href="/manifest.webmanifest" />`;

describe('the precached shell', () => {
  const shell = shellFiles(manifest, indexHtml);

  it('holds the entries with their imports, the first render’s files index.html loads, the fonts and the offline page', () => {
    expect(shell).toEqual([
      '/assets/figtree-latin-400-normal-D4.woff2',
      '/assets/framework-B2.js',
      '/assets/headStart-E5.js',
      '/assets/home-F6.js',
      '/assets/index-A1.js',
      '/assets/messages-G7.js',
      '/assets/rolldown-runtime-C3.js',
      '/assets/style-J0.css',
      ...OFFLINE_FILES,
    ]);
  });

  it('leaves out index.html, /config.json, lazy chunks, other catalogs and legacy woff fonts', () => {
    for (const file of [
      '/index.html',
      '/',
      '/config.json',
      '/assets/MemberRoute-I9.js',
      '/assets/messages-H8.js',
    ])
      expect(shell).not.toContain(file);
    expect(shell.filter((file) => file.endsWith('.woff'))).toEqual([]);
  });
});

describe('how the worker answers a request', () => {
  const get = (url: string, mode = 'cors') => strategyFor({ url, method: 'GET', mode }, ORIGIN);

  it('hashed build files and the offline page’s files: from the cache first', () => {
    expect(get(`${ORIGIN}/assets/index-A1.js`, 'same-origin')).toBe('cache-first');
    expect(get(`${ORIGIN}/assets/figtree-latin-400-normal-D4.woff2`)).toBe('cache-first');
    // The offline page's own script and stylesheet load while the network is gone.
    expect(get(`${ORIGIN}/offline.js`)).toBe('cache-first');
    expect(get(`${ORIGIN}/offline.css`)).toBe('cache-first');
  });

  it('page loads: from the network first (the offline page when it is gone)', () => {
    expect(get(`${ORIGIN}/`, 'navigate')).toBe('network-first');
    expect(get(`${ORIGIN}/member/wallet?tab=1`, 'navigate')).toBe('network-first');
  });

  it('never stores a gateway answer, the runtime config or anything else that can show a balance', () => {
    expect(get('https://gateway.example.com/wps/member/info')).toBe('network-only');
    expect(get(`${ORIGIN}/wps/member/balance`)).toBe('network-only');
    expect(get(`${ORIGIN}/config.json`)).toBe('network-only');
    expect(get(`${ORIGIN}/config.json`, 'navigate')).toBe('network-only');
    expect(get(`${ORIGIN}/assets/index-A1.js?v=2`)).toBe('network-only');
    expect(get(`${ORIGIN}/mockServiceWorker.js`)).toBe('network-only');
    expect(get('https://img.example-cdn.com/assets/banner.png')).toBe('network-only');
    expect(strategyFor({ url: `${ORIGIN}/assets/x.js`, method: 'POST', mode: 'cors' }, ORIGIN)).toBe(
      'network-only',
    );
  });

  it('stores only complete same-origin answers', () => {
    expect(cacheable({ status: 200, type: 'basic' })).toBe(true);
    expect(cacheable({ status: 206, type: 'basic' })).toBe(false);
    expect(cacheable({ status: 404, type: 'basic' })).toBe(false);
    expect(cacheable({ status: 0, type: 'opaque' })).toBe(false);
  });
});
