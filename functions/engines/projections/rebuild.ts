/**
 * Rebuild (docs/projections.md): replays each registered projection's history for a project into the
 * items the live subscriber would hold, and makes its partitions hold exactly those: an item that
 * differs (or is missing) is put, an item the replay does not make is deleted, an item already equal
 * is left alone. A projection that is right (the usual case, and a seed's) costs reads only, and its
 * readers never see it emptied half way.
 *
 *   npm run projections:rebuild -- --project MOI [--only status,money]
 *
 * Runs against the table in the environment (TABLE_NAME, and AWS_ENDPOINT_URL_DYNAMODB for the local
 * runtime's DynamoDB). Run it while no job order moves: an event applied to an item between its read
 * and its write would be lost (or, if its change is in the replayed history, counted twice). Event
 * markers are kept: a redelivered old event stays a duplicate, since the history it came from is part
 * of what was replayed.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { batchWrite, inParallel } from '#lib/batch';
import { queryPage } from '#lib/db';
import type { RegisteredProjection } from './define.ts';
import { projections as registered } from './registry.ts';

type Key = { pk: string; sk: string };
type Stored = Key & Record<string, unknown>;

/** Requests in flight (writes and partition reads). */
const parallel = 4;

const idOf = ({ pk, sk }: Key) => `${pk}\u0000${sk}`;

/** Attributes of a projection item besides its counters. */
const bookkeeping = new Set(['pk', 'sk', 'entity', 'updatedAt']);

/**
 * Whether a stored projection item holds exactly these counters, a missing counter being 0 (as for
 * the subscriber's `ADD`, and the reads).
 */
export function holdsCounters(stored: Stored, add: Readonly<Record<string, number>>): boolean {
  if (stored['entity'] !== 'projection') return false;
  for (const [name, value] of Object.entries(stored))
    if (!bookkeeping.has(name) && value !== (add[name] ?? 0)) return false;
  return Object.entries(add).every(([name, value]) => value === 0 || name in stored);
}

/** Every item of a partition, page by page. */
async function* partitionItems(pk: string): AsyncGenerator<Stored> {
  let cursor: string | undefined;
  do {
    const page = await queryPage<Stored>({ pk, ...(cursor ? { cursor } : {}) });
    yield* page.items;
    cursor = page.cursor;
  } while (cursor);
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
  projections: {
    name: string;
    events: number;
    /** Items the partitions held before: each one deleted, replaced by its replay or found equal to it. */
    deleted: number;
    /** Items the replay made: what the projection holds now. */
    written: number;
    /** Writes sent: puts of items that differed or were missing, deletes of items the replay does not make. */
    changed: number;
  }[];
}

/** Brings one projection's partitions to what its history replays into. */
async function rebuildOne(projection: RegisteredProjection, project: string, log: (line: string) => void) {
  const [partitions, { events, items }] = await Promise.all([
    projection.partitions(project),
    replay(projection, project),
  ]);
  const replayed = new Map(items.map((item) => [idOf(item.key), item]));
  const stored = new Set<string>();
  const held = new Set<string>();
  const requests: Record<string, unknown>[] = [];
  await inParallel(partitions, parallel, async (pk) => {
    for await (const item of partitionItems(pk)) {
      const id = idOf(item);
      if (stored.has(id)) continue;
      stored.add(id);
      const entry = replayed.get(id);
      if (holdsCounters(item, entry?.add ?? {})) held.add(id);
      else if (!entry) requests.push({ DeleteRequest: { Key: { pk: item.pk, sk: item.sk } } });
    }
  });
  const updatedAt = new Date().toISOString();
  for (const { key, add } of items) {
    const id = idOf(key);
    // An item of zeros only is what a missing one reads as.
    if (held.has(id) || (!stored.has(id) && Object.values(add).every((value) => value === 0))) continue;
    requests.push({ PutRequest: { Item: { ...add, ...key, entity: 'projection', updatedAt } } });
  }
  await batchWrite(requests, parallel);
  log(
    `${projection.name}: ${events} events replayed into ${items.length} items; ${stored.size} items found in ${partitions.length} partitions, ${requests.length} written or deleted`,
  );
  return {
    name: projection.name,
    events,
    deleted: stored.size,
    written: items.length,
    changed: requests.length,
  };
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
  for (const projection of chosen) result.projections.push(await rebuildOne(projection, project, log));
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
