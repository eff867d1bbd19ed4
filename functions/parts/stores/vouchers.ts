/**
 * Store vouchers as read -> rules -> one write. Every voucher that moves stock posts through the
 * ledger (functions/engines/stock/ledger.ts): the master, its movements, the balances and the outbox in one
 * transaction; an issue larger than the stock on hand is refused naming the item and what is left,
 * and nothing is written. A new voucher's number is claimed in that same transaction, so a refused
 * voucher takes none (issue 24 item 3).
 */
import { formatMessage, messages } from '@fleet/shared';
import { serialPartOf } from '@fleet/shared/engines/document-lines';
import { sumKwd } from '@fleet/shared/engines/amounts';
import type { Store } from '@fleet/shared/parts/stock';
import { stepAllowed, workflowSteps, type WorkflowStepName } from '@fleet/shared/engines/workflow';
import {
  storeVouchers,
  voucherRefusal,
  type StoreVoucherBody,
  type StoreVoucherLine,
  type StoreVoucherListQuery,
  type StoreVoucherMaster,
  type StoreVoucherType,
} from '@fleet/shared/parts/store-vouchers';
import { kuwaitClock } from '#lib/clock';
import { transactWrite, type TransactItem } from '#lib/db';
import { BadRequestError, ConflictError, found } from '#lib/errors';
import type { Caller } from '#lib/registry';
import { readJobOrderCore, writeJobOrderAs } from '../../engines/status/engine.ts';
import { withNextNumber } from '../../engines/numbers.ts';
import { getGarageRequest } from '../garage-issue/data.ts';
import { outboxPuts, postNumbered, postToLedger, type LedgerLine } from '../../engines/stock/ledger.ts';
// Issue 15 H6: money events (AmountPosted) of issue vouchers.
import { changeEvents, storeVoucherPosting } from '../../engines/money/money-events.ts';
import { ledgerItemOf, postingBy } from '../../engines/stock/plan.ts';
import { assertKnownItems, partLineOf, readCatalog } from '../../engines/masters/catalog.ts';
import { documentTotalsEvents } from '../../engines/projections/documents.ts';
import { orderReceiptOf } from './receipt-orders.ts';
import { getVoucher, listVoucherMasters, requestLinePut, type StoredVoucher } from './data.ts';
import {
  lineSk,
  voucherCounter,
  voucherKeys,
  voucherMasterPut,
  voucherNumber,
  voucherNumbering,
} from '../../engines/stock/vouchers.ts';
import { fieldsOf, givenFields } from '#lib/attributes';

const storeName = (store: Store | undefined) => store?.storenam ?? '';

const requireVoucher = async (project: string, type: StoreVoucherType, docnumbr: string) =>
  found(await getVoucher(project, type, docnumbr));

/** Issued quantities and costs of an issue voucher by item, less what came back on returns. */
function returnable(issue: StoredVoucher) {
  const returned =
    (issue.master as StoreVoucherMaster & { returned?: Record<string, number> }).returned ?? {};
  return new Map(
    issue.lines.map((line) => [
      line.sparepart,
      { open: line.qty - (returned[line.sparepart] ?? 0), unitcost: line.unitcost },
    ]),
  );
}

/** A job order step a voucher takes in its own transaction. */
interface JobOrderStep {
  jobordno: string;
  step: WorkflowStepName;
  notifyUsers: string[];
  remarks: string;
}

/**
 * A receipt or transfer that names a garage request moves that request's job order: received (1239)
 * or transferred in (1241), the garage requester told.
 */
async function garageRequestStep(
  caller: Caller,
  link: { garreqno: string; step: 'sparePartsReceived' | 'partsTransferred'; docnumbr: string },
): Promise<JobOrderStep | undefined> {
  const request = link.garreqno ? await getGarageRequest(caller.project, link.garreqno) : undefined;
  return request
    ? {
        jobordno: request.master.jobordno,
        step: link.step,
        notifyUsers: [request.master.cretuser],
        remarks: `Parts of ${link.garreqno} on ${link.docnumbr}`,
      }
    : undefined;
}

/**
 * The voucher's writes, with its job order's step when the job order is at a status that takes it
 * (in the voucher's transaction); otherwise the voucher is written on its own.
 */
async function commitVoucher(caller: Caller, items: TransactItem[], move: JobOrderStep | undefined) {
  const header = move ? await readJobOrderCore(caller.project, move.jobordno) : undefined;
  if (!move || !header || !stepAllowed(move.step, header.statuscde)) {
    await transactWrite(items);
    return;
  }
  await writeJobOrderAs(caller, {
    ...fieldsOf(move, 'jobordno step'),
    moves: [
      {
        to: workflowSteps[move.step].to,
        ...(move.notifyUsers.length ? { notifyUsers: move.notifyUsers } : {}),
        remarks: move.remarks,
      },
    ],
    items,
  });
}

