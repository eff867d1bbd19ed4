/**
 * Excel export of a document list (exceljs): a title row, the header row, one row per document
 * and, when a column is totalled, a KWD total row (spec 000 section 2). Arabic exports are
 * right-to-left sheets. The sheet model is pure; `writeWorkbook` turns it into an .xlsx file.
 */
import { roundKwd, sumAmounts } from './totals.ts';

export type CellValue = string | number;

export interface ExportColumn<T> {
  header: string;
  value: (item: T) => string | number | undefined | null;
  /** A KWD amount: a number with 3 decimals. */
  amount?: boolean;
  /** Summed in the total row (amount columns). */
  total?: boolean;
}

export interface SheetModel {
  title: string;
  header: string[];
  rows: CellValue[][];
  /** Column indexes holding KWD amounts. */
  amountColumns: number[];
  totalRow?: CellValue[];
  rtl: boolean;
}

export interface SheetOptions<T> {
  title: string;
  columns: ExportColumn<T>[];
  items: readonly T[];
  /** Header of the serial column ('S.No'). */
  serialHeader: string;
  /** Label of the total row ('Total (KWD)'). */
  totalLabel: string;
  rtl?: boolean;
}

export function sheetModel<T>(options: SheetOptions<T>): SheetModel {
  const { columns, items } = options;
  const header = [options.serialHeader, ...columns.map((column) => column.header)];
  const rows = items.map((item, index) => [
    index + 1,
    ...columns.map((column) => {
      const value = column.value(item);
      if (column.amount) return roundKwd(Number(value ?? 0));
      return value ?? '';
    }),
  ]);
  const amountColumns = columns.flatMap((column, index) => (column.amount ? [index + 1] : []));
  const totalled = columns.some((column) => column.total);
  const totalRow: CellValue[] | undefined = totalled
    ? [
        options.totalLabel,
        ...columns.map((column) => (column.total ? sumAmounts(items, (item) => column.value(item)) : '')),
      ]
    : undefined;
  return { title: options.title, header, rows, amountColumns, totalRow, rtl: options.rtl ?? false };
}

/** A worksheet name Excel accepts: at most 31 characters, none of []:*?/\ . */
export function sheetName(title: string): string {
  return (
    title
      .replace(/[[\]:*?/\\]/g, ' ')
      .trim()
      .slice(0, 31) || 'Sheet1'
  );
}

/** A file name for the export: the title and today's date, `.xlsx`. */
export function exportFileName(title: string, now: Date, extension = 'xlsx'): string {
  const day = `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}${String(now.getDate()).padStart(2, '0')}`;
  return `${title.replace(/[^\p{L}\p{N}_-]+/gu, '_')}_${day}.${extension}`;
}

/** Writes the sheet as an .xlsx workbook (exceljs is loaded on first use). */
export async function writeWorkbook(model: SheetModel): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sheetName(model.title), {
    views: [{ rightToLeft: model.rtl, state: 'frozen', ySplit: 2 }],
  });
  const width = model.header.length;
  const title = sheet.addRow([model.title]);
  title.font = { bold: true, size: 14 };
  sheet.mergeCells(1, 1, 1, Math.max(1, width));
  const header = sheet.addRow(model.header);
  header.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  header.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF333991' } };
  });
  for (const row of model.rows) sheet.addRow(row);
  if (model.totalRow) sheet.addRow(model.totalRow).font = { bold: true };
  for (const index of model.amountColumns) sheet.getColumn(index + 1).numFmt = '#,##0.000';
  model.header.forEach((text, index) => {
    const longest = Math.max(
      text.length,
      ...model.rows.map((row) => String(row[index] ?? '').length),
      String(model.totalRow?.[index] ?? '').length,
    );
    sheet.getColumn(index + 1).width = Math.min(50, Math.max(6, longest + 2));
  });
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}
