import { test as base, type Page } from '@playwright/test';
import type { Dialect } from '@sorte/mocks';

export { expect } from '@playwright/test';

export interface PageProblems {
  /**
   * Console errors, uncaught exceptions and Content-Security-Policy / Trusted Types violations (each violation as
   * `CSP violation: <directive> refused <what> at <file>:<line>`).
   */
  errors: string[];
  /** Every URL the page requested. */
  requests: string[];
}

export interface PageOptions {
  viewport?: { width: number; height: number };
  locale?: string;
  colorScheme?: 'light' | 'dark';
  /** 'block' keeps live mode's PWA worker out, for a test that rewrites the site's documents with page.route. */
  serviceWorkers?: 'allow' | 'block';
}

/** Which dialect of the simulated gateway a project's journeys meet in each mode (playwright.config.ts metadata). */
export interface DialectPairing {
  demo: Dialect;
  live: Dialect;
}

function pairing(): DialectPairing {
  const { dialects } = base.info().project.metadata as { dialects?: DialectPairing };
  if (!dialects)
    throw new Error(`project '${base.info().project.name}' pairs no dialects (playwright.config.ts)`);
  return dialects;
}

/**
 * The sites e2e/globalSetup.ts serves (demo and live mode) and the live mode's simulated gateway, in the dialects
 * the running project pairs with each mode.
 */
export const sites = {
  get demo() {
    return fromSetup(pairing().demo === 'spec' ? 'E2E_DEMO_SPEC_URL' : 'E2E_DEMO_URL');
  },
  get live() {
    return fromSetup(pairing().live === 'codes' ? 'E2E_LIVE_CODES_URL' : 'E2E_LIVE_URL');
  },
  get gateway() {
    return fromSetup(pairing().live === 'codes' ? 'E2E_GATEWAY_CODES_URL' : 'E2E_GATEWAY_URL');
  },
};

function fromSetup(name: string): string {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: run the journeys with \`npm run test:e2e\` (e2e/globalSetup.ts)`);
  return value;
}

/**
 * `pages.newPage()`: a page in a fresh context (options as the test needs: a phone, English, dark), with what it
 * logged and requested recorded; the contexts close after each test. Playwright traces them as the config says.
 */
export const test = base.extend<{
  pages: { newPage(options?: PageOptions): Promise<{ page: Page; problems: PageProblems }> };
}>({
  pages: async ({ browser }, use) => {
    const contexts: Awaited<ReturnType<typeof browser.newContext>>[] = [];
    await use({
      async newPage(options = {}) {
        const context = await browser.newContext({
          viewport: options.viewport ?? { width: 1280, height: 800 },
          locale: options.locale ?? 'pt-BR',
          colorScheme: options.colorScheme ?? 'light',
          serviceWorkers: options.serviceWorkers ?? 'allow',
        });
        contexts.push(context);
        // Chromium's own console line for a refused inline handler or source is easy to miss among network noise:
        // each violation is logged as an error of its own, with what was refused and where.
        await context.addInitScript(() => {
          document.addEventListener('securitypolicyviolation', (event) =>
            console.error(
              `CSP violation: ${event.effectiveDirective} refused ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
            ),
          );
        });
        const page = await context.newPage();
        const problems: PageProblems = { errors: [], requests: [] };
        page.on('console', (message) => {
          if (message.type() === 'error') problems.errors.push(message.text());
        });
        page.on('pageerror', (error) => problems.errors.push(`pageerror: ${error.message}`));
        page.on('request', (request) => problems.requests.push(request.url()));
        return { page, problems };
      },
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

/**
 * Waits until the app shell has rendered (the main landmark exists). When it never does, the error says what
 * the page showed instead (URL, visible text, open dialogs, service worker), so a failure on CI can be understood
 * from its log; the trace and screenshot are in the report.
 */
export async function waitForApp(page: Page) {
  try {
    // The element, not the role: a popup opened on arrival (/login, /register) hides main from the accessibility tree.
    await page.locator('main').waitFor({ state: 'visible', timeout: 30_000 });
  } catch (error) {
    const state = await page
      .evaluate(() => ({
        text: document.body?.innerText.replace(/\s+/g, ' ').slice(0, 600) ?? '',
        dialogs: document.querySelectorAll('[role="dialog"], [role="alertdialog"]').length,
        mainHidden: document.querySelector('main')?.closest('[aria-hidden="true"]') !== null,
        serviceWorker: navigator.serviceWorker?.controller?.state ?? 'none',
        readyState: document.readyState,
      }))
      .catch((reason: unknown) => ({ unavailable: String(reason) }));
    throw new Error(`the app shell did not render at ${page.url()}: ${JSON.stringify(state)}`, {
      cause: error,
    });
  }
}

/** Demo-mode query that keeps §4 public popups from covering pages in journeys about something else. */
export const DEMO_QUIET = 'mock.popups=off';

/** Live mode: the local gateway back to its fixtures, with `scenario` on top (public popups off unless asked). */
export async function resetLiveGateway(scenario: Record<string, unknown> = {}) {
  await fetch(`${sites.gateway}/__mock/reset`, { method: 'POST' });
  await fetch(`${sites.gateway}/__mock/scenario`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ publicPopups: false, ...scenario }),
  });
}
