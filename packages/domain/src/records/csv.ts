/**
 * CSV export of a record list (RFC 4180): comma-separated, CRLF line ends, a field quoted when it holds a comma,
 * a semicolon (pt-BR spreadsheets split on it), a quote or a line break (quotes doubled), and a UTF-8 byte order
 * mark first so spreadsheet apps read the accents. Text that a spreadsheet would run as a formula is prefixed with
 * an apostrophe (OWASP CSV injection): one starting with = + - @ or their full-width forms, also after leading
 * spaces, tabs, line breaks or zero-width characters (which spreadsheets skip), or with a tab or carriage return.
 * Amounts are numbers, written plainly (`-12.5`, no grouping, no currency), so they stay numbers in the
 * spreadsheet.
 */

export type CsvCell = string | number | null | undefined;

export const CSV_BOM = '\uFEFF';
/** = + - @ (or their full-width forms) after whatever a spreadsheet skips (whitespace, U+FEFF, zero-width
 * characters), or a tab or carriage return after zero-width characters. */
const FORMULA_START =
  /^[\s\u200B-\u200D\u2060]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]|^[\u200B-\u200D\u2060\uFEFF]*[\t\r]/;
const NEEDS_QUOTES = /[",;\r\n]/;

/** One cell as written: a number plainly, text guarded against formulas and quoted when it must be. */
export function csvCell(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  const guarded = FORMULA_START.test(cell) ? `'${cell}` : cell;
  return NEEDS_QUOTES.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/** A header row and the rows, as one CSV document with its byte order mark. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}

/**
 * A CSV document's rows as text cells (RFC 4180; a leading byte order mark skipped; a final line break does not
 * start a row). What a spreadsheet would read back, for checks of an export.
 */
export function parseCsv(text: string): string[][] {
  const source = text.startsWith(CSV_BOM) ? text.slice(1) : text;
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
    else if (char === ',') {
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
