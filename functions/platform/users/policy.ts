/**
 * Rules of the user master: who sees which users, who may manage whom, and how a saved profile's
 * projects are scoped. Pure functions over the caller and the stored profile.
 */
import { messages } from '@fleet/shared';
import type { UserView } from '@fleet/shared/platform/users';
import type { UserProfileItem } from '#lib/caller';
import { ForbiddenError } from '#lib/errors';
import type { Caller } from '#lib/registry';
import { isLocked } from '../auth/lockout.ts';
import { givenFields } from '#lib/attributes';

type Scope = Pick<Caller, 'usercode' | 'project' | 'projects' | 'superuser'>;

/** The profile as the API shows it: no keys, no secrets, with the derived `locked` flag. */
export function toUserView(profile: UserProfileItem, now: Date): UserView {
  return {
    usercode: profile.usercode,
    username: profile.username,
    ...givenFields(profile, 'email mobile emplcode'),
    projects: profile.projects ?? [],
    garages: profile.garages ?? [],
    roles: profile.roles ?? [],
    superuser: profile.superuser === 'Y' ? 'Y' : 'N',
    status: profile.status === 'disabled' ? 'disabled' : 'active',
    failedAttempts: profile.failedAttempts ?? 0,
    ...(profile.lockedUntil ? { lockedUntil: profile.lockedUntil } : {}),
    locked: isLocked(profile.lockedUntil, now) ? 'Y' : 'N',
    version: profile.version ?? 0,
    ...(typeof profile.createdAt === 'string' ? { createdAt: profile.createdAt } : {}),
    ...(typeof profile.updatedAt === 'string' ? { updatedAt: profile.updatedAt } : {}),
  };
}

/** A superuser sees every user; anyone else only users of the project they signed in to. */
export function canSee(caller: Scope, profile: Pick<UserProfileItem, 'projects'>): boolean {
  return caller.superuser || (profile.projects ?? []).includes(caller.project);
}

/** Only a superuser may manage a superuser or hand out the flag. */
export function assertMayManage(
  caller: Scope,
  target: { superuser?: string },
  requestedSuperuser?: string,
): void {
  if (caller.superuser) return;
  if (target.superuser === 'Y' || requestedSuperuser === 'Y')
    throw new ForbiddenError(messages.superuserOnly);
}

/**
 * The projects a profile ends up with when `caller` saves `requested` over `current`. A superuser sets
 * them as sent. Anyone else may only add or remove projects they belong to themselves; projects of
 * the user that the caller does not belong to are kept as they are.
 */
export function scopedProjects(requested: string[], current: string[], caller: Scope): string[] {
  const unique = (values: string[]) => [...new Set(values)];
  if (caller.superuser) return unique(requested);
  const foreign = requested.filter(
    (project) => !caller.projects.includes(project) && !current.includes(project),
  );
  if (foreign.length > 0) throw new ForbiddenError(messages.projectNotAllowed);
  const kept = current.filter((project) => !caller.projects.includes(project));
  return unique([...kept, ...requested.filter((project) => caller.projects.includes(project))]);
}
