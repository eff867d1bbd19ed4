/**
 * Applying one event to every matching projection exactly once: all counter additions and the
 * event's marker in ONE transaction (a redelivered event fails the marker's condition and changes
 * nothing; a failure leaves nothing, and the bus retries the whole event).
 */
import { getItem, transactWrite } from '#lib/db';
import { ConflictError } from '#lib/errors';
import { claimInTransaction, markerKeys } from '../events/markers.ts';
import { addUpdate, mergeDeltas, type ProjectionDelta, type RegisteredProjection } from './define.ts';

export { addUpdate };
import { projectionsFor } from './registry.ts';

export const subscriber = 'projections';

/** DynamoDB's limit of items per transaction; one of them is the marker. */
export const maxTransactionItems = 100;

export interface Applied {
  duplicate: boolean;
  /** Items updated. */
  items: number;
  /** Per project, the parts that changed (for the live push). */
  changed: Map<string, Set<string>>;
}

/** The deltas and parts of an event for the projections that handle its detail type. Pure. */
export function eventDeltas(
  detailType: string,
  detail: unknown,
  registered: readonly RegisteredProjection[] = projectionsFor(detailType),
) {
  const changed = new Map<string, Set<string>>();
  const all: ProjectionDelta[] = [];
  for (const projection of registered) {
    const parsed = projection.parse(detailType, detail);
    const deltas = projection.deltas(parsed, detailType);
    all.push(...deltas);
    if (deltas.length === 0) continue;
    const project = projection.project(parsed);
    const parts = changed.get(project) ?? new Set<string>();
    projection.parts(parsed, deltas).forEach((part) => parts.add(part));
    changed.set(project, parts);
  }
  return { deltas: mergeDeltas(all), changed };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Applies an event once. A transaction conflict with another event updating the same counters (not
 * a duplicate: no marker) is retried a few times with jitter; then it throws and the bus retries.
 */
export async function applyEvent(eventId: string, detailType: string, detail: unknown): Promise<Applied> {
  const { deltas, changed } = eventDeltas(detailType, detail);
  if (deltas.length === 0) return { duplicate: false, items: 0, changed };
  if (deltas.length + 1 > maxTransactionItems)
    throw new RangeError(
      `Event ${eventId} moves ${deltas.length} projection items (at most ${maxTransactionItems - 1})`,
    );
  const at = new Date().toISOString();
  const items = [claimInTransaction(eventId, subscriber), ...deltas.map((delta) => addUpdate(delta, at))];
  for (let attempt = 0; ; attempt++) {
    try {
      await transactWrite(items);
      return { duplicate: false, items: deltas.length, changed };
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
      const { pk, sk } = markerKeys(eventId, subscriber);
      if (await getItem(pk, sk)) return { duplicate: true, items: 0, changed: new Map() };
      if (attempt >= 4) throw error;
      await sleep(50 * 2 ** attempt + Math.random() * 50);
    }
  }
}
