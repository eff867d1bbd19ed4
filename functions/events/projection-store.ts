/**
 * Dashboard projections: applying a status change's counter deltas exactly once, and the reads
 * dashboards use (one Query each, never the documents). Layout in projection-rules.ts.
 */
import { queryAll, tableName, transactWrite, type TransactItem } from '#lib/db';
import { claimInTransaction } from './markers.ts';
import { projectionKeys, type CounterDelta } from './projection-rules.ts';

export interface CounterItem extends Record<string, unknown> {
  pk: string;
  sk: string;
  count: number;
}

/** Status code -> count. */
export type StatusCounts = Record<string, number>;

/**
 * Applies the deltas and the event's marker in one transaction, so a redelivered event changes
 * nothing (the marker's condition fails and the transaction is a 409 `ConflictError`).
 */
export async function applyDeltas(eventId: string, subscriber: string, deltas: CounterDelta[], at: string) {
  const updates: TransactItem[] = deltas.map(({ pk, sk, delta }) => ({
    Update: {
      TableName: tableName(),
      Key: { pk, sk },
      UpdateExpression: 'ADD #count :delta SET #entity = :entity, #updatedAt = :at',
      ExpressionAttributeNames: { '#count': 'count', '#entity': 'entity', '#updatedAt': 'updatedAt' },
      ExpressionAttributeValues: { ':delta': delta, ':entity': 'projection', ':at': at },
    },
  }));
  await transactWrite([claimInTransaction(eventId, subscriber), ...updates]);
}

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

/** Job orders of a vehicle make by current status. */
export const readMakeStatusCounts = (project: string, make: string) =>
  readCounts(projectionKeys.make(project, make));

/** Transitions into each status during a month (`yyyy-mm`). */
export const readMonthTransitions = (project: string, month: string) =>
  readCounts(projectionKeys.month(project, month));
