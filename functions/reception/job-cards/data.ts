/**
 * Data access of MOI job cards. The header, history, status index and vehicle lock are the engine's
 * (functions/engines/status/engine.ts); the job card's own documents live in its job order partition
 * (pk `<project>#JO#<jobordno>`):
 * - sk `CHECKLIST#MOI`: the vehicle checklist (gsi1 `<project>#CHECKLISTMOI` / `<date>#<jobordno>`);
 * - sk `ATTACH#JOBCARD`: the photos' file ids;
 * - sk `INSPECTIONMOI#<docnumbr>`: the inspector's inspection (gsi1 `<project>#INSPECTIONMOI` /
 *   `<inspdate>#<docnumbr>`, gsi2 `<project>#INSPECTIONMOI` / `<docnumbr>`: found by number).
 */
import type { UserProfileItem } from '#lib/caller';
import {
  getItem,
  getItems,
  queryAll,
  withoutKeys,
  type TransactItem,
  type Row,
  transactDelete,
} from '#lib/db';
import { key } from '#lib/table';
import { dateRangeKeys, type DateRange } from '#lib/documents';
import type { VehicleCheck } from '@fleet/shared/platform/lookups';
import type {
  Attachment,
  ChecklistDocument,
  ChecklistEntry,
  ChecklistLine,
  InspectionDocument,
  JobCardRecord,
} from '@fleet/shared/reception/job-cards';
import { readJobOrderCore } from '../../engines/status/engine.ts';
import { jobOrderKeys, jobOrderPk } from '../../engines/status/headers.ts';
import { masterKeys, masterTypes } from '../../engines/masters/keys.ts';

export const jobCardKeys = {
  checklist: (project: string, jobordno: string) => ({
    pk: jobOrderPk(project, jobordno),
    sk: 'CHECKLIST#MOI',
  }),
  attachments: (project: string, jobordno: string) => ({
    pk: jobOrderPk(project, jobordno),
    sk: 'ATTACH#JOBCARD',
  }),
  inspection: (project: string, jobordno: string, docnumbr: string) => ({
    pk: jobOrderPk(project, jobordno),
    sk: `INSPECTIONMOI#${docnumbr}`,
  }),
  checklistsByDate: (project: string) => key.project(project, 'CHECKLISTMOI'),
  inspectionsByDate: (project: string) => key.project(project, 'INSPECTIONMOI'),
  inspectionByNumber: (project: string) => key.project(project, 'INSPECTIONMOI'),
};

export const deleteExisting = (keys: { pk: string; sk: string }): TransactItem =>
  transactDelete(keys, 'attribute_exists(pk)');

// ---- Master data ----------------------------------------------------------------------------------

/** The garage's names, the checklist items named and the inspector's profile, in one batch read. */
export async function findCreateParties(
  project: string,
  codes: { garage: string; inspector?: string },
): Promise<{ garage?: { garagnam: string; garagnamar: string }; inspector?: UserProfileItem }> {
  const garageKey = masterKeys.record(project, masterTypes.garage, codes.garage);
  const inspectorKey = codes.inspector ? { pk: key.global('USER'), sk: codes.inspector } : undefined;
  const found = await getItems<Row>([garageKey, ...(inspectorKey ? [inspectorKey] : [])]);
  const garage = found.find((item) => item['pk'] === garageKey.pk);
  const inspector = inspectorKey && found.find((item) => item['pk'] === inspectorKey.pk);
  return {
    garage: garage
      ? { garagnam: String(garage['garagnam'] ?? ''), garagnamar: String(garage['garagnamar'] ?? '') }
      : undefined,
    inspector: inspector as UserProfileItem | undefined,
  };
}

// ---- Job card reads -------------------------------------------------------------------------------

/** A job card's header (undefined when missing). */
export async function readJobCard(project: string, jobordno: string): Promise<JobCardRecord | undefined> {
  return (await readJobOrderCore(project, jobordno)) as JobCardRecord | undefined;
}

