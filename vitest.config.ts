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

/**
 * Every story as a browser test (render, play, axe, screenshot), once per theme/locale/direction variant. The ui
 * package's components and the app's screens run as separate projects. Story files share one page
 * (`isolate: false`): each story renders into a fresh root with its own props and MSW handlers (a screen: its own
 * store, query client, router and simulated gateway), and loading the preview (catalogs, fonts, MSW) once instead
 * of per file halves the run on two cores (screens: 315 s alone per file, 148 s shared).
 */
async function storybookProject(
  name: string,
  variant: 'stories' | 'stories-dark-rtl',
  part: 'components' | 'screens',
  initialGlobals: Record<string, string>,
) {
  return {
    plugins: [await storybookTest({ configDir: path.join(root, '.storybook'), initialGlobals })],
    define: { __STORY_VARIANT__: JSON.stringify(variant) },
    // fast-check: the Screens/Blog story's property over hostile Markdown.
    optimizeDeps: {
      include: [...sharedOptimizeDeps, 'msw', 'msw/browser', 'msw-storybook-addon/csf3', 'fast-check'],
    },
    test: {
      name,
      root,
      browser: chromiumBrowser(),
      setupFiles: ['.storybook/vitest.setup.ts'],
      exclude: ['**/node_modules/**', part === 'components' ? 'app/**' : 'packages/**'],
      isolate: false,
      // A screen's first story boots the app and the MSW worker: slow on a busy two-core machine.
      testTimeout: part === 'screens' ? 30_000 : 15_000,
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
    // Property tests run hundreds of generated cases: 5 s (the default) ran out on a busy 2-core machine.
    test: { name, environment: 'node', include, root, testTimeout: 15_000 },
  };
}

/**
 * Files that need a fresh module graph and document: the catalogs a page load starts with, and the agent sign-in,
 * whose change-password labels happy-dom stops resolving (`input.labels`) once other files have used the document;
 * the DOM itself is right (the label's `for` names the input).
 */
// Files that change what a worker shares (bootstrap() activates the real catalogs on Lingui's global i18n).
const appFreshModuleTests = [
  'app/src/i18n/catalogs.test.ts',
  'app/src/routes/agent/agent.test.tsx',
  'app/src/config/operatorAdapter.test.tsx',
];

/**
 * The app's integration tests against the simulated gateway answering in `dialect`. The files of a worker share one
 * module graph and one document (`isolate: false`): each test renders the app with its own store, query client and
 * gateway, and importing the app once per worker instead of once per file halves the run on two cores.
 */
function appProject(name: string, dialect: 'codes' | 'spec', fresh = false) {
  return {
    plugins: sharedPlugins(),
    test: {
      name,
      root,
      environment: 'happy-dom' as const,
      include: fresh ? appFreshModuleTests : ['app/src/**/*.test.{ts,tsx}'],
      exclude: ['**/node_modules/**', ...(fresh ? [] : appFreshModuleTests)],
      isolate: fresh,
      unstubGlobals: true,
      setupFiles: ['app/src/test/setup.ts'],
      env: { SORTE_MOCK_DIALECT: dialect },
      // Whole-app journeys on a 2-core machine: rendering, lazy routes and simulated-gateway round trips; a file's
      // first page also waits for its lazy routes to be transformed.
      testTimeout: 30_000,
      // One more try for a journey that ran out of time in a busy worker; a real break fails both, and the first
      // failure stays in the log.
      retry: 1,
    },
  };
}

const lightPortuguese = { theme: 'light', locale: 'PT-BR', direction: 'auto' };
const darkRightToLeft = { theme: 'dark', locale: 'EN-RTL', direction: 'auto' };

export default defineConfig({
  test: {
    projects: [
      nodeProject('domain', ['packages/domain/src/**/*.test.ts']),
      nodeProject('gateway', ['packages/gateway/src/**/*.test.ts']),
      nodeProject('mocks', ['packages/mocks/**/*.test.ts']),
      nodeProject('scripts', ['scripts/**/*.test.ts', 'app/server/**/*.test.ts']),
      await storybookProject('stories', 'stories', 'components', lightPortuguese),
      await storybookProject('stories-dark-rtl', 'stories-dark-rtl', 'components', darkRightToLeft),
      await storybookProject('screens', 'stories', 'screens', lightPortuguese),
      await storybookProject('screens-dark-rtl', 'stories-dark-rtl', 'screens', darkRightToLeft),
      appProject('app', 'codes'),
      // The same journeys against the simulated gateway's alternative dialect (packages/mocks/src/dialect.ts).
      appProject('app-spec-dialect', 'spec'),
      appProject('app-fresh-modules', 'codes', true),
      appProject('app-spec-dialect-fresh-modules', 'spec', true),
    ],
  },
});
