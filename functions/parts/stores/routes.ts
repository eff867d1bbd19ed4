/**
 * The store service (spec 001 section 7 "Store service": a separate host in the original, a module of
 * this API here, under `/api/Store/`; the spec does not show its paths, so each call is named after what
 * it does). Vouchers: one family of calls per type (list, header, items, print, insert), rights on the
 * type's screen (shared/src/parts/store-vouchers.ts); transfer posting; the reads; the ledger check.
 */
import { z } from 'zod';
import { inputLimits } from '@fleet/shared/platform/limits';
import { messages, screenCodes } from '@fleet/shared';
import {
  ledgerCheckQuery,
  postTransferBody,
  receiptOrderQuery,
  storeVoucherBody,
  storeVoucherListQuery,
  storeVouchers,
  type StoreVoucherType,
} from '@fleet/shared/parts/store-vouchers';
import { screenRoutes, signedIn } from '#lib/document-routes';
import { defineModule } from '#lib/registry';
import {
  allEmployees,
  budgetDepartments,
  chassisQuery,
  contractTypes,
  itemQuery,
  itemStock,
  itemUnitPrice,
  ledgerCheck,
  requestTypes,
  stockQuery,
} from './reads.ts';
import {
  insertVoucher,
  postTransfer,
  voucherHeader,
  voucherItems,
  voucherList,
  voucherPrint,
} from './vouchers.ts';
import { listStores } from './data.ts';
import { receiptOrder, receiptOrders } from './receipt-orders.ts';
import {
  currentStock,
  dailyTransactions,
  movementReport,
  sparePartsConsumption,
  storeDocuments,
} from './reports.ts';
import { storeReportQuery } from '@fleet/shared/parts/store-reports';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, messages.useIsoDay);
const itemNo = z.string().trim().min(1, messages.storeItemRequired).max(40);

const savedMessage: Record<StoreVoucherType, (typeof messages)[keyof typeof messages]> = {
  SRV: messages.storeReceiptSaved,
  DRV: messages.storeDirectReceiptSaved,
  SIV: messages.storeIssueSaved,
  SRN: messages.storeReturnSaved,
  STV: messages.storeTransferSaved,
  DTV: messages.storeTransferDirectSaved,
  SRQ: messages.storeRequestSaved,
  CSV: messages.storeConsignmentSaved,
};

const what: Record<StoreVoucherType, string> = {
  SRV: "Receipt against an approved purchase order (refdocno: the LPO; vendcode: its supplier): RECEIPT movements at the order's price (a typed unitcost is ignored); each item on the order, its quantity at most what was ordered less what was received (by item inspections and earlier receipts), added to the order's received quantities in the same transaction; the order's job order moves to 1411 as after its item inspection.",
  DRV: 'Direct receipt without a purchase order (vendcode, unitcost per line): RECEIPT movements.',
  SIV: 'Issue to a department (deptcode, cmbDeptNo) or a job order: ISSUE movements at the average cost; refused when a line takes more than the store holds.',
  SRN: 'Return into the store from a department or job order; with refdocno (an issue voucher) at the cost it went out at and up to what is still out.',
  STV: 'Transfer to another store (tostorecode): TRANSFER_OUT now, in transit until postTransferVoucher posts it in at the receiving store.',
  DTV: 'Direct transfer: out of one store and into the other (at the cost it left with) at once.',
  SRQ: "A store's request for items from another store (tostorecode: the demanding store); no stock moves.",
  CSV: 'Issue from a consignment store to a job order (jobordno): ISSUE movements.',
};

