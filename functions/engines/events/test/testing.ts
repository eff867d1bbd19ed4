/**
 * Fixtures of the event rules' unit tests: a job order's status change (1195 to 1196, as the reception
 * assigns an inspector) and a candidate recipient (active, in project MOI, of no garage).
 */
import type { JobOrderStatusChanged } from '@fleet/shared';
import type { Candidate } from '../notification-rules.ts';

export const testStatusChange = (overrides: Partial<JobOrderStatusChanged> = {}): JobOrderStatusChanged => ({
  eventId: 'e-1',
  project: 'MOI',
  jobordno: 'JO-100',
  fromStatus: 1195,
  toStatus: 1196,
  statusName: 'Inspector Assigned',
  user: 'reception',
  at: '2026-03-01T08:00:00.000Z',
  ...overrides,
});

export const testCandidate = (
  usercode: string,
  roles: string[],
  overrides: Partial<Candidate> = {},
): Candidate => ({
  usercode,
  roles,
  projects: ['MOI'],
  garages: [],
  status: 'active',
  ...overrides,
});
