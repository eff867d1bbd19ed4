/**
 * Pure rules of the report kit (spec 000 section 2 "PDFs": "Excel and PDF exports add a KWD total row";
 * spec 001 section 9: "Dates in the reports YYYY/MM/DD"): the total row of a report's columns, the
 * text of a cell as printed, and the bilingual PDF text (kit/pdf/ReportPages) from the English and
 * Arabic columns of the same report.
 */
import { reportDate } from '@fleet/shared/reports/reports';
import { formatAmount } from '../../i18n/format.ts';
import type { DocumentColumn } from '../list/DocumentList.tsx';
import { sumAmounts } from '../list/totals.ts';
import type { ReportColumn, ReportText } from '../pdf/ReportPages.tsx';
import type { Bilingual } from '../pdf/text.ts';

export { reportDate };

/** The text of a cell as exported: amounts with 3 decimals, everything else as it is. */
export function reportCellText<Row>(column: DocumentColumn<Row>, row: Row): string {
  const value = column.value?.(row);
  if (column.amount) return formatAmount(typeof value === 'number' ? value : Number(value ?? 0));
  return value === undefined || value === null ? '' : String(value);
}

/** The total row by column index: the sum of each totalled column over `rows`; amounts as `KWD 1,234.500`. */
export function reportTotals<Row>(columns: readonly DocumentColumn<Row>[], rows: readonly Row[]) {
  const totals: Record<number, string> = {};
  columns.forEach((column, index) => {
    if (!column.total) return;
    const sum = sumAmounts(rows, (row) => (column.value ? column.value(row) : 0));
    totals[index] = column.amount ? `KWD ${formatAmount(sum)}` : String(sum);
  });
  return totals;
}

export interface ReportPdfInput<Row> {
  title: Bilingual;
  /** The same columns built in English and in Arabic (same ids, same order). */
  columns: { en: readonly DocumentColumn<Row>[]; ar: readonly DocumentColumn<Row>[] };
  rows: readonly Row[];
  /** Lines under the title (the window, when it was printed). */
  notes: string[];
  /**
   * The reader's language (default English): the rows are printed with that language's columns (names
   * in Arabic for an Arabic reader, as the Excel export) and an Arabic report is laid out right to left.
   */
  language?: 'en' | 'ar';
}

/** The PDF text of a report: bilingual labels, the rows as printed, the KWD total row. */
export function reportPdfText<Row>({
  title,
  columns,
  rows,
  notes,
  language = 'en',
}: ReportPdfInput<Row>): ReportText {
  const exported = columns.en.filter((column) => column.value && !column.noExport);
  const arabicById = new Map(columns.ar.map((column) => [column.id, column]));
  const printed =
    language === 'ar' ? exported.map((column) => arabicById.get(column.id) ?? column) : exported;
  const pdfColumns: ReportColumn[] = exported.map((column) => ({
    label: { en: column.header, ar: arabicById.get(column.id)?.header ?? column.header },
    ...(column.amount || column.total ? { align: 'right' as const } : {}),
  }));
  return {
    title,
    notes,
    columns: pdfColumns,
    rows: rows.map((row) => printed.map((column) => reportCellText(column, row))),
    totals: reportTotals(printed, rows),
    direction: language === 'ar' ? 'rtl' : 'ltr',
  };
}

/** The window line of a report (`From 2026/11/01 to 2026/11/27`), from a call's fromdate / todate. */
export function windowNote(
  labels: { from: string; to: string },
  window: { fromdate?: string | undefined; todate?: string | undefined },
): string | undefined {
  const parts = [
    window.fromdate ? `${labels.from} ${reportDate(window.fromdate)}` : '',
    window.todate ? `${labels.to} ${reportDate(window.todate)}` : '',
  ].filter(Boolean);
  return parts.length ? parts.join(' ') : undefined;
}
