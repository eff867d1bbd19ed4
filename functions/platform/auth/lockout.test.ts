import { describe, expect, it } from 'vitest';
import {
  afterFailedSignIn,
  countedFailures,
  failureWindowHours,
  isLocked,
  lockMinutes,
  maxFailedAttempts,
} from './lockout.ts';

const now = new Date('2026-03-01T10:00:00.000Z');

describe('unit: sign-in lockout', () => {
  it('counts the first four wrong passwords without locking', () => {
    const outcomes = [0, 1, 2, 3].map((stored) => afterFailedSignIn(stored, now));

    expect(outcomes.map((outcome) => outcome.failedAttempts)).toEqual([1, 2, 3, 4]);
    expect(outcomes.every((outcome) => !outcome.locked && outcome.lockedUntil === undefined)).toBe(true);
  });

  it('locks for 15 minutes on the fifth consecutive failure and resets the counter', () => {
    const outcome = afterFailedSignIn(maxFailedAttempts - 1, now);

    expect(outcome).toEqual({ failedAttempts: 0, lockedUntil: '2026-03-01T10:15:00.000Z', locked: true });
    expect(lockMinutes).toBe(15);
  });

  it('treats a counter already past the limit as a lock', () => {
    expect(afterFailedSignIn(9, now).locked).toBe(true);
  });

  it('ignores a negative or fractional stored counter', () => {
    expect(afterFailedSignIn(-3, now).failedAttempts).toBe(1);
    expect(afterFailedSignIn(2.7, now).failedAttempts).toBe(3);
  });

  it('stops counting failures a day old, so a name record can expire', () => {
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();

    expect(countedFailures(4, hoursAgo(1), now)).toBe(4);
    expect(countedFailures(4, hoursAgo(failureWindowHours - 0.01), now)).toBe(4);
    expect(countedFailures(4, hoursAgo(failureWindowHours), now)).toBe(0);
    expect(countedFailures(4, 'not a date', now)).toBe(0);
    expect(countedFailures(undefined, hoursAgo(1), now)).toBe(0);
    // A counter stored before failures carried their time counts as it did.
    expect(countedFailures(3, undefined, now)).toBe(3);
    expect(countedFailures(undefined, undefined, now)).toBe(0);
  });

  it('is locked until the instant lockedUntil passes', () => {
    const until = '2026-03-01T10:15:00.000Z';

    expect(isLocked(until, new Date('2026-03-01T10:14:59.999Z'))).toBe(true);
    expect(isLocked(until, new Date(until))).toBe(false);
    expect(isLocked(undefined, now)).toBe(false);
    expect(isLocked('not a date', now)).toBe(false);
  });
});
