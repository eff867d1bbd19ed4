/**
 * No way to grant oneself more rights (issue 26 item 1), through the local runtime: the user master,
 * the role map and the role permission matrix give or take away only what the editor holds, nobody
 * changes their own roles, and a delegation hands over only roles within the delegator's rights.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRights, formatMessage, messages, noRights, type RightsByScreen } from '@fleet/shared';
import { delegationNumbering, delegationPk } from '@fleet/functions/platform/approvals/admin';
import { signIn, type ApiClient, ok, signInAll } from '../../support/api.ts';
import { putRole, putUser, useRuntimeEnv } from '../../support/fixtures.ts';
import { expectNoNumberTaken } from '../../support/numbers.ts';
import { editableUser, type TestUserView } from '../../support/users.ts';
import { insertDelegation, kuwaitToday } from '../../support/delegations.ts';

interface RoleDetail {
  rolecode: string;
  rolename: string;
  version: number;
  rights: RightsByScreen;
}

const run = Date.now().toString(36);
const today = kuwaitToday();

const newUser = (usercode: string, roles: string[]) => ({
  usercode,
  username: `Test ${usercode}`,
  password: 'Start@2026',
  projects: ['MOI'],
  garages: [],
  roles,
  superuser: 'N',
  status: 'active',
});

let admin: ApiClient;
/** Only the user master screen (SGRM011), every action: the account of the reported escalation. */
let master: ApiClient;
let masterCode: string;
/** The role permission screen (SGRM010) and viewing the maintenance invoice list (SGRT076). */
let roleEditor: ApiClient;
let roleEditorCode: string;
let targetCode: string;

const rightsOf = async (client: ApiClient) =>
  (await client.get<RightsByScreen>('/api/UserRights/getuserformspermissions')).body;
const profileOf = async (usercode: string) =>
  (await admin.get<TestUserView>('/api/User/getUserAssignById', { usercode })).body;

beforeAll(async () => {
  useRuntimeEnv();
  await putRole('GRANTTEST_NONE', {});
  await putRole('GRANTTEST_MASTER', { SGRM011: { ...allRights } });
  await putRole('GRANTTEST_USERVIEW', { SGRM011: { ...noRights, views: 'Y' } });
  await putRole('GRANTTEST_LOGS', { SGRR009: { ...noRights, views: 'Y' } });
  await putRole('GRANTTEST_ROLES', {
    SGRM010: { ...allRights },
    SGRT076: { ...noRights, views: 'Y' },
  });
  masterCode = `gmaster_${run}`;
  roleEditorCode = `groles_${run}`;
  targetCode = `gtarget_${run}`;
  await putUser({ usercode: masterCode, roles: ['GRANTTEST_MASTER'] });
  await putUser({ usercode: roleEditorCode, roles: ['GRANTTEST_ROLES'] });
  await putUser({ usercode: targetCode, roles: ['GRANTTEST_NONE'] });
  [admin, master, roleEditor] = await signInAll(['admin', masterCode, roleEditorCode]);
});

