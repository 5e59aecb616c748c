import { describe, expect, it } from 'vitest';

// House style: "domain imports nothing of React or the DOM"; brief: time is passed in, no side effects at import.
// .dependency-cruiser.cjs (npm run deps:check) guards the imports for the whole repo; this adds globals, clocks,
// randomness and timers.
const sources = import.meta.glob<string>(['./**/*.ts', '!./**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const files = Object.entries(sources).map(([path, source]) => [path.replace(/^\.\//, ''), source] as const);

/** Source without comments and string contents, so prose and literals cannot trip the checks. */
function code(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`/g, "''")
    .replace(/\/\/.*$/gm, '');
}

const ALLOWED_PACKAGES = new Set(['@lingui/core', '@lingui/core/macro', 'valibot']);
const FORBIDDEN = [
  /\bwindow\b/,
  /\bdocument\b/,
  /\b(local|session)Storage\b/,
  /\bfetch\s*\(/,
  /\bnavigator\b/,
  /\blocation\b/,
  /\bDate\.now\b/,
  /\bnew Date\b/,
  /\bperformance\.now\b/,
  /\bMath\.random\b/,
  /\bcrypto\b/,
  /\bset(Timeout|Interval)\b/,
  /\bXMLHttpRequest\b/,
];

describe('domain boundaries (house style: pure rules, no React, no DOM, time passed in)', () => {
  it('finds the source files', () => {
    expect(files.length).toBeGreaterThanOrEqual(13);
  });

  it.each(files)('%s imports only relative .ts modules and Lingui core', (_path, source) => {
    const specifiers = [...source.matchAll(/\bfrom\s+'([^']+)'/g)].map((match) => match[1]!);
    for (const specifier of specifiers) {
      if (specifier.startsWith('.')) expect(specifier).toMatch(/^\.{1,2}\/.*\.ts$/);
      else expect(ALLOWED_PACKAGES).toContain(specifier);
    }
  });

  it.each(files)('%s reads no browser global, clock, randomness or timer', (_path, source) => {
    const body = code(source);
    for (const pattern of FORBIDDEN) expect(body).not.toMatch(pattern);
  });

  it('index.ts re-exports every module', () => {
    const index = sources['./index.ts']!;
    for (const [path] of files.filter(([path]) => path !== 'index.ts'))
      expect(index).toContain(`'./${path}'`);
  });
});
