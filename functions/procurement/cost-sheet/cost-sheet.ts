/**
 * Cost sheets (spec 001 section 7 "Cost sheet"): the quotations of an approved purchase request
 * compared item by item, one supplier chosen per item (a reason when it is not the lowest price),
 * submitted to the approval engine (chain CST: MOI, then KPTC, then the third level above KPTC's
 * limit). The job order goes 1406 -> 1407 -> 1408, back to 1405 on a rejection (the rejection also
 * reaches the preparer's `RejectedItems/GetRejectedCostSheets`). The request records the sheet and
 * follows it: 1245 prepared, 1246 approved.
 */
import { formatMessage, messages } from '@fleet/shared';
import { inSerialOrder, serialPartOf } from '@fleet/shared/engines/document-lines';
import { sumKwd, lineValue } from '@fleet/shared/engines/amounts';
import {
  editableApproval,
  type ApprovalDecisionBody,
  type ApprovalLevel,
} from '@fleet/shared/engines/approvals';
import {
  isLowest,
  lowestOffer,
  purchaseStatus,
  type CostSheetBody,
  type CostSheetDocument,
  type CostSheetLine,
  type CostSheetMaster,
  type CostSheetOffer,
  type CostSheetRow,
  type PurchaseListQuery,
} from '@fleet/shared/procurement/procurement';
import { BadRequestError, ConflictError, NotFoundError } from '#lib/errors';
import type { Caller } from '#lib/registry';
import { deletionBy, sourceJobOrder, type StoredDocument } from '#lib/documents';
import { approvalsWithLines } from '../../engines/approvals/with-lines.ts';
import { approvalRecords, approvedAt, pendingAt, approvalProgress } from '../../engines/approvals/data.ts';
import { decisionOutcome } from '../../engines/approvals/engine.ts';
import { readJobOrderCore } from '../../engines/status/engine.ts';
import {
  commitChange,
  costSheets,
  purchaseRequestStore,
  quotations,
  requireApprovedSupplier,
  requirePurchaseRequest,
} from '../common.ts';
import { approvedLinesOf } from '../purchase-quotation/quotation.ts';
import { actionStatuses } from '@fleet/shared/engines/workflow-map';
import { fieldsOf } from '#lib/attributes';

type StoredSheet = StoredDocument<CostSheetMaster, CostSheetLine>;
const docType = 'CST';

const approvals = approvalsWithLines<StoredSheet>(docType);

/** The offers for each approved line of a request, from its quotations. */
async function comparisonOf(caller: Caller, purreqno: string) {
  const request = await requirePurchaseRequest(caller.project, purreqno);
  if (request.master.approval?.state !== 'approved')
    throw new BadRequestError(messages.purchaseRequestNotApproved);
  const received = (
    await Promise.all(request.master.quotations.map((docnumbr) => quotations.get(caller.project, docnumbr)))
  ).filter((quote) => quote !== undefined);
  const lines = approvedLinesOf(request).map((line) => {
    const offers: CostSheetOffer[] = received
      .map((quote) => {
        const quoted = quote.lines.find((candidate) => candidate.serlnumb === line.serlnumb);
        return quoted
          ? {
              ...fieldsOf(quote.master, 'vendcode vendname deliverydays'),
              quotno: quote.master.docnumbr,
              unitprice: quoted.unitprice,
              value: lineValue(line.qty, quoted.unitprice),
            }
          : undefined;
      })
      .filter((offer) => offer !== undefined)
      .sort((a, b) => a.vendcode.localeCompare(b.vendcode));
    return {
      ...serialPartOf(line),
      qty: line.qty,
      offers,
      lowest: lowestOffer(offers)?.vendcode ?? '',
    };
  });
  return { request, lines };
}

/** `getSupplierQuotationByReqNo?purreqno`: the comparison a cost sheet is prepared from. */
export async function supplierQuotations(caller: Caller, purreqno: string) {
  const { request, lines } = await comparisonOf(caller, purreqno);
  return { request: request.master, lines };
}

