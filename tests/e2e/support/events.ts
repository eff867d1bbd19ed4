/**
 * Puts a JobOrderStatusChanged on the runtime's bus the way the modules do (functions/lib/events.ts),
 * with the runtime's environment in process.env; the notifications subscriber then pushes it.
 */
import { randomUUID } from 'node:crypto';
import type { JobOrderStatusChanged } from '@fleet/shared';
import { useRuntimeEnv } from '../../support/fixtures.ts';

export function statusChange(overrides: Partial<JobOrderStatusChanged> = {}): JobOrderStatusChanged {
  return {
    eventId: randomUUID(),
    project: 'MOI',
    jobordno: `E2E-${randomUUID().slice(0, 8)}`,
    plateNo: '12-34567',
    fromStatus: 1195,
    toStatus: 1196,
    statusName: 'Inspector Assigned',
    user: 'reception',
    notifyUsers: ['admin'],
    at: new Date().toISOString(),
    ...overrides,
  };
}

/** Publishes the change and returns it. */
export async function publishStatusChange(
  overrides: Partial<JobOrderStatusChanged> = {},
): Promise<JobOrderStatusChanged> {
  useRuntimeEnv();
  const { publishStatusChanged } = await import('../../../functions/lib/events.ts');
  const change = statusChange(overrides);
  await publishStatusChanged(change);
  return change;
}