/** Inserts a voucher of `type` (each type's rules: shared voucherRefusal, then the masters it names). */
export async function insertVoucher(
  caller: Caller,
  type: StoreVoucherType,
  input: StoreVoucherBody,
  now: Date,
) {
  const definition = storeVouchers[type];
  const refusal = voucherRefusal(type, input);
  if (refusal) throw new BadRequestError(refusal);
  // A receipt against a purchase order: up to what is open on it, at its price, for its job order.
  const order = type === 'SRV' ? await orderReceiptOf(caller.project, input) : undefined;
  const body = order ? { ...input, jobordno: order.jobordno } : input;

  const catalog = await readCatalog(caller.project, {
    stores: [body.storecode, body.tostorecode],
    items: body.lines.map((line) => line.sparepart),
    vendors: [body.vendcode],
    departments: [body.deptcode],
  });
  const store = catalog.stores.get(body.storecode);
  const toStore = body.tostorecode ? catalog.stores.get(body.tostorecode) : undefined;
  if (
    !store ||
    store.status === 'inactive' ||
    (body.tostorecode && (!toStore || toStore.status === 'inactive'))
  )
    throw new BadRequestError(messages.storeUnknownStore);
  if (type === 'CSV' && store.storetype !== 'CONSIGNMENT')
    throw new BadRequestError(messages.storeNotConsignment);
  assertKnownItems(catalog, body.lines);
  const vendor = body.vendcode ? catalog.vendors.get(body.vendcode) : undefined;
  if (body.vendcode && !vendor) throw new BadRequestError(messages.storeUnknownSupplier);
  const department = body.deptcode ? catalog.departments.get(body.deptcode) : undefined;
  if (body.deptcode && !department) throw new BadRequestError(messages.storeUnknownDepartment);
  if (body.garreqno && !(await getGarageRequest(caller.project, body.garreqno)))
    throw new BadRequestError(formatMessage(messages.storeUnknownGarageRequest, { voucher: body.garreqno }));
  const jobOrder = body.jobordno ? await readJobOrderCore(caller.project, body.jobordno) : undefined;
  if (body.jobordno && !jobOrder) throw new BadRequestError(messages.jobOrderNotFound);
  if (jobOrder && jobOrder.state !== 'open') throw new BadRequestError(messages.jobOrderClosed);

  // A return against an issue voucher comes back at the cost it went out at, up to what is still out.
  const issue =
    type === 'SRN' && body.refdocno ? await getVoucher(caller.project, 'SIV', body.refdocno) : undefined;
  if (type === 'SRN' && body.refdocno && !issue)
    throw new BadRequestError(formatMessage(messages.storeReturnUnknownIssue, { voucher: body.refdocno }));
  const openOnIssue = issue ? returnable(issue) : undefined;
  // A transfer that names an open store request fulfils it: the request closes with the transfer.
  const request =
    (type === 'STV' || type === 'DTV') && body.refdocno
      ? await getVoucher(caller.project, 'SRQ', body.refdocno)
      : undefined;
  const closesRequest = request?.master.trfstatus === 'OPEN' ? request : undefined;
  if (openOnIssue) {
    const tooMuch = body.lines.find((line) => line.qty > (openOnIssue.get(line.sparepart)?.open ?? 0));
    if (tooMuch)
      throw new BadRequestError(
        formatMessage(messages.storeReturnMoreThanIssued, {
          item: tooMuch.sparepart,
          voucher: body.refdocno,
          issued: Math.max(0, openOnIssue.get(tooMuch.sparepart)?.open ?? 0),
        }),
      );
  }

  const clock = kuwaitClock(now);
  const docdate = body.docdate ?? clock.date;
  const year = docdate.slice(0, 4);
  // The number is claimed in the save's own transaction: a refused voucher takes none (issue 24 item 3).
  const masterOf = (docnumbr: string): StoreVoucherMaster => ({
    doctype: type,
    docnumbr,
    docdate,
    doctime: clock.time,
    ...fieldsOf(body, 'storecode tostorecode deptcode jobordno vendcode refdocno garreqno remarks'),
    storenam: storeName(store),
    tostorenam: storeName(toStore),
    deptnam: department?.deptname ?? '',
    vehicleno: jobOrder?.vehicleno ?? '',
    vendname: vendor?.vendname ?? '',
    trfstatus: type === 'STV' ? 'INTRANSIT' : type === 'DTV' ? 'POSTED' : type === 'SRQ' ? 'OPEN' : '',
    totalqty: body.lines.reduce((sum, line) => sum + line.qty, 0),
    totalval: 0,
    cretuser: caller.usercode,
    version: 1,
  });

  if (definition.kind === null) {
    // A request: its lines, no stock moves.
    const lines: StoreVoucherLine[] = body.lines.map((line, index) => ({
      ...partLineOf(index + 1, catalog.items.get(line.sparepart)!, line),
      unitcost: 0,
      value: 0,
    }));
    return withNextNumber(
      caller.project,
      voucherCounter(definition.prefix, year),
      async (sequence, claim) => {
        const master = masterOf(voucherNumber(definition.prefix, year, sequence));
        await transactWrite([
          claim,
          voucherMasterPut(caller.project, master),
          ...lines.map((line) => requestLinePut(caller.project, master, line)),
        ]);
        return { docnumbr: master.docnumbr, version: 1, totalqty: master.totalqty, totalval: 0 };
      },
    );
  }

  const ledgerLines: LedgerLine[] = [];
  body.lines.forEach((line, index) => {
    const item = ledgerItemOf(catalog.items.get(line.sparepart)!);
    const serlnumb = index + 1;
    const base = { item, qty: line.qty, serlnumb };
    if (type === 'STV' || type === 'DTV') {
      ledgerLines.push({
        ...base,
        kind: 'TRANSFER_OUT',
        storecode: body.storecode,
        storenam: storeName(store),
        otherstore: body.tostorecode,
        sk: lineSk(serlnumb, 'OUT'),
      });
      if (type === 'DTV')
        ledgerLines.push({
          ...base,
          kind: 'TRANSFER_IN',
          storecode: body.tostorecode,
          storenam: storeName(toStore),
          otherstore: body.storecode,
          pairedWith: ledgerLines.length - 1,
          sk: lineSk(serlnumb, 'IN'),
        });
      return;
    }
    const unitcost =
      type === 'SRN'
        ? openOnIssue?.get(line.sparepart)?.unitcost
        : order
          ? order.unitprice(line.sparepart)
          : type === 'DRV'
            ? line.unitcost
            : undefined;
    ledgerLines.push({
      ...base,
      kind: definition.kind!,
      storecode: body.storecode,
      storenam: storeName(store),
      ...(unitcost !== undefined ? { unitcost } : {}),
      sk: lineSk(serlnumb),
    });
  });

  const posting = postingBy(caller, now, {
    doctype: type,
    docdate,
    ...givenFields(body, 'jobordno deptcode'),
  });
  const numbering = voucherNumbering(caller.project, definition.prefix, year);
  const { result } = await postNumbered(posting, numbering, ledgerLines, async (stock) => {
    const { docnumbr } = stock;
    const primary = stock.movements.filter((movement) => movement.kind !== 'TRANSFER_IN');
    const saved = { ...masterOf(docnumbr), totalval: sumKwd(primary.map((movement) => movement.value)) };
    const extra: TransactItem[] = order ? [order.orderPut(caller.project, docnumbr)] : [];
    if (issue) {
      // The issue voucher remembers what came back, so it cannot come back twice.
      const returned = { ...((issue.master as { returned?: Record<string, number> }).returned ?? {}) };
      for (const line of body.lines) returned[line.sparepart] = (returned[line.sparepart] ?? 0) + line.qty;
      extra.push(
        voucherMasterPut(
          caller.project,
          { ...issue.master, returned, version: issue.master.version + 1 } as StoreVoucherMaster,
          issue.master.version,
        ),
      );
    }
    if (closesRequest)
      extra.push(
        voucherMasterPut(
          caller.project,
          {
            ...closesRequest.master,
            trfstatus: 'CLOSED',
            refdocno: docnumbr,
            version: closesRequest.master.version + 1,
          },
          closesRequest.master.version,
        ),
      );
    const step =
      type === 'SRV' || type === 'DRV'
        ? 'sparePartsReceived'
        : type === 'DTV'
          ? 'partsTransferred'
          : undefined;
    // Issue 15 H6: an issue (or return) posts its money with the ledger's events (published after the commit).
    stock.busEvents.push(
      ...changeEvents(caller.project, { user: caller.usercode, now }, [], storeVoucherPosting(saved)),
      // The direct purchase report's totals (document totals projection; other types add nothing).
      ...documentTotalsEvents(caller.project, type, { after: saved }, { user: caller.usercode, now }),
    );
    // The order's job order takes the same step as after its item inspection (parts received, 1411).
    const move = order?.jobordno
      ? {
          jobordno: order.jobordno,
          step: 'itemInspection' as const,
          notifyUsers: [],
          remarks: `Items of ${order.lpono} received on ${docnumbr}`,
        }
      : step && body.garreqno
        ? await garageRequestStep(caller, { garreqno: body.garreqno, step, docnumbr })
        : undefined;
    await commitVoucher(
      caller,
      [voucherMasterPut(caller.project, saved), ...stock.items, ...extra, ...outboxPuts(stock.busEvents)],
      move,
    );
    return saved;
  });
  return { docnumbr: result.docnumbr, version: 1, totalqty: result.totalqty, totalval: result.totalval };
}

