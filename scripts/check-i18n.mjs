// Fails when a catalog (the site's or the member area's, of any locale) is stale (the code has messages not
// extracted), misses a translation or holds one that does not compile (`lingui compile --strict`), or a
// translation's placeholders differ from the source's, or two catalogs translate one message differently. Extraction and compilation run on a copy of the catalogs
// (lingui.config.ts reads LINGUI_CHECK_DIR): the committed files are never written.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { collisionProblems } from './i18nCollisions.mjs';
import { placeholderProblems } from './i18nPlaceholders.mjs';

const locales = ['pt', 'en', 'ar', 'fa', 'ur', 'pseudo'];
// lingui.config.ts: the site's catalog, the member area's and the agent centre's (loaded with their chunks).
const catalogs = ['messages', 'member', 'agent'];
const catalogFile = (dir, locale, catalog) => path.join(dir, locale, `${catalog}.po`);
const withoutHeader = (text) => text.replace(/^[\s\S]*?(\n\n|$)/, '');

const copy = mkdtempSync(path.join(tmpdir(), 'sorte-i18n-'));
const lingui = (...args) =>
  spawnSync('npx', ['lingui', ...args], {
    encoding: 'utf8',
    env: { ...process.env, LINGUI_CHECK_DIR: copy, NO_COLOR: '1' },
  });
const problems = [];
try {
  cpSync('locales', copy, { recursive: true });

  // Every locale but the pseudo-locale must be complete (spec §1: pt and en are confirmed; the right-to-left
  // languages too, so their pages never mix English into a right-to-left layout).
  const compiled = lingui('compile', '--strict', '--verbose');
  if (compiled.status !== 0) {
    const reasons = `${compiled.stdout}${compiled.stderr}`.trim().replace(/^/gm, '    ');
    problems.push(`lingui compile --strict failed:\n${reasons}`);
  }
  for (const locale of locales.filter((locale) => locale !== 'pseudo')) {
    for (const catalog of catalogs)
      problems.push(
        ...placeholderProblems(
          `${locale}/${catalog}`,
          readFileSync(catalogFile('locales', locale, catalog), 'utf8'),
        ),
      );
    problems.push(
      ...collisionProblems(
        locale,
        Object.fromEntries(
          catalogs.map((catalog) => [catalog, readFileSync(catalogFile('locales', locale, catalog), 'utf8')]),
        ),
      ),
    );
  }

  const extracted = lingui('extract');
  if (extracted.status !== 0) problems.push(`lingui extract failed:\n${extracted.stderr}`);
  for (const locale of locales)
    for (const catalog of catalogs) {
      const committed = readFileSync(catalogFile('locales', locale, catalog), 'utf8');
      if (
        withoutHeader(readFileSync(catalogFile(copy, locale, catalog), 'utf8')) !== withoutHeader(committed)
      )
        problems.push(
          `${locale}/${catalog}: catalog is stale; run "npm run i18n:extract" and translate the new messages`,
        );
    }
} finally {
  rmSync(copy, { recursive: true, force: true });
}

if (problems.length > 0) {
  for (const problem of problems) console.error(`✗ ${problem}`);
  process.exit(1);
}
const counts = catalogs.map(
  (catalog) =>
    `${(readFileSync(catalogFile('locales', 'en', catalog), 'utf8').match(/^msgid "./gm) ?? []).length} ${catalog}`,
);
console.log(
  `i18n: catalogs current and complete (lingui compile --strict), placeholders kept, no message translated two ways (${counts.join(', ')})`,
);
