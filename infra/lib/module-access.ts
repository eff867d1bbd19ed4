/**
 * What each API module's Lambda may touch beyond its own logs (least privilege). Modules not listed
 * get the business-module default: table read/write and the event bus. Files are granted per key
 * prefix and action to the modules whose code calls S3 (api-stack.test.ts checks it against the bundles).
 */

/** Object access to the files bucket: a key prefix and what may be done there. */
export const fileGrants = {
  /** Read an upload: view URLs, the confirm's checks (ListBucket: a missing object answers 404, not 403). */
  'uploads:read': { prefix: 'uploads/', actions: ['s3:GetObject'], listBucket: true },
  /** Presigned POSTs of new uploads. */
  'uploads:write': { prefix: 'uploads/', actions: ['s3:PutObject'], listBucket: false },
  /** Removing a file (a refused upload, an image taken off a document). */
  'uploads:delete': { prefix: 'uploads/', actions: ['s3:DeleteObject'], listBucket: false },
  /** The employee and item sync sources (sync/<project>/*.json). */
  'sync:read': { prefix: 'sync/', actions: ['s3:GetObject'], listBucket: true },
} as const;
export type FileGrant = keyof typeof fileGrants;

export interface ModuleAccess {
  table: 'read' | 'readWrite';
  files?: readonly FileGrant[];
  publishEvents?: boolean;
  /** Cognito user-pool actions, without the `cognito-idp:` prefix. */
  cognito?: readonly string[];
  /** Posts to WebSocket connections. */
  push?: boolean;
}

/** Users and roles are kept in step between the table and the pool (functions/platform/users/cognito.ts). */
export const cognitoUserAdminActions = [
  'AdminAddUserToGroup',
  'AdminCreateUser',
  'AdminDeleteUser',
  'AdminDisableUser',
  'AdminEnableUser',
  'AdminGetUser',
  'AdminInitiateAuth',
  'AdminListGroupsForUser',
  'AdminRemoveUserFromGroup',
  'AdminSetUserPassword',
  'AdminUserGlobalSignOut',
  'CreateGroup',
  'DeleteGroup',
  'GetGroup',
] as const;

export const defaultModuleAccess: ModuleAccess = { table: 'readWrite', publishEvents: true };

const readsUploads = { ...defaultModuleAccess, files: ['uploads:read'] } as const satisfies ModuleAccess;

export const moduleAccess: Record<string, ModuleAccess> = {
  meta: { table: 'read' },
  // The public verification of printed documents only reads.
  verify: { table: 'read' },
  // Sign-in is AdminInitiateAuth (an admin call); refreshing (InitiateAuth) needs no IAM permission.
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
  // Uploads (presign, confirm: reads the object, deletes one that fails its checks) and view URLs.
  files: { ...defaultModuleAccess, files: ['uploads:read', 'uploads:write', 'uploads:delete'] },
  // Estimation images: view URLs, the image itself for the PDF, removal of an image.
  estimation: { ...defaultModuleAccess, files: ['uploads:read', 'uploads:delete'] },
  // Reception, garage and MOI images: removal of an image.
  'image-upload': { ...defaultModuleAccess, files: ['uploads:delete'] },
  // View URLs of attached documents.
  'cost-sheet': readsUploads,
  lpo: readsUploads,
  'petty-cash': readsUploads,
  'purchase-quotation': readsUploads,
  'supplier-invoice': readsUploads,
  // Employee and item sync read their JSON sources.
  'master-repair': { ...defaultModuleAccess, files: ['sync:read'] },
};

export function accessOf(moduleName: string): ModuleAccess {
  return moduleAccess[moduleName] ?? defaultModuleAccess;
}
