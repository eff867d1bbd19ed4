/**
 * The money projection (issue 15, RULES "projections contract"): sums of `AmountPosted` events by day and
 * month, per category, for each dimension a filter can name, so `amounts(f, by, groupBy)` is a few
 * Queries whatever the number of documents.
 *
 * Items (docs/cost-expenditure.md):
 * - month buckets: pk `<project>#PROJ#AMT#M`, sk `<dim>#<yyyy-mm>`;
 * - day buckets:   pk `<project>#PROJ#AMT#D`, sk `<dim>#<yyyy-mm-dd>`;
 * where `<dim>` is `all`, `G#<garage>`, `M#<make>`, `GM#<garage>#<make>` or, for labour, `W#<workshop>`
 * and `GW#<garage>#<workshop>`.
 * Each item carries one attribute per category: `a_<category>` (fils, an integer, so sums never drift),
 * `n_<category>` (documents) and, for labour, `h_labour` (hundredths of an hour). Labels are read back
 * from the sort key (a `#` inside a garage, make or workshop is stored as `-`). One event is at most 10
 * ADD updates, applied by the projections subscriber with its marker in one transaction (exactly once).
 */
import { detailTypes } from '@fleet/shared';
import {
  amountPosted,
  moneyCategories,
  type AmountPosted,
  type MoneyCategory,
} from '@fleet/shared/reports/cost-expenditure';
import { queryAll, transactWrite, type TransactItem, type Row } from '#lib/db';
import { kuwaitDay } from '#lib/clock';
import { key } from '#lib/table';
import { claimInTransaction } from '../events/markers.ts';
import { rangePlan, type ProjectionFilter } from '../projections/read.ts';
import { addUpdate, defineProjection, mergeDeltas, type ProjectionDelta } from '../projections/define.ts';
import { moneyHistory } from './money-events.ts';

export type { ProjectionFilter };

export interface AmountRow {
  bucket: string;
  category: string;
  group: string;
  /** KWD, 3 decimals. */
  amount: number;
  n: number;
}

/** The two partitions of a ledger of amounts: day and month buckets. */
export interface LedgerKeys {
  month: string;
  day: string;
}

/** The money projection's partitions. */
export const amountKeys = (project: string): LedgerKeys => ({
  month: key.project(project, 'PROJ', 'AMT', 'M'),
  day: key.project(project, 'PROJ', 'AMT', 'D'),
});

export type MoneyDelta = ProjectionDelta;

/** A label as it is kept in a sort key. */
const label = (value: string | undefined) => (value ?? '').replaceAll('#', '-');

const fils = (kwd: number) => Math.round(kwd * 1000);

/** The day an event's money belongs to: the document's date, else the Kuwait day of `at`. */
export const amountDay = (detail: Pick<AmountPosted, 'docdate' | 'at'>) =>
  detail.docdate ?? kuwaitDay(new Date(detail.at));

interface Dimension {
  dim: string;
  garage: string;
  vehmake: string;
  workshop: string;
}

function dimensionsOf(detail: AmountPosted): Dimension[] {
  const garage = label(detail.garage);
  const vehmake = label(detail.vehmake);
  const dims: Dimension[] = [{ dim: 'all', garage: '', vehmake: '', workshop: '' }];
  if (garage) dims.push({ dim: `G#${garage}`, garage, vehmake: '', workshop: '' });
  if (vehmake) dims.push({ dim: `M#${vehmake}`, garage: '', vehmake, workshop: '' });
  if (garage && vehmake) dims.push({ dim: `GM#${garage}#${vehmake}`, garage, vehmake, workshop: '' });
  return dims;
}

/** The counter changes of one event (pure). A zero amount with a zero count changes nothing. */
export const amountDeltas = (detail: AmountPosted): MoneyDelta[] =>
  ledgerDeltas(detail, amountKeys(detail.project));

