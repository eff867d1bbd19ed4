/**
 * The OpenAPI document of every call. Here it is built from the route registry on first use (the local
 * runtime, tests); the api-meta Lambda bundle replaces this module with the document built at build
 * time, gzipped (infra/build-lambdas.ts, plugin `fleet-openapi`), so that Lambda does not bundle every
 * module's handlers to describe them.
 */
let built: Record<string, unknown> | undefined;

export async function openApiDocument(): Promise<Record<string, unknown>> {
  if (!built) {
    // Imported lazily: the registry imports the meta module.
    const [{ modules }, { buildOpenApi }] = await Promise.all([
      import('../../registry.ts'),
      import('./openapi.ts'),
    ]);
    built = buildOpenApi(modules);
  }
  return built;
}
