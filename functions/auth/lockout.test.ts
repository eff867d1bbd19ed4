import { describe, expect, it } from 'vitest';
import { afterFailedSignIn, isLocked, lockMinutes, maxFailedAttempts } from './lockout.ts';

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

  it('is locked until the instant lockedUntil passes', () => {
    const until = '2026-03-01T10:15:00.000Z';

    expect(isLocked(until, new Date('2026-03-01T10:14:59.999Z'))).toBe(true);
    expect(isLocked(until, new Date(until))).toBe(false);
    expect(isLocked(undefined, now)).toBe(false);
    expect(isLocked('not a date', now)).toBe(false);
  });
});
