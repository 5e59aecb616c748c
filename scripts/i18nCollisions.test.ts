import { describe, expect, it } from 'vitest';
import { collisionProblems } from './i18nCollisions.mjs';

const header = 'msgid ""\nmsgstr ""\n"Language: ar\\n"\n';
const po = (...entries: string[]) => `${header}\n${entries.join('\n\n')}\n`;

describe('i18n collision check: one message, one translation across the catalogs', () => {
  it('passes the same message translated alike in two catalogs, and one with its own context', () => {
    const site = po('msgid "Taxa"\nmsgstr "السعر"', 'msgid "Tentar novamente"\nmsgstr "إعادة المحاولة"');
    const agent = po(
      'msgctxt "percentage"\nmsgid "Taxa"\nmsgstr "النسبة"',
      'msgid "Tentar novamente"\nmsgstr "إعادة المحاولة"',
    );
    expect(collisionProblems('ar', { messages: site, agent })).toEqual([]);
  });

  it('reports a message the agent catalog translates otherwise than the site (it would win once loaded)', () => {
    const site = po('msgid "Taxa"\nmsgstr "السعر"');
    const agent = po('msgid "Taxa"\nmsgstr "النسبة"');
    expect(collisionProblems('ar', { messages: site, member: po(), agent })).toEqual([
      'ar: "Taxa" reads "السعر" in messages but "النسبة" in agent',
    ]);
  });

  it('ignores untranslated and obsolete entries (other checks report those)', () => {
    const site = po('msgid "Taxa"\nmsgstr "السعر"');
    const agent = po('msgid "Taxa"\nmsgstr ""', '#~ msgid "Velho"\n#~ msgstr "قديم"');
    expect(collisionProblems('ar', { messages: site, agent })).toEqual([]);
  });
});
