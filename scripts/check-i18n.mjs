// Fails when the catalogs are stale (code has messages not extracted) or pt/en miss a translation.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { catalogProblems } from './i18nCompleteness.mjs';

const confirmed = ['pt', 'en'];
const catalogFile = (locale) => `locales/${locale}/messages.po`;
const withoutHeader = (text) => text.replace(/^[\s\S]*?\n\n/, '');

const before = Object.fromEntries(
  ['pt', 'en', 'pseudo'].map((locale) => [locale, readFileSync(catalogFile(locale), 'utf8')]),
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
for (const locale of confirmed)
  problems.push(...catalogProblems(locale, readFileSync(catalogFile(locale), 'utf8')));

if (problems.length > 0) {
  for (const problem of problems) console.error(`✗ ${problem}`);
  process.exit(1);
}
const count = (readFileSync(catalogFile('en'), 'utf8').match(/^msgid "./gm) ?? []).length;
console.log(`i18n: catalogs current, pt and en complete (${count} messages)`);
