import { beforeAll, describe, expect, it } from 'vitest';
import { getItems, putItem } from '@fleet/functions/lib/db';
import { useRuntimeEnv } from '../../support/fixtures.ts';

const run = Date.now().toString(36).toUpperCase();

beforeAll(() => {
  useRuntimeEnv();
});

describe('integration: table helpers', () => {
  it('reads more keys than one BatchGetItem takes, leaving the missing ones out', async () => {
    // Arrange: 230 stored items (three batches) and 20 keys that were never written
    const pk = `TEST#DB#${run}`;
    const stored = Array.from({ length: 230 }, (_, index) => ({ pk, sk: `ITEM#${index}`, index }));
    for (let start = 0; start < stored.length; start += 25)
      await Promise.all(stored.slice(start, start + 25).map((item) => putItem(item)));
    const missing = Array.from({ length: 20 }, (_, index) => ({ pk, sk: `MISSING#${index}` }));

    // Act
    const items = await getItems<{ index: number }>([...stored, ...missing]);

    // Assert
    expect(items.map((item) => item.index).sort((a, b) => a - b)).toEqual(stored.map((item) => item.index));
  });
});
