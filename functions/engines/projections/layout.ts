/**
 * Item layout of the job order projections (docs/projections.md). Pure.
 *
 * One partition per kind and project, one item per (dimension key, bucket):
 *   pk `<project>#PROJ#OPEN`  current status of the job orders OPENED in the bucket (opening day/month)
 *   pk `<project>#PROJ#MOVE`  moves INTO each status dated in the bucket
 *   pk `<project>#PROJ#DUR`   stays at each status that ENDED in the bucket (ms and number of stays)
 *   pk `<project>#PROJ#REPAIR` job orders per repair (workshop / main / sub repair) by opening bucket
 *   sk `<dimension key>#D#<yyyy-mm-dd>` (day bucket) or `<dimension key>#M#<yyyy-mm>` (month bucket)
 * The dimension key names a filter: `*` (none), `g=<garage>`, `m=<make>`, `m=<make>;mo=<model>`,
 * `g=<garage>;m=<make>`, `g=<garage>;m=<make>;mo=<model>` (values URI-encoded), so any filter
 * combination is one key and a date range is at most three Queries (edge days + whole months).
 * Attributes, one per status code: `s<code>` (OPEN, MOVE), `ms<code>` and `n<code>` (DUR); MOVE also
 * `e_<group>`, the entries into a status group (shared/src/engines/status-groups.ts); plus the splits grouped
 * reads need, `<dim>:<value>:<metric>` (status-rules.ts `breakdowns`): OPEN by garage, make (and model
 * where the make is fixed), DUR by garage, make, workshop and supplier, MOVE by garage and make for
 * `e_<group>` only.
 */
import type { StatusGroup } from '@fleet/shared/engines/status-groups';
import { key } from '#lib/table';

/** Kuwait time (UTC+3, no daylight saving): reporting days and months are local. */
export const reportingUtcOffsetMs = 3 * 3_600_000;

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** The reporting day (yyyy-mm-dd) of an ISO instant; a plain date is already one. */
export function localDay(at: string): string {
  if (dayPattern.test(at)) return at;
  const time = Date.parse(at);
  if (Number.isNaN(time)) throw new RangeError(`Not a date: ${at}`);
  return new Date(time + reportingUtcOffsetMs).toISOString().slice(0, 10);
}

export const projectionKinds = ['OPEN', 'MOVE', 'DUR', 'REPAIR'] as const;
export type ProjectionKind = (typeof projectionKinds)[number];

export const kindPk = (project: string, kind: ProjectionKind) => key.project(project, 'PROJ', kind);

/** The dimensions a key can fix (model only with make). */
export interface Dims {
  garage?: string | undefined;
  vehmake?: string | undefined;
  vehmodel?: string | undefined;
}

const enc = (value: string) => encodeURIComponent(value);
export const dec = (value: string) => decodeURIComponent(value);

/** The dimension key of a filter: `*` or `g=..;m=..;mo=..` (model ignored without make). */
export function dimKey(dims: Dims): string {
  const parts: string[] = [];
  if (dims.garage) parts.push(`g=${enc(dims.garage)}`);
  if (dims.vehmake) {
    parts.push(`m=${enc(dims.vehmake)}`);
    if (dims.vehmodel) parts.push(`mo=${enc(dims.vehmodel)}`);
  }
  return parts.length ? parts.join(';') : '*';
}

/** The six filter subsets a job order with these dimensions counts under (fewer when some are unknown). */
export function dimSubsets(dims: Dims): Dims[] {
  const { garage, vehmake, vehmodel } = dims;
  const subsets: Dims[] = [{}];
  if (garage) subsets.push({ garage });
  if (vehmake) {
    subsets.push({ vehmake });
    if (vehmodel) subsets.push({ vehmake, vehmodel });
    if (garage) {
      subsets.push({ garage, vehmake });
      if (vehmodel) subsets.push({ garage, vehmake, vehmodel });
    }
  }
  return subsets;
}

export const daySk = (dims: Dims, day: string) => `${dimKey(dims)}#D#${day}`;
export const monthSk = (dims: Dims, month: string) => `${dimKey(dims)}#M#${month}`;

/** Breakdown dimensions: short names in attribute names. */
export const breakdownNames = { garage: 'g', make: 'm', model: 'mo', workshop: 'w', supplier: 'su' } as const;
export type Breakdown = keyof typeof breakdownNames;

/** Attribute of a breakdown value: `<dim>:<value>:<metric>` (metric `s1201`, `ms1201`, `n1201`). */
export const breakdownAttr = (dim: Breakdown, value: string, metric: string) =>
  `${breakdownNames[dim]}:${enc(value)}:${metric}`;

/** MOVE attribute of the entries into a status group: `e_<group>` (`e_delivered`). */
export const groupEntryMetric = (group: StatusGroup) => `e_${group}`;

/** Attribute of one repair: `r:<workshop>:<main repair>:<sub repair>`. */
export const repairAttr = (wrkshpid: string, mainrepid: string, subrepid: string) =>
  `r:${enc(wrkshpid)}:${enc(mainrepid)}:${enc(subrepid)}`;
