/**
 * Purchase requests (spec 001 section 7 "Purchase request"), plain (PRQ, for a store) or for a job
 * order (PRJ), as read -> rules -> one write. A save submits the request to the approval engine
 * (garage, MOI, KPTC, the third level above KPTC's limit; line by line); the job order moves 1401 ->
 * 1402 -> 1403 (-> 1404), or back to 1228 on a rejection. An item request named on it gets the request's
 * number in the same transaction (`updateReqNoAgainstItemRequest` done by the save).
 */
import { formatMessage, messages } from '@fleet/shared';
import { sumKwd } from '@fleet/shared/engines/amounts';
import {
  editableApproval,
  lineDecisionOf,
  type ApprovalDecisionBody,
  type ApprovalLevel,
} from '@fleet/shared/engines/approvals';
import {
  purchaseStatus,
  type PurchaseDocType,
  type PurchaseListQuery,
  type PurchaseRequestBody,
  type PurchaseRequestDocument,
  type PurchaseRequestLine,
  type PurchaseRequestMaster,
  type PurchaseRequestRow,
} from '@fleet/shared/procurement/procurement';
import { eligibleStatuses } from '@fleet/shared/engines/workflow';
import { BadRequestError, ConflictError, NotFoundError } from '#lib/errors';
import type { Caller } from '#lib/registry';
import type { StoredDocument } from '#lib/documents';
import { jobOrderNames } from '#lib/job-order-names';
import { approvalsWithLines } from '../../engines/approvals/with-lines.ts';
import { approvalRecords, approvedAt, pendingAt, approvalProgress } from '../../engines/approvals/data.ts';
import { decisionOutcome } from '../../engines/approvals/engine.ts';
import { readJobOrderCore } from '../../engines/status/engine.ts';
import { deleteJobOrderRequest } from '../../engines/status/requests.ts';
import { itemRequests } from '../../engines/document-stores.ts';
import { pricedParts } from '../../engines/masters/catalog.ts';
import { documentTotalsEvents } from '../../engines/projections/documents.ts';
import { commitChange, purchaseRequests, requirePurchaseRequest } from '../common.ts';
import { fieldsOf } from '#lib/attributes';

type StoredRequest = StoredDocument<PurchaseRequestMaster, PurchaseRequestLine>;

const kindOf = (withjo: boolean): PurchaseDocType => (withjo ? 'PRJ' : 'PRQ');

const approvals = approvalsWithLines<StoredRequest>((stored) => stored.master.doctype);

function requireKind(stored: StoredRequest, withjo: boolean) {
  if (stored.master.doctype !== kindOf(withjo))
    throw new BadRequestError(
      formatMessage(messages.purchaseRequestKind, { kind: withjo ? 'with' : 'without' }),
    );
}

/** Job order statuses a new request with a job order may start from, and a revision may be at. */
const jobStatuses = { submitted: 1401, rejected: 1228 };