/** The counter changes of one posting in a ledger (the money projection, the expenditures' totals). */
export function ledgerDeltas(detail: AmountPosted, keys: LedgerKeys): MoneyDelta[] {
  const day = amountDay(detail);
  const month = day.slice(0, 7);
  const sign = detail.amount < 0 ? -1 : 1;
  const count = detail.count ?? sign;
  const amount = fils(detail.amount);
  const hours = Math.round((detail.hours ?? 0) * 100) * sign;
  if (amount === 0 && count === 0 && hours === 0) return [];
  const add = (n: number): Record<string, number> => ({
    [`a_${detail.category}`]: amount,
    [`n_${detail.category}`]: n,
    ...(hours ? { [`h_${detail.category}`]: hours } : {}),
  });
  const dims: { dimension: Dimension; n: number }[] = dimensionsOf(detail).map((dimension) => ({
    dimension,
    n: count,
  }));
  if (detail.workshop) {
    // Each workshop of a job order counts its job order once, even when the job order's count went
    // to its first workshop event.
    const n = count === 0 ? sign : count;
    const workshop = label(detail.workshop);
    const garage = label(detail.garage);
    dims.push({ dimension: { dim: `W#${workshop}`, garage: '', vehmake: '', workshop }, n });
    if (garage)
      dims.push({ dimension: { dim: `GW#${garage}#${workshop}`, garage, vehmake: '', workshop }, n });
  }
  return dims.flatMap(({ dimension, n }) =>
    (
      [
        [keys.day, day],
        [keys.month, month],
      ] as const
    ).map(([pk, bucket]) => ({ pk, sk: `${dimension.dim}#${bucket}`, add: add(n) })),
  );
}

/**
 * Applies ledger deltas in one transaction with `extra` items (an expenditure's own write), or with
 * an event's marker (exactly once: a redelivery fails the marker's condition, nothing changes).
 */
export async function applyLedger(
  deltas: readonly MoneyDelta[],
  extra: TransactItem[],
  marker?: { eventId: string; subscriber: string },
): Promise<void> {
  const at = new Date().toISOString();
  await transactWrite([
    ...(marker ? [claimInTransaction(marker.eventId, marker.subscriber)] : []),
    ...extra,
    ...mergeDeltas(deltas).map((delta) => addUpdate(delta, at, 'moneyProjection')),
  ]);
}

// ---- Reads --------------------------------------------------------------------------------------------

/** The labels of an item, from its sort key `<dim>#<bucket>`. */
export function labelsOf(sk: string): { garage: string; vehmake: string; workshop: string; bucket: string } {
  const parts = sk.split('#');
  const bucket = parts.at(-1) ?? '';
  const [kind, first = '', second = ''] = parts.slice(0, -1);
  return {
    garage: kind === 'G' || kind === 'GM' || kind === 'GW' ? first : '',
    vehmake: kind === 'M' ? first : kind === 'GM' ? second : '',
    workshop: kind === 'W' ? first : kind === 'GW' ? second : '',
    bucket,
  };
}

/** An item with its labels. */
const labelled = (item: Row): Row => ({ ...item, ...labelsOf(String(item['sk'])) });

/** The dimension of a filter (make without garage, garage without make, both, none). */
function filterDim(f: ProjectionFilter): string {
  if (f.garage && f.vehmake) return `GM#${label(f.garage)}#${label(f.vehmake)}`;
  if (f.garage) return `G#${label(f.garage)}`;
  if (f.vehmake) return `M#${label(f.vehmake)}`;
  return 'all';
}

/** Items of a dimension (or all dimensions starting with `prefix`) in a bucket range. */
async function bucketItems(pk: string, dim: string, exact: boolean, range: [string, string]): Promise<Row[]> {
  if (exact)
    return (await queryAll<Row>({ pk, between: [`${dim}#${range[0]}`, `${dim}#${range[1]}`] })).map(labelled);
  const items = (await queryAll<Row>({ pk, beginsWith: dim })).map(labelled);
  return items.filter((item) => {
    const bucket = String(item['bucket']);
    return bucket >= range[0] && bucket <= range[1];
  });
}

