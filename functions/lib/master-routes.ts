/**
 * The five calls of a master screen (spec 001 section 7 "Master data": create, list, update, delete by
 * key, get by key). The spec gives no exact paths; they follow its style, the same for every master:
 * POST `/api/<Entity>/insert<Entity>`, GET `/api/<Entity>/get<Entity>List`, POST
 * `/api/<Entity>/update<Entity>`, POST `/api/<Entity>/delete<Entity>` (the key in the query) and GET
 * `/api/<Entity>/get<Entity>ById`. Reads need the screen's views, a create adds, an update edits, a
 * delete deletes; a write answers [message, what was written]. Only the schemas, the functions and the
 * summaries differ from master to master, so a master declares just those; the routes are the kit's
 * `screenRoutes` reads, writes and delete (lib/document-routes.ts).
 */
import type { z } from 'zod';
import type { RightAction, ServerMessage } from '@fleet/shared';
import { screenRoutes } from './document-routes.ts';
import type { AnyRoute, Caller } from './registry.ts';

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
  /** The key goes in the query. */
  remove: MasterWrite<Delete> & { input: Delete };
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
  const path = (call: string) => `/api/${entity}/${call}`;
  const routes = screenRoutes(screen);
  const { insert, list, update, remove, byId } = calls;
  const write = (call: string, action: RightAction, { summary, input, done, run }: MasterWrite<z.ZodType>) =>
    routes.write({ path: path(call), summary, action, body: input, message: done, write: run });
  const read = (call: string, { summary, input, run }: MasterRead<z.ZodType>) =>
    routes.read({ path: path(call), summary, query: input, read: run });
  return [
    write(`insert${entity}`, 'adds', insert),
    read(`get${entity}List`, list),
    write(`update${entity}`, 'edits', update),
    routes.remove({
      path: path(`delete${entity}`),
      summary: remove.summary,
      query: remove.input,
      message: remove.done,
      remove: remove.run,
    }),
    read(`get${entity}ById`, byId),
  ];
}
