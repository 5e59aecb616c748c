// Field-like performance figures of the built site (quality bar "How to measure here"). Not part of npm test:
// Lighthouse is noisy on 2 cores and is downloaded on first use. Run after `npm run build`, with nothing else busy:
//   npm run perf
// The same build is served twice: live mode (the product, against the local HTTP gateway with its 9,978-game
// catalogue) and demo mode (the simulated gateway running inside the page). For each it prints the median of
// 5 Lighthouse mobile runs on `/` (performance, accessibility, best practices, LCP, TBT, CLS); then, in live mode
// under the calibrated CPU slowdown (below), the INP of the shell's interactions and of the lobby's: tab switch, filter, search
// and favourite; the member centre's transfer; a 5,000-row record list scrolled and filtered; the agent centre's team
// overview switching periods and a 2,000-member team drilled into (issue 14).
//   PERF_ONLY=inp     only the interactions (no Lighthouse)
//   PERF_ONLY=agent   only the agent centre's team interactions
//   PERF_ONLY=lighthouse   only Lighthouse in live mode
//   LIGHTHOUSE_REPORTS=<dir>   keeps each run's full Lighthouse report there (the LCP element, request chains)
//   PERF_CPU_SLOWDOWN=<n>      the CPU slowdown to use instead of the calibrated one
// Calibrated (issue 28 item 4): a first Lighthouse run reads this machine's benchmarkIndex; every Lighthouse run and
// every INP session then slows the CPU by 4 × index / 1,600 (never below 4), so the figures stand for a machine of
// index 1,600 at 4x whatever machine runs them (./perfCalibration.mjs).
import { execFile, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright';
import { preview } from 'vite';
import { benchmarkIndexOf, calibratedSlowdown } from './perfCalibration.mjs';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const host = '127.0.0.1';
const ports = { demo: 4190, live: 4191, gateway: 4192 };
const gatewayUrl = `http://${host}:${ports.gateway}`;
const liveDist = path.resolve('.e2e-tmp/perf-live-dist');

// Asynchronous on purpose: the preview servers run in this process and must keep answering meanwhile.
const execFileAsync = promisify(execFile);

async function startGateway() {
  const child = spawn(
    'npx',
    [
      'vite-node',
      'packages/mocks/server/start.ts',
      '--port',
      String(ports.gateway),
      '--host',
      host,
      '--quiet',
    ],
    // Its own process group: npx starts vite-node as a child, and the whole group must stop at the end.
    { stdio: ['ignore', 'pipe', 'inherit'], detached: true },
  );
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('listening')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the gateway exited (${code})`)));
  });
  return child;
}

/** The demo build as a live deployment: no service worker, the config pointing at the HTTP gateway. */
function prepareLiveDist() {
  rmSync(liveDist, { recursive: true, force: true });
  cpSync('app/dist', liveDist, { recursive: true });
  rmSync(path.join(liveDist, 'mockServiceWorker.js'), { force: true });
  const config = JSON.parse(readFileSync('app/dist/config.json', 'utf8'));
  writeFileSync(path.join(liveDist, 'config.json'), JSON.stringify({ ...config, mode: 'live', gatewayUrl }));
}

async function setScenario(scenario) {
  await fetch(`${gatewayUrl}/__mock/reset`, { method: 'POST' });
  await fetch(`${gatewayUrl}/__mock/scenario`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(scenario),
  });
}

async function lighthouseRun(url, slowdown) {
  const profile = mkdtempSync(path.join(tmpdir(), 'sorte-lh-'));
  const report = path.join(profile, 'report.json');
  try {
    await execFileAsync(
      'npx',
      [
        '--yes',
        'lighthouse@12.8.2',
        url,
        '--quiet',
        '--output=json',
        `--output-path=${report}`,
        '--only-categories=performance,accessibility,best-practices',
        ...(slowdown === undefined ? [] : [`--throttling.cpuSlowdownMultiplier=${slowdown}`]),
        `--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync --disable-dev-shm-usage --user-data-dir=${profile}/chrome`,
      ],
      { env: { ...process.env, CHROME_PATH: chromiumPath }, maxBuffer: 64 * 1024 * 1024 },
    );
    const lhr = JSON.parse(readFileSync(report, 'utf8'));
    if (process.env.LIGHTHOUSE_REPORTS) {
      mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
      const name = `${new URL(url).port}-${Date.now()}.json`;
      cpSync(report, path.join(process.env.LIGHTHOUSE_REPORTS, name));
    }
    return {
      benchmarkIndex: Math.round(benchmarkIndexOf(lhr)),
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
      lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
      cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    };
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}

/** Median of `runs` Lighthouse runs; a run Lighthouse itself aborts (NO_NAVSTART under load) is retried once. */
async function lighthouseMedian(mode, url, slowdown) {
  const results = [];
  for (let run = 1; run <= runs; run += 1) {
    const result = await lighthouseRun(url, slowdown).catch(() => lighthouseRun(url, slowdown));
    console.log(`${mode} lighthouse run ${run}: ${JSON.stringify(result)}`);
    results.push(result);
  }
  const median = results.toSorted((a, b) => a.performance - b.performance)[Math.floor(results.length / 2)];
  console.log(`${mode} lighthouse median (by performance score): ${JSON.stringify(median)}`);
}

/** The CPU slowdown for this machine: PERF_CPU_SLOWDOWN, else calibrated on a first Lighthouse run's benchmarkIndex. */
async function cpuSlowdown(url) {
  const forced = Number(process.env.PERF_CPU_SLOWDOWN);
  if (forced > 0) {
    console.log(`CPU slowdown ${forced}x (PERF_CPU_SLOWDOWN)`);
    return forced;
  }
  const { benchmarkIndex } = await lighthouseRun(url).catch(() => lighthouseRun(url));
  const slowdown = calibratedSlowdown(benchmarkIndex);
  console.log(
    `benchmarkIndex ${benchmarkIndex}: CPU slowdown ${slowdown}x (4 × index / 1,600, never below 4)`,
  );
  return slowdown;
}

/**
 * A phone-sized page for INP: `visit` loads a page at full speed and waits for `ready`, then slows the CPU by the
 * calibrated `slowdown`;
 * `measure` records the longest event-timing duration of what `action` sets off (after `settled` shows, if given),
 * which is what INP reports when there are few interactions.
 */
async function inpSession(browser, url, slowdown) {
  const page = await browser.newPage({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const cdp = await page.context().newCDPSession(page);
  const results = {};
  const observe = () =>
    page.evaluate(() => {
      window.__interactions = new Map();
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (!entry.interactionId) continue;
          const previous = window.__interactions.get(entry.interactionId) ?? 0;
          window.__interactions.set(entry.interactionId, Math.max(previous, entry.duration));
        }
      }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
    });
  const visit = async (target, ready = page.getByRole('main').getByRole('article').first()) => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await page.goto(new URL(target, url).href, { waitUntil: 'networkidle' });
    await ready.waitFor({ timeout: 30_000 });
    await observe();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  };
  const measure = async (name, action, settled) => {
    await page.evaluate(() => window.__interactions.clear());
    await action();
    if (settled) await settled.waitFor({ timeout: 30_000 });
    await page.waitForTimeout(800);
    results[name] = await page.evaluate(() => Math.max(0, ...window.__interactions.values()));
  };
  return { page, cdp, results, visit, measure };
}

/** The shell's, the lobby's and the member centre's interactions under the calibrated CPU slowdown. */
async function measureInp(url, slowdown) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
  try {
    const { page, cdp, results, visit, measure } = await inpSession(browser, url, slowdown);
    const main = page.getByRole('main');

    await visit('/');
    const header = page.getByRole('banner');
    await measure('open login popup', () => header.getByRole('button', { name: /^(entrar|log in)$/i }).tap());
    await page.keyboard.press('Escape');
    await page.waitForTimeout(400);
    await measure('open side menu', () => header.getByRole('button', { name: /^menu$/i }).tap());
    await measure('switch theme', () => page.locator('label', { hasText: /^(escuro|dark)$/i }).tap());
    await measure('close side menu', () =>
      page
        .getByRole('dialog', { name: /^menu$/i })
        .getByRole('button', { name: /^(fechar menu|close menu)$/i })
        .tap(),
    );

    await visit('/');
    await measure('lobby tab switch (home to casino)', () =>
      main
        .getByRole('link', { name: /^cassino$/i })
        .first()
        .tap(),
    );

    await visit('/rng');
    await measure('lobby filter (all to popular)', () =>
      main.getByRole('button', { name: /^populares$/i }).tap(),
    );

    await visit('/rng');
    const search = main.getByRole('searchbox').or(main.getByRole('textbox', { name: /buscar jogo/i }));
    await search.tap();
    await measure('lobby search (typing a name)', () => page.keyboard.type('fortuna', { delay: 120 }));
    await measure('lobby search (submit)', () => page.keyboard.press('Enter'));

    await visit('/rng');
    await header.getByRole('button', { name: /^(entrar|log in)$/i }).tap();
    const dialog = page.getByRole('dialog', { name: /entrar|log in/i });
    await dialog.getByRole('textbox', { name: /nome de usuário|username/i }).fill('jogador01');
    await dialog.getByLabel(/^(senha|password)/i).fill('Sorte2026');
    await dialog.getByRole('button', { name: /^(entrar|log in)$/i }).tap();
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForTimeout(1000);
    await measure('lobby favourite', () =>
      main
        .getByRole('article')
        .first()
        .getByRole('button', { name: /favorito/i })
        .tap(),
    );

    // The member centre (issue 12): opened from the member dropdown, and a transfer submitted there.
    await visit('/');
    await header.getByRole('button', { name: /ana souza/i }).tap();
    await page.getByRole('link', { name: /^(central do membro|member centre)$/i }).waitFor();
    await measure('open member centre (dropdown link)', () =>
      page.getByRole('link', { name: /^(central do membro|member centre)$/i }).tap(),
    );
    const transferForm = page.getByRole('form', {
      name: /transferência entre carteiras|transfer between wallets/i,
    });
    await visit('/member/transfer', transferForm);
    await transferForm.getByRole('option', { name: /ao vivo studio/i }).waitFor({ state: 'attached' });
    await transferForm.getByRole('combobox').selectOption('AOVIVO');
    await transferForm.getByRole('textbox', { name: /^(valor|amount)/i }).fill('10');
    await measure('member centre transfer (submit)', () =>
      transferForm.getByRole('button', { name: /^(transferir|transfer)$/i }).tap(),
    );

    // The records (issue 13): the betting record over 92 days with the gateway's large volume (5,000+ bets), every
    // page loaded, then scrolled by keyboard (scrolling itself is no INP interaction; the key that scrolls is) and
    // filtered by category.
    await fetch(`${gatewayUrl}/__mock/scenario`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ recordVolume: 'large' }),
    });
    const day = (offset) =>
      new Date(Date.now() + offset * 86_400_000).toLocaleDateString('en-CA', {
        timeZone: 'America/Sao_Paulo',
      });
    const records = page.getByRole('region', { name: /registro de apostas|betting record/i });
    await visit(`/member/bets?from=${day(-91)}&to=${day(0)}`, records.locator('tbody tr').first());
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await records.focus();
    const rowCount = Number(await records.getByRole('table').getAttribute('aria-rowcount'));
    for (let tries = 0; tries < 200; tries++) {
      await page.keyboard.press('End');
      await page.waitForTimeout(150);
      const last = await records.locator('tbody tr').last().getAttribute('aria-rowindex');
      if (Number(last) === rowCount) break;
    }
    results['records list rows loaded'] = rowCount - 1;
    await page.keyboard.press('Home');
    await page.waitForTimeout(500);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await measure('records scroll (PageDown x5 in 5,000 rows)', async () => {
      for (let step = 0; step < 5; step++) {
        await page.keyboard.press('PageDown');
        await page.waitForTimeout(120);
      }
    });
    await measure('records scroll (End: jump to row 5,000)', () => page.keyboard.press('End'));
    await measure('records scroll (Home: jump back to the top)', () => page.keyboard.press('Home'));
    await page.getByRole('combobox', { name: /^(categoria|category)$/i }).focus();
    await measure('records filter (category, by keyboard)', () => page.keyboard.press('ArrowDown'));
    await page.waitForURL(/category=/);
    await measure('records filter (period select, tap)', () =>
      page.getByRole('combobox', { name: /^(período|period)$/i }).tap(),
    );
    return results;
  } finally {
    await browser.close();
  }
}

/** The agent centre's team (issue 14) under the calibrated CPU slowdown: switching periods, drilling into a 2,000-member team. */
async function measureAgentTeamInp(url, slowdown) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
  try {
    const { page, results, visit, measure } = await inpSession(browser, url, slowdown);

    await page.goto(new URL('/agent', url).href, { waitUntil: 'networkidle' });
    const login = page.locator('section', { has: page.getByRole('heading', { name: /centro do agente/i }) });
    await login.getByRole('textbox', { name: /nome de usuário/i }).fill('agente1');
    await login.getByLabel(/^senha/i).fill('Sorte2026');
    await login.getByRole('button', { name: /^entrar$/i }).tap();
    await page.waitForURL(/\/agentHome$/);

    // The team overview: the period select by keyboard (last month to this week's), the figures then read anew.
    const figures = page.getByText(/período anterior/).first();
    await visit('/agentHome/team?period=MONTHLY-previous', figures);
    const period = page.getByRole('combobox', { name: /^período$/i });
    await period.focus();
    await measure('team overview: switch period (keyboard)', () => page.keyboard.press('ArrowUp'));
    await measure('team overview: switch period back', () => page.keyboard.press('ArrowDown'));

    // 2,000 members: agente1's own level holds 1,200 of them (windowed, pages of 100).
    // The scenario alone (a reset would end the agent's session).
    await fetch(`${gatewayUrl}/__mock/scenario`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ agentTeam: 'large' }),
    });
    const drill = page.getByRole('button', { name: 'Ver a equipe de grande1', exact: true });
    await visit('/agentHome/downlines', drill);
    const crumbs = page.getByRole('navigation', { name: 'Níveis da equipe' });
    await measure(
      'downlines (2,000 members): drill into a sub-agent',
      () => drill.tap(),
      crumbs.getByText('grande1', { exact: true }),
    );
    await measure(
      'downlines (2,000 members): drill one level further',
      () => page.getByRole('button', { name: 'Ver a equipe de grande1s', exact: true }).tap(),
      crumbs.getByText('grande1s', { exact: true }),
    );
    await measure(
      'downlines (2,000 members): breadcrumb back to the top',
      () => crumbs.getByRole('button', { name: 'Minha equipe' }).tap(),
      drill,
    );
    await visit('/agentHome/team?period=MONTHLY-previous', figures);
    await page.getByRole('combobox', { name: /^período$/i }).focus();
    await measure('team overview (2,000 members): switch period (keyboard)', () =>
      page.keyboard.press('ArrowUp'),
    );
    return results;
  } finally {
    await browser.close();
  }
}

const gateway = await startGateway();
prepareLiveDist();
const configFile = 'app/vite.config.ts';
const servers = await Promise.all([
  preview({ configFile, preview: { port: ports.demo, strictPort: true, host } }),
  preview({ configFile, build: { outDir: liveDist }, preview: { port: ports.live, strictPort: true, host } }),
]);
try {
  // PERF_ONLY=inp skips the Lighthouse runs (minutes) when only the interactions are wanted; =agent measures only
  // the agent centre's team; =lighthouse only Lighthouse in live mode.
  const only = process.env.PERF_ONLY;
  const live = `http://${host}:${ports.live}/`;
  await setScenario({});
  const slowdown = await cpuSlowdown(live);
  if (only === undefined || only === '' || only === 'lighthouse') {
    await lighthouseMedian('live', live, slowdown);
    if (only !== 'lighthouse') await lighthouseMedian('demo', `http://${host}:${ports.demo}/`, slowdown);
  }
  if (only !== 'lighthouse') {
    // Public popups would cover the page the interactions are measured on.
    await setScenario({ publicPopups: false });
    if (only !== 'agent')
      console.log(
        `live INP under ${slowdown}x CPU slowdown (ms): ${JSON.stringify(await measureInp(live, slowdown))}`,
      );
    await setScenario({ publicPopups: false });
    console.log(
      `live agent team INP under ${slowdown}x CPU slowdown (ms): ${JSON.stringify(
        await measureAgentTeamInp(live, slowdown),
      )}`,
    );
  }
} finally {
  await Promise.all(servers.map((server) => server.close()));
  process.kill(-gateway.pid);
}
