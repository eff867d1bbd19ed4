/**
 * Rebuild (docs/projections.md): empties every registered projection's partitions for a project and
 * replays each one's history into fresh items, the same numbers the live subscriber keeps.
 *
 *   npm run projections:rebuild -- --project MOI [--only status,money]
 *
 * Runs against the table in the environment (TABLE_NAME, and AWS_ENDPOINT_URL_DYNAMODB for the local
 * runtime's DynamoDB). Run it while no job order moves: an event applied between the delete and the
 * write of the rebuilt items would be lost (or, if its change is in the replayed history, counted
 * twice). Event markers are kept: a redelivered old event stays a duplicate, since the history it
 * came from is part of what was replayed.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ddb } from '#lib/aws';
import { queryAll, tableName } from '#lib/db';
import type { RegisteredProjection } from './define.ts';
import { projections as registered } from './registry.ts';

type Key = { pk: string; sk: string };

async function batchWrite(requests: Record<string, unknown>[]) {
  for (let start = 0; start < requests.length; start += 25) {
    let pending = requests.slice(start, start + 25);
    for (let attempt = 0; pending.length > 0; attempt++) {
      const result = await ddb().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
      pending = (result.UnprocessedItems?.[tableName()] ?? []) as Record<string, unknown>[];
      if (pending.length && attempt > 8) throw new Error('DynamoDB left items unprocessed');
      if (pending.length) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
    }
  }
}

/** The counter items a projection's history adds up to (pk|sk -> attribute sums). */
export async function replay(projection: RegisteredProjection, project: string) {
  const items = new Map<string, { key: Key; add: Record<string, number> }>();
  let events = 0;
  for await (const event of projection.history(project)) {
    events += 1;
    for (const delta of projection.deltas(event.detail, event.detailType)) {
      const id = `${delta.pk}\u0000${delta.sk}`;
      const entry = items.get(id) ?? { key: { pk: delta.pk, sk: delta.sk }, add: {} };
      for (const [name, value] of Object.entries(delta.add)) entry.add[name] = (entry.add[name] ?? 0) + value;
      items.set(id, entry);
    }
  }
  return { events, items: [...items.values()] };
}

export interface RebuildResult {
  project: string;
  projections: { name: string; events: number; deleted: number; written: number }[];
}

export async function rebuildProjections(
  project: string,
  options: { only?: readonly string[]; log?: (line: string) => void } = {},
): Promise<RebuildResult> {
  const log = options.log ?? (() => undefined);
  const chosen = registered.filter(
    (projection) => !options.only?.length || options.only.includes(projection.name),
  );
  const result: RebuildResult = { project, projections: [] };
  for (const projection of chosen) {
    const partitions = await projection.partitions(project);
    let deleted = 0;
    for (const pk of partitions) {
      const keys = (await queryAll<Key>({ pk })).map(({ pk: itemPk, sk }) => ({ pk: itemPk, sk }));
      await batchWrite(keys.map((Key) => ({ DeleteRequest: { Key } })));
      deleted += keys.length;
    }
    log(`${projection.name}: ${deleted} items deleted from ${partitions.length} partitions`);
    const { events, items } = await replay(projection, project);
    const updatedAt = new Date().toISOString();
    await batchWrite(
      items.map(({ key, add }) => ({
        PutRequest: { Item: { ...add, ...key, entity: 'projection', updatedAt } },
      })),
    );
    log(`${projection.name}: ${events} events replayed into ${items.length} items`);
    result.projections.push({ name: projection.name, events, deleted, written: items.length });
  }
  return result;
}

async function main() {
  const { values } = parseArgs({
    options: { project: { type: 'string' }, only: { type: 'string' } },
    allowPositionals: false,
  });
  if (!values.project) {
    console.error('Usage: npm run projections:rebuild -- --project <code> [--only status,money]');
    process.exitCode = 2;
    return;
  }
  const only = values.only ? values.only.split(',').map((name) => name.trim()) : undefined;
  const result = await rebuildProjections(values.project, { ...(only ? { only } : {}), log: console.log });
  console.log(JSON.stringify(result));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