/** The items a read needs: the filter's dimension, or every garage's (or workshop's) when grouping. */
async function windowItems(
  f: ProjectionFilter,
  grouping: 'garage' | 'workshop' | undefined,
  keys: LedgerKeys,
): Promise<Row[]> {
  const { days, months } = rangePlan(f.from, f.to);
  let dim = filterDim(f);
  let exact = true;
  let keep = (_item: Row) => true;
  const f2 = f as ProjectionFilter & { workshop?: string | undefined };
  if (grouping === 'garage' && !f.garage) {
    dim = f.vehmake ? 'GM#' : 'G#';
    exact = false;
    if (f.vehmake) keep = (item) => item['vehmake'] === label(f.vehmake);
  } else if (grouping === 'workshop') {
    const within = f.garage ? `GW#${label(f.garage)}#` : 'W#';
    dim = f2.workshop ? `${within}${label(f2.workshop)}` : within;
    exact = Boolean(f2.workshop);
  }
  const reads = [
    ...days.map((range) => bucketItems(keys.day, dim, exact, range)),
    ...(months ? [bucketItems(keys.month, dim, exact, months)] : []),
  ];
  return (await Promise.all(reads)).flat().filter(keep);
}

/** Rows of counters per category found on an item. */
function categoriesOf(item: Row): { category: MoneyCategory; fils: number; n: number; hours: number }[] {
  return moneyCategories
    .filter((category) => item[`a_${category}`] !== undefined || item[`n_${category}`] !== undefined)
    .map((category) => ({
      category,
      fils: Number(item[`a_${category}`] ?? 0),
      n: Number(item[`n_${category}`] ?? 0),
      hours: Number(item[`h_${category}`] ?? 0) / 100,
    }));
}

const bucketOf = (bucket: string, by: 'day' | 'month' | 'total') =>
  by === 'total' ? 'all' : by === 'month' ? bucket.slice(0, 7) : bucket;

/**
 * Money of the window by day, month or in total, per category, and by garage or category. Categories
 * with nothing are left out.
 */
export async function amounts(
  f: ProjectionFilter,
  by: 'day' | 'month' | 'total',
  groupBy: 'none' | 'garage' | 'category',
): Promise<AmountRow[]> {
  return ledgerAmounts(amountKeys(f.project), f, by, groupBy);
}

/** The KWD total and the number of documents of one category over a window (a report's total row). */
export async function categoryTotal(
  f: ProjectionFilter,
  category: MoneyCategory,
): Promise<{ count: number; amount: number }> {
  const row = (await amounts(f, 'total', 'category')).find((entry) => entry.category === category);
  return { count: row?.n ?? 0, amount: row?.amount ?? 0 };
}

/** `amounts` of any ledger (the money projection, the expenditures' totals). */
export async function ledgerAmounts(
  keys: LedgerKeys,
  f: ProjectionFilter,
  by: 'day' | 'month' | 'total',
  groupBy: 'none' | 'garage' | 'category',
): Promise<AmountRow[]> {
  // Day rows come from the day partition only.
  const items =
    by === 'day'
      ? await dayItems(keys, f, groupBy === 'garage')
      : await windowItems(f, groupBy === 'garage' ? 'garage' : undefined, keys);
  return aggregate(items, by, groupBy);
}

async function dayItems(keys: LedgerKeys, f: ProjectionFilter, byGarage: boolean): Promise<Row[]> {
  const range: [string, string] = [f.from ?? '0000-00-00', f.to ?? '9999-99-99'];
  if (byGarage && !f.garage) {
    const items = await bucketItems(keys.day, f.vehmake ? 'GM#' : 'G#', false, range);
    return f.vehmake ? items.filter((item) => item['vehmake'] === label(f.vehmake)) : items;
  }
  return bucketItems(keys.day, filterDim(f), true, range);
}

