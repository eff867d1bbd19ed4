/**
 * Wrong sign-ins of user names that have no profile (issue 26): counted and locked exactly like a
 * profile's (lockout.ts), so an unknown name answers 400 and then, from the fifth try, 423 for 15
 * minutes, as an existing one does. One item per name: pk `GLOBAL#SIGNIN#<sha-256 of the name>`
 * (no caller-chosen text in keys, and names spread over partitions), sk `FAILURES`; it expires with
 * the failure window or the lock, whichever ends later.
 */
import { createHash } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '#lib/aws';
import { getItem, tableName } from '#lib/db';
import { key } from '#lib/table';
import {
  afterFailedSignIn,
  countedFailures,
  failureWindowHours,
  isLocked,
  type FailureOutcome,
} from './lockout.ts';

/** The failures of an unknown name as stored (absent before its first one). */
export interface UnknownNameFailures extends Record<string, unknown> {
  failedAttempts?: number;
  lastFailedAt?: string;
  lockedUntil?: string;
}

const keysOf = (usercode: string) => ({
  pk: key.global('SIGNIN', createHash('sha256').update(usercode).digest('hex')),
  sk: 'FAILURES',
});

/** The stored failures of the unknown name `usercode` (normalised). */
export async function unknownNameFailures(usercode: string): Promise<UnknownNameFailures | undefined> {
  const { pk, sk } = keysOf(usercode);
  return getItem<UnknownNameFailures>(pk, sk);
}

/**
 * Counts one wrong sign-in of an unknown name, from the failures read before. Like the profile's
 * counter (users/profiles.ts) the write is conditional on the counter read; a lost race reads again.
 */
export async function recordUnknownNameFailure(
  usercode: string,
  read: UnknownNameFailures | undefined,
  now: Date,
): Promise<FailureOutcome> {
  const { pk, sk } = keysOf(usercode);
  let stored = read;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (isLocked(stored?.lockedUntil, now))
      return { failedAttempts: 0, lockedUntil: stored?.lockedUntil, locked: true };
    const seen = stored?.failedAttempts ?? 0;
    const outcome = afterFailedSignIn(countedFailures(seen, stored?.lastFailedAt, now), now);
    const windowEnd = now.getTime() + failureWindowHours * 3_600_000;
    const expires = Math.max(windowEnd, outcome.lockedUntil ? Date.parse(outcome.lockedUntil) : 0);
    try {
      await ddb().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: { pk, sk },
          UpdateExpression:
            'SET #entity = :entity, #attempts = :attempts, #at = :at, #until = :until, #ttl = :ttl',
          ConditionExpression: stored ? '#attempts = :seen' : 'attribute_not_exists(pk)',
          ExpressionAttributeNames: {
            '#entity': 'entity',
            '#attempts': 'failedAttempts',
            '#at': 'lastFailedAt',
            '#until': 'lockedUntil',
            '#ttl': 'ttl',
          },
          ExpressionAttributeValues: {
            ':entity': 'signInFailures',
            ':attempts': outcome.failedAttempts,
            ':at': now.toISOString(),
            ':until': outcome.lockedUntil ?? '',
            ':ttl': Math.ceil(expires / 1000),
            ...(stored ? { ':seen': seen } : {}),
          },
        }),
      );
      return outcome;
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
      stored = await unknownNameFailures(usercode);
    }
  }
  return { failedAttempts: 0, locked: false };
}
