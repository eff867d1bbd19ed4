/**
 * Input fuzzing (issue 26 item 2), generated from the route registry: every route gets oversized,
 * wrong-type, unicode and injection values in its query, path and body, and must never answer 5xx.
 *
 * For each route a valid input is built from its own zod schemas; then, for every junk value, the
 * junk in every field, at any depth, whose schema accepts it with the rest valid (what reaches the
 * handler), and for the oversized and wrong-type ones also in every top-level body field at once
 * and in the first query parameter (the refusal). A body over the byte limit, a query value over the
 * length limit (both the catalogue's 400), a list for a body and prototype keys are sent once per
 * route; every refusal must carry a catalogue message. The inputs are fixed, so a run is repeatable;
 * they are sent by a superuser of the tenant FUZZ, which no other test reads, so what valid-looking
 * junk gets written stays there.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { isServerMessage } from '@fleet/shared';
import { inputLimits } from '@fleet/shared/platform/limits';
import { modules } from '@fleet/functions/registry';
import type { AnyRoute } from '@fleet/functions/lib/registry';
import { signIn, type ApiClient, type ApiResponse } from '../../support/api.ts';
import { putUser } from '../../support/fixtures.ts';

type Schema = z.core.$ZodType;
interface Def {
  type: string;
  [field: string]: unknown;
}
const defOf = (schema: Schema) => schema._zod.def as unknown as Def;
const accepts = (schema: Schema, value: unknown) => (schema as unknown as z.ZodType).safeParse(value).success;
/** The least length a string or array schema asks for. */
const minimumLength = (schema: Schema) =>
  Math.max(
    0,
    ...((defOf(schema).checks ?? []) as Schema[])
      .map((check) => defOf(check))
      .filter((check) => check.check === 'min_length' || check.check === 'length_equals')
      .map((check) => Number(check.minimum ?? check.length ?? 0)),
  );

// ---- A valid input from a schema ------------------------------------------------------------------

/** Strings worth trying for a field: a code, the date and number shapes the schemas ask for. */
const textCandidates = [
  'FZ1',
  '2026-01-15',
  '12345678',
  '1/12345',
  'FZ',
  'F',
  '2026',
  'Y',
  'FUZZ-0001-ABCD',
  'fuzz@example.com',
  '2026-01-15T08:00:00.000Z',
  'STUCK#FZ1',
  '08:00',
];
const numberCandidates = [1, 2026, 0, 10, 1000, 0.5];

type Mode = 'body' | 'query';

/** Values to try for a schema, most plausible first (a query's are strings, as they arrive). */
function candidates(schema: Schema, mode: Mode, depth = 0): unknown[] {
  if (depth > 8) return [];
  const def = defOf(schema);
  const inner = (key: string) => candidates(def[key] as Schema, mode, depth + 1);
  const asQuery = (values: unknown[]) => (mode === 'query' ? values.map(String) : values);
  switch (def.type) {
    case 'string':
      return [...textCandidates, 'F'.repeat(Math.max(minimumLength(schema), 1))];
    case 'number':
    case 'bigint':
      return asQuery(numberCandidates);
    case 'boolean':
      return asQuery([true, false]);
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>);
    case 'literal':
      return asQuery(def.values as unknown[]);
    case 'null':
      return [null];
    case 'optional':
      return [...inner('innerType'), undefined];
    case 'nullable':
      return [...inner('innerType'), null];
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return [...inner('innerType'), undefined];
    case 'pipe':
      return [...inner('in'), ...inner('out')];
    case 'union':
      return (def.options as Schema[]).flatMap((option) => candidates(option, mode, depth + 1));
    case 'lazy':
      return candidates((def.getter as () => Schema)(), mode, depth + 1);
    case 'array': {
      const element = sample(def.element as Schema, mode, depth + 1);
      return element.found ? [Array(Math.max(minimumLength(schema), 1)).fill(element.value), []] : [[]];
    }
    case 'object':
      return objectCandidates(schema, mode, depth);
    case 'record':
      return [{}];
    default:
      return [...textCandidates, ...asQuery(numberCandidates)];
  }
}

