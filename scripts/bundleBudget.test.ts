import { describe, expect, it } from 'vitest';
import { budgets, checkBudget, staticClosure } from './bundleBudget.mjs';

const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_vendor'], css: ['assets/index.css'] },
  _vendor: { file: 'assets/vendor.js' },
  'src/routes/home/HomeRoute.tsx': { file: 'assets/home.js', imports: ['_vendor'], isDynamicEntry: true },
  'packages/mocks/src/browser.ts': { file: 'assets/browser.js', imports: ['_msw'], isDynamicEntry: true },
  _msw: { file: 'assets/msw.js' },
  'locales/en/messages.po': { file: 'assets/messages-en.js', isDynamicEntry: true },
};

function run(sizes: Record<string, number>, contents: Record<string, string> = {}) {
  return checkBudget({
    manifest,
    sizeOf: (file: string) => sizes[file] ?? 1000,
    contentOf: (file: string) => contents[file] ?? '',
    homeRouteSuffix: 'routes/home/HomeRoute.tsx',
    demoOnlySuffix: 'packages/mocks/src/browser.ts',
    fontFiles: [{ file: 'inter-latin-400-normal.woff2', bytes: 20_000 }],
  });
}

describe('bundle budget (quality bar, Performance)', () => {
  it('follows static imports from the entry and the home route', () => {
    expect(staticClosure(manifest, ['index.html', 'src/routes/home/HomeRoute.tsx']).js.sort()).toEqual(
      ['assets/home.js', 'assets/index.js', 'assets/vendor.js'].sort(),
    );
  });

  it('finds the home route inside the chunk its code-splitting group names', () => {
    const { 'src/routes/home/HomeRoute.tsx': home, ...rest } = manifest;
    const grouped = { ...rest, '_home-1.js': { ...home, name: 'home', isDynamicEntry: false } };
    const check = (homeChunkName?: string) =>
      checkBudget({
        manifest: grouped,
        sizeOf: () => 1000,
        contentOf: () => '',
        homeRouteSuffix: 'routes/home/HomeRoute.tsx',
        ...(homeChunkName ? { homeChunkName } : {}),
        demoOnlySuffix: 'packages/mocks/src/browser.ts',
        fontFiles: [],
      });
    expect(check('home').report.join()).toMatch(/JS for \/ : 2\.9 KB gzip in 3 files/);
    expect(check().failures).toEqual(['manifest has no home route chunk']);
  });

  it('passes a build within budget and does not budget the demo-only chunks', () => {
    const { failures } = run({ 'assets/msw.js': 200 * 1024 });
    expect(failures).toEqual([]);
  });

  it('fails when the JS for / is over 130 KB gzip', () => {
    const { failures } = run({ 'assets/vendor.js': budgets.homeJs });
    expect(failures.join()).toMatch(/JS for \/ is/);
  });

  it('budgets a chunk the demo shares with the app like any lazy chunk (it is not demo-only)', () => {
    const shared = {
      ...manifest,
      'packages/mocks/src/browser.ts': {
        ...manifest['packages/mocks/src/browser.ts'],
        imports: ['_msw', '_calls'],
      },
      'src/features/lobby/LobbyView.tsx': {
        file: 'assets/lobby.js',
        imports: ['_calls'],
        isDynamicEntry: true,
      },
      _calls: { file: 'assets/calls.js' },
    };
    const { report, failures } = checkBudget({
      manifest: shared,
      sizeOf: (file: string) => (file === 'assets/calls.js' ? budgets.lazyChunk + 1 : 1000),
      contentOf: () => '',
      homeRouteSuffix: 'routes/home/HomeRoute.tsx',
      demoOnlySuffix: 'packages/mocks/src/browser.ts',
      fontFiles: [],
    });
    expect(report.join()).not.toMatch(/demo-only chunk assets\/calls/);
    expect(report.join()).toMatch(/demo-only chunk assets\/msw/);
    expect(failures.join()).toMatch(/lazy chunk assets\/calls.js/);
  });

  it('fails when a lazy chunk or the catalog is over its budget', () => {
    expect(run({ 'assets/messages-en.js': budgets.catalog + 1 }).failures.join()).toMatch(/messages-en/);
  });

  it("budgets each of a locale's catalogs as a catalog, whatever its chunk is named", () => {
    const withMemberCatalog = {
      ...manifest,
      '../locales/en/member.po': { file: 'assets/member-en.js', isDynamicEntry: true },
    };
    const check = (size: number) =>
      checkBudget({
        manifest: withMemberCatalog,
        sizeOf: (file: string) => (file === 'assets/member-en.js' ? size : 1000),
        contentOf: () => '',
        homeRouteSuffix: 'routes/home/HomeRoute.tsx',
        demoOnlySuffix: 'packages/mocks/src/browser.ts',
        fontFiles: [],
      });
    expect(check(budgets.catalog + 1).failures.join()).toMatch(/member-en/);
    expect(check(budgets.catalog).report.join()).toMatch(/catalog locales\/en\/member\.po assets\/member-en/);
  });

  it('budgets all CSS taken together (25 KB), however many files code splitting makes', () => {
    const cssManifest = {
      ...manifest,
      'src/routes/home/HomeRoute.tsx': {
        ...manifest['src/routes/home/HomeRoute.tsx'],
        css: ['assets/home.css'],
      },
    };
    const check = (together: number) =>
      checkBudget({
        manifest: cssManifest,
        sizeOf: () => 1000,
        sizeOfTogether: () => together,
        contentOf: () => '',
        homeRouteSuffix: 'routes/home/HomeRoute.tsx',
        demoOnlySuffix: 'packages/mocks/src/browser.ts',
        fontFiles: [],
      }).failures.join();
    expect(check(budgets.css)).not.toMatch(/CSS/);
    expect(check(budgets.css + 1)).toMatch(/CSS is/);
  });

  it('counts a single stylesheet (CSS code splitting off) and fails when the build has no CSS at all', () => {
    const { 'index.html': entry, ...rest } = manifest;
    const check = (extra: Record<string, { file: string }>) => {
      const measured: string[][] = [];
      const { failures } = checkBudget({
        manifest: { ...rest, 'index.html': { ...entry, css: [] }, ...extra },
        sizeOf: () => 1000,
        sizeOfTogether: (files: string[]) => {
          measured.push(files);
          return 1000;
        },
        contentOf: () => '',
        homeRouteSuffix: 'routes/home/HomeRoute.tsx',
        demoOnlySuffix: 'packages/mocks/src/browser.ts',
        fontFiles: [],
      });
      return { failures: failures.join(), measured };
    };
    const single = check({ 'style.css': { file: 'assets/style.css' } });
    expect(single.measured).toEqual([['assets/style.css']]);
    expect(single.failures).not.toMatch(/stylesheet/);
    expect(check({}).failures).toMatch(/no stylesheet found/);
  });

  it('fails when mock or storybook code reaches the JS for /', () => {
    const { failures } = run({}, { 'assets/index.js': 'import("./mockServiceWorker.js")' });
    expect(failures.join()).toMatch(/contains mock/);
  });
});
