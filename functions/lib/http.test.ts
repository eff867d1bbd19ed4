import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { allRights, formatMessage, messages, noRights, type RightsByScreen } from '@fleet/shared';
import { inputLimits } from '@fleet/shared/platform/limits';
import { createModuleHandler, modeRightGuard, rightsGuard, written, type RouteContext } from './http.ts';
import { defineModule, defineRoute, type AnyRoute, type Caller } from './registry.ts';
import { ConflictError, ForbiddenError, LockedError } from './errors.ts';

const testModule = defineModule({
  name: 'test',
  routes: [
    defineRoute({
      method: 'GET',
      path: '/api/Test/echo',
      summary: 'echo',
      access: { kind: 'public' },
      query: z.object({ n: z.coerce.number().int().min(1) }),
      handler: async ({ query }) => ({ doubled: query.n * 2 }),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/Test/save',
      summary: 'save',
      access: { kind: 'public' },
      body: z.object({ name: z.string().min(1) }),
      handler: async ({ body }) => written(messages.userSaved, { name: body.name }),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/Test/catalogued',
      summary: 'a schema whose message is in the catalogue',
      access: { kind: 'public' },
      body: z.object({ lines: z.array(z.string()).min(1, messages.invoiceNoLines) }),
      handler: async () => written(messages.userSaved),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/Test/badWrite',
      summary: 'a write that forgets the message',
      access: { kind: 'public' },
      handler: async () => ({ ok: true }),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/Test/untranslatable',
      summary: 'a write whose message is not in the catalogue',
      access: { kind: 'public' },
      handler: async () => ['Saved, but nobody can translate this'],
    }),
    defineRoute({
      method: 'GET',
      path: '/api/Test/conflict',
      summary: 'conflict',
      access: { kind: 'public' },
      handler: async () => {
        throw new ConflictError();
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/Test/locked',
      summary: 'locked',
      access: { kind: 'public' },
      handler: async () => {
        throw new LockedError();
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/Test/crash',
      summary: 'crash',
      access: { kind: 'public' },
      handler: async () => {
        throw new Error('secret internals: table fleet-dev at arn:aws:dynamodb');
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/Test/item/{id}',
      summary: 'a path template',
      access: { kind: 'public' },
      query: z.object({ id: z.string().min(3) }),
      handler: async ({ query }) => ({ id: query.id }),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/Test/private',
      summary: 'needs a token',
      access: { kind: 'authenticated' },
      handler: async () => 'never',
    }),
  ],
});

const handler = createModuleHandler(testModule);

function event(
  method: string,
  path: string,
  options: { query?: Record<string, string>; body?: string } = {},
) {
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: path,
    rawQueryString: new URLSearchParams(options.query).toString(),
    queryStringParameters: options.query,
    headers: {},
    body: options.body,
    isBase64Encoded: false,
    requestContext: { http: { method, path } },
  } as unknown as APIGatewayProxyEventV2;
}

async function call(
  method: string,
  path: string,
  options?: { query?: Record<string, string>; body?: string },
) {
  const result = await handler(event(method, path, options), {} as Context);
  return { status: result.statusCode, body: JSON.parse(result.body ?? 'null') };
}

describe('middleware: module handler', () => {
  it('parses the query with the route schema and returns the handler data', async () => {
    expect(await call('GET', '/api/Test/echo', { query: { n: '21' } })).toEqual({
      status: 200,
      body: { doubled: 42 },
    });
  });

  it('answers 400 with field-level reasons when the input fails its schema', async () => {
    const { status, body } = await call('GET', '/api/Test/echo', { query: { n: '0' } });
    expect(status).toBe(400);
    // The schema's own wording is not in the catalogue: the message names the field in a catalogue template.
    expect(body.message).toBe(formatMessage(messages.fieldInvalid, { field: 'n' }));
    expect(body.errors).toEqual([expect.objectContaining({ path: 'n' })]);
  });

  it('answers a catalogue message of a schema as it is, so the SPA can translate it', async () => {
    const { status, body } = await call('POST', '/api/Test/catalogued', { body: '{"lines":[]}' });
    expect(status).toBe(400);
    expect(body).toEqual({
      message: messages.invoiceNoLines,
      errors: [{ path: 'lines', message: messages.invoiceNoLines }],
    });
  });

  it('answers 400 with the catalogue text for a body that is not JSON', async () => {
    expect(await call('POST', '/api/Test/save', { body: '{oops' })).toEqual({
      status: 400,
      body: { message: messages.badRequest },
    });
  });

  it('returns a write as a list whose first element is the success message', async () => {
    expect(await call('POST', '/api/Test/save', { body: '{"name":"A"}' })).toEqual({
      status: 200,
      body: [messages.userSaved, { name: 'A' }],
    });
  });

  it('refuses a write handler that does not return the success message first', async () => {
    expect(await call('POST', '/api/Test/badWrite')).toEqual({
      status: 500,
      body: { message: messages.serverError },
    });
  });

  it('refuses a write whose message is not in the catalogue (it could not be shown in Arabic)', async () => {
    expect(await call('POST', '/api/Test/untranslatable')).toEqual({
      status: 500,
      body: { message: messages.serverError },
    });
  });

  it('maps typed errors to their status and message', async () => {
    expect(await call('GET', '/api/Test/conflict')).toEqual({
      status: 409,
      body: { message: messages.conflict },
    });
    expect(await call('GET', '/api/Test/locked')).toEqual({
      status: 423,
      body: { message: messages.accountLocked },
    });
  });

  it('hides internals of unexpected errors behind the generic 500 text', async () => {
    const { status, body } = await call('GET', '/api/Test/crash');
    expect(status).toBe(500);
    expect(body).toEqual({ message: 'Server error. Please try again later.' });
    expect(JSON.stringify(body)).not.toMatch(/secret|arn:|stack/);
  });

  it('answers 401 with the catalogue text when a protected route has no verified claims', async () => {
    expect(await call('GET', '/api/Test/private')).toEqual({
      status: 401,
      body: { message: messages.unauthorized },
    });
  });

  it('answers 404 for a call the module does not have', async () => {
    expect((await call('GET', '/api/Test/nothing')).status).toBe(404);
    expect((await call('DELETE', '/api/Test/echo')).status).toBe(404);
  });

  it('matches a path template and parses its segment with the query schema (the path wins)', async () => {
    expect(await call('GET', '/api/Test/item/E%2F1-x', { query: { id: 'other' } })).toEqual({
      status: 200,
      body: { id: 'E/1-x' },
    });
    expect((await call('GET', '/api/Test/item/ab')).status).toBe(400);
    expect((await call('GET', '/api/Test/item/abc/more')).status).toBe(404);
    expect((await call('GET', '/api/Test/item/')).status).toBe(404);
    expect((await call('DELETE', '/api/Test/item/abc')).status).toBe(404);
    expect((await call('GET', '/api/Test/item/%E0%A4%A')).status).toBe(404);
  });

  it('refuses a query or path value over the length limit with a 400 naming it, before its schema', async () => {
    const long = 'F'.repeat(inputLimits.queryValue + 1);
    expect(await call('GET', '/api/Test/echo', { query: { n: long } })).toEqual({
      status: 400,
      body: {
        message: formatMessage(messages.fieldInvalid, { field: 'n' }),
        errors: [{ path: 'n', message: `At most ${inputLimits.queryValue} characters` }],
      },
    });
    expect((await call('GET', `/api/Test/item/${long}`)).body.message).toBe(
      formatMessage(messages.fieldInvalid, { field: 'id' }),
    );
    expect((await call('GET', '/api/Test/item/abc', { query: { [long]: '1' } })).status).toBe(400);
    expect((await call('GET', `/api/Test/item/${long.slice(1)}`)).status).toBe(200);
  });

  it('refuses a body over the byte limit with the catalogue 400 before parsing it', async () => {
    const name = 'é'.repeat(inputLimits.bodyBytes / 2); // two bytes each in UTF-8
    expect(await call('POST', '/api/Test/save', { body: JSON.stringify({ name }) })).toEqual({
      status: 400,
      body: {
        message: messages.badRequest,
        errors: [{ path: 'body', message: `At most ${inputLimits.bodyBytes} bytes` }],
      },
    });
    const fits = JSON.stringify({ name: 'F'.repeat(inputLimits.bodyBytes - 20) });
    expect((await call('POST', '/api/Test/save', { body: fits })).status).toBe(200);
  });
});

describe('middleware: modeRightGuard', () => {
  const screen = 'SGRT076';
  const saveRoute = defineRoute({
    method: 'POST',
    path: '/api/Test/saveByMode',
    summary: 'ADD needs adds, MOD needs edits',
    access: {
      kind: 'screen',
      screen,
      action: {
        anyOf: ['adds', 'edits'],
        of: ({ body }) => ((body as { status: string }).status === 'ADD' ? 'adds' : 'edits'),
      },
    },
    handler: async () => written(messages.userSaved),
  }) as AnyRoute;
  const viewRoute = defineRoute({
    method: 'GET',
    path: '/api/Test/view',
    summary: 'views',
    access: { kind: 'screen', screen, action: 'views' },
    handler: async () => null,
  }) as AnyRoute;

  const callerWith = (rights: RightsByScreen, superuser = false): Caller => ({
    usercode: 'someone',
    username: 'Someone',
    project: 'MOI',
    projects: ['MOI'],
    garages: [],
    roles: [],
    superuser,
    rights,
  });
  const addsOnly = callerWith({ [screen]: { ...noRights, adds: 'Y' } });
  const editsOnly = callerWith({ [screen]: { ...noRights, edits: 'Y' } });

  async function guard(
    middleware: ReturnType<typeof modeRightGuard>,
    context: Pick<RouteContext, 'route' | 'caller' | 'input'>,
  ): Promise<'passed' | 'forbidden'> {
    try {
      await middleware.before?.({ context } as never);
      return 'passed';
    } catch (error) {
      if (error instanceof ForbiddenError) return 'forbidden';
      throw error;
    }
  }
  const input = (status: string) => ({ query: {}, body: { status } });

  it('lets a caller with adds only save an ADD but not a MOD', async () => {
    expect(await guard(modeRightGuard(), { route: saveRoute, caller: addsOnly, input: input('ADD') })).toBe(
      'passed',
    );
    expect(await guard(modeRightGuard(), { route: saveRoute, caller: addsOnly, input: input('MOD') })).toBe(
      'forbidden',
    );
  });

  it('lets a caller with edits only save a MOD but not an ADD', async () => {
    expect(await guard(modeRightGuard(), { route: saveRoute, caller: editsOnly, input: input('MOD') })).toBe(
      'passed',
    );
    expect(await guard(modeRightGuard(), { route: saveRoute, caller: editsOnly, input: input('ADD') })).toBe(
      'forbidden',
    );
  });

  it('lets a superuser through whatever the mode', async () => {
    const superuser = callerWith({}, true);
    for (const status of ['ADD', 'MOD'])
      expect(
        await guard(modeRightGuard(), { route: saveRoute, caller: superuser, input: input(status) }),
      ).toBe('passed');
  });

  it('leaves plain rights and public routes to the other guards', async () => {
    const nobody = callerWith({});
    expect(await guard(modeRightGuard(), { route: viewRoute, caller: nobody, input: input('ADD') })).toBe(
      'passed',
    );
    expect(await guard(modeRightGuard(), { route: saveRoute, caller: undefined, input: input('MOD') })).toBe(
      'passed',
    );
  });

  it('lets any right of anyOf past the first guard, before the input is parsed', async () => {
    const viewer = callerWith({ [screen]: { ...noRights, views: 'Y' } });
    expect(await guard(rightsGuard(), { route: saveRoute, caller: addsOnly })).toBe('passed');
    expect(await guard(rightsGuard(), { route: saveRoute, caller: editsOnly })).toBe('passed');
    expect(await guard(rightsGuard(), { route: saveRoute, caller: viewer })).toBe('forbidden');
    expect(
      await guard(rightsGuard(), { route: saveRoute, caller: callerWith({ [screen]: { ...allRights } }) }),
    ).toBe('passed');
  });

  it('checks a screen chosen by the input: any of the screens before parsing, the chosen one after', async () => {
    const byType = defineRoute({
      method: 'GET',
      path: '/api/Test/byType',
      summary: 'the type picks the screen',
      access: {
        kind: 'screen',
        screen: {
          anyOf: ['SGRK002', 'SGRJ001'],
          of: ({ query }) => ((query as { t: string }).t === 'moi' ? 'SGRJ001' : 'SGRK002'),
        },
        action: 'views',
      },
      handler: async () => null,
    }) as AnyRoute;
    const moiViewer = callerWith({ SGRJ001: { ...noRights, views: 'Y' } });
    const typed = (t: string) => ({ query: { t }, body: undefined });

    expect(await guard(rightsGuard(), { route: byType, caller: moiViewer })).toBe('passed');
    expect(await guard(rightsGuard(), { route: byType, caller: callerWith({}) })).toBe('forbidden');
    expect(await guard(modeRightGuard(), { route: byType, caller: moiViewer, input: typed('moi') })).toBe(
      'passed',
    );
    expect(await guard(modeRightGuard(), { route: byType, caller: moiViewer, input: typed('rec') })).toBe(
      'forbidden',
    );
  });

  it('lets a caller holding the action on any of several fixed screens through both guards', async () => {
    const shared = defineRoute({
      method: 'GET',
      path: '/api/Test/shared',
      summary: "read from the preparer's and the approver's screens",
      access: { kind: 'screen', screen: { anyOf: ['SGRP003', 'SGRP004'] }, action: 'views' },
      handler: async () => null,
    }) as AnyRoute;
    const approver = callerWith({ SGRP004: { ...noRights, views: 'Y' } });
    const editorOnly = callerWith({ SGRP004: { ...noRights, edits: 'Y' } });
    const input = { query: {}, body: undefined };

    expect(await guard(rightsGuard(), { route: shared, caller: approver })).toBe('passed');
    expect(await guard(modeRightGuard(), { route: shared, caller: approver, input })).toBe('passed');
    expect(await guard(rightsGuard(), { route: shared, caller: editorOnly })).toBe('forbidden');
    expect(await guard(rightsGuard(), { route: shared, caller: callerWith({}) })).toBe('forbidden');
  });
});
