/**
 * The projection registry's vocabulary (docs/projections.md). A projection turns one bus event into
 * counter deltas (pure), and can replay its history for a rebuild. The projections subscriber
 * (functions/engines/events/projections.ts) applies every registered projection whose detail types match an
 * event, all in one transaction with the event's marker: exactly once per event.
 */

import { type TransactItem, transactUpdate } from '#lib/db';

/** Numbers added (DynamoDB `ADD`) to the attributes of one item. */
export interface ProjectionDelta {
  pk: string;
  sk: string;
  add: Record<string, number>;
}

/** One event to replay: its id (the marker's key), detail type and detail, as the bus carried it. */
export interface ReplayEvent<Detail = unknown> {
  eventId: string;
  detailType: string;
  detail: Detail;
}

export interface Projection<Detail = unknown> {
  /** Unique name; also the `parts` entry of the live push when `part` is absent. */
  name: string;
  /** Detail types this projection handles (they go into `projectionDetailTypes`, shared/src/engines/events.ts). */
  detailTypes: readonly string[];
  /** Parses (and checks) an event detail of one of `detailTypes`. */
  parse: (detailType: string, detail: unknown) => Detail;
  /** The counter changes of one event. Pure; the same detail always gives the same deltas. */
  deltas: (detail: Detail, detailType: string) => ProjectionDelta[];
  /** The project of an event (its counters and pushes are scoped by it). */
  project: (detail: Detail) => string;
  /** Parts named by the live push when this projection changed ('status', 'transitions', ...). */
  parts: (detail: Detail, deltas: readonly ProjectionDelta[]) => string[];
  /** Every past event of a project, in any order (the rebuild replays them into fresh items). */
  history: (project: string) => AsyncIterable<ReplayEvent<Detail>>;
  /** The partition keys holding this projection's items for a project (the rebuild empties them). */
  partitions: (project: string) => Promise<string[]>;
}

/** A projection as the registry holds it (its detail type erased: `parse` feeds the other functions). */
export type RegisteredProjection = Projection<unknown>;

/** Declares a projection (registration is the list in registry.ts). */
export function defineProjection<Detail>(projection: Projection<Detail>): RegisteredProjection {
  return projection as unknown as RegisteredProjection;
}

/** Merges deltas of the same item, drops zero additions and items left without any. */
export function mergeDeltas(deltas: Iterable<ProjectionDelta>): ProjectionDelta[] {
  const merged = new Map<string, ProjectionDelta>();
  for (const delta of deltas) {
    const id = `${delta.pk}\u0000${delta.sk}`;
    const entry = merged.get(id) ?? { pk: delta.pk, sk: delta.sk, add: {} };
    for (const [name, value] of Object.entries(delta.add)) entry.add[name] = (entry.add[name] ?? 0) + value;
    merged.set(id, entry);
  }
  const result: ProjectionDelta[] = [];
  for (const entry of merged.values()) {
    const add = Object.fromEntries(Object.entries(entry.add).filter(([, value]) => value !== 0));
    if (Object.keys(add).length > 0) result.push({ ...entry, add });
  }
  return result;
}

/** One item's update: ADD every attribute, and mark the item as a projection (or as `entity`). */
export function addUpdate(delta: ProjectionDelta, at: string, entity = 'projection'): TransactItem {
  const names: Record<string, string> = { '#entity': 'entity', '#updatedAt': 'updatedAt' };
  const values: Record<string, unknown> = { ':entity': entity, ':at': at };
  const adds = Object.entries(delta.add).map(([name, value], index) => {
    names[`#a${index}`] = name;
    values[`:v${index}`] = value;
    return `#a${index} :v${index}`;
  });
  return transactUpdate(
    { pk: delta.pk, sk: delta.sk },
    { update: `ADD ${adds.join(', ')} SET #entity = :entity, #updatedAt = :at`, names, values },
  );
}
