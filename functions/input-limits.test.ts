/**
 * Every input a route parses is bounded in its schema (issue 26 item 2): walks the query and body
 * schemas of the whole registry for a string or array without a maximum, so a value longer than
 * DynamoDB allows is a 400 from the schema, never a 500 from the table.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { inputLimits } from '@fleet/shared/platform/limits';
import { modules } from './registry.ts';

type Schema = z.core.$ZodType;
interface Def {
  type: string;
  [field: string]: unknown;
}
const defOf = (schema: Schema) => schema._zod.def as unknown as Def;
const checksOf = (schema: Schema) => ((defOf(schema).checks ?? []) as Schema[]).map((check) => defOf(check));

/** The maximum length a string or array schema allows, if any. */
function maximumOf(schema: Schema): number | undefined {
  const limits = checksOf(schema).flatMap((check) =>
    check.check === 'max_length'
      ? [Number(check.maximum)]
      : check.check === 'length_equals'
        ? [Number(check.length)]
        : [],
  );
  return limits.length > 0 ? Math.min(...limits) : undefined;
}

/** A pattern without `*`, `+` or `{n,}` matches strings of bounded length (`^\d{4}-\d{2}$`). */
const boundedPattern = (pattern: RegExp) => !/[*+]|\{\d+,\}/.test(pattern.source.replace(/\\./g, ''));

interface Finding {
  path: string;
  problem: string;
}

/**
 * What is unbounded in a schema, by field path; `undefined` when the schema says nothing about
 * length (a transform: the other side of its pipe decides).
 */
function unbounded(schema: Schema, path: string, queryValue: boolean): Finding[] | undefined {
  const def = defOf(schema);
  const inner = (key: string, at = path) => unbounded(def[key] as Schema, at, queryValue);
  switch (def.type) {
    case 'string': {
      const maximum = maximumOf(schema);
      if (maximum !== undefined)
        return queryValue && maximum > inputLimits.queryValue
          ? [{ path, problem: `maximum ${maximum} over the query limit ${inputLimits.queryValue}` }]
          : [];
      const patterns = checksOf(schema).filter((check) => check.check === 'string_format' && check.pattern);
      if (patterns.some((check) => boundedPattern(check.pattern as RegExp))) return [];
      return [{ path, problem: 'string without a maximum' }];
    }
    case 'array':
      return [
        ...(maximumOf(schema) === undefined ? [{ path, problem: 'array without a maximum' }] : []),
        ...(inner('element', `${path}[]`) ?? []),
      ];
    case 'object':
      return Object.entries(def.shape as Record<string, Schema>).flatMap(
        ([key, field]) => unbounded(field, path ? `${path}.${key}` : key, queryValue) ?? [],
      );
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner('innerType');
    case 'pipe': {
      // A preprocess (transform, then schema) is bounded by its schema; a schema followed by a
      // transform by the schema; a schema piped into another by either.
      const input = inner('in');
      const output = inner('out');
      if (input === undefined) return output;
      if (output === undefined) return input;
      return input.length === 0 || output.length === 0 ? [] : input;
    }
    case 'transform':
      return undefined;
    case 'union':
      return (def.options as Schema[]).flatMap((option) => unbounded(option, path, queryValue) ?? []);
    case 'intersection':
      return [...(inner('left') ?? []), ...(inner('right') ?? [])];
    case 'record':
      return [...(inner('keyType', `${path}{key}`) ?? []), ...(inner('valueType', `${path}{}`) ?? [])];
    case 'tuple':
      return (def.items as Schema[]).flatMap(
        (item, index) => unbounded(item, `${path}[${index}]`, queryValue) ?? [],
      );
    case 'lazy':
      return unbounded((def.getter as () => Schema)(), path, queryValue);
    case 'number':
    case 'boolean':
    case 'enum':
    case 'literal':
    case 'date':
    case 'null':
    case 'undefined':
    case 'bigint':
    case 'nan':
    case 'never':
    case 'void':
      return [];
    default:
      return [{ path, problem: `${def.type} schema, length unknown` }];
  }
}

const routes = modules.flatMap((module) => module.routes);

describe('input limits: every route schema', () => {
  it('has routes to check', () => {
    expect(routes.length).toBeGreaterThan(600);
  });

  it('bounds every string and array of every query and body (query values within the guard)', () => {
    const findings = routes.flatMap((route) =>
      (
        [
          ['query', route.query],
          ['body', route.body],
        ] as const
      ).flatMap(([part, schema]) =>
        schema
          ? (unbounded(schema as Schema, '', part === 'query') ?? []).map(
              (finding) => `${route.method} ${route.path} ${part} ${finding.path}: ${finding.problem}`,
            )
          : [],
      ),
    );
    expect(findings, findings.join('\n')).toEqual([]);
  });
});
