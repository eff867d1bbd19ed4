/**
 * The document-totals projection (issue 15 item 2, docs/projections.md "Document totals"): the count
 * and sums of the live documents of a type (purchase requests, direct receipts, petty cash, 3-in-1
 * and final invoices, submissions for payment, ...) per day and month and per filter subset of their
 * small dimensions, so a report's total over a window is a few Queries whatever the number of
 * documents.
 *
 * A write of a registered document (document-types.ts) adds `documentTotalsEvents(...)` to the outbox
 * of its own transaction: one `DocumentTotalsChanged` with what the document counted for before and
 * after. The subscriber moves `before` out and `after` in (exactly once, with the event's marker);
 * the rebuild replays one `after` per live master.
 *
 * Items: pk `<project>#PROJ#DOC#<docType>`, sk `<dims>#D#<yyyy-mm-dd>` or `<dims>#M#<yyyy-mm>` where
 * `<dims>` is `*` or `name=value;name=value` (names sorted, values URI-encoded): every subset of a
 * document's dimensions, so any combination of the filters is one key. Attributes (ADD only): `n`
 * (documents), `v_<value>` (thousandths: fils for KWD) and, for a type's `splits`, the same per value
 * of the split dimension the key does not fix: `<dim>=<value>|n`, `<dim>=<value>|v_<value>`.
 */
import { randomUUID } from 'node:crypto';
import { detailTypes, eventSources } from '@fleet/shared';
import {
  documentTotalsChanged,
  type DocumentContribution,
  type DocumentTotalsChanged,
} from '@fleet/shared/engines/document-totals';
import { queryAll, queryPage, type Row } from '#lib/db';
import { key } from '#lib/table';
import type { OutboxEvent } from '../status/outbox.ts';
import { defineProjection, mergeDeltas, type ProjectionDelta } from './define.ts';
import { contributionOf, documentTotalsType, documentTotalsTypes } from './document-types.ts';
import { rangePlan } from './read.ts';

// ---- Layout -------------------------------------------------------------------------------------------

export const documentTotalsPk = (project: string, docType: string) =>
  key.project(project, 'PROJ', 'DOC', docType);

const enc = (value: string) => encodeURIComponent(value);
const dec = (value: string) => decodeURIComponent(value);

/** The key of a filter subset: `*` or `name=value;...` with the names sorted. */
export function dimsKey(dims: Readonly<Record<string, string | undefined>>): string {
  const parts = Object.entries(dims)
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}=${enc(value)}`);
  return parts.length ? parts.join(';') : '*';
}

/** Every subset of a document's dimensions (2^k, k at most 3). */
function subsets(dims: Readonly<Record<string, string>>): Record<string, string>[] {
  let result: Record<string, string>[] = [{}];
  for (const [name, value] of Object.entries(dims))
    result = result.flatMap((subset) => [subset, { ...subset, [name]: value }]);
  return result;
}

const thousandths = (value: number) => Math.round(value * 1000);
const splitAttr = (dim: string, value: string, metric: string) => `${dim}=${enc(value)}|${metric}`;

/** The items one contribution adds to (`sign` 1) or takes from (`sign` -1). Pure. */
function contributionDeltas(
  pk: string,
  contribution: DocumentContribution,
  sign: 1 | -1,
  splits: readonly string[],
): ProjectionDelta[] {
  const metrics: Record<string, number> = { n: sign };
  for (const [name, value] of Object.entries(contribution.values))
    metrics[`v_${name}`] = sign * thousandths(value);
  const month = contribution.day.slice(0, 7);
  return subsets(contribution.dims).flatMap((subset) => {
    const add: Record<string, number> = { ...metrics };
    for (const dim of splits) {
      const value = contribution.dims[dim];
      if (!value || subset[dim]) continue;
      for (const [metric, amount] of Object.entries(metrics)) add[splitAttr(dim, value, metric)] = amount;
    }
    const prefix = dimsKey(subset);
    return [
      { pk, sk: `${prefix}#D#${contribution.day}`, add: { ...add } },
      { pk, sk: `${prefix}#M#${month}`, add: { ...add } },
    ];
  });
}

/** The counter changes of one event: `before` out, `after` in (zero changes dropped). Pure. */
export function documentTotalsDeltas(detail: DocumentTotalsChanged): ProjectionDelta[] {
  const pk = documentTotalsPk(detail.project, detail.docType);
  const splits = documentTotalsType(detail.docType)?.splits ?? [];
  return mergeDeltas([
    ...(detail.before ? contributionDeltas(pk, detail.before, -1, splits) : []),
    ...(detail.after ? contributionDeltas(pk, detail.after, 1, splits) : []),
  ]);
}

// ---- Events -------------------------------------------------------------------------------------------

const same = (a: DocumentContribution | undefined, b: DocumentContribution | undefined) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * The outbox events of a write of a document from `before` (the master read, absent when new) to
 * `after` (the master written, absent when deleted): none when its totals do not move (a status
 * change that keeps it in its reports, a type no report totals). Put them in the write's own
 * transaction (`busEvents` of writeJobOrder / commitChange, or `outboxPuts`).
 */
export function documentTotalsEvents(
  project: string,
  docType: string,
  change: { before?: object | undefined; after?: object | undefined },
  stamp: { user: string; now: Date },
): OutboxEvent[] {
  const before = contributionOf(docType, change.before);
  const after = contributionOf(docType, change.after);
  if (same(before, after)) return [];
  const master = (change.after ?? change.before) as { docnumbr?: unknown };
  const detail: DocumentTotalsChanged = {
    eventId: randomUUID(),
    project,
    docType,
    docnumbr: String(master.docnumbr ?? ''),
    ...(before ? { before } : {}),
    ...(after ? { after } : {}),
    user: stamp.user,
    at: stamp.now.toISOString(),
  };
  return [{ source: eventSources.documents, detailType: detailTypes.documentTotalsChanged, detail }];
}