/** `postTransferVoucher`: the receiving store takes in what a transfer sent, at the cost it left with. */
export async function postTransfer(caller: Caller, body: { sTVNO: string; version: number }, now: Date) {
  const stored = await requireVoucher(caller.project, 'STV', body.sTVNO);
  if (stored.master.trfstatus !== 'INTRANSIT') throw new BadRequestError(messages.storeTransferPosted);
  if (stored.master.version !== body.version) throw new ConflictError();
  const outs = stored.lines.filter((line) => line.kind === 'TRANSFER_OUT');
  const catalog = await readCatalog(caller.project, { items: outs.map((line) => line.sparepart) });
  const ledgerLines: LedgerLine[] = outs.map((line) => ({
    kind: 'TRANSFER_IN',
    storecode: stored.master.tostorecode,
    storenam: stored.master.tostorenam,
    item: ledgerItemOf({ ...line, vehmakid: catalog.items.get(line.sparepart)?.vehmakid ?? '' }),
    ...fieldsOf(line, 'qty unitcost serlnumb'),
    otherstore: stored.master.storecode,
    sk: lineSk(line.serlnumb, 'IN'),
  }));
  const posting = postingBy(caller, now, {
    doctype: 'STV',
    docnumbr: stored.master.docnumbr,
    docpk: voucherKeys.pk(caller.project, 'STV', stored.master.docnumbr),
  });
  const version = stored.master.version + 1;
  await postToLedger(posting, ledgerLines, async (stock) => {
    await commitVoucher(
      caller,
      [
        voucherMasterPut(
          caller.project,
          {
            ...stored.master,
            trfstatus: 'POSTED',
            postedby: caller.usercode,
            posteddate: now.toISOString(),
            version,
          },
          stored.master.version,
        ),
        ...stock.items,
        ...outboxPuts(stock.busEvents),
      ],
      stored.master.garreqno
        ? await garageRequestStep(caller, {
            ...fieldsOf(stored.master, 'garreqno docnumbr'),
            step: 'partsTransferred',
          })
        : undefined,
    );
  });
  return { sTVNO: stored.master.docnumbr, version, trfstatus: 'POSTED' as const };
}

