import { defineModule, defineRoute } from '#lib/registry';
import { buildOpenApi } from './openapi.ts';

let document: Record<string, unknown> | undefined;

export const metaModule = defineModule({
  name: 'meta',
  routes: [
    defineRoute({
      method: 'GET',
      path: '/api/openapi.json',
      summary: 'The OpenAPI document of every call, generated from the route registry.',
      access: { kind: 'public' },
      handler: async () => {
        // Imported lazily: the registry imports this module.
        const { modules } = await import('../registry.ts');
        document ??= buildOpenApi(modules);
        return document;
      },
    }),
  ],
});
