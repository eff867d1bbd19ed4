import { describe, expect, it } from 'vitest';
import { defineModule, defineRoute } from '@fleet/functions/lib/registry';
import { buildRouteTable, gatewayClaims, gatewayTime, httpEvent, queryParameters } from './gateway.ts';
import type { LambdaHandler } from './lambda.ts';

const handler: LambdaHandler = async () => ({ statusCode: 200 });
const route = (path: string, isPublic = false) =>
  isPublic
    ? defineRoute({
        method: 'GET',
        path,
        summary: path,
        access: { kind: 'public' },
        handler: async () => null,
      })
    : defineRoute({
        method: 'GET',
        path,
        summary: path,
        access: { kind: 'authenticated' },
        handler: async () => null,
      });

const users = defineModule({
  name: 'users',
  routes: [route('/api/User/getUserList'), route('/api/User/a/b')],
});
const lookups = defineModule({ name: 'lookups', routes: [route('/api/getGarage'), route('/api/getColors')] });
const auth = defineModule({ name: 'auth', routes: [route('/api/Auth/login', true)] });
const table = buildRouteTable([users, lookups, auth].map((module) => ({ module, handler })));

describe('unit: local gateway routes', () => {
  it('maps a path to the module that owns its {proxy+} prefix', () => {
    const match = table.match('/api/User/anything/deeper');

    expect(match?.route.module).toBe('users');
    expect(match?.routeKey).toBe('ANY /api/User/{proxy+}');
    expect(match?.pathParameters).toEqual({ proxy: 'anything/deeper' });
  });

  it('maps exact paths directly under /api and marks public prefixes', () => {
    expect(table.match('/api/getGarage')?.route.module).toBe('lookups');
    expect(table.match('/api/getGarage')?.pathParameters).toBeUndefined();
    expect(table.match('/api/Auth/login')?.route.public).toBe(true);
    expect(table.match('/api/getColors')?.route.public).toBe(false);
  });

  it('finds nothing for unknown paths or a bare prefix', () => {
    expect(table.match('/api/getNothing')).toBeUndefined();
    expect(table.match('/api/User/')).toBeUndefined();
    expect(table.match('/api/user/getUserList')).toBeUndefined();
  });

  it('refuses two modules claiming the same route', () => {
    const clash = defineModule({ name: 'clash', routes: [route('/api/User/other')] });

    expect(() => buildRouteTable([users, clash].map((module) => ({ module, handler })))).toThrow(
      /claimed by/,
    );
  });
});

describe('unit: local gateway events', () => {
  const match = table.match('/api/User/getUserList');
  if (!match) throw new Error('route missing');

  it('builds a payload 2.0 event as API Gateway does', () => {
    const event = httpEvent({
      method: 'post',
      url: '/api/User/getUserList?a=1&b=x%20y&a=2',
      headers: {
        Host: '127.0.0.1:3000',
        'content-type': 'application/json',
        cookie: 'a=1; b=2',
        'user-agent': 'test',
      },
      body: Buffer.from('{"x":1}'),
      sourceIp: '127.0.0.1',
      match,
      claims: { username: 'admin' },
      now: new Date('2026-11-21T08:12:14.000Z'),
    });

    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'ANY /api/User/{proxy+}',
      rawPath: '/api/User/getUserList',
      rawQueryString: 'a=1&b=x%20y&a=2',
      cookies: ['a=1', 'b=2'],
      queryStringParameters: { a: '1,2', b: 'x y' },
      pathParameters: { proxy: 'getUserList' },
      body: '{"x":1}',
      isBase64Encoded: false,
      requestContext: {
        http: { method: 'POST', path: '/api/User/getUserList', sourceIp: '127.0.0.1', userAgent: 'test' },
        routeKey: 'ANY /api/User/{proxy+}',
        stage: '$default',
        time: '21/Nov/2026:08:12:14 +0000',
        timeEpoch: Date.parse('2026-11-21T08:12:14.000Z'),
        authorizer: { jwt: { claims: { username: 'admin' } } },
      },
    });
    expect(event.headers).toEqual({
      host: '127.0.0.1:3000',
      'content-type': 'application/json',
      'user-agent': 'test',
    });
  });

  it('omits an empty body and query, and base64-encodes binary bodies', () => {
    const empty = httpEvent({
      method: 'GET',
      url: '/api/User/x',
      headers: {},
      body: Buffer.alloc(0),
      sourceIp: '::1',
      match,
    });
    const binary = httpEvent({
      method: 'POST',
      url: '/api/User/x',
      headers: { 'content-type': 'application/octet-stream' },
      body: Buffer.from([0, 1, 2]),
      sourceIp: '::1',
      match,
    });

    expect(empty.body).toBeUndefined();
    expect(empty.queryStringParameters).toBeUndefined();
    expect('authorizer' in empty.requestContext).toBe(false);
    expect(binary).toMatchObject({ body: 'AAEC', isBase64Encoded: true });
  });

  it('passes claims as strings, arrays as [a b], like the JWT authorizer', () => {
    expect(
      gatewayClaims({
        username: 'admin',
        exp: 1700000000,
        'cognito:groups': ['ADMIN', 'RECEPTION'],
        ok: true,
      }),
    ).toEqual({
      username: 'admin',
      exp: '1700000000',
      'cognito:groups': '[ADMIN RECEPTION]',
      ok: 'true',
    });
  });

  it('formats times and queries like API Gateway', () => {
    expect(gatewayTime(new Date('2026-01-05T03:04:05Z'))).toBe('05/Jan/2026:03:04:05 +0000');
    expect(queryParameters('')).toBeUndefined();
    expect(queryParameters('x=&y=1')).toEqual({ x: '', y: '1' });
  });
});
