/**
 * What each API module's Lambda may touch beyond its own logs (least privilege). Modules not listed
 * get the business-module default: table read/write, the files bucket and the event bus.
 */
export interface ModuleAccess {
  table: 'read' | 'readWrite';
  files?: boolean;
  publishEvents?: boolean;
  /** Cognito user-pool actions, without the `cognito-idp:` prefix. */
  cognito?: readonly string[];
  /** Posts to WebSocket connections. */
  push?: boolean;
}

/** Users and roles are kept in step between the table and the pool (functions/users/cognito.ts). */
export const cognitoUserAdminActions = [
  'AdminAddUserToGroup',
  'AdminCreateUser',
  'AdminDeleteUser',
  'AdminDisableUser',
  'AdminEnableUser',
  'AdminGetUser',
  'AdminListGroupsForUser',
  'AdminRemoveUserFromGroup',
  'AdminSetUserPassword',
  'AdminUserGlobalSignOut',
  'CreateGroup',
  'DeleteGroup',
  'GetGroup',
] as const;

export const defaultModuleAccess: ModuleAccess = { table: 'readWrite', files: true, publishEvents: true };

export const moduleAccess: Record<string, ModuleAccess> = {
  meta: { table: 'read' },
  // The public verification of printed documents only reads.
  verify: { table: 'read' },
  // InitiateAuth (USER_PASSWORD_AUTH) needs no IAM permission; password changes and sign-out do.
  auth: { table: 'readWrite', cognito: cognitoUserAdminActions },
  users: { table: 'readWrite', cognito: cognitoUserAdminActions },
  rights: { table: 'readWrite', cognito: cognitoUserAdminActions },
  notifications: { table: 'readWrite' },
  // Reads the master lists; writes the accessories and the labour charge update (putLabourcost, its history).
  lookups: { table: 'readWrite' },
  // Invoices are table documents: no files; they publish the job order's move to 1422 and their
  // AmountPosted money events after the commit (the outbox relay retries if that fails).
  'maintenance-invoice': { table: 'readWrite', publishEvents: true },
  // Vehicles are master records only: no files, no events.
  vehicles: { table: 'readWrite' },
  dashboard: { table: 'read' },
  // Dashboards and reports read projections and indexes; the team leader's alerts are marked read per user.
  reports: { table: 'read' },
  'workorder-reports': { table: 'read' },
  'management-dashboards': { table: 'readWrite' },
};

export function accessOf(moduleName: string): ModuleAccess {
  return moduleAccess[moduleName] ?? defaultModuleAccess;
}
