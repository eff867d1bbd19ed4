/**
 * The per-container cache of profiles and rights (functions/lib/access.ts): one read per access
 * version; a bump by another container is seen at the next look (every ACCESS_CHECK_MS), a bump in this
 * container at once; and through the API, a rights change applies to the very next call.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { allRights, noRights } from '@fleet/shared';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '@fleet/functions/lib/aws';
import { tableName } from '@fleet/functions/lib/db';
import { accessChanged, accessVersionKey, cachedAccess } from '@fleet/functions/lib/access';
import { signIn } from '../../support/api.ts';
import { putRole, putUser, useRuntimeEnv } from '../../support/fixtures.ts';

useRuntimeEnv();
const run = Date.now().toString(36).toUpperCase();

/** Another container's write: the version item moves, this process's cache is not told. */
const bumpElsewhere = () =>
  ddb().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: accessVersionKey,
      UpdateExpression: 'ADD #v :one',
      ExpressionAttributeNames: { '#v': 'v' },
      ExpressionAttributeValues: { ':one': 1 },
    }),
  );

// Gives the next files in this worker (vitest.config.ts, isolate: false) the value they started with.
const checkMs = process.env['ACCESS_CHECK_MS'];
afterEach(() => {
  if (checkMs === undefined) delete process.env['ACCESS_CHECK_MS'];
  else process.env['ACCESS_CHECK_MS'] = checkMs;
});

describe('integration: access cache', () => {
  it('reads once per version, sees another container’s bump at its next look and its own at once', async () => {
    let reads = 0;
    const read = () => Promise.resolve(++reads);
    const id = `probe:${run}`;
    process.env['ACCESS_CHECK_MS'] = '600000';

    expect(await cachedAccess(id, read)).toBe(1);
    expect(await cachedAccess(id, read)).toBe(1);
    await bumpElsewhere();
    // Not looked at again yet (within the interval): still the cached value.
    expect(await cachedAccess(id, read)).toBe(1);

    process.env['ACCESS_CHECK_MS'] = '0';
    expect(await cachedAccess(id, read)).toBe(2);
    expect(await cachedAccess(id, read)).toBe(2);

    process.env['ACCESS_CHECK_MS'] = '600000';
    await accessChanged();
    expect(await cachedAccess(id, read)).toBe(3);
    expect(reads).toBe(3);
  });

  it('does not keep a failed read', async () => {
    let calls = 0;
    const id = `failing:${run}`;
    const read = () => (++calls === 1 ? Promise.reject(new Error('down')) : Promise.resolve('up'));
    await expect(cachedAccess(id, read)).rejects.toThrow('down');
    expect(await cachedAccess(id, read)).toBe('up');
  });

  it('applies a role change to the next API call', async () => {
    const role = `CACHE_${run}`;
    await putRole(role, { SGRM011: { ...noRights, views: 'Y' } });
    await putUser({ usercode: `cache_${run}`, roles: [role] });
    const { client } = await signIn(`cache_${run}`);
    const users = '/api/User/getUserList';
    expect((await client.get(users)).status).toBe(200);
    expect((await client.get(users)).status).toBe(200);

    await putRole(role, {});
    expect((await client.get(users)).status).toBe(403);
    await putRole(role, { SGRM011: allRights });
    expect((await client.get(users)).status).toBe(200);
  });
});
