// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { allRights } from '@fleet/shared/platform/rights';
import { api } from '../api/client.ts';
import { ApiError } from '../api/errors.ts';
import { handOverTokens, signOutLocally } from './amplify.ts';
import { clearSession, getSession, setSession } from './session.ts';
import { logout, signIn } from './signin.ts';

vi.mock('../api/client.ts', () => ({ api: { get: vi.fn(), post: vi.fn() } }));
vi.mock('./amplify.ts', () => ({ handOverTokens: vi.fn(), signOutLocally: vi.fn() }));

const get = vi.mocked(api.get);
const post = vi.mocked(api.post);

const loginResponse = {
  token: 'access',
  idToken: 'id',
  refreshToken: 'refresh',
  expiresIn: 3600,
  usercode: 'reception',
  username: 'Fatima',
  usernamear: 'فاطمة',
  superuser: 'N',
  project: 'KPTC',
  projects: ['MOI', 'KPTC'],
  session: 's1.payload.signature',
};

describe('unit: signIn', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    localStorage.clear();
    clearSession();
  });

  it('hands the tokens to Amplify, logs the login in the chosen project and stores the rights', async () => {
    const projectsSeen: (string | undefined)[] = [];
    post.mockImplementation(async (path) => {
      if (path === 'Auth/login') return loginResponse;
      projectsSeen.push(getSession()?.project);
      return ['User log saved successfully'];
    });
    get.mockResolvedValue({ SGRM011: allRights });

    const session = await signIn({ project: 'KPTC', username: 'reception', password: 'secret' });

    expect(post).toHaveBeenCalledWith(
      'Auth/login',
      { project: 'KPTC', username: 'reception', password: 'secret' },
      undefined,
      { anonymous: true },
    );
    expect(handOverTokens).toHaveBeenCalledWith(loginResponse, 'reception');
    expect(post).toHaveBeenCalledWith('User/setUserLog', undefined, { status: 'login' });
    expect(projectsSeen).toEqual(['KPTC']);
    expect(get).toHaveBeenCalledWith('UserRights/getuserformspermissions', { userid: 'reception' });
    expect(session).toMatchObject({
      usercode: 'reception',
      usernameAr: 'فاطمة',
      superuser: false,
      project: 'KPTC',
      sessionToken: 's1.payload.signature',
    });
    expect(localStorage.getItem('sessionToken')).toBe('s1.payload.signature');
    expect(getSession()?.rights).toEqual({ SGRM011: allRights });
  });

  it('stores nothing when the server refuses the sign-in', async () => {
    post.mockRejectedValue(new ApiError(423, 'locked', 'accountLocked'));

    await expect(signIn({ project: 'MOI', username: 'x', password: 'y' })).rejects.toMatchObject({
      status: 423,
    });
    expect(handOverTokens).not.toHaveBeenCalled();
    expect(getSession()).toBeNull();
  });

  it('undoes the sign-in when the rights cannot be loaded', async () => {
    post.mockImplementation(async (path) => (path === 'Auth/login' ? loginResponse : ['ok']));
    get.mockRejectedValue(new ApiError(500, 'Server error. Please try again later.', 'serverError'));

    await expect(
      signIn({ project: 'KPTC', username: 'reception', password: 'secret' }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(signOutLocally).toHaveBeenCalledOnce();
    expect(getSession()).toBeNull();
  });
});

describe('unit: logout', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    localStorage.clear();
    clearSession();
  });

  it('reports logout, signs Amplify out and clears storage but the language and notification state', async () => {
    setSession({
      sessionToken: 'test-session',
      usercode: 'admin',
      username: 'Ali',
      superuser: true,
      project: 'MOI',
      projects: ['MOI'],
      rights: {},
    });
    localStorage.setItem('lang', 'ar');
    localStorage.setItem('notifications.MOI.admin', '{}');
    localStorage.setItem('CognitoIdentityServiceProvider.c.admin.idToken', 'jwt');
    post.mockRejectedValue(new ApiError(0, 'Network error, please try again later.', 'network'));

    await logout();

    expect(post).toHaveBeenCalledWith('User/setUserLog', undefined, { status: 'logout' });
    expect(signOutLocally).toHaveBeenCalledOnce();
    expect(Object.keys(localStorage).sort()).toEqual(['lang', 'notifications.MOI.admin']);
    expect(getSession()).toBeNull();
  });
});
