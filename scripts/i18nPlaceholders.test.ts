import { describe, expect, it } from 'vitest';
import { placeholderProblems } from './i18nPlaceholders.mjs';

const header = 'msgid ""\nmsgstr ""\n"Language: en\\n"\n';

describe('i18n placeholder check', () => {
  it('passes translations that keep every placeholder', () => {
    const po = `${header}\n#: a.ts\nmsgid "Entrar"\nmsgstr "Log in"\n\nmsgid "Olá {name}, {count}"\nmsgstr "{count}: hello {name}"\n`;
    expect(placeholderProblems('en', po)).toEqual([]);
  });

  it('reports a translation that loses or renames a placeholder', () => {
    const po = `${header}\nmsgid "Olá {name}"\nmsgstr "Hello"\n\nmsgid "{n} jogos"\nmsgstr "{count} games"\n`;
    expect(placeholderProblems('en', po)).toEqual([
      'en: placeholders differ in "Olá {name}" -> "Hello"',
      'en: placeholders differ in "{n} jogos" -> "{count} games"',
    ]);
  });

  it('leaves missing translations to lingui compile --strict, and ignores obsolete entries', () => {
    expect(placeholderProblems('en', `${header}\nmsgid "Olá {name}"\nmsgstr ""\n`)).toEqual([]);
    expect(placeholderProblems('en', `${header}\n#~ msgid "Velho {x}"\n#~ msgstr "Old"\n`)).toEqual([]);
  });
});
