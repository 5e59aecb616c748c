import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { HOSTILE_OVERLAY_TEXT } from '@sorte/mocks/fixtures';
import { expect, resetLiveGateway, sites, test, waitForApp } from './support/browser.ts';
import { logIn } from './support/journeys.ts';

// Issue 22 item 3: gateway HTML cannot dress as the site. The simulated gateway's `hostileHtml` scenario ends every
// item of every HTML surface with an overlay sample: a full-page layer wearing the site's own class names (read here
// from the build's public stylesheet, as an attacker would: the rules that fix an element over the whole viewport),
// an inline fixed style, the site's ids and an open dialog. On each of the six surfaces (popup, notice, promotion,
// help topic, inbox message, agent announcement) nothing outside the HTML's box may be covered by it, checked with
// elementFromPoint over the whole viewport: in demo and live mode, with the CSP header and without it.

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../app/dist/assets');

/** The site's class names whose rule lays an element fixed over the whole viewport (the modal's backdrop…). */
function fullPageClasses(): string {
  const css = readdirSync(dist)
    .filter((file) => file.endsWith('.css'))
    .map((file) => readFileSync(path.join(dist, file), 'utf8'))
    .join('\n');
  const classes = [...css.matchAll(/\.([\w-]+)\{([^{}]*)\}/g)]
    .filter(([, , body]) => /position:fixed/.test(body ?? '') && /(^|;)inset:0(;|$)/.test(body ?? ''))
    .map(([, name]) => name as string);
  expect(classes.length, 'the build has full-page fixed layers').toBeGreaterThan(0);
  return [...new Set(classes)].join(' ');
}

/**
 * The points of the viewport where gateway HTML lies outside its own box (a grid over the viewport, its corners, the
 * header and every button and link), after bringing the first box holding the overlay sample into view. Empty is the
 * pass.
 */
function coveredOutside(text: string) {
  const boxes = [...document.querySelectorAll<HTMLElement>('[data-gateway-html]')];
  const first = boxes.find((element) => element.textContent?.includes(text));
  if (!first) throw new Error('no gateway HTML box holds the overlay sample');
  first.scrollIntoView({ block: 'center' });
  const width = document.documentElement.clientWidth;
  const height = document.documentElement.clientHeight;
  const points: [number, number][] = [
    [1, 1],
    [width - 2, 1],
    [1, height - 2],
    [width - 2, height - 2],
  ];
  for (let x = 4; x < width; x += 40) for (let y = 4; y < height; y += 40) points.push([x, y]);
  for (const element of document.querySelectorAll('header, button, a[href]')) {
    const rect = element.getBoundingClientRect();
    const x = rect.x + rect.width / 2;
    const y = rect.y + rect.height / 2;
    if (rect.width > 0 && rect.height > 0 && x < width && y < height) points.push([x, y]);
  }
  const covered = points.filter(([x, y]) => {
    const owner = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-gateway-html]');
    if (!owner) return false;
    const box = owner.getBoundingClientRect();
    return x < box.left || x > box.right || y < box.top || y > box.bottom;
  });
  return { checked: points.length, covered };
}

async function expectContained(page: Page, surface: string, holder: Locator) {
  await expect(
    holder.getByText(HOSTILE_OVERLAY_TEXT).first(),
    `${surface}: the sample arrived`,
  ).toBeVisible();
  const { checked, covered } = await page.evaluate(coveredOutside, HOSTILE_OVERLAY_TEXT);
  expect(checked, `${surface}: points checked`).toBeGreaterThan(100);
  expect(covered, `${surface}: points outside its box where gateway HTML lies`).toEqual([]);
}

const modes = ['demo', 'live'] as const;
const policies = ['with CSP', 'without CSP'] as const;

