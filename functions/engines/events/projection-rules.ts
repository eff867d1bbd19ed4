/**
 * Dashboard counters a status change moves (ARCHITECTURE.md section 5). Pure.
 *
 * Current-state views (a job order counts once, under its current status):
 *   `<project>#PROJ#STATUS`                sk `<status>`
 *   `<project>#PROJ#GARAGE#<garage>`       sk `<status>`
 *   `<project>#PROJ#MAKE#<vehmake>`        sk `<status>`
 * Each change takes 1 from `fromStatus` and adds 1 to `toStatus`.
 * Flow view (transitions into each status, per month, never decremented):
 *   `<project>#PROJ#MONTH#<yyyy-mm>`       sk `<status>`
 */
import type { JobOrderStatusChanged } from '@fleet/shared';
import { key } from '#lib/table';

export interface CounterDelta {
  pk: string;
  sk: string;
  delta: number;
}

/** Kuwait time (UTC+3, no daylight saving): a change late on the 31st counts in the local month. */
export const reportingUtcOffsetHours = 3;

/** The reporting month (`yyyy-mm`) of an ISO instant. */
export function monthOf(at: string): string {
  const time = Date.parse(at);
  if (Number.isNaN(time)) throw new RangeError(`Not a date: ${at}`);
  return new Date(time + reportingUtcOffsetHours * 3_600_000).toISOString().slice(0, 7);
}

export const projectionKeys = {
  status: (project: string) => key.project(project, 'PROJ', 'STATUS'),
  garage: (project: string, garage: string) => key.project(project, 'PROJ', 'GARAGE', garage),
  make: (project: string, make: string) => key.project(project, 'PROJ', 'MAKE', make),
  month: (project: string, month: string) => key.project(project, 'PROJ', 'MONTH', month),
};

/** The counter changes of one status change, merged per counter, zero changes dropped. */
export function projectionDeltas(detail: JobOrderStatusChanged): CounterDelta[] {
  const { project, fromStatus, toStatus } = detail;
  const current = [projectionKeys.status(project)];
  if (detail.garage) current.push(projectionKeys.garage(project, detail.garage));
  if (detail.vehmake) current.push(projectionKeys.make(project, detail.vehmake));

  const deltas = new Map<string, CounterDelta>();
  const add = (pk: string, status: number, delta: number) => {
    const sk = String(status);
    const id = `${pk}\u0000${sk}`;
    const entry = deltas.get(id) ?? { pk, sk, delta: 0 };
    entry.delta += delta;
    deltas.set(id, entry);
  };
  // A reassignment (an assignee changed at the same status) notifies people but moves no counter.
  if (fromStatus === toStatus) return [];
  for (const pk of current) {
    if (fromStatus !== null) add(pk, fromStatus, -1);
    add(pk, toStatus, 1);
  }
  add(projectionKeys.month(project, monthOf(detail.at)), toStatus, 1);
  return [...deltas.values()].filter((entry) => entry.delta !== 0);
}
