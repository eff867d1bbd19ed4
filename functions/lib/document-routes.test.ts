import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages } from '@fleet/shared';
import { addsOrEdits, documentRoutes, editsStored, screenRoutes, signedIn } from './document-routes.ts';
import type { Caller, ModeRight, RouteRequest } from './registry.ts';

const caller = { usercode: 'u1', project: 'MOI' } as Caller;
const request = <Q, B>(input: { query?: Q; body?: B }) =>
  ({ caller, query: input.query, body: input.body }) as unknown as RouteRequest<Q, B>;

const byId = z.object({ docnumbr: z.string() });
const body = z.object({ docnumbr: z.string().optional(), version: z.number().optional() });

describe('unit: document routes', () => {
  it('tells an edit from an add by the version or by the number given', () => {
    expect(editsStored({ version: 1 }, 'version')).toBe(true);
    expect(editsStored({ docnumbr: 'X-1' }, 'version')).toBe(false);
    expect(editsStored({ docnumbr: 'X-1' }, 'docnumbr')).toBe(true);
    expect(editsStored({ docnumbr: '' }, 'docnumbr')).toBe(false);
    const right = addsOrEdits('version');
    expect(right.anyOf).toEqual(['adds', 'edits']);
    expect(right.of({ query: undefined, body: {} })).toBe('adds');
    expect(right.of({ query: undefined, body: { version: 3 } })).toBe('edits');
  });

  it('declares reads on the views right of the reading screens and the writes on the document screen', () => {
    const routes = documentRoutes({ screen: 'S1', views: { anyOf: ['S1', 'S2'] }, byId, edits: 'version' });
    const list = routes.list({
      path: '/api/list',
      summary: 'list',
      query: z.object({}),
      read: async () => [],
    });
    const get = routes.get({ path: '/api/get', summary: 'get', read: async () => ({}) });
    const remove = routes.delete({
      path: '/api/delete',
      summary: 'delete',
      message: messages.userDeleted,
      remove: async () => ({}),
    });
    expect([list.method, get.method, remove.method]).toEqual(['GET', 'GET', 'POST']);
    expect(list.access).toEqual({ kind: 'screen', screen: { anyOf: ['S1', 'S2'] }, action: 'views' });
    expect(get.query).toBe(byId);
    expect(remove.access).toEqual({ kind: 'screen', screen: 'S1', action: 'deletes' });
  });

  it('answers a save with the added or the edited message by the same test as its right', async () => {
    const saved: unknown[] = [];
    const route = documentRoutes({ screen: 'S1', byId, edits: 'docnumbr' }).save({
      path: '/api/save',
      summary: 'save',
      body,
      messages: { added: messages.userSaved, edited: messages.userUpdated },
      save: async (_caller, input, now) => {
        saved.push(input);
        expect(now).toBeInstanceOf(Date);
        return { docnumbr: input.docnumbr ?? 'X-1' };
      },
    });
    const right = (route.access as { action: ModeRight }).action;
    expect(right.of({ query: undefined, body: { docnumbr: 'X-1' } })).toBe('edits');
    expect(await route.handler(request({ body: {} }))).toEqual([messages.userSaved, { docnumbr: 'X-1' }]);
    expect(await route.handler(request({ body: { docnumbr: 'X-2' } }))).toEqual([
      messages.userUpdated,
      { docnumbr: 'X-2' },
    ]);
    expect(saved).toHaveLength(2);
  });

  it('answers a stage move with its own message, on the screen and right it names', async () => {
    const route = documentRoutes({ screen: 'S1', byId, edits: 'version' }).stage({
      path: '/api/approve',
      summary: 'approve',
      screen: 'S3',
      action: 'deletes',
      move: async (_caller, query) => ({
        message: messages.userUpdated,
        written: { docnumbr: query.docnumbr },
      }),
    });
    expect(route.access).toEqual({ kind: 'screen', screen: 'S3', action: 'deletes' });
    expect(await route.handler(request({ query: { docnumbr: 'X-1' } }))).toEqual([
      messages.userUpdated,
      { docnumbr: 'X-1' },
    ]);
  });

  it('answers a submitted body with its one message, on the right and screen it names', async () => {
    const route = documentRoutes({ screen: 'S1', byId, edits: 'version' }).submit({
      path: '/api/reject',
      summary: 'reject',
      body,
      action: 'adds',
      screen: 'S2',
      message: messages.userUpdated,
      write: async (_caller, input) => ({ docnumbr: input.docnumbr }),
    });
    expect(route.access).toEqual({ kind: 'screen', screen: 'S2', action: 'adds' });
    expect(await route.handler(request({ body: { docnumbr: 'X-3' } }))).toEqual([
      messages.userUpdated,
      { docnumbr: 'X-3' },
    ]);
  });

  it("takes a screen's PUT, DELETE, print and another screen, a message the body chooses and the query beside the body", async () => {
    const kit = screenRoutes('S1', { anyOf: ['S1', 'S2'] });
    const print = kit.read({
      path: '/api/print',
      summary: 'print',
      action: 'prints',
      read: async () => ({}),
    });
    const other = kit.read({ path: '/api/other', summary: 'other', screen: 'S3', read: async () => ({}) });
    expect(print.access).toEqual({ kind: 'screen', screen: { anyOf: ['S1', 'S2'] }, action: 'prints' });
    expect(other.access).toEqual({ kind: 'screen', screen: 'S3', action: 'views' });
    const put = kit.write({
      method: 'PUT',
      path: '/api/put/{id}',
      summary: 'put',
      query: z.object({ id: z.string() }),
      body,
      message: (input) => (input.version === undefined ? messages.userSaved : messages.userUpdated),
      write: async (_caller, input, now, query) => ({ id: query.id, version: input.version, now }),
    });
    expect([put.method, put.access]).toEqual(['PUT', { kind: 'screen', screen: 'S1', action: 'edits' }]);
    const answer = (await put.handler(request({ query: { id: 'A' }, body: { version: 2 } }))) as unknown[];
    expect(answer[0]).toBe(messages.userUpdated);
    expect(answer[1]).toMatchObject({ id: 'A', version: 2 });
    const remove = kit.remove({
      method: 'DELETE',
      path: '/api/delete/{id}',
      summary: 'delete',
      query: z.object({ id: z.string() }),
      message: messages.userDeleted,
      remove: async (_caller, query) => ({ id: query.id }),
    });
    expect([remove.method, remove.access]).toEqual([
      'DELETE',
      { kind: 'screen', screen: 'S1', action: 'deletes' },
    ]);
    expect(await remove.handler(request({ query: { id: 'B' } }))).toEqual([
      messages.userDeleted,
      { id: 'B' },
    ]);
  });

  it('lets any signed-in user through its signedIn calls', () => {
    const read = signedIn.read({ path: '/api/lookup', summary: 'lookup', read: async () => [] });
    const write = signedIn.write({
      path: '/api/own',
      summary: 'own',
      message: messages.userSaved,
      write: async () => ({}),
    });
    expect([read.access, write.access]).toEqual([{ kind: 'authenticated' }, { kind: 'authenticated' }]);
  });
});