/** `get<Voucher>Header`. */
export const voucherHeader = async (caller: Caller, type: StoreVoucherType, docnumbr: string) =>
  (await requireVoucher(caller.project, type, docnumbr)).master;

/** `get<Voucher>Items`: the lines in order (a transfer: the lines as sent, with whether they arrived). */
export async function voucherItems(caller: Caller, type: StoreVoucherType, docnumbr: string) {
  const stored = await requireVoucher(caller.project, type, docnumbr);
  return linesOf(stored);
}

function linesOf(stored: StoredVoucher): StoreVoucherLine[] {
  const arrived = new Set(
    stored.lines.filter((line) => line.kind === 'TRANSFER_IN').map((line) => line.serlnumb),
  );
  return stored.lines
    .filter((line) => line.kind !== 'TRANSFER_IN')
    .sort((a, b) => a.serlnumb - b.serlnumb)
    .map(({ sk: _sk, ...line }) => ({
      ...serialPartOf(line),
      ...fieldsOf(line, 'sparecat qty unitcost value'),
      remarks: line.remarks ?? '',
      ...givenFields(line, 'kind storecode'),
      ...(line.kind === 'TRANSFER_OUT' ? { arrived: arrived.has(line.serlnumb) } : {}),
    }));
}

/** `get<Voucher>Print`: what the printed voucher shows (header, lines, totals, the type's title). */
export async function voucherPrint(caller: Caller, type: StoreVoucherType, docnumbr: string) {
  const stored = await requireVoucher(caller.project, type, docnumbr);
  const lines = linesOf(stored);
  return {
    title: storeVouchers[type].title,
    master: stored.master,
    lines,
    totals: {
      qty: lines.reduce((sum, line) => sum + line.qty, 0),
      value: sumKwd(lines.map((line) => line.value)),
    },
    printedBy: caller.usercode,
  };
}

/** `get<Voucher>List`: by date, newest first, with the list's filters. */
export async function voucherList(caller: Caller, type: StoreVoucherType, query: StoreVoucherListQuery) {
  const masters = await listVoucherMasters(caller.project, type, query);
  return masters.filter(
    (master) =>
      (!query.storecode || master.storecode === query.storecode || master.tostorecode === query.storecode) &&
      (!query.jobordno || master.jobordno === query.jobordno) &&
      (!query.trfstatus || master.trfstatus === query.trfstatus),
  );
}
