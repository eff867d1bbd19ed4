import { defineModule, defineRoute } from '#lib/registry';
import { openApiDocument } from './document.ts';

export const metaModule = defineModule({
  name: 'meta',
  routes: [
    defineRoute({
      method: 'GET',
      path: '/api/openapi.json',
      summary: 'The OpenAPI document of every call, generated from the route registry.',
      access: { kind: 'public' },
      handler: () => openApiDocument(),
    }),
  ],
});
