/**
 * The stores of the documents that modules beside their own read or update (functions/lib/documents.ts):
 * the estimation (the garage inspection's repair job, the verification page), the garage inspection
 * (the warranty's earlier repairs, the invoices' costing, the technicians' progress) and the item
 * request (the garage issue and the purchase request write its master in their own transactions).
 * Their own modules hold their rules; this is only where and how they are stored.
 */
import type { EstimationLine, EstimationMaster } from '@fleet/shared/garage/estimation';
import type { InspectionLine, InspectionMaster } from '@fleet/shared/garage/garage-inspection';
import type { ItemRequestLine, ItemRequestMaster } from '@fleet/shared/parts/item-request';
import { documentStore, type StoredDocument } from '#lib/documents';
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
