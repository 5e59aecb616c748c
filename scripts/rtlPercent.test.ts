import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePoEntries } from './po.mjs';

// Issue 23 defect 9: "100 %" in a right-to-left line reads "% 100" (the space parts the sign from its number, and
// the sign then takes the line's direction). The right-to-left catalogs keep the sign against its number.
const SPLIT_PERCENT = /[\d٠-٩۰-۹}]\s+[%٪]|[%٪]\s+[\d٠-٩۰-۹{]/;

describe('issue 23 defect 9: right-to-left catalogs write a percentage as one run', () => {
  for (const locale of ['ar', 'fa', 'ur']) {
    it(locale, () => {
      const split = ['messages', 'member', 'agent'].flatMap((catalog) =>
        parsePoEntries(readFileSync(`locales/${locale}/${catalog}.po`, 'utf8'))
          .map((entry: { msgstr?: string }) => entry.msgstr ?? '')
          .filter((text: string) => SPLIT_PERCENT.test(text)),
      );
      expect(split).toEqual([]);
    });
  }
});
