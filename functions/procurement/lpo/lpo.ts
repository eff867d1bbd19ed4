/**
 * Local purchase orders and item inspection (spec 001 section 7 "Local purchase order (Lpo)"). An
 * approved cost sheet gives one LPO per chosen supplier (chain LPO: KPTC approves). The first LPO moves
 * the job order 1408 -> 1409; when every LPO of the sheet is approved, 1410. On delivery the item
 * inspection accepts or rejects what arrived; the accepted quantities are received into the request's
 * store at the LPO price by a receipt voucher (SRV) posted on the stock ledger in the same transaction
 * as the inspection, the LPO's received quantities and the job order's move to 1411, so a bought part
 * can be issued at once. Deleting an inspection reverses its receipt (refused when the stock has gone).
 */
import { formatMessage, messages } from '@fleet/shared';
import { inSerialOrder, serialPartOf } from '@fleet/shared/engines/document-lines';
import { lineValue, sumKwd } from '@fleet/shared/engines/amounts';
import { editableApproval, type ApprovalDecisionBody } from '@fleet/shared/engines/approvals';
import {
  orderReceived,
  purchaseStatus,
  type InspectionBody,
  type InspectionLine,
  type InspectionMaster,
  type LpoBody,
  type LpoDocument,
  type LpoLine,
  type LpoMaster,
  type LpoRow,
  type PurchaseListQuery,
} from '@fleet/shared/procurement/procurement';
import { workflowSteps } from '@fleet/shared/engines/workflow';
import { kuwaitClock } from '#lib/clock';
import { deletionBy, sourceJobOrder, type StoredDocument } from '#lib/documents';
import { BadRequestError, ConflictError } from '#lib/errors';
import type { Caller } from '#lib/registry';
import type { TransactItem } from '#lib/db';
import { saveNumbered } from '../../engines/numbers.ts';
import { approvalsWithLines } from '../../engines/approvals/with-lines.ts';
import { approvalRecords, approvedAt, pendingAt, approvalProgress } from '../../engines/approvals/data.ts';
import { decisionOutcome } from '../../engines/approvals/engine.ts';
import { readJobOrderCore } from '../../engines/status/engine.ts';
import { outboxPuts, postToLedger, type LedgerPosting } from '../../engines/stock/ledger.ts';
import { lineSk, voucherKeys, voucherMasterPut, voucherNumbers } from '../../engines/stock/vouchers.ts';
import { readCatalog } from '../../engines/masters/catalog.ts';
import { orderInvoiced } from '../../engines/document-stores.ts';
import { ledgerItemOf, postingBy } from '../../engines/stock/plan.ts';
import {
  commitChange,
  costSheets,
  inspections,
  lpos,
  purchaseRequestStore,
  requireApprovedSupplier,
  requirePurchaseRequest,
} from '../common.ts';
import { fieldsOf, givenFields } from '#lib/attributes';

type StoredLpo = StoredDocument<LpoMaster, LpoLine>;
const docType = 'LPO';

const approvals = approvalsWithLines<StoredLpo>(docType);

const receivedOf = (master: LpoMaster, serlnumb: number) => master.received[String(serlnumb)] ?? 0;

/** The request's status after its orders change: 1248 when every LPO is approved, 1247 with any, else 1246. */
function requestStatusAfter(approved: readonly boolean[]) {
  if (approved.length === 0) return purchaseStatus.costSheetApproved;
  return approved.every(Boolean) ? purchaseStatus.lpoApproved : purchaseStatus.lpoGenerated;
}

const isApproved = (order: LpoMaster) => order.approval?.state === 'approved';

async function requestWrite(caller: Caller, purreqno: string, change: { lpos: string[]; status: number }) {
  const request = await requirePurchaseRequest(caller.project, purreqno);
  return purchaseRequestStore(purreqno).masterPut(
    caller.project,
    { ...request.master, lpos: change.lpos, status: change.status, version: request.master.version + 1 },
    request.master.version,
  );
}

/** An LPO made or deleted: the cost sheet's and the request's lists of LPOs, and the request's status as `orders` stand. */
async function sheetLinks(
  caller: Caller,
  sheet: Awaited<ReturnType<typeof costSheets.require>>,
  lpos: string[],
  orders: readonly LpoMaster[],
): Promise<TransactItem[]> {
  return [
    costSheets.masterPut(
      caller.project,
      { ...sheet.master, lpos, version: sheet.master.version + 1 },
      sheet.master.version,
    ),
    await requestWrite(caller, sheet.master.purreqno, {
      lpos,
      status: requestStatusAfter(orders.map(isApproved)),
    }),
  ];
}

