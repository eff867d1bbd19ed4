/**
 * Data access of roles (pk `GLOBAL#ROLE`, sk rolecode): a role's name and its rights by screen code.
 * Each role is also a Cognito group of the same name.
 */
import { messages, type RightsByScreen } from '@fleet/shared';
import { roleKeys, type RoleItem } from '#lib/caller';
import { accessChanged } from '#lib/access';
import { deleteItem, getItem, getItems, putItem, queryAll, updateItem } from '#lib/db';
import { BadRequestError, found } from '#lib/errors';
import { key } from '#lib/table';

/** Every role, ordered by role code. */
export async function listRoles(): Promise<RoleItem[]> {
  return queryAll<RoleItem>({ pk: key.global('ROLE') });
}

/** A role by code, or 404. */
export async function requireRole(rolecode: string): Promise<RoleItem> {
  const { pk, sk } = roleKeys(rolecode);
  const role = found(await getItem<RoleItem>(pk, sk), messages.roleNotFound);
  return role;
}

/** 400 unless every role code exists. */
export async function assertRolesExist(rolecodes: string[]): Promise<void> {
  const wanted = [...new Set(rolecodes)];
  const found = await getItems<RoleItem>(wanted.map(roleKeys));
  if (found.length !== wanted.length) throw new BadRequestError(messages.unknownRoles);
}

/** Creates a role; a taken code is a 409. */
export async function createRole(
  role: { rolecode: string; rolename: string; rights: RightsByScreen },
  at: string,
) {
  const item: RoleItem = {
    ...roleKeys(role.rolecode),
    entity: 'role',
    rolecode: role.rolecode,
    rolename: role.rolename,
    rights: role.rights,
    version: 1,
    createdAt: at,
    updatedAt: at,
  };
  await putItem(item, { ifNotExists: true, conflictMessage: messages.roleExists });
  await accessChanged();
  return item;
}

/** Replaces a role's rights if its version is still `expectedVersion` (409 otherwise). */
export async function saveRoleRights(
  rolecode: string,
  rights: RightsByScreen,
  expectedVersion: number,
  at: string,
) {
  const { pk, sk } = roleKeys(rolecode);
  const saved = (await updateItem(pk, sk, { rights, updatedAt: at }, { expectedVersion })) as RoleItem;
  await accessChanged();
  return saved;
}

export async function deleteRole(rolecode: string): Promise<void> {
  const { pk, sk } = roleKeys(rolecode);
  await deleteItem(pk, sk);
  await accessChanged();
}
