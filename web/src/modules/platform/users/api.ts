/** The user master's calls (spec 000 section 7, "Authentication and rights"), typed by the shared schemas. */
import type { ProjectOption, UserCreate, UserUpdate, UserView } from '@fleet/shared/platform/users';
import type { Garage } from '@fleet/shared/platform/lookups';
import { api } from '../../../api/client.ts';

/** A role as `getUserRole` returns it. */
export interface RoleOption {
  rolecode: string;
  rolename: string;
  rolenamear?: string;
}

export type WriteAnswer = [string, ...unknown[]];

export const usersApi = {
  list: (signal?: AbortSignal) => api.get<UserView[]>('User/getUserList', undefined, { signal }),
  get: (usercode: string, signal?: AbortSignal) =>
    api.get<UserView>('User/getUserAssignById', { usercode }, { signal }),
  create: (body: UserCreate) => api.post<WriteAnswer>('User/SetUser', body),
  update: (body: UserUpdate) => api.post<WriteAnswer>('User/putUser', body),
  remove: (usercode: string) => api.post<WriteAnswer>('User/deleteUser', undefined, { usercode }),
  unlock: (usercode: string) => api.post<WriteAnswer>('User/unlockuser', undefined, { usercode }),
  roles: (signal?: AbortSignal) => api.get<RoleOption[]>('getUserRole', undefined, { signal }),
  /** Role codes the signed-in user may assign or remove (the server refuses the others). */
  assignableRoles: (signal?: AbortSignal) =>
    api.get<string[]>('User/getAssignableRoles', undefined, { signal }),
  garages: (signal?: AbortSignal) => api.get<Garage[]>('getGarage', undefined, { signal }),
  projects: (signal?: AbortSignal) =>
    api.get<ProjectOption[]>('Auth/getProjects', undefined, { signal, anonymous: true }),
};