// ---- Reads --------------------------------------------------------------------------------------------

export interface DocumentTotalsFilter {
  project: string;
  docType: string;
  /** yyyy-mm-dd, inclusive; open ends read everything before / after. */
  from?: string | undefined;
  to?: string | undefined;
  /** The dimensions to filter on (empty values ignored). */
  dims?: Readonly<Record<string, string | undefined>>;
}

export interface DocumentTotals {
  /** Documents. */
  count: number;
  /** Sums per value name (KWD or quantities, 3 decimals); every value of the type, 0 when none. */
  values: Record<string, number>;
}

/** The items of a filter over a window: at most three Queries (edge days, whole months). */
async function windowItems(f: DocumentTotalsFilter): Promise<Row[]> {
  const pk = documentTotalsPk(f.project, f.docType);
  const prefix = dimsKey(f.dims ?? {});
  const plan = rangePlan(f.from, f.to);
  const reads = [
    ...plan.days.map(([from, to]) =>
      queryAll<Row>({ pk, between: [`${prefix}#D#${from}`, `${prefix}#D#${to}`] }),
    ),
    ...(plan.months
      ? [queryAll<Row>({ pk, between: [`${prefix}#M#${plan.months[0]}`, `${prefix}#M#${plan.months[1]}`] })]
      : []),
  ];
  return (await Promise.all(reads)).flat();
}

const valueNames = (docType: string) => Object.keys(documentTotalsType(docType)?.values ?? {});

function totalsOf(
  docType: string,
  sums: Map<string, number>,
  metric: (name: string) => string,
): DocumentTotals {
  const values: Record<string, number> = {};
  for (const name of valueNames(docType)) values[name] = (sums.get(metric(`v_${name}`)) ?? 0) / 1000;
  return { count: sums.get(metric('n')) ?? 0, values };
}

function sumAttributes(items: readonly Row[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const item of items)
    for (const [name, value] of Object.entries(item))
      if (typeof value === 'number') sums.set(name, (sums.get(name) ?? 0) + value);
  return sums;
}

/** The count and sums of the live documents of a type matching the filter, dated in the window. */
export async function documentTotals(f: DocumentTotalsFilter): Promise<DocumentTotals> {
  return totalsOf(f.docType, sumAttributes(await windowItems(f)), (metric) => metric);
}

/**
 * The same per value of a split dimension (one of the type's `splits`; the filter must not fix it),
 * groups with no document left out, in the order of their values.
 */
export async function documentTotalsBy(
  f: DocumentTotalsFilter,
  split: string,
): Promise<({ group: string } & DocumentTotals)[]> {
  if (f.dims?.[split]) {
    const totals = await documentTotals(f);
    return totals.count ? [{ group: f.dims[split], ...totals }] : [];
  }
  const sums = sumAttributes(await windowItems(f));
  const groups = new Set<string>();
  for (const name of sums.keys())
    if (name.startsWith(`${split}=`) && name.endsWith('|n'))
      groups.add(dec(name.slice(split.length + 1, -2)));
  return [...groups]
    .sort()
    .map((group) => ({ group, ...totalsOf(f.docType, sums, (metric) => splitAttr(split, group, metric)) }))
    .filter((row) => row.count !== 0);
}

// ---- History and registration -------------------------------------------------------------------------

/** The live masters of a type, page by page, with only the fields its contribution reads. */
async function* liveMasters(project: string, docType: string): AsyncGenerator<Row> {
  const type = documentTotalsType(docType);
  if (!type) return;
  const fields = [
    ...new Set([
      'docnumbr',
      'docdate',
      'deldate',
      ...Object.values(type.dims),
      ...Object.values(type.values),
    ]),
  ];
  let cursor: string | undefined;
  do {
    const page = await queryPage<Row>({
      pk: key.project(project, docType),
      index: 'gsi1',
      attributes: fields,
      cursor,
    });
    yield* page.items;
    cursor = page.cursor;
  } while (cursor);
}

/** One event per live master of every registered type: its totals as if just saved. */
async function* documentHistory(project: string) {
  const at = new Date().toISOString();
  for (const type of documentTotalsTypes) {
    for await (const master of liveMasters(project, type.docType)) {
      const after = contributionOf(type.docType, master);
      if (!after) continue;
      const docnumbr = String(master['docnumbr'] ?? '');
      const detail: DocumentTotalsChanged = {
        eventId: `rebuild-${type.docType}-${docnumbr}`,
        project,
        docType: type.docType,
        docnumbr,
        after,
        user: 'rebuild',
        at,
      };
      yield { eventId: detail.eventId, detailType: detailTypes.documentTotalsChanged, detail };
    }
  }
}

export const documentTotalsProjection = defineProjection<DocumentTotalsChanged>({
  name: 'documents',
  detailTypes: [detailTypes.documentTotalsChanged],
  parse: (_detailType, detail) => documentTotalsChanged.parse(detail),
  deltas: (detail) => documentTotalsDeltas(detail),
  project: (detail) => detail.project,
  parts: () => ['documents'],
  history: documentHistory,
  partitions: async (project) => documentTotalsTypes.map((type) => documentTotalsPk(project, type.docType)),
});
