import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 24 item 4, "done when": for each endpoint the gateway README marks as a reading (a call §7 does not name),
// an app test answers it as missing (404) and shows the page usable. This keeps the README's rows and those tests
// together: a new reading without its 404 test fails here.
// Tests run from the repository's root. The README's call tables live in its area files under docs/.
const gatewayDocs = join(process.cwd(), 'packages/gateway/docs');
const readme = [
  join(process.cwd(), 'packages/gateway/README.md'),
  ...readdirSync(gatewayDocs)
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(gatewayDocs, name)),
]
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');
const appTests = Object.values(
  import.meta.glob<string>(['../**/*.test.tsx', '!./readingCoverage.test.ts'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);

/** The README rows whose call is a reading: the last cell says so, or the table's last column is the reading. */
function readingRows(markdown: string): string[] {
  const names: string[] = [];
  let readingColumn = false;
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|')) {
      readingColumn = false;
      continue;
    }
    const cells = line.split(' | ').map((cell) => cell.replace(/^\|\s*|\s*\|$/g, '').trim());
    const [name = '', last = ''] = [cells[0], cells.at(-1)];
    if (name === 'name') {
      readingColumn = last === 'reading';
      continue;
    }
    if (!/^`?[a-z][A-Za-z]+`?$/.test(name)) continue;
    if (readingColumn || /^reading\b/i.test(last) || /names no call|is a reading\)/.test(last))
      names.push(name.replaceAll('`', ''));
  }
  return names;
}

/** A test file answers `name` as missing: it names the call and answers it 404 ('missing' or a 404 handler). */
const answersMissing = (name: string) =>
  appTests.some(
    (source) =>
      (source.includes(`'${name}'`) || source.includes(`${name}: 'missing'`)) &&
      /'missing'|failures\.missing|404/.test(source) &&
      new RegExp(`\\b${name}\\b[^\\n]*404|'${name}'`).test(source),
  );

describe('issue 24 item 4: every reading of the gateway README has an app test answering it 404', () => {
  const readings = readingRows(readme);

  it('finds the readings of the README (the table format is still read)', () => {
    expect(readings).toEqual(
      expect.arrayContaining([
        'depositChannels',
        'betRecords',
        'agentAnnouncements',
        'agentPalStatements',
        'dividendContracts',
      ]),
    );
    expect(readings).not.toContain('login');
  });

  it.each(readings)('%s', (name) => {
    expect(answersMissing(name), `no app test answers ${name} with 404`).toBe(true);
  });
});
