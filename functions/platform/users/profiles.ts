/**
 * Data access of user profiles (pk `GLOBAL#USER`, sk usercode). Users span projects, so they sit in
 * one global partition; the list is one Query of that partition (users are few: hundreds, not millions).
 */
import { messages } from '@fleet/shared';
import { getUserProfile, userKeys, type UserProfileItem } from '#lib/caller';
import { accessChanged } from '#lib/access';
import { deleteItem, putItem, queryAll, updateItem } from '#lib/db';
import { ConflictError, found } from '#lib/errors';
import { key } from '#lib/table';
import { afterFailedSignIn, countedFailures, isLocked, type FailureOutcome } from '../auth/lockout.ts';

export { getUserProfile };

/** Every profile, ordered by user code. */
export async function listProfiles(): Promise<UserProfileItem[]> {
  return queryAll<UserProfileItem>({ pk: key.global('USER') });
}

/** The profile of a user code, or 404. */
export async function requireProfile(usercode: string): Promise<UserProfileItem> {
  const profile = found(await getUserProfile(usercode), messages.userNotFound);
  return profile;
}

/** Writes a new profile; a taken user code is a 409. */
export async function createProfile(profile: UserProfileItem): Promise<void> {
  await putItem(profile, { ifNotExists: true, conflictMessage: messages.userExists });
  await accessChanged();
}

/**
 * Sets (and removes, for `undefined` values) profile attributes. With `expectedVersion` the write is
 * conditional on it and bumps `version` (409 when stale); without it the version is left alone, so
 * counters such as `failedAttempts` never make an open edit form stale. `sameAccess` skips the access
 * version bump for attributes no caller is resolved from (the sign-in counters): a stream of wrong
 * passwords must not empty every container's access cache.
 */
export async function updateProfile(
  usercode: string,
  changes: Record<string, unknown>,
  options: {
    expectedVersion?: number;
    condition?: { expression: string; values: Record<string, unknown> };
    sameAccess?: boolean;
  } = {},
): Promise<UserProfileItem> {
  const { pk, sk } = userKeys(usercode);
  const { sameAccess, ...write } = options;
  const stored = await updateItem(pk, sk, changes, { ...write, mustExist: true });
  if (!sameAccess) await accessChanged();
  return stored as UserProfileItem;
}

export async function deleteProfile(usercode: string): Promise<void> {
  const { pk, sk } = userKeys(usercode);
  await deleteItem(pk, sk);
  await accessChanged();
}

/**
 * Counts one wrong password. The write is conditional on the counter read, so concurrent failures
 * cannot both count from the same value; on a lost race the profile is read again.
 */
export async function recordFailedSignIn(profile: UserProfileItem, now: Date): Promise<FailureOutcome> {
  let current: UserProfileItem | undefined = profile;
  for (let attempt = 0; attempt < 5 && current; attempt += 1) {
    if (isLocked(current.lockedUntil, now))
      return { failedAttempts: 0, lockedUntil: current.lockedUntil, locked: true };
    const seen = current.failedAttempts ?? 0;
    const outcome = afterFailedSignIn(countedFailures(seen, current.lastFailedAt, now), now);
    try {
      await updateProfile(
        current.usercode,
        {
          failedAttempts: outcome.failedAttempts,
          lastFailedAt: now.toISOString(),
          ...(outcome.lockedUntil ? { lockedUntil: outcome.lockedUntil } : {}),
        },
        {
          sameAccess: true,
          condition: {
            expression:
              seen === 0
                ? '(attribute_not_exists(failedAttempts) OR failedAttempts = :seen)'
                : 'failedAttempts = :seen',
            values: { ':seen': seen },
          },
        },
      );
      return outcome;
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
      current = await getUserProfile(current.usercode);
    }
  }
  return { failedAttempts: current?.failedAttempts ?? 0, locked: false };
}

/** Clears the failure counter and any lock (successful sign-in, `User/unlockuser`). */
export async function clearSignInFailures(usercode: string): Promise<UserProfileItem> {
  return updateProfile(
    usercode,
    { failedAttempts: 0, lockedUntil: undefined, lastFailedAt: undefined },
    { sameAccess: true },
  );
}
