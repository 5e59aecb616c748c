import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CSV_BOM,
  CSV_COMMA,
  CSV_SEMICOLON,
  csvCell,
  csvDialectFor,
  csvNumber,
  parseCsv,
  toCsv,
} from './csv.ts';

describe('CSV export (RFC 4180; formula guards and `;` quoting: issue 22 item 8)', () => {
  it('starts with a byte order mark and ends rows with CRLF', () => {
    expect(toCsv(['a', 'b'], [[1, 'x']])).toBe(`${CSV_BOM}a,b\r\n1,x\r\n`);
  });

  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+55 11', "'+55 11"],
    ['-2+3', "'-2+3"],
    ['@cmd', "'@cmd"],
    ['=1,2', `"'=1,2"`],
    // Issue 22 item 8: pt-BR spreadsheets split on `;`, and skip what comes before a formula.
    ['nome;=1+1', '"nome;=1+1"'],
    ['a;b', '"a;b"'],
    ['  =SUM(A1)', "'  =SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\u200B=1', "'\u200B=1"],
    ['\uFEFF+1', "'\uFEFF+1"],
    ['\u2060@x', "'\u2060@x"],
    ['\u200D\t1', "'\u200D\t1"],
    ['\uFF1D1+1', "'\uFF1D1+1"],
    ['\uFF0B1', "'\uFF0B1"],
    ['\uFF0D1', "'\uFF0D1"],
    ['\uFF20x', "'\uFF20x"],
    ['a =1', 'a =1'],
    [-12.5, '-12.5'],
    [1234567.89, '1234567.89'],
    [null, ''],
    [Number.NaN, ''],
  ] as const)('%o is written %s', (cell, written) => {
    expect(csvCell(cell)).toBe(written);
  });

  /** The first character a spreadsheet reads: after whitespace and zero-width characters. */
  const SKIPPED = new Set([
    ' ',
    '\t',
    '\r',
    '\n',
    '\u00A0',
    '\u3000',
    '\u200B',
    '\u200C',
    '\u200D',
    '\u2060',
    '\uFEFF',
  ]);
  const FORMULA_CHARS = new Set(['=', '+', '-', '@', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20']);
  const tricky = fc.string({
    unit: fc.constantFrom(...SKIPPED, ...FORMULA_CHARS, ';', ',', '"', 'a', '1', '\u00E9'),
  });
  const anyText = fc.oneof(tricky, fc.string({ unit: 'grapheme' }), fc.string());

  it('no exported cell reaches a formula character past what a spreadsheet skips, unless neutralised', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const [[read]] = parseCsv(`${csvCell(text)}\r\n`) as [[string]];
        const first = [...read].find((char) => !SKIPPED.has(char));
        const startsWithTabOrCr = /^[\u200B-\u200D\u2060\uFEFF]*[\t\r]/.test(read);
        if ((first !== undefined && FORMULA_CHARS.has(first)) || startsWithTabOrCr) {
          expect(read.startsWith("'")).toBe(true);
          expect(read.slice(1)).toBe(text);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('a cell holding ; , a quote or a line break is always quoted', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const written = csvCell(text);
        if (/[;,"\r\n]/.test(text)) expect(written.startsWith('"') && written.endsWith('"')).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('round-trips any text and numbers in either dialect: what is read back is what was written (formulas guarded)', () => {
    const cell = fc.oneof(
      fc.string({ unit: 'grapheme' }),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(CSV_COMMA, CSV_SEMICOLON),
        fc.array(fc.string({ minLength: 1 }), { minLength: 1, maxLength: 5 }),
        fc.array(fc.array(cell, { minLength: 1, maxLength: 5 }), { maxLength: 8 }),
        (dialect, header, rows) => {
          const read = parseCsv(toCsv(header, rows, dialect), dialect.delimiter);
          const written = [header, ...rows];
          expect(read.map((row) => row.length)).toEqual(written.map((row) => row.length));
          for (const [r, row] of read.entries()) {
            for (const [c, text] of row.entries()) {
              const value = written[r]?.[c] as string | number;
              // A text comes back as it was, or with the apostrophe that neutralises a formula (tested above).
              if (typeof value === 'number') {
                expect(text).toBe(String(value).replace('.', dialect.decimal));
                expect(csvNumber(text)).toBe(value === 0 ? 0 : value);
              } else expect([value, `'${value}`]).toContain(text);
            }
          }
        },
      ),
    );
  });
});

describe('issue 23 item 7: exports in the dialect of the language', () => {
  it.each([
    ['pt-BR', CSV_SEMICOLON],
    ['pt', CSV_SEMICOLON],
    ['es', CSV_SEMICOLON],
    ['de', CSV_SEMICOLON],
    ['en', CSV_COMMA],
    ['en-IN', CSV_COMMA],
    ['zh-CN', CSV_COMMA],
    ['ar', CSV_COMMA],
    ['not a locale', CSV_COMMA],
  ])('%s', (locale, dialect) => {
    expect(csvDialectFor(locale)).toEqual(dialect);
  });

  it('Portuguese: semicolons between fields and decimal commas, text with either quoted', () => {
    expect(
      toCsv(
        ['Valor', 'Jogo'],
        [
          [-12.5, 'a;b'],
          [1500, 'x,y'],
        ],
        CSV_SEMICOLON,
      ),
    ).toBe(`${CSV_BOM}Valor;Jogo\r\n-12,5;"a;b"\r\n1500;"x,y"\r\n`);
  });

  it('tells the dialect of a document from its first line', () => {
    expect(parseCsv(`${CSV_BOM}"a;b";c\r\n1,5;x\r\n`)).toEqual([
      ['a;b', 'c'],
      ['1,5', 'x'],
    ]);
    expect(parseCsv('a,b\r\n1.5,x\r\n')).toEqual([
      ['a', 'b'],
      ['1.5', 'x'],
    ]);
  });

  it('reads a number cell of either dialect, and nothing else as one', () => {
    expect(csvNumber('-12,5')).toBe(-12.5);
    expect(csvNumber('1500')).toBe(1500);
    expect(csvNumber('0.25')).toBe(0.25);
    expect(csvNumber('1.234,56')).toBeNaN();
    expect(csvNumber('R$ 1')).toBeNaN();
  });
});