function aggregate(
  items: Row[],
  by: 'day' | 'month' | 'total',
  groupBy: 'none' | 'garage' | 'category',
): AmountRow[] {
  const rows = new Map<
    string,
    { bucket: string; category: string; group: string; fils: number; n: number }
  >();
  for (const item of items) {
    const bucket = bucketOf(String(item['bucket']), by);
    for (const entry of categoriesOf(item)) {
      const group =
        groupBy === 'garage' ? String(item['garage'] ?? '') : groupBy === 'category' ? entry.category : 'all';
      const id = `${bucket}|${entry.category}|${group}`;
      const row = rows.get(id) ?? { bucket, category: entry.category, group, fils: 0, n: 0 };
      row.fils += entry.fils;
      row.n += entry.n;
      rows.set(id, row);
    }
  }
  return [...rows.values()]
    .filter((row) => row.fils !== 0 || row.n !== 0)
    .map((row) => ({
      bucket: row.bucket,
      category: row.category,
      group: row.group,
      amount: row.fils / 1000,
      n: row.n,
    }))
    .sort(
      (a, b) =>
        a.bucket.localeCompare(b.bucket) ||
        a.category.localeCompare(b.category) ||
        a.group.localeCompare(b.group),
    );
}

export interface LabourRow {
  bucket: string;
  group: string;
  amount: number;
  hours: number;
  n: number;
}

/**
 * Labour of the window per month, by workshop, garage or in total (the labour cost summary): cost,
 * hours and job orders.
 */
export async function labourAmounts(
  f: ProjectionFilter & { workshop?: string | undefined },
  groupBy: 'none' | 'garage' | 'workshop',
): Promise<LabourRow[]> {
  const grouping = f.workshop ? 'workshop' : groupBy === 'none' ? undefined : groupBy;
  const items = await windowItems(f, grouping, amountKeys(f.project));
  const rows = new Map<string, LabourRow & { fils: number }>();
  for (const item of items) {
    const entry = categoriesOf(item).find((candidate) => candidate.category === 'labour');
    if (!entry) continue;
    const bucket = String(item['bucket']).slice(0, 7);
    const group =
      groupBy === 'garage'
        ? String(item['garage'])
        : groupBy === 'workshop'
          ? String(item['workshop'])
          : 'all';
    const id = `${bucket}|${group}`;
    const row = rows.get(id) ?? { bucket, group, amount: 0, hours: 0, n: 0, fils: 0 };
    row.fils += entry.fils;
    row.hours = Math.round((row.hours + entry.hours) * 100) / 100;
    row.n += entry.n;
    rows.set(id, row);
  }
  return [...rows.values()]
    .filter((row) => row.fils !== 0 || row.n !== 0)
    .map(({ fils: total, ...row }) => ({ ...row, amount: total / 1000 }))
    .sort((a, b) => a.bucket.localeCompare(b.bucket) || a.group.localeCompare(b.group));
}

// ---- Registration ---------------------------------------------------------------------------------------

/**
 * The money projection for the registry of functions/engines/projections: `AmountPosted` events into the
 * amount buckets; a rebuild replays the live money documents' postings (money-events.ts).
 */
export const moneyProjection = defineProjection<AmountPosted>({
  name: 'amounts',
  detailTypes: [detailTypes.amountPosted],
  parse: (_detailType, detail) => amountPosted.parse(detail),
  deltas: (detail) => amountDeltas(detail),
  project: (detail) => detail.project,
  parts: () => ['amounts'],
  history: async function* (project) {
    for (const detail of await moneyHistory(project))
      yield { eventId: detail.eventId, detailType: detailTypes.amountPosted, detail };
  },
  partitions: async (project) => {
    const keys = amountKeys(project);
    return [keys.day, keys.month];
  },
});
