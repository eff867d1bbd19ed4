/**
 * Outbox relay (scheduled: every minute in AWS, every few seconds in the local runtime): publishes
 * status events whose inline publish failed after their change committed (functions/joborders/outbox.ts).
 */
import { relayOutbox } from '../joborders/outbox.ts';

export async function handler(): Promise<{ published: number }> {
  return { published: await relayOutbox() };
}