/** `insertCostSheet`: saves the choices and submits the sheet to MOI. */
export async function saveCostSheet(caller: Caller, body: CostSheetBody, now: Date) {
  const stored = body.docnumbr ? await costSheets.require(caller.project, body.docnumbr) : undefined;
  if (stored && body.version !== stored.master.version) throw new ConflictError();
  if (stored && (!editableApproval(stored.master.approval) || stored.master.lpos.length > 0))
    throw new BadRequestError(messages.costSheetNotEditable);
  if (stored && stored.master.purreqno !== body.purreqno)
    throw new BadRequestError(messages.costSheetLineUnknown);
  const { request, lines: compared } = await comparisonOf(caller, body.purreqno);
  if (!stored && request.master.costshtno) throw new BadRequestError(messages.costSheetExists);
  if (compared.some((line) => line.offers.length === 0))
    throw new BadRequestError(messages.costSheetNoQuotations);
  const chosen = new Map(body.lines.map((line) => [line.serlnumb, line]));
  if (
    chosen.size !== body.lines.length ||
    compared.length !== body.lines.length ||
    compared.some((line) => !chosen.has(line.serlnumb))
  )
    throw new BadRequestError(messages.costSheetLineUnknown);

  const lines: CostSheetLine[] = compared.map((line) => {
    const choice = chosen.get(line.serlnumb)!;
    const offer = line.offers.find((candidate) => candidate.vendcode === choice.vendcode);
    if (!offer)
      throw new BadRequestError(
        formatMessage(messages.costSheetNoOffer, { supplier: choice.vendcode, item: line.sparepart }),
      );
    const lowest = isLowest(line.offers, offer.vendcode);
    if (!lowest && !choice.reason)
      throw new BadRequestError(formatMessage(messages.costSheetReasonRequired, { item: line.sparepart }));
    return {
      ...serialPartOf(line),
      ...fieldsOf(line, 'qty offers'),
      ...fieldsOf(offer, 'vendcode vendname quotno unitprice value'),
      lowest,
      reason: lowest ? '' : choice.reason,
    };
  });
  const suppliers = [...new Set(lines.map((line) => line.vendcode))];
  for (const vendcode of suppliers) await requireApprovedSupplier(caller.project, vendcode);

  return costSheets.saveKept(caller, stored?.master, now, async (kept, claims) => {
    const { docnumbr } = kept;
    const master: CostSheetMaster = {
      ...kept,
      purreqno: request.master.docnumbr,
      prdoctype: request.master.doctype,
      ...sourceJobOrder(request.master),
      ...fieldsOf(request.master, 'storecode storenam'),
      remarks: body.remarks,
      totalval: sumKwd(lines.map((line) => line.value)),
      lowestval: sumKwd(lines.map((line) => lowestOffer(line.offers)!.value)),
      suppliers,
      status: purchaseStatus.costSheetPrepared,
      lpos: [],
    };
    const { plan, saved } = await approvals.submit(caller, { master, lines }, now);
    const requestItems = stored
      ? []
      : [
          purchaseRequestStore(request.master.docnumbr).masterPut(
            caller.project,
            {
              ...request.master,
              costshtno: docnumbr,
              status: purchaseStatus.costSheetPrepared,
              version: request.master.version + 1,
            },
            request.master.version,
          ),
        ];
    await commitChange(caller, {
      jobordno: master.jobordno,
      // A new cost sheet where the map offers it (quotation done); a revision also before its approval.
      from: stored ? [...actionStatuses('costSheet'), 1406] : actionStatuses('costSheet'),
      moves: plan.move ? [plan.move] : [],
      items: [
        ...claims,
        ...costSheets.saveItems(caller.project, saved, stored),
        ...plan.items,
        ...requestItems,
      ],
      busEvents: plan.busEvents,
    });
    return { docnumbr, version: master.version, totalval: master.totalval, lowestval: master.lowestval };
  });
}

/** The request's status follows its sheet's approval (1246 approved, 1245 otherwise). */
async function requestStatusItems(caller: Caller, sheet: CostSheetMaster, approved: boolean) {
  const request = await requirePurchaseRequest(caller.project, sheet.purreqno);
  const status = approved ? purchaseStatus.costSheetApproved : purchaseStatus.costSheetPrepared;
  if (request.master.status === status) return [];
  return [
    purchaseRequestStore(request.master.docnumbr).masterPut(
      caller.project,
      { ...request.master, status, version: request.master.version + 1 },
      request.master.version,
    ),
  ];
}

/** `approveCostSheet` (MOI), `...kptc` (KPTC), `...third` (third level). */
export async function decideCostSheet(
  caller: Caller,
  body: ApprovalDecisionBody,
  level: ApprovalLevel,
  now: Date,
) {
  const stored = await costSheets.require(caller.project, body.docnumbr);
  const result = await approvals.decide(
    caller,
    stored,
    level,
    body,
    costSheets.decided(caller.project, stored.master, [
      purchaseStatus.costSheetApproved,
      purchaseStatus.costSheetPrepared,
    ]),
    now,
    async (next) => ({ items: await requestStatusItems(caller, stored.master, next.state === 'approved') }),
  );
  return decisionOutcome(body.docnumbr, result);
}

