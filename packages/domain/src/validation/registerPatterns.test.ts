import { type MessageDescriptor, setupI18n } from '@lingui/core';
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { accountFormatMessage } from './messages.ts';
import * as patternMessages from './patternMessages.ts';
import {
  checkRegisterRule,
  compileRegisterRule,
  compileServerPattern,
  formatIsoDate,
  isLengthWithin,
  MAX_RULE_LENGTH,
  PATTERN_VARIANT_IDS,
  PATTERN_VARIANTS,
  type PatternVariantId,
  parseRegisterDate,
  patternVariantOf,
  registerPatternSchema,
  registerRuleSchema,
  ruleLengths,
  scanPattern,
} from './registerPatterns.ts';

// pt is the source locale: a descriptor renders its own (pt) text with the values substituted.
const pt = setupI18n({ locale: 'pt', messages: { pt: {} } });

interface VariantCase {
  min: number;
  max: number;
  pass: string[];
  fail: string[];
  /** The pt message, (min) and (max) substituted. */
  text: string;
}

/** Every §5 pattern variant with inputs that must pass and inputs that must fail. */
const CASES: Record<PatternVariantId, VariantCase> = {
  letterThenAlphanumeric: {
    min: 6,
    max: 16,
    pass: ['jogador01', 'Abcdef', 'a12345', 'Z'.repeat(16)],
    fail: ['1jogador', 'jog_ador', 'jogador 01', 'joão123', 'abc12', 'a'.repeat(17), ''],
    text: 'Insira de 6 a 16 caracteres: comece com uma letra, seguida de letras ou números',
  },
  chineseAndDigits: {
    min: 2,
    max: 20,
    pass: ['张伟2024', '李娜', '王芳88', '12'],
    fail: ['zhang3', '张 伟', '张伟！', '张伟-1', '张'],
    text: 'Insira de 2 a 20 caracteres, apenas caracteres chineses e números',
  },
  email: {
    min: 5,
    max: 60,
    pass: ['ana.souza@sorte.example', 'a+b@x.co', 'USER_1@mail-server.com.br'],
    fail: [
      'ana@',
      '@sorte.example',
      'ana souza@x.com',
      'ana@x',
      'ana@@x.com',
      'ana@x..com',
      'a@b.c'.padEnd(61, 'c'),
    ],
    text: 'Insira um e-mail válido, de 5 a 60 caracteres',
  },
  alphanumeric: {
    min: 4,
    max: 12,
    pass: ['abc123', 'ABCD', '1234', 'aB3dE5gH9jK1'],
    fail: ['abc_123', 'abc 123', 'ação1', 'abc!', 'ab1'],
    text: 'Insira de 4 a 12 letras ou números, sem caracteres especiais',
  },
  lettersAndDigits: {
    min: 8,
    max: 20,
    pass: ['Sorte2026', 'abc12345', '1234567a'],
    fail: ['abcdefgh', '12345678', 'Sorte@2026', 'Sorte 2026', 'abc123'],
    text: 'Insira de 8 a 20 letras e números, com pelo menos uma letra e um número',
  },
  digitsOnly: {
    min: 10,
    max: 11,
    pass: ['11987654321', '1198765432'],
    fail: ['1198765432a', '119 8765432', '١١٩٨٧٦٥٤٣٢١', '+5511987654', '123', '119876543210'],
    text: 'Insira de 10 a 11 números',
  },
  alphanumericWithUppercase: {
    min: 6,
    max: 16,
    pass: ['Sorte2026', 'ABCDEF', 'abcDef'],
    fail: ['sorte2026', 'Sorte-2026', 'SORTE 26', 'Abc1'],
    text: 'Insira de 6 a 16 letras ou números, com pelo menos uma letra maiúscula',
  },
  lettersAndSpaces: {
    min: 2,
    max: 40,
    pass: ['Ana Souza', 'Carlos', 'Mary Jane Watson'],
    fail: ['Ana2', 'Ana-Souza', 'João Silva', '   ', 'A'],
    text: 'Insira de 2 a 40 caracteres, apenas letras sem acento e espaços',
  },
  noSpaces: {
    min: 1,
    max: 30,
    pass: ['abc!@#', '张伟', 'a', 'Sorte@2026'],
    fail: ['a b', ' abc', 'abc\t', 'abc\u00a0d', 'ab\ncd'],
    text: 'Insira de 1 a 30 caracteres, sem espaços',
  },
  chineseAndPunctuation: {
    min: 1,
    max: 50,
    pass: ['你好，世界。', '张伟', '「你好」'],
    fail: ['张伟1', 'hello', '张 伟', '张伟a'],
    text: 'Insira de 1 a 50 caracteres, apenas caracteres chineses e pontuação',
  },
  date: {
    min: 10,
    max: 10,
    pass: ['1990-05-17', '05-17-1990', '2000-02-29', '12-31-1999'],
    fail: ['1990/05/17', '17-05-1990', '1990-13-01', '2001-02-29', '1990-5-17', '19900517', '1990-04-31'],
    text: 'Insira uma data no formato aaaa-MM-dd ou MM-dd-aaaa',
  },
  koreanOnly: {
    min: 2,
    max: 10,
    pass: ['김민준', '한국어'],
    fail: ['김 민준', 'kim', '김1', '김민준!'],
    text: 'Insira de 2 a 10 caracteres, apenas coreano',
  },
  thaiOnly: {
    min: 2,
    max: 30,
    pass: ['สมชาย', 'ภาษาไทย'],
    fail: ['สมชาย ใจดี', 'somchai', 'สมชาย1'],
    text: 'Insira de 2 a 30 caracteres, apenas tailandês',
  },
  thaiOrEnglishWithSpaces: {
    min: 2,
    max: 40,
    pass: ['สมชาย ใจดี', 'Somchai Jaidee', 'สมชาย Jaidee'],
    fail: ['Somchai1', '   ', 'สมชาย!', 'ก'],
    text: 'Insira de 2 a 40 caracteres, apenas letras tailandesas ou inglesas e espaços',
  },
  uppercaseAndSpaces: {
    min: 2,
    max: 40,
    pass: ['ANA SOUZA', 'ANA', 'CARLOS LIMA'],
    fail: ['Ana Souza', 'ANA1', '   ', 'ÁNA'],
    text: 'Insira de 2 a 40 caracteres, apenas letras maiúsculas e espaços, com pelo menos uma letra',
  },
  lettersDigitsSymbols: {
    min: 6,
    max: 20,
    pass: ['Abc123!@#', 'abcdef', '#$%&*()'],
    fail: ['abc 123', 'senha123ç', 'abc\n123', 'ab!'],
    text: 'Insira de 6 a 20 caracteres: letras, números ou símbolos, sem espaços',
  },
};

