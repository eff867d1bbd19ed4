/**
 * Reads of the job order projections (the contract of issue 15, docs/projections.md). Never scans:
 * a date range is at most three Queries per kind (leading days, whole months, trailing days) on one
 * partition, each returning one item per bucket, so the cost depends on the range and the number of
 * garages/makes/models, never on the number of job orders.
 */
import { statusByCode } from '@fleet/shared';
import { statusGroups, type StatusGroup } from '@fleet/shared/engines/status-groups';
import { queryAll } from '#lib/db';
import { masterPk, masterTypes } from '../masters/keys.ts';
import {
  breakdownNames,
  dec,
  dimKey,
  groupEntryMetric,
  kindPk,
  type Breakdown,
  type ProjectionKind,
} from './layout.ts';
import { givenFields } from '#lib/attributes';

export interface ProjectionFilter {
  project: string;
  /** Inclusive local (Kuwait, UTC+3) date yyyy-mm-dd; absent = no lower bound. */
  from?: string | undefined;
  /** Inclusive; absent = no upper bound. */
  to?: string | undefined;
  /** Garage id as on the job order header (`garage`). */
  garage?: string | undefined;
  /** Make id (header `vehmakid`). */
  vehmake?: string | undefined;
  /** Model id (header `vehmodid`); without vehmake, its make(s) come from the vehicle model master. */
  vehmodel?: string | undefined;
}

/**
 * The filter of a report or dashboard: the project, the window's ends, and the garage, make and model
 * asked for (a model only with its make).
 */
export const projectionFilterOf = (
  project: string,
  asked: { garage?: string | undefined; vehmake?: string | undefined; vehmodel?: string | undefined },
  window: { from?: string | undefined; to?: string | undefined },
): ProjectionFilter => ({
  project,
  ...givenFields(window, 'from to'),
  ...givenFields(asked, 'garage vehmake'),
  ...(asked.vehmake && asked.vehmodel ? { vehmodel: asked.vehmodel } : {}),
});

type Item = Record<string, unknown> & { sk: string };
/** A bucket item's values: `month` of its bucket, `day` when a day bucket. */
interface Bucket {
  month: string;
  day?: string;
  item: Item;
}

const minDay = '0000-01-01';
const maxDay = '9999-12-31';

const lastDayOfMonth = (month: string) => {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(year, mon, 0)).getUTCDate()).padStart(2, '0')}`;
};
const shiftMonth = (month: string, by: number) => {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, mon - 1 + by, 1));
  return date.toISOString().slice(0, 7);
};

/** The Queries covering [from, to]: edge days from day buckets, whole months from month buckets. */
export function rangePlan(
  from = minDay,
  to = maxDay,
): { days: [string, string][]; months?: [string, string] } {
  if (from > to) return { days: [] };
  const days: [string, string][] = [];
  let firstMonth = from.slice(0, 7);
  let lastMonth = to.slice(0, 7);
  if (firstMonth === lastMonth) {
    if (from.endsWith('-01') && to === lastDayOfMonth(lastMonth))
      return { days, months: [firstMonth, lastMonth] };
    return { days: [[from, to]] };
  }
  if (!from.endsWith('-01')) {
    days.push([from, lastDayOfMonth(firstMonth)]);
    firstMonth = shiftMonth(firstMonth, 1);
  }
  if (to !== lastDayOfMonth(lastMonth)) {
    days.push([`${lastMonth}-01`, to]);
    lastMonth = shiftMonth(lastMonth, -1);
  }
  return firstMonth <= lastMonth ? { days, months: [firstMonth, lastMonth] } : { days };
}

/**
 * The makes of a model, from the vehicle model master (`<project>#M#VEHMODEL`, sk `<make>#<model>`):
 * one Query of the catalogue, so a model filter without its make reads the {make, model} items.
 */
async function makesOfModel(project: string, vehmodel: string): Promise<string[]> {
  const models = await queryAll<{ sk: string }>({ pk: masterPk(project, masterTypes.vehicleModel) });
  return [
    ...new Set(
      models.filter((item) => item.sk.endsWith(`#${vehmodel}`)).map((item) => item.sk.split('#')[0]!),
    ),
  ];
}

