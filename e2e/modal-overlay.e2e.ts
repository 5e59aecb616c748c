import type { Page } from '@playwright/test';
import { DEMO_QUIET, expect, sites, test, waitForApp } from './support/browser.ts';

// Opening a modal must not restyle the whole page (INP): Radix sets `pointer-events: none` on <body>, which the app's
// root does not inherit (app/src/layout/appRoot.css.ts), and its scroll lock sets a custom property on <body>, which
// is registered as not inherited (packages/ui/src/theme/global.css.ts). What keeps the page out of reach is then the
// dialog's full-screen overlay: a tap on it never reaches a link below.

const phone = { width: 390, height: 844 };

/** Points on the page that lie on one of its links (taken before a dialog covers them). */
async function pointsOnPageLinks(page: Page) {
  const points = await page.evaluate(() =>
    [...document.querySelectorAll('main a[href]')].flatMap((link) => {
      const box = link.getBoundingClientRect();
      const x = box.right - 4;
      const y = box.top + box.height / 2;
      const onScreen = x > 0 && x < window.innerWidth && y > 0 && y < window.innerHeight;
      return onScreen && document.elementFromPoint(x, y)?.closest('a') === link ? [{ x, y }] : [];
    }),
  );
  expect(points.length, 'home shows links to tap through').toBeGreaterThan(0);
  return points;
}

/** The first of `points` that the open dialog itself does not cover. */
async function pointBesideDialog(page: Page, points: { x: number; y: number }[]) {
  const box = await page.getByRole('dialog').boundingBox();
  const outside = points.find(
    ({ x, y }) => !box || x < box.x || x > box.x + box.width || y < box.y || y > box.y + box.height,
  );
  expect(outside, 'a link of the page lies beside the dialog').toBeDefined();
  return outside as { x: number; y: number };
}

const pointerEvents = (page: Page, selector: string) =>
  page.evaluate(
    (target) => getComputedStyle(document.querySelector(target) as Element).pointerEvents,
    selector,
  );

const scrollLockVariable = (page: Page, selector: string) =>
  page.evaluate(
    (target) =>
      getComputedStyle(document.querySelector(target) as Element)
        .getPropertyValue('--removed-body-scroll-bar-size')
        .trim(),
    selector,
  );

/** Home in demo mode, its content in, with the points on its links. */
async function homeWithLinks(newPage: () => Promise<{ page: Page }>) {
  const { page } = await newPage();
  await page.goto(`${sites.demo}/?${DEMO_QUIET}`);
  await waitForApp(page);
  await page.getByRole('main').getByRole('article').first().waitFor();
  return { page, points: await pointsOnPageLinks(page) };
}

test.describe('a modal keeps the page out of reach (demo mode)', () => {
  test('the side menu drawer on a phone: a tap on its overlay over a link closes it and follows nothing', async ({
    pages,
  }) => {
    const { page, points } = await homeWithLinks(() => pages.newPage({ viewport: phone }));

    await page
      .getByRole('banner')
      .getByRole('button', { name: /^menu$/i })
      .click();
    const drawer = page.getByRole('dialog', { name: /^menu$/i });
    await drawer.waitFor();
    const point = await pointBesideDialog(page, points);
    expect(await pointerEvents(page, 'body')).toBe('none');
    expect(await pointerEvents(page, '#root')).toBe('auto');
    expect(await scrollLockVariable(page, 'body')).not.toBe('');
    expect(await scrollLockVariable(page, 'main')).toBe('');
    // What floats over the page (the demo's badge) lies under the drawer, neither covering it nor taking a tap.
    // (The drawer hides the rest of the page from the accessibility tree: found by its text, not its role.)
    const badgeBox = await page
      .locator('button', { hasText: /gateway simulado|simulated gateway/i })
      .boundingBox();
    expect(badgeBox).not.toBeNull();
    const onTop = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? '',
      {
        x: (badgeBox?.x ?? 0) + (badgeBox?.width ?? 0) / 2,
        y: (badgeBox?.y ?? 0) + (badgeBox?.height ?? 0) / 2,
      },
    );
    expect(onTop).not.toMatch(/gateway simulado|simulated gateway/i);

    await page.mouse.click(point.x, point.y);
    await drawer.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await pointerEvents(page, 'body')).toBe('auto');
  });

  // On a phone the login popup fills the screen; beside it on a desktop lie the page's links.
  test('the login popup on a desktop: a click on its overlay over a link follows nothing', async ({
    pages,
  }) => {
    const { page, points } = await homeWithLinks(() => pages.newPage());

    await page
      .getByRole('banner')
      .getByRole('button', { name: /^(entrar|log in)$/i })
      .click();
    await page.getByRole('dialog', { name: /entrar|log in/i }).waitFor();
    const point = await pointBesideDialog(page, points);
    expect(await pointerEvents(page, 'body')).toBe('none');

    await page.mouse.click(point.x, point.y);
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/');
  });
});