const rows = PATTERN_VARIANT_IDS.map((id) => [id, CASES[id]] as const);

describe('§5 pattern variants: every variant of the spec list, table-tested', () => {
  it('the table covers the 16 variants of the spec list, patternId = list position', () => {
    expect(Object.keys(CASES).sort()).toEqual([...PATTERN_VARIANT_IDS].sort());
    expect(PATTERN_VARIANT_IDS.map((id) => PATTERN_VARIANTS[id].patternId)).toEqual(
      Array.from({ length: 16 }, (_, i) => String(i + 1)),
    );
  });

  describe.each(rows)('%s', (id, { min, max, pass, fail, text }) => {
    const variant = PATTERN_VARIANTS[id];
    const server = {
      acceptedPattern: variant.source,
      minLength: min,
      maxLength: max,
      patternId: variant.patternId,
    };
    const byServer = compileRegisterRule(server);
    // the same variant when the server's pattern is unusable: the built-in matcher decides
    const byBuiltin = compileRegisterRule({ ...server, acceptedPattern: '([unclosed' });
    // recognised from its canonical source when the patternId is unknown
    const bySource = compileRegisterRule({ ...server, patternId: undefined });

    it('is recognised by patternId, by name and by canonical source', () => {
      // (the e-mail source repeats a group: the scan refuses it and the identical built-in decides)
      const matcher = id === 'email' ? 'builtin' : 'server';
      expect(byServer).toMatchObject({ variant: id, matcher, minLength: min, maxLength: max });
      expect(byBuiltin).toMatchObject({ variant: id, matcher: 'builtin', problem: 'invalid-pattern' });
      expect(bySource.variant).toBe(id);
      expect(patternVariantOf({ patternId: id })?.id).toBe(id);
      expect(patternVariantOf({ patternId: Number(variant.patternId) })?.id).toBe(id);
    });

    it.each(pass)('passes %j', (value) => {
      expect(byServer.test(value)).toBe(true);
      expect(byBuiltin.test(value)).toBe(true);
      expect(checkRegisterRule(byServer, value)).toBeNull();
    });

    it.each(fail)('fails %j with the variant message', (value) => {
      expect(byServer.test(value)).toBe(false);
      expect(byBuiltin.test(value)).toBe(false);
      expect(checkRegisterRule(byServer, value)).toBe(byServer.message);
    });

    it('says the pt text with (min) and (max) substituted', () => {
      expect(pt._(byServer.message)).toBe(text);
      expect(byBuiltin.message.id).toBe(byServer.message.id);
    });
  });
});

