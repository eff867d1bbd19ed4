/**
 * Roles and form rights (SGRM010) through the local runtime: a user's rights, the role list and
 * matrix, creating, editing and deleting roles, assigning roles, and rights changes taking effect.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { allRights, messages, noRights, screens, type RightsByScreen } from '@fleet/shared';
import { signIn, type ApiClient, ok, signInAll } from '../../support/api.ts';
import { putRole, putUser } from '../../support/fixtures.ts';

interface RoleDetail {
  rolecode: string;
  rolename: string;
  version: number;
  rights: RightsByScreen;
}

const run = Date.now().toString(36).toUpperCase();
const lower = run.toLowerCase();

await putRole('RIGHTSTEST_NONE', {});
// The user master's rights too: a role editor grants only rights it holds (issue 26).
await putRole('RIGHTSTEST_ROLEADMIN', { SGRM010: { ...allRights }, SGRM011: { ...allRights } });
await putRole('RIGHTSTEST_VIEWER', {
  SGRM011: { ...noRights, views: 'Y' },
  SGRT076: { ...noRights, prints: 'Y' },
});
const nobodyCode = `rnone_${lower}`;
await putUser({ usercode: nobodyCode, roles: ['RIGHTSTEST_NONE'] });
await putUser({ usercode: `rroleadm_${lower}`, roles: ['RIGHTSTEST_ROLEADMIN'] });
// roleAdmin: full rights on the role permission screen only.
const [admin, roleAdmin, nobody] = await signInAll(['admin', `rroleadm_${lower}`, nobodyCode]);

describe('integration: UserRights/getuserformspermissions', () => {
  it('returns the merged rights of the caller roles by screen code', async () => {
    const usercode = `rtwo_${lower}`;
    await putUser({ usercode, roles: ['RIGHTSTEST_VIEWER', 'RIGHTSTEST_ROLEADMIN'] });
    const { client } = await signIn(usercode);

    const response = await client.get<RightsByScreen>('/api/UserRights/getuserformspermissions', {
      userid: usercode,
    });

    expect(ok(response)).toEqual({
      SGRM011: allRights,
      SGRT076: { ...noRights, prints: 'Y' },
      SGRM010: allRights,
    });
  });

  it('gives a superuser every screen with every right', async () => {
    const response = await admin.get<RightsByScreen>('/api/UserRights/getuserformspermissions', {
      userid: 'admin',
    });

    expect(Object.keys(ok(response))).toHaveLength(screens.length);
    expect(response.body.SGRM012).toEqual(allRights);
  });

  it("needs views on SGRM010 to read another user's rights", async () => {
    const refusal = await nobody.get('/api/UserRights/getuserformspermissions', { userid: 'admin' });
    const allowed = await roleAdmin.get<RightsByScreen>('/api/UserRights/getuserformspermissions', {
      userid: nobodyCode,
    });

    expect(refusal.status).toBe(403);
    expect(ok(allowed)).toEqual({});
  });
});

describe('integration: roles', () => {
  it('creates a role from its name, lists it and refuses the same code twice', async () => {
    const rolename = `Yard Marshal ${run}`;

    const created = await roleAdmin.post<[string, RoleDetail]>('/api/UserRights/setUserRole', undefined, {
      rolename,
    });
    const again = await roleAdmin.post('/api/UserRights/setUserRole', undefined, { rolename });
    const list = await roleAdmin.get<{ rolecode: string; screens: number }[]>(
      '/api/UserRights/getFormsRightsList',
    );

    expect(ok(created)).toEqual([
      messages.roleSaved,
      { rolecode: `YARD_MARSHAL_${run}`, rolename, version: 1, rights: {} },
    ]);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: messages.roleExists });
    expect(list.body).toContainEqual(
      expect.objectContaining({ rolecode: `YARD_MARSHAL_${run}`, screens: 0 }),
    );
  });

  it('refuses a role name without letters or digits for its code', async () => {
    const response = await roleAdmin.post('/api/UserRights/setUserRole', undefined, { rolename: 'مشرف' });

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: messages.roleCodeRequired });
  });

  it('creates a role with rights in one call and shows it as a matrix', async () => {
    const rolecode = `CLERK_${run}`;

    const created = await roleAdmin.post<[string, RoleDetail]>('/api/UserRights/insertUserRights', {
      rolecode,
      rolename: 'Clerk',
      rights: [
        { screencode: 'SGRM011', ...noRights, views: 'Y', adds: 'Y' },
        { screencode: 'SGRT076', ...noRights },
      ],
    });
    const detail = await roleAdmin.get<RoleDetail>('/api/UserRights/getFormsRightsById', {
      roleid: rolecode,
    });
    const matrix = await roleAdmin.get<{ screencode: string; views: string; adds: string }[]>(
      '/api/UserRights/getFormsRightsByRoleId',
      { roleid: rolecode },
    );

    expect(ok(created)[0]).toBe(messages.rightsSaved);
    expect(detail.body).toEqual({
      rolecode,
      rolename: 'Clerk',
      version: 1,
      rights: { SGRM011: { ...noRights, views: 'Y', adds: 'Y' } },
    });
    expect(matrix.body).toHaveLength(screens.length);
    expect(matrix.body.find((row) => row.screencode === 'SGRM011')).toMatchObject({ views: 'Y', adds: 'Y' });
    expect(matrix.body.find((row) => row.screencode === 'SGRT076')).toMatchObject({ views: 'N' });
  });

  it('refuses an unknown screen code with 400', async () => {
    const response = await roleAdmin.post<{ message: string }>('/api/UserRights/insertUserRights', {
      rolecode: `BAD_${run}`,
      rolename: 'Bad',
      rights: [{ screencode: 'NOPE001', ...allRights }],
    });

    expect(response.status).toBe(400);
    expect(response.body.message).toContain('Unknown screen code');
  });

  it('answers an unknown role with 404', async () => {
    const response = await roleAdmin.get('/api/UserRights/getFormsRightsById', { roleid: `GHOST_${run}` });

    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: messages.roleNotFound });
  });

  it('keeps the role calls for SGRM010', async () => {
    expect((await nobody.get('/api/UserRights/getFormsRightsList')).status).toBe(403);
    expect((await nobody.post('/api/UserRights/setUserRole', undefined, { rolename: 'X' })).status).toBe(403);
  });
});

describe('integration: rights changes take effect', () => {
  const rolecode = `DESK_${run}`;
  let deskUser: string;
  let desk: ApiClient;

  beforeAll(async () => {
    deskUser = `rdesk_${lower}`;
    await putUser({ usercode: deskUser, roles: ['RIGHTSTEST_NONE'] });
    desk = (await signIn(deskUser)).client;
    await roleAdmin.post('/api/UserRights/setUserRole', undefined, { rolename: 'Desk', rolecode });
  });

  it('grants a right through a role, on the next call, and takes it away again', async () => {
    const before = await desk.get('/api/User/getUserList');

    const mapped = await roleAdmin.post<[string, { roles: string[] }]>('/api/UserRights/insertuserrolemap', {
      usercode: deskUser,
      roles: [rolecode],
    });
    const stillNone = await desk.get('/api/User/getUserList');
    const role = await roleAdmin.get<RoleDetail>('/api/UserRights/getFormsRightsById', { roleid: rolecode });
    const granted = await roleAdmin.post<[string, RoleDetail]>('/api/UserRights/insertFormsRights', {
      rolecode,
      version: role.body.version,
      rights: [{ screencode: 'SGRM011', ...noRights, views: 'Y' }],
    });
    const allowed = await desk.get('/api/User/getUserList');
    const stale = await roleAdmin.post('/api/UserRights/insertFormsRights', {
      rolecode,
      version: role.body.version,
      rights: [{ screencode: 'SGRM011', ...allRights }],
    });
    const revoked = await roleAdmin.post('/api/UserRights/insertFormsRights', {
      rolecode,
      version: granted.body[1].version,
      rights: [{ screencode: 'SGRM011', ...noRights }],
    });
    const after = await desk.get('/api/User/getUserList');

    expect(before.status).toBe(403);
    expect(ok(mapped)[0]).toBe(messages.roleMapSaved);
    expect(mapped.body[1].roles).toEqual([rolecode]);
    expect(stillNone.status).toBe(403);
    expect(ok(granted)[1]).toMatchObject({
      version: role.body.version + 1,
      rights: { SGRM011: { views: 'Y' } },
    });
    expect(allowed.status).toBe(200);
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ message: messages.conflict });
    expect(revoked.status).toBe(200);
    expect(after.status).toBe(403);
  });

  it('flags the roles a user holds and refuses unknown roles', async () => {
    const roles = await roleAdmin.get<{ rolecode: string; assigned: string }[]>(
      '/api/UserRights/getAllFormRolesForUser',
      {
        usercode: deskUser,
      },
    );
    const unknown = await roleAdmin.post('/api/UserRights/insertuserrolemap', {
      usercode: deskUser,
      roles: [`NOPE_${run}`],
    });

    expect(ok(roles).find((role) => role.rolecode === rolecode)?.assigned).toBe('Y');
    expect(roles.body.find((role) => role.rolecode === 'RIGHTSTEST_NONE')?.assigned).toBe('N');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ message: messages.unknownRoles });
  });

  it('refuses deleting a role users hold, and deletes it once nobody does', async () => {
    const inUse = await roleAdmin.post('/api/UserRights/deleteFormrights', undefined, { rolecode });
    await roleAdmin.post('/api/UserRights/insertuserrolemap', {
      usercode: deskUser,
      roles: ['RIGHTSTEST_NONE'],
    });
    const deleted = await roleAdmin.post('/api/UserRights/deleteFormrights', undefined, { rolecode });
    const gone = await roleAdmin.get('/api/UserRights/getFormsRightsById', { roleid: rolecode });

    expect(inUse.status).toBe(409);
    expect(inUse.body).toEqual({ message: messages.roleInUse });
    expect(ok(deleted)).toEqual([messages.rightsDeleted, { rolecode }]);
    expect(gone.status).toBe(404);
  });

  it('keeps a stale profile version from overwriting roles', async () => {
    const response = await roleAdmin.post('/api/UserRights/insertuserrolemap', {
      usercode: deskUser,
      roles: ['RIGHTSTEST_NONE'],
      version: 0,
    });

    expect(response.status).toBe(409);
  });
});
