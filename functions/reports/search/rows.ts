/**
 * The search index (issue 25 item 2): one row per normalised key, kept by the writes that create what
 * it finds. Pure: the rows of a set of items, for the transaction that writes them (functions/lib/db.ts
 * `transactWrite`), the bulk seeds and the backfill.
 *
 * - pk `<project>#FIND#<first character of the key>`, sk `<key>#<V|J|D>#<reference>`: a prefix Query on
 *   the sort key answers "everything whose plate or number starts with what was typed", in key order.
 * - a vehicle row per plate (`V`), with the job order that last opened for it (`jobordno`, a hint: the
 *   open-job-order lock wins when it names another);
 * - a job order row per number (`J`), and one per short number (`JO-2026-00123` is also `123`);
 * - a document row per job order document number (`D`: estimation, item request, invoice ...), with its
 *   master's key (`refpk`, `refsk`) so a read drops a deleted document.
 *
 * Rows are written when what they point to is created (a Put conditional on `attribute_not_exists(pk)`):
 * plates and numbers never change afterwards (the job card keeps its plate: it is the vehicle lock).
 */
import { searchDocumentTypes, searchKey, shortNumber } from '@fleet/shared/platform/search-keys';
import { key } from '#lib/table';
import { stringOf } from '#lib/attributes';

type Item = Record<string, unknown>;

export type SearchRowKind = 'V' | 'J' | 'D';

export interface SearchRow extends Item {
  pk: string;
  sk: string;
  entity: 'searchRow';
  kind: SearchRowKind;
  vehicleno?: string;
  jobordno?: string;
  joborddat?: string;
  docnumbr?: string;
  doctype?: string;
  refpk?: string;
  refsk?: string;
}

/** The partition of the keys starting with `normalised`'s first character. */
export const searchPartition = (project: string, normalised: string) =>
  key.project(project, 'FIND', normalised.slice(0, 1));

function row(
  project: string,
  normalised: string,
  kind: SearchRowKind,
  reference: string,
  fields: Item,
): SearchRow {
  return {
    pk: searchPartition(project, normalised),
    sk: `${normalised}#${kind}#${reference}`,
    entity: 'searchRow',
    kind,
    ...fields,
  } as SearchRow;
}

/** The vehicle's row, naming the job order that last opened for it. */
export function vehicleRow(
  project: string,
  vehicleno: string,
  last?: { jobordno: string; joborddat?: string },
) {
  const normalised = searchKey(vehicleno);
  if (!normalised) return [];
  return [
    row(project, normalised, 'V', vehicleno, {
      vehicleno,
      ...(last ? { jobordno: last.jobordno, joborddat: last.joborddat ?? '' } : {}),
    }),
  ];
}

/** The job order's rows: its number, and its short number when it has one. */
export function jobOrderRows(project: string, jobordno: string, vehicleno: string): SearchRow[] {
  const keys = [searchKey(jobordno), shortNumber(jobordno) ?? ''].filter(Boolean);
  return [...new Set(keys)].map((normalised) =>
    row(project, normalised, 'J', jobordno, { jobordno, vehicleno }),
  );
}

/** A job order document's row. */
export function documentRow(
  project: string,
  document: { doctype: string; docnumbr: string; jobordno: string; refpk: string; refsk: string },
): SearchRow[] {
  const normalised = searchKey(document.docnumbr);
  return normalised
    ? [row(project, normalised, 'D', `${document.doctype}#${document.docnumbr}`, document)]
    : [];
}

const documentTypes: ReadonlySet<string> = new Set(searchDocumentTypes);

/** The rows an item adds when it is created: a job order header, or a document of a job order. */
function rowsOfItem(item: Item): SearchRow[] {
  const pk = stringOf(item['pk']);
  const project = pk.split('#')[0] ?? '';
  if (!project) return [];
  if (item['entity'] === 'jobOrderHeader') {
    const jobordno = stringOf(item['jobordno']);
    const vehicleno = stringOf(item['vehicleno']);
    if (!jobordno || !vehicleno) return [];
    return [
      ...jobOrderRows(project, jobordno, vehicleno),
      ...vehicleRow(project, vehicleno, { jobordno, joborddat: stringOf(item['joborddat']) }),
    ];
  }
  // A job order's documents carry gsi2 `<project>#JO#<jobordno>` / `<TYPE>#<number>`.
  const owner = /^([^#]+)#JO#(.+)$/.exec(stringOf(item['gsi2pk']));
  const document = /^([A-Z0-9]+)#(.+)$/.exec(stringOf(item['gsi2sk']));
  if (!owner || !document || owner[1] !== project || !documentTypes.has(document[1]!)) return [];
  return documentRow(project, {
    doctype: document[1]!,
    docnumbr: document[2]!,
    jobordno: owner[2]!,
    refpk: pk,
    refsk: stringOf(item['sk']),
  });
}

/** Newest first: the later opening day, then the higher number. */
const newer = (a: SearchRow, b: SearchRow) =>
  `${a.joborddat ?? ''}#${a.jobordno ?? ''}` > `${b.joborddat ?? ''}#${b.jobordno ?? ''}`;

/**
 * The rows of items being created, one per key: of several job orders of one vehicle, the vehicle row
 * names the newest.
 */
export function searchRowsOf(items: readonly Item[]): SearchRow[] {
  const rows = new Map<string, SearchRow>();
  for (const candidate of items.flatMap(rowsOfItem)) {
    const id = `${candidate.pk}|${candidate.sk}`;
    const held = rows.get(id);
    if (!held || (candidate.kind === 'V' && newer(candidate, held))) rows.set(id, candidate);
  }
  return [...rows.values()];
}

interface PutLike {
  Put?: { Item?: Item; ConditionExpression?: string };
}

/** The rows of a transaction's items: those its Puts create (conditional on `attribute_not_exists(pk)`). */
export function searchRowsOfTransaction(items: readonly PutLike[]): SearchRow[] {
  const created = items.flatMap((item) =>
    item.Put?.Item && item.Put.ConditionExpression?.includes('attribute_not_exists(pk)')
      ? [item.Put.Item]
      : [],
  );
  if (created.length === 0) return [];
  const taken = new Set(
    items.flatMap((item) =>
      item.Put?.Item ? [`${stringOf(item.Put.Item['pk'])}|${stringOf(item.Put.Item['sk'])}`] : [],
    ),
  );
  return searchRowsOf(created).filter((candidate) => !taken.has(`${candidate.pk}|${candidate.sk}`));
}