describe('§5 pattern messages', () => {
  it('each variant has its own text; (min) and (max) are values of the descriptor', () => {
    const ids = PATTERN_VARIANT_IDS.map((id) => PATTERN_VARIANTS[id].message(1, 2).id);
    expect(new Set(ids).size).toBe(16);
    expect(PATTERN_VARIANTS.alphanumeric.message(4, 12)).toMatchObject({ values: { min: 4, max: 12 } });
  });

  it('every pattern message is a pt source text; the length ones carry {min} and {max}', () => {
    for (const [name, value] of Object.entries(patternMessages)) {
      const descriptor = typeof value === 'function' ? value(3, 9) : value;
      expect(descriptor.message, name).toMatch(/\S/);
      if (typeof value === 'function') expect(descriptor.message, name).toMatch(/\{min\}.*\{max\}/);
    }
  });
});

describe("§5 '*' and absent patterns mean any (lengths still apply)", () => {
  it.each(['*', ' * ', '', undefined, null])('pattern %j', (acceptedPattern) => {
    const rule = compileRegisterRule({ acceptedPattern, minLength: 2, maxLength: 5, patternId: '4' });
    expect(rule).toMatchObject({ variant: 'any', matcher: 'none' });
    expect(rule.test('a b!')).toBe(true);
    expect(rule.test('张伟')).toBe(true);
    expect(rule.test('x')).toBe(false);
    expect(rule.test('123456')).toBe(false);
    expect(pt._(rule.message)).toBe('Insira de 2 a 5 caracteres');
  });

  it('no rule at all: 1 to 256 characters', () => {
    const rule = compileRegisterRule(undefined);
    expect(rule).toMatchObject({ variant: 'any', minLength: 1, maxLength: MAX_RULE_LENGTH });
    expect(rule.test('')).toBe(false);
    expect(rule.test('x'.repeat(256))).toBe(true);
    expect(rule.test('x'.repeat(257))).toBe(false);
  });
});

describe('server patterns of no known variant', () => {
  it('are used as a full match, with the fallback message', () => {
    const rule = compileRegisterRule(
      { acceptedPattern: '[a-z]+', minLength: 3, maxLength: 8, patternId: '99' },
      { fallbackMessage: accountFormatMessage },
    );
    expect(rule).toMatchObject({ variant: 'custom', matcher: 'server', message: accountFormatMessage });
    expect(rule.test('abc')).toBe(true);
    expect(rule.test('abc1')).toBe(false); // not a substring match
    expect(rule.test('1abc')).toBe(false);
  });

  it('the default fallback message carries the lengths; a function fallback gets them too', () => {
    const rule = compileRegisterRule({ acceptedPattern: '[a-z]+', minLength: 3, maxLength: 8 });
    expect(pt._(rule.message)).toBe('Insira de 3 a 8 caracteres no formato exigido');
    const fn = compileRegisterRule(
      { acceptedPattern: '[a-z]+', minLength: 3, maxLength: 8 },
      { fallbackMessage: patternMessages.noSpacesMessage },
    );
    expect(fn.message).toEqual(patternMessages.noSpacesMessage(3, 8));
  });

  it('Java-style escapes (legacy mode) and \\p{…} (Unicode mode) both compile', () => {
    const java = compileRegisterRule({ acceptedPattern: '^[A-Za-z0-9\\_\\-]+$', minLength: 1, maxLength: 9 });
    expect(java.matcher).toBe('server');
    expect(java.test('a_b-c')).toBe(true);
    const unicode = compileRegisterRule({ acceptedPattern: '^\\p{L}+$', minLength: 1, maxLength: 9 });
    expect(unicode.matcher).toBe('server');
    expect(unicode.test('João')).toBe(true);
    expect(unicode.test('João1')).toBe(false);
  });

  it('a broken pattern with no known variant checks lengths only and says so (problem)', () => {
    for (const acceptedPattern of ['([a-z', '[a-z', 'a)|(b', '\\', '*abc', '(?<name>a', 'a{2,1}']) {
      const rule = compileRegisterRule({ acceptedPattern, minLength: 2, maxLength: 6, patternId: 'x' });
      expect(rule, acceptedPattern).toMatchObject({
        variant: 'custom',
        matcher: 'none',
        problem: 'invalid-pattern',
      });
      expect(rule.test('ab')).toBe(true);
      expect(rule.test('abcdefg')).toBe(false);
      expect(pt._(rule.message)).toBe('Insira de 2 a 6 caracteres');
    }
  });
});