/** `insertLpo`: the order to one supplier chosen on an approved cost sheet, submitted to KPTC. */
export async function saveLpo(caller: Caller, body: LpoBody, now: Date) {
  const stored = body.docnumbr ? await lpos.require(caller.project, body.docnumbr) : undefined;
  if (stored && body.version !== stored.master.version) throw new ConflictError();
  if (stored && (!editableApproval(stored.master.approval) || orderReceived(stored.master)))
    throw new BadRequestError(messages.lpoNotEditable);
  const sheet = await costSheets.require(caller.project, body.costshtno);
  if (sheet.master.approval?.state !== 'approved') throw new BadRequestError(messages.costSheetNotApproved);
  const chosen = sheet.lines.filter((line) => line.vendcode === body.vendcode);
  if (chosen.length === 0)
    throw new BadRequestError(formatMessage(messages.lpoSupplierNotChosen, { supplier: body.vendcode }));
  const vendor = await requireApprovedSupplier(caller.project, body.vendcode);
  const others = await lpos.masters(
    caller.project,
    sheet.master.lpos.filter((number) => number !== stored?.master.docnumbr),
  );
  if (others.some((other) => other.vendcode === body.vendcode)) throw new BadRequestError(messages.lpoExists);
  if (body.deliverydate < (stored?.master.docdate ?? kuwaitClock(now).date))
    throw new BadRequestError(messages.lpoDeliveryDate);
  const catalog = await readCatalog(caller.project, { items: chosen.map((line) => line.sparepart) });
  const lines: LpoLine[] = chosen.map((line) => ({
    ...serialPartOf(line),
    sparecat: catalog.items.get(line.sparepart)?.sparecat ?? '',
    ...fieldsOf(line, 'qty unitprice'),
    value: lineValue(line.qty, line.unitprice),
  }));
  return lpos.saveKept(caller, stored?.master, now, async (kept, claims) => {
    const { docnumbr } = kept;
    const master: LpoMaster = {
      ...kept,
      ...sourceJobOrder(sheet.master),
      costshtno: sheet.master.docnumbr,
      purreqno: sheet.master.purreqno,
      ...fieldsOf(vendor, 'vendcode vendname'),
      quotno: chosen[0]!.quotno,
      ...fieldsOf(sheet.master, 'storecode storenam'),
      ...fieldsOf(body, 'deliverydate remarks'),
      totalval: sumKwd(lines.map((line) => line.value)),
      status: purchaseStatus.lpoGenerated,
      received: {},
      inspections: [],
    };
    const { plan, saved } = await approvals.submit(caller, { master, lines }, now);
    // A new LPO joins its cost sheet's and request's lists; a revision leaves them as they are.
    const links = stored
      ? []
      : await sheetLinks(caller, sheet, [...sheet.master.lpos, docnumbr], [...others, master]);
    const header = await readJobOrderCore(caller.project, master.jobordno);
    const moves =
      header && header.statuscde === 1408
        ? [
            {
              to: workflowSteps.purchaseOrder.to,
              remarks: `Purchase order ${docnumbr} to ${vendor.vendname}`,
            },
          ]
        : [];
    await commitChange(caller, {
      jobordno: master.jobordno,
      from: moves.length ? workflowSteps.purchaseOrder.from! : [],
      moves,
      items: [...claims, ...lpos.saveItems(caller.project, saved, stored), ...plan.items, ...links],
      busEvents: plan.busEvents,
    });
    return { docnumbr, version: master.version, totalval: master.totalval };
  });
}

