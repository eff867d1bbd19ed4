/** The role rights calls (spec 000 section 7, the UserRights/ calls) of screen SGRM010. */
import type { RightsByScreen } from '@fleet/shared';
import type { FormsRightsUpdate, RoleCreate } from '@fleet/shared/platform/users';
import { api } from '../../../api/client.ts';

export interface RoleSummary {
  rolecode: string;
  rolename: string;
  /** Screens the role grants anything on. */
  screens: number;
  version: number;
}

export interface RoleDetail {
  rolecode: string;
  rolename: string;
  version: number;
  rights: RightsByScreen;
}

type WriteAnswer = [string, ...unknown[]];

export const rightsApi = {
  list: (signal?: AbortSignal) =>
    api.get<RoleSummary[]>('UserRights/getFormsRightsList', undefined, { signal }),
  get: (roleid: string, signal?: AbortSignal) =>
    api.get<RoleDetail>('UserRights/getFormsRightsById', { roleid }, { signal }),
  create: (body: RoleCreate) => api.post<WriteAnswer>('UserRights/insertUserRights', body),
  update: (body: FormsRightsUpdate) => api.post<WriteAnswer>('UserRights/insertFormsRights', body),
  remove: (rolecode: string) => api.post<WriteAnswer>('UserRights/deleteFormrights', undefined, { rolecode }),
};
