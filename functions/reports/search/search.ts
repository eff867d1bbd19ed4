/**
 * `Search/getSearchList` (issue 25 item 2): vehicles by plate, job orders and documents by number, each
 * with its job order now (status, group, who holds it) and the page it opens, read from the search index
 * and one BatchGet; only what the caller may see (the project's rows only, job order screens or the
 * document's screen, the user's garages).
 */
import type { z } from 'zod';
import {
  searchHitLink,
  searchHolder,
  searchKey,
  seesDocumentType,
  seesJobOrders,
  type SearchAnswer,
  type SearchHit,
} from '@fleet/shared/platform/search';
import type { searchListQuery } from '@fleet/shared/platform/search-schema';
import type { Caller } from '#lib/registry';
import { headerKey, lockKey, newestJobOrderOf, readShown, rowsStartingWith } from './data.ts';
import type { SearchRow } from './rows.ts';
import { stringOf } from '#lib/attributes';

type Item = Record<string, unknown>;
type Query = z.output<typeof searchListQuery>;

const id = (keys: { pk: string; sk: string }) => `${keys.pk}|${keys.sk}`;

/** Pages of rows read at most: each as many rows as hits are still wanted, plus one to tell `more`. */
const pagesRead = 3;

/** Whether the caller may see a job order of this garage (users tied to garages see theirs only). */
const ofCallersGarages = (caller: Caller, header: Item) =>
  caller.superuser || caller.garages.length === 0 || caller.garages.includes(stringOf(header['garage']));

export async function searchList(caller: Caller, query: Query): Promise<SearchAnswer> {
  const normalised = searchKey(query.searchtext);
  if (!normalised) return { hits: [], more: false };
  const jobOrders = seesJobOrders(caller);
  const hits: SearchHit[] = [];
  const seen = new Set<string>();
  let cursor: string | undefined;
  // Most callers see every row they read: a page of limit + 1 rows answers. Rows the caller may not
  // see (another garage, a document type without its screen) leave room that the next page fills.
  for (let page = 0; page < pagesRead && hits.length <= query.limit; page++) {
    const read = await rowsStartingWith(caller.project, normalised, query.limit + 1 - hits.length, cursor);
    const rows = read.rows.filter((row) =>
      row.kind === 'D' ? seesDocumentType(caller, row.doctype ?? '') : jobOrders,
    );
    for (const hit of await hitsOf(caller, rows)) {
      const key = `${hit.kind}|${hit.docnumbr ?? (hit.kind === 'vehicle' ? hit.vehicleno : hit.jobordno)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      hits.push(hit);
    }
    cursor = read.cursor;
    if (!cursor) break;
  }
  return { hits: hits.slice(0, query.limit), more: hits.length > query.limit || cursor !== undefined };
}

/** The hits of rows the caller may see: their job orders now (one BatchGet), visible and live ones only. */
async function hitsOf(caller: Caller, rows: SearchRow[]): Promise<SearchHit[]> {
  if (rows.length === 0) return [];
  const { project } = caller;
  // One read: the headers the rows name, the vehicles' open-job-order locks, the documents' masters.
  const found = await readShown([
    ...rows.filter((row) => row.jobordno).map((row) => headerKey(project, row.jobordno!)),
    ...rows.filter((row) => row.kind === 'V').map((row) => lockKey(project, row.vehicleno!)),
    ...rows.filter((row) => row.refpk && row.refsk).map((row) => ({ pk: row.refpk!, sk: row.refsk! })),
  ]);
  const header = (jobordno: string | undefined) =>
    jobordno ? found.get(id(headerKey(project, jobordno))) : undefined;

  // A vehicle shows its open job order (the lock), else the one that last opened for it.
  const current = new Map<SearchRow, string | undefined>();
  for (const row of rows.filter((candidate) => candidate.kind === 'V')) {
    const lock = found.get(id(lockKey(project, row.vehicleno!)));
    current.set(row, stringOf(lock?.['jobordno']) || row.jobordno);
  }
  const missing = [...current.values()].filter(
    (jobordno): jobordno is string => !!jobordno && !header(jobordno),
  );
  if (missing.length > 0)
    for (const [key, item] of await readShown(missing.map((jobordno) => headerKey(project, jobordno))))
      found.set(key, item);
  const newest = new Map<SearchRow, Item | undefined>();
  await Promise.all(
    [...current].map(async ([row, jobordno]) => {
      newest.set(row, jobordno ? header(jobordno) : await newestJobOrderOf(project, row.vehicleno!));
    }),
  );

  return rows.flatMap((row) => {
    const jobOrder = row.kind === 'V' ? newest.get(row) : header(row.jobordno);
    if (!jobOrder || jobOrder['deldate'] || !ofCallersGarages(caller, jobOrder)) return [];
    if (row.kind === 'D') {
      const master = found.get(id({ pk: row.refpk ?? '', sk: row.refsk ?? '' }));
      if (!master || master['deldate']) return [];
    }
    return [toHit(caller, row, jobOrder)];
  });
}

function toHit(caller: Caller, row: SearchRow, header: Item): SearchHit {
  const kind = stringOf(header['kind']) === 'MOI' ? 'MOI' : 'KPTC';
  const jobordno = stringOf(header['jobordno']);
  const statuscde = Number(header['statuscde']);
  const link = searchHitLink(caller, { jobordno, kind });
  const optional = (name: string) => (stringOf(header[name]) ? { [name]: stringOf(header[name]) } : {});
  return {
    kind: row.kind === 'V' ? 'vehicle' : row.kind === 'J' ? 'jobOrder' : 'document',
    vehicleno: stringOf(header['vehicleno']),
    jobordno,
    ...(row.kind === 'D' ? { docnumbr: row.docnumbr ?? '', doctype: row.doctype ?? '' } : {}),
    jobOrderKind: kind,
    joborddat: stringOf(header['joborddat']),
    statuscde,
    state: stringOf(header['state']) || 'open',
    ...optional('vehmaknam'),
    ...optional('garagnam'),
    ...optional('garagnamar'),
    holder: searchHolder({
      statuscde,
      servicetype: stringOf(header['servicetype']),
      teamleadername: stringOf(header['teamleadername']),
      emplname: stringOf(header['emplname']),
      inspectorname: stringOf(header['inspectorname']),
    }),
    ...(link ? { link } : {}),
  };
}