/** `approveLpo`: KPTC's decision; the last LPO of the sheet approved moves the job order to 1410. */
export async function decideLpo(caller: Caller, body: ApprovalDecisionBody, now: Date) {
  const stored = await lpos.require(caller.project, body.docnumbr);
  const sheet = await costSheets.require(caller.project, stored.master.costshtno);
  const others = await lpos.masters(
    caller.project,
    sheet.master.lpos.filter((number) => number !== stored.master.docnumbr),
  );
  const result = await approvals.decide(
    caller,
    stored,
    'KPTC',
    body,
    lpos.decided(caller.project, stored.master, [purchaseStatus.lpoApproved, purchaseStatus.lpoGenerated]),
    now,
    async (next) => {
      const approved = next.state === 'approved';
      const all = [...others.map(isApproved), approved];
      const allApproved = all.every(Boolean);
      const header = await readJobOrderCore(caller.project, stored.master.jobordno);
      return {
        items: [
          await requestWrite(caller, stored.master.purreqno, {
            lpos: sheet.master.lpos,
            status: requestStatusAfter(all),
          }),
        ],
        ...(allApproved && header?.statuscde === 1409
          ? {
              move: {
                to: workflowSteps.purchaseOrderApproved.to,
                action: 'approve' as const,
                remarks: `Purchase orders of ${sheet.master.docnumbr} approved`,
              },
              from: workflowSteps.purchaseOrderApproved.from!,
            }
          : {}),
      };
    },
  );
  return decisionOutcome(body.docnumbr, result);
}

/** `deleteLpoApprove`: withdraws KPTC's decision while nothing was received. */
export async function withdrawLpoApproval(caller: Caller, docnumbr: string, now: Date) {
  const stored = await lpos.require(caller.project, docnumbr);
  if (orderReceived(stored.master)) throw new BadRequestError(messages.lpoDeletePastStage);
  const header = await readJobOrderCore(caller.project, stored.master.jobordno);
  const sheet = await costSheets.require(caller.project, stored.master.costshtno);
  const result = await approvals.withdraw(
    caller,
    stored,
    'KPTC',
    (next) => [
      lpos.masterPut(
        caller.project,
        { ...stored.master, ...next, status: purchaseStatus.lpoGenerated },
        stored.master.version,
      ),
    ],
    now,
    async () => ({
      items: [
        await requestWrite(caller, stored.master.purreqno, {
          lpos: sheet.master.lpos,
          status: purchaseStatus.lpoGenerated,
        }),
      ],
      ...(header?.statuscde === 1410
        ? {
            move: { to: 1409, action: 'unapprove' as const, remarks: `Approval of ${docnumbr} deleted` },
            from: [1410],
          }
        : {}),
    }),
  );
  return { docnumbr, version: result.version, state: result.approval.state };
}

/** `deleteLpo`: before KPTC's decision (or after a rejection), nothing received. */
export async function deleteLpo(caller: Caller, docnumbr: string, now: Date) {
  const stored = await lpos.require(caller.project, docnumbr);
  if (orderReceived(stored.master)) throw new BadRequestError(messages.lpoDeletePastStage);
  if (!editableApproval(stored.master.approval)) throw new BadRequestError(messages.lpoNotEditable);
  const sheet = await costSheets.require(caller.project, stored.master.costshtno);
  const remaining = sheet.master.lpos.filter((number) => number !== docnumbr);
  const others = await lpos.masters(caller.project, remaining);
  const header = await readJobOrderCore(caller.project, stored.master.jobordno);
  await commitChange(caller, {
    jobordno: stored.master.jobordno,
    moves:
      remaining.length === 0 && header?.statuscde === 1409
        ? [{ to: 1408, action: 'delete', remarks: `Purchase order ${docnumbr} deleted` }]
        : [],
    items: [
      lpos.deleteItem(caller.project, stored.master, deletionBy(caller, now)),
      ...approvals.retire(caller.project, stored),
      ...(await sheetLinks(caller, sheet, remaining, others)),
    ],
  });
  return { docnumbr };
}

export async function readLpo(caller: Caller, docnumbr: string, approvedOnly: boolean): Promise<LpoDocument> {
  const stored = await lpos.require(caller.project, docnumbr);
  if (approvedOnly && stored.master.approval?.state !== 'approved')
    throw new BadRequestError(messages.lpoNotApproved);
  return {
    master: stored.master,
    lines: inSerialOrder(stored.lines).map((line) => {
      const receivedqty = receivedOf(stored.master, line.serlnumb);
      return { ...line, receivedqty, openqty: Math.max(0, line.qty - receivedqty) };
    }),
    approvals: await approvalRecords(caller.project, docType, docnumbr),
  };
}

