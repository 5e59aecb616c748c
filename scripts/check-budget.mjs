// Bundle budget of ../shared/quality-bar.md, over the production build in app/dist.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { checkBudget } from './bundleBudget.mjs';

const dist = 'app/dist';
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const read = (file) => readFileSync(path.join(dist, file));
const fontFiles = readdirSync(path.join(dist, 'assets'))
  .filter((file) => /latin-\d+-normal.*\.woff2$/.test(file) && !/latin-ext/.test(file))
  .map((file) => ({ file, bytes: statSync(path.join(dist, 'assets', file)).size }));

const { report, failures } = checkBudget({
  manifest,
  sizeOf: (file) => gzipSync(read(file), { level: 9 }).length,
  sizeOfTogether: (files) => gzipSync(Buffer.concat(files.map(read)), { level: 9 }).length,
  contentOf: (file) => read(file).toString('utf8'),
  homeRouteSuffix: 'routes/home/HomeRoute.tsx',
  // app/vite.config.ts groups the home route with the banner's request in a chunk of this name.
  homeChunkName: 'home',
  demoOnlySuffix: 'packages/mocks/src/browser.ts',
  fontFiles,
});

// A live-only build (VITE_DEMO=off) must carry no simulated-gateway code at all.
const liveOut = '.e2e-tmp/live-only-build';
execFileSync(
  'npx',
  [
    'vite',
    'build',
    '--config',
    'app/vite.config.ts',
    '--outDir',
    path.resolve(liveOut),
    '--logLevel',
    'error',
  ],
  {
    env: { ...process.env, VITE_DEMO: 'off' },
    stdio: 'inherit',
  },
);
const liveJs = readdirSync(path.join(liveOut, 'assets')).filter((file) => file.endsWith('.js'));
const leaking = liveJs.filter((file) =>
  /setupWorker|mockServiceWorker|jogador01/.test(readFileSync(path.join(liveOut, 'assets', file), 'utf8')),
);
report.push(`live-only build: ${liveJs.length} JS files, ${leaking.length} with simulated-gateway code`);
if (leaking.length > 0)
  failures.push(`live-only build contains simulated-gateway code in ${leaking.join(', ')}`);

for (const line of report) console.log(`  ${line}`);
if (failures.length > 0) {
  for (const failure of failures) console.error(`✗ ${failure}`);
  process.exit(1);
}
console.log('bundle budget: within budget');
