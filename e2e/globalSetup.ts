import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { preview } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'app/dist');

/** The simulated gateway over HTTP, as `npm run gateway` starts it; resolves with its URL once it listens. */
function startGateway(dialect: string): Promise<{ url: string; process: ChildProcess }> {
  const child = spawn(
    path.join(root, 'node_modules/.bin/vite-node'),
    ['packages/mocks/server/start.ts', '--port', '0', '--host', '127.0.0.1', '--dialect', dialect, '--quiet'],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /listening on (http:\/\/[^\s]+?)(?:\s|$)/.exec(output)?.[1];
      if (url) resolve({ url, process: child });
    });
    child.once('exit', (code) => reject(new Error(`the simulated gateway exited (${code}): ${output}`)));
  });
}

/** A copy of the build served with its own `/config.json`: `config` is laid over the build's demo config. */
function siteCopy(name: string, config: Record<string, unknown>): string {
  const out = path.join(root, '.e2e-tmp', name);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(path.dirname(out), { recursive: true });
  cpSync(dist, out, { recursive: true });
  if (config.mode === 'live') {
    for (const file of ['mockServiceWorker.js', 'mockServiceWorker.js.br', 'mockServiceWorker.js.gz']) {
      rmSync(path.join(out, file), { force: true });
    }
  }
  const demoConfig = JSON.parse(readFileSync(path.join(dist, 'config.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  writeFileSync(path.join(out, 'config.json'), JSON.stringify({ ...demoConfig, ...config }, null, 2));
  return out;
}

/** packages/mocks/operator-dialect.config.json: a demo on the simulated gateway's operator dialect, with its adapter. */
const operatorDemoConfig = () =>
  JSON.parse(readFileSync(path.join(root, 'packages/mocks/operator-dialect.config.json'), 'utf8')) as Record<
    string,
    unknown
  >;

/**
 * End-to-end tests run on the built site in both modes and against both dialects of the simulated gateway
 * (packages/mocks/src/dialect.ts): demo mode (the simulated gateway in the browser) and live mode against the
 * simulated gateway over real HTTP, each served once per dialect. playwright.config.ts pairs them: one half of the
 * journeys runs demo in the 'codes' dialect and live in the 'spec' dialect, the other half the reverse. The URLs
 * reach the tests as E2E_* variables (e2e/support/browser.ts picks the pair of the running project).
 */
export default async function globalSetup() {
  if (!existsSync(path.join(dist, 'index.html'))) {
    execFileSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  }
  const gateways = { codes: await startGateway('codes'), spec: await startGateway('spec') };
  const configFile = path.join(root, 'app/vite.config.ts');
  const serve = (outDir: string, port: number) =>
    preview({ configFile, build: { outDir }, preview: { port, strictPort: true, host: '127.0.0.1' } });
  const liveConfig = (gatewayUrl: string) => ({
    mode: 'live',
    gatewayUrl,
    socketUrl: `${gatewayUrl.replace(/^http/, 'ws')}/ws`,
  });
  const servers = await Promise.all([
    serve(dist, 4273),
    serve(siteCopy('demo-spec-dist', { demoScenario: 'mock.dialect=spec' }), 4275),
    serve(siteCopy('live-dist', liveConfig(gateways.spec.url)), 4274),
    serve(siteCopy('live-codes-dist', liveConfig(gateways.codes.url)), 4276),
    // The operator dialect's demo with its adapter file as /config.json (e2e/operator-dialect.e2e.ts).
    serve(siteCopy('demo-operator-dist', operatorDemoConfig()), 4277),
  ]);

  process.env.E2E_DEMO_URL = 'http://127.0.0.1:4273';
  process.env.E2E_DEMO_SPEC_URL = 'http://127.0.0.1:4275';
  process.env.E2E_LIVE_URL = 'http://127.0.0.1:4274';
  process.env.E2E_LIVE_CODES_URL = 'http://127.0.0.1:4276';
  process.env.E2E_DEMO_OPERATOR_URL = 'http://127.0.0.1:4277';
  process.env.E2E_GATEWAY_URL = gateways.spec.url;
  process.env.E2E_GATEWAY_CODES_URL = gateways.codes.url;

  return async () => {
    for (const gateway of Object.values(gateways)) gateway.process.kill('SIGTERM');
    await Promise.all(servers.map((server) => server.close()));
  };
}
