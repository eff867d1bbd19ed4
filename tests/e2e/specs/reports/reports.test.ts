/**
 * Issue 15 (H4): a report of the report kit in the browser, in Arabic. The invoice totals report
 * (/invoiceTotals) finds an invoice of this run by its number, shows the KWD total row, exports the
 * same rows to Excel (a right-to-left sheet with the Arabic headers and the KWD total row) and to a
 * bilingual PDF read back with mutool (both titles, the invoice, the KWD total and the YYYY/MM/DD
 * dates).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { kuwaitClock } from '@fleet/functions/lib/clock';
import arKit from '../../../../web/src/i18n/locales/ar/kit.json';
import arReports from '../../../../web/src/i18n/locales/ar/reports.json';
import enReports from '../../../../web/src/i18n/locales/en/reports.json';
import { signIn } from '../../../support/api.ts';
import { mutoolInstalled, textLines } from '../../../pdf/mutool.ts';
import { locate, testId, ui } from '../../pages/ui.ts';
import { capture, documentLanguage, specWithRuntime } from '../../support/app.ts';
import { signedInApp } from '../../support/session.ts';
import { saveMaintenanceInvoice } from '../../../support/maintenance-invoices.ts';

const run = Date.now().toString(36).toUpperCase();
const today = kuwaitClock(new Date()).date;
let carinvno = '';

specWithRuntime();

beforeAll(async () => {
  const admin = (await signIn('admin')).client;
  ({ carinvno } = await saveMaintenanceInvoice(
    admin,
    { voucherno: `E2E-H4-${run}`, voucherdate: today, vendor: 'V001', remarks: 'Reports e2e' },
    { sparepart: 'BRK-2001', sparenam: 'Front brake pads set', spareuom: 'SET', qty: 3, unitprice: 12.345 },
  ));
});

describe('e2e: report kit (invoice totals) with Excel and PDF export in Arabic', () => {
  it('finds the invoice, shows the KWD total row and exports the same rows to Excel and PDF', async () => {
    const { app } = await signedInApp({
      username: 'admin',
      project: 'MOI',
      language: 'ar',
      path: '/invoiceTotals',
    });
    const report = ui.find(testId('report-InvoiceSummary'));
    await locate(
      app.page,
      ui.findFormField(testId('filter-invoiceNo')).findControl().findInput().findNativeInput(),
    ).fill(carinvno);
    const table = report.findTable();
    await locate(app.page, table.findBodyCell(1, 3)).filter({ hasText: carinvno }).waitFor();
    // 3 x 12.345 = 37.035: the row and the total row (the second row).
    await locate(app.page, table.findBodyCell(2, 10)).filter({ hasText: 'KWD 37.035' }).waitFor();
    expect(await documentLanguage(app.page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await capture(app.page, 'report-invoice-totals-ar');

    // Excel.
    const folder = mkdtempSync(join(tmpdir(), 'fleet-report-'));
    const dropdown = report.findButtonDropdown();
    await locate(app.page, dropdown.findNativeButton()).click();
    const [excel] = await Promise.all([
      app.page.waitForEvent('download'),
      locate(app.page, dropdown.findItemById('excel')).click(),
    ]);
    expect(excel.suggestedFilename()).toMatch(/^InvoiceSummary_\d{8}\.xlsx$/);
    const excelFile = join(folder, 'report.xlsx');
    await excel.saveAs(excelFile);
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(excelFile);
    const sheet = workbook.worksheets[0]!;
    const rowValues = (index: number) => (sheet.getRow(index).values as unknown[]).slice(1);
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    expect(rowValues(1)[0]).toBe('InvoiceSummary');
    expect(rowValues(2)).toEqual([
      arKit.list.serial,
      arReports.columns.carinvno,
      arReports.columns.carinvdt,
      arReports.columns.voucherno,
      arReports.columns.vendname,
      arReports.columns.garagnam,
      arReports.columns.jobordno,
      arReports.columns.vehicleno,
      arReports.columns.netval,
    ]);
    expect(rowValues(3)[1]).toBe(carinvno);
    expect(rowValues(3)[2]).toBe(today.replaceAll('-', '/'));
    expect(rowValues(3)[8]).toBe(37.035);
    expect(rowValues(4)[0]).toBe(arKit.list.totalKwd);
    expect(rowValues(4)[8]).toBe(37.035);

    // PDF: the preview, then its download.
    await locate(app.page, dropdown.findNativeButton()).click();
    await locate(app.page, dropdown.findItemById('pdf')).click();
    const dialog = ui.findModal();
    await locate(app.page, dialog).locator('canvas').first().waitFor();
    const [pdf] = await Promise.all([
      app.page.waitForEvent('download'),
      app.page.getByRole('button', { name: arKit.pdf.download }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/^InvoiceSummary_\d{4}-\d{2}-\d{2}\.pdf$/);
    const pdfFile = join(folder, 'report.pdf');
    await pdf.saveAs(pdfFile);
    if (mutoolInstalled) {
      const lines = textLines(pdfFile);
      const visual = lines.map((line) => line.visual);
      expect(visual.some((line) => line.includes(enReports.titles.invoiceSummary))).toBe(true);
      expect(lines.some((line) => line.rightToLeft.includes(arReports.titles.invoiceSummary))).toBe(true);
      expect(visual.some((line) => line.includes(carinvno))).toBe(true);
      expect(visual.some((line) => line.includes('KWD 37.035'))).toBe(true);
      expect(visual.some((line) => line.includes(today.replaceAll('-', '/')))).toBe(true);
    }
    expect(app.errors).toEqual([]);
  });
});
