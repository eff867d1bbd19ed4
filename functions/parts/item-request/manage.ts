/**
 * Item request calls (spec 001 section 7 "Item request") as read -> rules -> one write. A save submits
 * the request to the garage approver through the approval engine (chain IRQ: job order to 1217); the
 * decision (line by line, bulk, remarks on rejection) moves it to 1218 (store keepers told) or back to
 * 1216. Returns of issued parts post RETURN movements to the request's store (job order to 1240).
 */
import { formatMessage, messages } from '@fleet/shared';
import { roundKwd, sumKwd } from '@fleet/shared/engines/amounts';
import {
  chainOf,
  editableApproval,
  lineDecisionOf,
  type ApprovalDecisionBody,
  type ApprovalState,
} from '@fleet/shared/engines/approvals';
import {
  lineView,
  type ItemRequestBody,
  type ItemRequestDocument,
  type ItemRequestLine,
  type ItemRequestListQuery,
  type ItemRequestMaster,
  type ItemReturnBody,
  type ItemRequestRow,
  type OpenRequestLine,
} from '@fleet/shared/parts/item-request';
import { eligibleStatuses, stepAllowed, workflowSteps } from '@fleet/shared/engines/workflow';
import { kuwaitClock } from '#lib/clock';
import { transactWrite } from '#lib/db';
import { BadRequestError, ConflictError } from '#lib/errors';
import { jobOrderNames } from '#lib/job-order-names';
import type { Caller } from '#lib/registry';
import { decisionOutcome, planSubmission } from '../../engines/approvals/engine.ts';
import { approvalsWithLines } from '../../engines/approvals/with-lines.ts';
import { approvalRecords, approvedAt, pendingAt, approvalProgress } from '../../engines/approvals/data.ts';
import { requireJobOrderCore, requireOpenJobOrder, writeJobOrderAs } from '../../engines/status/engine.ts';
import { outboxPuts, postNumbered } from '../../engines/stock/ledger.ts';
import { deleteJobOrderRequest } from '../../engines/status/requests.ts';
import { lineSk, voucherMasterPut, voucherNumbering } from '../../engines/stock/vouchers.ts';
import { pricedParts, readCatalog } from '../../engines/masters/catalog.ts';
import { ledgerItemOf, postingBy } from '../../engines/stock/plan.ts';
import { itemBalances } from '../../engines/stock/values.ts';
import { itemRequests, type StoredItemRequest } from '../../engines/document-stores.ts';
import { fieldsOf } from '#lib/attributes';

const docType = 'IRQ';
const chain = chainOf(docType);
const submitted = chain.jobOrder!.submitted;

const approvals = approvalsWithLines<StoredItemRequest>(docType);
const { approvable } = approvals;

const requireItemRequest = (project: string, docnumbr: string) => itemRequests.require(project, docnumbr);

/** The master at a new version with `changes`, conditional on the stored one. */
const masterWrite = (
  project: string,
  stored: StoredItemRequest,
  changes: Partial<ItemRequestMaster> & { moduser?: string; moddate?: string },
) => itemRequests.masterPut(project, { ...stored.master, ...changes }, stored.master.version);

const anyIssued = (master: ItemRequestMaster) => Object.values(master.issued ?? {}).some((qty) => qty > 0);