/** The object with every field's first accepted value, then fields changed one by one until it parses. */
function objectCandidates(schema: Schema, mode: Mode, depth: number): unknown[] {
  const shape = defOf(schema).shape as Record<string, Schema>;
  const options = Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [
      key,
      unique(candidates(field, mode, depth + 1).filter((value) => accepts(field, value))).slice(0, 6),
    ]),
  );
  const build = (choice: Record<string, number>) =>
    Object.fromEntries(
      Object.entries(options)
        .map(([key, values]) => [key, values[choice[key] ?? 0]] as const)
        .filter(([, value]) => value !== undefined),
    );
  const choice: Record<string, number> = {};
  let value = build(choice);
  for (const key of Object.keys(options)) {
    if (accepts(schema, value)) break;
    for (let index = 1; index < options[key]!.length && !accepts(schema, value); index += 1) {
      const tried = build({ ...choice, [key]: index });
      if (accepts(schema, tried)) {
        choice[key] = index;
        value = tried;
      }
    }
  }
  return [value];
}

function unique(values: unknown[]): unknown[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const id = JSON.stringify(value) ?? 'undefined';
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

function sample(schema: Schema, mode: Mode, depth = 0): { found: boolean; value?: unknown } {
  for (const value of candidates(schema, mode, depth))
    if (accepts(schema, value)) return { found: true, value };
  return { found: false };
}

// ---- Junk ----------------------------------------------------------------------------------------

interface Junk {
  name: string;
  value: unknown;
  /** Also in every top-level body field at once, and in a query's first parameter (the refusal path). */
  everywhere?: boolean;
}

/** Text junk: each short enough for a code field, so it reaches the handler where a code may hold it. */
const textJunk: Junk[] = [
  { name: '3,000 characters', value: 'F'.repeat(3000), everywhere: true },
  // Three bytes each in UTF-8: over a sort key's 1,024 bytes, and over a partition key's 2,048.
  { name: '350 three-byte characters', value: '€'.repeat(350) },
  { name: '700 three-byte characters', value: '€'.repeat(700) },
  {
    name: 'right-to-left marks, Arabic, emoji, NUL, lone surrogate',
    value: '\u202Eكود\u200F🚗👍🏽\u0000\uD800',
  },
  { name: 'SQL, operator and regular expression', value: `'"; DROP x;--{"$gt":""}.*([` },
  { name: 'path and script', value: '../../etc/passwd<script>x</script>' },
  { name: 'prototype', value: '__proto__' },
  { name: 'blank', value: ' ' },
];
const bodyJunk: Junk[] = [
  ...textJunk,
  { name: 'constructor', value: 'constructor' },
  { name: 'number', value: 12345, everywhere: true },
  { name: 'huge negative number', value: -1e21 },
  { name: 'true', value: true },
  { name: 'null', value: null, everywhere: true },
  { name: 'operator object', value: { $gt: '' }, everywhere: true },
  { name: '10,000 items', value: Array<string>(10_000).fill('FZ1'), everywhere: true },
];
/** Over the body limit (`inputLimits.bodyBytes`) in one field, as the probe sent it. */
const megabyte = 'F'.repeat(1024 * 1024);
/** Query values are text; a number field gets the junk above and an out-of-range number. */
const queryJunk: Junk[] = [
  ...textJunk,
  { name: '6,000 characters', value: 'F'.repeat(6000), everywhere: true },
  { name: 'huge negative number', value: '-1e21' },
];

// ---- Inputs of a route ---------------------------------------------------------------------------

interface Input {
  case: string;
  /** Over the middleware's limits: must be the catalogue's 400. */
  overLimit?: boolean;
  query: Record<string, unknown>;
  body?: unknown;
  /** The body as sent, when it is not the JSON of `body`. */
  rawBody?: string;
}

type Path = (string | number)[];

/** Every position of a value a junk value can take: object fields at any depth, through arrays. */
function positions(value: unknown, at: Path = []): Path[] {
  if (Array.isArray(value)) return value.length > 0 ? positions(value[0], [...at, 0]) : [];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, field]) => [[...at, key], ...positions(field, [...at, key])]);
}