describe('catastrophic backtracking: unsafe server patterns are never run', () => {
  const EVIL = [
    '^(a+)+$',
    '(a|aa)*',
    '^(\\w+\\s?)*$',
    '(.*a){12}',
    '^(a+)\\1$',
    '(?<x>a)\\k<x>',
    '.*.*.*.*x',
    '(?:a*)*b',
    '^([a-zA-Z0-9])(([\\-.]|[_]+)?([a-zA-Z0-9]+))*(@){1}[a-z0-9]+[.]{1}(([a-z]{2,3})|([a-z]{2,3}[.]{1}[a-z]{2,3}))$',
    '(x+x+)+y',
    '(a*a*a*|b)(a*a*a*|b)(a*a*a*|b)c',
    '(?:(a*)(a*))(a*)(a*)x',
    '((a)(b+))+',
    'a'.repeat(600),
  ];

  it.each(EVIL)('%s is unsafe', (source) => {
    expect(compileServerPattern(source)).toEqual({ ok: false, problem: 'unsafe-pattern' });
  });

  it.each(EVIL)('%s: a hostile 10,000-character input is answered at once', (source) => {
    const rule = compileRegisterRule({ acceptedPattern: source, minLength: 1, maxLength: 256 });
    expect(rule.problem).toBe('unsafe-pattern');
    const started = performance.now();
    expect(rule.test(`${'a'.repeat(9_999)}!`)).toBe(false);
    expect(rule.test(`${'a'.repeat(255)}!`)).toBe(true); // lengths only
    expect(performance.now() - started).toBeLessThan(100);
  });

  it.each([
    '^[A-Za-z][A-Za-z0-9]*$',
    '^(?=.*[A-Z])(?=.*[a-z])(?=.*\\d)(?=.*[@$!%*?&])[A-Za-z\\d@$!%*?&]{8,}$',
    '^[\\w.+-]+@[\\w-]+\\.[\\w.-]+$',
    '^\\d{3}-\\d{4}$',
    'a+|b+|c+|d+',
    '^(?:[A-Z]{2}\\d)?$',
    ...PATTERN_VARIANT_IDS.filter((id) => id !== 'email').map((id) => PATTERN_VARIANTS[id].source),
  ])('%s is safe', (source) => {
    expect(scanPattern(source)).toBe('safe');
    expect(compileServerPattern(source).ok).toBe(true);
  });

  it('the email canonical source repeats a group, so the reviewed built-in matcher is used', () => {
    const rule = compileRegisterRule({ acceptedPattern: PATTERN_VARIANTS.email.source, patternId: '3' });
    expect(rule).toMatchObject({ variant: 'email', matcher: 'builtin', problem: 'unsafe-pattern' });
    expect(rule.test('ana.souza@sorte.example')).toBe(true);
  });
});

