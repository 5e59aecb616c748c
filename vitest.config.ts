import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './scripts/chromiumArgs.ts';
import { sharedOptimizeDeps, sharedPlugins } from './vite.shared.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

/** A fresh browser config per project: sharing one `instances` array mislabels projects. */
function chromiumBrowser() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({
      launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    }),
    instances: [{ browser: 'chromium' as const, viewport: { width: 1280, height: 800 } }],
  };
}

/** Every story as a browser test (render, play, axe, screenshot), once per theme/locale/direction variant. */
async function storybookProject(name: string, initialGlobals: Record<string, string>) {
  return {
    plugins: [await storybookTest({ configDir: path.join(root, '.storybook'), initialGlobals })],
    define: { __STORY_VARIANT__: JSON.stringify(name) },
    optimizeDeps: { include: [...sharedOptimizeDeps, 'msw', 'msw/browser', 'msw-storybook-addon/csf3'] },
    test: {
      name,
      root,
      browser: chromiumBrowser(),
      setupFiles: ['.storybook/vitest.setup.ts'],
      // Screen stories render the whole app, whose lazy parts and gateway answers can land around the screenshot
      // (a rule that replaces the configured one, a re-centred dialog): such a story gets two more tries; a real
      // change fails all three, and the first failure stays in the log.
      retry: 2,
    },
  };
}

function nodeProject(name: string, include: string[]) {
  return {
    plugins: sharedPlugins(),
    test: { name, environment: 'node', include, root },
  };
}

/** The app's integration tests against the simulated gateway answering in `dialect`. */
function appProject(name: string, dialect: 'codes' | 'spec') {
  return {
    plugins: sharedPlugins(),
    test: {
      name,
      root,
      environment: 'happy-dom' as const,
      include: ['app/src/**/*.test.{ts,tsx}'],
      setupFiles: ['app/src/test/setup.ts'],
      env: { SORTE_MOCK_DIALECT: dialect },
      // Whole-app journeys on a 2-core machine: rendering, lazy routes and simulated-gateway round trips.
      testTimeout: 20_000,
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      nodeProject('domain', ['packages/domain/src/**/*.test.ts']),
      nodeProject('gateway', ['packages/gateway/src/**/*.test.ts']),
      nodeProject('mocks', ['packages/mocks/**/*.test.ts']),
      nodeProject('scripts', ['scripts/**/*.test.ts', 'app/server/**/*.test.ts']),
      await storybookProject('stories', { theme: 'light', locale: 'PT', direction: 'auto' }),
      await storybookProject('stories-dark-rtl', { theme: 'dark', locale: 'EN-RTL', direction: 'auto' }),
      appProject('app', 'codes'),
      // The same journeys against the simulated gateway's alternative dialect (packages/mocks/src/dialect.ts).
      appProject('app-spec-dialect', 'spec'),
      {
        test: {
          name: 'e2e',
          root,
          environment: 'node',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // One more try for a journey that fails on a loaded machine; the first failure is still printed
          // (waitForApp logs what the page showed), so a real regression fails twice and stays visible.
          retry: 1,
        },
      },
    ],
  },
});
