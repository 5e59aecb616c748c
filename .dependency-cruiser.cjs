// Import rules, checked by `npm run deps:check`. Direction: domain <- gateway <- mocks, domain <- ui <- app.
// Each layer lists what it may import; whatever else it imports is a violation. Paths are the resolved files.

const TEST = '\\.test\\.tsx?$|/test/';
const STORY = '\\.stories\\.tsx?$';
const TEST_TOOLS = 'vitest|fast-check|@testing-library/[^/]+|msw';
/** A resolved npm package, wherever npm placed it. */
const npm = (names) => `(^|/)node_modules/(${names})/`;
/** A workspace package's own files (not what npm installed inside it). */
const own = (...names) => `^packages/(${names.join('|')})/(?!node_modules/)`;

/** `layer` (a workspace package) imports only what `allowed` matches. */
function layer(name, comment, allowed) {
  return {
    name: `${name}-imports-only-its-own`,
    comment,
    severity: 'error',
    from: { path: `^packages/${name}/` },
    to: { pathNot: allowed, dependencyTypesNot: name === 'mocks' ? ['core'] : [] },
  };
}

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'An import cycle (lazy imports and imports of types alone included): move what both sides need ' +
        'into a module of its own (in the app: app/src/lib/).',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to no file.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'no-relative-escape',
      comment:
        'A relative import leaves its package (into another package, .storybook/ or the repo root): import the other ' +
        'package by its name; only the shared catalogs (locales/) are reached by path.',
      severity: 'error',
      from: { path: '^(packages/[^/]+|app)/' },
      to: { dependencyTypes: ['local'], pathNot: ['^$1/', '^locales/'] },
    },
    {
      name: 'nothing-imports-the-app',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^app/' },
    },
    layer(
      'domain',
      'domain holds pure rules: Lingui core and valibot only (no React, no DOM, no other workspace package).',
      [own('domain'), '^locales/', npm(`@lingui/core|valibot|${TEST_TOOLS}`)],
    ),
    layer('gateway', 'gateway builds on domain only (and valibot).', [
      own('gateway', 'domain'),
      npm(`valibot|${TEST_TOOLS}`),
    ]),
    layer('mocks', 'mocks (the simulated gateway) builds on domain and gateway, msw and node.', [
      own('mocks', 'domain', 'gateway'),
      // ws: the local HTTP gateway's live-events socket (server/ only, a devDependency).
      npm(`msw|valibot|ws|${TEST_TOOLS}`),
    ]),
    layer(
      'ui',
      'ui holds stateless components: React, Radix, vanilla-extract, Lingui and domain; no jotai, router, gateway.',
      [
        own('ui', 'domain'),
        '^locales/',
        // Stories and their fixtures show what the simulated gateway serves (checked by ui-mocks-fixtures-in-stories).
        '^packages/mocks/src/fixtures/',
        npm(
          'react|react-dom|@radix-ui/[^/]+|@vanilla-extract/[^/]+|@lingui/[^/]+|@fontsource/[^/]+|' +
            `embla-carousel-react|@tanstack/react-virtual|dompurify|storybook|@storybook/[^/]+|${TEST_TOOLS}`,
        ),
      ],
    ),
    {
      name: 'test-tools-only-in-tests',
      comment:
        'vitest, fast-check, testing-library and msw belong to tests (and the simulated gateway, and stories).',
      severity: 'error',
      from: { path: '^packages/(domain|gateway|ui)/', pathNot: [TEST, STORY] },
      to: { path: npm(TEST_TOOLS) },
    },
    {
      name: 'storybook-only-in-stories',
      severity: 'error',
      from: { path: '^packages/ui/', pathNot: [TEST, STORY] },
      to: { path: npm('storybook|@storybook/[^/]+') },
    },
    {
      name: 'ui-mocks-fixtures-in-stories',
      comment:
        'ui components never see the simulated gateway; their stories (and the fixtures files beside them) use ' +
        "the gateway's own fixtures through @sorte/mocks/fixtures, so the two cannot drift.",
      severity: 'error',
      from: { path: '^packages/ui/', pathNot: [TEST, STORY, '/fixtures\\.ts$'] },
      to: { path: '^packages/mocks/' },
    },
    {
      name: 'app-mocks-only-lazily',
      comment:
        'The simulated gateway reaches the app only through a lazy import (demo mode), so the live build never ' +
        'downloads it; tests and stories may import it directly.',
      severity: 'error',
      from: { path: '^app/src/', pathNot: [TEST, STORY, '^app/src/(test|stories)/'] },
      to: { path: '^packages/mocks/', dependencyTypesNot: ['dynamic-import'] },
    },
    {
      name: 'gateway-calls-only-in-api',
      comment:
        "Every gateway call goes out from a feature's api.ts, a shared app/src/lib/<area>/api.ts or a *Gateway.ts " +
        'call table, where the operator adapter, the conformance check and the tests see it (issue 24 item 6). ' +
        'Elsewhere the app imports @sorte/gateway for types alone, and reads answers and failures with ' +
        '@sorte/gateway/answers.',
      severity: 'error',
      from: { path: '^app/src/', pathNot: [TEST, STORY, '/api\\.ts$', 'Gateway\\.ts$'] },
      to: { path: '^packages/gateway/src/index\\.ts$', dependencyTypesNot: ['exotic-require'] },
    },
    {
      name: 'features-through-their-index',
      comment:
        "A feature uses another feature only through that feature's index.ts; what several features share lives " +
        'in app/src/lib/.',
      severity: 'error',
      from: { path: '^app/src/features/([^/]+)/' },
      to: {
        path: '^app/src/features/[^/]+/',
        pathNot: ['^app/src/features/$1/', '^app/src/features/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'lib-imports-no-feature',
      comment:
        'app/src/lib/ holds what several features share (forms, errors, navigation, record lists): it depends on ' +
        'no feature, so a feature can change without breaking the shared code under the others (issue 25 item 2).',
      severity: 'error',
      from: { path: '^app/src/lib/' },
      to: { path: '^app/src/features/' },
    },
    {
      name: 'app-frame-uses-features-through-their-index',
      comment:
        'Routes, layout, bootstrap and the other app-wide code use a feature only through its index.ts, as ' +
        'features do with each other: what a feature keeps inside can change (issue 25 item 2). Lazy imports may ' +
        "name a module (each is a chunk of its own). The session's actions and its member hook, and the public " +
        'popups, are imported by name where the first load of / reaches them: through their feature index the ' +
        "bundler keeps the index's other components and / weighs 165 KB instead of 129.7 (measured). The agent " +
        "login's controller is imported by name for the same reason: through the agent feature's index the /agent " +
        'page would load the whole agent centre.',
      severity: 'error',
      from: { path: '^app/src/(?!features/|lib/)', pathNot: [TEST, STORY] },
      to: {
        path: '^app/src/features/[^/]+/',
        pathNot: [
          '^app/src/features/[^/]+/index\\.ts$',
          '^app/src/features/session/(sessionActions|useMemberArea)\\.ts$',
          '^app/src/features/content/PublicPopups\\.tsx$',
          '^app/src/features/agent/useAgentLoginController\\.ts$',
        ],
        dependencyTypesNot: ['dynamic-import'],
      },
    },
  ],
  options: {
    // TypeScript 7 has no JavaScript API: babel reads the sources (see the plugin for how).
    babelConfig: { fileName: require('node:path').join(__dirname, 'scripts/dependencies/importsOnly.cjs') },
    doNotFollow: { path: 'node_modules' },
    moduleSystems: ['es6', 'cjs'],
    // How scripts/dependencies/importsOnly.cjs marks an import of types alone.
    exoticRequireStrings: ['typeOnly'],
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
