import { type CsvCell, csvDialectFor, type DateRange, type RecordPage, toCsv } from '@sorte/domain';
import type { RecordColumn } from '@sorte/ui/records';
import { EXPORT_PAGE_SIZE, EXPORT_ROW_CAP } from './recordListQuery.ts';

export interface CsvExportResult {
  csv: string;
  exported: number;
  total: number;
}

/**
 * Every row the filter shows, asked for page by page (at most EXPORT_ROW_CAP rows), as a CSV document with the
 * list's own columns in the dialect of the player's language (`locale`: semicolons and decimal commas in Portuguese).
 * `onProgress` hears the rows fetched so far.
 */
export async function recordsCsv<Row>(
  fetchPage: (pageNo: number, pageSize: number) => Promise<RecordPage<Row, unknown>>,
  columns: readonly RecordColumn<Row>[],
  locale: string,
  onProgress: (fetched: number) => void,
): Promise<CsvExportResult> {
  const rows: Row[] = [];
  let total = 0;
  for (let pageNo = 1; rows.length < EXPORT_ROW_CAP; pageNo++) {
    const page = await fetchPage(pageNo, EXPORT_PAGE_SIZE);
    total = page.total;
    rows.push(...page.rows);
    onProgress(rows.length);
    if (pageNo >= page.totalPages || page.rows.length === 0) break;
  }
  const written = rows.slice(0, EXPORT_ROW_CAP);
  const cells: CsvCell[][] = written.map((row) => columns.map((column) => column.csv(row)));
  return {
    csv: toCsv(
      columns.map((column) => column.header),
      cells,
      csvDialectFor(locale),
    ),
    exported: written.length,
    total,
  };
}

/** `<name>_<start>_<end>.csv` */
export function csvFileName(name: string, range: DateRange): string {
  return `${name}_${range.start}_${range.end}.csv`;
}

/** Hands the document to the browser as a download. */
export function downloadCsv(csv: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
