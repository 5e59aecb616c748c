import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// House style: "domain imports nothing of React or the DOM"; brief: time is passed in, no side effects at import.
const root = fileURLToPath(new URL('.', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Source without comments and string contents, so prose and literals cannot trip the checks. */
function code(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`/g, "''")
    .replace(/\/\/.*$/gm, '');
}

const ALLOWED_PACKAGES = new Set(['@lingui/core', '@lingui/core/macro']);
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
  /\bset(Timeout|Interval)\b/,
  /\bXMLHttpRequest\b/,
];

const files = sourceFiles(root);

describe('domain boundaries (house style: pure rules, no React, no DOM, time passed in)', () => {
  it('finds the source files', () => {
    expect(files.length).toBeGreaterThanOrEqual(13);
  });

  it.each(files.map((file) => [relative(root, file), file]))(
    '%s imports only relative modules and Lingui core',
    (_name, file) => {
      const specifiers = [...readFileSync(file, 'utf8').matchAll(/\bfrom\s+'([^']+)'/g)].map(
        (match) => match[1]!,
      );
      for (const specifier of specifiers) {
        expect(
          specifier.startsWith('./') || specifier.startsWith('../') || ALLOWED_PACKAGES.has(specifier),
        ).toBe(true);
        if (specifier.startsWith('.')) expect(specifier).toMatch(/\.ts$/);
      }
    },
  );

  it.each(files.map((file) => [relative(root, file), file]))(
    '%s reads no browser global, clock or randomness',
    (_name, file) => {
      const body = code(readFileSync(file, 'utf8'));
      for (const pattern of FORBIDDEN) expect(body).not.toMatch(pattern);
    },
  );

  it('index.ts re-exports every module', () => {
    const index = readFileSync(join(root, 'index.ts'), 'utf8');
    for (const file of files.filter((path) => !path.endsWith('index.ts'))) {
      expect(index).toContain(`'./${relative(root, file).replaceAll('\\', '/')}'`);
    }
  });
});
