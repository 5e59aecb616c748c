export { type CsvExportOutcome, ExportCsvButton, type ExportCsvButtonProps } from './ExportCsvButton.tsx';
