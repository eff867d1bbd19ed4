/** The role rights calls (spec 000 section 7, the UserRights/ calls) of screen SGRM010. */
import type { RightsByScreen } from '@fleet/shared';
import type { FormsRightsUpdate, RoleCreate } from '@fleet/shared/platform/users';
import { getAll, getBy, postBody, postBy } from '../../../kit/calls.ts';

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
  list: getAll<RoleSummary[]>('UserRights/getFormsRightsList'),
  get: getBy<RoleDetail>('UserRights/getFormsRightsById', 'roleid'),
  create: postBody<WriteAnswer, RoleCreate>('UserRights/insertUserRights'),
  update: postBody<WriteAnswer, FormsRightsUpdate>('UserRights/insertFormsRights'),
  remove: postBy<WriteAnswer>('UserRights/deleteFormrights', 'rolecode'),
};
