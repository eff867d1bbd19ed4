/**
 * The route registry (ARCHITECTURE.md section 3). Each module declares its calls once: method, the
 * spec's path verbatim, who may call it, the zod schemas of its input and the handler. CDK, the local
 * runtime, the OpenAPI document and the authorization-matrix test are all derived from this.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { z } from 'zod';
import type { RightAction, RightsByScreen } from '@fleet/shared';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who may call a route. */
export type Access =
  /** No token needed (sign-in, project list, OpenAPI). */
  | { kind: 'public' }
  /** Any signed-in user of the project (lookups, own log, own notifications). */
  | { kind: 'authenticated' }
  /** A signed-in user whose rights on `screen` include `action` (superuser bypasses). */
  | { kind: 'screen'; screen: string | ScreenChoice; action: RightAction | ModeRight };

/**
 * Several screens: the guard lets through a caller holding the action on any of `anyOf` before
 * parsing. With `of`, the screen depends on the input (an image upload whose `frmtypeimg` (moi, rec,
 * gar) decides it) and the action is checked on `of(input)` once parsed; without it, any of the
 * screens will do (a document read from the preparer's and the approvers' screens alike).
 */
export interface ScreenChoice {
  anyOf: readonly string[];
  of?: (input: { query: unknown; body: unknown }) => string;
}

/** The screens a screen access lets through before the input is parsed. */
export function screensOf(screen: string | ScreenChoice): readonly string[] {
  return typeof screen === 'string' ? [screen] : screen.anyOf;
}

/**
 * A right that depends on the input, like a save call whose `status` ADD needs adds and MOD needs
 * edits: the guard lets through a caller holding any of `anyOf` before parsing (so 403 still comes
 * before 400), then checks `of(input)` on the parsed input.
 */
export interface ModeRight {
  anyOf: readonly RightAction[];
  of: (input: { query: unknown; body: unknown }) => RightAction;
}

/** The rights a screen access lets through before the input is parsed. */
export function actionsOf(action: RightAction | ModeRight): readonly RightAction[] {
  return typeof action === 'string' ? [action] : action.anyOf;
}

/** The signed-in user a request runs for, resolved from the token and the app profile. */
export interface Caller {
  usercode: string;
  username: string;
  /** The tenant chosen on the login screen; every key the request touches starts with it. */
  project: string;
  projects: string[];
  garages: string[];
  roles: string[];
  superuser: boolean;
  rights: RightsByScreen;
  /** Approver roles the user acts in today under a delegation of authority, and for whom. */
  acting?: { role: string; for: string }[];
}

/** A write call's response: a list whose first element is the success message (spec 000 section 7). */
export type WriteResult = [string, ...unknown[]];

export interface RouteRequest<Q, B> {
  query: Q;
  body: B;
  caller: Caller;
  event: APIGatewayProxyEventV2;
}

export interface PublicRouteRequest<Q, B> {
  query: Q;
  body: B;
  event: APIGatewayProxyEventV2;
  caller?: undefined;
}

interface RouteBase<Q extends z.ZodType, B extends z.ZodType> {
  method: HttpMethod;
  /** The spec's path under `/api`, verbatim (e.g. `/api/User/getUserList`). */
  path: string;
  summary: string;
  query?: Q;
  body?: B;
  /** `write` routes must return a `WriteResult`; defaults to `read` for GET and `write` otherwise. */
  kind?: 'read' | 'write';
  /**
   * `exact`: an API Gateway route of its own beside its prefix's `{proxy+}` (API Gateway picks the most
   * specific route), e.g. a token-gated call under a protected prefix that checks the token itself to
   * answer the spec's 'Unauthorized: No valid token found'.
   */
  gatewayRoute?: 'exact';
}

export interface ProtectedRoute<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
> extends RouteBase<Q, B> {
  access: Exclude<Access, { kind: 'public' }>;
  handler: (request: RouteRequest<z.output<Q>, z.output<B>>) => Promise<unknown>;
}

export interface PublicRoute<
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
> extends RouteBase<Q, B> {
  access: { kind: 'public' };
  handler: (request: PublicRouteRequest<z.output<Q>, z.output<B>>) => Promise<unknown>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a registry holds routes of every input type
export type AnyRoute = ProtectedRoute<any, any> | PublicRoute<any, any>;

/** Declares a route; the generics carry the schemas' types into the handler. */
export function defineRoute<Q extends z.ZodType = z.ZodUndefined, B extends z.ZodType = z.ZodUndefined>(
  route: ProtectedRoute<Q, B>,
): ProtectedRoute<Q, B>;
export function defineRoute<Q extends z.ZodType = z.ZodUndefined, B extends z.ZodType = z.ZodUndefined>(
  route: PublicRoute<Q, B>,
): PublicRoute<Q, B>;
export function defineRoute(route: AnyRoute): AnyRoute {
  return route;
}

/** A signed-in GET call: `defineRoute` with its method, for the many reads. */
export function defineGet<Q extends z.ZodType = z.ZodUndefined>(
  route: Omit<ProtectedRoute<Q, z.ZodUndefined>, 'method'>,
): ProtectedRoute<Q, z.ZodUndefined> {
  return { ...route, method: 'GET' };
}

/** A signed-in POST call: `defineRoute` with its method, for the writes. */
export function definePost<Q extends z.ZodType = z.ZodUndefined, B extends z.ZodType = z.ZodUndefined>(
  route: Omit<ProtectedRoute<Q, B>, 'method'>,
): ProtectedRoute<Q, B> {
  return { ...route, method: 'POST' };
}

export interface ModuleDefinition {
  /** Module name: the Lambda's name (its folder: `folderOf` in functions/registry.ts). */
  name: string;
  routes: AnyRoute[];
}

export function defineModule(module: ModuleDefinition): ModuleDefinition {
  return module;
}

export function routeKind(route: AnyRoute): 'read' | 'write' {
  return route.kind ?? (route.method === 'GET' ? 'read' : 'write');
}

/**
 * The API Gateway routes a module needs: one `{proxy+}` route per path prefix (`/api/User/{proxy+}`),
 * and the exact path for calls that sit directly under `/api` (the spec's lookups) or ask for one.
 */
export function gatewayRoutes(module: ModuleDefinition): { path: string; public: boolean }[] {
  const byPath = new Map<string, boolean[]>();
  for (const route of module.routes) {
    const segments = route.path.split('/').filter(Boolean); // ['api', 'User', 'getUserList']
    const path =
      segments.length > 2 && route.gatewayRoute !== 'exact'
        ? `/${segments[0]}/${segments[1]}/{proxy+}`
        : route.path;
    byPath.set(path, [...(byPath.get(path) ?? []), route.access.kind === 'public']);
  }
  return [...byPath].map(([path, publics]) => {
    if (new Set(publics).size > 1) {
      throw new Error(`${module.name}: ${path} mixes public and protected routes; split them into modules`);
    }
    return { path, public: publics[0] === true };
  });
}
