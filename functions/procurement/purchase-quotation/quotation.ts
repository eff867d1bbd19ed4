/**
 * Purchase quotations (spec 001 section 7 "Purchase quotation"): each MOI-approved supplier's offer
 * for the approved lines of an approved purchase request, with the supplier's document attached (a
 * confirmed upload: PDF, DOC, DOCX or image, 10 MB). The first quotation sets the request's status to
 * 1244 and moves its job order to 1405; the request keeps the list of its quotations, so the cost sheet
 * reads them without an index. Once a cost sheet is prepared the quotations are locked.
 */
import { messages } from '@fleet/shared';
import { inSerialOrder } from '@fleet/shared/engines/document-lines';
import { lineValue, sumKwd } from '@fleet/shared/engines/amounts';
import { lineDecisionOf } from '@fleet/shared/engines/approvals';
import {
  purchaseStatus,
  type PurchaseListQuery,
  type QuotationBody,
  type QuotationDocument,
  type QuotationLine,
  type QuotationMaster,
  type QuotationRow,
} from '@fleet/shared/procurement/procurement';
import { workflowSteps } from '@fleet/shared/engines/workflow';
import { kuwaitClock } from '#lib/clock';
import { deletionBy } from '#lib/documents';
import { BadRequestError, ConflictError, NotFoundError } from '#lib/errors';
import type { Caller } from '#lib/registry';
import { confirmedFiles, viewUrl } from '../../engines/files/store.ts';
import { readJobOrderCore } from '../../engines/status/engine.ts';
import { listTenderOffers } from '../../engines/masters/data.ts';
import {
  commitChange,
  purchaseRequestStore,
  quotations,
  requireApprovedSupplier,
  requirePurchaseRequest,
} from '../common.ts';
import { fieldsOf } from '#lib/attributes';

/** Approved lines of an approved request (what suppliers quote for). */
export function approvedLinesOf(stored: Awaited<ReturnType<typeof requirePurchaseRequest>>) {
  return stored.lines.filter(
    (line) => lineDecisionOf(stored.master.approval, line.serlnumb).aprstatus !== 'R',
  );
}

/** The tender price of an item by a supplier valid on `day` (the cheapest when several are). */
async function tenderPrice(project: string, sparepart: string, vendcode: string, day?: string) {
  const offers = (await listTenderOffers(project, sparepart)).filter(
    (offer) =>
      offer.vendcode === vendcode &&
      (!day || ((!offer.validfrom || offer.validfrom <= day) && (!offer.validto || day <= offer.validto))),
  );
  return offers.sort((a, b) => a.tenderpric - b.tenderpric)[0];
}

/** `getTenderprice?ItemNo&supplier`: the supplier's tender price of the item valid today. */
export async function tenderPriceOf(caller: Caller, query: { ItemNo: string; supplier: string }) {
  const offer = await tenderPrice(caller.project, query.ItemNo, query.supplier, kuwaitClock(new Date()).date);
  if (!offer) throw new NotFoundError();
  return {
    ItemNo: offer.sparepart,
    supplier: offer.vendcode,
    ...fieldsOf(offer, 'tenderno tenderpric validfrom validto'),
  };
}

/** `insertPurchaseQuotation`. */
export async function saveQuotation(caller: Caller, body: QuotationBody, now: Date) {
  const stored = body.docnumbr ? await quotations.require(caller.project, body.docnumbr) : undefined;
  if (stored && body.version !== stored.master.version) throw new ConflictError();
  if (stored && stored.master.purreqno !== body.purreqno)
    throw new BadRequestError(messages.quotationLineUnknown);
  const request = await requirePurchaseRequest(caller.project, body.purreqno);
  if (request.master.approval?.state !== 'approved')
    throw new BadRequestError(messages.purchaseRequestNotApproved);
  if (request.master.costshtno) throw new BadRequestError(messages.quotationLocked);
  const vendor = await requireApprovedSupplier(caller.project, body.vendcode);
  const others = await quotations.masters(caller.project, request.master.quotations);
  if (
    others.some((other) => other.vendcode === vendor.vendcode && other.docnumbr !== stored?.master.docnumbr)
  )
    throw new BadRequestError(messages.quotationSupplierExists);
  const approved = new Map(approvedLinesOf(request).map((line) => [line.serlnumb, line]));
  if (body.lines.some((line) => !approved.has(line.serlnumb)))
    throw new BadRequestError(messages.quotationLineUnknown);
  const files = await confirmedFiles(caller.project, [body.docfileid]);
  const file = files.get(body.docfileid);
  if (!file) throw new BadRequestError(messages.quotationDocumentRequired);

  const lines: QuotationLine[] = await Promise.all(
    body.lines.map(async (line) => {
      const requested = approved.get(line.serlnumb)!;
      const tender = await tenderPrice(caller.project, requested.sparepart, vendor.vendcode, body.quotdate);
      return {
        serlnumb: line.serlnumb,
        ...fieldsOf(requested, 'sparepart sparenam spareuom qty'),
        unitprice: line.unitprice,
        value: lineValue(requested.qty, line.unitprice),
        ...(tender ? { tenderpric: tender.tenderpric } : {}),
        remarks: line.remarks,
      };
    }),
  );
  return quotations.saveKept(caller, stored?.master, now, async (kept, claims) => {
    const { docnumbr } = kept;
    const master: QuotationMaster = {
      ...kept,
      purreqno: request.master.docnumbr,
      jobordno: request.master.jobordno,
      ...fieldsOf(vendor, 'vendcode vendname'),
      ...fieldsOf(body, 'quotref quotdate validto deliverydays remarks'),
      docfileid: file.fileId,
      docfilename: file.fileName,
      totalval: sumKwd(lines.map((line) => line.value)),
    };
    const first = request.master.quotations.length === 0;
    const requestItems = stored
      ? []
      : [
          purchaseRequestStore(request.master.docnumbr).masterPut(
            caller.project,
            {
              ...request.master,
              quotations: [...request.master.quotations, docnumbr],
              status: purchaseStatus.quotation,
              version: request.master.version + 1,
            },
            request.master.version,
          ),
        ];
    const header = await readJobOrderCore(caller.project, request.master.jobordno);
    const move =
      first && header && header.statuscde !== workflowSteps.purchaseQuotation.to
        ? [
            {
              to: workflowSteps.purchaseQuotation.to,
              remarks: `Quotation ${docnumbr} of ${vendor.vendname} for ${request.master.docnumbr}`,
            },
          ]
        : [];
    await commitChange(caller, {
      jobordno: request.master.jobordno,
      from: move.length ? workflowSteps.purchaseQuotation.from! : [],
      moves: move,
      items: [...claims, ...quotations.saveItems(caller.project, { master, lines }, stored), ...requestItems],
    });
    return { docnumbr, version: master.version, totalval: master.totalval };
  });
}

