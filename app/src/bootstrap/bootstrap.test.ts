import { describe, expect, it, vi } from 'vitest';
import { loadRuntimeConfig } from './loadConfig.ts';
import { shouldReloadForFailedChunk } from './preloadRecovery.ts';
import { startServiceWorkerAfter } from './serviceWorkerStart.ts';
import { allowMockServiceWorker } from './trustedTypes.ts';

describe('failed lazy chunk after a deploy (quality bar, Reliability)', () => {
  it('reloads once, then not again within a minute (no reload loop)', () => {
    expect(shouldReloadForFailedChunk(1_000_000, null)).toBe(true);
    expect(shouldReloadForFailedChunk(1_000_000, String(1_000_000 - 5_000))).toBe(false);
    expect(shouldReloadForFailedChunk(1_000_000, String(1_000_000 - 61_000))).toBe(true);
    expect(shouldReloadForFailedChunk(1_000_000, 'garbage')).toBe(true);
  });
});

describe('loading /config.json', () => {
  it('reports a missing file instead of throwing', async () => {
    const fetcher = vi.fn(async () => new Response('not found', { status: 404 }));
    await expect(loadRuntimeConfig(fetcher)).resolves.toMatchObject({ ok: false, reason: 'missing' });
  });

  it('reports an unreachable file', async () => {
    const fetcher = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(loadRuntimeConfig(fetcher)).resolves.toMatchObject({ ok: false, reason: 'missing' });
  });

  it('reports malformed JSON', async () => {
    const fetcher = vi.fn(async () => new Response('{ "mode": '));
    await expect(loadRuntimeConfig(fetcher)).resolves.toMatchObject({ ok: false, reason: 'malformed' });
  });

  it('fetches in the default cache mode, so the preload of index.html answers it (the server sends no-store)', async () => {
    const fetcher = vi.fn(async () => new Response('{}'));
    await loadRuntimeConfig(fetcher);
    expect(fetcher).toHaveBeenCalledWith(
      '/config.json',
      expect.not.objectContaining({ cache: expect.anything() }),
    );
  });
});

describe('Trusted Types policy for the demo service worker', () => {
  it('accepts only our own worker script', () => {
    let rules: { createScriptURL?: (input: string) => string } = {};
    const trustedTypes = { createPolicy: vi.fn((_name: string, given: typeof rules) => (rules = given)) };
    vi.stubGlobal('trustedTypes', trustedTypes);
    allowMockServiceWorker('https://sorte.example');
    expect(trustedTypes.createPolicy).toHaveBeenCalledWith('default', expect.any(Object));
    expect(rules.createScriptURL?.('/mockServiceWorker.js')).toBe(
      'https://sorte.example/mockServiceWorker.js',
    );
    expect(() => rules.createScriptURL?.('https://evil.example/mockServiceWorker.js')).toThrow(TypeError);
    expect(() => rules.createScriptURL?.('/other.js')).toThrow(TypeError);
    vi.unstubAllGlobals();
  });
});

describe('the PWA worker after the first paint (issue 27 item 1)', () => {
  it('loads its chunk only once the page has painted', async () => {
    let paint = () => {};
    const painted = new Promise<void>((resolve) => {
      paint = resolve;
    });
    const load = vi.fn(async () => ({}));
    const started = startServiceWorkerAfter(painted, load);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    paint();
    await started;
    expect(load).toHaveBeenCalledOnce();
  });

  it('logs a chunk that fails to load instead of leaving an unhandled rejection', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new TypeError('Failed to fetch dynamically imported module');
    await expect(
      startServiceWorkerAfter(Promise.resolve(), () => Promise.reject(failure)),
    ).resolves.toBeUndefined();
    expect(logged).toHaveBeenCalledWith('the service worker was not registered', failure);
    logged.mockRestore();
  });
});
