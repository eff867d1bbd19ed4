/**
 * Job orders per vehicle per month (the frequent vehicle query, `/frequentylyvehiclequery`), kept by
 * the projections subscriber from the creation event of each job order (`JobOrderStatusChanged` with
 * no `fromStatus`; it carries the plate, the garage and the opening day):
 *   pk `<project>#PROJ#VEHJO#<yyyy-mm>` (month of opening), sk `<vehicleno>`:
 *     `n` job orders opened, `g:<garage>` of them per garage;
 *   pk `<project>#PROJ#VEHJO`, sk `<yyyy-mm>`: `n` job orders opened that month (the months that
 *     exist, for the rebuild and for reading only months that have data).
 * A query of a window reads one partition per month: its cost follows the vehicles that came in, never
 * the history. Its history for a rebuild is one creation per job order header (by-date index).
 */
import { detailTypes, type JobOrderStatusChanged } from '@fleet/shared';
import { jobOrderStatusChanged } from '@fleet/shared/engines/events-schema';
import { queryAll } from '#lib/db';
import { key } from '#lib/table';
import { byDatePages } from '../../engines/status/headers.ts';
import {
  defineProjection,
  type ProjectionDelta,
  type ReplayEvent,
} from '../../engines/projections/define.ts';
import { localDay } from '../../engines/projections/layout.ts';

type Stored = Record<string, unknown>;

export const vehicleMonthKeys = {
  months: (project: string) => key.project(project, 'PROJ', 'VEHJO'),
  month: (project: string, month: string) => key.project(project, 'PROJ', 'VEHJO', month),
};

export const garageAttr = (garage: string) => `g:${garage}`;

/** The month (yyyy-mm, Kuwait) a job order was opened in. */
const openingMonth = (detail: JobOrderStatusChanged) => localDay(detail.openedAt ?? detail.at).slice(0, 7);

/** The counter changes of one event: only a job order's creation counts. Pure. */
export function vehicleMonthDeltas(detail: JobOrderStatusChanged): ProjectionDelta[] {
  if (detail.fromStatus !== null || !detail.vehicleno) return [];
  const month = openingMonth(detail);
  return [
    {
      pk: vehicleMonthKeys.month(detail.project, month),
      sk: detail.vehicleno,
      add: { n: 1, ...(detail.garage ? { [garageAttr(detail.garage)]: 1 } : {}) },
    },
    { pk: vehicleMonthKeys.months(detail.project), sk: month, add: { n: 1 } },
  ];
}

/** One creation per job order header, as the live event carried it. */
async function* creations(project: string): AsyncGenerator<ReplayEvent<JobOrderStatusChanged>> {
  for await (const items of byDatePages(project)) {
    for (const header of items) {
      if (header['sk'] !== 'HEADER' || !header['vehicleno']) continue;
      const detail = jobOrderStatusChanged.parse({
        eventId: `${String(header['jobordno'])}-opened`,
        project,
        jobordno: String(header['jobordno']),
        vehicleno: String(header['vehicleno']),
        ...(header['garage'] ? { garage: String(header['garage']) } : {}),
        fromStatus: null,
        toStatus: Number(header['statuscde'] ?? 0),
        statusName: '',
        user: '',
        at: String(header['joborddat']),
        openedAt: String(header['joborddat']),
      });
      yield { eventId: detail.eventId, detailType: detailTypes.jobOrderStatusChanged, detail };
    }
  }
}

async function partitions(project: string): Promise<string[]> {
  const months = await queryAll<{ sk: string }>({ pk: vehicleMonthKeys.months(project) });
  return [vehicleMonthKeys.months(project), ...months.map(({ sk }) => vehicleMonthKeys.month(project, sk))];
}

export const vehicleMonthProjection = defineProjection<JobOrderStatusChanged>({
  name: 'vehicleMonths',
  detailTypes: [detailTypes.jobOrderStatusChanged],
  parse: (_detailType, detail) => jobOrderStatusChanged.parse(detail),
  project: (detail) => detail.project,
  deltas: (detail) => vehicleMonthDeltas(detail),
  parts: () => ['vehicles'],
  history: creations,
  partitions,
});

/** Months (yyyy-mm) from `from` to `to`, inclusive. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  const last = to.slice(0, 7);
  for (;;) {
    const current = `${year}-${String(month).padStart(2, '0')}`;
    if (current > last) return months;
    months.push(current);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
}

/** Job orders per vehicle opened in the months of [from, to] (of one garage when given). */
export async function jobOrdersPerVehicle(
  project: string,
  window: { from: string; to: string; garage?: string | undefined },
): Promise<{ vehicleno: string; count: number; months: Record<string, number> }[]> {
  const existing = await queryAll<{ sk: string }>({
    pk: vehicleMonthKeys.months(project),
    between: [window.from.slice(0, 7), window.to.slice(0, 7)],
  });
  const wanted = new Set(monthsBetween(window.from, window.to));
  const attribute = window.garage ? garageAttr(window.garage) : 'n';
  const byVehicle = new Map<string, { count: number; months: Record<string, number> }>();
  for (const { sk: month } of existing.filter(({ sk }) => wanted.has(sk))) {
    const items = await queryAll<Stored>({ pk: vehicleMonthKeys.month(project, month) });
    for (const item of items) {
      const count = Number(item[attribute] ?? 0);
      if (count <= 0) continue;
      const entry = byVehicle.get(String(item['sk'])) ?? { count: 0, months: {} };
      entry.count += count;
      entry.months[month] = count;
      byVehicle.set(String(item['sk']), entry);
    }
  }
  return [...byVehicle].map(([vehicleno, entry]) => ({ vehicleno, ...entry }));
}
