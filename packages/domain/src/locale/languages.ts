/** The language codes of spec §1, in the spec's order. */
export const LANGUAGE_CODES = [
  'CN',
  'EN',
  'JA',
  'TH',
  'VI',
  'MY',
  'ES',
  'HI',
  'ID',
  'KM',
  'KO',
  'MS',
  'PT',
  'TA',
  'TW',
  'TY',
  'UR',
  'PT-BR',
  'TR',
  'BN',
  'AR',
  'FA',
  'RU',
  'KK',
  'UZ',
  'LO',
] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** The development-only pseudo-locale, which shows untranslated strings. */
export const PSEUDO_LANGUAGE_CODE = 'pseudo';
export type AnyLanguageCode = LanguageCode | typeof PSEUDO_LANGUAGE_CODE;

/**
 * Lingui catalogs: pt and en are the confirmed texts (§1); the right-to-left languages have their own
 * catalogs so their pages never mix English into a right-to-left layout; every other language uses en.
 */
export type CatalogLocale = 'pt' | 'en' | 'ar' | 'fa' | 'ur' | 'pseudo';
export type TextDirection = 'ltr' | 'rtl';

export interface Language<Code extends AnyLanguageCode = AnyLanguageCode> {
  code: Code;
  /** BCP-47 tag for `Intl` and `<html lang>`. */
  tag: string;
  dir: TextDirection;
  catalog: CatalogLocale;
  /** The language's own name, for the language select. */
  endonym: string;
  devOnly: boolean;
}

/** §1: Portuguese by default; the site's texts and money are Brazil's, so its Portuguese is PT-BR. */
export const DEFAULT_LANGUAGE: LanguageCode = 'PT-BR';

const RTL_CODES: ReadonlySet<LanguageCode> = new Set(['AR', 'FA', 'UR']);

const CATALOG_OF: Partial<Record<LanguageCode, CatalogLocale>> = {
  PT: 'pt',
  'PT-BR': 'pt',
  AR: 'ar',
  FA: 'fa',
  UR: 'ur',
};

const TAGS_AND_ENDONYMS: Readonly<Record<LanguageCode, readonly [tag: string, endonym: string]>> = {
  CN: ['zh-CN', '中文(简体)'],
  EN: ['en', 'English'],
  JA: ['ja', '日本語'],
  TH: ['th', 'ไทย'],
  VI: ['vi', 'Tiếng Việt'],
  MY: ['my', 'မြန်မာ'],
  ES: ['es', 'Español'],
  HI: ['hi', 'हिन्दी'],
  ID: ['id', 'Bahasa Indonesia'],
  KM: ['km', 'ខ្មែរ'],
  KO: ['ko', '한국어'],
  MS: ['ms', 'Bahasa Melayu'],
  PT: ['pt-PT', 'Português (Portugal)'],
  TA: ['ta', 'தமிழ்'],
  TW: ['zh-TW', '中文(繁體)'],
  TY: ['ty', 'Reo Tahiti'],
  UR: ['ur', 'اردو'],
  'PT-BR': ['pt-BR', 'Português (Brasil)'],
  TR: ['tr', 'Türkçe'],
  BN: ['bn', 'বাংলা'],
  AR: ['ar', 'العربية'],
  FA: ['fa', 'فارسی'],
  RU: ['ru', 'Русский'],
  KK: ['kk', 'Қазақ тілі'],
  UZ: ['uz', 'Oʻzbekcha'],
  LO: ['lo', 'ລາວ'],
};

/** The 26 languages of §1, in the spec's order. */
export const LANGUAGES: readonly Language<LanguageCode>[] = LANGUAGE_CODES.map((code) => {
  const [tag, endonym] = TAGS_AND_ENDONYMS[code];
  return {
    code,
    tag,
    dir: RTL_CODES.has(code) ? 'rtl' : 'ltr',
    catalog: CATALOG_OF[code] ?? 'en',
    endonym,
    devOnly: false,
  };
});

/** Development only: never offer it in a production build. */
export const PSEUDO_LANGUAGE: Language<typeof PSEUDO_LANGUAGE_CODE> = {
  code: PSEUDO_LANGUAGE_CODE,
  tag: 'en',
  dir: 'ltr',
  catalog: 'pseudo',
  endonym: 'Pseudo',
  devOnly: true,
};