for (const mode of modes) {
  for (const policy of policies) {
    test.describe(`gateway HTML stays in its box (${mode} mode, ${policy})`, () => {
      test('on a popup, a notice, a promotion, a help topic, an inbox message and an agent announcement', async ({
        pages,
      }) => {
        test.setTimeout(120_000);
        const classes = fullPageClasses();
        const site = mode === 'demo' ? sites.demo : sites.live;
        const scenario = (popups: boolean) =>
          new URLSearchParams({ 'mock.hostileHtml': classes, 'mock.popups': popups ? 'on' : 'off' });
        /** Opens a path (demo: the scenario in the address, kept by the tab; live: set on the gateway). */
        const open = async (page: Page, where: string, popups = false) => {
          if (mode === 'live') await resetLiveGateway({ hostileHtml: classes, publicPopups: popups });
          const url = new URL(where, site);
          if (mode === 'demo') for (const [key, value] of scenario(popups)) url.searchParams.set(key, value);
          const response = await page.goto(url.href);
          expect(Boolean(response?.headers()['content-security-policy'])).toBe(policy === 'with CSP');
          await waitForApp(page);
        };
        const newPage = async () => {
          // Without CSP: page.route rewrites each document, which the PWA worker (live mode) would answer instead. The
          // demo's own worker (the simulated gateway's) answers no document and must stay.
          const { page, problems } = await pages.newPage(
            policy === 'without CSP' && mode === 'live' ? { serviceWorkers: 'block' } : {},
          );
          if (policy === 'without CSP') {
            // The same site, its documents served without the Content-Security-Policy header. A document fulfilled
            // here has no server address, so Chromium counts it as public and would refuse its calls to the local
            // gateway (Local Network Access): the permission a deployed site on a public host never needs.
            await page.route(
              (url) => url.origin === new URL(site).origin,
              async (route) => {
                if (route.request().resourceType() !== 'document') return route.fallback();
                const response = await route.fetch();
                const headers = { ...response.headers() };
                delete headers['content-security-policy'];
                await route.fulfill({ response, headers });
              },
            );
            await page.context().grantPermissions(['local-network-access'], { origin: site });
          }
          return { page, problems };
        };

        // A visitor: the §4 public popup on arrival, then a popular notice, a promotion and a help topic.
        const { page, problems } = await newPage();
        await open(page, '/', true);
        const popup = page.getByRole('dialog', { name: 'Boas-vindas, visitante' });
        await expectContained(page, 'popup', popup);
        await open(page, '/');
        // The marquee scrolls: paused first, so its notice holds still for the click.
        const marquee = page.getByRole('region', { name: 'Avisos', exact: true });
        await marquee.getByRole('button', { name: /pausar a rolagem/i }).click();
        await marquee
          .getByRole('button', { name: /Domingo das 02h/ })
          .first()
          .click();
        const notices = page.getByRole('dialog');
        await expectContained(page, 'notice', notices);
        await page.keyboard.press('Escape');

        await open(page, '/promotions#1001');
        const promotion = page.locator('#promotion-1001');
        await expectContained(page, 'promotion', promotion);

        await open(page, '/help');
        await expectContained(page, 'help topic', page.locator('#term'));

        // A player's inbox message.
        await open(page, '/login?redirect=%2Fmember%2Fmessages');
        await logIn(page);
        await page
          .getByRole('button', { name: /Depósito creditado/ })
          .first()
          .click();
        await expectContained(
          page,
          'inbox message',
          page.locator('article', { has: page.getByRole('heading', { level: 3 }) }),
        );

        // An agent's announcement, in a page of its own.
        const agent = await newPage();
        await open(agent.page, '/agent');
        const form = agent.page
          .locator('section')
          .filter({ has: agent.page.getByRole('heading', { name: /centro do agente/i }) });
        await form.getByRole('textbox', { name: /nome de usuário/i }).fill('agente1');
        await form.getByLabel(/^senha/i).fill('Sorte2026');
        await form.getByRole('button', { name: /^entrar$/i }).click();
        await expect(agent.page).toHaveURL(/\/agentHome$/);
        await agent.page.goto(`${site}/agentHome/announcements`);
        const first = agent.page.locator('details').first();
        await first.locator('summary').click();
        await expectContained(agent.page, 'agent announcement', first);

        // No script ran and, with the CSP, nothing was refused by it.
        expect(
          [...problems.errors, ...agent.problems.errors].filter((error) => /pageerror/.test(error)),
        ).toEqual([]);
      });
    });
  }
}
