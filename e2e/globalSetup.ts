import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { preview } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'app/dist');
const liveDist = path.join(root, '.e2e-tmp/live-dist');

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

/**
 * End-to-end tests run on the built site: the same build served twice, once in demo mode (the simulated gateway
 * in the browser, its default 'codes' dialect) and once in live mode against the simulated gateway over real HTTP
 * answering in the alternative 'spec' dialect (packages/mocks/src/dialect.ts; `E2E_LIVE_DIALECT=codes` for the
 * default shapes), so the journeys pass against both dialects. The URLs reach the tests as E2E_* variables.
 */
export default async function globalSetup() {
  if (!existsSync(path.join(dist, 'index.html'))) {
    execFileSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  }
  const dialect = process.env.E2E_LIVE_DIALECT === 'codes' ? 'codes' : 'spec';
  const gateway = await startGateway(dialect);

  rmSync(liveDist, { recursive: true, force: true });
  mkdirSync(path.dirname(liveDist), { recursive: true });
  cpSync(dist, liveDist, { recursive: true });
  rmSync(path.join(liveDist, 'mockServiceWorker.js'), { force: true });
  const demoConfig = JSON.parse(readFileSync(path.join(dist, 'config.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  writeFileSync(
    path.join(liveDist, 'config.json'),
    JSON.stringify(
      {
        ...demoConfig,
        mode: 'live',
        gatewayUrl: gateway.url,
        socketUrl: `${gateway.url.replace(/^http/, 'ws')}/ws`,
      },
      null,
      2,
    ),
  );

  const configFile = path.join(root, 'app/vite.config.ts');
  const demo = await preview({ configFile, preview: { port: 4273, strictPort: true, host: '127.0.0.1' } });
  const live = await preview({
    configFile,
    build: { outDir: liveDist },
    preview: { port: 4274, strictPort: true, host: '127.0.0.1' },
  });

  process.env.E2E_DEMO_URL = 'http://127.0.0.1:4273';
  process.env.E2E_LIVE_URL = 'http://127.0.0.1:4274';
  process.env.E2E_GATEWAY_URL = gateway.url;

  return async () => {
    gateway.process.kill('SIGTERM');
    await Promise.all([demo.close(), live.close()]);
  };
}
