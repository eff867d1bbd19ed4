/**
 * Sign-in lockout arithmetic (issue 2, spec 000 section 9 "Lock wait about 15 minutes"): the fifth
 * consecutive wrong password locks the account for 15 minutes. A user name without a profile is
 * counted and locked the same way (issue 26: the answers must not tell which names exist). Failures
 * older than a day no longer count, for both, so an unknown name's record can expire. Pure, so the
 * rule is unit-tested.
 */

export const maxFailedAttempts = 5;
export const lockMinutes = 15;
/** Failures this old no longer count (the counter starts again). */
export const failureWindowHours = 24;

/** The consecutive failures that still count at `now`, from the stored counter and the last failure. */
export function countedFailures(
  failedAttempts: number | undefined,
  lastFailedAt: string | undefined,
  now: Date,
): number {
  // A counter stored before failures carried their time counts as it did.
  if (lastFailedAt === undefined) return failedAttempts ?? 0;
  const last = Date.parse(lastFailedAt);
  const stale = !Number.isFinite(last) || now.getTime() - last >= failureWindowHours * 3_600_000;
  return stale ? 0 : (failedAttempts ?? 0);
}

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
