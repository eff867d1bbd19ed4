/**
 * Nobody grants more than they hold (issue 26). Every write of a user's roles (user master, role
 * map), of a role's rights (role permission matrix), every delegation of authority and every password
 * set for another user goes through here:
 * - a user assigns or removes only roles whose rights all lie within their own; a superuser holds all;
 * - nobody changes their own roles (a superuser neither: another one does it);
 * - a role edit never grants a right the editor does not hold (taking one away is allowed);
 * - a delegation hands over only roles within the caller's rights;
 * - setting another user's password needs every right that user holds (else it is a takeover).
 * "Own rights" are those of the caller's own roles: a role one acts in under a delegation is lent for
 * deciding, not for handing on.
 */
import {
  addedRights,
  formatMessage,
  messages,
  rightsBeyond,
  roles as namedRoles,
  type RightsByScreen,
} from '@fleet/shared';
import { normalizeUsercode, rightsOfRoles, roleKeys, type RoleItem } from '#lib/caller';
import { getItems } from '#lib/db';
import { ForbiddenError } from '#lib/errors';
import type { Caller } from '#lib/registry';
import { assertRolesExist, listRoles } from './roles.ts';

type Grantor = Pick<Caller, 'usercode' | 'superuser' | 'roles' | 'rights' | 'acting'>;

/** The rights of the caller's own roles (without those of roles acted in under a delegation). */
async function ownRights(caller: Grantor): Promise<RightsByScreen> {
  return caller.acting?.length ? rightsOfRoles(caller.roles) : caller.rights;
}

const within = (role: Pick<RoleItem, 'rights'>, held: RightsByScreen) =>
  rightsBeyond(role.rights ?? {}, held).length === 0;

/**
 * The roles to store when `caller` saves `requested` over the `target` user's current roles: 400 for
 * an unknown role, 403 when the caller changes their own roles or a role added or removed has a right
 * the caller does not hold. Roles neither added nor removed are kept whatever their rights.
 */
export async function grantableRoles(
  caller: Grantor,
  target: { usercode: string; roles?: string[] },
  requested: string[],
): Promise<string[]> {
  const roles = [...new Set(requested)];
  await assertRolesExist(roles);
  const current = target.roles ?? [];
  const changed = [
    ...roles.filter((role) => !current.includes(role)),
    ...current.filter((role) => !roles.includes(role)),
  ];
  if (changed.length === 0) return roles;
  if (normalizeUsercode(target.usercode) === normalizeUsercode(caller.usercode))
    throw new ForbiddenError(messages.cannotChangeOwnRoles);
  if (caller.superuser) return roles;
  const held = await ownRights(caller);
  const items = await getItems<RoleItem>(changed.map(roleKeys));
  // A removed role that no longer exists grants nothing.
  const beyond = changed
    .map((code) => items.find((item) => item.rolecode === code))
    .find((item) => item && !within(item, held));
  if (beyond)
    throw new ForbiddenError(formatMessage(messages.roleBeyondOwnRights, { role: beyond.rolename }));
  return roles;
}

/** 403 when a role edit from `current` to `next` grants a right the caller does not hold. */
export async function assertMayGrantRights(
  caller: Grantor,
  current: RightsByScreen,
  next: RightsByScreen,
): Promise<void> {
  if (caller.superuser) return;
  const [first] = rightsBeyond(addedRights(current, next), await ownRights(caller));
  if (first)
    throw new ForbiddenError(
      formatMessage(messages.rightBeyondOwnRights, { screen: first[0], action: first[1] }),
    );
}

/** 403 when a delegation of `roles` would hand over a right the caller does not hold. */
export async function assertMayDelegate(caller: Grantor, roles: readonly string[]): Promise<void> {
  if (caller.superuser) return;
  const held = await ownRights(caller);
  const items = await getItems<RoleItem>(roles.map(roleKeys));
  const beyond = roles.find((code) => {
    const item = items.find((candidate) => candidate.rolecode === code);
    return item !== undefined && !within(item, held);
  });
  if (beyond) {
    const role = namedRoles.find((entry) => entry.code === beyond)?.name ?? beyond;
    throw new ForbiddenError(formatMessage(messages.delegationBeyondOwnRights, { role }));
  }
}

/** 403 when the user holding `targetRoles` has a right the caller does not (setting their password). */
export async function assertHoldsRightsOf(caller: Grantor, targetRoles: string[]): Promise<void> {
  if (caller.superuser) return;
  const [held, theirs] = await Promise.all([ownRights(caller), rightsOfRoles(targetRoles)]);
  if (rightsBeyond(theirs, held).length > 0) throw new ForbiddenError(messages.userBeyondOwnRights);
}

/** The role codes the caller may assign or remove (the user master offers only these). */
export async function assignableRoles(caller: Grantor): Promise<string[]> {
  const roles = await listRoles();
  if (caller.superuser) return roles.map((role) => role.rolecode);
  const held = await ownRights(caller);
  return roles.filter((role) => within(role, held)).map((role) => role.rolecode);
}
