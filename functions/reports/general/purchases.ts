/**
 * Purchase reports read from the documents' date indexes, a page at a time:
 * - spare parts requests (`Reports/getSparePartsRequest`, /purchaseRequestEntrywithjoreport): purchase
 *   requests with a job order (PRJ, or without: PRQ) of the window; `getSparePartsRequestDetails`: one
 *   request's lines.
 * - direct purchase (`Reports/getDirectPurchase`, /directPurchase): the lines of the direct receipt
 *   vouchers (DRV) of the window, a page of vouchers at a time.
 * - purchase invoice cash (`Reports/getPurchaseInvoiceCash`): the petty cash documents (cash purchases)
 *   of the window paid by `paymode`.
 * Totals (count and KWD) cover every matching document. They are read from the document totals
 * projection (functions/engines/projections/documents.ts: a few Queries at any volume) for the window and the
 * filters it keys (garage; store and supplier; paymode, garage and supplier). A text search it cannot
 * answer (a job order or plate part, an item code prefix) keeps a summed pass: over the index for the
 * requests and the petty cash (on page 1, carried in the cursor), over the lines read for the item filter.
 * Documents are read through their modules' data functions (purchase request store, store vouchers).
 */
import { messages } from '@fleet/shared';
import { sumKwd } from '@fleet/shared/engines/amounts';
import { pricedPartOf } from '@fleet/shared/engines/document-lines';
import {
  reportDate,
  type DirectPurchaseQuery,
  type DirectPurchaseRow,
  type PurchaseInvoiceCashQuery,
  type PurchaseInvoiceCashRow,
  type SparePartsRequestDetailRow,
  type SparePartsRequestQuery,
  type SparePartsRequestRow,
} from '@fleet/shared/reports/reports';
import { found } from '#lib/errors';
import type { Caller } from '#lib/registry';
import {
  containsText,
  cursorWithReportTotals,
  dateIndexPage,
  dateIndexTotals,
  reportAnswer,
  reportTotalsInCursor,
  windowReport,
} from '#lib/reports';
import { key } from '#lib/table';
import { documentTotals } from '../../engines/projections/documents.ts';
import { docType as pettyCashType } from '../../accounts/petty-cash/manage.ts';
import { purchaseRequestStore } from '../../procurement/common.ts';
import { getVoucher } from '../../parts/stores/data.ts';
import { voucherKeys } from '../../engines/stock/vouchers.ts';
import type { Row } from '#lib/db';
import { fieldsOf, numbersOf, textsOf } from '#lib/attributes';

const text = (value: unknown) => String(value ?? '');

const requestRow = (item: Row): SparePartsRequestRow => ({
  ...textsOf(item, 'docnumbr'),
  docdate: reportDate(text(item['docdate'])),
  ...textsOf(item, 'jobordno vehicleno vehmaknam garage garagnam storenam'),
  ...numbersOf(item, 'status totalqty totalval'),
});

export const sparePartsRequests = windowReport(async (caller, query: SparePartsRequestQuery, window) => {
  // The purchase request store's list by date (gsi1 `<project>#PRJ` or `<project>#PRQ`).
  const pk = key.project(caller.project, query.withjo === 'Y' ? 'PRJ' : 'PRQ');
  const matches = (item: Row) =>
    !item['deldate'] &&
    (!query.garage || item['garage'] === query.garage) &&
    containsText(item['jobordno'], query.jobordno) &&
    containsText(item['vehicleno'], query.vehicleno);
  const page = await dateIndexPage({ pk, window, limit: query.limit, cursor: query.cursor, matches });
  if (!query.jobordno && !query.vehicleno) {
    const projected = await documentTotals({
      project: caller.project,
      docType: query.withjo === 'Y' ? 'PRJ' : 'PRQ',
      ...window,
      dims: { garage: query.garage },
    });
    return reportAnswer(page.items.map(requestRow), page.cursor, window, {
      totalCount: projected.count,
      totals: { totalval: projected.values['totalval'] ?? 0, totalqty: projected.values['totalqty'] ?? 0 },
    });
  }
  // A job order or plate search: a summed pass over the index (no projection keys a text part).
  const fingerprint = JSON.stringify(['PR', pk, window, query.garage, query.jobordno, query.vehicleno]);
  const totals =
    reportTotalsInCursor(query.cursor, fingerprint) ??
    (await dateIndexTotals({
      pk,
      window,
      fields: ['totalval', 'totalqty'],
      filterFields: ['deldate', 'garage', 'jobordno', 'vehicleno'],
      matches,
    }));
  return reportAnswer(
    page.items.map(requestRow),
    cursorWithReportTotals(page.cursor, totals, fingerprint),
    window,
    { totalCount: totals.count, totals: totals.sums },
  );
});

