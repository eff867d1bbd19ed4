/**
 * Resolves the signed-in caller: token claims -> app profile (projects, garages, roles, superuser)
 * -> merged rights of the roles. Profiles and roles are global (they span projects).
 */
import { mergeRights, messages, type RightsByScreen } from '@fleet/shared';
import type { UserFields } from '@fleet/shared/platform/users';
import { activeDelegations, kuwaitDay, type StoredActing } from '@fleet/shared/platform/delegation';
import { getItem, getItems } from './db.ts';
import { ForbiddenError, UnauthorizedError } from './errors.ts';
import type { Caller } from './registry.ts';
import { cachedAccess } from './access.ts';
import { sessionProject } from './session.ts';
import { key } from './table.ts';

/** The app's user profile as stored (Cognito holds the password; the table holds the rest). */
export interface UserProfileItem extends UserFields, Record<string, unknown> {
  pk: string;
  sk: string;
  entity: 'user';
  /** ISO time of the last wrong password (failures older than a day no longer count). */
  lastFailedAt?: string;
  /** Delegations of authority the user acts under (shared/src/platform/delegation.ts), kept by the delegation calls. */
  acting?: StoredActing[];
}

export interface RoleItem extends Record<string, unknown> {
  pk: string;
  sk: string;
  entity: 'role';
  rolecode: string;
  rolename: string;
  rights: RightsByScreen;
  version: number;
}

export const userKeys = (usercode: string) => ({ pk: key.global('USER'), sk: usercode });
export const roleKeys = (rolecode: string) => ({ pk: key.global('ROLE'), sk: rolecode });

/** User codes are case-insensitive: stored and compared in lower case. */
export const normalizeUsercode = (usercode: string) => usercode.trim().toLowerCase();

export async function getUserProfile(usercode: string): Promise<UserProfileItem | undefined> {
  const { pk, sk } = userKeys(normalizeUsercode(usercode));
  return getItem<UserProfileItem>(pk, sk);
}

/** Rights of a set of roles, merged (a right is Y when any role has it). One round trip. */
export async function rightsOfRoles(roleCodes: string[]): Promise<RightsByScreen> {
  const roleItems = await getItems<RoleItem>(roleCodes.map(roleKeys));
  return mergeRights(...roleItems.map((role) => role.rights ?? {}));
}

/** `rightsOfRoles` through the container's cache (one entry per set of roles). */
function cachedRights(roleCodes: string[]): Promise<RightsByScreen> {
  const roles = [...new Set(roleCodes)].sort();
  return cachedAccess(`rights:${roles.join(',')}`, () => rightsOfRoles(roles));
}

/** The username in verified JWT claims: access tokens carry `username`, ID tokens `cognito:username`. */
export function usernameFromClaims(claims: Record<string, unknown> | undefined): string | undefined {
  const value = claims?.['username'] ?? claims?.['cognito:username'];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * Builds the caller of a request. `project` is the tenant the SPA sends (`x-project`); a user without
 * that project in the profile is refused, so data of other projects is never reachable.
 */
export async function resolveCaller(
  claims: Record<string, unknown> | undefined,
  requestedProject: string | undefined,
): Promise<Caller> {
  const username = usernameFromClaims(claims);
  if (!username) throw new UnauthorizedError();
  // Profile and rights come from the container's cache, kept per access version (lib/access.ts).
  const profile = await cachedAccess(`profile:${normalizeUsercode(username)}`, () =>
    getUserProfile(username),
  );
  if (!profile) throw new UnauthorizedError();
  if (profile.status === 'disabled') throw new ForbiddenError(messages.accountDisabled);
  const project = requestedProject?.trim() || profile.projects[0];
  if (!project || !profile.projects.includes(project)) throw new ForbiddenError(messages.projectNotAllowed);
  const superuser = profile.superuser === 'Y';
  // A delegate acting for an approver today holds that approver role's rights too.
  const acting = profile.acting?.length
    ? activeDelegations(profile.acting, project, kuwaitDay(new Date())).map((entry) => ({
        role: entry.role,
        for: entry.for,
      }))
    : [];
  const actingRoles = acting.map((entry) => entry.role).filter((role) => !profile.roles.includes(role));
  return {
    usercode: profile.usercode,
    username: profile.username,
    project,
    projects: profile.projects,
    garages: profile.garages,
    roles: profile.roles,
    superuser,
    rights: await cachedRights([...profile.roles, ...new Set(actingRoles)]),
    ...(acting.length > 0 ? { acting } : {}),
  };
}

/**
 * The caller of an API or WebSocket request: the project comes from the signed session token
 * (`x-session`, functions/lib/session.ts); an `x-project` naming another project is refused.
 */
export async function resolveRequestCaller(
  claims: Record<string, unknown> | undefined,
  headers: { session?: string | undefined; project?: string | undefined },
): Promise<Caller> {
  const username = usernameFromClaims(claims);
  if (!username) throw new UnauthorizedError();
  const project = await sessionProject(normalizeUsercode(username), headers.session, headers.project);
  return resolveCaller(claims, project);
}