/** `insertPurchaseRequest` / `insertPurchaseRequestwithjo`: saves and submits (again) for approval. */
export async function savePurchaseRequest(
  caller: Caller,
  body: PurchaseRequestBody,
  withjo: boolean,
  now: Date,
) {
  const doctype = kindOf(withjo);
  const store = purchaseRequests[doctype];
  const stored = body.docnumbr ? await requirePurchaseRequest(caller.project, body.docnumbr) : undefined;
  if (stored) requireKind(stored, withjo);
  if (stored && body.version !== stored.master.version) throw new ConflictError();
  if (stored && (!editableApproval(stored.master.approval) || stored.master.quotations.length > 0))
    throw new BadRequestError(messages.purchaseRequestNotEditable);
  const jobordno = withjo ? (body.jobordno ?? '') : '';
  if (withjo && !jobordno) throw new BadRequestError(messages.storeJobOrderRequired);
  if (stored && withjo && stored.master.jobordno !== jobordno)
    throw new BadRequestError(messages.itemRequestOtherJobOrder);

  const header = withjo ? await readJobOrderCore(caller.project, jobordno) : undefined;
  if (withjo && !header) throw new NotFoundError(messages.jobOrderNotFound);
  if (header && header.state !== 'open') throw new BadRequestError(messages.jobOrderClosed);
  const allowed: readonly number[] = stored
    ? [jobStatuses.submitted, jobStatuses.rejected]
    : eligibleStatuses('purchaseRequest');
  if (header && !stored) {
    const open = await store.ofJobOrder(caller.project, jobordno);
    if (
      open.some(
        (master) => master.approval?.state !== 'rejected' && master.status < purchaseStatus.lpoApproved,
      )
    )
      throw new BadRequestError(messages.purchaseRequestOpenExists);
  }
  if (header && !allowed.includes(header.statuscde)) throw new BadRequestError(messages.jobOrderWrongStage);

  const { store: storeRecord, lines } = await pricedParts(caller.project, body);
  const itemRequest = body.requstno ? await itemRequests.get(caller.project, body.requstno) : undefined;
  if (body.requstno && !itemRequest) throw new NotFoundError();
  if (itemRequest && withjo && itemRequest.master.jobordno !== jobordno)
    throw new BadRequestError(messages.itemRequestOtherJobOrder);

  return store.saveKept(caller, stored?.master, now, async (kept, claims) => {
    const { docnumbr } = kept;
    const master: PurchaseRequestMaster = {
      ...kept,
      doctype,
      withjo: withjo ? 'Y' : 'N',
      jobordno,
      vehicleno: header?.vehicleno ?? '',
      ...jobOrderNames(header),
      ...fieldsOf(storeRecord, 'storecode storenam'),
      ...fieldsOf(body, 'requstno remarks'),
      totalqty: lines.reduce((sum, line) => sum + line.qty, 0),
      totalval: sumKwd(lines.map((line) => line.value)),
      status: purchaseStatus.raised,
      quotations: [],
      costshtno: '',
      lpos: [],
      ...(header ? { prevstatus: stored?.master.prevstatus ?? header.statuscde } : {}),
    };
    const { plan, saved } = await approvals.submit(caller, { master, lines }, now);
    const linkItems =
      itemRequest && itemRequest.master.purreqno !== docnumbr
        ? [
            itemRequests.masterPut(
              caller.project,
              { ...itemRequest.master, purreqno: docnumbr, version: itemRequest.master.version + 1 },
              itemRequest.master.version,
            ),
          ]
        : [];
    await commitChange(caller, {
      jobordno,
      from: allowed,
      moves: plan.move ? [plan.move] : [],
      items: [...claims, ...store.saveItems(caller.project, saved, stored), ...plan.items, ...linkItems],
      busEvents: [
        ...plan.busEvents,
        // The spare parts requests report's totals (document totals projection).
        ...documentTotalsEvents(
          caller.project,
          doctype,
          { before: stored?.master, after: saved.master },
          { user: caller.usercode, now },
        ),
      ],
    });
    return {
      docnumbr,
      ...fieldsOf(master, 'version totalqty totalval'),
      jobordno,
    };
  });
}

/** A level's decision; the final approval sets the request's status to 1243 (Approved). */
export async function decidePurchaseRequest(
  caller: Caller,
  body: ApprovalDecisionBody,
  level: ApprovalLevel,
  withjo: boolean,
  now: Date,
) {
  const stored = await requirePurchaseRequest(caller.project, body.docnumbr);
  requireKind(stored, withjo);
  const store = purchaseRequests[stored.master.doctype];
  const result = await approvals.decide(
    caller,
    stored,
    level,
    body,
    store.decided(caller.project, stored.master, [purchaseStatus.approved, purchaseStatus.raised]),
    now,
  );
  return decisionOutcome(body.docnumbr, result);
}

/** `deletePurchaseRequestApproval<Level>`: withdraws a level's decision while no quotation was received. */
export async function withdrawPurchaseRequestApproval(
  caller: Caller,
  docnumbr: string,
  level: ApprovalLevel,
  now: Date,
) {
  const stored = await requirePurchaseRequest(caller.project, docnumbr);
  if (stored.master.quotations.length > 0) throw new BadRequestError(messages.approvalDeletePastStage);
  const store = purchaseRequests[stored.master.doctype];
  const result = await approvals.withdraw(
    caller,
    stored,
    level,
    (next) => [
      store.masterPut(
        caller.project,
        { ...stored.master, ...next, status: purchaseStatus.raised },
        stored.master.version,
      ),
    ],
    now,
  );
  return { docnumbr, version: result.version, state: result.approval.state };
}