/** The item keys of a filter: one, or one per make of a model given without its make. */
async function selections(f: ProjectionFilter): Promise<ProjectionFilter[]> {
  if (!f.vehmodel || f.vehmake) return [f];
  const makes = await makesOfModel(f.project, f.vehmodel);
  return makes.map((vehmake) => ({ ...f, vehmake }));
}

async function readBuckets(
  f: ProjectionFilter,
  kind: ProjectionKind,
  granularity: 'range' | 'day',
  attributes?: readonly string[],
): Promise<Bucket[]> {
  const all = await Promise.all(
    (await selections(f)).map((one) => readKey(one, kind, granularity, attributes)),
  );
  return all.flat();
}

/**
 * The attributes of the totals per status of `metrics` (`s1201`, `ms1201`, ...: every status code),
 * with the sort key. A read of totals only asks for these, so it reads the same few hundred bytes per
 * bucket item at any volume: the breakdown attributes (`g:<garage>:s1201` ...) that grow with the
 * garages, makes, workshops and suppliers seen stay on the server.
 */
function totalsAttributes(metrics: readonly string[]): string[] {
  const key = metrics.join(',');
  let attributes = totalsAttributeLists.get(key);
  if (!attributes) {
    attributes = ['sk', ...metrics.flatMap((metric) => statusCodes.map((code) => `${metric}${code}`))];
    totalsAttributeLists.set(key, attributes);
  }
  return attributes;
}

/** Every status code of the catalogue, once; and the attribute lists per metric set (a handful). */
const statusCodes = [...statusByCode.keys()];
const totalsAttributeLists = new Map<string, string[]>();

async function readKey(
  f: ProjectionFilter,
  kind: ProjectionKind,
  granularity: 'range' | 'day',
  attributes?: readonly string[],
): Promise<Bucket[]> {
  const pk = kindPk(f.project, kind);
  const key = dimKey({ garage: f.garage, vehmake: f.vehmake, vehmodel: f.vehmodel });
  const plan =
    granularity === 'day'
      ? {
          days:
            f.from && f.to && f.from > f.to ? [] : [[f.from ?? minDay, f.to ?? maxDay] as [string, string]],
        }
      : rangePlan(f.from, f.to);
  const projected = attributes ? { attributes } : {};
  const queries: Promise<Item[]>[] = plan.days.map(([lo, hi]) =>
    queryAll<Item>({ pk, between: [`${key}#D#${lo}`, `${key}#D#${hi}`], ...projected }),
  );
  if ('months' in plan && plan.months)
    queries.push(
      queryAll<Item>({
        pk,
        between: [`${key}#M#${plan.months[0]}`, `${key}#M#${plan.months[1]}`],
        ...projected,
      }),
    );
  const results = await Promise.all(queries);
  return results.flat().map((item) => {
    const bucket = item.sk.slice(key.length + 1);
    const isDay = bucket.startsWith('D#');
    const value = bucket.slice(2);
    return isDay ? { month: value.slice(0, 7), day: value, item } : { month: value, item };
  });
}

/** `<metric><code>` attributes of an item: code -> value. */
function metricValues(item: Item, metric: string): Map<number, number> {
  const values = new Map<number, number>();
  const pattern = new RegExp(`^${metric}(\\d+)$`);
  for (const [name, value] of Object.entries(item)) {
    const match = pattern.exec(name);
    if (match) values.set(Number(match[1]), Number(value ?? 0));
  }
  return values;
}

/** Breakdown attributes `<dim>:<value>:<metric><code>` of an item: [value, code, amount]. */
function breakdownValues(item: Item, dim: Breakdown, metric: string): [string, number, number][] {
  const pattern = new RegExp(`^${breakdownNames[dim]}:([^:]*):${metric}(\\d+)$`);
  const rows: [string, number, number][] = [];
  for (const [name, value] of Object.entries(item)) {
    const match = pattern.exec(name);
    if (match) rows.push([dec(match[1]!), Number(match[2]), Number(value ?? 0)]);
  }
  return rows;
}

/** Sums rows keyed by (group, status). */
class Sums {
  private readonly map = new Map<string, { group: string; status: number; values: number[] }>();
  add(group: string, status: number, values: number[]) {
    const id = `${group}\u0000${status}`;
    const entry = this.map.get(id) ?? { group, status, values: values.map(() => 0) };
    values.forEach((value, index) => (entry.values[index] = (entry.values[index] ?? 0) + value));
    this.map.set(id, entry);
  }
  rows() {
    return [...this.map.values()].sort((a, b) =>
      a.group === b.group ? a.status - b.status : a.group < b.group ? -1 : 1,
    );
  }
}

