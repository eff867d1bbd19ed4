/**
 * What a job order cost (shared/src/accounts/accounts.ts `composeCosting`), read in two round trips: the job
 * order's documents are one gsi2 Query (`<project>#JO#<jobordno>`: the garage inspection, the stock
 * documents, the maintenance invoices and the petty cash all index there), then the garage inspection's
 * repair lines. Deleted documents are out of the index or carry `deldate`.
 */
import {
  composeCosting,
  type ChargeSource,
  type JobOrderCosting,
  type LabourSource,
  type PartsSource,
} from '@fleet/shared/accounts/accounts';
import type { InspectionLine } from '@fleet/shared/garage/garage-inspection';
import { countsInCosts } from '@fleet/shared/accounts/petty-cash';
import { queryAll, type Row } from '#lib/db';
import { garageInspections } from '../../engines/document-stores.ts';
import { jobOrderPk } from '../../engines/status/headers.ts';
import { fieldsOf, stringOf } from '#lib/attributes';

/** Stock documents that issue to the job order, and the one that returns from it. */
const issueTypes = ['GIV', 'SIV', 'CSV'] as const;
const returnType = 'SRN';

const typeOf = (item: Row) => String(item['gsi2sk'] ?? '').split('#')[0] ?? '';
const amount = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** The costing sources among a job order's documents (pure: the items of the gsi2 Query). */
export function sourcesOf(items: readonly Row[]) {
  const live = items.filter((item) => !item['deldate']);
  const parts: PartsSource[] = live
    .filter((item) => [...issueTypes, returnType].includes(typeOf(item) as never))
    .map((item) => ({
      doctype: typeOf(item),
      docnumbr: stringOf(item['docnumbr']),
      docdate: stringOf(item['docdate']),
      totalval: amount(item['totalval']),
      returned: typeOf(item) === returnType,
    }));
  const outside: ChargeSource[] = live
    .filter((item) => typeOf(item) === 'CARINV')
    .map((item) => ({
      docnumbr: stringOf(item['carinvno']),
      docdate: stringOf(item['carinvdt']),
      party: stringOf(item['vendname']),
      value: amount(item['netval']),
    }));
  // Petty cash counts once approved: the petty cash module's rule.
  const petty: ChargeSource[] = live
    .filter((item) => typeOf(item) === 'PCH' && countsInCosts(item as { approval?: { state?: string } }))
    .map((item) => ({
      docnumbr: stringOf(item['docnumbr']),
      docdate: stringOf(item['docdate']),
      party: stringOf(item['vendname']),
      value: amount(item['netval']),
    }));
  const inspection = live
    .filter((item) => typeOf(item) === 'GARINSP')
    .map((item) => stringOf(item['docnumbr']))
    .sort()
    .at(-1);
  return { parts, outside, petty, inspection };
}

/** The labour of a costing: the garage inspection's finished repair lines (pure). */
export function labourSources(lines: readonly InspectionLine[]): LabourSource[] {
  return lines
    .filter((line) => line.repstatus === 'finished')
    .map((line) => ({
      ...fieldsOf(
        line,
        'serlnumb wrkshpnam mainrepnam subrepid subrepnam laborcost finishedat wrkshpnamar mainrepnamar subrepnamar',
      ),
    }));
}

/** The costing of a job order now. */
export async function readCosting(project: string, jobordno: string): Promise<JobOrderCosting> {
  const items = await queryAll<Row>({ index: 'gsi2', pk: jobOrderPk(project, jobordno) });
  const { parts, outside, petty, inspection } = sourcesOf(items);
  const stored = inspection ? await garageInspections.get(project, inspection) : undefined;
  return composeCosting(jobordno, { labour: labourSources(stored?.lines ?? []), parts, outside, petty });
}
