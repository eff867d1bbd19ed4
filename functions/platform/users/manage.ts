/**
 * The user master's writes (screen SGRM011) and password changes: each keeps the Cognito user and
 * the table's profile in step, profile first where the profile is the authority.
 */
import { isAllowed, messages, screenCodes } from '@fleet/shared';
import type { z } from 'zod';
import type { changePasswordRequest, userCreate, userUpdate, UserView } from '@fleet/shared/platform/users';
import { userKeys, type UserProfileItem } from '#lib/caller';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '#lib/errors';
import type { Caller } from '#lib/registry';
import { listProjects } from '../../engines/masters/data.ts';
import { assertHoldsRightsOf, grantableRoles } from '../rights/grants.ts';
import {
  createPoolUser,
  deletePoolUser,
  passwordAuth,
  setPassword,
  setPoolUserEnabled,
  syncRoleGroups,
} from './cognito.ts';
import { assertMayManage, canSee, scopedProjects, toUserView } from './policy.ts';
import {
  clearSignInFailures,
  createProfile,
  deleteProfile,
  getUserProfile,
  requireProfile,
  updateProfile,
} from './profiles.ts';
import { fieldsOf, givenFields } from '#lib/attributes';

type UserCreateInput = z.output<typeof userCreate>;
type UserUpdateInput = z.output<typeof userUpdate>;
type ChangePasswordInput = z.output<typeof changePasswordRequest>;

/** A user the caller may see (same project, or superuser), else 404 so others' users are not revealed. */
export async function visibleProfile(caller: Caller, usercode: string): Promise<UserProfileItem> {
  const profile = await requireProfile(usercode);
  if (!canSee(caller, profile)) throw new NotFoundError(messages.userNotFound);
  return profile;
}

async function assertProjectsExist(projects: string[]): Promise<void> {
  const known = new Set((await listProjects()).map((project) => project.code));
  if (projects.some((project) => !known.has(project))) throw new BadRequestError(messages.unknownProjects);
}

/** `User/SetUser`: the Cognito user with its permanent password and groups, then the profile. */
export async function createUser(caller: Caller, input: UserCreateInput, now: Date): Promise<UserView> {
  assertMayManage(caller, {}, input.superuser);
  const projects = scopedProjects(input.projects, [], caller);
  await assertProjectsExist(projects);
  const roles = await grantableRoles(caller, { usercode: input.usercode }, input.roles);
  if (await getUserProfile(input.usercode)) throw new ConflictError(messages.userExists);

  await createPoolUser({ usercode: input.usercode, password: input.password, email: input.email });
  const at = now.toISOString();
  const profile: UserProfileItem = {
    ...userKeys(input.usercode),
    entity: 'user',
    usercode: input.usercode,
    username: input.username,
    ...givenFields(input, 'email mobile emplcode'),
    projects,
    garages: [...new Set(input.garages)],
    roles,
    superuser: input.superuser,
    status: input.status,
    failedAttempts: 0,
    version: 1,
    createdAt: at,
    updatedAt: at,
    createdBy: caller.usercode,
  };
  try {
    await syncRoleGroups(input.usercode, profile.roles);
    if (input.status === 'disabled') await setPoolUserEnabled(input.usercode, false);
    await createProfile(profile);
  } catch (error) {
    // No half-created user: without its profile the Cognito user must go too.
    await deletePoolUser(input.usercode);
    throw error;
  }
  return toUserView(profile, now);
}

/** `User/putUser`: the profile (409 on a stale version), then the Cognito groups and enabled flag. */
export async function updateUser(caller: Caller, input: UserUpdateInput, now: Date): Promise<UserView> {
  const current = await visibleProfile(caller, input.usercode);
  assertMayManage(caller, current, input.superuser);
  if (input.usercode === caller.usercode && input.status === 'disabled') {
    throw new BadRequestError(messages.cannotDisableSelf);
  }
  const projects = scopedProjects(input.projects, current.projects ?? [], caller);
  await assertProjectsExist(projects);
  const roles = await grantableRoles(caller, current, input.roles);

  const updated = await updateProfile(
    input.usercode,
    {
      ...fieldsOf(input, 'username email mobile emplcode'),
      projects,
      garages: [...new Set(input.garages)],
      roles,
      superuser: input.superuser,
      status: input.status,
      updatedAt: now.toISOString(),
      updatedBy: caller.usercode,
    },
    { expectedVersion: input.version },
  );
  const sameRoles =
    roles.length === current.roles.length && roles.every((role) => current.roles.includes(role));
  if (!sameRoles) await syncRoleGroups(input.usercode, roles);
  if (input.status !== current.status) await setPoolUserEnabled(input.usercode, input.status === 'active');
  return toUserView(updated, now);
}

/**
 * `User/putChangepassword`: one's own password after checking the current one, or (with edits on
 * the user master) another user's password without it.
 */
export async function changePassword(caller: Caller, input: ChangePasswordInput, now: Date): Promise<void> {
  const target = input.usercode ?? caller.usercode;
  if (target === caller.usercode) {
    if (!input.currentPassword) throw new BadRequestError(messages.currentPasswordRequired);
    const check = await passwordAuth(caller.usercode, input.currentPassword);
    if (!check.ok) {
      throw new BadRequestError(
        check.refusal === 'throttled' ? messages.tooManyRequests : messages.wrongCurrentPassword,
      );
    }
  } else {
    if (!isAllowed(caller, screenCodes.userMaster, 'edits')) throw new ForbiddenError();
    const profile = await visibleProfile(caller, target);
    assertMayManage(caller, profile);
    await assertHoldsRightsOf(caller, profile.roles ?? []);
  }
  await setPassword(target, input.newPassword);
  await updateProfile(target, { passwordChangedAt: now.toISOString() });
}

/** `User/deleteUser`: the profile, then the Cognito user. Nobody deletes themselves. */
export async function deleteUser(caller: Caller, usercode: string): Promise<void> {
  if (usercode === caller.usercode) throw new BadRequestError(messages.cannotDeleteSelf);
  assertMayManage(caller, await visibleProfile(caller, usercode));
  await deleteProfile(usercode);
  await deletePoolUser(usercode);
}

/** `User/unlockuser`: clears the failure counter and the lock. */
export async function unlockUser(caller: Caller, usercode: string, now: Date): Promise<UserView> {
  await visibleProfile(caller, usercode);
  return toUserView(await clearSignInFailures(usercode), now);
}
