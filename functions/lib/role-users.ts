/**
 * The users of a role in a project (the choices of an assignment: inspector, team leader, technician)
 * and the check that an assigned user is one of them. Users are one bounded partition.
 */
import type { UserProfileItem } from './caller.ts';
import { queryAll } from './db.ts';
import { key } from './table.ts';

/** Whether `user` is active, of `project` and holds `role`. */
export const activeInRole = (
  user: UserProfileItem | undefined,
  project: string,
  role: string,
): user is UserProfileItem =>
  user !== undefined &&
  user.status === 'active' &&
  user.projects.includes(project) &&
  user.roles.includes(role);

/** Active users of `role` in the project as choices, by user code (or by name). */
export async function activeUsersOfRole(
  project: string,
  role: string,
  by: 'usercode' | 'username' = 'usercode',
): Promise<{ usercode: string; username: string }[]> {
  const users = await queryAll<UserProfileItem>({ pk: key.global('USER') });
  return users
    .filter((user) => activeInRole(user, project, role))
    .map((user) => ({ usercode: user.usercode, username: user.username }))
    .sort((a, b) => a[by].localeCompare(b[by]));
}
