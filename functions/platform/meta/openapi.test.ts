import { describe, expect, it } from 'vitest';
import { modules } from '../../registry.ts';
import { buildOpenApi } from './openapi.ts';

type Operation = { 'x-access': { kind: string }; security?: unknown[]; parameters: { name: string }[] };

describe('openapi: document from the registry', () => {
  const document = buildOpenApi(modules) as { paths: Record<string, Record<string, Operation>> };

  it('documents every registered route with its method', () => {
    for (const module of modules) {
      for (const route of module.routes) {
        expect(
          document.paths[route.path]?.[route.method.toLowerCase()],
          `${route.method} ${route.path}`,
        ).toBeDefined();
      }
    }
  });

  it('marks public routes as needing no token and keeps the access rule of the others', () => {
    const login = document.paths['/api/Auth/login']?.post;
    const userList = document.paths['/api/User/getUserList']?.get;
    expect(login?.security).toEqual([]);
    expect(userList?.['x-access']).toEqual({ kind: 'screen', screen: 'SGRM011', action: 'views' });
  });

  it("lists a route's query parameters with the spec's names", () => {
    const parameters = document.paths['/api/getVehicleModel']?.get?.parameters.map(
      (parameter) => parameter.name,
    );
    expect(parameters).toContain('vehmakid');
  });
});
