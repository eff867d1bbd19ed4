/**
 * Projections subscriber (ARCHITECTURE.md section 5, docs/projections.md): applies every registered
 * projection (functions/engines/projections/registry.ts) whose detail types match the event, in one
 * transaction with the event's marker, so each event counts exactly once; then tells the project's
 * open sockets which parts changed (throttled, functions/engines/projections/live.ts).
 */
import type { EventBridgeEvent } from 'aws-lambda';
import { applyEvent, subscriber as subscriberName } from '../projections/apply.ts';
import { notifyChanged } from '../projections/live.ts';

export const subscriber = subscriberName;

export async function handler(
  event: EventBridgeEvent<string, { eventId?: string } & Record<string, unknown>>,
): Promise<{ duplicate: boolean; counters: number }> {
  const eventId = String(event.detail?.eventId ?? event.id);
  const applied = await applyEvent(eventId, event['detail-type'], event.detail);
  if (!applied.duplicate) {
    for (const [project, parts] of applied.changed) {
      try {
        await notifyChanged(project, [...parts]);
      } catch (error) {
        // The counters are committed; a lost push only delays a dashboard's refetch.
        console.error(
          JSON.stringify({ level: 'warn', message: 'projection push failed', project, error: String(error) }),
        );
      }
    }
  }
  return { duplicate: applied.duplicate, counters: applied.items };
}
