/** Lookup lists of the user pages (roles, garages, projects), cached per project for a few minutes. */
import type { ProjectOption } from '@fleet/shared/platform/users';
import { useSession } from '../../../auth/session.ts';
import { lookupCacheMs, useLookupOptions, useQuery, type FieldOption } from '../../../kit/index.ts';
import { garageOption } from '../../../kit/document/masterOptions.ts';
import { namedOption } from '../../../kit/record/index.ts';
import { usersApi, type RoleOption } from './api.ts';

const roleOption = (role: RoleOption, arabic: boolean) =>
  namedOption(role.rolecode, role.rolename, role.rolenamear, arabic);

const projectOption = (project: ProjectOption, arabic: boolean) =>
  namedOption(project.code, project.name, project.nameAr, arabic);

export const useRoleOptions = () => useLookupOptions('users:roles', usersApi.roles, roleOption);

/** Role codes the signed-in user may assign or remove: those whose rights they hold themselves. */
export function useAssignableRoles() {
  const session = useSession();
  const query = useQuery(
    session ? `users:assignableRoles:${session.project}:${session.usercode}` : null,
    (signal) => usersApi.assignableRoles(signal),
    { cacheMs: lookupCacheMs },
  );
  return { codes: query.data, loading: query.loading };
}

export const useGarageOptions = () => useLookupOptions('users:garages', usersApi.garages, garageOption);

export const useProjectOptions = () => useLookupOptions('users:projects', usersApi.projects, projectOption);

/** Label of a value in options, or the value itself. */
export function labelOf(options: FieldOption[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}