const lpoRow = (master: LpoMaster, orderedqty: number): LpoRow => ({
  ...fieldsOf(
    master,
    'docnumbr docdate costshtno purreqno jobordno vehicleno vendcode vendname storecode storenam deliverydate totalval status',
  ),
  ...approvalProgress(master.approval),
  receivedqty: Object.values(master.received).reduce((sum, qty) => sum + qty, 0),
  orderedqty,
  version: master.version,
});

/** `getLpoList`. The ordered quantity is kept on the master's lines, so each row reads its lines. */
export async function lpoList(caller: Caller, query: PurchaseListQuery) {
  const masters = await lpos.list(caller.project, query);
  const rows = await Promise.all(
    masters.map(async (master) => {
      const stored = await lpos.get(caller.project, master.docnumbr);
      return lpoRow(
        master,
        (stored?.lines ?? []).reduce((sum, line) => sum + line.qty, 0),
      );
    }),
  );
  return rows.filter(
    (row) =>
      (!query.state || row.state === query.state) && (!query.jobordno || row.jobordno === query.jobordno),
  );
}

export const pendingLpos = (caller: Caller) => pendingAt(caller.project, docType, 'KPTC');
export const approvedLpos = (caller: Caller) => approvedAt(caller.project, docType, 'KPTC');

/** `getLpoQuotationNos`: approved cost sheets with chosen suppliers that have no LPO yet. */
export async function sheetsForLpo(caller: Caller) {
  const sheets = (await costSheets.list(caller.project, {})).filter(
    (master) => master.approval?.state === 'approved',
  );
  const rows = await Promise.all(
    sheets.map(async (master) => {
      const [stored, ordered] = await Promise.all([
        costSheets.get(caller.project, master.docnumbr),
        lpos.masters(caller.project, master.lpos),
      ]);
      const done = new Set(ordered.map((order) => order.vendcode));
      const suppliers = [...new Set((stored?.lines ?? []).map((line) => line.vendcode))]
        .filter((vendcode) => !done.has(vendcode))
        .map((vendcode) => {
          const lines = stored!.lines.filter((line) => line.vendcode === vendcode);
          return {
            vendcode,
            vendname: lines[0]!.vendname,
            totalval: sumKwd(lines.map((line) => line.value)),
            lines: lines.length,
          };
        });
      return {
        costshtno: master.docnumbr,
        ...fieldsOf(master, 'purreqno jobordno vehicleno'),
        suppliers,
      };
    }),
  );
  return rows.filter((row) => row.suppliers.length > 0);
}

/** `getLpoInspectionNos`: approved LPOs with quantities still to receive. */
export async function lposForInspection(caller: Caller) {
  const approved = (await lpos.list(caller.project, {})).filter(
    (master) => master.approval?.state === 'approved',
  );
  const rows = await Promise.all(
    approved.map(async (master) => {
      const stored = await lpos.get(caller.project, master.docnumbr);
      const openqty = (stored?.lines ?? []).reduce(
        (sum, line) => sum + Math.max(0, line.qty - receivedOf(master, line.serlnumb)),
        0,
      );
      return {
        ...fieldsOf(master, 'docnumbr vendcode vendname storecode storenam jobordno'),
        openqty,
      };
    }),
  );
  return rows.filter((row) => row.openqty > 0);
}

// ---- Item inspection -----------------------------------------------------------------------------

