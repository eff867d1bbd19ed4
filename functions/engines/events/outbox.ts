/**
 * Outbox relay (scheduled: every minute in AWS, every few seconds in the local runtime): publishes
 * status events whose inline publish failed after their change committed (functions/engines/status/outbox.ts).
 * Each run then reports the backlog (issue 26 item 7): how many events still wait and how old the
 * oldest is, which an alarm watches (infra/lib/monitoring-stack.ts).
 */
import { queryAll } from '#lib/db';
import { metricNames, recordMetric } from '#lib/metrics';
import { outboxPk, relayOutbox } from '../status/outbox.ts';

export interface OutboxBacklog {
  count: number;
  /** 0 when the outbox is empty. */
  oldestAgeSeconds: number;
}

/** What waits in the outbox now (sort keys start with the event's time, oldest first). */
export async function outboxBacklog(now = Date.now()): Promise<OutboxBacklog> {
  const items = await queryAll<{ sk: string }>({ pk: outboxPk, attributes: ['sk'] });
  const oldest = items[0] ? Date.parse(items[0].sk.split('#')[0]!) : now;
  return { count: items.length, oldestAgeSeconds: Math.max(0, Math.round((now - oldest) / 1000)) };
}

export async function handler(): Promise<{ published: number; backlog: number }> {
  const published = await relayOutbox();
  const backlog = await outboxBacklog();
  await recordMetric(metricNames.outboxBacklog, backlog.count);
  await recordMetric(metricNames.outboxOldestAge, backlog.oldestAgeSeconds);
  return { published, backlog: backlog.count };
}
