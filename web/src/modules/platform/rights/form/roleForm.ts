/**
 * The role permission form's values and rules (screen SGRM010): a new role (code, name, rights) is
 * created with `insertUserRights`; an existing role's rights are replaced with `insertFormsRights`
 * and the version read.
 */
import {
  formsRightsUpdate,
  roleCreate,
  type FormsRightsUpdate,
  type RoleCreate,
} from '@fleet/shared/platform/users';
import { zodFieldErrors, type FieldErrors } from '../../../../kit/form/formState.ts';
import type { FormStatus } from '../../../../kit/form/mode.ts';
import type { RoleDetail } from '../api.ts';
import { matrixFromRights, type MatrixRow } from '../matrix.ts';

export interface RoleFormValues {
  rolecode: string;
  rolename: string;
  rows: MatrixRow[];
  version: number;
}

export function emptyRole(): RoleFormValues {
  return { rolecode: '', rolename: '', rows: matrixFromRights({}), version: 0 };
}

export function fromDetail(role: RoleDetail): RoleFormValues {
  return {
    rolecode: role.rolecode,
    rolename: role.rolename,
    rows: matrixFromRights(role.rights),
    version: role.version,
  };
}

export function toCreate(values: RoleFormValues): RoleCreate {
  return { rolecode: values.rolecode.trim(), rolename: values.rolename.trim(), rights: values.rows };
}

export function toUpdate(values: RoleFormValues): FormsRightsUpdate {
  return { rolecode: values.rolecode, version: values.version, rights: values.rows };
}

/** Field errors as `rights:errors.<field>` keys. */
export function roleFieldErrors(values: RoleFormValues, status: FormStatus): FieldErrors {
  const key = (field: string) =>
    field === 'rolecode' || field === 'rolename' ? `rights:errors.${field}` : 'rights:errors.invalid';
  return status === 'ADD'
    ? zodFieldErrors(roleCreate, toCreate(values), key)
    : zodFieldErrors(formsRightsUpdate, toUpdate(values), key);
}