describe('grants: the user master (User/SetUser, User/putUser)', () => {
  it('refuses adding ADMIN to one own profile, and the rights stay as they were', async () => {
    const self = await profileOf(masterCode);

    const response = await master.post('/api/User/putUser', {
      ...editableUser(self),
      roles: ['GRANTTEST_MASTER', 'ADMIN'],
    });

    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: messages.cannotChangeOwnRoles });
    expect((await profileOf(masterCode)).roles).toEqual(['GRANTTEST_MASTER']);
    const rights = await rightsOf(master);
    expect(rights['SGRM010']).toBeUndefined();
    expect(rights['SGRT076']).toBeUndefined();
    expect((await master.get('/api/UserRights/getFormsRightsList')).status).toBe(403);
  });

  it('refuses giving another user a role with rights the editor does not hold', async () => {
    const target = await profileOf(targetCode);

    const toAdmin = await master.post('/api/User/putUser', { ...editableUser(target), roles: ['ADMIN'] });
    const created = await master.post('/api/User/SetUser', newUser(`gnew_${run}`, ['GRANTTEST_LOGS']));

    expect(toAdmin.status).toBe(403);
    expect(toAdmin.body).toEqual({ message: formatMessage(messages.roleBeyondOwnRights, { role: 'Admin' }) });
    expect(created.status).toBe(403);
    expect(created.body).toEqual({
      message: formatMessage(messages.roleBeyondOwnRights, { role: 'GRANTTEST_LOGS' }),
    });
    expect((await profileOf(targetCode)).roles).toEqual(['GRANTTEST_NONE']);
    expect((await admin.get('/api/User/getUserAssignById', { usercode: `gnew_${run}` })).status).toBe(404);
  });

  it('accepts assigning and removing a role within the editor rights', async () => {
    const created = await master.post<[string, TestUserView]>(
      '/api/User/SetUser',
      newUser(`gok_${run}`, ['GRANTTEST_USERVIEW']),
    );
    const target = await profileOf(targetCode);
    const assigned = await master.post<[string, TestUserView]>('/api/User/putUser', {
      ...editableUser(target),
      roles: ['GRANTTEST_NONE', 'GRANTTEST_USERVIEW'],
    });
    const removed = await master.post<[string, TestUserView]>('/api/User/putUser', {
      ...editableUser(assigned.body[1]),
      roles: ['GRANTTEST_NONE'],
    });

    expect(ok(created)[1].roles).toEqual(['GRANTTEST_USERVIEW']);
    expect(ok(assigned)[1].roles).toEqual(['GRANTTEST_NONE', 'GRANTTEST_USERVIEW']);
    expect(ok(removed)[1].roles).toEqual(['GRANTTEST_NONE']);
  });

  it('refuses removing a role beyond the editor rights, but saves the rest of that user', async () => {
    const holder = `gholder_${run}`;
    await putUser({ usercode: holder, roles: ['GRANTTEST_LOGS'] });
    const before = await profileOf(holder);

    const removed = await master.post('/api/User/putUser', { ...editableUser(before), roles: [] });
    const renamed = await master.post<[string, TestUserView]>('/api/User/putUser', {
      ...editableUser(before),
      username: 'Renamed holder',
    });

    expect(removed.status).toBe(403);
    expect(removed.body).toEqual({
      message: formatMessage(messages.roleBeyondOwnRights, { role: 'GRANTTEST_LOGS' }),
    });
    expect(ok(renamed)[1]).toMatchObject({ username: 'Renamed holder', roles: ['GRANTTEST_LOGS'] });
  });

  it('refuses setting the password of a user with rights the editor does not hold', async () => {
    const holder = `gpwholder_${run}`;
    await putUser({ usercode: holder, roles: ['GRANTTEST_LOGS'] });

    const takeover = await master.post('/api/User/putChangepassword', {
      usercode: holder,
      newPassword: 'Taken@2026',
    });
    const within = await master.post('/api/User/putChangepassword', {
      usercode: targetCode,
      newPassword: 'Reset@2026',
    });

    expect(takeover.status).toBe(403);
    expect(takeover.body).toEqual({ message: messages.userBeyondOwnRights });
    await expect(signIn(holder, { password: 'Taken@2026' })).rejects.toThrow(/failed: 400/);
    expect(within.status).toBe(200);
  });

  it('lets a superuser give any role, but not change own roles', async () => {
    const target = await profileOf(targetCode);
    const self = await profileOf('admin');

    const given = await admin.post<[string, TestUserView]>('/api/User/putUser', {
      ...editableUser(target),
      roles: ['GRANTTEST_NONE', 'GRANTTEST_LOGS'],
    });
    const back = await admin.post('/api/User/putUser', {
      ...editableUser(given.body[1]),
      roles: ['GRANTTEST_NONE'],
    });
    const own = await admin.post('/api/User/putUser', {
      ...editableUser(self),
      roles: [...self.roles, 'EXECUTIVE'],
    });

    expect(given.status).toBe(200);
    expect(back.status).toBe(200);
    expect(own.status).toBe(403);
    expect(own.body).toEqual({ message: messages.cannotChangeOwnRoles });
  });
});