export async function sparePartsRequestDetails(caller: Caller, docnumbr: string) {
  const stored = found(await purchaseRequestStore(docnumbr).get(caller.project, docnumbr), messages.notFound);
  const items: SparePartsRequestDetailRow[] = stored.lines
    .map((line) => ({ docnumbr, ...pricedPartOf(line) }))
    .sort((a, b) => a.serlnumb - b.serlnumb);
  return {
    items,
    totalCount: items.length,
    totals: {
      qty: items.reduce((sum, row) => sum + row.qty, 0),
      value: sumKwd(items.map((row) => row.value)),
    },
  };
}

export const directPurchase = windowReport(async (caller, query: DirectPurchaseQuery, window) => {
  const pk = voucherKeys.byDate(caller.project, 'DRV');
  const matches = (item: Row) =>
    !item['deldate'] &&
    (!query.storecode || item['storecode'] === query.storecode) &&
    (!query.vendcode || item['vendcode'] === query.vendcode);
  const page = await dateIndexPage({ pk, window, limit: query.limit, cursor: query.cursor, matches });
  const vouchers = await Promise.all(
    page.items.map((master) => getVoucher(caller.project, 'DRV', text(master['docnumbr']))),
  );
  const items: DirectPurchaseRow[] = vouchers.flatMap((voucher) =>
    voucher
      ? voucher.lines
          .filter(
            (line) =>
              !query.sparepart || line.sparepart.toUpperCase().startsWith(query.sparepart.toUpperCase()),
          )
          .map((line) => ({
            docnumbr: voucher.master.docnumbr,
            docdate: reportDate(voucher.master.docdate),
            ...fieldsOf(voucher.master, 'storecode storenam vendcode vendname'),
            ...fieldsOf(line, 'serlnumb sparepart sparenam spareuom qty unitcost value'),
          }))
      : [],
  );
  if (query.sparepart) {
    // An item filter sums the lines read: the vouchers' totals cover every item.
    const totals = {
      qty: items.reduce((sum, row) => sum + row.qty, 0),
      value: sumKwd(items.map((row) => row.value)),
    };
    const complete = !page.cursor && !query.cursor;
    return reportAnswer(items, page.cursor, window, complete ? { totalCount: items.length, totals } : {});
  }
  const projected = await documentTotals({
    project: caller.project,
    docType: 'DRV',
    ...window,
    dims: { store: query.storecode, vendor: query.vendcode },
  });
  return reportAnswer(items, page.cursor, window, {
    totals: { qty: projected.values['totalqty'] ?? 0, value: projected.values['totalval'] ?? 0 },
  });
});

export const purchaseInvoiceCash = windowReport(async (caller, query: PurchaseInvoiceCashQuery, window) => {
  // The petty cash store's list by date (gsi1 `<project>#PCH`).
  const pk = key.project(caller.project, pettyCashType);
  const matches = (item: Row) =>
    !item['deldate'] &&
    (query.paymode === 'all' || item['paymode'] === query.paymode) &&
    (!query.garage || item['garage'] === query.garage) &&
    (!query.vendor || item['vendor'] === query.vendor) &&
    containsText(item['jobordno'], query.jobordno);
  const page = await dateIndexPage({ pk, window, limit: query.limit, cursor: query.cursor, matches });
  let totals: { count: number; sums: Record<string, number> };
  let cursor = page.cursor;
  if (!query.jobordno) {
    const projected = await documentTotals({
      project: caller.project,
      docType: pettyCashType,
      ...window,
      dims: {
        paymode: query.paymode === 'all' ? undefined : query.paymode,
        garage: query.garage,
        vendor: query.vendor,
      },
    });
    totals = { count: projected.count, sums: { netval: projected.values['netval'] ?? 0 } };
  } else {
    // A job order search: a summed pass over the index (no projection keys a text part).
    const fingerprint = JSON.stringify([
      'PCH',
      window,
      query.paymode,
      query.garage,
      query.vendor,
      query.jobordno,
    ]);
    totals =
      reportTotalsInCursor(query.cursor, fingerprint) ??
      (await dateIndexTotals({
        pk,
        window,
        fields: ['netval'],
        filterFields: ['deldate', 'paymode', 'garage', 'vendor', 'jobordno'],
        matches,
      }));
    cursor = cursorWithReportTotals(page.cursor, totals, fingerprint);
  }
  const rows = page.items.map((item): PurchaseInvoiceCashRow => ({
    ...textsOf(item, 'docnumbr'),
    docdate: reportDate(text(item['docdate'])),
    ...textsOf(item, 'jobordno vehicleno garage garagnam vendor vendname paymode'),
    ...numbersOf(item, 'status netval'),
  }));
  return reportAnswer(rows, cursor, window, {
    totalCount: totals.count,
    totals: { netval: totals.sums['netval'] ?? 0 },
  });
});
