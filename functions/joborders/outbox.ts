/**
 * The outbox of status events (see engine.ts): items `GLOBAL#OUTBOX` / `<at>#<eventId>` written in the
 * status change's transaction, published right after it commits, deleted once the bus accepted them.
 * `relayOutbox` publishes what an earlier attempt left behind.
 */
import type { JobOrderStatusChanged } from '@fleet/shared';
import { deleteItem, queryAll } from '#lib/db';
import { publishStatusChanged } from '#lib/events';
import { key } from '#lib/table';

export const outboxPk = key.global('OUTBOX');

export function outboxItem(event: JobOrderStatusChanged) {
  return { pk: outboxPk, sk: `${event.at}#${event.eventId}`, entity: 'outboxEvent', detail: event };
}

/** Publishes events and deletes their outbox items; one that fails stays for the relay. */
export async function publishOutbox(events: readonly JobOrderStatusChanged[]): Promise<number> {
  let published = 0;
  for (const event of events) {
    try {
      await publishStatusChanged(event);
      await deleteItem(outboxPk, outboxItem(event).sk);
      published += 1;
    } catch (error) {
      // The change is committed and its event waits in the outbox: the relay retries it.
      console.error(
        JSON.stringify({
          level: 'warn',
          message: 'status event left in the outbox',
          eventId: event.eventId,
          error: String(error),
        }),
      );
    }
  }
  return published;
}

/**
 * Publishes outbox items older than `minAgeMs` (younger ones may still be in their request's inline
 * publish). Returns how many were published.
 */
export async function relayOutbox(minAgeMs = 10_000, now = Date.now()): Promise<number> {
  const before = new Date(now - minAgeMs).toISOString();
  const items = await queryAll<{ sk: string; detail: JobOrderStatusChanged }>({
    pk: outboxPk,
    between: ['0', before],
  });
  return publishOutbox(items.map((item) => item.detail));
}
