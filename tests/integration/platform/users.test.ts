/**
 * The user master (SGRM011), password changes and the user log (SGRR009) through the local runtime.
 * Destructive calls only touch throwaway users made here.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { allRights, messages, noRights } from '@fleet/shared';
import { anonymous, demoPassword, signIn, type ApiClient, ok, signInAll } from '../../support/api.ts';
import { putRole, putUser } from '../../support/fixtures.ts';
import { editableUser, type TestUserView } from '../../support/users.ts';

interface UserView extends TestUserView {
  failedAttempts: number;
  locked: 'Y' | 'N';
}

interface LogRow {
  logid: string;
  usercode: string;
  project: string;
  login?: string;
  logout?: string;
  ipaddress?: string;
  useragent?: string;
}

const run = Date.now().toString(36);
const login = (username: string, password: string, project = 'MOI') =>
  anonymous().post('/api/Auth/login', { project, username, password });

const newUser = (usercode: string, overrides: Record<string, unknown> = {}) => ({
  usercode,
  username: `Test ${usercode}`,
  password: 'Start@2026',
  email: `${usercode}@example.com`,
  mobile: '55512345',
  projects: ['MOI'],
  garages: [],
  roles: ['USERTEST_NONE'],
  superuser: 'N',
  status: 'active',
  ...overrides,
});

await putRole('USERTEST_NONE', {});
await putRole('USERTEST_MASTER', { SGRM011: { ...allRights } });
await putRole('USERTEST_LOGS', { SGRR009: { ...noRights, views: 'Y' } });
await putRole('USERTEST_VIEWER', { SGRM011: { ...noRights, views: 'Y' } });
const masterCode = `umaster_${run}`;
const nobodyCode = `unone_${run}`;
await putUser({ usercode: masterCode, roles: ['USERTEST_MASTER'], projects: ['MOI'] });
await putUser({ usercode: nobodyCode, roles: ['USERTEST_NONE'], projects: ['MOI'] });
// master: a user administrator who is not a superuser (full rights on SGRM011, project MOI only);
// nobody: no rights at all.
const [admin, master, nobody] = await signInAll(['admin', masterCode, nobodyCode]);

describe('integration: User/getUserList', () => {
  it('lists the users of the caller project for a user administrator', async () => {
    const kptcOnly = `ukptc_${run}`;
    await putUser({ usercode: kptcOnly, roles: ['USERTEST_NONE'], projects: ['KPTC'] });

    const response = await master.get<UserView[]>('/api/User/getUserList');

    const codes = ok(response).map((user) => user.usercode);
    expect(codes).toContain(masterCode);
    expect(codes).not.toContain(kptcOnly);
    expect(response.body.every((user) => user.projects.includes('MOI'))).toBe(true);
    expect(JSON.stringify(response.body)).not.toMatch(/"pk"|password/);
  });

  it('lists every user for a superuser, whatever the project', async () => {
    const kptcOnly = `ukptc2_${run}`;
    await putUser({ usercode: kptcOnly, roles: ['USERTEST_NONE'], projects: ['KPTC'] });

    const response = await admin.get<UserView[]>('/api/User/getUserList');

    expect(ok(response).map((user) => user.usercode)).toEqual(expect.arrayContaining(['admin', kptcOnly]));
  });

  it('refuses a role without views on SGRM011 with 403', async () => {
    const response = await nobody.get('/api/User/getUserList');

    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: messages.forbidden });
  });

  it('lets a superuser with no roles through (superuser bypass)', async () => {
    const usercode = `usuper_${run}`;
    await putUser({ usercode, roles: [], superuser: true, projects: ['MOI'] });
    const { client } = await signIn(usercode);

    expect((await client.get('/api/User/getUserList')).status).toBe(200);
    expect((await client.get('/api/user/getUserlogList')).status).toBe(200);
  });
});

describe('integration: User/SetUser', () => {
  it('creates a user who can sign in with the password given', async () => {
    const usercode = `ucreate_${run}`;

    const response = await master.post<[string, UserView]>(
      '/api/User/SetUser',
      newUser(usercode.toUpperCase()),
    );

    expect(ok(response)[0]).toBe(messages.userSaved);
    expect(response.body[1]).toMatchObject({
      usercode,
      version: 1,
      status: 'active',
      superuser: 'N',
      locked: 'N',
    });
    expect((await login(usercode, 'Start@2026')).status).toBe(200);
  });

  it('answers a taken user code with 409', async () => {
    const usercode = `udup_${run}`;
    await master.post('/api/User/SetUser', newUser(usercode));

    const response = await master.post('/api/User/SetUser', newUser(usercode));

    expect(response.status).toBe(409);
    expect(response.body).toEqual({ message: messages.userExists });
  });

  it('refuses a weak password, an unknown role and a bad mobile with 400', async () => {
    const weak = await master.post<{ message: string }>(
      '/api/User/SetUser',
      newUser(`uweak_${run}`, { password: 'short' }),
    );
    const role = await master.post('/api/User/SetUser', newUser(`urole_${run}`, { roles: ['NO_SUCH_ROLE'] }));
    const mobile = await master.post<{ message: string }>(
      '/api/User/SetUser',
      newUser(`umob_${run}`, { mobile: '123' }),
    );

    expect(weak.status).toBe(400);
    expect(weak.body.message).toContain('Password must be at least 8 characters');
    expect(role.status).toBe(400);
    expect(role.body).toEqual({ message: messages.unknownRoles });
    expect(mobile.status).toBe(400);
    expect(mobile.body.message).toContain('8 digits');
    expect((await login(`urole_${run}`, 'Start@2026')).status).toBe(400);
  });

  it('keeps a non-superuser from creating a superuser or a user of another project', async () => {
    const superuser = await master.post('/api/User/SetUser', newUser(`usup_${run}`, { superuser: 'Y' }));
    const otherProject = await master.post(
      '/api/User/SetUser',
      newUser(`uproj_${run}`, { projects: ['KPTC'] }),
    );

    expect(superuser.status).toBe(403);
    expect(superuser.body).toEqual({ message: messages.superuserOnly });
    expect(otherProject.status).toBe(403);
    expect(otherProject.body).toEqual({ message: messages.projectNotAllowed });
  });

  it('needs adds on SGRM011', async () => {
    const response = await nobody.post('/api/User/SetUser', newUser(`unoadd_${run}`));

    expect(response.status).toBe(403);
  });
});

describe('integration: Cognito groups follow the roles', () => {
  const groupsIn = (token: string): string[] => {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return payload['cognito:groups'] ?? [];
  };

  it('puts a new user in the groups of their roles and moves them when the roles change', async () => {
    const usercode = `ugroups_${run}`;
    await master.post('/api/User/SetUser', newUser(usercode, { roles: ['USERTEST_NONE'] }));
    const first = await signIn(usercode, { password: 'Start@2026' });
    const read = await master.get<UserView>('/api/User/getUserAssignById', { usercode });

    // A role within the user administrator's own rights (issue 26).
    await master.post('/api/User/putUser', { ...editableUser(read.body), roles: ['USERTEST_VIEWER'] });
    const second = await signIn(usercode, { password: 'Start@2026' });

    expect(groupsIn(first.session.token)).toEqual(['USERTEST_NONE']);
    expect(groupsIn(second.session.token)).toEqual(['USERTEST_VIEWER']);
  });
});

describe('integration: demo users', () => {
  it('refuses the technician the user master and shows the technician garage', async () => {
    const { client } = await signIn('technician');

    const list = await client.get('/api/User/getUserList');
    const garages = await client.get<{ garageid: string; garagnam: string }[]>('/api/user/getUserGarageById');

    expect(list.status).toBe(403);
    expect(ok(garages)).toEqual([expect.objectContaining({ garageid: 'G01', garagnam: expect.any(String) })]);
  });

  it('refuses the MOI approver the KPTC project', async () => {
    const response = await login('moiapprover', demoPassword, 'KPTC');

    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: messages.projectNotAllowed });
  });
});

describe('integration: User/putUser and User/getUserAssignById', () => {
  it('updates a user with the version read and answers a stale version with 409', async () => {
    const usercode = `uedit_${run}`;
    await master.post('/api/User/SetUser', newUser(usercode));
    const read = await master.get<UserView>('/api/User/getUserAssignById', { usercode });

    const saved = await master.post<[string, UserView]>('/api/User/putUser', {
      ...editableUser(read.body),
      username: 'Renamed',
    });
    const stale = await master.post('/api/User/putUser', { ...editableUser(read.body), username: 'Stale' });

    expect(ok(read).version).toBe(1);
    expect(ok(saved)[0]).toBe(messages.userUpdated);
    expect(saved.body[1]).toMatchObject({ username: 'Renamed', version: 2 });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ message: messages.conflict });
    const after = await master.get<UserView>('/api/User/getUserAssignById', { usercode });
    expect(after.body.username).toBe('Renamed');
  });

  it('disables a user, who then gets the disabled message at sign-in, and enables them again', async () => {
    const usercode = `utoggle_${run}`;
    await master.post('/api/User/SetUser', newUser(usercode));
    const read = await master.get<UserView>('/api/User/getUserAssignById', { usercode });

    const disabled = await master.post<[string, UserView]>('/api/User/putUser', {
      ...editableUser(read.body),
      status: 'disabled',
    });
    const refusal = await login(usercode, 'Start@2026');
    const enabled = await master.post('/api/User/putUser', {
      ...editableUser(disabled.body[1]),
      status: 'active',
    });

    expect(disabled.status).toBe(200);
    expect(refusal.status).toBe(403);
    expect(refusal.body).toEqual({ message: messages.accountDisabled });
    expect(enabled.status).toBe(200);
    expect((await login(usercode, 'Start@2026')).status).toBe(200);
  });

  it('makes a disabled user token useless at once', async () => {
    const usercode = `ukick_${run}`;
    await master.post('/api/User/SetUser', newUser(usercode));
    const { client } = await signIn(usercode, { password: 'Start@2026' });
    const read = await master.get<UserView>('/api/User/getUserAssignById', { usercode });

    await master.post('/api/User/putUser', { ...editableUser(read.body), status: 'disabled' });
    const response = await client.get('/api/User/getUserLoginById');

    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: messages.accountDisabled });
  });

  it('refuses disabling oneself', async () => {
    const read = await master.get<UserView>('/api/User/getUserAssignById', { usercode: masterCode });

    const response = await master.post('/api/User/putUser', {
      ...editableUser(read.body),
      status: 'disabled',
    });

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: messages.cannotDisableSelf });
  });

  it('answers an unknown or out-of-project user with 404', async () => {
    const kptcOnly = `ukptc3_${run}`;
    await putUser({ usercode: kptcOnly, roles: ['USERTEST_NONE'], projects: ['KPTC'] });

    const unknown = await master.get('/api/User/getUserAssignById', { usercode: `ghost_${run}` });
    const hidden = await master.get('/api/User/getUserAssignById', { usercode: kptcOnly });
    const visibleToSuperuser = await admin.get('/api/User/getUserAssignById', { usercode: kptcOnly });

    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: messages.userNotFound });
    expect(hidden.status).toBe(404);
    expect(visibleToSuperuser.status).toBe(200);
  });

  it('keeps the projects a non-superuser cannot see', async () => {
    const usercode = `ubothproj_${run}`;
    await putUser({ usercode, roles: ['USERTEST_NONE'], projects: ['MOI', 'KPTC'] });
    const read = await master.get<UserView>('/api/User/getUserAssignById', { usercode });

    const saved = await master.post<[string, UserView]>('/api/User/putUser', {
      ...editableUser(read.body),
      projects: ['MOI'],
    });

    expect(ok(saved)[1].projects.sort()).toEqual(['KPTC', 'MOI']);
  });
});

describe('integration: User/putChangepassword', () => {
  it('changes one own password after checking the current one', async () => {
    const usercode = `upw_${run}`;
    await master.post('/api/User/SetUser', newUser(usercode));
    const { client } = await signIn(usercode, { password: 'Start@2026' });

    const wrong = await client.post('/api/User/putChangepassword', {
      currentPassword: 'Nope@2026',
      newPassword: 'Changed@2026',
    });
    const missing = await client.post('/api/User/putChangepassword', { newPassword: 'Changed@2026' });
    const changed = await client.post('/api/User/putChangepassword', {
      currentPassword: 'Start@2026',
      newPassword: 'Changed@2026',
    });

    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ message: messages.wrongCurrentPassword });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ message: messages.currentPasswordRequired });
    expect(ok(changed)).toEqual([messages.passwordChanged]);
    expect((await login(usercode, 'Start@2026')).status).toBe(400);
    expect((await login(usercode, 'Changed@2026')).status).toBe(200);
  });

  it('lets a user administrator set another user password, and nobody else', async () => {
    const usercode = `upw2_${run}`;
    await master.post('/api/User/SetUser', newUser(usercode));

    const refusal = await nobody.post('/api/User/putChangepassword', { usercode, newPassword: 'Other@2026' });
    const reset = await master.post('/api/User/putChangepassword', { usercode, newPassword: 'Reset@2026' });

    expect(refusal.status).toBe(403);
    expect(reset.status).toBe(200);
    expect((await login(usercode, 'Reset@2026')).status).toBe(200);
  });
});

describe('integration: User/deleteUser', () => {
  it('deletes a user who can no longer sign in', async () => {
    const usercode = `udel_${run}`;
    await master.post('/api/User/SetUser', newUser(usercode));

    const response = await master.post<[string, { usercode: string }]>('/api/User/deleteUser', undefined, {
      usercode,
    });

    expect(ok(response)).toEqual([messages.userDeleted, { usercode }]);
    expect((await master.get('/api/User/getUserAssignById', { usercode })).status).toBe(404);
    expect((await login(usercode, 'Start@2026')).status).toBe(400);
    expect((await master.post('/api/User/SetUser', newUser(usercode))).status).toBe(200);
  });

  it('refuses deleting oneself and needs deletes on SGRM011', async () => {
    const self = await master.post('/api/User/deleteUser', undefined, { usercode: masterCode });
    const noRight = await nobody.post('/api/User/deleteUser', undefined, { usercode: masterCode });

    expect(self.status).toBe(400);
    expect(self.body).toEqual({ message: messages.cannotDeleteSelf });
    expect(noRight.status).toBe(403);
  });

  it('keeps a non-superuser from deleting a superuser', async () => {
    const usercode = `usup2_${run}`;
    await putUser({ usercode, roles: [], superuser: true, projects: ['MOI'] });

    const response = await master.post('/api/User/deleteUser', undefined, { usercode });

    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: messages.superuserOnly });
  });
});

describe('integration: User/unlockuser', () => {
  it('needs edits on SGRM011 and a known user', async () => {
    expect((await nobody.post('/api/User/unlockuser', undefined, { usercode: masterCode })).status).toBe(403);
    expect((await master.post('/api/User/unlockuser', undefined, { usercode: `ghost_${run}` })).status).toBe(
      404,
    );
  });
});

describe('integration: user/getUserGarageById', () => {
  it('returns one own garages and needs SGRM011 views for another user', async () => {
    const own = await nobody.get<unknown[]>('/api/user/getUserGarageById');
    const other = await nobody.get('/api/user/getUserGarageById', { usercode: 'admin' });
    const asMaster = await master.get<unknown[]>('/api/user/getUserGarageById', { usercode: nobodyCode });

    expect(ok(own)).toEqual([]);
    expect(other.status).toBe(403);
    expect(asMaster.status).toBe(200);
  });

  it('names the garages of a user from the garage master', async () => {
    const garages = await admin.get<{ garageid: string; garagnam: string }[]>('/api/getGarage');
    const first = garages.body[0];
    if (!first) throw new Error('the seed has no garages');
    const usercode = `ugarage_${run}`;
    await master.post(
      '/api/User/SetUser',
      newUser(usercode, { garages: [first.garageid, 'NO_SUCH_GARAGE'] }),
    );

    const response = await master.get('/api/user/getUserGarageById', { usercode });

    expect(ok(response)).toEqual([
      expect.objectContaining({ garageid: first.garageid, garagnam: first.garagnam }),
    ]);
  });
});

describe('integration: user log', () => {
  let logUser: string;
  let logClient: ApiClient;
  let logReader: ApiClient;

  beforeAll(async () => {
    logUser = `ulog_${run}`;
    await putUser({ usercode: logUser, roles: ['USERTEST_NONE'] });
    await putUser({ usercode: `ulogread_${run}`, roles: ['USERTEST_LOGS'] });
    [logClient, logReader] = await signInAll([logUser, `ulogread_${run}`]);
  });

  it('opens a session at login and closes it at logout', async () => {
    const opened = await logClient.post<[string, LogRow]>('/api/User/setUserLog', undefined, {
      status: 'login',
    });
    const closed = await logClient.post<[string, LogRow]>('/api/User/setUserLog', undefined, {
      status: 'logout',
    });

    expect(ok(opened)[0]).toBe(messages.userLogSaved);
    expect(opened.body[1]).toMatchObject({ usercode: logUser, project: 'MOI', login: expect.any(String) });
    expect(opened.body[1].logout).toBeUndefined();
    expect(ok(closed)[1]).toMatchObject({ logid: opened.body[1].logid, logout: expect.any(String) });
  });

  it('records a logout without an open session on its own row', async () => {
    const response = await logClient.post<[string, LogRow]>('/api/User/setUserLog', undefined, {
      status: 'logout',
    });

    expect(ok(response)[1].login).toBeUndefined();
    expect(response.body[1].logout).toEqual(expect.any(String));
  });

  it('refuses an unknown status with 400', async () => {
    expect((await logClient.post('/api/User/setUserLog', undefined, { status: 'sleep' })).status).toBe(400);
  });

  it('lists every user sessions newest first, paged with a cursor', async () => {
    for (let session = 0; session < 3; session += 1) {
      await logClient.post('/api/User/setUserLog', undefined, { status: 'login' });
    }

    const first = await logReader.get<{ items: LogRow[]; cursor?: string }>('/api/user/getUserlogList', {
      limit: 2,
    });
    const second = await logReader.get<{ items: LogRow[]; cursor?: string }>('/api/user/getUserlogList', {
      limit: 2,
      cursor: first.body.cursor,
    });

    expect(ok(first).items).toHaveLength(2);
    expect(first.body.cursor).toEqual(expect.any(String));
    expect(second.body.items.length).toBeGreaterThan(0);
    const times = [...first.body.items, ...second.body.items].map((row) => row.login ?? row.logout ?? '');
    expect([...times].sort().reverse()).toEqual(times);
    expect(first.body.items.map((row) => row.logid)).not.toContain(second.body.items[0]?.logid);
  });

  it('filters by user code and login date range', async () => {
    const today = new Date().toISOString().slice(0, 10);

    const mine = await logReader.get<{ items: LogRow[] }>('/api/user/getUserlogListdtl', {
      USERNAME: logUser.toUpperCase(),
      login: today,
      logout: today,
    });
    const lastYear = await logReader.get<{ items: LogRow[] }>('/api/user/getUserlogListdtl', {
      USERNAME: logUser,
      login: '2020-01-01',
      logout: '2020-12-31',
    });
    const everyone = await logReader.get<{ items: LogRow[] }>('/api/user/getUserlogListdtl');
    const backwards = await logReader.get('/api/user/getUserlogListdtl', {
      login: '2026-02-01',
      logout: '2026-01-01',
    });

    expect(ok(mine).items.length).toBeGreaterThanOrEqual(5);
    expect(mine.body.items.every((row) => row.usercode === logUser)).toBe(true);
    expect(lastYear.body.items).toEqual([]);
    expect(everyone.body.items.map((row) => row.usercode)).toContain(logUser);
    expect(backwards.status).toBe(400);
  });

  it('keeps the logs for SGRR009 viewers', async () => {
    expect((await nobody.get('/api/user/getUserlogList')).status).toBe(403);
    expect((await nobody.get('/api/user/getUserlogListdtl')).status).toBe(403);
    expect((await master.get('/api/user/getUserlogList')).status).toBe(403);
  });

  it('keeps a project logs to that project', async () => {
    const kptcReader = `ulogkptc_${run}`;
    await putUser({ usercode: kptcReader, roles: ['USERTEST_LOGS'], projects: ['KPTC'] });
    const { client } = await signIn(kptcReader, { project: 'KPTC' });

    const response = await client.get<{ items: LogRow[] }>('/api/user/getUserlogListdtl', {
      USERNAME: logUser,
    });

    expect(ok(response).items).toEqual([]);
  });
});

describe('integration: users module needs a token', () => {
  it('answers 401 without one', async () => {
    expect((await anonymous().get('/api/User/getUserList')).status).toBe(401);
    expect((await anonymous().post('/api/User/setUserLog', undefined, { status: 'login' })).status).toBe(401);
    expect(demoPassword).toBe('Fleet@2026');
  });
});
