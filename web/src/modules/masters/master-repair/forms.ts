/**
 * The master repair pages' logic, pure: the sub repair form's values and what they send, field errors
 * from the shared schemas, the documents' ids in the URL, the labour charge cascade (workshop -> main repair -> sub
 * repair with single-choice preselection) and its save rule, and the sub repair list's server paging
 * by page number.
 */
import type { SubRepair } from '@fleet/shared/platform/lookups';
import {
  createSubRepairBody,
  labourChargeSaveBlocked,
  singleChoice,
  updateSubRepairBody,
  type CreateSubRepairBody,
  type SubRepairPage,
  type SubRepairRow,
} from '@fleet/shared/masters/master-repair';
import { fieldsOf } from '@fleet/shared/engines/fields';
import type { ListPage } from '../../../kit/list/paging.ts';
import { typedNumber } from '../../../kit/document/typedNumber.ts';
import { blankValues, docKeys } from '../../../kit/record/recordKeys.ts';
import { masterBodies } from '../../../kit/record/masterBodies.ts';
import type { ListQuery } from '../../../kit/list/useListData.ts';

// ---- Sub repair (labour screen) --------------------------------------------------------------------

/** The numbers as typed. */
export type SubRepairValues = Record<keyof CreateSubRepairBody, string> & { version?: number };

export const emptySubRepair = (): SubRepairValues =>
  blankValues(
    'wrkshpid',
    'mainrepid',
    'subrepid',
    'subrepnam',
    'subrepnamar',
    'laborhors',
    'laborcost',
    'stdamount',
  );

export const subValuesFromRow = (row: SubRepairRow): SubRepairValues => ({
  ...fieldsOf(row, 'wrkshpid mainrepid subrepid subrepnam subrepnamar'),
  laborhors: String(row.laborhors),
  laborcost: String(row.laborcost),
  stdamount: String(row.stdamount),
  version: row.version,
});

/** A typed number as sent: a decimal comma is a point, and an empty one is not given. */
const sentNumber = (text: string) => text.trim().replace(',', '.') || undefined;

const subRequest = (values: SubRepairValues) => ({
  ...values,
  laborhors: sentNumber(values.laborhors),
  laborcost: sentNumber(values.laborcost),
  stdamount: sentNumber(values.stdamount),
});

export const subRepairBodies = masterBodies(createSubRepairBody, updateSubRepairBody, subRequest);

export const { docId: subRepairDocId, keyOf: subRepairKeyOf } = docKeys('wrkshpid', 'mainrepid', 'subrepid');

/**
 * The filtered call pages by number: the list kit's cursor is the next page's number, and the answer
 * tells the total so the pager knows the last page.
 */
export function subRepairPageQuery(page: ListQuery): { pageSize: number; pageNumber: number } {
  const pageNumber = page.cursor ? Number(page.cursor) : 1;
  return {
    pageSize: page.limit,
    pageNumber: Number.isInteger(pageNumber) && pageNumber > 0 ? pageNumber : 1,
  };
}

export function subRepairListPage(answer: SubRepairPage): ListPage<SubRepairRow> {
  const more = answer.pageNumber * answer.pageSize < answer.totalCount;
  return {
    items: answer.items,
    totalCount: answer.totalCount,
    ...(more ? { cursor: String(answer.pageNumber + 1) } : {}),
  };
}

// ---- Labour charge update --------------------------------------------------------------------------

/** New Cost as typed. */
export type LabourChargeValues = Record<'wrkshpid' | 'mainrepid' | 'subrepid' | 'newlaborcost', string>;

export const emptyLabourCharge = (): LabourChargeValues =>
  blankValues('wrkshpid', 'mainrepid', 'subrepid', 'newlaborcost');

/** The values after a workshop is picked: main repair and sub repair start over. */
export const withWorkshop = (values: LabourChargeValues, wrkshpid: string): LabourChargeValues => ({
  ...values,
  wrkshpid,
  mainrepid: '',
  subrepid: '',
});

/** The values after a main repair is picked: the sub repair starts over. */
export const withMainRepair = (values: LabourChargeValues, mainrepid: string): LabourChargeValues => ({
  ...values,
  mainrepid,
  subrepid: '',
});

/** The choice to preselect: the only one when exactly one exists and none is chosen yet. */
export function preselect<T>(
  chosen: string,
  options: readonly T[],
  id: (option: T) => string,
): string | undefined {
  if (chosen) return undefined;
  const only = singleChoice(options);
  return only === undefined ? undefined : id(only);
}

/** Save is blocked (no message) while saving, without a sub repair, or when New Cost is not > 0. */
export const labourSaveBlocked = (values: LabourChargeValues, saving: boolean) =>
  labourChargeSaveBlocked({
    saving,
    subrepid: values.subrepid || undefined,
    newlaborcost: typedNumber(values.newlaborcost),
  });

/** The putLabourcost body: the draft fields of the chosen sub repair plus the new cost. */
export function labourChargeBody(values: LabourChargeValues, sub: SubRepair) {
  return {
    wrkshpid: sub.wrkshpid,
    mainrepid: sub.mainrepid,
    subrepid: sub.subrepid,
    subrepnam: sub.subrepnam,
    laborhors: sub.laborhors,
    laborcost: sub.laborcost,
    newlaborcost: typedNumber(values.newlaborcost),
    version: sub.version,
  };
}
