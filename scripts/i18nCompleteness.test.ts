import { describe, expect, it } from 'vitest';
import { catalogProblems } from './i18nCompleteness.mjs';

const header = 'msgid ""\nmsgstr ""\n"Language: en\\n"\n';

describe('i18n completeness check', () => {
  it('passes a catalog where every message is translated', () => {
    const po = `${header}\n#: a.ts\nmsgid "Entrar"\nmsgstr "Log in"\n\nmsgid "Olá {name}"\nmsgstr "Hello {name}"\n`;
    expect(catalogProblems('en', po)).toEqual([]);
  });

  it('reports a missing translation', () => {
    const po = `${header}\nmsgid "Entrar"\nmsgstr ""\n`;
    expect(catalogProblems('en', po)).toEqual(['en: missing translation for "Entrar"']);
  });

  it('reports a translation that loses a placeholder', () => {
    const po = `${header}\nmsgid "Olá {name}"\nmsgstr "Hello"\n`;
    expect(catalogProblems('en', po)[0]).toMatch(/placeholders differ/);
  });

  it('ignores obsolete entries', () => {
    const po = `${header}\n#~ msgid "Velho"\n#~ msgstr ""\n`;
    expect(catalogProblems('en', po)).toEqual([]);
  });
});
