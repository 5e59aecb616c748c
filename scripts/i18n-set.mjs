// Fills English (or another locale's) translations into the .po catalogs (the site's and the member area's).
// Usage: node scripts/i18n-set.mjs en < translations.json   where the JSON maps Portuguese source text to the translation.
// Run `npm run i18n:extract` first so the entries exist. Entries are matched by msgid (the Portuguese source); a
// message used both in the member area and elsewhere is in both catalogs and is filled in both.
// An entry that already has another translation is kept and listed (the same Portuguese word can mean two things:
// "Sorteio" is a lottery's draw and a raffle bonus); pass --force to replace it, or give the new message a context.
import { readFileSync, writeFileSync } from 'node:fs';
import { parsePoEntries, serializePoEntries } from './po.mjs';

const locale = process.argv[2];
const force = process.argv.includes('--force');
if (!locale) {
  console.error('usage: node scripts/i18n-set.mjs <locale> < map.json');
  process.exit(2);
}
const map = JSON.parse(readFileSync(0, 'utf8'));
const missing = new Set(Object.keys(map));
for (const catalog of ['messages', 'member', 'agent']) {
  const file = `locales/${locale}/${catalog}.po`;
  const entries = parsePoEntries(readFileSync(file, 'utf8'));
  let filled = 0;
  for (const entry of entries) {
    if (entry.msgid !== undefined && Object.hasOwn(map, entry.msgid)) {
      missing.delete(entry.msgid);
      if (entry.msgstr && entry.msgstr !== map[entry.msgid] && !force) {
        console.log(`${file}: kept ${JSON.stringify(entry.msgid)} as ${JSON.stringify(entry.msgstr)}`);
        continue;
      }
      entry.msgstr = map[entry.msgid];
      filled += 1;
    }
  }
  writeFileSync(file, serializePoEntries(entries));
  console.log(`${file}: ${filled} filled`);
}
if (missing.size > 0)
  console.log(`not in any catalog (run npm run i18n:extract?):\n  ${[...missing].join('\n  ')}`);
