import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromiumArgs.ts';

/** The journeys that meet the 'spec' dialect in demo mode and the 'codes' dialect over HTTP. */
const specInDemoJourneys = [
  'lobby.e2e.ts',
  'account-pages.e2e.ts',
  'rewards.e2e.ts',
  'agent-centre.e2e.ts',
  'agent-contracts.e2e.ts',
];

/**
 * End-to-end journeys on the built site (`npm run test:e2e`): e2e/globalSetup.ts serves the build in demo mode
 * and in live mode against the simulated gateway over HTTP, each in both of its dialects. Each journey runs in both
 * modes; the two projects pair the modes with the dialects both ways, so every journey meets both dialects and
 * every mode meets both. Debian's Chromium, never a downloaded browser.
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
  projects: [
    // Journeys not listed in the second project run here, so a new file is never left out.
    {
      name: 'demo codes, live spec',
      testIgnore: specInDemoJourneys,
      metadata: { dialects: { demo: 'codes', live: 'spec' } },
    },
    {
      name: 'demo spec, live codes',
      testMatch: specInDemoJourneys,
      metadata: { dialects: { demo: 'spec', live: 'codes' } },
    },
  ],
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
