/**
 * Data access of scrap spares documents. Keys (ARCHITECTURE.md section 4): pk `<project>#SCRAP#<docnumbr>`,
 * sk `MASTER` (the lines are kept on the master; their stock movements are the ledger's items in the
 * same partition), gsi1 `<project>#SCRAP` / `<docdate>#<docnumbr>` (the list by date), gsi2
 * `<project>#JO#<jobordno>` / `SCRAP#<docnumbr>` (a job order's scrap documents). Deletes are soft.
 */
import { scrapNumber, type ScrapSpares } from '@fleet/shared/garage/scrap-spares';
import { getItem, queryPage, softDeleteItem, versionedPut, withoutKeys, type TransactItem } from '#lib/db';
import { key } from '#lib/table';
import { jobOrderPk } from '../../engines/status/headers.ts';
import type { LedgerNumbering } from '../../engines/stock/ledger.ts';

type Row = Record<string, unknown>;

export const scrapKeys = {
  docPk: (project: string, docnumbr: string) => key.project(project, 'SCRAP', docnumbr),
  document: (project: string, docnumbr: string) => ({
    pk: key.project(project, 'SCRAP', docnumbr),
    sk: 'MASTER',
  }),
  byDate: (project: string) => key.project(project, 'SCRAP'),
};

const live = 'attribute_not_exists(deldate)';

/** The year's scrap numbers, claimed in the posting's own transaction (`postNumbered`). */
export const scrapNumbering = (project: string, year: string): LedgerNumbering => ({
  counter: `SCRAP#${year}`,
  name: (sequence) => {
    const docnumbr = scrapNumber(year, sequence);
    return { docnumbr, docpk: scrapKeys.docPk(project, docnumbr) };
  },
});

export async function getScrap(project: string, docnumbr: string): Promise<ScrapSpares | undefined> {
  const { pk, sk } = scrapKeys.document(project, docnumbr);
  const item = await getItem<Row>(pk, sk);
  return item && !item['deldate'] ? (withoutKeys(item) as unknown as ScrapSpares) : undefined;
}

/** The master put: new (key must be new) or at its version (not deleted). */
export function scrapPut(project: string, scrap: ScrapSpares, expectedVersion?: number): TransactItem {
  const item = {
    ...scrapKeys.document(project, scrap.docnumbr),
    gsi1pk: scrapKeys.byDate(project),
    gsi1sk: `${scrap.docdate}#${scrap.docnumbr}`,
    gsi2pk: jobOrderPk(project, scrap.jobordno),
    gsi2sk: `SCRAP#${scrap.docnumbr}`,
    entity: 'scrapSpares',
    ...scrap,
  };
  return versionedPut(item, expectedVersion, { replace: live });
}

export function scrapDelete(
  project: string,
  scrap: ScrapSpares,
  deluser: string,
  deldate: string,
): TransactItem {
  return softDeleteItem(scrapKeys.document(project, scrap.docnumbr), scrap.version, { deluser, deldate });
}

export async function pageScraps(
  project: string,
  range: { fromdate?: string | undefined; todate?: string | undefined },
  page: { limit: number; cursor?: string | undefined },
) {
  const result = await queryPage<Row>({
    pk: scrapKeys.byDate(project),
    index: 'gsi1',
    between: [range.fromdate ?? '0000', `${range.todate ?? '9999'}#~`],
    ascending: false,
    limit: page.limit,
    cursor: page.cursor,
  });
  return {
    items: result.items.map((item) => withoutKeys(item) as unknown as ScrapSpares),
    cursor: result.cursor,
  };
}
