/**
 * The HTTP side of a module Lambda: middy with one middleware per concern, in this order:
 * error mapping (outermost), route matching, caller (auth context), rights guard, input limits,
 * input parsing, response shaping. Handlers stay thin: they get parsed input and the caller, and
 * return data.
 */
import middy, { type MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { z } from 'zod';
import { formatMessage, isAllowed, isServerMessage, messages, type ServerMessage } from '@fleet/shared';
import { inputLimits } from '@fleet/shared/platform/limits';
import { resolveRequestCaller } from './caller.ts';
import { log } from './log.ts';
import { AppError, BadRequestError, ForbiddenError, NotFoundError } from './errors.ts';
import {
  actionsOf,
  screensOf,
  routeKind,
  type AnyRoute,
  type Caller,
  type ModuleDefinition,
  type RouteRequest,
} from './registry.ts';

type ClaimsEvent = APIGatewayProxyEventV2 & {
  requestContext: { authorizer?: { jwt?: { claims?: Record<string, unknown> } } };
};

export interface RouteContext extends Context {
  route?: AnyRoute;
  caller?: Caller;
  input?: { query: unknown; body: unknown };
}

type Request = middy.Request<ClaimsEvent, APIGatewayProxyStructuredResultV2, Error, RouteContext>;
type Middleware = MiddlewareObj<ClaimsEvent, APIGatewayProxyStructuredResultV2, Error, RouteContext>;

const json = (statusCode: number, body: unknown): APIGatewayProxyStructuredResultV2 => ({
  statusCode,
  headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  body: JSON.stringify(body),
});

/** Readable field-level reasons of a zod failure. */
export function zodReasons(error: z.ZodError): { path: string; message: string }[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/** Maps every error to the spec's catalogue: 4xx messages as they are, anything else a generic 500. */
export const errorMapper = (): Middleware => ({
  onError: async (request: Request) => {
    const error = request.error;
    if (error instanceof BadRequestError) {
      request.response = json(400, {
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
      });
    } else if (error instanceof AppError) {
      request.response = json(error.statusCode, { message: error.message });
    } else {
      await log('fleet-api', 'error', 'Unhandled error', {
        error: error as Error,
        path: request.event.rawPath,
      });
      request.response = json(500, { message: messages.serverError });
    }
  },
});

const routeKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/**
 * A path template's matcher: `/api/updateExpenditure/{id}` matches `/api/updateExpenditure/E-1` with
 * `{ id: 'E-1' }` (one whole segment per parameter, URL-decoded).
 */
export function pathTemplate(
  template: string,
): ((path: string) => Record<string, string> | undefined) | undefined {
  const names: string[] = [];
  const source = template
    .split('/')
    .map((segment) => {
      const parameter = /^\{(\w+)\}$/.exec(segment);
      if (!parameter) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(parameter[1]!);
      return '([^/]+)';
    })
    .join('/');
  if (names.length === 0) return undefined;
  const pattern = new RegExp(`^${source}$`);
  return (path) => {
    const match = pattern.exec(path);
    if (!match) return undefined;
    try {
      return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1]!)]));
    } catch {
      return undefined; // a malformed escape is no match (404)
    }
  };
}

/**
 * Finds the module's route for the request; unknown calls are 404. Exact paths first, then the path
 * templates (`{id}` segments), whose values join the query parameters the route's schema parses.
 */
export const routeMatcher = (module: ModuleDefinition): Middleware => {
  const routes = new Map(module.routes.map((route) => [routeKey(route.method, route.path), route]));
  const templates = module.routes.flatMap((route) => {
    const match = pathTemplate(route.path);
    return match ? [{ route, match }] : [];
  });
  return {
    before: async (request: Request) => {
      const { method, path } = request.event.requestContext.http;
      const requested = request.event.rawPath ?? path;
      const route = routes.get(routeKey(method, requested));
      if (route) {
        request.context.route = route;
        return;
      }
      for (const template of templates) {
        if (template.route.method.toUpperCase() !== method.toUpperCase()) continue;
        const parameters = template.match(requested);
        if (!parameters) continue;
        request.context.route = template.route;
        request.event.queryStringParameters = {
          ...(request.event.queryStringParameters ?? {}),
          ...parameters,
        };
        return;
      }
      throw new NotFoundError();
    },
  };
};

const header = (event: APIGatewayProxyEventV2, name: string) =>
  event.headers?.[name] ?? event.headers?.[name.toLowerCase()];

/** Turns verified JWT claims into the caller's profile and rights (401 / 403 when that fails). */
export const authContext = (): Middleware => ({
  before: async (request: Request) => {
    if (request.context.route?.access.kind === 'public') return;
    const claims = request.event.requestContext.authorizer?.jwt?.claims;
    request.context.caller = await resolveRequestCaller(claims, {
      session: header(request.event, 'x-session'),
      project: header(request.event, 'x-project'),
    });
  },
});

/** Checks the route's screen right; superuser bypasses. */
export const rightsGuard = (): Middleware => ({
  before: async (request: Request) => {
    const { route, caller } = request.context;
    if (!route || route.access.kind !== 'screen' || !caller) return;
    const { screen, action } = route.access;
    const allowed = screensOf(screen).some((code) =>
      actionsOf(action).some((right) => isAllowed(caller, code, right)),
    );
    if (!allowed) throw new ForbiddenError();
  },
});

