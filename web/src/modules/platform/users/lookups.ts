/** Lookup lists of the user pages (roles, garages, projects), cached per project for a few minutes. */
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../auth/session.ts';
import { useQuery, type FieldOption } from '../../../kit/index.ts';
import { usersApi } from './api.ts';

const lookupCacheMs = 5 * 60_000;

export function useRoleOptions() {
  const { i18n } = useTranslation();
  const project = useSession()?.project ?? '';
  const query = useQuery(`users:roles:${project}`, (signal) => usersApi.roles(signal), {
    cacheMs: lookupCacheMs,
  });
  const arabic = i18n.language === 'ar';
  const options: FieldOption[] = (query.data ?? []).map((role) => ({
    value: role.rolecode,
    label: (arabic && role.rolenamear) || role.rolename,
    description: role.rolecode,
  }));
  return { options, loading: query.loading };
}

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

export function useGarageOptions() {
  const { i18n } = useTranslation();
  const project = useSession()?.project ?? '';
  const query = useQuery(`users:garages:${project}`, (signal) => usersApi.garages(signal), {
    cacheMs: lookupCacheMs,
  });
  const arabic = i18n.language === 'ar';
  const options: FieldOption[] = (query.data ?? []).map((garage) => ({
    value: garage.garageid,
    label: (arabic && garage.garagnamar) || garage.garagnam,
    description: garage.garageid,
  }));
  return { options, loading: query.loading };
}

export function useProjectOptions() {
  const { i18n } = useTranslation();
  const query = useQuery('users:projects', (signal) => usersApi.projects(signal), { cacheMs: lookupCacheMs });
  const arabic = i18n.language === 'ar';
  const options: FieldOption[] = (query.data ?? []).map((project) => ({
    value: project.code,
    label: (arabic && project.nameAr) || project.name,
    description: project.code,
  }));
  return { options, loading: query.loading };
}

/** Label of a value in options, or the value itself. */
export function labelOf(options: FieldOption[], value: string): string {
  return options.find((option) => option.value === value)?.label ?? value;
}