/** `deleteCostSheetApproval` (MOI), `...kptc`, `...third`: while no purchase order was made from it. */
export async function withdrawCostSheetApproval(
  caller: Caller,
  costshtno: string,
  level: ApprovalLevel,
  now: Date,
) {
  const stored = await costSheets.require(caller.project, costshtno);
  if (stored.master.lpos.length > 0) throw new BadRequestError(messages.approvalDeletePastStage);
  const result = await approvals.withdraw(
    caller,
    stored,
    level,
    (next) => [
      costSheets.masterPut(
        caller.project,
        { ...stored.master, ...next, status: purchaseStatus.costSheetPrepared },
        stored.master.version,
      ),
    ],
    now,
    async () => ({ items: await requestStatusItems(caller, stored.master, false) }),
  );
  return { docnumbr: costshtno, version: result.version, state: result.approval.state };
}

/** `deleteCostSheet?costshtno` / `deleteCostSheetByReqNo?purreqno`: before any decision (or after a rejection). */
export async function deleteCostSheet(caller: Caller, costshtno: string, now: Date) {
  const stored = await costSheets.require(caller.project, costshtno);
  if (stored.master.lpos.length > 0) throw new BadRequestError(messages.costSheetDeletePastStage);
  if (!editableApproval(stored.master.approval)) throw new BadRequestError(messages.costSheetNotEditable);
  const request = await requirePurchaseRequest(caller.project, stored.master.purreqno);
  const header = await readJobOrderCore(caller.project, stored.master.jobordno);
  await commitChange(caller, {
    jobordno: stored.master.jobordno,
    moves:
      header?.statuscde === 1406
        ? [{ to: 1405, action: 'delete', remarks: `Cost sheet ${costshtno} deleted` }]
        : [],
    items: [
      costSheets.deleteItem(caller.project, stored.master, deletionBy(caller, now)),
      ...approvals.retire(caller.project, stored),
      purchaseRequestStore(request.master.docnumbr).masterPut(
        caller.project,
        {
          ...request.master,
          costshtno: '',
          status: purchaseStatus.quotation,
          version: request.master.version + 1,
        },
        request.master.version,
      ),
    ],
  });
  return { costshtno, purreqno: stored.master.purreqno };
}

export async function costSheetByRequest(caller: Caller, purreqno: string) {
  const request = await requirePurchaseRequest(caller.project, purreqno);
  if (!request.master.costshtno) throw new NotFoundError();
  return readCostSheet(caller, request.master.costshtno);
}

export async function readCostSheet(caller: Caller, costshtno: string): Promise<CostSheetDocument> {
  const stored = await costSheets.require(caller.project, costshtno);
  return {
    master: stored.master,
    lines: inSerialOrder(stored.lines),
    approvals: await approvalRecords(caller.project, docType, costshtno),
  };
}

export async function costSheetList(caller: Caller, query: PurchaseListQuery) {
  const masters = await costSheets.list(caller.project, query);
  return masters
    .map((master): CostSheetRow => ({
      ...fieldsOf(
        master,
        'docnumbr docdate purreqno jobordno vehicleno garagnam totalval lowestval suppliers status',
      ),
      ...approvalProgress(master.approval),
      ...fieldsOf(master, 'lpos version'),
    }))
    .filter(
      (row) =>
        (!query.state || row.state === query.state) && (!query.jobordno || row.jobordno === query.jobordno),
    );
}

/** Work lists: MOI (`getCostSheetPendingList`), KPTC and the third level (`...kptc`). */
export async function pendingCostSheets(caller: Caller, levels: readonly ApprovalLevel[]) {
  const rows = (await Promise.all(levels.map((level) => pendingAt(caller.project, docType, level)))).flat();
  return rows.sort((a, b) => a.since.localeCompare(b.since));
}

export async function approvedCostSheets(caller: Caller, levels: readonly ApprovalLevel[]) {
  const rows = (await Promise.all(levels.map((level) => approvedAt(caller.project, docType, level)))).flat();
  return rows.sort((a, b) => b.approvedAt.localeCompare(a.approvedAt));
}