describe('grants: the role map and the role permission matrix (SGRM010)', () => {
  it('refuses changing one own roles through the role map', async () => {
    const response = await roleEditor.post('/api/UserRights/insertuserrolemap', {
      usercode: roleEditorCode,
      roles: ['GRANTTEST_ROLES', 'ADMIN'],
    });

    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: messages.cannotChangeOwnRoles });
    expect((await profileOf(roleEditorCode)).roles).toEqual(['GRANTTEST_ROLES']);
  });

  it('maps another user only to roles within the editor rights', async () => {
    const beyond = await roleEditor.post('/api/UserRights/insertuserrolemap', {
      usercode: targetCode,
      roles: ['GRANTTEST_NONE', 'GRANTTEST_MASTER'],
    });
    const within = await roleEditor.post<[string, TestUserView]>('/api/UserRights/insertuserrolemap', {
      usercode: targetCode,
      roles: ['GRANTTEST_NONE', 'GRANTTEST_ROLES'],
    });
    const back = await roleEditor.post('/api/UserRights/insertuserrolemap', {
      usercode: targetCode,
      roles: ['GRANTTEST_NONE'],
    });

    expect(beyond.status).toBe(403);
    expect(beyond.body).toEqual({
      message: formatMessage(messages.roleBeyondOwnRights, { role: 'GRANTTEST_MASTER' }),
    });
    expect(ok(within)[1].roles).toEqual(['GRANTTEST_NONE', 'GRANTTEST_ROLES']);
    expect(back.status).toBe(200);
  });

  it('refuses granting a right the editor does not hold, on an existing role and on a new one', async () => {
    const rolecode = `GRANT_DESK_${run.toUpperCase()}`;
    await putRole(rolecode, {});
    const role = (
      await roleEditor.get<RoleDetail>('/api/UserRights/getFormsRightsById', { roleid: rolecode })
    ).body;

    const ownRole = await roleEditor.post('/api/UserRights/insertFormsRights', {
      rolecode: 'GRANTTEST_ROLES',
      version: 1,
      rights: [{ screencode: 'SGRT076', ...allRights }],
    });
    const notHeld = await roleEditor.post('/api/UserRights/insertFormsRights', {
      rolecode,
      version: role.version,
      rights: [{ screencode: 'SGRM011', ...noRights, views: 'Y' }],
    });
    const created = await roleEditor.post('/api/UserRights/insertUserRights', {
      rolecode: `${rolecode}_NEW`,
      rolename: 'Grant test new',
      rights: [{ screencode: 'SGRR009', ...noRights, views: 'Y' }],
    });
    const held = await roleEditor.post<[string, RoleDetail]>('/api/UserRights/insertFormsRights', {
      rolecode,
      version: role.version,
      rights: [{ screencode: 'SGRT076', ...noRights, views: 'Y' }],
    });

    expect(ownRole.status).toBe(403);
    expect(ownRole.body).toEqual({
      message: formatMessage(messages.rightBeyondOwnRights, { screen: 'SGRT076', action: 'adds' }),
    });
    expect(notHeld.status).toBe(403);
    expect(notHeld.body).toEqual({
      message: formatMessage(messages.rightBeyondOwnRights, { screen: 'SGRM011', action: 'views' }),
    });
    expect(created.status).toBe(403);
    expect(
      (await admin.get('/api/UserRights/getFormsRightsById', { roleid: `${rolecode}_NEW` })).status,
    ).toBe(404);
    expect(ok(held)[1].rights).toEqual({ SGRT076: { ...noRights, views: 'Y' } });
    const after = await rightsOf(roleEditor);
    expect(after['SGRT076']).toEqual({ ...noRights, views: 'Y' });
  });

  it('lets the editor take away a right it does not hold', async () => {
    const rolecode = `GRANT_TAKE_${run.toUpperCase()}`;
    await putRole(rolecode, { SGRM011: { ...noRights, views: 'Y' } });

    const response = await roleEditor.post<[string, RoleDetail]>('/api/UserRights/insertFormsRights', {
      rolecode,
      version: 1,
      rights: [{ screencode: 'SGRM011', ...noRights }],
    });

    expect(ok(response)[1].rights).toEqual({});
  });
});