describe('lengths: checked first, in code points, capped at 256', () => {
  it.each([
    [{ minLength: 6, maxLength: 16 }, 6, 16],
    [{ minLength: '6', maxLength: ' 16 ' }, 6, 16],
    [{ minLength: 16, maxLength: 6 }, 6, 16],
    [{ minLength: -1, maxLength: 0 }, 1, 256],
    [{ minLength: 1.5, maxLength: 'abc' }, 1, 256],
    [{ minLength: 0, maxLength: 100_000 }, 0, 256],
    [{ minLength: 300, maxLength: 400 }, 256, 256],
    [{}, 1, 256],
  ])('%j → %i–%i', (rule, min, max) => {
    expect(ruleLengths(rule as never)).toEqual({ minLength: min, maxLength: max });
  });

  it('counts an emoji or a Thai letter as one character', () => {
    expect(isLengthWithin('🎲🎲🎲', 3, 3)).toBe(true);
    expect(isLengthWithin('🎲🎲🎲🎲', 3, 3)).toBe(false);
    expect(isLengthWithin('🎲🎲', 3, 3)).toBe(false);
    expect(isLengthWithin('สมชาย', 5, 5)).toBe(true);
  });

  it('a 10,000-character input fails every variant without running a regex, fast', () => {
    const huge = 'a'.repeat(10_000);
    const started = performance.now();
    for (const id of PATTERN_VARIANT_IDS) {
      const rule = compileRegisterRule({ patternId: PATTERN_VARIANTS[id].patternId, acceptedPattern: '(' });
      expect(rule.test(huge)).toBe(false);
      expect(rule.test('🎲'.repeat(10_000))).toBe(false);
    }
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe('§5 date variant helpers', () => {
  it('parses both orders into the same calendar day', () => {
    expect(parseRegisterDate('1990-05-17')).toEqual({ year: 1990, month: 5, day: 17 });
    expect(parseRegisterDate('05-17-1990')).toEqual({ year: 1990, month: 5, day: 17 });
    expect(formatIsoDate({ year: 7, month: 1, day: 2 })).toBe('0007-01-02');
    expect(parseRegisterDate('0000-01-01')).toBeNull();
    expect(parseRegisterDate(42 as never)).toBeNull();
  });

  it('property: every real day round-trips through yyyy-MM-dd', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('0001-01-01T00:00:00Z'),
          max: new Date('9999-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (date) => {
          const day = { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
          expect(parseRegisterDate(formatIsoDate(day))).toEqual(day);
        },
      ),
    );
  });
});

describe('valibot schemas', () => {
  const translate = (descriptor: MessageDescriptor) => pt._(descriptor);

  it('a compiled rule becomes a schema whose issue is the translated message', () => {
    const schema = registerRuleSchema(
      compileRegisterRule({
        acceptedPattern: PATTERN_VARIANTS.digitsOnly.source,
        minLength: 10,
        maxLength: 11,
        patternId: '6',
      }),
      translate,
    );
    expect(v.safeParse(schema, '11987654321')).toMatchObject({ success: true, output: '11987654321' });
    const failed = v.safeParse(schema, '1198765432a');
    expect(failed.success).toBe(false);
    expect(failed.issues?.[0]?.message).toBe('Insira de 10 a 11 números');
    expect(v.safeParse(schema, 42).success).toBe(false);
  });

  it('straight from the server rule; a language switch is honoured when the issue is raised', () => {
    let locale = 'pt';
    const messages = { pt: 'pt', en: 'en' } as const;
    const schema = registerPatternSchema({ acceptedPattern: '*', minLength: 2, maxLength: 3 }, (d) =>
      locale === 'pt' ? pt._(d) : `${messages.en}:${d.id}`,
    );
    expect(v.safeParse(schema, 'x').issues?.[0]?.message).toBe('Insira de 2 a 3 caracteres');
    locale = 'en';
    expect(v.safeParse(schema, 'x').issues?.[0]?.message).toMatch(/^en:/);
  });
});

describe('properties: never throws, never hangs', () => {
  const anyString = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 300 }),
    fc.string({ unit: 'grapheme', maxLength: 50 }),
    fc.constantFrom('', ' ', '\u0000', '\uD800', 'a'.repeat(5_000), '🎲'.repeat(300)),
  );

  it('every variant answers a boolean for any string', () => {
    const rules = PATTERN_VARIANT_IDS.flatMap((id) => [
      compileRegisterRule({
        patternId: PATTERN_VARIANTS[id].patternId,
        acceptedPattern: PATTERN_VARIANTS[id].source,
      }),
      compileRegisterRule({ patternId: PATTERN_VARIANTS[id].patternId, acceptedPattern: '(' }),
    ]);
    fc.assert(
      fc.property(anyString, (value) => {
        for (const rule of rules) expect(typeof rule.test(value)).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });

  it('any server pattern compiles or is refused, and its rule answers any input quickly', () => {
    const patternPieces = fc.constantFrom(
      '(',
      ')',
      '[',
      ']',
      '*',
      '+',
      '?',
      '{2,}',
      '|',
      '\\',
      '\\d',
      '\\1',
      'a',
      '.',
      '^',
      '$',
      '(?=',
      '(?:',
      '\\p{L}',
      '-',
    );
    const patterns = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.array(patternPieces, { maxLength: 24 }).map((parts) => parts.join('')),
    );
    fc.assert(
      fc.property(
        patterns,
        fc.anything(),
        fc.integer(),
        anyString,
        (acceptedPattern, patternId, maxLength, value) => {
          const rule = compileRegisterRule({
            acceptedPattern,
            patternId: patternId as never,
            minLength: 0,
            maxLength,
          });
          const started = performance.now();
          expect(typeof rule.test(value)).toBe('boolean');
          expect(typeof rule.test(`${'a'.repeat(250)}!`)).toBe('boolean');
          expect(performance.now() - started).toBeLessThan(250);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('compileRegisterRule never throws on garbage rules', () => {
    fc.assert(
      fc.property(fc.anything(), (rule) => {
        const compiled = compileRegisterRule(rule as never);
        expect(typeof compiled.test('abc')).toBe('boolean');
      }),
    );
  });
});