/** `insertPurInspection`: the accepted quantities received into the store (SRV on the ledger), one transaction. */
export async function saveInspection(caller: Caller, body: InspectionBody, now: Date) {
  const lpo = await lpos.require(caller.project, body.lpono);
  if (lpo.master.approval?.state !== 'approved') throw new BadRequestError(messages.lpoNotApproved);
  const byLine = new Map(lpo.lines.map((line) => [line.serlnumb, line]));
  if (
    body.lines.some((line) => !byLine.has(line.serlnumb)) ||
    new Set(body.lines.map((line) => line.serlnumb)).size !== body.lines.length
  )
    throw new BadRequestError(messages.inspectionLineUnknown);
  for (const line of body.lines) {
    const ordered = byLine.get(line.serlnumb)!;
    const open = ordered.qty - receivedOf(lpo.master, line.serlnumb);
    if (line.acceptedqty > open)
      throw new BadRequestError(
        formatMessage(messages.inspectionTooMuch, { item: ordered.sparepart, open: Math.max(0, open) }),
      );
    if (line.rejectedqty > 0 && !line.remarks)
      throw new BadRequestError(formatMessage(messages.inspectionRejectRemarks, { item: ordered.sparepart }));
  }
  const clock = kuwaitClock(now);
  const year = clock.date.slice(0, 4);
  const lines: InspectionLine[] = body.lines
    .filter((line) => line.receivedqty > 0)
    .map((line) => {
      const ordered = byLine.get(line.serlnumb)!;
      return {
        ...fieldsOf(line, 'serlnumb receivedqty acceptedqty rejectedqty remarks'),
        ...fieldsOf(ordered, 'sparepart sparenam spareuom unitprice'),
        orderedqty: ordered.qty,
        value: lineValue(line.acceptedqty, ordered.unitprice),
      };
    });
  const accepted = lines.filter((line) => line.acceptedqty > 0);
  const received = { ...lpo.master.received };
  for (const line of accepted)
    received[String(line.serlnumb)] = (received[String(line.serlnumb)] ?? 0) + line.acceptedqty;
  const totalval = sumKwd(accepted.map((line) => line.value));
  // Both numbers are claimed in the inspection's own transaction; with nothing accepted there is no SRV
  // (the empty number stands for it and claims nothing).
  return inspections.numbered(caller.project, year, undefined, (docnumbr, claims) =>
    saveNumbered(
      caller.project,
      accepted.length ? undefined : '',
      voucherNumbers('SRV', year),
      async (srvno, srvClaims) => {
        const master: InspectionMaster = {
          docnumbr,
          docdate: clock.date,
          doctime: clock.time,
          lpono: lpo.master.docnumbr,
          ...fieldsOf(lpo.master, 'costshtno purreqno jobordno vendcode vendname storecode storenam'),
          srvno,
          remarks: body.remarks,
          totalval,
          cretuser: caller.usercode,
          version: 1,
        };
        const header = await readJobOrderCore(caller.project, lpo.master.jobordno);
        const moves =
          accepted.length && header && (workflowSteps.itemInspection.from ?? []).includes(header.statuscde)
            ? [
                {
                  to: workflowSteps.itemInspection.to,
                  remarks: `Items of ${lpo.master.docnumbr} received on ${srvno}`,
                },
              ]
            : [];
        const documentItems = (stockItems: TransactItem[]): TransactItem[] => [
          ...claims,
          ...srvClaims,
          ...inspections.saveItems(caller.project, { master, lines }, undefined),
          lpos.masterPut(
            caller.project,
            {
              ...lpo.master,
              received,
              inspections: [...lpo.master.inspections, docnumbr],
              version: lpo.master.version + 1,
            },
            lpo.master.version,
          ),
          ...(srvno
            ? [
                voucherMasterPut(caller.project, {
                  doctype: 'SRV',
                  docnumbr: srvno,
                  docdate: clock.date,
                  doctime: clock.time,
                  ...fieldsOf(lpo.master, 'storecode storenam jobordno vehicleno vendcode vendname'),
                  refdocno: lpo.master.docnumbr,
                  remarks: `Item inspection ${docnumbr}${body.remarks ? `: ${body.remarks}` : ''}`,
                  totalqty: accepted.reduce((sum, line) => sum + line.acceptedqty, 0),
                  totalval,
                  cretuser: caller.usercode,
                  version: 1,
                }),
              ]
            : []),
          ...stockItems,
        ];
        if (!srvno) {
          await commitChange(caller, { jobordno: lpo.master.jobordno, items: documentItems([]) });
          return { docnumbr, srvno, totalval };
        }
        const { posting, makeOf } = await acceptedStock(caller, lpo, now, accepted, {
          doctype: 'SRV',
          docnumbr: srvno,
          docpk: voucherKeys.pk(caller.project, 'SRV', srvno),
        });
        const ledgerLines = accepted.map((line, index) => {
          const ordered = byLine.get(line.serlnumb)!;
          return {
            kind: 'RECEIPT' as const,
            ...fieldsOf(lpo.master, 'storecode storenam'),
            item: ledgerItemOf({ ...ordered, vehmakid: makeOf(line.sparepart) }),
            qty: line.acceptedqty,
            unitcost: line.unitprice,
            serlnumb: index + 1,
            sk: lineSk(index + 1),
          };
        });
        await postToLedger(posting, ledgerLines, async (stock) => {
          await commitChange(caller, {
            jobordno: lpo.master.jobordno,
            from: moves.length ? workflowSteps.itemInspection.from! : [],
            moves,
            items: documentItems([...stock.items, ...outboxPuts(stock.busEvents)]),
          });
        });
        return { docnumbr, srvno, totalval };
      },
    ),
  );
}

