/**
 * Filters of the user master list (screen SGRM011): user code or name, role, status (active,
 * disabled, locked) and the search box. `getUserList` answers the whole list, so they apply here.
 */
import type { UserView } from '@fleet/shared/platform/users';
import { matchesSearch, searchKey, type FilterValues } from '../../../../kit/filters/model.ts';

export const userStatusFilters = ['active', 'disabled', 'locked'] as const;

/** Whether a user passes the filter values; `roleName` gives the role names the search also matches. */
export function matchesUserFilters(
  user: UserView,
  values: FilterValues,
  roleName: (rolecode: string) => string = (code) => code,
): boolean {
  const text = typeof values.user === 'string' ? values.user.trim().toLocaleLowerCase() : '';
  if (
    text &&
    !user.usercode.toLocaleLowerCase().includes(text) &&
    !user.username.toLocaleLowerCase().includes(text)
  )
    return false;
  if (typeof values.role === 'string' && values.role && !user.roles.includes(values.role)) return false;
  switch (values.status) {
    case 'active':
      if (user.status !== 'active') return false;
      break;
    case 'disabled':
      if (user.status !== 'disabled') return false;
      break;
    case 'locked':
      if (user.locked !== 'Y') return false;
      break;
  }
  return matchesSearch(values[searchKey], [
    user.usercode,
    user.username,
    user.email,
    user.mobile,
    user.emplcode,
    ...user.roles,
    ...user.roles.map(roleName),
    ...user.projects,
  ]);
}
