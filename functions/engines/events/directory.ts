/** Who can be notified: user profiles and role rights, read for the notifications subscriber. */
import type { RoleItem, UserProfileItem } from '#lib/caller';
import { roleKeys } from '#lib/caller';
import { getItems, queryAll } from '#lib/db';
import { key } from '#lib/table';

/**
 * Every user profile (one Query of the `GLOBAL#USER` partition). Users are few (tens to hundreds), so
 * filtering by role in memory is cheaper than another index; revisit with a users-by-role gsi2 if not.
 */
export async function loadUsers(): Promise<UserProfileItem[]> {
  return queryAll<UserProfileItem>({ pk: key.global('USER') });
}

/** The role items of some role codes (one BatchGet). */
export async function loadRoles(roleCodes: readonly string[]): Promise<RoleItem[]> {
  return getItems<RoleItem>(roleCodes.map(roleKeys));
}
