import { describe, expect, it } from 'vitest';
import type { DocumentColumn } from '../list/DocumentList.tsx';
import { sheetModel } from '../list/excel.ts';
import { reportCellText, reportDate, reportPdfText, reportTotals, windowNote } from './reportExport.ts';

interface Invoice {
  carinvno: string;
  carinvdt: string;
  qty: number;
  netval: number;
}

const rows: Invoice[] = [
  { carinvno: 'CI-1', carinvdt: '2026/11/01', qty: 2, netval: 1234.5 },
  { carinvno: 'CI-2', carinvdt: '2026/11/02', qty: 3, netval: 0.1 },
  { carinvno: 'CI-3', carinvdt: '2026/11/03', qty: 1, netval: 0.2 },
];

const columns = (labels: Record<string, string>): DocumentColumn<Invoice>[] => [
  { id: 'carinvno', header: labels['carinvno']!, value: (row) => row.carinvno },
  { id: 'carinvdt', header: labels['carinvdt']!, value: (row) => row.carinvdt },
  { id: 'qty', header: labels['qty']!, value: (row) => row.qty, total: true },
  { id: 'netval', header: labels['netval']!, value: (row) => row.netval, amount: true, total: true },
  { id: 'open', header: 'Open', cell: () => 'link', noExport: true },
];
const en = columns({ carinvno: 'Invoice No', carinvdt: 'Invoice date', qty: 'Qty', netval: 'Total (KWD)' });
const ar = columns({
  carinvno: 'رقم الفاتورة',
  carinvdt: 'تاريخ الفاتورة',
  qty: 'الكمية',
  netval: 'الإجمالي (د.ك)',
});

describe('unit: report kit export rules', () => {
  it('prints report dates YYYY/MM/DD', () => {
    expect(reportDate('2026-11-27')).toBe('2026/11/27');
    expect(reportDate('2026-11-27T08:15:00.000Z')).toBe('2026/11/27');
  });

  it('sums the totalled columns in whole fils, amounts as KWD with 3 decimals', () => {
    expect(reportTotals(en, rows)).toEqual({ 2: '6', 3: 'KWD 1,234.800' });
  });

  it('prints cells as exported: amounts with 3 decimals, empty for nothing', () => {
    expect(reportCellText(en[3]!, rows[1]!)).toBe('0.100');
    expect(reportCellText({ id: 'x', header: 'X', value: () => undefined }, rows[0]!)).toBe('');
  });

  it('builds the bilingual PDF text with the exported columns, the rows and the KWD total row', () => {
    const text = reportPdfText({
      title: { en: 'Invoice totals', ar: 'إجماليات الفواتير' },
      columns: { en, ar },
      rows,
      notes: ['From 2026/11/01 to 2026/11/03'],
    });
    expect(text.columns.map((column) => column.label)).toEqual([
      { en: 'Invoice No', ar: 'رقم الفاتورة' },
      { en: 'Invoice date', ar: 'تاريخ الفاتورة' },
      { en: 'Qty', ar: 'الكمية' },
      { en: 'Total (KWD)', ar: 'الإجمالي (د.ك)' },
    ]);
    expect(text.columns.map((column) => column.align)).toEqual([undefined, undefined, 'right', 'right']);
    expect(text.rows[0]).toEqual(['CI-1', '2026/11/01', '2', '1,234.500']);
    expect(text.totals).toEqual({ 2: '6', 3: 'KWD 1,234.800' });
    expect(text.notes).toEqual(['From 2026/11/01 to 2026/11/03']);
  });

  it('prints the rows of an Arabic reader with the Arabic columns (Arabic names), right to left', () => {
    const garages = (arabic: boolean): DocumentColumn<Invoice>[] => [
      { id: 'carinvno', header: arabic ? 'رقم الفاتورة' : 'Invoice No', value: (row) => row.carinvno },
      {
        id: 'garage',
        header: arabic ? 'الكراج' : 'Garage',
        value: () => (arabic ? 'الشويخ الرئيسي' : 'Shuwaikh Main'),
      },
      { id: 'netval', header: 'Total', value: (row) => row.netval, amount: true, total: true },
    ];
    const input = {
      title: { en: 'Invoice totals', ar: 'إجماليات الفواتير' },
      columns: { en: garages(false), ar: garages(true) },
      rows,
      notes: [],
    };

    const arabic = reportPdfText({ ...input, language: 'ar' });
    const english = reportPdfText(input);

    expect(arabic.direction).toBe('rtl');
    expect(arabic.rows[0]).toEqual(['CI-1', 'الشويخ الرئيسي', '1,234.500']);
    expect(arabic.columns.map((column) => column.label.ar)).toEqual(['رقم الفاتورة', 'الكراج', 'Total']);
    expect(arabic.totals).toEqual({ 2: 'KWD 1,234.800' });
    expect(english.direction).toBe('ltr');
    expect(english.rows[0]).toEqual(['CI-1', 'Shuwaikh Main', '1,234.500']);
  });

  it('gives the Excel export the same rows and the KWD total row', () => {
    const model = sheetModel({
      title: 'InvoiceSummary',
      columns: en
        .filter((column) => column.value && !column.noExport)
        .map((column) => ({
          header: column.header,
          value: column.value!,
          amount: column.amount,
          total: column.total,
        })),
      items: rows,
      serialHeader: 'S.No',
      totalLabel: 'Total (KWD)',
      rtl: true,
    });
    expect(model.rows[2]).toEqual([3, 'CI-3', '2026/11/03', 1, 0.2]);
    expect(model.totalRow).toEqual(['Total (KWD)', '', '', 6, 1234.8]);
    expect(model.rtl).toBe(true);
  });

  it('words the window line from the call’s fromdate and todate', () => {
    const labels = { from: 'From', to: 'to' };
    expect(windowNote(labels, { fromdate: '2026-11-01', todate: '2026-11-27' })).toBe(
      'From 2026/11/01 to 2026/11/27',
    );
    expect(windowNote(labels, { todate: '2026-11-27' })).toBe('to 2026/11/27');
    expect(windowNote(labels, {})).toBeUndefined();
  });
});
