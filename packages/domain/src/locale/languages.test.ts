import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  gatewayLanguageCode,
  getLanguage,
  LANGUAGE_CODES,
  LANGUAGES,
  languageOptions,
  PSEUDO_LANGUAGE,
  resolveLanguage,
} from './languages.ts';

const SPEC_CODES =
  'CN, EN, JA, TH, VI, MY, ES, HI, ID, KM, KO, MS, PT, TA, TW, TY, UR, PT-BR, TR, BN, AR, FA, RU, KK, UZ, LO'.split(
    ', ',
  );

describe('§1 Languages', () => {
  it('lists the 26 codes of §1 in order, each once', () => {
    expect([...LANGUAGE_CODES]).toEqual(SPEC_CODES);
    expect(LANGUAGES.map((language) => language.code)).toEqual(SPEC_CODES);
  });

  it("default language is Portuguese, Brazilian like the site's texts and money", () => {
    expect(DEFAULT_LANGUAGE).toBe('PT-BR');
    expect(getLanguage(DEFAULT_LANGUAGE)).toMatchObject({ tag: 'pt-BR', catalog: 'pt', dir: 'ltr' });
  });

  it.each([
    ['CN', 'zh-CN', '中文(简体)'],
    ['TW', 'zh-TW', '中文(繁體)'],
    ['MY', 'my', 'မြန်မာ'],
    ['TY', 'ty', 'Reo Tahiti'],
    ['PT', 'pt-PT', 'Português (Portugal)'],
    ['PT-BR', 'pt-BR', 'Português (Brasil)'],
    ['EN', 'en', 'English'],
    ['AR', 'ar', 'العربية'],
    ['FA', 'fa', 'فارسی'],
    ['UR', 'ur', 'اردو'],
    ['KK', 'kk', 'Қазақ тілі'],
  ] as const)('%s has tag %s and endonym %s', (code, tag, endonym) => {
    expect(getLanguage(code)).toMatchObject({ code, tag, endonym });
  });

  it('every tag is a valid, canonical BCP-47 tag that Intl accepts', () => {
    for (const { tag } of [...LANGUAGES, PSEUDO_LANGUAGE]) {
      expect(Intl.getCanonicalLocales(tag)).toEqual([tag]);
    }
  });

  it('every tag other than the special cases is the lowercase code', () => {
    const special = new Set(['CN', 'TW', 'PT', 'PT-BR']);
    for (const language of LANGUAGES.filter((entry) => !special.has(entry.code))) {
      expect(language.tag).toBe(language.code.toLowerCase());
    }
  });

  it('every language has a non-empty, distinct endonym', () => {
    const endonyms = LANGUAGES.map((language) => language.endonym);
    expect(endonyms.every((name) => name.trim() !== '')).toBe(true);
    expect(new Set(endonyms).size).toBe(endonyms.length);
  });

  it('right-to-left is exactly AR, FA and UR (quality bar: lang and dir follow the locale)', () => {
    const rtl = LANGUAGES.filter((language) => language.dir === 'rtl').map((language) => language.code);
    expect(rtl.sort()).toEqual(['AR', 'FA', 'UR']);
    expect(LANGUAGES.filter((language) => language.dir !== 'rtl').every((l) => l.dir === 'ltr')).toBe(true);
  });

  it('PT and PT-BR use pt, each right-to-left language its own catalog, every other code en', () => {
    const own: Record<string, string> = { PT: 'pt', 'PT-BR': 'pt', AR: 'ar', FA: 'fa', UR: 'ur' };
    for (const language of LANGUAGES) {
      expect(language.catalog).toBe(own[language.code] ?? 'en');
      expect(language.devOnly).toBe(false);
    }
    // A right-to-left page never falls back to the English catalog.
    expect(LANGUAGES.filter((l) => l.dir === 'rtl').every((l) => l.catalog !== 'en')).toBe(true);
  });

  it('the pseudo-locale is development only and offered only on request', () => {
    expect(PSEUDO_LANGUAGE).toMatchObject({ code: 'pseudo', catalog: 'pseudo', devOnly: true, dir: 'ltr' });
    expect(languageOptions()).not.toContain(PSEUDO_LANGUAGE);
    expect(languageOptions({ includeDevOnly: true })).toContain(PSEUDO_LANGUAGE);
    expect(languageOptions({ includeDevOnly: true })).toHaveLength(27);
  });
});