/**
 * What an inspection's accepted lines move in stock with: their items' makes from the catalog, and the
 * posting of the document that moves them (the receipt voucher, or the inspection when it is deleted).
 */
async function acceptedStock(
  caller: Caller,
  lpo: StoredLpo,
  now: Date,
  accepted: readonly { sparepart: string }[],
  document: Pick<LedgerPosting, 'doctype' | 'docnumbr' | 'docpk'>,
) {
  const catalog = await readCatalog(caller.project, { items: accepted.map((line) => line.sparepart) });
  const posting: LedgerPosting = postingBy(caller, now, {
    ...document,
    ...givenFields(lpo.master, 'jobordno'),
  });
  return { posting, makeOf: (sparepart: string) => catalog.items.get(sparepart)?.vehmakid ?? '' };
}

/** `deletePurIns?docnumbr`: reverses the receipt (the stock must still be there) and the LPO's received quantities. */
export async function deleteInspection(caller: Caller, docnumbr: string, now: Date) {
  const stored = await inspections.require(caller.project, docnumbr);
  const lpo = await lpos.require(caller.project, stored.master.lpono);
  const received = { ...lpo.master.received };
  const accepted = stored.lines.filter((line) => line.acceptedqty > 0);
  for (const line of accepted)
    received[String(line.serlnumb)] = Math.max(0, (received[String(line.serlnumb)] ?? 0) - line.acceptedqty);
  // Quantities the supplier's invoices bill must stay received (the invoice save checks the LPO's version,
  // which this delete moves, so the two cannot cross).
  const invoiced = orderInvoiced.takenByOthers(await orderInvoiced.read(caller.project, lpo.master.docnumbr));
  if ([...invoiced].some(([serlnumb, qty]) => qty > (received[String(serlnumb)] ?? 0)))
    throw new BadRequestError(messages.inspectionInvoiced);
  const items = (stockItems: TransactItem[]): TransactItem[] => [
    inspections.deleteItem(caller.project, stored.master, deletionBy(caller, now)),
    lpos.masterPut(
      caller.project,
      {
        ...lpo.master,
        received,
        inspections: lpo.master.inspections.filter((number) => number !== docnumbr),
        version: lpo.master.version + 1,
      },
      lpo.master.version,
    ),
    ...stockItems,
  ];
  if (!stored.master.srvno || accepted.length === 0) {
    await commitChange(caller, { jobordno: lpo.master.jobordno, items: items([]) });
    return { docnumbr, srvno: '' };
  }
  const { posting, makeOf } = await acceptedStock(caller, lpo, now, accepted, {
    doctype: 'PIN',
    docnumbr,
    docpk: inspections.pk(caller.project, docnumbr),
  });
  const ledgerLines = accepted.map((line, index) => ({
    kind: 'ISSUE' as const,
    ...fieldsOf(stored.master, 'storecode storenam'),
    item: ledgerItemOf({ ...line, sparecat: '', vehmakid: makeOf(line.sparepart) }),
    qty: line.acceptedqty,
    unitcost: 0,
    serlnumb: index + 1,
    sk: `REVERSAL#${String(index + 1).padStart(3, '0')}`,
  }));
  await postToLedger(posting, ledgerLines, async (stock) => {
    await commitChange(caller, {
      jobordno: lpo.master.jobordno,
      items: items([...stock.items, ...outboxPuts(stock.busEvents)]),
    });
  });
  return { docnumbr, srvno: stored.master.srvno };
}

export async function readInspection(caller: Caller, docnumbr: string) {
  const stored = await inspections.require(caller.project, docnumbr);
  return { master: stored.master, lines: inSerialOrder(stored.lines) };
}

export async function inspectionList(caller: Caller, query: PurchaseListQuery) {
  const masters = await inspections.list(caller.project, query);
  return masters.map((master) =>
    fieldsOf(master, 'docnumbr docdate lpono purreqno jobordno vendname storenam srvno totalval'),
  );
}
