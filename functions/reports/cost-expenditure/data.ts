/**
 * Data access of the cost screen (docs/cost-expenditure.md):
 * - an expenditure: pk `<project>#EXPENDITURE#<id>`, sk `MASTER`, gsi1 `<project>#EXPENDITURE` /
 *   `<date>#<id>` (the list by date);
 * - the expenditures' totals: a ledger like the money projection's (`<project>#EXPTOTAL#D` and `#M`),
 *   changed in the expenditure's own transaction, so totals, trends and utilization are a few Queries;
 * - the budget: `<project>#BUDGET` / `CURRENT` with its history.
 */
import type { AmountPosted, Budget, Expenditure } from '@fleet/shared/reports/cost-expenditure';
import {
  getItem,
  getItems,
  queryPage,
  versionedPut,
  withoutKeys,
  type TransactItem,
  transactDelete,
} from '#lib/db';
import type { Row } from '#lib/db';
import { yearNumbering, type Numbering } from '../../engines/numbers.ts';
import { key } from '#lib/table';
import { applyLedger, ledgerDeltas, type LedgerKeys } from '../../engines/money/projection.ts';

export const costKeys = {
  expenditure: (project: string, id: string) => ({
    pk: key.project(project, 'EXPENDITURE', id),
    sk: 'MASTER',
  }),
  byDate: (project: string) => key.project(project, 'EXPENDITURE'),
  budget: (project: string) => ({ pk: key.project(project, 'BUDGET'), sk: 'CURRENT' }),
  totals: (project: string): LedgerKeys => ({
    day: key.project(project, 'EXPTOTAL', 'D'),
    month: key.project(project, 'EXPTOTAL', 'M'),
  }),
};

/** The year's expenditure ids, claimed in the expenditure's own transaction (#lib/numbers). */
export const expenditureNumbering = (year: string): Numbering => yearNumbering('EXPENDITURE', 'EXP', year);

export async function getExpenditure(project: string, id: string): Promise<Expenditure | undefined> {
  const { pk, sk } = costKeys.expenditure(project, id);
  const item = await getItem<Row>(pk, sk);
  return item ? (withoutKeys(item) as unknown as Expenditure) : undefined;
}

/** Several expenditures by id (one BatchGet); missing ones left out. */
export async function getExpenditures(
  project: string,
  ids: readonly string[],
): Promise<Map<string, Expenditure>> {
  const items = await getItems<Row>(ids.map((id) => costKeys.expenditure(project, id)));
  return new Map(
    items.map((item) => {
      const expenditure = withoutKeys(item) as unknown as Expenditure;
      return [expenditure.id, expenditure] as const;
    }),
  );
}

/** A page of expenditures by date in [from, to], newest first. */
export async function expenditurePage(
  project: string,
  window: { from?: string | undefined; to?: string | undefined },
  limit: number,
  cursor?: string,
) {
  const page = await queryPage<Row>({
    index: 'gsi1',
    pk: costKeys.byDate(project),
    between: [window.from ?? '0000-00-00', `${window.to ?? '9999-12-31'}#~`],
    ascending: false,
    limit,
    ...(cursor ? { cursor } : {}),
  });
  return {
    items: page.items.map((item) => withoutKeys(item) as unknown as Expenditure),
    ...(page.cursor ? { cursor: page.cursor } : {}),
  };
}

/** The posting an expenditure stands for in the totals ledger. */
function postingOf(project: string, expenditure: Expenditure, sign: 1 | -1): AmountPosted {
  return {
    eventId: expenditure.id,
    project,
    category: expenditure.category,
    amount: sign * expenditure.amount,
    ...(expenditure.garage ? { garage: expenditure.garage } : {}),
    docType: 'EXPENDITURE',
    docnumbr: expenditure.id,
    docdate: expenditure.date,
    count: sign,
    at: expenditure.modifiedAt,
    user: expenditure.modifiedBy || expenditure.createdBy,
  };
}

function expenditurePut(project: string, expenditure: Expenditure, expectedVersion: number | undefined) {
  return versionedPut(
    {
      ...costKeys.expenditure(project, expenditure.id),
      gsi1pk: costKeys.byDate(project),
      gsi1sk: `${expenditure.date}#${expenditure.id}`,
      entity: 'expenditure',
      ...expenditure,
    },
    expectedVersion,
  );
}

/**
 * Writes an expenditure (new: `before` absent, with the `claims` of its number; changed: `before` at
 * its version) and moves the totals by the difference, in one transaction (a stale version is a 409
 * and nothing is written).
 */
export async function writeExpenditure(
  project: string,
  after: Expenditure,
  before?: Expenditure,
  claims: TransactItem[] = [],
) {
  const keys = costKeys.totals(project);
  const deltas = [
    ...(before ? ledgerDeltas(postingOf(project, before, -1), keys) : []),
    ...ledgerDeltas(postingOf(project, after, 1), keys),
  ];
  await applyLedger(deltas, [...claims, expenditurePut(project, after, before?.version)]);
}

/** Deletes an expenditure at its version and takes it out of the totals. */
export async function removeExpenditure(project: string, stored: Expenditure) {
  const deleteItem = transactDelete(
    costKeys.expenditure(project, stored.id),
    '#version = :expected',
    { ':expected': stored.version },
    { '#version': 'version' },
  );
  await applyLedger(ledgerDeltas(postingOf(project, stored, -1), costKeys.totals(project)), [deleteItem]);
}

export async function getBudget(project: string): Promise<Budget | undefined> {
  const { pk, sk } = costKeys.budget(project);
  const item = await getItem<Row>(pk, sk);
  return item ? (withoutKeys(item) as unknown as Budget) : undefined;
}

/** Writes the budget at the version read (absent: the first budget of the project). */
export async function putBudget(project: string, budget: Budget, expectedVersion: number | undefined) {
  await applyLedger(
    [],
    [versionedPut({ ...costKeys.budget(project), entity: 'budget', ...budget }, expectedVersion)],
  );
}