function voucherRoutes(type: StoreVoucherType) {
  const definition = storeVouchers[type];
  const id = definition.idParam;
  const idQuery = z.object({
    [id]: z.string().trim().min(1, messages.storeVoucherRequired).max(inputLimits.code),
  });
  const number = (query: unknown) => String((query as Record<string, string>)[id]);
  const vouchers = screenRoutes(definition.screen);
  return [
    vouchers.read({
      path: `/api/Store/get${definition.name}List`,
      summary: `${definition.title.en}s by date, newest first: [{doctype, docnumbr, docdate, storecode, storenam, tostorecode, deptcode, jobordno, vendcode, vendname, refdocno, trfstatus, totalqty, totalval, cretuser, version}]. Optional fromdate, todate (YYYY-MM-DD), storecode, jobordno, trfstatus.`,
      query: storeVoucherListQuery,
      read: (caller, query) => voucherList(caller, type, query),
    }),
    vouchers.read({
      path: `/api/Store/get${definition.name}Header`,
      summary: `The header of ${definition.title.en} ${id}. 404 when missing.`,
      query: idQuery,
      read: (caller, query) => voucherHeader(caller, type, number(query)),
    }),
    vouchers.read({
      path: `/api/Store/get${definition.name}Items`,
      summary: `The lines of ${definition.title.en} ${id}: [{serlnumb, sparepart, sparenam, spareuom, sparecat, qty, unitcost, value, remarks, kind, storecode}].`,
      query: idQuery,
      read: (caller, query) => voucherItems(caller, type, number(query)),
    }),
    vouchers.read({
      path: `/api/Store/get${definition.name}Print`,
      summary: `What the printed ${definition.title.en} shows: {title {en, ar}, master, lines, totals {qty, value KWD}, printedBy}.`,
      action: 'prints',
      query: idQuery,
      read: (caller, query) => voucherPrint(caller, type, number(query)),
    }),
    vouchers.write({
      path: `/api/Store/insert${definition.name}`,
      summary: `${definition.title.en}: ${what[type]} Body {docdate?, storecode, tostorecode, deptcode, jobordno, vendcode, refdocno, garreqno, remarks, lines: [{sparepart, qty, unitcost?, remarks}]} (1 to ${type === 'STV' || type === 'DTV' ? 20 : 40} lines, each item once). Returns [message, {docnumbr ${definition.prefix}-<year>-<nnnnn>, version, totalqty, totalval}].`,
      action: 'adds',
      body: storeVoucherBody,
      message: savedMessage[type],
      write: (caller, body, now) => insertVoucher(caller, type, body, now),
    }),
  ];
}

const reportSummary = (what: string) =>
  `${what} Query: sRVNo, srvdate, cmbStore, cmbVehMake (default INMS), FromDate, ToDate (YYYY-MM-DD; the month so far by default, at most 366 days), txtItemFrom, cmbDeptNo, txtDocFrom, txtDocTo, cmbCategory, cmbOrdType ALL|JOBORDER|DEPARTMENT, showAll Y|N; a store or department, or showAll Y, and a vehicle make are required. Answer {rows, totals {qty, value KWD}, window {from, to} YYYY/MM/DD}.`;

