/**
 * Sign-in and sign-out flows of the SPA. The server (`POST Auth/login`) is the authority for wrong
 * passwords, lockout, disabled accounts and project membership (docs/architecture-notes.md); its
 * Cognito tokens are handed to Amplify, then the login is logged and the rights are loaded.
 */
import type { RightsByScreen } from '@fleet/shared';
import type { LoginRequest, LoginResponse, ProjectOption } from '@fleet/shared/platform/users';
import { api } from '../api/client.ts';
import { handOverTokens, signOutLocally } from './amplify.ts';
import { clearSession, getSession, setSession, type Session } from './session.ts';
import { clearStorageForLogout } from './storage.ts';

/** Projects of the login dropdown (public call). */
export function fetchProjects(signal?: AbortSignal): Promise<ProjectOption[]> {
  return api.get<ProjectOption[]>('Auth/getProjects', undefined, { anonymous: true, signal });
}

/** Display name of a project in the UI language. */
export function projectName(project: ProjectOption, language: string): string {
  return language === 'ar' ? project.nameAr || project.name : project.name;
}

/**
 * Signs in and returns the stored session. The session is stored before the follow-up calls because
 * they carry the chosen project in `x-project`; if one of them fails the sign-in is undone.
 */
export async function signIn(request: LoginRequest): Promise<Session> {
  const login = await api.post<LoginResponse>('Auth/login', request, undefined, { anonymous: true });
  await handOverTokens(login, login.usercode);
  const session: Session = {
    usercode: login.usercode,
    username: login.username,
    usernameAr: login.usernamear ?? '',
    superuser: login.superuser === 'Y',
    project: login.project,
    projects: login.projects,
    rights: {},
    sessionToken: login.session,
  };
  setSession(session);
  try {
    await api.post('User/setUserLog', undefined, { status: 'login' });
    const rights = await api.get<RightsByScreen>('UserRights/getuserformspermissions', {
      userid: login.usercode,
    });
    const complete = { ...session, rights };
    setSession(complete);
    return complete;
  } catch (error) {
    await endLocalSession();
    throw error;
  }
}

/** Forgets the session on this device only (a 401, a failed sign-in). */
export async function endLocalSession(): Promise<void> {
  await signOutLocally();
  clearSession();
}

/**
 * Logout (spec 000 section 2): reports `logout` (a failure does not stop it), signs Amplify out,
 * clears local storage except what `keptOnLogout` keeps, and forgets the session.
 */
export async function logout(): Promise<void> {
  if (getSession()) {
    try {
      await api.post('User/setUserLog', undefined, { status: 'logout' });
    } catch {
      // the server's log is best effort; the user still leaves
    }
  }
  await signOutLocally();
  clearStorageForLogout(localStorage);
  clearSession();
}
