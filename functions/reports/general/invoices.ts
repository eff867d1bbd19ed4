/**
 * Invoice summary (`Reports/getInvoiceSummary`, screen /invoiceTotals): the maintenance invoices of the
 * window, newest first, read a page at a time from the invoices' date index (the maintenance invoice
 * module's keys), with the optional plateNo, garageId, invoiceNo and jobOrderNo of spec 001 section 7.
 * The KWD total covers every matching invoice: for the window alone or with a garage it is read from
 * the money projection (category `maintenance`, a few Queries at any volume); an invoice-number search
 * uses the invoice module's projected pass over its index (computed once on page 1 and carried in the
 * cursor); a plate or job order filter picks a handful of invoices, so their total is the sum of the
 * rows read.
 */
import { sumKwd } from '@fleet/shared/engines/amounts';
import type { InvoiceSummaryQuery, InvoiceSummaryRow } from '@fleet/shared/reports/reports';
import { reportDate } from '@fleet/shared/reports/reports';
import {
  containsText,
  cursorWithReportTotals,
  dateIndexPage,
  reportAnswer,
  reportTotalsInCursor,
  windowReport,
  windowBounds,
} from '#lib/reports';
import { invoiceKeys, invoiceListTotals } from '../../accounts/maintenance-invoice/data.ts';
import { categoryTotal } from '../../engines/money/projection.ts';
import type { Row } from '#lib/db';
import { numbersOf, textsOf } from '#lib/attributes';

const toRow = (item: Row): InvoiceSummaryRow => ({
  ...textsOf(item, 'carinvno'),
  carinvdt: reportDate(String(item['carinvdt'] ?? '')),
  ...textsOf(item, 'voucherno vendor vendname garage garagnam'),
  ...(item['garagnamar'] ? { garagnamar: String(item['garagnamar']) } : {}),
  ...(item['vendnamear'] ? { vendnamear: String(item['vendnamear']) } : {}),
  ...textsOf(item, 'jobordno vehicleno'),
  ...numbersOf(item, 'netval'),
});

export const invoiceSummary = windowReport(async (caller, query: InvoiceSummaryQuery, window) => {
  const headerMatches = (item: Row) =>
    (!query.garageId || item['garage'] === query.garageId) && containsText(item['carinvno'], query.invoiceNo);
  const matches = (item: Row) =>
    headerMatches(item) &&
    containsText(item['vehicleno'], query.plateNo) &&
    containsText(item['jobordno'], query.jobOrderNo);
  const page = await dateIndexPage({
    pk: invoiceKeys.byDate(caller.project),
    window,
    limit: query.limit,
    cursor: query.cursor,
    matches,
  });
  const rows = page.items.map(toRow);
  if (query.plateNo || query.jobOrderNo) {
    const complete = !page.cursor && !query.cursor;
    const netval = sumKwd(rows.map((row) => row.netval));
    return reportAnswer(
      rows,
      page.cursor,
      window,
      complete ? { totalCount: rows.length, totals: { netval } } : {},
    );
  }
  if (!query.invoiceNo) {
    const projected = await categoryTotal(
      { project: caller.project, ...window, ...(query.garageId ? { garage: query.garageId } : {}) },
      'maintenance',
    );
    return reportAnswer(rows, page.cursor, window, {
      totalCount: projected.count,
      totals: { netval: projected.amount },
    });
  }
  const fingerprint = JSON.stringify([window, query.garageId, query.invoiceNo]);
  const totals =
    reportTotalsInCursor(query.cursor, fingerprint) ??
    (await invoiceListTotals({
      project: caller.project,
      bounds: windowBounds(window),
      matches: (row) => headerMatches(row as unknown as Row),
    }));
  return reportAnswer(rows, cursorWithReportTotals(page.cursor, totals, fingerprint), window, {
    totalCount: totals.count,
    totals: totals.sums,
  });
});
