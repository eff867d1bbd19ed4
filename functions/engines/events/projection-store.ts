/**
 * Reads of the legacy dashboard counters (one Query each, never the documents). Layout in
 * projection-rules.ts; the projections subscriber keeps them with the issue 15 projections
 * (functions/engines/projections/status-rules.ts), whose reads are functions/engines/projections/read.ts.
 */
import { queryAll } from '#lib/db';
import { projectionKeys } from './projection-rules.ts';

export interface CounterItem extends Record<string, unknown> {
  pk: string;
  sk: string;
  count: number;
}

/** Status code -> count. */
export type StatusCounts = Record<string, number>;

async function readCounts(pk: string): Promise<StatusCounts> {
  const items = await queryAll<CounterItem>({ pk });
  // An event missed before projections existed could push a counter below zero; never show that.
  return Object.fromEntries(items.map((item) => [item.sk, Math.max(0, Number(item.count ?? 0))]));
}

/** Job orders of a project by current status. */
export const readStatusCounts = (project: string) => readCounts(projectionKeys.status(project));

/** Job orders of a garage by current status. */
export const readGarageStatusCounts = (project: string, garage: string) =>
  readCounts(projectionKeys.garage(project, garage));