/** `deletePurchaseRequest` / `...withjo`: before any decision (or after a rejection); the job order goes back. */
export async function deletePurchaseRequest(caller: Caller, docnumbr: string, withjo: boolean, now: Date) {
  const stored = await requirePurchaseRequest(caller.project, docnumbr);
  requireKind(stored, withjo);
  if (!editableApproval(stored.master.approval) || stored.master.quotations.length > 0)
    throw new BadRequestError(messages.purchaseRequestDeletePastStage);
  const store = purchaseRequests[stored.master.doctype];
  return deleteJobOrderRequest(
    caller,
    stored.master,
    { label: 'Purchase request', status: jobStatuses.submitted },
    (stamp) => [
      store.deleteItem(caller.project, stored.master, stamp),
      ...approvals.retire(caller.project, stored),
    ],
    now,
    (change) =>
      commitChange(caller, {
        ...change,
        busEvents: documentTotalsEvents(
          caller.project,
          stored.master.doctype,
          { before: stored.master },
          { user: caller.usercode, now },
        ),
      }),
  );
}

/** The request with each line's decision. */
export async function readPurchaseRequest(
  caller: Caller,
  docnumbr: string,
): Promise<PurchaseRequestDocument> {
  const stored = await requirePurchaseRequest(caller.project, docnumbr);
  return {
    master: stored.master,
    lines: stored.lines.map((line) => {
      const decision = lineDecisionOf(stored.master.approval, line.serlnumb);
      return { ...line, aprstatus: decision.aprstatus, aprremarks: decision.aprremarks };
    }),
    approvals: await approvalRecords(caller.project, stored.master.doctype, docnumbr),
  };
}

/** `getPurchaseRequestApprovedById`: an approved request with its approved lines only. */
export async function readApprovedPurchaseRequest(
  caller: Caller,
  docnumbr: string,
): Promise<PurchaseRequestDocument> {
  const document = await readPurchaseRequest(caller, docnumbr);
  if (document.master.approval?.state !== 'approved')
    throw new BadRequestError(messages.purchaseRequestNotApproved);
  return { ...document, lines: document.lines.filter((line) => line.aprstatus !== 'R') };
}

const listRow = (master: PurchaseRequestMaster): PurchaseRequestRow => ({
  ...fieldsOf(
    master,
    'docnumbr doctype docdate jobordno vehicleno garagnam storecode storenam requstno totalqty totalval status',
  ),
  ...approvalProgress(master.approval),
  quotations: master.quotations.length,
  ...fieldsOf(master, 'costshtno cretuser version'),
});

/** `getPurchaseRequestList` / `...withjo`: by date, newest first. */
export async function purchaseRequestList(caller: Caller, query: PurchaseListQuery, withjo: boolean) {
  const masters = await purchaseRequests[kindOf(withjo)].list(caller.project, query);
  return masters
    .map(listRow)
    .filter(
      (row) =>
        (!query.state || row.state === query.state) && (!query.jobordno || row.jobordno === query.jobordno),
    );
}

/** `getPurchaseRequestApprovedList?withjo`: approved requests. */
export async function approvedPurchaseRequests(caller: Caller, withjo: boolean) {
  return purchaseRequestList(caller, { state: 'approved' }, withjo);
}

/** `getPurchaseRequestApproved<Level>Nos`: what a level approved, of both kinds, newest first. */
export async function approvedAtLevel(caller: Caller, level: ApprovalLevel, withjo?: 'Y' | 'N') {
  const [plain, withJob] = await Promise.all([
    withjo === 'Y' ? [] : approvedAt(caller.project, 'PRQ', level),
    withjo === 'N' ? [] : approvedAt(caller.project, 'PRJ', level),
  ]);
  return [...plain, ...withJob].sort((a, b) => String(b.approvedAt).localeCompare(String(a.approvedAt)));
}

/** `getPurchaseRequestPendingList?level&withjo`: the level's work list, oldest first. */
export const pendingPurchaseRequests = (caller: Caller, level: ApprovalLevel, withjo: boolean) =>
  pendingAt(caller.project, kindOf(withjo), level);