type Group = 'garage' | 'make' | 'model' | 'month' | 'workshop' | 'supplier' | 'none' | 'day' | 'total';

const filterValue: Partial<Record<Group, keyof ProjectionFilter>> = {
  garage: 'garage',
  make: 'vehmake',
  model: 'vehmodel',
};

/** Rows (group, status, metric values) of a kind grouped by a bucket or a dimension. */
async function grouped(
  f: ProjectionFilter,
  kind: ProjectionKind,
  metrics: string[],
  groupBy: Group,
): Promise<{ group: string; status: number; values: number[] }[]> {
  const sums = new Sums();
  const fixed = filterValue[groupBy] ? f[filterValue[groupBy]] : undefined;
  const totalsOnly = !(groupBy in breakdownNames) || fixed !== undefined;
  const buckets = await readBuckets(
    f,
    kind,
    groupBy === 'day' ? 'day' : 'range',
    totalsOnly ? totalsAttributes(metrics) : undefined,
  );
  if (groupBy === 'model' && !fixed && !f.vehmake) {
    // The model split lives in the items that fix the make: one grouped read per make in the range.
    const makes = new Set(
      buckets.flatMap(({ item }) => breakdownValues(item, 'make', metrics[0]!).map(([make]) => make)),
    );
    const perMake = await Promise.all(
      [...makes].map((vehmake) => grouped({ ...f, vehmake }, kind, metrics, 'model')),
    );
    for (const row of perMake.flat()) sums.add(row.group, row.status, row.values);
    return sums.rows();
  }
  const dimension = groupBy as Breakdown;
  const isDimension = groupBy in breakdownNames && !fixed;
  for (const { month, day, item } of buckets) {
    if (isDimension) {
      metrics.forEach((metric, index) => {
        for (const [value, status, amount] of breakdownValues(item, dimension, metric)) {
          const values = metrics.map(() => 0);
          values[index] = amount;
          sums.add(value, status, values);
        }
      });
      continue;
    }
    const group = fixed ?? (groupBy === 'month' ? month : groupBy === 'day' ? (day ?? month) : 'all');
    metrics.forEach((metric, index) => {
      for (const [status, amount] of metricValues(item, metric)) {
        const values = metrics.map(() => 0);
        values[index] = amount;
        sums.add(String(group), status, values);
      }
    });
  }
  return sums.rows();
}

/** Job orders opened (joborddat) within [from, to], counted under their CURRENT status. */
export async function countsByStatus(f: ProjectionFilter): Promise<Record<string, number>> {
  const rows = await grouped(f, 'OPEN', ['s'], 'none');
  return Object.fromEntries(
    rows.filter((row) => (row.values[0] ?? 0) > 0).map((row) => [String(row.status), row.values[0]!]),
  );
}

/** Same, split by a dimension ('month' = month of opening, yyyy-mm). */
export async function countsByStatusGrouped(
  f: ProjectionFilter,
  groupBy: 'garage' | 'make' | 'model' | 'month',
): Promise<{ group: string; status: number; count: number }[]> {
  const rows = await grouped(f, 'OPEN', ['s'], groupBy);
  return rows
    .filter((row) => (row.values[0] ?? 0) > 0)
    .map((row) => ({ group: row.group, status: row.status, count: row.values[0]! }));
}

/** Moves INTO each status whose date is within [from, to], per bucket ('total' = one bucket 'all'). */
export async function transitions(
  f: ProjectionFilter,
  by: 'day' | 'month' | 'total',
): Promise<{ bucket: string; status: number; count: number }[]> {
  const rows = await grouped(f, 'MOVE', ['s'], by === 'total' ? 'none' : by);
  return rows
    .filter((row) => (row.values[0] ?? 0) !== 0)
    .map((row) => ({ bucket: row.group, status: row.status, count: row.values[0]! }));
}

const entryAttributes = ['sk', ...statusGroups.map(groupEntryMetric)];
const entryGroup = new Map(statusGroups.map((group) => [groupEntryMetric(group), group]));
const splitEntry = /^(g|m):([^:]*):(e_\w+)$/;

