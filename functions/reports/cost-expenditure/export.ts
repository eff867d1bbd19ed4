/**
 * `exportData`: the expenditures as a CSV or an .xlsx file (the spec answers a blob), with the KWD total
 * row. The sheet is the pure `expenditureSheet`; exceljs (hoisted from the web workspace) is loaded only
 * for an .xlsx: keep its import dynamic, the Lambda bundle puts it in a chunk of its own (about 960 KiB)
 * that a cold start does not load (infra/build-lambdas.ts, `splitting`).
 */
import { sumKwd } from '@fleet/shared/engines/amounts';
import type { Expenditure } from '@fleet/shared/reports/cost-expenditure';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

const header = [
  'S.No',
  'Id',
  'Date',
  'Category',
  'Description',
  'Reference',
  'Garage',
  'Job Order Number',
  'Created By',
  'Modified By',
  'Amount (KWD)',
];

/** Header, rows and the total row of an export (pure). */
export function expenditureSheet(rows: readonly Expenditure[]) {
  return {
    header,
    rows: rows.map((row, index) => [
      index + 1,
      row.id,
      row.date,
      row.category,
      row.description,
      row.reference,
      row.garage,
      row.jobOrderNumber,
      row.createdBy,
      row.modifiedBy,
      row.amount,
    ]),
    total: ['Total (KWD)', '', '', '', '', '', '', '', '', '', sumKwd(rows.map((row) => row.amount))],
  };
}

const csvCell = (value: string | number) => {
  const text = typeof value === 'number' ? value.toFixed(Number.isInteger(value) ? 0 : 3) : value;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** CSV text (UTF-8 with BOM so Excel reads Arabic descriptions). */
export function expenditureCsv(rows: readonly Expenditure[]): string {
  const sheet = expenditureSheet(rows);
  const amountAt = header.length - 1;
  const line = (cells: (string | number)[]) =>
    cells
      .map((cell, index) =>
        index === amountAt && typeof cell === 'number' ? cell.toFixed(3) : csvCell(cell),
      )
      .join(',');
  return `\uFEFF${[sheet.header, ...sheet.rows, sheet.total].map(line).join('\r\n')}\r\n`;
}

async function expenditureXlsx(rows: readonly Expenditure[]): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const sheet = expenditureSheet(rows);
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet('Cost Expenditure');
  worksheet.addRow(sheet.header).font = { bold: true };
  sheet.rows.forEach((row) => worksheet.addRow(row));
  worksheet.addRow(sheet.total).font = { bold: true };
  worksheet.getColumn(header.length).numFmt = '#,##0.000';
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The file response of an export. */
export async function exportFile(
  rows: readonly Expenditure[],
  query: { format: 'xlsx' | 'csv'; fromDate?: string | undefined; toDate?: string | undefined },
): Promise<APIGatewayProxyStructuredResultV2> {
  const name = `cost_expenditure_${query.fromDate ?? 'all'}_${query.toDate ?? 'all'}.${query.format}`;
  const body =
    query.format === 'csv' ? Buffer.from(expenditureCsv(rows), 'utf8') : await expenditureXlsx(rows);
  return {
    statusCode: 200,
    isBase64Encoded: true,
    headers: {
      'content-type':
        query.format === 'csv'
          ? 'text/csv; charset=utf-8'
          : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'content-disposition': `attachment; filename="${name}"`,
    },
    body: body.toString('base64'),
  };
}
