/**
 * Sign-in lockout arithmetic (issue 2, spec 000 section 9 "Lock wait about 15 minutes"): the fifth
 * consecutive wrong password locks the account for 15 minutes. Pure, so the rule is unit-tested.
 */

export const maxFailedAttempts = 5;
export const lockMinutes = 15;

/** Whether `lockedUntil` (ISO time) is still in the future at `now`. */
export function isLocked(lockedUntil: string | undefined, now: Date): boolean {
  if (!lockedUntil) return false;
  const until = Date.parse(lockedUntil);
  return Number.isFinite(until) && until > now.getTime();
}

export interface FailureOutcome {
  /** The counter to store. Reset to 0 when the account locks, so a lock that expires gives five new tries. */
  failedAttempts: number;
  /** Set when this failure locks the account. */
  lockedUntil?: string;
  locked: boolean;
}

/** The state after one more wrong password, given the consecutive failures stored so far. */
export function afterFailedSignIn(failedAttempts: number, now: Date): FailureOutcome {
  const attempts = Math.max(0, Math.trunc(failedAttempts)) + 1;
  if (attempts < maxFailedAttempts) return { failedAttempts: attempts, locked: false };
  return {
    failedAttempts: 0,
    lockedUntil: new Date(now.getTime() + lockMinutes * 60_000).toISOString(),
    locked: true,
  };
}