/** `insertItemRequest`: saves the request and submits it (again) to the garage approver. */
export async function saveItemRequest(caller: Caller, body: ItemRequestBody, now: Date) {
  const stored = body.docnumbr ? await requireItemRequest(caller.project, body.docnumbr) : undefined;
  if (stored && body.version !== stored.master.version) throw new ConflictError();
  if (stored && stored.master.jobordno !== body.jobordno)
    throw new BadRequestError(messages.itemRequestOtherJobOrder);
  if (stored && (!editableApproval(stored.master.approval) || anyIssued(stored.master)))
    throw new BadRequestError(messages.itemRequestNotEditable);

  const header = await requireOpenJobOrder(caller.project, body.jobordno);
  if (!stored) {
    const open = await itemRequests.ofJobOrder(caller.project, body.jobordno);
    if (open.some((master) => master.approval?.state === 'pending'))
      throw new BadRequestError(messages.itemRequestOpenExists);
  }
  const allowed: readonly number[] = stored
    ? [submitted, chain.jobOrder!.rejected]
    : eligibleStatuses('itemRequest');
  if (!allowed.includes(header.statuscde)) throw new BadRequestError(messages.jobOrderWrongStage);

  const { store, lines } = await pricedParts(caller.project, body);
  return itemRequests.saveKept(caller, stored?.master, now, async (kept, claims) => {
    const { docnumbr } = kept;
    const master: ItemRequestMaster = {
      ...kept,
      ...fieldsOf(header, 'jobordno vehicleno'),
      ...jobOrderNames(header),
      ...fieldsOf(store, 'storecode storenam'),
      remarks: body.remarks,
      totalqty: lines.reduce((sum, line) => sum + line.qty, 0),
      totalval: sumKwd(lines.map((line) => line.value)),
      issued: {},
      issuedvalue: {},
      returned: {},
      approvedqty: 0,
      issues: [],
      purreqno: stored?.master.purreqno ?? '',
      prevstatus: stored?.master.prevstatus ?? header.statuscde,
    };
    const plan = planSubmission(caller, approvable({ master, lines }), now);
    const saved: StoredItemRequest = { master: { ...master, approval: plan.approval }, lines };
    await writeJobOrderAs(caller, {
      jobordno: header.jobordno,
      from: allowed,
      moves: plan.move ? [plan.move] : [],
      items: [...claims, ...itemRequests.saveItems(caller.project, saved, stored), ...plan.items],
      busEvents: plan.busEvents,
    });
    return {
      docnumbr,
      ...fieldsOf(master, 'version jobordno totalqty totalval'),
    };
  });
}

/** `deleteItemRequest`: before any decision (or after a rejection), nothing issued; the job order goes back. */
export async function deleteItemRequest(caller: Caller, docnumbr: string, now: Date) {
  const stored = await requireItemRequest(caller.project, docnumbr);
  if (!editableApproval(stored.master.approval) || anyIssued(stored.master))
    throw new BadRequestError(messages.itemRequestDeletePastStage);
  return deleteJobOrderRequest(
    caller,
    stored.master,
    { label: 'Item request', status: submitted, fallback: chain.jobOrder!.rejected },
    (stamp) => [
      itemRequests.deleteItem(caller.project, stored.master, stamp),
      ...approvals.retire(caller.project, stored),
    ],
    now,
  );
}

/** Quantity of the lines a state does not reject. */
const approvedQty = (lines: readonly ItemRequestLine[], approval: ApprovalState) =>
  approval.state === 'approved'
    ? lines
        .filter((line) => lineDecisionOf(approval, line.serlnumb).aprstatus !== 'R')
        .reduce((sum, line) => sum + line.qty, 0)
    : 0;

/** `approveItemRequest`: the garage approver's decision (lines, bulk, approve or reject with remarks). */
export async function decideItemRequest(caller: Caller, body: ApprovalDecisionBody, now: Date) {
  const stored = await requireItemRequest(caller.project, body.docnumbr);
  const result = await approvals.decide(
    caller,
    stored,
    'GARAGE',
    body,
    (next) => [
      masterWrite(caller.project, stored, {
        ...next,
        approvedqty: approvedQty(stored.lines, next.approval),
        moduser: caller.usercode,
        moddate: now.toISOString(),
      }),
    ],
    now,
  );
  return decisionOutcome(body.docnumbr, result);
}

/** `deleteItemRequestAppr`: withdraws the garage decision while nothing was issued against it. */
export async function withdrawItemRequestApproval(caller: Caller, docnumbr: string, now: Date) {
  const stored = await requireItemRequest(caller.project, docnumbr);
  if (anyIssued(stored.master)) throw new BadRequestError(messages.approvalDeletePastStage);
  const result = await approvals.withdraw(
    caller,
    stored,
    'GARAGE',
    (next) => [
      masterWrite(caller.project, stored, {
        ...next,
        approvedqty: 0,
        moduser: caller.usercode,
        moddate: now.toISOString(),
      }),
    ],
    now,
  );
  return { docnumbr, version: result.version, state: result.approval.state };
}

export async function readItemRequest(caller: Caller, docnumbr: string): Promise<ItemRequestDocument> {
  const stored = await requireItemRequest(caller.project, docnumbr);
  return {
    master: stored.master,
    lines: stored.lines.map((line) => lineView(stored.master, line)),
    approvals: await approvalRecords(caller.project, docType, docnumbr),
  };
}

