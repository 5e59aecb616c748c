import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../scripts/chromiumArgs.ts';

export interface PageProblems {
  /** Console errors, uncaught exceptions and Content-Security-Policy / Trusted Types violations. */
  errors: string[];
  /** Every URL the page requested. */
  requests: string[];
}

/** One Chromium per test file (Debian's, never a downloaded one) and a fresh context per test. */
export function useBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: chromiumArgs,
    });
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    async newPage(
      options: {
        viewport?: { width: number; height: number };
        locale?: string;
        colorScheme?: 'light' | 'dark';
      } = {},
    ) {
      const context = await browser.newContext({
        viewport: options.viewport ?? { width: 1280, height: 800 },
        locale: options.locale ?? 'pt-BR',
        colorScheme: options.colorScheme ?? 'light',
        serviceWorkers: 'allow',
      });
      contexts.push(context);
      const page = await context.newPage();
      const problems: PageProblems = { errors: [], requests: [] };
      page.on('console', (message) => {
        if (message.type() === 'error') problems.errors.push(message.text());
      });
      page.on('pageerror', (error) => problems.errors.push(`pageerror: ${error.message}`));
      page.on('request', (request) => problems.requests.push(request.url()));
      return { page, problems, context };
    },
  };
}

/**
 * Waits until the app shell has rendered (the main landmark exists). When it never does, the error says what
 * the page showed instead (URL, visible text, open dialogs, service worker) and a screenshot is kept in
 * .e2e-tmp/failures, so a failure on CI can be understood from its log.
 */
export async function waitForApp(page: Page) {
  try {
    await page.getByRole('main').waitFor({ state: 'visible', timeout: 30_000 });
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
    const file = path.join(FAILURES_DIR, `waitForApp-${Date.now()}.png`);
    mkdirSync(FAILURES_DIR, { recursive: true });
    await page.screenshot({ path: file }).catch(() => undefined);
    const message = `the app shell did not render at ${page.url()}: ${JSON.stringify(state)}; screenshot ${file}`;
    console.error(message);
    throw new Error(message, { cause: error });
  }
}

const FAILURES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.e2e-tmp/failures');

/** Demo-mode query that keeps §4 public popups from covering pages in journeys about something else. */
export const DEMO_QUIET = 'mock.popups=off';

/** Live mode: the local gateway back to its fixtures, with `scenario` on top (public popups off unless asked). */
export async function resetLiveGateway(gatewayUrl: string, scenario: Record<string, unknown> = {}) {
  await fetch(`${gatewayUrl}/__mock/reset`, { method: 'POST' });
  await fetch(`${gatewayUrl}/__mock/scenario`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ publicPopups: false, ...scenario }),
  });
}
