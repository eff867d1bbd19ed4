/**
 * What the procurement documents share (docs/procurement.md): their storage (functions/lib/documents.ts),
 * the supplier rule ('Only MOI approved suppliers can be selected'), the approvable view the approval
 * engine reads, and one commit that goes through the job order's status engine when the document
 * belongs to a job order and is a plain transaction with the same outbox otherwise.
 */
import { formatMessage, messages } from '@fleet/shared';
import type { Vendor } from '@fleet/shared/platform/lookups';
import type {
  CostSheetLine,
  CostSheetMaster,
  InspectionLine,
  InspectionMaster,
  PurchaseRequestLine,
  PurchaseRequestMaster,
  QuotationLine,
  QuotationMaster,
} from '@fleet/shared/procurement/procurement';
import { documentStore } from '#lib/documents';
import { transactWrite, type TransactItem } from '#lib/db';
import { BadRequestError, found } from '#lib/errors';
import type { Caller } from '#lib/registry';
import { type StatusMove, writeJobOrderAs } from '../engines/status/engine.ts';
import { vendorUseItems } from '../engines/masters/master-data-usage.ts';
import { outboxPuts, publishOutbox, type OutboxEvent } from '../engines/status/outbox.ts';
import { readCatalog } from '../engines/masters/catalog.ts';

export const purchaseRequests = {
  PRQ: documentStore<PurchaseRequestMaster, PurchaseRequestLine>('PRQ', 'purchaseRequest'),
  PRJ: documentStore<PurchaseRequestMaster, PurchaseRequestLine>('PRJ', 'purchaseRequest'),
};
export const quotations = documentStore<QuotationMaster, QuotationLine>('PQT', 'purchaseQuotation');
export const costSheets = documentStore<CostSheetMaster, CostSheetLine>('CST', 'costSheet');
export { lpos } from '../engines/document-stores.ts';
export const inspections = documentStore<InspectionMaster, InspectionLine>('PIN', 'purInspection');

/** The store of a purchase request number (PRQ-... or PRJ-...). */
export function purchaseRequestStore(docnumbr: string) {
  return docnumbr.startsWith('PRJ') ? purchaseRequests.PRJ : purchaseRequests.PRQ;
}

export async function requirePurchaseRequest(project: string, docnumbr: string) {
  return found(
    await purchaseRequestStore(docnumbr).get(project, docnumbr),
    formatMessage(messages.purchaseRequestUnknown, { docnumbr }),
  );
}

/** A supplier that exists, is active and is MOI approved. */
export async function requireApprovedSupplier(project: string, vendcode: string): Promise<Vendor> {
  const catalog = await readCatalog(project, { vendors: [vendcode] });
  const vendor = catalog.vendors.get(vendcode);
  if (!vendor || vendor.status === 'inactive') throw new BadRequestError(messages.storeUnknownSupplier);
  if (vendor.moiApproved !== 'Y') throw new BadRequestError(messages.supplierNotMoiApproved);
  return vendor;
}

/** The suppliers a change orders from: the `vendcode` of an LPO it writes (not a deleted one). */
function suppliersNamed(items: readonly TransactItem[]) {
  return items.flatMap((item) => {
    const put = item.Put?.Item as Record<string, unknown> | undefined;
    const vendcode = put?.['vendcode'];
    const ordered = put?.['entity'] === 'lpo' && put['sk'] === 'MASTER' && !put['deldate'];
    return ordered && typeof vendcode === 'string' && vendcode ? [vendcode] : [];
  });
}

/**
 * One transaction for a document change: through the job order's engine when `jobordno` is set
 * (`from`: statuses allowed, `moves` may be empty), else the items with the outbox, published after.
 */
export async function commitChange(
  caller: Caller,
  change: {
    jobordno?: string | undefined;
    from?: readonly number[];
    moves?: StatusMove[];
    items: TransactItem[];
    busEvents?: OutboxEvent[];
  },
) {
  const busEvents = change.busEvents ?? [];
  // The suppliers the document names, for the supplier master's in-use check (master-data/usage.ts).
  const items = [...change.items, ...vendorUseItems(caller.project, change.items)];
  if (change.jobordno) {
    await writeJobOrderAs(caller, {
      jobordno: change.jobordno,
      from: change.from ?? [],
      moves: change.moves ?? [],
      items,
      busEvents,
      // The job order waits on these suppliers (downtime by supplier).
      addIds: { suppliers: suppliersNamed(change.items) },
    });
    return;
  }
  await transactWrite([...items, ...outboxPuts(busEvents)]);
  await publishOutbox(busEvents);
}