/**
 * `getItemRequestById_Pro`: the approved lines still to issue, with the stock on hand in the request's
 * store; `_instock`: only those the store can issue now (issuable = the smaller of open and on hand).
 */
export async function openLines(
  caller: Caller,
  docnumbr: string,
  inStockOnly: boolean,
): Promise<{ master: ItemRequestMaster; lines: OpenRequestLine[] }> {
  const document = await readItemRequest(caller, docnumbr);
  const open = document.lines.filter((line) => line.openqty > 0);
  const rows = await Promise.all(
    open.map(async (line) => {
      const [balance] = await itemBalances(caller.project, line.sparepart, document.master.storecode);
      const qtyonhand = balance?.qtyonhand ?? 0;
      return {
        ...line,
        storecode: document.master.storecode,
        qtyonhand,
        issuable: Math.min(line.openqty, qtyonhand),
        shortqty: Math.max(0, line.openqty - qtyonhand),
      };
    }),
  );
  return {
    master: document.master,
    lines: inStockOnly ? rows.filter((row) => row.issuable > 0) : rows,
  };
}

const listRow = (master: ItemRequestMaster): ItemRequestRow => {
  const issuedqty = Object.values(master.issued ?? {}).reduce((sum, qty) => sum + qty, 0);
  return {
    ...fieldsOf(master, 'docnumbr docdate jobordno vehicleno garagnam storecode storenam totalqty totalval'),
    approvedqty: master.approvedqty ?? 0,
    issuedqty,
    openqty: Math.max(0, (master.approvedqty ?? 0) - issuedqty),
    ...approvalProgress(master.approval),
    ...fieldsOf(master, 'purreqno cretuser version'),
  };
};

/** `getItemRequestList`: by date, newest first. */
export async function itemRequestList(caller: Caller, query: ItemRequestListQuery) {
  const masters = await itemRequests.list(caller.project, query);
  return masters
    .map(listRow)
    .filter(
      (row) =>
        (!query.state || row.state === query.state) && (!query.jobordno || row.jobordno === query.jobordno),
    );
}

/** `getItemRequestNos`: approved requests with parts still to issue (the garage issue's choice list). */
export async function itemRequestNumbers(caller: Caller) {
  const masters = await itemRequests.list(caller.project, {});
  return masters
    .map(listRow)
    .filter((row) => row.state === 'approved' && row.openqty > 0)
    .map((row) => fieldsOf(row, 'docnumbr jobordno vehicleno storecode storenam openqty'));
}

/** `getApprovedList`: requests the garage approver approved (the engine's approved index). */
export const approvedItemRequests = (caller: Caller) => approvedAt(caller.project, docType, 'GARAGE');

/** `getApprovedList_Pro`: approved requests whose store cannot cover every open line (for purchasing). */
export async function approvedShortRequests(caller: Caller) {
  const rows = await approvedAt(caller.project, docType, 'GARAGE');
  const checked = await Promise.all(
    rows.map(async (row) => {
      const open = await openLines(caller, row.docnumbr, false).catch(() => undefined);
      const short = open?.lines.filter((line) => line.shortqty > 0) ?? [];
      return short.length
        ? { ...row, storecode: open!.master.storecode, purreqno: open!.master.purreqno, lines: short }
        : undefined;
    }),
  );
  return checked.filter((row) => row !== undefined);
}

/** `getItemRequestListAprPend`: requests waiting for the garage approver, oldest first. */
export const pendingItemRequests = (caller: Caller) => pendingAt(caller.project, docType, 'GARAGE');

/** `updateReqNoAgainstItemRequest?docnumbr&requstno`: records the purchase request raised for it. */
export async function linkPurchaseRequest(caller: Caller, query: { docnumbr: string; requstno: string }) {
  const stored = await requireItemRequest(caller.project, query.requstno);
  const version = stored.master.version + 1;
  await transactWrite([masterWrite(caller.project, stored, { purreqno: query.docnumbr, version })]);
  return { requstno: query.requstno, purreqno: query.docnumbr, version };
}

