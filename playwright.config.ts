import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromiumArgs.ts';

/**
 * End-to-end journeys on the built site (`npm run test:e2e`): e2e/globalSetup.ts serves the build in demo mode
 * and in live mode against the simulated gateway over HTTP. Debian's Chromium, never a downloaded browser.
 * On failure the trace, a screenshot and the HTML report stay in .e2e-tmp/ (`npx playwright show-report
 * .e2e-tmp/report`, `npx playwright show-trace <trace.zip>`).
 */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  globalSetup: './e2e/globalSetup.ts',
  // One journey at a time: the live gateway is shared state, and the machine has two cores.
  workers: 1,
  fullyParallel: false,
  // A journey that fails on a loaded machine gets one more try; a real regression fails twice and is reported.
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: '.e2e-tmp/results',
  reporter: [['list'], ['html', { outputFolder: '.e2e-tmp/report', open: 'never' }]],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    viewport: { width: 1280, height: 800 },
    locale: 'pt-BR',
    colorScheme: 'light',
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
