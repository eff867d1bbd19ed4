/**
 * Sign-in through the real local runtime (cognito-local + DynamoDB Local): tokens, wrong passwords,
 * the 15-minute lock after five failures, disabled accounts, projects, refresh and "who am I".
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@fleet/shared';
import { anonymous, demoPassword, signIn, type ApiClient, type LoginResult, ok } from '../../support/api.ts';
import { putRole, putUser } from '../../support/fixtures.ts';

const run = Date.now().toString(36);
const login = (username: string, password: string, project = 'MOI') =>
  anonymous().post<LoginResult & { message?: string }>('/api/Auth/login', { project, username, password });

let admin: ApiClient;

beforeAll(async () => {
  admin = (await signIn('admin')).client;
  await putRole('AUTHTEST_NONE', {});
});

describe('integration: Auth/getProjects', () => {
  it('lists the projects of the login dropdown without a token', async () => {
    const response =
      await anonymous().get<{ code: string; name: string; nameAr: string }[]>('/api/Auth/getProjects');

    const codes = ok(response).map((project) => project.code);
    expect(codes).toEqual(expect.arrayContaining(['MOI', 'KPTC']));
    expect(response.body[0]).toEqual({
      code: expect.any(String),
      name: expect.any(String),
      nameAr: expect.any(String),
    });
  });
});

describe('integration: Auth/login', () => {
  it('returns the tokens and the profile summary', async () => {
    const response = await login('admin', demoPassword);

    expect(ok(response)).toEqual({
      token: expect.any(String),
      idToken: expect.any(String),
      refreshToken: expect.any(String),
      expiresIn: expect.any(Number),
      usercode: 'admin',
      username: expect.any(String),
      // The top bar's name for an Arabic reader: the employee master's Arabic name (issue 25).
      usernamear: 'علي حسين',
      superuser: 'Y',
      project: 'MOI',
      projects: expect.arrayContaining(['MOI']),
      session: expect.stringMatching(/^s1\.[\w-]+\.[\w-]+$/),
    });
  });

  it('accepts the user code in any case', async () => {
    const response = await login('ADMIN', demoPassword);

    expect(ok(response).usercode).toBe('admin');
  });

  // 400, not 401: the spec's client shows a 400's server message, while any 401 means "session gone".
  it('answers a wrong password with 400 and the login failed message', async () => {
    const usercode = `wrongpw_${run}`;
    await putUser({ usercode, roles: ['AUTHTEST_NONE'] });

    const response = await login(usercode, 'Wrong@2026');

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: messages.loginFailed });
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const response = await login(`nobody_${run}`, demoPassword);

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: messages.loginFailed });
  });

  // Issue 26 item 4: the lockout must not tell which user names exist.
  it('answers an unknown name through the lockout exactly like an existing user', async () => {
    const existing = `enumexists_${run}`;
    const unknown = `enumghost_${run}`;
    await putUser({ usercode: existing, roles: ['AUTHTEST_NONE'] });
    const answers = async (username: string) => {
      const seen: [number, unknown][] = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const response = await login(username, 'Wrong@2026');
        seen.push([response.status, response.body]);
      }
      // The right password of the existing user while it is locked.
      const last = await login(username, demoPassword);
      seen.push([last.status, last.body]);
      return seen;
    };

    const ofExisting = await answers(existing);
    const ofUnknown = await answers(unknown);

    const failed = [400, { message: messages.loginFailed }];
    const locked = [423, { message: messages.accountLocked }];
    expect(ofExisting).toEqual([failed, failed, failed, failed, locked, locked, locked]);
    expect(ofUnknown).toEqual(ofExisting);
  });

  it('answers a wrong password of a disabled user like any wrong password', async () => {
    const usercode = `disabledwrong_${run}`;
    await putUser({ usercode, roles: ['AUTHTEST_NONE'], status: 'disabled' });

    const response = await login(usercode, 'Wrong@2026');

    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: messages.loginFailed });
  });

  it('refuses a body without the password with 400 and the field', async () => {
    const response = await anonymous().post<{ message: string }>('/api/Auth/login', {
      project: 'MOI',
      username: 'admin',
    });

    expect(response.status).toBe(400);
    expect(response.body.message).toContain('password');
  });

  it('locks the account on the fifth wrong password, keeps it locked, and unlockuser opens it again', async () => {
    const usercode = `locked_${run}`;
    await putUser({ usercode, roles: ['AUTHTEST_NONE'] });

    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1)
      statuses.push((await login(usercode, 'Wrong@2026')).status);
    const fifth = await login(usercode, 'Wrong@2026');
    const rightPasswordWhileLocked = await login(usercode, demoPassword);
    const profile = await admin.get<{ locked: string; lockedUntil: string }>('/api/User/getUserAssignById', {
      usercode,
    });

    expect(statuses).toEqual([400, 400, 400, 400]);
    expect(fifth.status).toBe(423);
    expect(fifth.body).toEqual({ message: messages.accountLocked });
    expect(fifth.body.message).toMatch(/about 15 minutes or contact an administrator/);
    expect(rightPasswordWhileLocked.status).toBe(423);
    expect(profile.body.locked).toBe('Y');
    const minutes = (Date.parse(profile.body.lockedUntil) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(13);
    expect(minutes).toBeLessThanOrEqual(15);

    const unlock = await admin.post<[string, { locked: string; failedAttempts: number }]>(
      '/api/User/unlockuser',
      undefined,
      {
        usercode,
      },
    );
    expect(ok(unlock)[0]).toBe(messages.userUnlocked);
    expect(unlock.body[1]).toMatchObject({ locked: 'N', failedAttempts: 0 });
    expect((await login(usercode, demoPassword)).status).toBe(200);
  });

  it('resets the failure count after a successful sign-in', async () => {
    const usercode = `reset_${run}`;
    await putUser({ usercode, roles: ['AUTHTEST_NONE'] });
    for (let attempt = 0; attempt < 3; attempt += 1) await login(usercode, 'Wrong@2026');

    expect((await login(usercode, demoPassword)).status).toBe(200);
    const profile = await admin.get<{ failedAttempts: number }>('/api/User/getUserAssignById', { usercode });
    expect(profile.body.failedAttempts).toBe(0);
    for (let attempt = 0; attempt < 4; attempt += 1)
      expect((await login(usercode, 'Wrong@2026')).status).toBe(400);
  });

  it('refuses a disabled user with 403 and the disabled message', async () => {
    const usercode = `disabled_${run}`;
    await putUser({ usercode, roles: ['AUTHTEST_NONE'], status: 'disabled' });

    const response = await login(usercode, demoPassword);

    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: messages.accountDisabled });
  });

  it('refuses a project the user is not allowed in', async () => {
    const usercode = `moionly_${run}`;
    await putUser({ usercode, roles: ['AUTHTEST_NONE'], projects: ['MOI'] });

    const response = await login(usercode, demoPassword, 'KPTC');

    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: messages.projectNotAllowed });
    expect((await login(usercode, demoPassword, 'MOI')).status).toBe(200);
  });
});

describe('integration: Auth/refresh', () => {
  it('exchanges the refresh token for a working access token', async () => {
    const { session } = await signIn('admin');

    const response = await anonymous().post<{ token: string; refreshToken: string; expiresIn: number }>(
      '/api/Auth/refresh',
      { refreshToken: session.refreshToken },
    );

    expect(ok(response).refreshToken).toEqual(expect.any(String));
    const me = await anonymous().request<{ usercode: string }>('GET', '/api/User/getUserLoginById', {
      // The signed session of the sign-in outlives the access token it came with.
      headers: {
        authorization: `Bearer ${response.body.token}`,
        'x-project': 'MOI',
        'x-session': session.session,
      },
    });
    expect(ok(me).usercode).toBe('admin');
  });

  it('answers an unknown refresh token with 401', async () => {
    const response = await anonymous().post('/api/Auth/refresh', { refreshToken: 'not-a-refresh-token' });

    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: messages.authFailed });
  });
});

describe('integration: User/getUserLoginById', () => {
  it('answers who the token belongs to and ignores a password in the query', async () => {
    const response = await admin.get<Record<string, unknown>>('/api/User/getUserLoginById', {
      username: 'someone',
      password: 'anything',
    });

    expect(ok(response)).toMatchObject({ usercode: 'admin', superuser: 'Y', project: 'MOI' });
    expect(JSON.stringify(response.body)).not.toMatch(/password|anything/i);
  });

  it('needs a token', async () => {
    const response = await anonymous().get('/api/User/getUserLoginById', {
      username: 'admin',
      password: demoPassword,
    });

    expect(response.status).toBe(401);
  });
});