/** `updateIVNoAgainstJoborder?jobordno&requstno`: the request's issue vouchers written on its job order. */
export async function linkIssueVouchers(caller: Caller, query: { jobordno: string; requstno: string }) {
  const stored = await requireItemRequest(caller.project, query.requstno);
  if (stored.master.jobordno !== query.jobordno) throw new BadRequestError(messages.itemRequestOtherJobOrder);
  const header = await requireJobOrderCore(caller.project, query.jobordno);
  const ivnos = [
    ...new Set([...((header as unknown as { ivnos?: string[] }).ivnos ?? []), ...stored.master.issues]),
  ];
  await writeJobOrderAs(caller, {
    jobordno: query.jobordno,
    from: [],
    moves: [],
    set: { ivnos },
  });
  return { jobordno: query.jobordno, requstno: query.requstno, ivnos };
}

/**
 * `insertReturnVoucherDtl`: issued parts of a request come back to its store as a return voucher, at
 * the cost they went out at; the job order moves to 1240 (Returned) when its stage allows.
 */
export async function returnItems(caller: Caller, body: ItemReturnBody, now: Date) {
  const stored = await requireItemRequest(caller.project, body.requstno);
  const bySerial = new Map(stored.lines.map((line) => [line.serlnumb, line]));
  if (body.lines.some((line) => !bySerial.has(line.serlnumb)))
    throw new BadRequestError(messages.itemRequestLineUnknown);
  for (const line of body.lines) {
    const key = String(line.serlnumb);
    const out = (stored.master.issued[key] ?? 0) - (stored.master.returned[key] ?? 0);
    if (line.qty > out)
      throw new BadRequestError(
        formatMessage(messages.itemRequestReturnTooMuch, {
          item: bySerial.get(line.serlnumb)!.sparepart,
          issued: Math.max(0, out),
        }),
      );
  }
  const header = await requireJobOrderCore(caller.project, stored.master.jobordno);
  const catalog = await readCatalog(caller.project, {
    items: body.lines.map((line) => bySerial.get(line.serlnumb)!.sparepart),
  });
  const clock = kuwaitClock(now);
  const posting = postingBy(caller, now, { doctype: 'SRN', jobordno: stored.master.jobordno });
  const lines = body.lines.map((line, index) => {
    const requested = bySerial.get(line.serlnumb)!;
    const key = String(line.serlnumb);
    const issuedQty = stored.master.issued[key] ?? 0;
    const unitcost = issuedQty > 0 ? roundKwd((stored.master.issuedvalue[key] ?? 0) / issuedQty) : 0;
    const part = catalog.items.get(requested.sparepart);
    return {
      kind: 'RETURN' as const,
      ...fieldsOf(stored.master, 'storecode storenam'),
      item: ledgerItemOf({ ...requested, vehmakid: part?.vehmakid ?? '' }),
      qty: line.qty,
      unitcost,
      serlnumb: index + 1,
      sk: lineSk(index + 1),
    };
  });
  const returned = { ...stored.master.returned };
  for (const line of body.lines)
    returned[String(line.serlnumb)] = (returned[String(line.serlnumb)] ?? 0) + line.qty;
  const moves = (docnumbr: string) =>
    stepAllowed('partsReturned', header.statuscde)
      ? [
          {
            to: workflowSteps.partsReturned.to,
            remarks: `Parts returned to ${stored.master.storenam} on ${docnumbr}`,
          },
        ]
      : [];
  // The number is claimed in the return's own transaction: a refused return takes none.
  const numbering = voucherNumbering(caller.project, 'SRN', clock.date.slice(0, 4));
  const { result, docnumbr } = await postNumbered(posting, numbering, lines, async (stock) => {
    const { docnumbr } = stock;
    const totalval = sumKwd(stock.movements.map((movement) => movement.value));
    await writeJobOrderAs(caller, {
      jobordno: stored.master.jobordno,
      from: [],
      moves: moves(docnumbr),
      items: [
        voucherMasterPut(caller.project, {
          doctype: 'SRN',
          docnumbr,
          docdate: clock.date,
          doctime: clock.time,
          ...fieldsOf(stored.master, 'storecode storenam jobordno vehicleno'),
          refdocno: stored.master.docnumbr,
          remarks: body.remarks,
          totalqty: body.lines.reduce((sum, line) => sum + line.qty, 0),
          totalval,
          cretuser: caller.usercode,
          version: 1,
        }),
        masterWrite(caller.project, stored, { returned, version: stored.master.version + 1 }),
        ...stock.items,
        ...outboxPuts(stock.busEvents),
      ],
    });
    return totalval;
  });
  return { docnumbr, requstno: body.requstno, totalval: result };
}
