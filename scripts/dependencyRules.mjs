// The import direction of DEVELOPERS.md: domain <- gateway <- mocks, domain <- ui <- app.
// Each layer lists what it may import; anything else is a violation.

const relative = (specifier) => specifier.startsWith('.');
const prefixed =
  (...prefixes) =>
  (specifier) =>
    prefixes.some((prefix) => specifier === prefix || specifier.startsWith(`${prefix}/`));

export const layers = [
  {
    name: 'domain',
    match: (file) => file.startsWith('packages/domain/'),
    allow: [relative, prefixed('@lingui/core', 'valibot')],
    forbidGlobals: true,
  },
  {
    name: 'gateway',
    match: (file) => file.startsWith('packages/gateway/'),
    allow: [relative, prefixed('valibot', '@sorte/domain')],
  },
  {
    name: 'mocks',
    match: (file) => file.startsWith('packages/mocks/'),
    allow: [
      relative,
      prefixed('msw', 'valibot', '@sorte/domain', '@sorte/gateway', 'vitest'),
      (s) => s.startsWith('node:'),
    ],
  },
  {
    name: 'ui stories',
    match: (file) => file.startsWith('packages/ui/') && /\.stories\.tsx?$/.test(file),
    allow: [
      relative,
      prefixed(
        'react',
        'react-dom',
        '@radix-ui',
        '@vanilla-extract',
        '@lingui',
        '@sorte/domain',
        '@fontsource',
        'embla-carousel-react',
        'dompurify',
      ),
      prefixed('storybook', '@storybook', 'msw'),
    ],
  },
  {
    name: 'ui',
    match: (file) => file.startsWith('packages/ui/'),
    allow: [
      relative,
      prefixed(
        'react',
        'react-dom',
        '@radix-ui',
        '@vanilla-extract',
        '@lingui',
        '@sorte/domain',
        '@fontsource',
        'embla-carousel-react',
        'dompurify',
      ),
    ],
  },
  {
    name: 'app',
    match: (file) => file.startsWith('app/src/'),
    allow: [() => true],
    // The simulated gateway reaches the app only through a lazy import (demo mode), never statically.
    forbidStatic: (specifier, file) =>
      specifier.startsWith('@sorte/mocks') &&
      !/\.(test|stories)\.tsx?$/.test(file) &&
      !/^app\/src\/(test|stories)\//.test(file),
  },
];

const isTestFile = (file) => /\.test\.tsx?$/.test(file) || file.includes('/test/');
const testTools = prefixed('vitest', 'fast-check', '@testing-library', 'msw');

const importPattern =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/g;

const domGlobals = /\b(window|document|localStorage|sessionStorage|navigator|fetch|XMLHttpRequest)\s*[.(]/;

function stripComments(source) {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

/** Finds wrong-way imports in the given files ({ path relative to the repo, source }). */
export function findViolations(files) {
  const violations = [];
  for (const { path, source } of files) {
    const layer = layers.find((candidate) => candidate.match(path));
    if (!layer) continue;
    const code = stripComments(source);
    for (const match of code.matchAll(importPattern)) {
      const specifier = match[1] ?? match[2] ?? match[3];
      const dynamic = match[2] !== undefined;
      if (specifier.startsWith('@sorte/app')) {
        violations.push({ path, specifier, rule: 'nothing imports the app' });
      } else if (
        !layer.allow.some((allowed) => allowed(specifier)) &&
        !(isTestFile(path) && testTools(specifier))
      ) {
        violations.push({ path, specifier, rule: `${layer.name} may not import ${specifier}` });
      } else if (!dynamic && layer.forbidStatic?.(specifier, path)) {
        violations.push({ path, specifier, rule: `${layer.name} may import ${specifier} only lazily` });
      }
    }
    if (layer.forbidGlobals && !isTestFile(path)) {
      const global = code.match(domGlobals);
      if (global)
        violations.push({
          path,
          specifier: global[1],
          rule: `${layer.name} uses the DOM or network (${global[1]})`,
        });
    }
  }
  return violations;
}
