/**
 * The outbox of bus events (see engine.ts): items `GLOBAL#OUTBOX` / `<at>#<eventId>` written in the
 * transaction of the change they announce, published right after it commits, deleted once the bus
 * accepted them. `relayOutbox` publishes what an earlier attempt left behind. Job order status events
 * and the approval engine's events (ApprovalRequested, ApprovalDecided) share it.
 */
import { detailTypes, eventSources, type JobOrderStatusChanged } from '@fleet/shared';
import { deleteItem, queryAll, transactPut, type TransactItem } from '#lib/db';
import { publishEvent, publishStatusChanged } from '#lib/events';
import { key } from '#lib/table';

export const outboxPk = key.global('OUTBOX');

/** Any event the outbox carries: its source, detail type and detail (with eventId and at). */
export interface OutboxEvent {
  source: string;
  detailType: string;
  detail: { eventId: string; at: string } & Record<string, unknown>;
}

const isStatusEvent = (event: JobOrderStatusChanged | OutboxEvent): event is JobOrderStatusChanged =>
  !('detailType' in event);

const entryOf = (event: JobOrderStatusChanged | OutboxEvent): OutboxEvent =>
  isStatusEvent(event)
    ? { source: eventSources.jobOrders, detailType: detailTypes.jobOrderStatusChanged, detail: event }
    : event;

export function outboxItem(event: JobOrderStatusChanged | OutboxEvent) {
  const entry = entryOf(event);
  return {
    pk: outboxPk,
    sk: `${entry.detail.at}#${entry.detail.eventId}`,
    entity: 'outboxEvent',
    source: entry.source,
    detailType: entry.detailType,
    detail: entry.detail,
  };
}

/** The outbox items of events, for the caller's transaction (published after it commits). */
export const outboxPuts = (events: readonly (JobOrderStatusChanged | OutboxEvent)[]): TransactItem[] =>
  events.map((event) => transactPut(outboxItem(event)));

/**
 * Takes outbox puts out of a list of transaction items, as events: a caller that passes them as bus
 * events writes them in its transaction all the same and publishes them right after it commits,
 * instead of leaving them to the relay.
 */
export function outboxEventsOf(items: readonly TransactItem[]): {
  items: TransactItem[];
  events: OutboxEvent[];
} {
  const rest: TransactItem[] = [];
  const events: OutboxEvent[] = [];
  for (const item of items) {
    const put = item.Put?.Item as Record<string, unknown> | undefined;
    if (put?.['pk'] === outboxPk && put['entity'] === 'outboxEvent')
      events.push({
        source: String(put['source']),
        detailType: String(put['detailType']),
        detail: put['detail'] as OutboxEvent['detail'],
      });
    else rest.push(item);
  }
  return { items: rest, events };
}

async function publishOne(entry: OutboxEvent) {
  if (entry.detailType === detailTypes.jobOrderStatusChanged)
    return publishStatusChanged(entry.detail as unknown as JobOrderStatusChanged);
  return publishEvent(entry.source, entry.detailType, entry.detail);
}

/** Publishes events and deletes their outbox items; one that fails stays for the relay. */
export async function publishOutbox(
  events: readonly (JobOrderStatusChanged | OutboxEvent)[],
): Promise<number> {
  let published = 0;
  for (const event of events) {
    const entry = entryOf(event);
    try {
      await publishOne(entry);
      await deleteItem(outboxPk, outboxItem(entry).sk);
      published += 1;
    } catch (error) {
      // The change is committed and its event waits in the outbox: the relay retries it.
      console.error(
        JSON.stringify({
          level: 'warn',
          message: 'event left in the outbox',
          eventId: entry.detail.eventId,
          detailType: entry.detailType,
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
  const items = await queryAll<{
    sk: string;
    detail: OutboxEvent['detail'];
    source?: string;
    detailType?: string;
  }>({
    pk: outboxPk,
    between: ['0', before],
  });
  return publishOutbox(
    items.map((item) =>
      item.detailType && item.source
        ? { source: item.source, detailType: item.detailType, detail: item.detail }
        : (item.detail as unknown as JobOrderStatusChanged),
    ),
  );
}
