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

  it('reads plurals: branch texts are no placeholders, and a language may have more branches', () => {
    const source = '{more, plural, one {Mais # contrato {kind}} other {Mais # contratos {kind}}}';
    const arabic = '{more, plural, zero {لا {kind}} one {واحد {kind}} two {اثنان {kind}} other {# {kind}}}';
    const po = `${header}\nmsgid "${source}"\nmsgstr "${arabic}"\n`;
    expect(placeholderProblems('ar', po)).toEqual([]);
    const lost = `${header}\nmsgid "${source}"\nmsgstr "{more, plural, one {# contract} other {# contracts}}"\n`;
    expect(placeholderProblems('en', lost)).toHaveLength(1);
  });

  it('leaves missing translations to lingui compile --strict, and ignores obsolete entries', () => {
    expect(placeholderProblems('en', `${header}\nmsgid "Olá {name}"\nmsgstr ""\n`)).toEqual([]);
    expect(placeholderProblems('en', `${header}\n#~ msgid "Velho {x}"\n#~ msgstr "Old"\n`)).toEqual([]);
  });
});
