/**
 * Per-container cache of what every call reads about its caller (issue 16): the user profile and the
 * merged rights of the roles. Without it each call made two reads in a row (profile, then the roles).
 *
 * Invalidation by version: every write of a profile, a role or a delegation bumps one item
 * (`GLOBAL#ACCESS` / `VERSION`, an atomic ADD) and clears this container's cache at once. Other
 * containers look at the version item at most every `ACCESS_CHECK_MS` milliseconds (default 500) and
 * drop what they cached under an older version, so a change applies everywhere within about half a
 * second, in this container at once. Entries remember the version they were read under, so a read
 * racing a write is not kept past the bump. The test runtime checks on every call (0 ms), since the
 * tests' fixtures write profiles from other processes.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from './aws.ts';
import { getItem, tableName } from './db.ts';
import { key } from './table.ts';

export const accessVersionKey = { pk: key.global('ACCESS'), sk: 'VERSION' };

const checkMs = () => {
  const value = Number(process.env['ACCESS_CHECK_MS'] ?? 500);
  return Number.isFinite(value) && value >= 0 ? value : 500;
};

let known: { version: number; checkedAt: number } | undefined;
const entries = new Map<string, { version: number; value: Promise<unknown> }>();

/** The access version, read again when the last look is older than the check interval. */
async function currentVersion(now: number): Promise<number> {
  if (known && now - known.checkedAt < checkMs()) return known.version;
  const item = await getItem<{ v?: number }>(accessVersionKey.pk, accessVersionKey.sk);
  const version = Number(item?.v ?? 0);
  if (known?.version !== version) entries.clear();
  known = { version, checkedAt: now };
  return version;
}

/** `read()` once per access version in this container. */
export async function cachedAccess<T>(id: string, read: () => Promise<T>): Promise<T> {
  const version = await currentVersion(Date.now());
  const entry = entries.get(id);
  if (entry && entry.version === version) return entry.value as Promise<T>;
  const value = read();
  entries.set(id, { version, value });
  // A failed read is not cached.
  value.catch(() => {
    if (entries.get(id)?.value === value) entries.delete(id);
  });
  return value;
}

/** After a profile, role or delegation write: this container forgets at once, the others on their next look. */
export async function accessChanged(): Promise<void> {
  entries.clear();
  known = undefined;
  await ddb().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: accessVersionKey,
      UpdateExpression: 'ADD #v :one SET entity = :entity',
      ExpressionAttributeNames: { '#v': 'v' },
      ExpressionAttributeValues: { ':one': 1, ':entity': 'accessVersion' },
    }),
  );
  // A read started before the write may still land: it carries the old version and is not used.
  entries.clear();
  known = undefined;
}
