import { DEMO_QUIET, expect, sites, test, waitForApp } from './support/browser.ts';

// Issue 26 item 1 ("Done when": under BR the national self-exclusion link is on every public route). The demo's
// scenario switch `mock.jurisdiction=BR` stands for `"jurisdiction": "BR"` in /config.json; without it (the demo
// ships `none`) the footer has the responsible gaming page but not the national platform.
const PUBLIC_ROUTES = ['/', '/promotions', '/live', '/rng', '/help', '/down', '/responsible-gaming'];

test.describe('the jurisdiction profile on the built site (demo mode)', () => {
  for (const route of PUBLIC_ROUTES) {
    test(`under BR ${route} links the national self-exclusion platform and the responsible gaming page beside 18+`, async ({
      pages,
    }) => {
      const { page } = await pages.newPage();
      await page.goto(`${sites.demo}${route}?${DEMO_QUIET}&mock.jurisdiction=BR`);
      await waitForApp(page);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: /gov\.br/ })).toHaveAttribute(
        'href',
        'https://www.gov.br/autoexclusaoapostas',
      );
      await expect(footer.locator('a[href="/responsible-gaming"]')).toBeVisible();
      await expect(footer.getByRole('img', { name: /18/ })).toBeVisible();
    });
  }

  test('without the switch (jurisdiction none) the footer has no national platform link', async ({
    pages,
  }) => {
    const { page } = await pages.newPage();
    await page.goto(`${sites.demo}/promotions?${DEMO_QUIET}`);
    await waitForApp(page);
    const footer = page.getByRole('contentinfo');
    await expect(footer.locator('a[href="/responsible-gaming"]')).toBeVisible();
    await expect(footer.getByRole('link', { name: /gov\.br/ })).toHaveCount(0);
  });
});
