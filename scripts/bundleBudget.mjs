// Works out which built files a route needs, from Vite's build manifest, and checks them against budgets.

export const budgets = {
  /**
   * JS needed to render `/` (entry + its static imports + the home route chunk), gzip: the quality bar's 130 KB.
   * Of the measured 129.8 KB, the libraries are ~98 KB (react-dom 62, react-router 11, TanStack Query 11.5,
   * valibot 4.6, jotai 2.4, Lingui 2.3); TanStack Query alone measured +10.2 KB on this first load.
   */
  homeJs: 130 * 1024,
  /** Each lazily loaded chunk, gzip (the demo-only simulated gateway is reported, not budgeted). */
  lazyChunk: 60 * 1024,
  /** All CSS of the site, gzip (the stylesheets taken together: code splitting must not count as growth). */
  css: 25 * 1024,
  /** The active locale catalog chunk, gzip. */
  catalog: 15 * 1024,
  /** Fonts the Latin UI downloads. */
  fonts: 40 * 1024,
};

/** Files (JS and CSS) loaded statically by the given manifest entries, following `imports` transitively. */
export function staticClosure(manifest, keys) {
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { js: [...js], css: [...css] };
}

/** The manifest key of the module whose source path ends with `suffix`. */
export function findKey(manifest, suffix) {
  return Object.keys(manifest).find((key) => key.endsWith(suffix));
}

/**
 * Checks a build. `sizeOf(file)` gives a file's gzip size; `contentOf(file)` its text.
 * Returns { report: string[], failures: string[] }.
 */
export function checkBudget({
  manifest,
  sizeOf,
  sizeOfTogether = (files) => files.reduce((total, file) => total + sizeOf(file), 0),
  contentOf,
  homeRouteSuffix,
  homeChunkName = '',
  demoOnlySuffix,
  fontFiles,
}) {
  const report = [];
  const failures = [];
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const sum = (files) => files.reduce((total, file) => total + sizeOf(file), 0);

  // index.html loads every entry: the site's own and the head start.
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const entryKey = entryKeys[0];
  // The home route is a chunk of its own, or part of a chunk named by the build's code-splitting groups.
  const homeKey =
    findKey(manifest, homeRouteSuffix) ??
    Object.keys(manifest).find((key) => homeChunkName !== '' && manifest[key].name === homeChunkName);
  if (!entryKey || !homeKey) {
    failures.push(`manifest has no ${entryKey ? 'home route' : 'entry'} chunk`);
    return { report, failures };
  }
  const home = staticClosure(manifest, [...entryKeys, homeKey]);
  const homeJs = sum(home.js);
  report.push(`JS for / : ${kb(homeJs)} gzip in ${home.js.length} files (budget ${kb(budgets.homeJs)})`);
  if (homeJs > budgets.homeJs) failures.push(`JS for / is ${kb(homeJs)}, over ${kb(budgets.homeJs)}`);

  const forbidden = /mockServiceWorker|msw-storybook|@storybook|axe-core|setupWorker|jogador01/;
  for (const file of home.js) {
    if (forbidden.test(contentOf(file)))
      failures.push(`${file} (needed for /) contains mock, storybook or axe code`);
  }

  // Demo-only: reachable from the simulated gateway's chunk and from no other entry or lazy chunk of the app
  // (the lobby's call table, for one, is shared by both).
  const demoKey = findKey(manifest, demoOnlySuffix);
  const appKeys = Object.keys(manifest).filter(
    (key) => key !== demoKey && (manifest[key].isEntry || manifest[key].isDynamicEntry),
  );
  const appFiles = new Set(staticClosure(manifest, appKeys).js);
  const demoOnly = new Set(
    demoKey ? staticClosure(manifest, [demoKey]).js.filter((file) => !appFiles.has(file)) : [],
  );
  const lazy = [...new Set(Object.values(manifest).map((chunk) => chunk.file))].filter(
    (file) => file.endsWith('.js') && !home.js.includes(file),
  );
  // Every Lingui catalog (locales/<locale>/<catalog>.po) compiles into a chunk of its own.
  const catalogOf = new Map(
    Object.entries(manifest)
      .filter(([key]) => key.endsWith('.po'))
      .map(([key, chunk]) => [chunk.file, key.replace(/^(\.\.\/)+/, '')]),
  );
  for (const file of lazy) {
    const size = sizeOf(file);
    const demo = demoOnly.has(file);
    const catalog = catalogOf.get(file);
    const limit = catalog ? budgets.catalog : budgets.lazyChunk;
    if (demo) report.push(`demo-only chunk ${file}: ${kb(size)} (never loaded in live mode)`);
    else if (size > limit) failures.push(`lazy chunk ${file} is ${kb(size)}, over ${kb(limit)}`);
    else if (catalog) report.push(`catalog ${catalog} ${file}: ${kb(size)} (budget ${kb(budgets.catalog)})`);
  }

  // Split CSS hangs off its chunks; a single stylesheet (cssCodeSplit off) is a manifest entry of its own.
  const allCss = [
    ...new Set(
      Object.values(manifest).flatMap((chunk) => [
        ...(chunk.css ?? []),
        ...(chunk.file.endsWith('.css') ? [chunk.file] : []),
      ]),
    ),
  ];
  if (allCss.length === 0) failures.push('no stylesheet found in the manifest');
  const css = allCss.length > 0 ? sizeOfTogether(allCss) : 0;
  report.push(
    `CSS: ${kb(css)} gzip together (budget ${kb(budgets.css)}); ${allCss.length} files, ${kb(sum(allCss))} gzipped one by one`,
  );
  if (css > budgets.css) failures.push(`CSS is ${kb(css)}, over ${kb(budgets.css)}`);

  const fonts = fontFiles.reduce((total, file) => total + file.bytes, 0);
  report.push(`fonts (Latin): ${kb(fonts)} in ${fontFiles.length} files (budget ${kb(budgets.fonts)})`);
  if (fonts > budgets.fonts) failures.push(`fonts are ${kb(fonts)}, over ${kb(budgets.fonts)}`);
  return { report, failures };
}
