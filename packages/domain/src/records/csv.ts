/**
 * CSV export of a record list (RFC 4180) in the dialect of the player's language (issue 23 item 7): where the language
 * writes decimals with a comma (Portuguese and most of Europe) fields are separated by semicolons and numbers carry
 * a decimal comma, as a spreadsheet set to that language expects; elsewhere commas and decimal points. CRLF line
 * ends, a field quoted when it holds a comma, a semicolon, a quote or a line break (quotes doubled), and a UTF-8 byte
 * order mark first so spreadsheet apps read the accents. Text that a spreadsheet would run as a formula is prefixed with
 * an apostrophe (OWASP CSV injection): one starting with = + - @ or their full-width forms, also after leading
 * spaces, tabs, line breaks or zero-width characters (which spreadsheets skip), or with a tab or carriage return.
 * Amounts are numbers, written plainly (`-12.5` or `-12,5`, no grouping, no currency), so they stay numbers in the
 * spreadsheet.
 */

export type CsvCell = string | number | null | undefined;

export const CSV_BOM = '\uFEFF';

export interface CsvDialect {
  delimiter: ',' | ';';
  decimal: '.' | ',';
}

/** Commas between fields, a decimal point: RFC 4180 as written in English. */
export const CSV_COMMA: CsvDialect = { delimiter: ',', decimal: '.' };
/** Semicolons between fields, a decimal comma: what a Portuguese (or German, French…) spreadsheet reads. */
export const CSV_SEMICOLON: CsvDialect = { delimiter: ';', decimal: ',' };

/** The dialect for a language: semicolons and decimal commas where it writes decimals with a comma. */
export function csvDialectFor(locale: string): CsvDialect {
  let decimal: string | undefined;
  try {
    decimal = new Intl.NumberFormat(locale, { numberingSystem: 'latn' })
      .formatToParts(1.5)
      .find((part) => part.type === 'decimal')?.value;
  } catch {
    return CSV_COMMA;
  }
  return decimal === ',' ? CSV_SEMICOLON : CSV_COMMA;
}
/** = + - @ (or their full-width forms) after whatever a spreadsheet skips (whitespace, U+FEFF, zero-width
 * characters), or a tab or carriage return after zero-width characters. */
const FORMULA_START =
  /^[\s\u200B-\u200D\u2060]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\u200B-\u200D\u2060\uFEFF]*[\t\r]/;
const NEEDS_QUOTES = /[",;\r\n]/;

/** One cell as written: a number plainly, text guarded against formulas and quoted when it must be. */
export function csvCell(cell: CsvCell, dialect: CsvDialect = CSV_COMMA): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number')
    return Number.isFinite(cell) ? String(cell).replace('.', dialect.decimal) : '';
  const guarded = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/** A header row and the rows, as one CSV document with its byte order mark. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
  dialect: CsvDialect = CSV_COMMA,
): string {
  const lines = [header, ...rows].map((row) =>
    row.map((cell) => csvCell(cell, dialect)).join(dialect.delimiter),
  );
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}

/** The delimiter of a document: the first unquoted comma or semicolon of its first line (a comma when none). */
function delimiterOf(source: string): ',' | ';' {
  let quoted = false;
  for (const char of source) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === ',' || char === ';')) return char;
    else if (!quoted && (char === '\r' || char === '\n')) break;
  }
  return ',';
}

/**
 * A CSV document's rows as text cells (RFC 4180 in either dialect, given or told by its first line; a leading byte order mark
 * skipped; a final line break does not start a row). What a spreadsheet would read back, for checks of an export.
 */
export function parseCsv(text: string, delimiter?: ',' | ';'): string[][] {
  const source = text.startsWith(CSV_BOM) ? text.slice(1) : text;
  const separator = delimiter ?? delimiterOf(source);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = 0;
  while (i < source.length) {
    const char = source[i] as string;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else cell += char;
      i += 1;
      continue;
    }
    if (char === '"') quoted = true;
    else if (char === separator) {
      row.push(cell);
      cell = '';
    } else if (char === '\r' || char === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      if (char === '\r' && source[i + 1] === '\n') i += 1;
    } else cell += char;
    i += 1;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** A number cell read back in either dialect ('-12.5' or '-12,5'); NaN when it is not one. */
export function csvNumber(text: string): number {
  return /^-?\d+([.,]\d+)?(e[+-]?\d+)?$/i.test(text.trim())
    ? Number(text.trim().replace(',', '.'))
    : Number.NaN;
}
