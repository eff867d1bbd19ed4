/**
 * Data access of user profiles (pk `GLOBAL#USER`, sk usercode). Users span projects, so they sit in
 * one global partition; the list is one Query of that partition (users are few: hundreds, not millions).
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { messages } from '@fleet/shared';
import { ddb } from '#lib/aws';
import { getUserProfile, userKeys, type UserProfileItem } from '#lib/caller';
import { accessChanged } from '#lib/access';
import { deleteItem, putItem, queryAll, tableName } from '#lib/db';
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
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets: string[] = [];
  const removes: string[] = [];
  Object.entries(changes).forEach(([attribute, value], index) => {
    names[`#a${index}`] = attribute;
    if (value === undefined) {
      removes.push(`#a${index}`);
    } else {
      values[`:v${index}`] = value;
      sets.push(`#a${index} = :v${index}`);
    }
  });
  const conditions = ['attribute_exists(pk)'];
  if (options.expectedVersion !== undefined) {
    names['#version'] = 'version';
    values[':expected'] = options.expectedVersion;
    values[':one'] = 1;
    conditions.push('#version = :expected');
    sets.push('#version = #version + :one');
  }
  if (options.condition) {
    conditions.push(options.condition.expression);
    Object.assign(values, options.condition.values);
  }
  const expression = [
    sets.length ? `SET ${sets.join(', ')}` : '',
    removes.length ? `REMOVE ${removes.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join(' ');
  try {
    const result = await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userKeys(usercode),
        UpdateExpression: expression,
        ConditionExpression: conditions.join(' AND '),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: Object.keys(values).length ? values : undefined,
        ReturnValues: 'ALL_NEW',
      }),
    );
    if (!options.sameAccess) await accessChanged();
    return result.Attributes as UserProfileItem;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException)
      throw new ConflictError(undefined, { cause: error });
    throw error;
  }
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
