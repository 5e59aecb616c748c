import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, parseCsv, toCsv } from './csv.ts';

describe('CSV export (RFC 4180)', () => {
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
    [-12.5, '-12.5'],
    [1234567.89, '1234567.89'],
    [null, ''],
    [Number.NaN, ''],
  ] as const)('%o is written %s', (cell, written) => {
    expect(csvCell(cell)).toBe(written);
  });

  it('round-trips any text and numbers: what is read back is what was written (formulas guarded)', () => {
    const cell = fc.oneof(
      fc.string({ unit: 'grapheme' }),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
    );
    fc.assert(
      fc.property(
        fc.array(fc.string({ minLength: 1 }), { minLength: 1, maxLength: 5 }),
        fc.array(fc.array(cell, { minLength: 1, maxLength: 5 }), { maxLength: 8 }),
        (header, rows) => {
          const read = parseCsv(toCsv(header, rows));
          const expected = [header, ...rows].map((row) =>
            row.map((value) =>
              typeof value === 'number' ? String(value) : /^[=+\-@\t\r]/.test(value) ? `'${value}` : value,
            ),
          );
          expect(read).toEqual(expected);
        },
      ),
    );
  });
});
