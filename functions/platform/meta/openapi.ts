/**
 * Builds the OpenAPI 3.1 document from the route registry: paths, methods, the required screen right,
 * query parameters and request bodies from the zod schemas.
 */
import { z } from 'zod';
import { routeKind, type AnyRoute, type ModuleDefinition } from '#lib/registry';

type JsonSchema = Record<string, unknown>;

function toJsonSchema(schema: z.ZodType): JsonSchema {
  // `io: 'input'` documents what callers send (before defaults and coercion).
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

function queryParameters(route: AnyRoute): JsonSchema[] {
  if (!route.query) return [];
  const schema = toJsonSchema(route.query);
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => {
    const inPath = route.path.includes(`{${name}}`);
    return { name, in: inPath ? 'path' : 'query', required: inPath || required.has(name), schema: property };
  });
}

function access(route: AnyRoute): string {
  switch (route.access.kind) {
    case 'public':
      return 'public';
    case 'authenticated':
      return 'any signed-in user of the project';
    case 'screen': {
      const screen =
        typeof route.access.screen === 'string'
          ? `screen ${route.access.screen}`
          : `screen ${route.access.screen.anyOf.join(' or ')} (by the input)`;
      return typeof route.access.action === 'string'
        ? `right ${route.access.action} on ${screen}`
        : `right ${route.access.action.anyOf.join(' or ')} (by the input) on ${screen}`;
    }
  }
}

function operation(module: ModuleDefinition, route: AnyRoute): JsonSchema {
  const write = routeKind(route) === 'write';
  return {
    tags: [module.name],
    summary: route.summary,
    description: `Access: ${access(route)}.`,
    'x-access': route.access,
    ...(route.access.kind === 'public' ? { security: [] } : {}),
    parameters: queryParameters(route),
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: toJsonSchema(route.body) } },
          },
        }
      : {}),
    responses: {
      '200': {
        description: write ? 'A list whose first element is the success message.' : 'The data asked for.',
      },
      '400': { $ref: '#/components/responses/Error' },
      ...(route.access.kind === 'public'
        ? {}
        : {
            '401': { $ref: '#/components/responses/Error' },
            '403': { $ref: '#/components/responses/Error' },
          }),
      '500': { $ref: '#/components/responses/Error' },
    },
  };
}

export function buildOpenApi(modules: ModuleDefinition[]): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const module of modules) {
    for (const route of module.routes) {
      paths[route.path] ??= {};
      paths[route.path]![route.method.toLowerCase()] = operation(module, route);
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Fleet Workshop API',
      version: '1.0.0',
      description:
        'Generated from the route registry. Send the Cognito access token as a bearer token, the project chosen at sign-in in the x-project header and the signed session Auth/login answered in the x-session header (it binds the project: another x-project is 403).',
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: { cognito: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      responses: {
        Error: {
          description: 'An error of the spec catalogue.',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  message: { type: 'string' },
                  errors: {
                    type: 'array',
                    items: {
                      type: 'object',
                      properties: { path: { type: 'string' }, message: { type: 'string' } },
                    },
                  },
                },
                required: ['message'],
              },
            },
          },
        },
      },
    },
    security: [{ cognito: [] }],
    paths,
  };
}