/** Checks an input-dependent right (`ModeRight`) or screen (`ScreenChoice`) once the input is parsed. */
export const modeRightGuard = (): Middleware => ({
  before: async (request: Request) => {
    const { route, caller, input } = request.context;
    if (!route || route.access.kind !== 'screen' || !caller) return;
    const { screen, action } = route.access;
    const fixedScreens = typeof screen === 'string' || !screen.of;
    if (fixedScreens && typeof action === 'string') return;
    const parsed = input ?? { query: undefined, body: undefined };
    const codes = typeof screen === 'string' ? [screen] : screen.of ? [screen.of(parsed)] : screen.anyOf;
    const rights = typeof action === 'string' ? [action] : [action.of(parsed)];
    if (!codes.some((code) => rights.some((right) => isAllowed(caller, code, right))))
      throw new ForbiddenError();
  },
});

function parseBody(event: APIGatewayProxyEventV2): unknown {
  if (!event.body) return undefined;
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  try {
    return JSON.parse(text);
  } catch {
    throw new BadRequestError(messages.badRequest);
  }
}

function parseWith(schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return value;
  const result = schema.safeParse(value);
  if (!result.success) {
    const reasons = zodReasons(result.error);
    const first = reasons[0];
    // A catalogue message is sent as it is; a schema's own wording names the field in a catalogue
    // template, so the SPA shows either in the user's language. The reasons stay in `errors`.
    const message: ServerMessage = !first
      ? messages.badRequest
      : isServerMessage(first.message)
        ? first.message
        : formatMessage(messages.fieldInvalid, { field: first.path || 'body' });
    throw new BadRequestError(message, reasons);
  }
  return result.data;
}

/**
 * Refuses what no schema should have to read (issue 26): a query or path value over
 * `inputLimits.queryValue` characters and a body over `inputLimits.bodyBytes` bytes are a 400 before
 * the body is parsed; each schema bounds its fields further.
 */
export const inputLimitGuard = (): Middleware => ({
  before: async (request: Request) => {
    const { event } = request;
    const parameters = { ...(event.pathParameters ?? {}), ...(event.queryStringParameters ?? {}) };
    for (const [name, value] of Object.entries(parameters)) {
      if (name.length <= inputLimits.queryValue && (value ?? '').length <= inputLimits.queryValue) continue;
      const field = name.length > 40 ? `${name.slice(0, 40)}…` : name;
      throw new BadRequestError(formatMessage(messages.fieldInvalid, { field }), [
        { path: field, message: `At most ${inputLimits.queryValue} characters` },
      ]);
    }
    if (!event.body) return;
    const bytes = event.isBase64Encoded
      ? Math.floor((event.body.length * 3) / 4)
      : Buffer.byteLength(event.body, 'utf8');
    if (bytes > inputLimits.bodyBytes)
      throw new BadRequestError(messages.badRequest, [
        { path: 'body', message: `At most ${inputLimits.bodyBytes} bytes` },
      ]);
  },
});

/** Parses query and body with the route's zod schemas; failures are 400 with field-level reasons. */
export const inputParser = (): Middleware => ({
  before: async (request: Request) => {
    const route = request.context.route;
    if (!route) return;
    request.context.input = {
      query: parseWith(route.query, { ...(request.event.queryStringParameters ?? {}) }),
      body: parseWith(route.body, parseBody(request.event)),
    };
  },
});

/** Builds a module's Lambda handler from its routes. */
export function createModuleHandler(module: ModuleDefinition) {
  return middy<ClaimsEvent, APIGatewayProxyStructuredResultV2, Error, RouteContext>()
    .use(errorMapper())
    .use(routeMatcher(module))
    .use(authContext())
    .use(rightsGuard())
    .use(inputLimitGuard())
    .use(inputParser())
    .use(modeRightGuard())
    .handler(async (event, context) => {
      const route = context.route as AnyRoute;
      const { query, body } = context.input ?? { query: undefined, body: undefined };
      const handle = route.handler as (request: RouteRequest<unknown, unknown>) => Promise<unknown>;
      const result = await handle({ query, body, caller: context.caller as Caller, event });
      if (isRawResponse(result)) return result[rawMarker];
      if (routeKind(route) === 'write' && !(Array.isArray(result) && isServerMessage(result[0]))) {
        // The SPA shows the message in the user's language by its catalogue key: a text outside the
        // catalogue would reach an Arabic user in English.
        throw new Error(`${route.path} must return a list whose first element is a catalogue message`);
      }
      return json(200, result ?? null);
    });
}

const rawMarker = Symbol.for('fleet.rawResponse');
type RawResponse = { [rawMarker]: APIGatewayProxyStructuredResultV2 };
const isRawResponse = (value: unknown): value is RawResponse =>
  value !== null && typeof value === 'object' && rawMarker in value;

/** A read answered as it is (a binary file, a redirect) instead of as JSON. */
export function rawResponse(response: APIGatewayProxyStructuredResultV2): RawResponse {
  return { [rawMarker]: response };
}

/** The response of a write call: the success message first (spec 000 section 7). */
export function written(message: ServerMessage, ...rest: unknown[]): [ServerMessage, ...unknown[]] {
  return [message, ...rest];
}