/** `deletePurchaseQuotation?docnumbr`: before the cost sheet; the last one takes the job order back. */
export async function deleteQuotation(caller: Caller, docnumbr: string, now: Date) {
  const stored = await quotations.require(caller.project, docnumbr);
  const request = await requirePurchaseRequest(caller.project, stored.master.purreqno);
  if (request.master.costshtno) throw new BadRequestError(messages.quotationLocked);
  const remaining = request.master.quotations.filter((number) => number !== docnumbr);
  const header = await readJobOrderCore(caller.project, request.master.jobordno);
  const back = request.master.approval?.decisions.THIRD ? 1404 : 1403;
  const moves =
    remaining.length === 0 && header?.statuscde === workflowSteps.purchaseQuotation.to
      ? [{ to: back, action: 'delete' as const, remarks: `Quotation ${docnumbr} deleted` }]
      : [];
  await commitChange(caller, {
    jobordno: request.master.jobordno,
    moves,
    items: [
      quotations.deleteItem(caller.project, stored.master, deletionBy(caller, now)),
      purchaseRequestStore(request.master.docnumbr).masterPut(
        caller.project,
        {
          ...request.master,
          quotations: remaining,
          status: remaining.length ? purchaseStatus.quotation : purchaseStatus.approved,
          version: request.master.version + 1,
        },
        request.master.version,
      ),
    ],
  });
  return { docnumbr, purreqno: request.master.docnumbr };
}

export async function readQuotation(
  caller: Caller,
  docnumbr: string,
): Promise<QuotationDocument & { docurl: string }> {
  const stored = await quotations.require(caller.project, docnumbr);
  const link = await viewUrl(caller, stored.master.docfileid).catch(() => undefined);
  return {
    ...stored,
    lines: inSerialOrder(stored.lines),
    docurl: link?.url ?? '',
  };
}

export async function quotationList(caller: Caller, query: PurchaseListQuery) {
  const masters = await quotations.list(caller.project, query);
  return masters
    .filter((master) => !query.jobordno || master.jobordno === query.jobordno)
    .map(({ doctime: _time, remarks: _remarks, docfileid: _fileid, ...row }): QuotationRow => row);
}

/**
 * `getPurchaseRequestNosForQuotation`: approved requests without a cost sheet, with their approved lines
 * and the quotations received (`onlyWithout`: the pending list, those with none yet).
 */
export async function requestsForQuotation(caller: Caller, onlyWithout: boolean) {
  const [plain, withJob] = await Promise.all([
    purchaseRequestStore('PRQ').list(caller.project, {}),
    purchaseRequestStore('PRJ').list(caller.project, {}),
  ]);
  const open = [...plain, ...withJob].filter(
    (master) =>
      master.approval?.state === 'approved' &&
      !master.costshtno &&
      (!onlyWithout || master.quotations.length === 0),
  );
  return Promise.all(
    open.map(async (master) => {
      const request = await requirePurchaseRequest(caller.project, master.docnumbr);
      const received = await quotations.masters(caller.project, master.quotations);
      return {
        ...fieldsOf(master, 'docnumbr doctype docdate jobordno vehicleno garagnam storenam'),
        quotations: received.map((quote) => fieldsOf(quote, 'docnumbr vendcode vendname')),
        lines: approvedLinesOf(request).map((line) =>
          fieldsOf(line, 'serlnumb sparepart sparenam spareuom qty'),
        ),
      };
    }),
  );
}
