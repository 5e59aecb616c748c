import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { preview } from 'vite';
import type { TestProject } from 'vitest/node';
import { startGatewayServer } from '../packages/mocks/server/httpServer.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'app/dist');
const liveDist = path.join(root, '.e2e-tmp/live-dist');

declare module 'vitest' {
  export interface ProvidedContext {
    demoUrl: string;
    liveUrl: string;
    gatewayUrl: string;
  }
}

/**
 * End-to-end tests run on the built site: the same build served twice, once in demo mode (the
 * simulated gateway in the browser, its default 'codes' dialect) and once in live mode against the simulated
 * gateway over real HTTP answering in the alternative 'spec' dialect (packages/mocks/src/dialect.ts;
 * `E2E_LIVE_DIALECT=codes` for the default shapes), so the journeys pass against both dialects.
 */
export default async function setup(project: TestProject) {
  if (!existsSync(path.join(dist, 'index.html'))) {
    execFileSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  }
  const dialect = process.env.E2E_LIVE_DIALECT === 'codes' ? 'codes' : 'spec';
  const gateway = await startGatewayServer({ port: 0, host: '127.0.0.1', dialect });

  rmSync(liveDist, { recursive: true, force: true });
  mkdirSync(path.dirname(liveDist), { recursive: true });
  cpSync(dist, liveDist, { recursive: true });
  rmSync(path.join(liveDist, 'mockServiceWorker.js'), { force: true });
  const demoConfig = JSON.parse(
    (await import('node:fs')).readFileSync(path.join(dist, 'config.json'), 'utf8'),
  ) as Record<string, unknown>;
  writeFileSync(
    path.join(liveDist, 'config.json'),
    JSON.stringify({ ...demoConfig, mode: 'live', gatewayUrl: gateway.url }, null, 2),
  );

  const configFile = path.join(root, 'app/vite.config.ts');
  const demo = await preview({ configFile, preview: { port: 4273, strictPort: true, host: '127.0.0.1' } });
  const live = await preview({
    configFile,
    build: { outDir: liveDist },
    preview: { port: 4274, strictPort: true, host: '127.0.0.1' },
  });

  project.provide('demoUrl', 'http://127.0.0.1:4273');
  project.provide('liveUrl', 'http://127.0.0.1:4274');
  project.provide('gatewayUrl', gateway.url);

  return async () => {
    await Promise.all([demo.close(), live.close(), gateway.close()]);
  };
}
