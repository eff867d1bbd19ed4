/**
 * The local HTTP API: maps `/api/*` to module handlers exactly like the API Gateway routes CDK builds
 * from the same registry (`gatewayRoutes`), emulates the JWT authorizer on protected routes, and turns
 * Node requests into payload-2.0 events and structured results back into responses.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { gatewayRoutes, type ModuleDefinition } from '@fleet/functions/lib/registry';
import { messages } from '@fleet/shared';
import { invoke, LambdaTimeoutError, type LambdaHandler } from './lambda.ts';

const proxySuffix = '{proxy+}';

export interface GatewayRoute {
  /** The route's path as API Gateway knows it: exact, or `/api/User/{proxy+}`. */
  path: string;
  public: boolean;
  module: string;
  handler: LambdaHandler;
}

export interface RouteMatch {
  route: GatewayRoute;
  routeKey: string;
  pathParameters?: Record<string, string>;
}

export interface RouteTable {
  routes: GatewayRoute[];
  match(path: string): RouteMatch | undefined;
}

/** The routes of every module; a path claimed by two modules is a deployment error, as in API Gateway. */
export function buildRouteTable(entries: { module: ModuleDefinition; handler: LambdaHandler }[]): RouteTable {
  const exact = new Map<string, GatewayRoute>();
  const greedy: { prefix: string; route: GatewayRoute }[] = [];
  for (const { module, handler } of entries) {
    for (const { path, public: isPublic } of gatewayRoutes(module)) {
      const route: GatewayRoute = { path, public: isPublic, module: module.name, handler };
      const owner = exact.get(path) ?? greedy.find((entry) => entry.route.path === path)?.route;
      if (owner) throw new Error(`Route ${path} is claimed by modules ${owner.module} and ${module.name}`);
      if (path.endsWith(`/${proxySuffix}`))
        greedy.push({ prefix: path.slice(0, -proxySuffix.length), route });
      else exact.set(path, route);
    }
  }
  greedy.sort((a, b) => b.prefix.length - a.prefix.length);
  return {
    routes: [...exact.values(), ...greedy.map((entry) => entry.route)],
    match(path) {
      const route = exact.get(path);
      if (route) return { route, routeKey: `ANY ${route.path}` };
      const entry = greedy.find(({ prefix }) => path.startsWith(prefix) && path.length > prefix.length);
      if (!entry) return undefined;
      return {
        route: entry.route,
        routeKey: `ANY ${entry.route.path}`,
        pathParameters: { proxy: safeDecode(path.slice(entry.prefix.length)) },
      };
    },
  };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const textTypes = [
  /^text\//,
  /^application\/(.+\+)?json/,
  /^application\/(.+\+)?xml/,
  /^application\/javascript/,
  /^application\/x-www-form-urlencoded/,
];

/** API Gateway passes text bodies as they are and base64-encodes the rest. */
function encodeBody(
  body: Buffer,
  contentType: string | undefined,
): { body?: string; isBase64Encoded: boolean } {
  if (body.length === 0) return { isBase64Encoded: false };
  if (!contentType || textTypes.some((type) => type.test(contentType.toLowerCase())))
    return { body: body.toString('utf8'), isBase64Encoded: false };
  return { body: body.toString('base64'), isBase64Encoded: true };
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (value: number) => String(value).padStart(2, '0');

/** `21/Nov/2026:08:12:14 +0000`, the format of `requestContext.time`. */
export function gatewayTime(date: Date): string {
  return `${pad(date.getUTCDate())}/${months[date.getUTCMonth()]}/${date.getUTCFullYear()}:${pad(date.getUTCHours())}:${pad(
    date.getUTCMinutes(),
  )}:${pad(date.getUTCSeconds())} +0000`;
}

/** Multi-value query parameters are comma-joined, as in payload format 2.0. */
export function queryParameters(rawQueryString: string): Record<string, string> | undefined {
  if (!rawQueryString) return undefined;
  const grouped = new Map<string, string[]>();
  for (const [name, value] of new URLSearchParams(rawQueryString))
    grouped.set(name, [...(grouped.get(name) ?? []), value]);
  return grouped.size === 0
    ? undefined
    : Object.fromEntries([...grouped].map(([name, values]) => [name, values.join(',')]));
}

/** The JWT authorizer hands claims over as strings; arrays become `[a b]`. */
export function gatewayClaims(payload: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(payload).map(([name, value]) => {
      if (typeof value === 'string') return [name, value];
      if (Array.isArray(value)) return [name, `[${value.join(' ')}]`];
      if (value !== null && typeof value === 'object') return [name, JSON.stringify(value)];
      return [name, String(value)];
    }),
  );
}

export interface HttpEventInput {
  method: string;
  /** The request target as received: path and query string. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  sourceIp: string;
  match: RouteMatch;
  claims?: Record<string, string>;
  scopes?: string[];
  now?: Date;
}

/** Builds the `APIGatewayProxyEventV2` API Gateway would send for this request. */
export function httpEvent(input: HttpEventInput): APIGatewayProxyEventV2 {
  const now = input.now ?? new Date();
  const queryAt = input.url.indexOf('?');
  const rawPath = queryAt === -1 ? input.url : input.url.slice(0, queryAt);
  const rawQueryString = queryAt === -1 ? '' : input.url.slice(queryAt + 1);
  const headers: Record<string, string> = {};
  let cookies: string[] | undefined;
  for (const [name, value] of Object.entries(input.headers)) {
    if (value === undefined) continue;
    const joined = Array.isArray(value) ? value.join(',') : value;
    if (name === 'cookie') cookies = joined.split(/;\s*/).filter(Boolean);
    else headers[name.toLowerCase()] = joined;
  }
  const host = headers.host ?? 'localhost';
  const event: APIGatewayProxyEventV2 & { requestContext: { authorizer?: unknown } } = {
    version: '2.0',
    routeKey: input.match.routeKey,
    rawPath,
    rawQueryString,
    ...(cookies ? { cookies } : {}),
    headers,
    queryStringParameters: queryParameters(rawQueryString),
    ...(input.match.pathParameters ? { pathParameters: input.match.pathParameters } : {}),
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: host,
      domainPrefix: host.split('.')[0] ?? host,
      http: {
        method: input.method.toUpperCase(),
        path: safeDecode(rawPath),
        protocol: 'HTTP/1.1',
        sourceIp: input.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: input.match.routeKey,
      stage: '$default',
      time: gatewayTime(now),
      timeEpoch: now.getTime(),
      ...(input.claims
        ? { authorizer: { jwt: { claims: input.claims, scopes: input.scopes ?? null } } }
        : {}),
    },
    ...encodeBody(input.body, headers['content-type']),
  };
  if (event.queryStringParameters === undefined) delete event.queryStringParameters;
  return event;
}

/** A structured result as API Gateway returns it; a bare value is a 200 JSON body. */
export function writeResult(response: ServerResponse, result: unknown): void {
  const structured =
    result !== null && typeof result === 'object' && 'statusCode' in result
      ? (result as APIGatewayProxyStructuredResultV2)
      : undefined;
  if (!structured) {
    const body = typeof result === 'string' ? result : JSON.stringify(result);
    response.writeHead(200, { 'content-type': 'application/json' }).end(body);
    return;
  }
  for (const [name, value] of Object.entries(structured.headers ?? {}))
    response.setHeader(name, String(value));
  if (structured.cookies?.length) response.setHeader('set-cookie', structured.cookies);
  const body = structured.body ?? '';
  response.statusCode = structured.statusCode ?? 200;
  response.end(structured.isBase64Encoded ? Buffer.from(body, 'base64') : body);
}

export function sendJson(
  response: ServerResponse,
  statusCode: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response
    .writeHead(statusCode, { 'content-type': 'application/json', ...headers })
    .end(JSON.stringify(body));
}

const maxBody = 10 * 1024 * 1024;

export class PayloadTooLargeError extends Error {
  override name = 'PayloadTooLargeError';
}

/** Reads a request body (API Gateway's limit is 10 MB). */
export async function readBody(request: IncomingMessage, limit = maxBody): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new PayloadTooLargeError(`Request body over ${limit} bytes`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

export interface HttpApiOptions {
  table: RouteTable;
  verifyToken: (token: string | undefined) => Promise<Record<string, unknown> | undefined>;
  bearerToken: (authorization: string | undefined) => string | undefined;
  log: (line: string) => void;
}

/** Serves one `/api/*` request. */
export function createHttpApi(options: HttpApiOptions) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const started = Date.now();
    const url = request.url ?? '/';
    const method = request.method ?? 'GET';
    const path = url.split('?')[0] ?? '/';
    const done = () => options.log(`${method} ${path} ${response.statusCode} ${Date.now() - started} ms`);
    response.once('finish', done);

    const match = options.table.match(path);
    if (!match) return sendJson(response, 404, { message: 'Not Found' });

    let claims: Record<string, string> | undefined;
    let scopes: string[] | undefined;
    if (!match.route.public) {
      const authorization = request.headers.authorization;
      const token = options.bearerToken(authorization) ?? authorization?.trim();
      const payload = await options.verifyToken(token || undefined);
      if (!payload) return sendJson(response, 401, { message: messages.unauthorized });
      claims = gatewayClaims(payload);
      scopes = typeof payload.scope === 'string' ? payload.scope.split(' ') : undefined;
    }

    let body: Buffer;
    try {
      body = await readBody(request);
    } catch (error) {
      if (error instanceof PayloadTooLargeError)
        return sendJson(response, 413, { message: 'Request Entity Too Large' });
      throw error;
    }
    const event = httpEvent({
      method,
      url,
      headers: request.headers,
      body,
      sourceIp: request.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1',
      match,
      claims,
      scopes,
    });
    let result: unknown;
    try {
      result = await invoke(`fleet-${match.route.module}`, match.route.handler, event);
    } catch (error) {
      options.log(`${match.route.module} handler failed: ${(error as Error).stack ?? String(error)}`);
      return error instanceof LambdaTimeoutError
        ? sendJson(response, 503, { message: 'Service Unavailable' })
        : sendJson(response, 500, { message: 'Internal Server Error' });
    }
    writeResult(response, result);
  };
}
