/**
 * The single table's shape, defined once: the CDK data stack and the local runtime both create the
 * table from this, so keys and indexes cannot drift.
 *
 * Key layout (ARCHITECTURE.md section 4):
 * - `pk` starts with the tenant: a project code (`MOI#...`) or `GLOBAL#...` for what spans projects
 *   (users, roles, projects, WebSocket connections, event markers).
 * - `gsi1` lists documents by type and date (`<project>#<TYPE>` / `<date>#<number>`).
 * - `gsi2` is a second access pattern per entity (job orders by vehicle, users by role, ...).
 */
export const tableDefinition = {
  partitionKey: 'pk',
  sortKey: 'sk',
  indexes: [
    { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  ],
  timeToLiveAttribute: 'ttl',
} as const;

export type IndexName = (typeof tableDefinition.indexes)[number]['indexName'];

/** Builds keys so every module spells them the same way. */
export const key = {
  /** A project-scoped key part: `MOI#M#GARAGE`. */
  project: (project: string, ...parts: (string | number)[]) => [project, ...parts].join('#'),
  /** A key part that spans projects: `GLOBAL#USER`. */
  global: (...parts: (string | number)[]) => ['GLOBAL', ...parts].join('#'),
};