describe('§1 resolveLanguage', () => {
  it('every code resolves to itself, in any case', () => {
    for (const code of LANGUAGE_CODES) {
      expect(resolveLanguage(code)).toBe(code);
      expect(resolveLanguage(code.toLowerCase())).toBe(code);
      expect(resolveLanguage(` ${code} `)).toBe(code);
    }
  });

  it('every language tag resolves to its code', () => {
    for (const language of LANGUAGES) expect(resolveLanguage(language.tag)).toBe(language.code);
  });

  it.each([
    ['pt-BR', 'PT-BR'],
    ['pt_br', 'PT-BR'],
    ['pt', 'PT'],
    ['pt-PT', 'PT'],
    ['pt-AO', 'PT'],
    ['en-US', 'EN'],
    ['en-GB', 'EN'],
    ['EN_us', 'EN'],
    ['ar-EG', 'AR'],
    ['fa-IR', 'FA'],
    ['ur-PK', 'UR'],
    ['zh', 'CN'],
    ['zh-CN', 'CN'],
    ['zh-SG', 'CN'],
    ['zh-Hans', 'CN'],
    ['zh-Hans-HK', 'CN'],
    ['zh-TW', 'TW'],
    ['zh-HK', 'TW'],
    ['zh-Hant', 'TW'],
    ['zh-Hant-CN', 'TW'],
    ['ms-MY', 'MS'],
    ['my-MM', 'MY'],
    ['ja-JP', 'JA'],
    ['ko-KR', 'KO'],
    ['es-419', 'ES'],
    ['uz-Latn-UZ', 'UZ'],
    ['kk-KZ', 'KK'],
  ])('navigator.language %s resolves to %s', (input, code) => {
    expect(resolveLanguage(input)).toBe(code);
  });

  it.each([null, undefined, '', '   ', 'xx', 'de-DE', 'he-IL', 'pseudo', 'PSEUDO', '-', 'pt-BR'.repeat(20)])(
    '%j falls back to PT-BR',
    (input) => {
      expect(resolveLanguage(input)).toBe('PT-BR');
    },
  );

  it('resolves the pseudo-locale only when development languages are included', () => {
    expect(resolveLanguage('pseudo', { includeDevOnly: true })).toBe('pseudo');
    expect(resolveLanguage('en', { includeDevOnly: true })).toBe('EN');
  });

  it('never throws and always returns a listed code (property)', () => {
    const listed = new Set<string>(LANGUAGE_CODES);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary' }),
          fc.constantFrom(...LANGUAGE_CODES).map((code) => code.toLowerCase()),
          fc
            .tuple(fc.stringMatching(/^[a-zA-Z]{2,3}$/), fc.stringMatching(/^[a-zA-Z0-9]{0,8}$/))
            .map(([lang, region]) => (region ? `${lang}-${region}` : lang)),
          fc.constant(null),
          fc.constant(undefined),
        ),
        (input) => {
          expect(listed.has(resolveLanguage(input))).toBe(true);
        },
      ),
    );
  });
});

describe("§1 gatewayLanguageCode: the code the gateway receives for each of the site's locale tags", () => {
  it.each([
    ['zh-CN', 'CN'],
    ['en', 'EN'],
    ['ja', 'JA'],
    ['th', 'TH'],
    ['vi', 'VI'],
    ['my', 'MY'],
    ['es', 'ES'],
    ['hi', 'HI'],
    ['id', 'ID'],
    ['km', 'KM'],
    ['ko', 'KO'],
    ['ms', 'MS'],
    ['pt-PT', 'PT'],
    ['ta', 'TA'],
    ['zh-TW', 'TW'],
    ['ty', 'TY'],
    ['ur', 'UR'],
    ['pt-BR', 'PT-BR'],
    ['tr', 'TR'],
    ['bn', 'BN'],
    ['ar', 'AR'],
    ['fa', 'FA'],
    ['ru', 'RU'],
    ['kk', 'KK'],
    ['uz', 'UZ'],
    ['lo', 'LO'],
  ] as const)("the site's %s is sent as %s", (tag, code) => {
    expect(getLanguage(code).tag).toBe(tag);
    expect(gatewayLanguageCode(tag)).toBe(code);
  });

  it('covers all 26 codes of §1, each from its own tag and from itself', () => {
    for (const language of LANGUAGES) {
      expect(gatewayLanguageCode(language.tag)).toBe(language.code);
      expect(gatewayLanguageCode(language.code)).toBe(language.code);
    }
  });

  it('the default page (pt-BR) asks for PT-BR; the pseudo-locale for EN', () => {
    expect(gatewayLanguageCode(getLanguage(DEFAULT_LANGUAGE).tag)).toBe('PT-BR');
    expect(gatewayLanguageCode(PSEUDO_LANGUAGE.tag)).toBe('EN');
  });

  it('always answers one of the §1 codes, whatever the input', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        expect(LANGUAGE_CODES).toContain(gatewayLanguageCode(input));
      }),
    );
  });
});
