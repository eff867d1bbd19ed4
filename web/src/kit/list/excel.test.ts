import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { exportFileName, sheetModel, sheetName, writeWorkbook, type ExportColumn } from './excel.ts';

interface Invoice {
  carinvno: string;
  vendname: string;
  netval: number | string;
}

const columns: ExportColumn<Invoice>[] = [
  { header: 'Invoice No', value: (row) => row.carinvno },
  { header: 'Supplier', value: (row) => row.vendname },
  { header: 'Total', value: (row) => row.netval, amount: true, total: true },
];
const items: Invoice[] = [
  { carinvno: 'MI-1', vendname: 'Alghanim', netval: 10.1 },
  { carinvno: 'MI-2', vendname: 'Behbehani', netval: '20.2255' },
];

describe('unit: excel sheet model', () => {
  it('numbers the rows and rounds amounts to 3 decimals', () => {
    const model = sheetModel({
      title: 'MaintenanceInvoice',
      columns,
      items,
      serialHeader: 'S.No',
      totalLabel: 'Total (KWD)',
    });
    expect(model.header).toEqual(['S.No', 'Invoice No', 'Supplier', 'Total']);
    expect(model.rows).toEqual([
      [1, 'MI-1', 'Alghanim', 10.1],
      [2, 'MI-2', 'Behbehani', 20.226],
    ]);
    expect(model.amountColumns).toEqual([3]);
  });

  it('adds a KWD total row when a column is totalled', () => {
    const model = sheetModel({ title: 'T', columns, items, serialHeader: 'S.No', totalLabel: 'Total (KWD)' });
    expect(model.totalRow).toEqual(['Total (KWD)', '', '', 30.326]);
  });

  it('has no total row without a totalled column', () => {
    const model = sheetModel({
      title: 'T',
      columns: columns.slice(0, 2),
      items,
      serialHeader: '#',
      totalLabel: 'x',
    });
    expect(model.totalRow).toBeUndefined();
  });

  it('makes names Excel and file systems accept', () => {
    expect(sheetName('Users [all]: 2024/05')).toBe('Users  all   2024 05');
    expect(sheetName('x'.repeat(40))).toHaveLength(31);
    expect(exportFileName('Maintenance Invoice', new Date(2024, 4, 5))).toBe(
      'Maintenance_Invoice_20240505.xlsx',
    );
    expect(exportFileName('مستخدمون', new Date(2024, 4, 5))).toBe('مستخدمون_20240505.xlsx');
  });
});

describe('unit: excel workbook', () => {
  it('writes title, header, rows and the total row to an .xlsx file, right-to-left in Arabic', async () => {
    const model = sheetModel({
      title: 'فواتير الصيانة',
      columns,
      items,
      serialHeader: 'م',
      totalLabel: 'الإجمالي (د.ك)',
      rtl: true,
    });

    const buffer = await writeWorkbook(model);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('فواتير الصيانة');
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    expect(sheet.getRow(1).getCell(1).value).toBe('فواتير الصيانة');
    expect(sheet.getRow(2).values).toEqual([undefined, 'م', 'Invoice No', 'Supplier', 'Total']);
    expect(sheet.getRow(4).getCell(4).value).toBe(20.226);
    expect(sheet.getRow(5).getCell(1).value).toBe('الإجمالي (د.ك)');
    expect(sheet.getRow(5).getCell(4).value).toBe(30.326);
    expect(sheet.getColumn(4).numFmt).toBe('#,##0.000');
  });
});