function withValue(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...Path];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = withValue(copy[head], rest, replacement);
  return copy;
}

/** The junk wherever the schema accepts it with the rest of `base` as it is. */
function whereAccepted(schema: Schema, base: unknown, junk: unknown): unknown {
  let value = base;
  for (const path of positions(base)) {
    const tried = withValue(value, path, junk);
    if (accepts(schema, tried)) value = tried;
  }
  return value;
}

function everywhere(base: unknown, junk: unknown): unknown {
  if (base === null || typeof base !== 'object' || Array.isArray(base)) return junk;
  return Object.fromEntries(Object.keys(base).map((key) => [key, junk]));
}

const templateNames = (route: AnyRoute) => [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);

/** A valid input of the route, as far as its schemas tell (path parameters are in the query). */
function validInput(route: AnyRoute): { query: Record<string, unknown>; body: unknown } {
  const querySchema = route.query as Schema | undefined;
  const bodySchema = route.body as Schema | undefined;
  const query = querySchema
    ? (sample(querySchema, 'query').value ?? {})
    : Object.fromEntries(templateNames(route).map((name) => [name, 'FZ1']));
  return {
    query: query as Record<string, unknown>,
    body: bodySchema ? (sample(bodySchema, 'body').value ?? {}) : undefined,
  };
}

