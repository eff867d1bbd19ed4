/** The user master's calls (spec 000 section 7, "Authentication and rights"), typed by the shared schemas. */
import type { ProjectOption, UserCreate, UserUpdate, UserView } from '@fleet/shared/platform/users';
import type { Garage } from '@fleet/shared/platform/lookups';
import { api } from '../../../api/client.ts';
import { getAll, getBy, postBody, postBy } from '../../../kit/calls.ts';

/** A role as `getUserRole` returns it. */
export interface RoleOption {
  rolecode: string;
  rolename: string;
  rolenamear?: string;
}

export type WriteAnswer = [string, ...unknown[]];

export const usersApi = {
  list: getAll<UserView[]>('User/getUserList'),
  get: getBy<UserView>('User/getUserAssignById', 'usercode'),
  create: postBody<WriteAnswer, UserCreate>('User/SetUser'),
  update: postBody<WriteAnswer, UserUpdate>('User/putUser'),
  remove: postBy<WriteAnswer>('User/deleteUser', 'usercode'),
  unlock: postBy<WriteAnswer>('User/unlockuser', 'usercode'),
  roles: getAll<RoleOption[]>('getUserRole'),
  /** Role codes the signed-in user may assign or remove (the server refuses the others). */
  assignableRoles: getAll<string[]>('User/getAssignableRoles'),
  garages: getAll<Garage[]>('getGarage'),
  projects: (signal?: AbortSignal) =>
    api.get<ProjectOption[]>('Auth/getProjects', undefined, { signal, anonymous: true }),
};
