// Fails when the catalogs are stale (code has messages not extracted) or a complete catalog misses a translation.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { catalogProblems } from './i18nCompleteness.mjs';

// pt and en are the confirmed texts (spec §1); the right-to-left languages must be complete too, so their
// pages never mix English into a right-to-left layout.
const complete = ['pt', 'en', 'ar', 'fa', 'ur'];
const catalogFile = (locale) => `locales/${locale}/messages.po`;
const withoutHeader = (text) => text.replace(/^[\s\S]*?\n\n/, '');

const before = Object.fromEntries(
  [...complete, 'pseudo'].map((locale) => [locale, readFileSync(catalogFile(locale), 'utf8')]),
);
execFileSync('npx', ['lingui', 'extract'], { stdio: 'ignore' });
const problems = [];
for (const [locale, text] of Object.entries(before)) {
  const after = readFileSync(catalogFile(locale), 'utf8');
  if (withoutHeader(after) !== withoutHeader(text)) {
    problems.push(`${locale}: catalog is stale; run "npm run i18n:extract" and translate the new messages`);
    writeFileSync(catalogFile(locale), text);
  }
}
for (const locale of complete)
  problems.push(...catalogProblems(locale, readFileSync(catalogFile(locale), 'utf8')));

if (problems.length > 0) {
  for (const problem of problems) console.error(`✗ ${problem}`);
  process.exit(1);
}
const count = (readFileSync(catalogFile('en'), 'utf8').match(/^msgid "./gm) ?? []).length;
console.log(`i18n: catalogs current, ${complete.join(', ')} complete (${count} messages)`);