describe('grants: delegations of authority', () => {
  let accomplice: string;

  beforeAll(async () => {
    accomplice = `gaccomplice_${run}`;
    await putUser({ usercode: accomplice, roles: ['GRANTTEST_NONE'] });
  });

  it('takes no number for a delegation refused in its transaction: the next saved one gets the next number (issue 24 item 3)', async () => {
    // A garage approver of this run delegating to a user of this run, weeks ahead (nobody acts today).
    const delegator = `gdelegator_${run}`;
    await putUser({ usercode: delegator, roles: ['APPROVER_GARAGE'] });
    const client = (await signIn(delegator)).client;
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuwait' }).format(
      new Date(Date.now() + 60 * 24 * 60 * 60 * 1000),
    );
    const body = { delegate: accomplice, roles: ['APPROVER_GARAGE'], fromdate: day, todate: day };
    const numbering = delegationNumbering(today.slice(0, 4));
    const save = () => client.post<[string, { docnumbr: string }]>('/api/Approvals/insertDelegation', body);

    await expectNoNumberTaken(numbering.counter, {
      number: numbering.name,
      heldAt: (docnumbr) => ({ pk: delegationPk('MOI'), sk: docnumbr }),
      refused: save,
      saved: async () => ok(await save())[1],
    });
  });

  it('refuses delegating an approver role the delegator does not hold', async () => {
    const response = await insertDelegation(master, { delegate: accomplice, roles: ['APPROVER_KPTC'] });

    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      message: formatMessage(messages.delegationRoleNotHeld, { role: 'KPTC Approver' }),
    });
  });

  describe('an administrator whose own rights are narrower than the role', () => {
    const adminRoleRights: { rights?: RightsByScreen } = {};
    let narrowAdmin: ApiClient;

    beforeAll(async () => {
      // The ADMIN role (by code, an administrator of delegations) narrowed to the user master for this
      // block; the demo `admin` is a superuser and does not depend on it. Restored after.
      const role = await admin.get<RoleDetail>('/api/UserRights/getFormsRightsById', { roleid: 'ADMIN' });
      adminRoleRights.rights = role.body.rights;
      const narrowed = await admin.post('/api/UserRights/insertFormsRights', {
        rolecode: 'ADMIN',
        version: role.body.version,
        rights: Object.keys(role.body.rights).map((screencode) => ({
          screencode,
          ...(screencode === 'SGRM011' ? allRights : noRights),
        })),
      });
      expect(narrowed.status).toBe(200);
      await putUser({ usercode: `gadmin_${run}`, roles: ['ADMIN'] });
      narrowAdmin = (await signIn(`gadmin_${run}`)).client;
    });

    afterAll(async () => {
      const role = await admin.get<RoleDetail>('/api/UserRights/getFormsRightsById', { roleid: 'ADMIN' });
      const restored = await admin.post('/api/UserRights/insertFormsRights', {
        rolecode: 'ADMIN',
        version: role.body.version,
        rights: Object.entries(adminRoleRights.rights ?? {}).map(([screencode, rights]) => ({
          screencode,
          ...rights,
        })),
      });
      expect(restored.status).toBe(200);
    });

    it('refuses naming a delegation of a role with rights the administrator does not hold', async () => {
      const response = await insertDelegation(narrowAdmin, {
        delegator: 'kptcapprover',
        delegate: `gadmin_${run}`,
        roles: ['APPROVER_KPTC'],
      });

      expect(response.status).toBe(403);
      expect(response.body).toEqual({
        message: formatMessage(messages.delegationBeyondOwnRights, { role: 'KPTC Approver' }),
      });
      const me = await narrowAdmin.get<{ acting: unknown[] }>('/api/User/getUserLoginById');
      expect(me.body.acting).toEqual([]);
    });
  });
});