/** A route's fixed list of inputs. */
function routeInputs(route: AnyRoute): Input[] {
  const querySchema = route.query as Schema | undefined;
  const bodySchema = route.body as Schema | undefined;
  const names = templateNames(route);
  const { query: baseQuery, body: baseBody } = validInput(route);
  const inputs: Input[] = [{ case: 'valid', query: baseQuery, body: baseBody }];
  const queryKeys = unique([...Object.keys(baseQuery), ...names, ...queryShapeKeys(querySchema)]) as string[];

  for (const junk of queryJunk) {
    if (queryKeys.length === 0) break;
    // In one parameter: a URL with several such values is over the HTTP server's own limit (431).
    if (junk.everywhere)
      inputs.push({
        case: `query: ${junk.name} in ${queryKeys[0]}`,
        overLimit: String(junk.value).length > inputLimits.queryValue,
        query: { ...baseQuery, [queryKeys[0]!]: junk.value },
        body: baseBody,
      });
    const query = querySchema
      ? (whereAccepted(querySchema, baseQuery, junk.value) as Record<string, unknown>)
      : baseQuery;
    inputs.push({ case: `query: ${junk.name} where the schema takes it`, query, body: baseBody });
  }

  if (route.method !== 'GET') {
    const base = isObject(baseBody) ? baseBody : {};
    const firstText = Object.keys(base).find((key) => typeof base[key] === 'string');
    for (const junk of bodyJunk) {
      if (junk.everywhere)
        inputs.push({
          case: `body: ${junk.name} in every field`,
          query: baseQuery,
          body: everywhere(baseBody ?? {}, junk.value),
        });
      if (bodySchema && baseBody !== undefined)
        inputs.push({
          case: `body: ${junk.name} where the schema takes it`,
          query: baseQuery,
          body: whereAccepted(bodySchema, baseBody, junk.value),
        });
    }
    inputs.push(
      { case: 'body: a list', query: baseQuery, body: [baseBody ?? {}] },
      {
        case: 'body: prototype keys',
        query: baseQuery,
        rawBody: JSON.stringify(baseBody ?? {}).replace(
          /^\{/,
          '{"__proto__":{"superuser":"Y"},"constructor":{"prototype":{"superuser":"Y"}},',
        ),
      },
      {
        case: 'body: 1 MB in its first text field',
        overLimit: true,
        query: baseQuery,
        body: { ...base, [firstText ?? 'fuzz']: megabyte },
      },
    );
  }
  return dedupe(inputs);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function queryShapeKeys(schema: Schema | undefined): string[] {
  if (!schema) return [];
  const def = defOf(schema);
  if (def.type === 'object') return Object.keys(def.shape as object);
  if (def.type === 'pipe') return queryShapeKeys(def.in as Schema);
  return [];
}

function dedupe(inputs: Input[]): Input[] {
  const seen = new Set<string>();
  return inputs.filter((input) => {
    const id = JSON.stringify([input.query, input.body, input.rawBody]);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

// ---- Sending -------------------------------------------------------------------------------------

/** A URL carries UTF-8: a lone surrogate goes as U+FFFD, as URLSearchParams sends it in a query. */
const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

async function send(client: ApiClient, route: AnyRoute, input: Input): Promise<ApiResponse> {
  const query = { ...input.query };
  let path = route.path;
  for (const name of templateNames(route)) {
    path = path.replace(`{${name}}`, encodeURIComponent(wellFormed(String(query[name] ?? 'FZ1'))));
    delete query[name];
  }
  const url = new URL(path, client.base);
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) url.searchParams.append(name, String(one));
  }
  const headers: Record<string, string> = {
    authorization: `Bearer ${client.token}`,
    'x-project': client.project ?? '',
    'x-session': client.session ?? '',
  };
  const body =
    route.method === 'GET'
      ? undefined
      : (input.rawBody ?? (input.body === undefined ? undefined : JSON.stringify(input.body)));
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url, { method: route.method, headers, body });
  const text = await response.text();
  return { status: response.status, body: text, headers: response.headers };
}

/** A readable excerpt of an input for the failure report (long values by their length). */
function describeInput(input: Input): string {
  const text = JSON.stringify({ query: input.query, body: input.rawBody ?? input.body }, (_key, value) => {
    if (typeof value === 'string' && value.length > 40)
      return `${value.slice(0, 12)}… (${value.length} characters)`;
    if (Array.isArray(value) && value.length > 5)
      return `(${value.length} items of ${JSON.stringify(value[0])})`;
    return value as unknown;
  });
  return text.length > 400 ? `${text.slice(0, 400)}…` : text;
}

const project = 'FUZZ';
let client: ApiClient;

beforeAll(async () => {
  await putUser({ usercode: 'fuzz_admin', roles: [], projects: [project], superuser: true });
  client = (await signIn('fuzz_admin', { project })).client;
});

const messageOf = (body: unknown) => {
  try {
    return (JSON.parse(String(body)) as { message?: unknown }).message;
  } catch {
    return undefined;
  }
};

/** What is wrong with an answer, if anything. */
function failureOf(route: AnyRoute, input: Input, status: number, body: unknown): string | undefined {
  if (status >= 500) return 'a server error';
  if (status === 401 && route.access.kind !== 'public') return 'the fuzz user was signed out';
  if (input.overLimit && status !== 400) return 'input over the limits must be a 400';
  if (status >= 400 && !isServerMessage(messageOf(body))) return 'a refusal outside the message catalogue';
  return undefined;
}

/** Runs `work` over `items`, `width` at a time. */
async function pool<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

describe('integration: no input makes any route answer 5xx', () => {
  it('builds a valid input for most routes from their schemas', () => {
    const routes = modules.flatMap((module) => module.routes);
    const withSchemas = routes.filter((route) => route.query || route.body);
    const valid = withSchemas.filter((route) => {
      const valid = validInput(route);
      return (
        (!route.query || accepts(route.query as Schema, valid.query)) &&
        (!route.body || accepts(route.body as Schema, valid.body))
      );
    });
    // The rest still get every junk input; only the "rest valid" part is weaker for them.
    expect(valid.length / withSchemas.length).toBeGreaterThan(0.95);
  });

  it.each(modules.map((module) => [module.name, module] as const))(
    '%s answers every fuzzed input below 500',
    async (_name, module) => {
      const failures: string[] = [];
      await pool(module.routes, 6, async (route) => {
        for (const input of routeInputs(route)) {
          const response = await send(client, route, input).catch((error: Error) => ({
            status: 599,
            body: `no answer: ${error.message}`,
          }));
          const failure = failureOf(route, input, response.status, response.body);
          if (failure)
            failures.push(
              `${route.method} ${route.path} [${input.case}] ${describeInput(input)} -> ${response.status} ${String(response.body).slice(0, 200)}: ${failure}`,
            );
        }
      });
      expect(failures, failures.join('\n')).toEqual([]);
    },
  );
});
