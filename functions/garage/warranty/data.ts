/**
 * Data access of warranty claims and of the earlier repairs of a plate. Keys (ARCHITECTURE.md
 * section 4):
 * - a claim lives in the claiming job order's partition: pk `<project>#JO#<jobordno>`,
 *   sk `WARRANTY#<docnumbr>`, gsi1 `<project>#WARRANTY` / `<warrdate>#<docnumbr>` (the list by date);
 * - a reference item `<project>#WARRANTY#<docnumbr>` / `REF` finds the job order from the number;
 * - a link item in the earlier job order's partition, sk `WARRANTYCLAIM#<docnumbr>`: the claims made
 *   against its repairs;
 * - the warranty window: master record `<project>#M#WARRANTYSET` / `DEFAULT`.
 * The earlier repairs of a plate are read by key: the vehicle's job orders from gsi2
 * (`<project>#VEH#<vehicleno>` / `JO#<date>#<jobordno>`, bounded by date), then per job order its
 * garage inspection lines (gsi2 + one Query) and its garage technicians (one GetItem).
 */
import type {
  EarlierRepair,
  WarrantyCandidate,
  WarrantyCheck,
  WarrantySetting,
} from '@fleet/shared/garage/warranty';
import { defaultWarrantyDays } from '@fleet/shared/garage/warranty';
import type { JobOrderCore } from '@fleet/shared/reception/job-orders';
import {
  getItem,
  queryAll,
  transactDelete,
  transactPut,
  versionedPut,
  withoutKeys,
  type TransactItem,
} from '#lib/db';
import type { Row } from '#lib/db';
import { kuwaitDay } from '#lib/clock';
import { recordStore } from '#lib/documents';
import { key } from '#lib/table';
import { engineKeys } from '../../engines/status/engine.ts';
import { jobOrderPk } from '../../engines/status/headers.ts';
import { garageInspections, garageTechnicianAssignment } from '../../engines/document-stores.ts';
import { fieldsOf, givenFields } from '#lib/attributes';

/** Claims, in the claiming job order's partition (`WARRANTY#<docnumbr>`), listed by warrdate. */
export const warrantyChecks = recordStore<WarrantyCheck>({
  type: 'WARRANTY',
  entity: 'warrantyCheck',
  prefix: 'WC',
  date: (claim) => claim.warrdate,
  jobOrder: { entity: 'warrantyReference' },
});

export const warrantyKeys = {
  link: (project: string, prevjobordno: string, docnumbr: string) => ({
    pk: jobOrderPk(project, prevjobordno),
    sk: `WARRANTYCLAIM#${docnumbr}`,
  }),
  setting: (project: string) => ({ pk: key.project(project, 'M', 'WARRANTYSET'), sk: 'DEFAULT' }),
};

// ---- Reads ----------------------------------------------------------------------------------------

/** The warranty window of the project (the default until saved). */
export async function getWarrantySetting(project: string): Promise<WarrantySetting> {
  const { pk, sk } = warrantyKeys.setting(project);
  const item = await getItem<Row>(pk, sk);
  if (!item) return { warrdays: defaultWarrantyDays, version: 0 };
  const stored = withoutKeys(item) as unknown as WarrantySetting;
  return {
    warrdays: Number(stored.warrdays),
    version: Number(stored.version),
    ...givenFields(stored, 'moduser moddate'),
  };
}

/** The day a repair line was done: when its work finished, else the delivery of a closed job order. */
function doneDay(line: { finishedat?: string }, header: Pick<JobOrderCore, 'state' | 'statusAt'>): string {
  if (line.finishedat) return kuwaitDay(new Date(line.finishedat));
  if (header.state === 'closed' && header.statusAt) return kuwaitDay(new Date(header.statusAt));
  return '';
}

/** One earlier job order with its repair lines and who did them. */
export async function earlierJobOrder(
  project: string,
  header: JobOrderCore & Row,
): Promise<Omit<WarrantyCandidate, 'repairs'> & { repairs: EarlierRepair[] }> {
  const [inspectionNo, technicians] = await Promise.all([
    garageInspections.lastOfJobOrder(project, header.jobordno),
    garageTechnicianAssignment(project, header.jobordno),
  ]);
  const inspection = inspectionNo ? await garageInspections.get(project, inspectionNo) : undefined;
  const technicianOf = (wrkshpid: string) => technicians?.details.find((line) => line.wrkshpid === wrkshpid);
  return {
    ...fieldsOf(header, 'jobordno joborddat vehicleno'),
    garage: header.garage ?? '',
    garagnam: header.garagnam ?? '',
    statuscde: Number(header.statuscde),
    empcdetech: String(header['empcdetech'] ?? ''),
    emplname: String(header['emplname'] ?? ''),
    // Sub repairs only: a labour line the estimation added (no sub repair) is not claimed on.
    repairs: (inspection?.lines ?? [])
      .filter((line) => line.subrepid)
      .map((line) => {
        const technician = technicianOf(line.wrkshpid);
        return {
          ...fieldsOf(line, 'wrkshpid wrkshpnam mainrepid mainrepnam subrepid subrepnam'),
          ...givenFields(line, 'wrkshpnamar mainrepnamar subrepnamar'),
          donedate: doneDay(line, header),
          empcdetech: technician?.empcdetech ?? String(header['empcdetech'] ?? ''),
          emplname: technician?.emplname ?? String(header['emplname'] ?? ''),
        };
      }),
  };
}

/** The plate's job orders dated on or after `fromDay` (gsi2 Query), each with its repairs. */
export async function earlierJobOrders(project: string, vehicleno: string, fromDay: string) {
  const headers = await queryAll<Row>({
    pk: engineKeys.byVehicle(project, vehicleno),
    index: 'gsi2',
    between: [`JO#${fromDay}`, 'JO#~'],
    ascending: false,
  });
  return Promise.all(
    headers.map((item) => {
      const header = withoutKeys(item) as unknown as JobOrderCore & Row;
      return earlierJobOrder(project, { ...header, state: header.state ?? 'open' });
    }),
  );
}

// ---- Writes ---------------------------------------------------------------------------------------

/** A claim's puts (new with its reference, or at `expectedVersion`) and its link in the earlier job order. */
export function warrantyPut(project: string, claim: WarrantyCheck, expectedVersion?: number): TransactItem[] {
  const link = transactPut({
    ...warrantyKeys.link(project, claim.prevjobordno, claim.docnumbr),
    entity: 'warrantyClaimLink',
    ...fieldsOf(claim, 'docnumbr jobordno warrdate warrstatus'),
    subrepids: claim.repairs.map((repair) => repair.subrepid),
  });
  return [...warrantyChecks.puts(project, claim, expectedVersion), link];
}

/** Soft delete of a claim at its version; its link in the earlier job order goes. */
export function warrantyDelete(
  project: string,
  claim: WarrantyCheck,
  deletion: { deluser: string; deldate: string },
): TransactItem[] {
  return [
    warrantyChecks.delete(project, claim, deletion),
    transactDelete(warrantyKeys.link(project, claim.prevjobordno, claim.docnumbr)),
  ];
}

/** The warranty window put at its version (0: never saved). */
export function warrantySettingPut(project: string, setting: Required<WarrantySetting>): TransactItem {
  const item = { ...warrantyKeys.setting(project), entity: 'warrantySetting', ...setting };
  return setting.version === 1 ? versionedPut(item, undefined) : versionedPut(item, setting.version - 1);
}
