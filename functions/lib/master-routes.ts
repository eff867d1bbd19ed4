/**
 * The five calls of a master screen (spec 001 section 7 "Master data": create, list, update, delete by
 * key, get by key). The spec gives no exact paths; they follow its style, the same for every master:
 * POST `/api/<Entity>/insert<Entity>`, GET `/api/<Entity>/get<Entity>List`, POST
 * `/api/<Entity>/update<Entity>`, POST `/api/<Entity>/delete<Entity>` (the key in the query) and GET
 * `/api/<Entity>/get<Entity>ById`. Reads need the screen's views, a create adds, an update edits, a
 * delete deletes; a write answers [message, what was written]. Only the schemas, the functions and the
 * summaries differ from master to master, so a master declares just those.
 */
import type { z } from 'zod';
import type { RightAction, ServerMessage } from '@fleet/shared';
import { written } from './http.ts';
import { defineRoute, type AnyRoute, type Caller } from './registry.ts';

/** A read: its summary, the schema of its query (none: no query) and what answers it. */
export interface MasterRead<S extends z.ZodType> {
  summary: string;
  input?: S;
  run: (caller: Caller, input: z.output<S>) => Promise<unknown>;
}

/** A write: as a read, plus the success message the answer starts with. */
export interface MasterWrite<S extends z.ZodType> extends MasterRead<S> {
  done: ServerMessage;
}

export interface MasterCalls<
  Create extends z.ZodType,
  List extends z.ZodType,
  Update extends z.ZodType,
  Delete extends z.ZodType,
  Key extends z.ZodType,
> {
  insert: MasterWrite<Create>;
  list: MasterRead<List>;
  update: MasterWrite<Update>;
  remove: MasterWrite<Delete>;
  byId: MasterRead<Key>;
}

/** The routes of the master `entity` (the path segment after `/api/`) on `screen`, in the order above. */
export function masterRoutes<
  Create extends z.ZodType,
  List extends z.ZodType,
  Update extends z.ZodType,
  Delete extends z.ZodType,
  Key extends z.ZodType,
>(entity: string, screen: string, calls: MasterCalls<Create, List, Update, Delete, Key>): AnyRoute[] {
  const access = (action: RightAction) => ({ kind: 'screen', screen, action }) as const;
  const path = (call: string) => `/api/${entity}/${call}`;
  const { insert, list, update, remove, byId } = calls;
  return [
    defineRoute({
      method: 'POST',
      path: path(`insert${entity}`),
      summary: insert.summary,
      access: access('adds'),
      body: insert.input,
      handler: async ({ caller, body }) => written(insert.done, await insert.run(caller, body)),
    }),
    defineRoute({
      method: 'GET',
      path: path(`get${entity}List`),
      summary: list.summary,
      access: access('views'),
      query: list.input,
      handler: ({ caller, query }) => list.run(caller, query),
    }),
    defineRoute({
      method: 'POST',
      path: path(`update${entity}`),
      summary: update.summary,
      access: access('edits'),
      body: update.input,
      handler: async ({ caller, body }) => written(update.done, await update.run(caller, body)),
    }),
    defineRoute({
      method: 'POST',
      path: path(`delete${entity}`),
      summary: remove.summary,
      access: access('deletes'),
      query: remove.input,
      handler: async ({ caller, query }) => written(remove.done, await remove.run(caller, query)),
    }),
    defineRoute({
      method: 'GET',
      path: path(`get${entity}ById`),
      summary: byId.summary,
      access: access('views'),
      query: byId.input,
      handler: ({ caller, query }) => byId.run(caller, query),
    }),
  ];
}
