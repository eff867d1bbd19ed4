/**
 * The signed-in session as the UI needs it: who, which project (tenant), superuser flag and rights by
 * screen. Tokens themselves live in Amplify's token store (it refreshes them). Persisted in
 * localStorage under the spec's keys (`usecode`, `superuser`) plus `project`, `username`, `usernamear`,
 * `rights`.
 */
import { useSyncExternalStore } from 'react';
import type { RightsByScreen } from '@fleet/shared';

export interface Session {
  usercode: string;
  username: string;
  /** The user's name in Arabic, when the employee master has one (the top bar of an Arabic reader). */
  usernameAr?: string;
  superuser: boolean;
  project: string;
  projects: string[];
  rights: RightsByScreen;
  /** The signed session of the sign-in's project (`x-session`): the server binds the project to it. */
  sessionToken: string;
}

/** The user's name in the reader's language: the Arabic one for an Arabic reader when there is one. */
export const sessionUserName = (session: Pick<Session, 'username' | 'usernameAr'>, language: string) =>
  (language === 'ar' && session.usernameAr) || session.username;

const keys = [
  'usecode',
  'username',
  'usernamear',
  'superuser',
  'project',
  'projects',
  'rights',
  'sessionToken',
] as const;

function read(): Session | null {
  const usercode = localStorage.getItem('usecode');
  const project = localStorage.getItem('project');
  const sessionToken = localStorage.getItem('sessionToken');
  // A session stored before the project was bound to it has no token: sign in again.
  if (!usercode || !project || !sessionToken) return null;
  try {
    return {
      usercode,
      username: localStorage.getItem('username') ?? usercode,
      usernameAr: localStorage.getItem('usernamear') ?? '',
      superuser: localStorage.getItem('superuser') === 'Y',
      project,
      projects: JSON.parse(localStorage.getItem('projects') ?? '[]') as string[],
      rights: JSON.parse(localStorage.getItem('rights') ?? '{}') as RightsByScreen,
      sessionToken,
    };
  } catch {
    return null;
  }
}

let current: Session | null = read();
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function getSession(): Session | null {
  return current;
}

export function setSession(session: Session): void {
  localStorage.setItem('usecode', session.usercode);
  localStorage.setItem('username', session.username);
  localStorage.setItem('usernamear', session.usernameAr ?? '');
  localStorage.setItem('superuser', session.superuser ? 'Y' : 'N');
  localStorage.setItem('project', session.project);
  localStorage.setItem('projects', JSON.stringify(session.projects));
  localStorage.setItem('rights', JSON.stringify(session.rights));
  localStorage.setItem('sessionToken', session.sessionToken);
  current = session;
  emit();
}

/** Forgets the session (not the language choice or other per-user UI state). */
export function clearSession(): void {
  for (const key of keys) localStorage.removeItem(key);
  current = null;
  emit();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
