// Field-like performance figures of the built site (quality bar "How to measure here"). Not part of npm test:
// Lighthouse is noisy on 2 cores and is downloaded on first use. Run after `npm run build`, with nothing else busy:
//   npm run perf
// Prints the median of 5 Lighthouse mobile runs (performance, accessibility, LCP, TBT, CLS) and the INP of the
// shell's interactions (open the login popup, toggle the side menu, switch the theme) under 4x CPU slowdown.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright';
import { preview } from 'vite';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const port = 4190;
const url = `http://127.0.0.1:${port}/`;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

const server = await preview({
  configFile: 'app/vite.config.ts',
  preview: { port, strictPort: true, host: '127.0.0.1' },
});

// Asynchronous on purpose: the preview server runs in this process and must keep answering meanwhile.
const execFileAsync = promisify(execFile);

async function lighthouseRun() {
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
        `--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync --disable-dev-shm-usage --user-data-dir=${profile}/chrome`,
      ],
      { env: { ...process.env, CHROME_PATH: chromiumPath }, maxBuffer: 64 * 1024 * 1024 },
    );
    const lhr = JSON.parse(readFileSync(report, 'utf8'));
    return {
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

/** Longest event-timing duration per interaction: what INP reports when there are few interactions. */
async function measureInp() {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.evaluate(() => {
      window.__interactions = new Map();
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (!entry.interactionId) continue;
          const previous = window.__interactions.get(entry.interactionId) ?? 0;
          window.__interactions.set(entry.interactionId, Math.max(previous, entry.duration));
        }
      }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
    });
    const results = {};
    const measure = async (name, action) => {
      await page.evaluate(() => window.__interactions.clear());
      await action();
      await page.waitForTimeout(600);
      results[name] = await page.evaluate(() => Math.max(0, ...window.__interactions.values()));
    };
    const header = page.getByRole('banner');
    await measure('open login popup', () => header.getByRole('button', { name: /^(entrar|log in)$/i }).tap());
    await page.keyboard.press('Escape');
    await page.waitForTimeout(400);
    await measure('open side menu', () => header.getByRole('button', { name: /^menu$/i }).tap());
    await measure('switch theme', () => page.locator('label', { hasText: /^(escuro|dark)$/i }).tap());
    return results;
  } finally {
    await browser.close();
  }
}

try {
  const results = [];
  for (let run = 1; run <= runs; run += 1) {
    const result = await lighthouseRun();
    console.log(`lighthouse run ${run}: ${JSON.stringify(result)}`);
    results.push(result);
  }
  const median = results.toSorted((a, b) => a.performance - b.performance)[Math.floor(results.length / 2)];
  console.log(`lighthouse median (by performance score): ${JSON.stringify(median)}`);
  console.log(`INP under 4x CPU slowdown (ms): ${JSON.stringify(await measureInp())}`);
} finally {
  await server.close();
}
