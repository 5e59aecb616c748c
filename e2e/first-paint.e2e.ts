import { expect, sites, test, waitForApp } from './support/browser.ts';

// The page's frame in index.html (app/src/early/bootSkeleton.css.ts) paints before the code has loaded; the site
// replaces it without moving what lies below the header.

const phone = { width: 412, height: 823 };
const desktop = { width: 1350, height: 900 };

/** The skeleton's header and the page's colour, with the site's code held back (only the HTML, CSS and head start). */
async function skeletonOf(page: import('@playwright/test').Page) {
  await page.route(/\/assets\/(index|framework)-[^/]*\.js$/, (route) => route.abort());
  await page.goto(sites.demo);
  const skeleton = page.locator('.boot-skeleton');
  await expect(skeleton).toBeVisible();
  return page.evaluate(() => ({
    headerHeight: document.querySelector('.boot-skeleton-header')?.getBoundingClientRect().height,
    background: getComputedStyle(document.querySelector('.boot-skeleton') as Element).backgroundColor,
  }));
}

test.describe('the first paint, before the code has loaded (demo mode)', () => {
  for (const viewport of [phone, desktop]) {
    test(`the skeleton's header height and background are the site's (${viewport.width} px wide)`, async ({
      pages,
    }) => {
      const { page } = await pages.newPage({ viewport });
      const skeleton = await skeletonOf(page);
      await page.unroute(/\/assets\/(index|framework)-[^/]*\.js$/);
      await page.goto(sites.demo);
      await waitForApp(page);
      await expect(page.locator('.boot-skeleton')).toHaveCount(0);
      const site = await page.evaluate(() => ({
        headerHeight: document.querySelector('header')?.getBoundingClientRect().height,
        // The layout's outermost box paints the page's background.
        background: getComputedStyle(document.querySelector('#root > *') as Element).backgroundColor,
      }));
      expect(skeleton).toEqual(site);
    });
  }

  test('a stored dark choice paints the skeleton dark on a light device', async ({ pages }) => {
    const { page } = await pages.newPage({ viewport: phone, colorScheme: 'light' });
    const light = await skeletonOf(page);
    await page.evaluate(() => localStorage.setItem('sorte.theme', 'dark'));
    const dark = await skeletonOf(page);
    expect(dark.background).not.toBe(light.background);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  });
});