/**
 * Entries INTO each status group (a move from another group, or the opening) whose date is within
 * [from, to]: per bucket (`total` = one bucket 'all', `day`, `month`) or split by garage or make (the
 * bucket is then the garage or make). "Delivered in a period" is `entries.delivered` of the period.
 */
export async function groupEntries(
  f: ProjectionFilter,
  by: 'total' | 'day' | 'month' | 'garage' | 'make',
): Promise<{ bucket: string; group: StatusGroup; count: number }[]> {
  const fixed = by === 'garage' ? f.garage : by === 'make' ? f.vehmake : undefined;
  const split = (by === 'garage' || by === 'make') && fixed === undefined;
  const buckets = await readBuckets(
    f,
    'MOVE',
    by === 'day' ? 'day' : 'range',
    split ? undefined : entryAttributes,
  );
  const sums = new Map<string, { bucket: string; group: StatusGroup; count: number }>();
  const add = (bucket: string, group: StatusGroup | undefined, value: unknown) => {
    if (!group) return;
    const id = `${bucket}\u0000${group}`;
    const entry = sums.get(id) ?? { bucket, group, count: 0 };
    entry.count += Number(value ?? 0);
    sums.set(id, entry);
  };
  const wanted = by === 'garage' ? breakdownNames.garage : breakdownNames.make;
  for (const { month, day, item } of buckets) {
    for (const [name, value] of Object.entries(item)) {
      if (split) {
        const match = splitEntry.exec(name);
        if (match && match[1] === wanted) add(dec(match[2]!), entryGroup.get(match[3]!), value);
        continue;
      }
      const bucket = fixed ?? (by === 'month' ? month : by === 'day' ? (day ?? month) : 'all');
      add(bucket, entryGroup.get(name), value);
    }
  }
  return [...sums.values()]
    .filter((row) => row.count > 0)
    .sort((a, b) => (a.bucket === b.bucket ? a.group.localeCompare(b.group) : a.bucket < b.bucket ? -1 : 1));
}

/** The entries of the whole window per group (every group present, 0 when none). */
export async function groupEntryTotals(f: ProjectionFilter): Promise<Record<StatusGroup, number>> {
  const totals = Object.fromEntries(statusGroups.map((group) => [group, 0])) as Record<StatusGroup, number>;
  for (const row of await groupEntries(f, 'total')) totals[row.group] += row.count;
  return totals;
}

/** Time spent at each status, for stays that ENDED within [from, to]: total ms and number of stays. */
export async function durations(
  f: ProjectionFilter,
  groupBy: 'none' | 'garage' | 'make' | 'workshop' | 'supplier' | 'month',
): Promise<{ group: string; status: number; ms: number; n: number }[]> {
  const rows = await grouped(f, 'DUR', ['ms', 'n'], groupBy);
  return rows.map((row) => ({
    group: row.group,
    status: row.status,
    ms: row.values[0] ?? 0,
    n: row.values[1] ?? 0,
  }));
}

/** Job orders per repair (sub repair) opened within [from, to] (top repair jobs), most first. */
export async function repairCounts(
  f: ProjectionFilter,
): Promise<{ wrkshpid: string; mainrepid: string; subrepid: string; count: number }[]> {
  const buckets = await readBuckets(f, 'REPAIR', 'range');
  const pattern = /^r:([^:]*):([^:]*):([^:]*)$/;
  const sums = new Map<string, { wrkshpid: string; mainrepid: string; subrepid: string; count: number }>();
  for (const { item } of buckets) {
    for (const [name, value] of Object.entries(item)) {
      const match = pattern.exec(name);
      if (!match) continue;
      const entry = sums.get(name) ?? {
        wrkshpid: dec(match[1]!),
        mainrepid: dec(match[2]!),
        subrepid: dec(match[3]!),
        count: 0,
      };
      entry.count += Number(value ?? 0);
      sums.set(name, entry);
    }
  }
  return [...sums.values()]
    .filter((entry) => entry.count > 0)
    .sort(
      (a, b) =>
        b.count - a.count ||
        (a.wrkshpid + a.mainrepid + a.subrepid).localeCompare(b.wrkshpid + b.mainrepid + b.subrepid),
    );
}