export const storesModule = defineModule({
  name: 'stores',
  routes: [
    ...(Object.keys(storeVouchers) as StoreVoucherType[]).flatMap(voucherRoutes),
    screenRoutes(screenCodes.transferVoucher).write({
      path: '/api/Store/postTransferVoucher',
      summary:
        "Transfer posting: the receiving store takes in transfer voucher sTVNO (at the cost each line left with). Body {sTVNO, version}. Refused when already posted. Returns [message, {sTVNO, version, trfstatus 'POSTED'}].",
      body: postTransferBody,
      message: messages.storeTransferPostedSaved,
      write: postTransfer,
    }),
    screenRoutes(screenCodes.storeReceipt).read({
      path: '/api/Store/getReceiptVoucherOrders',
      summary:
        'Approved purchase orders with quantities still to receive, for a store receipt: [{lpono, docdate, vendcode, vendname, storecode, storenam, jobordno, openqty}].',
      read: (caller) => receiptOrders(caller),
    }),
    screenRoutes(screenCodes.storeReceipt).read({
      path: '/api/Store/getReceiptVoucherOrder',
      summary:
        'Purchase order lpono as a store receipt takes it: {lpono, docdate, vendcode, vendname, storecode, storenam, jobordno, lines: [{serlnumb, sparepart, sparenam, spareuom, orderedqty, receivedqty, openqty, unitprice}]}. 404 when missing; refused when not approved.',
      query: receiptOrderQuery,
      read: (caller, query) => receiptOrder(caller, query.lpono),
    }),
    signedIn.read({
      path: '/api/Store/getStoreList',
      summary:
        "The project's stores: [{storecode, storenam, storenamar, storetype MAIN|CONSIGNMENT|GARAGE, garage?, status}].",
      read: (caller) => listStores(caller.project),
    }),
    signedIn.read({
      path: '/api/Store/getContractType',
      summary: 'Contract types of purchases: [{contracttype, contractnam, contractnamar}].',
      read: (caller) => contractTypes(caller),
    }),
    signedIn.read({
      path: '/api/Store/getRequestType',
      summary: 'Request types of store requests: [{requesttype, requestnam, requestnamar}].',
      read: (caller) => requestTypes(caller),
    }),
    signedIn.read({
      path: '/api/Store/getItemStock',
      summary:
        'Stock of item ItemNo in each store (or storecode): [{storecode, storenam, sparepart, sparenam, spareuom, sparecat, vehmakid, qtyonhand, avgcost (moving average: booked value over quantity), stockvalue (the value the ledger booked on hand), lowstock Y|N, lastmoved}].',
      query: z.object({ ItemNo: itemNo, storecode: z.string().trim().max(inputLimits.code).optional() }),
      read: (caller, query) => itemStock(caller, query),
    }),
    signedIn.read({
      path: '/api/Store/getStockQuery',
      summary:
        'Stock query: the movements of item ItemNo in store storecode over fromdate..todate with the running balance in quantity and booked value: {balance, opening, openingvalue, movements: [{kind, docnumbr, docdate, qty, unitcost, value, balance, balancevalue, ...}], closing, closingvalue}. 404 when the store never held the item.',
      query: z.object({
        storecode: z.string().trim().min(1, messages.storeRequired).max(inputLimits.code),
        ItemNo: itemNo,
        fromdate: isoDay.optional(),
        todate: isoDay.optional(),
      }),
      read: (caller, query) => stockQuery(caller, query),
    }),
    signedIn.read({
      path: '/api/Store/getItemQuery',
      summary:
        'Item query by make (makecode, INMS for any) and item number prefix (ItemNo): up to 50 items [{sparepart, sparenam, ..., qtyonhand, stores}].',
      query: z.object({
        makecode: z.string().trim().max(inputLimits.code).default('INMS'),
        ItemNo: z.string().trim().max(inputLimits.code).optional(),
      }),
      read: (caller, query) => itemQuery(caller, query),
    }),
    signedIn.read({
      path: '/api/Store/getChassisQuery',
      summary:
        'Vehicles whose chassis number contains chassisno: [{vehicleno, chasisno, vehmakid, vehmodid, ...}].',
      query: z.object({ chassisno: z.string().trim().min(3, messages.vehicleChassisRequired).max(17) }),
      read: (caller, query) => chassisQuery(caller, query.chassisno),
    }),
    signedIn.read({
      path: '/api/Store/getAllEmployees',
      summary: 'Employees: [{emplcode, emplname, emplnamar, jobtitle, garageid, mobile, status}].',
      read: (caller) => allEmployees(caller),
    }),
    signedIn.read({
      path: '/api/Store/getBudgetDepartment',
      summary: 'Departments issues are charged to: [{deptcode, deptname, deptnamear}].',
      read: (caller) => budgetDepartments(caller),
    }),
    signedIn.read({
      path: '/api/Store/getItemUnitPrice',
      summary:
        "Item unit price: {sparepart, sparenam, spareuom, sparepric (the item master's price), stores: [{storecode, avgcost (moving average), qtyonhand}]}. 404 for an unknown item.",
      query: z.object({ ItemNo: itemNo, storecode: z.string().trim().max(inputLimits.code).optional() }),
      read: (caller, query) => itemUnitPrice(caller, query),
    }),
    screenRoutes(screenCodes.storeDocumentsReport).read({
      path: '/api/CDNStore/StoreReportsIssueVoucher',
      summary: reportSummary(
        'Issue voucher report: the issue lines (store, garage and consignment issues) of the window.',
      ),
      query: storeReportQuery,
      read: (caller, query) => movementReport(caller, query, ['ISSUE'], new Date()),
    }),
    screenRoutes(screenCodes.storeDocumentsReport).read({
      path: '/api/CDNStore/StoreReceiptVoucher',
      summary: reportSummary(
        'Receipt voucher report: the receipt lines of the window (sRVNo and srvdate pick one receipt).',
      ),
      query: storeReportQuery,
      read: (caller, query) => movementReport(caller, query, ['RECEIPT'], new Date()),
    }),
    screenRoutes(screenCodes.storeDocumentsReport).read({
      path: '/api/CDNStore/StoreReportsReturnVoucher',
      summary: reportSummary('Return voucher report: the lines returned to the stores in the window.'),
      query: storeReportQuery,
      read: (caller, query) => movementReport(caller, query, ['RETURN'], new Date()),
    }),
    screenRoutes(screenCodes.storeDocumentsReport).read({
      path: '/api/CDNStore/ReportsTVbyDemandStore',
      summary: reportSummary(
        'Transfers by demand store: the lines transferred into cmbStore (the demanding store) in the window.',
      ),
      query: storeReportQuery,
      read: (caller, query) =>
        movementReport(caller, query, ['TRANSFER_IN'], new Date(), { byOtherStore: true }),
    }),
    screenRoutes(screenCodes.currentStockReport).read({
      path: '/api/CDNStore/CurrentStockReport',
      summary: reportSummary(
        'Current stock (/currentStockReport): the balances of cmbStore (every store with showAll Y), read from the balances, never summed from movements: rows {storecode, storenam, sparepart, sparenam, spareuom, sparecat, vehmakid, qty, avgcost, value (the value the ledger booked on hand, not qty x avgcost), lowstock Y|N}, totals.value their sum to the fils, low: how many are at 5 or fewer.',
      ),
      query: storeReportQuery,
      read: (caller, query) => currentStock(caller, query),
    }),
    screenRoutes(screenCodes.storeDocumentsReport).read({
      path: '/api/CDNStore/StoreDocumentsReport',
      summary: reportSummary(
        'Store documents (/storeDocumentsReport): every voucher of the window, rows {doctype, docnumbr, docdate, storecode, tostorecode, deptcode, jobordno, vendname, trfstatus, qty, value}.',
      ),
      query: storeReportQuery,
      read: (caller, query) => storeDocuments(caller, query, new Date()),
    }),
    screenRoutes(screenCodes.dailyTransactionReport).read({
      path: '/api/CDNStore/DailyTransactionReport',
      summary: reportSummary(
        'Daily transactions (/dailyTransactionReport): every movement of the window, with byKind {qty, value} totals of receipts, issues, returns and transfers.',
      ),
      query: storeReportQuery,
      read: (caller, query) => dailyTransactions(caller, query, new Date()),
    }),
    screenRoutes(screenCodes.sparePartsOilConsumption).read({
      path: '/api/Reports/getSparePartsOilConsumption',
      summary:
        'Spare parts and oil consumption (/sparePartsOilConsumption), fromdate and todate (YYYY-MM-DD), optional storecode and category: per item the receipts, issues and returns of the window and the cost methods on their values (procurement = receipts - returns, consumption = issues - returns + receipts, utilization = issues - returns): {rows, totals, window}.',
      query: z
        .object({
          fromdate: isoDay.optional(),
          todate: isoDay.optional(),
          storecode: z.string().trim().max(inputLimits.code).optional(),
          category: z.string().trim().max(inputLimits.code).optional(),
        })
        .refine((query) => !query.fromdate || !query.todate || query.fromdate <= query.todate, {
          message: messages.dateWindowReversed,
          path: ['todate'],
        }),
      read: (caller, query) => sparePartsConsumption(caller, query, new Date()),
    }),
    screenRoutes(screenCodes.currentStockReport).read({
      path: '/api/Store/checkStockLedger',
      summary:
        'The ledger check: for each balance of storecode (or item sparepart), whether its quantity on hand and its booked value equal the sums of its movements, are not below zero, and the value is 0 when the quantity is: {ok, checked, mismatches, rows: [{storecode, sparepart, qtyonhand, movementqty, stockvalue, movementvalue, movements, ok}]}.',
      query: ledgerCheckQuery,
      read: (caller, query) => ledgerCheck(caller, query),
    }),
  ],
});
