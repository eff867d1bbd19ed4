/**
 * Idempotency markers: EventBridge delivers at least once, so each subscriber records the events it
 * has handled. pk `GLOBAL#EVENT#<eventId>`, sk `<subscriber>`, expiring after `markerTtlDays`
 * (well past EventBridge's 24-hour retry window).
 */
import { ConflictError } from '#lib/errors';
import { createPut, deleteItem, putItem, type TransactItem } from '#lib/db';
import { key } from '#lib/table';

export const markerTtlDays = 7;

export const markerKeys = (eventId: string, subscriber: string) => ({
  pk: key.global('EVENT', eventId),
  sk: subscriber,
});

function markerItem(eventId: string, subscriber: string) {
  const now = Date.now();
  return {
    ...markerKeys(eventId, subscriber),
    entity: 'eventMarker',
    handledAt: new Date(now).toISOString(),
    ttl: Math.floor(now / 1000) + markerTtlDays * 24 * 60 * 60,
  };
}

/** Records that `subscriber` handles `eventId`; false when it already did (a duplicate delivery). */
export async function claimEvent(eventId: string, subscriber: string): Promise<boolean> {
  try {
    await putItem(markerItem(eventId, subscriber), { ifNotExists: true });
    return true;
  } catch (error) {
    if (error instanceof ConflictError) return false;
    throw error;
  }
}

/** Undoes a claim when handling failed, so the bus's retry handles the event again. */
export async function releaseEvent(eventId: string, subscriber: string): Promise<void> {
  const { pk, sk } = markerKeys(eventId, subscriber);
  await deleteItem(pk, sk);
}

/** The claim as one item of a transaction (fails the whole transaction on a duplicate). */
export function claimInTransaction(eventId: string, subscriber: string): TransactItem {
  return createPut(markerItem(eventId, subscriber));
}
