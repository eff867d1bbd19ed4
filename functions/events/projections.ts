/**
 * Projections subscriber (ARCHITECTURE.md section 5): keeps the dashboard counters of
 * projection-rules.ts. Exactly once per eventId: the marker is written in the same transaction.
 */
import type { EventBridgeEvent } from 'aws-lambda';
import { type JobOrderStatusChanged } from '@fleet/shared';
import { jobOrderStatusChanged } from '@fleet/shared/events-schema';
import { ConflictError } from '#lib/errors';
import { applyDeltas } from './projection-store.ts';
import { projectionDeltas } from './projection-rules.ts';

export const subscriber = 'projections';

export async function handler(
  event: EventBridgeEvent<'JobOrderStatusChanged', JobOrderStatusChanged>,
): Promise<{ duplicate: boolean; counters: number }> {
  const detail = jobOrderStatusChanged.parse(event.detail);
  const deltas = projectionDeltas(detail);
  try {
    await applyDeltas(detail.eventId, subscriber, deltas, new Date().toISOString());
  } catch (error) {
    if (error instanceof ConflictError) return { duplicate: true, counters: 0 };
    throw error;
  }
  return { duplicate: false, counters: deltas.length };
}
