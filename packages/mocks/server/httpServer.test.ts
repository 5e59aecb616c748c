import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAesGcmEncryptor, createGatewayClient, isGatewayError } from '@sorte/gateway';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/fixtures/accounts.ts';
import { DEMO_ENCRYPTION_KEY } from '../src/handlers/index.ts';
import { type GatewayServer, startGatewayServer } from './httpServer.ts';

let gateway: GatewayServer;
beforeAll(async () => {
  gateway = await startGatewayServer({ port: 0 });
});
afterEach(() => gateway.db.reset());
afterAll(() => gateway.close());

function client(options: { encrypted?: boolean; timeoutMs?: number } = {}) {
  let token: string | null = null;
  const gw = createGatewayClient({
    baseUrl: gateway.url,
    getToken: () => token,
    onUnauthorized: () => {
      token = null;
    },
    timeoutMs: options.timeoutMs ?? 5_000,
    retry: { maxAttempts: 1 },
    ...(options.encrypted ? { encryptor: createAesGcmEncryptor(DEMO_ENCRYPTION_KEY) } : {}),
  });
  return { gw, setToken: (t: string) => (token = t) };
}

const post = (pathname: string, body?: unknown) =>
  fetch(`${gateway.url}${pathname}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('local HTTP gateway (node:http + msw getResponse)', () => {
  it('listens on 127.0.0.1 on a free port', () => {
    expect(gateway.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(gateway.port).toBeGreaterThan(0);
  });

  it.each([false, true])(
    '§7 login over real HTTP with the gateway client (AES: %s), then member info and balance',
    async (encrypted) => {
      const { gw, setToken } = client({ encrypted });
      const result = await gw.session.login({
        type: 'username',
        username: 'jogador01',
        password: DEMO_PASSWORD,
      });
      expect(result).toMatchObject({ token: expect.any(String), passwordExpired: false });
      setToken(result.token);
      await expect(gw.member.info()).resolves.toMatchObject({
        account: 'jogador01',
        nickname: 'Ana Souza',
        type: 0,
      });
      await expect(gw.wallet.balance()).resolves.toEqual({ balance: 1523.75, isSingle: false });
      await gw.session.logout();
      await expect(gw.member.info()).rejects.toMatchObject({ kind: 'unauthorized' });
    },
  );

  it('unknown paths answer a 404 envelope', async () => {
    const response = await fetch(`${gateway.url}/wps/nope`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, code: 404 });
  });

  it('CORS: preflight and answers for localhost origins only', async () => {
    const preflight = await fetch(`${gateway.url}/wps/session/login`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, x-mod-id, x-payload-encryption, content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const allowed = preflight.headers.get('access-control-allow-headers')?.toLowerCase() ?? '';
    for (const header of ['authorization', 'x-mod-id', 'x-payload-encryption', 'content-type']) {
      expect(allowed).toContain(header);
    }
    const answer = await fetch(`${gateway.url}/wps/system/status`, {
      headers: { Origin: 'http://127.0.0.1:4274' },
    });
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4274');
    expect(answer.headers.get('access-control-expose-headers')).toMatch(/X-Payload-Encryption/);
    const foreign = await fetch(`${gateway.url}/wps/system/status`, {
      headers: { Origin: 'https://evil.example' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('POST /__mock/scenario switches scenarios over HTTP; /__mock/reset restores them', async () => {
    const { gw } = client({ timeoutMs: 300 });
    const switched = await post('/__mock/scenario', {
      systemStatus: 2,
      failures: { balance: 'network-error', captcha: 'timeout' },
    });
    expect(switched.status).toBe(200);
    expect(((await switched.json()) as { value: { systemStatus: number } }).value.systemStatus).toBe(2);
    await expect(gw.system.status()).resolves.toMatchObject({ status: 2 });
    await expect(gw.wallet.balance()).rejects.toMatchObject({ kind: 'network' });
    await expect(gw.captcha.get()).rejects.toMatchObject({ kind: 'timeout' });
    const current = (await (await fetch(`${gateway.url}/__mock/scenario`)).json()) as {
      value: { failures: object };
    };
    expect(current.value.failures).toEqual({ balance: 'network-error', captcha: 'timeout' });

    expect((await post('/__mock/reset')).status).toBe(200);
    await expect(gw.system.status()).resolves.toMatchObject({ status: 0 });
  });

  it('an invalid scenario is refused with 400', async () => {
    const response = await post('/__mock/scenario', { failures: { login: 'explode' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false });
  });

  it('server-error and malformed scenarios reach the client as such', async () => {
    const { gw } = client();
    await post('/__mock/scenario', { failures: { whiteLabel: 'server-error', permission: 'malformed' } });
    const kinds = await Promise.all(
      [gw.system.whiteLabel(), gw.system.permission()].map((p) =>
        p.then(
          () => 'ok',
          (e: unknown) => (isGatewayError(e) ? e.kind : 'other'),
        ),
      ),
    );
    expect(kinds).toEqual(['server', 'invalid-response']);
  });

  it('serves under a base path when asked', async () => {
    const prefixed = await startGatewayServer({ port: 0, basePath: '/gw' });
    try {
      const gw = createGatewayClient({
        baseUrl: `${prefixed.url}/gw`,
        getToken: () => null,
        onUnauthorized: () => {},
      });
      await expect(gw.system.status()).resolves.toMatchObject({ status: 0 });
      expect((await fetch(`${prefixed.url}/wps/system/status`)).status).toBe(404);
    } finally {
      await prefixed.close();
    }
  });
});

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const viteNode = path.join(root, 'node_modules/.bin/vite-node');

describe('the start command', () => {
  it.skipIf(!existsSync(viteNode))(
    'vite-node packages/mocks/server/start.ts --port 0 serves the gateway',
    async () => {
      const child = spawn(viteNode, ['packages/mocks/server/start.ts', '--port', '0', '--quiet'], {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      try {
        const url = await new Promise<string>((resolve, reject) => {
          let out = '';
          const timer = setTimeout(() => reject(new Error(`no start line within 30 s: ${out}`)), 30_000);
          child.stdout.on('data', (chunk: Buffer) => {
            out += chunk.toString();
            const match = out.match(/listening on (http:\/\/\S+)/);
            if (match?.[1]) {
              clearTimeout(timer);
              resolve(match[1]);
            }
          });
          child.stderr.on('data', (chunk: Buffer) => {
            out += chunk.toString();
          });
          child.once('exit', (code) => reject(new Error(`exited with ${code}: ${out}`)));
        });
        const response = await fetch(`${url}/wps/system/status`);
        expect(await response.json()).toEqual({ success: true, value: { status: 0, ip: '203.0.113.45' } });
      } finally {
        child.kill('SIGTERM');
      }
    },
    40_000,
  );
});