/** The job order partition: header, checklist, attachments and inspections in one Query. */
export async function readJobCardPartition(project: string, jobordno: string) {
  const items = await queryAll<Row>({ pk: jobOrderPk(project, jobordno) });
  const bySk = (sk: string) => items.find((item) => item['sk'] === sk);
  const header = bySk(jobOrderKeys.header(project, jobordno).sk);
  const checklist = bySk(jobCardKeys.checklist(project, jobordno).sk);
  const attachments = bySk(jobCardKeys.attachments(project, jobordno).sk);
  return {
    header: header
      ? ({ ...withoutKeys(header), statuscde: Number(header['statuscde']) } as unknown as JobCardRecord)
      : undefined,
    checklist: checklist ? (withoutKeys(checklist) as unknown as ChecklistDocument) : undefined,
    photos: ((attachments?.['photos'] as Attachment[] | undefined) ?? []).map((photo) => ({ ...photo })),
    inspections: items
      .filter((item) => String(item['sk']).startsWith('INSPECTIONMOI#'))
      .map((item) => withoutKeys(item) as unknown as InspectionDocument),
  };
}

/** The items of the date index `pk` (gsi1) dated within the window (YYYY-MM-DD, inclusive), newest first. */
const datedWithin = (pk: string, range: DateRange) =>
  queryAll<Row>({ pk, index: 'gsi1', between: dateRangeKeys(range), ascending: false });

/** MOI job card headers dated within [from, to] (YYYY-MM-DD), newest first. */
export async function jobCardsByDate(project: string, range: DateRange): Promise<JobCardRecord[]> {
  const items = await datedWithin(jobOrderKeys.byDate(project), range);
  return items
    .filter((item) => item['kind'] === 'MOI' && item['entity'] === 'jobOrderHeader')
    .map(
      (item) => ({ ...withoutKeys(item), statuscde: Number(item['statuscde']) }) as unknown as JobCardRecord,
    );
}

export async function readChecklist(project: string, jobordno: string) {
  const { pk, sk } = jobCardKeys.checklist(project, jobordno);
  const item = await getItem<Row>(pk, sk);
  return item ? (withoutKeys(item) as unknown as ChecklistDocument) : undefined;
}

export async function checklistsByDate(project: string, range: DateRange) {
  const items = await datedWithin(jobCardKeys.checklistsByDate(project), range);
  return items.map((item) => withoutKeys(item) as unknown as ChecklistDocument);
}

/** An inspection by its number (gsi2), undefined when missing. */
export async function readInspection(project: string, docnumbr: string) {
  const items = await queryAll<Row>({
    pk: jobCardKeys.inspectionByNumber(project),
    index: 'gsi2',
    between: [docnumbr, docnumbr],
  });
  const item = items[0];
  return item ? (withoutKeys(item) as unknown as InspectionDocument) : undefined;
}

export async function inspectionsByDate(project: string, range: DateRange) {
  const items = await datedWithin(jobCardKeys.inspectionsByDate(project), range);
  return items.map((item) => withoutKeys(item) as unknown as InspectionDocument);
}

// ---- Items written with the engine's transaction --------------------------------------------------

/** The checklist with the items' names from master data (unknown items keep their codes). */
export function namedChecklist(
  entries: readonly ChecklistEntry[],
  master: readonly VehicleCheck[],
): ChecklistLine[] {
  const byKey = new Map(master.map((check) => [`${check.checkheader}#${check.checkid}`, check]));
  return entries.map((entry) => {
    const check = byKey.get(`${entry.checkheader}#${entry.checkid}`);
    return {
      ...entry,
      checkheadernam: check?.checkheadernam ?? entry.checkheader,
      checkheadernamar: check?.checkheadernamar ?? '',
      checknam: check?.checknam ?? entry.checkid,
      checknamar: check?.checknamar ?? '',
    };
  });
}

export function checklistItem(project: string, document: ChecklistDocument) {
  return {
    ...jobCardKeys.checklist(project, document.jobordno),
    gsi1pk: jobCardKeys.checklistsByDate(project),
    gsi1sk: `${document.checkdate}#${document.jobordno}`,
    entity: 'jobCardChecklist',
    ...document,
  };
}

export function attachmentsItem(
  project: string,
  jobordno: string,
  photos: readonly Attachment[],
  version: number,
) {
  return {
    ...jobCardKeys.attachments(project, jobordno),
    entity: 'jobCardAttachments',
    jobordno,
    photos,
    version,
  };
}

export function inspectionItem(project: string, document: InspectionDocument) {
  return {
    ...jobCardKeys.inspection(project, document.jobordno, document.docnumbr),
    gsi1pk: jobCardKeys.inspectionsByDate(project),
    gsi1sk: `${document.inspdate}#${document.docnumbr}`,
    gsi2pk: jobCardKeys.inspectionByNumber(project),
    gsi2sk: document.docnumbr,
    entity: 'inspectionMoi',
    ...document,
  };
}