export interface LanguageOptions {
  /** Include the pseudo-locale (development builds only). */
  includeDevOnly?: boolean;
}

/** The languages to offer in the language select. */
export function languageOptions(options: LanguageOptions = {}): readonly Language[] {
  return options.includeDevOnly ? [...LANGUAGES, PSEUDO_LANGUAGE] : LANGUAGES;
}

const BY_CODE: ReadonlyMap<string, Language> = new Map(
  [...LANGUAGES, PSEUDO_LANGUAGE].map((language) => [language.code.toUpperCase(), language]),
);

/** The language entry of a code; the default language for anything else. */
export function getLanguage(code: AnyLanguageCode): Language {
  return BY_CODE.get(code.toUpperCase()) ?? BY_CODE.get(DEFAULT_LANGUAGE)!;
}

/** Primary language subtags (lowercase) that map to one code whatever the region. */
const BY_PRIMARY_SUBTAG: ReadonlyMap<string, LanguageCode> = new Map(
  LANGUAGES.filter(
    (language) => language.code !== 'CN' && language.code !== 'TW' && language.code !== 'PT-BR',
  )
    .map((language) => [language.tag.split('-')[0]!.toLowerCase(), language.code] as const)
    .filter(([subtag]) => subtag !== 'pt'),
);

const TRADITIONAL_CHINESE_REGIONS = new Set(['tw', 'hk', 'mo']);

function fromBcp47(subtags: readonly string[]): LanguageCode | null {
  const [primary, ...rest] = subtags;
  if (primary === 'zh') {
    const script = rest.find((subtag) => subtag.length === 4);
    if (script === 'hant') return 'TW';
    if (script === 'hans') return 'CN';
    return rest.some((subtag) => TRADITIONAL_CHINESE_REGIONS.has(subtag)) ? 'TW' : 'CN';
  }
  if (primary === 'pt') return rest.includes('br') ? 'PT-BR' : 'PT';
  return (primary !== undefined && BY_PRIMARY_SUBTAG.get(primary)) || null;
}

export function resolveLanguage(input: string | null | undefined): LanguageCode;
export function resolveLanguage(
  input: string | null | undefined,
  options: LanguageOptions & { includeDevOnly: true },
): AnyLanguageCode;
export function resolveLanguage(input: string | null | undefined, options?: LanguageOptions): AnyLanguageCode;
/**
 * A stored or requested language, as one of our codes (any case: 'pt-br', 'cn') or as a BCP-47 tag
 * (navigator.language style: 'pt-BR', 'en_US', 'zh-Hant-HK', 'ar-EG'). Anything else gives {@link DEFAULT_LANGUAGE}.
 */
export function resolveLanguage(
  input: string | null | undefined,
  options: LanguageOptions = {},
): AnyLanguageCode {
  if (typeof input !== 'string') return DEFAULT_LANGUAGE;
  const text = input.trim().replaceAll('_', '-');
  if (text === '' || text.length > 64) return DEFAULT_LANGUAGE;
  const direct = BY_CODE.get(text.toUpperCase());
  if (direct) return direct.devOnly && !options.includeDevOnly ? DEFAULT_LANGUAGE : direct.code;
  return fromBcp47(text.toLowerCase().split('-')) ?? DEFAULT_LANGUAGE;
}

const CODE_OF_TAG: ReadonlyMap<string, LanguageCode> = new Map(
  LANGUAGES.map((language) => [language.tag.toLowerCase(), language.code]),
);

/**
 * The §1 code the gateway is told (`language`/`lang` parameters, Accept-Language) for one of the site's locale
 * tags (`Language.tag`, e.g. 'pt-BR' → 'PT-BR', 'zh-TW' → 'TW'); a code passes through, and any other tag is
 * resolved like a browser's language. The pseudo-locale's tag is English's, so it asks for EN.
 */
export function gatewayLanguageCode(tagOrCode: string): LanguageCode {
  return CODE_OF_TAG.get(tagOrCode.trim().toLowerCase()) ?? resolveLanguage(tagOrCode);
}
