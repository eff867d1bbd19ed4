/**
 * The stores of the documents that modules beside their own read or update (functions/lib/documents.ts):
 * the estimation (the garage inspection's repair job, the verification page), the garage inspection
 * (the warranty's earlier repairs, the invoices' costing, the technicians' progress), the item request
 * (the garage issue and the purchase request write its master in their own transactions), the garage
 * technician assignment (the warranty's technicians, the dashboards, the repair master's seed), the
 * scrap spares (the dashboards), the supplier invoice (the credit invoice credits its lines), the
 * credit invoice (the verification page) and the purchase order (the store receipt against it), and
 * the allocation records of what documents take against others (#lib/allocations: the LPO's quantities
 * the supplier invoices bill, the supplier invoice's lines the credit invoices credit), read by the
 * source's module to keep what others took. Their own modules hold their rules; this is only where and
 * how they are stored.
 */
import type { EstimationLine, EstimationMaster } from '@fleet/shared/garage/estimation';
import type { InspectionLine, InspectionMaster } from '@fleet/shared/garage/garage-inspection';
import type { ItemRequestLine, ItemRequestMaster } from '@fleet/shared/parts/item-request';
import type { GarageTechnicianAssignment } from '@fleet/shared/garage/garage-technician';
import type { LpoLine, LpoMaster } from '@fleet/shared/procurement/procurement';
import type { ScrapSpares } from '@fleet/shared/garage/scrap-spares';
import type { SupplierInvoiceLine, SupplierInvoiceMaster } from '@fleet/shared/accounts/supplier-invoice';
import type { CreditInvoiceLine, CreditInvoiceMaster } from '@fleet/shared/accounts/credit-invoice';
import { roundKwd } from '@fleet/shared/engines/amounts';
import { allocationRecord } from '#lib/allocations';
import { getItem, withoutKeys } from '#lib/db';
import { documentStore, recordStore, type StoredDocument } from '#lib/documents';
import { key } from '#lib/table';
import { jobOrderPk } from './status/headers.ts';
import { subRepairUse } from './masters/repair-usage.ts';

export type EstimationStoredMaster = EstimationMaster & { prevstatus?: number; deldate?: string };
export type StoredEstimation = StoredDocument<EstimationStoredMaster, EstimationLine>;

/** Estimations `QT-<year>-<nnnnn>` (`QUOT`): a line naming a sub repair marks it in use. */
export const estimations = documentStore<EstimationStoredMaster, EstimationLine>('QUOT', 'estimation', {
  prefix: 'QT',
  lineExtra: (project, master, line) =>
    subRepairUse(project, line, `QUOT#${master.docnumbr}#${line.serlnumb}`),
});

export type StoredInspection = StoredDocument<InspectionMaster & { deldate?: string }, InspectionLine>;

/** Garage inspections `GI-<year>-<nnnnn>` (`GARINSP`), listed by inspdate; lines mark their sub repairs. */
export const garageInspections = documentStore<InspectionMaster & { deldate?: string }, InspectionLine>(
  'GARINSP',
  'garageInspection',
  {
    prefix: 'GI',
    date: (master) => master.inspdate,
    lineExtra: (project, master, line) =>
      subRepairUse(project, line, `GARINSP#${master.docnumbr}#${line.serlnumb}`),
  },
);

export type StoredItemRequest = StoredDocument<ItemRequestMaster & { deldate?: string }, ItemRequestLine>;

/** Item requests `IRQ-<year>-<nnnnn>`: issued and returned quantities live on the master. */
export const itemRequests = documentStore<ItemRequestMaster & { deldate?: string }, ItemRequestLine>(
  'IRQ',
  'itemRequest',
);

/**
 * Local purchase orders `LPO-<year>-<nnnnn>`: what was received on each line lives on the master, written
 * by the item inspection and by the store receipt against the order (parts/stores), each in its own
 * transaction on the master's version.
 */
export const lpos = documentStore<LpoMaster, LpoLine>('LPO', 'lpo');

/** Supplier invoices `PIV-<year>-<nnnnn>` (their own partition, listed by docdate). */
export const supplierInvoices = documentStore<SupplierInvoiceMaster, SupplierInvoiceLine>(
  'PIV',
  'supplierInvoice',
);

/** Credit invoices `CRN-<year>-<nnnnn>` against supplier invoices (issue 28). */
export const creditInvoices = documentStore<CreditInvoiceMaster, CreditInvoiceLine>('CRN', 'creditInvoice');

/**
 * What the supplier invoices of an LPO bill, quantity per LPO line: pk `<project>#PIVLPO#<lpono>`, sk
 * `INVOICED`, `{lpono, invoices: {<pivno>: {<serlnumb>: qty}}, version}`.
 */
export const orderInvoiced = allocationRecord<number>({
  type: 'PIVLPO',
  sk: 'INVOICED',
  entity: 'supplierInvoiceOrder',
  sourceField: 'lpono',
  takenField: 'invoices',
  add: (sum, more) => sum + more,
});

/** A credit of one supplier invoice line: returned quantity and amount (KWD). */
export interface LineCredit {
  qty: number;
  value: number;
}

/**
 * What the credit invoices of a supplier invoice credit per invoice line: pk `<project>#CRNPIV#<pivno>`,
 * sk `CREDITED`, `{pivno, credits: {<crnno>: {<serlnumb>: {qty, value}}}, version}`.
 */
export const invoiceCredited = allocationRecord<LineCredit>({
  type: 'CRNPIV',
  sk: 'CREDITED',
  entity: 'creditInvoiceCredited',
  sourceField: 'pivno',
  takenField: 'credits',
  add: (sum, more) => ({ qty: sum.qty + more.qty, value: roundKwd(sum.value + more.value) }),
});

/** Scrap spares `SS-<year>-<nnnnn>`: their own partition (the ledger's movements beside the master). */
export const scraps = recordStore<ScrapSpares>({
  type: 'SCRAP',
  entity: 'scrapSpares',
  prefix: 'SS',
  date: (scrap) => scrap.docdate,
  gsi2: 'jobOrder',
});

/**
 * A job order's garage technician assignment: one item in its partition (sk `ASSIGNTECHG`, the workshop
 * lines inside), gsi1 `<project>#ASSIGNTECHG` / `<asgndate>#<jobordno>` (the list by assignment date).
 */
export const garageTechnicianKeys = {
  document: (project: string, jobordno: string) => ({ pk: jobOrderPk(project, jobordno), sk: 'ASSIGNTECHG' }),
  /** gsi1 partition: a project's garage assignments by assignment date. */
  byDate: (project: string) => key.project(project, 'ASSIGNTECHG'),
};

/** The live garage technician assignment of a job order (undefined when none or deleted). */
export async function garageTechnicianAssignment(
  project: string,
  jobordno: string,
): Promise<GarageTechnicianAssignment | undefined> {
  const { pk, sk } = garageTechnicianKeys.document(project, jobordno);
  const item = await getItem<Record<string, unknown>>(pk, sk);
  return item && !item['deldate'] ? (withoutKeys(item) as unknown as GarageTechnicianAssignment) : undefined;
}
