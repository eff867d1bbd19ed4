import { describe, expect, it } from 'vitest';
import { screens } from '@fleet/shared';
import { emptyRole, fromDetail, roleFieldErrors, toCreate, toUpdate } from './roleForm.ts';

describe('unit: role permission form', () => {
  it('needs a role code of letters, digits or underscore and a name when adding', () => {
    expect(
      roleFieldErrors({ ...emptyRole(), rolecode: 'STORE_KEEPER_2', rolename: 'Store keeper 2' }, 'ADD'),
    ).toEqual({});
    expect(roleFieldErrors({ ...emptyRole(), rolecode: 'store keeper', rolename: ' ' }, 'ADD')).toEqual({
      rolecode: 'rights:errors.rolecode',
      rolename: 'rights:errors.rolename',
    });
  });

  it('sends every screen row with the version when editing', () => {
    const values = fromDetail({
      rolecode: 'RECEPTION',
      rolename: 'Reception',
      version: 3,
      rights: { SGRG001: { views: 'Y', adds: 'N', edits: 'N', deletes: 'N', prints: 'Y', notifs: 'N' } },
    });
    const body = toUpdate(values);
    expect(body.version).toBe(3);
    expect(body.rights).toHaveLength(screens.length);
    expect(body.rights.find((row) => row.screencode === 'SGRG001')).toMatchObject({
      views: 'Y',
      prints: 'Y',
    });
    expect(roleFieldErrors(values, 'EDIT')).toEqual({});
  });

  it('trims the new role before sending it', () => {
    expect(toCreate({ ...emptyRole(), rolecode: ' AUDITOR ', rolename: ' Auditor ' })).toMatchObject({
      rolecode: 'AUDITOR',
      rolename: 'Auditor',
    });
  });
});
