/**
 * Server-side sign-in (`POST Auth/login`): the profile decides (disabled, locked, projects) and counts
 * wrong passwords; Cognito checks the password and issues the tokens.
 */
import { decodeJwt } from 'jose';
import { messages } from '@fleet/shared';
import type { LoginResponse } from '@fleet/shared/platform/users';
import { normalizeUsercode } from '#lib/caller';
import { issueSession } from '#lib/session';
import { AppError, BadRequestError, ForbiddenError, LockedError, UnauthorizedError } from '#lib/errors';
import { passwordAuth, refreshAuth, type SignInRefusal } from '../users/cognito.ts';
import { clearSignInFailures, getUserProfile, recordFailedSignIn } from '../users/profiles.ts';
import { peopleNames } from '../../engines/masters/people.ts';
import { isLocked } from './lockout.ts';
import { recordUnknownNameFailure, unknownNameFailures } from './unknown-names.ts';

/** 429 for Cognito's own throttling. */
export class TooManyRequestsError extends AppError {
  override name = 'TooManyRequestsError';
  constructor() {
    super(messages.tooManyRequests, 429);
  }
}

function refusalError(refusal: Exclude<SignInRefusal, 'wrongPassword'>): AppError {
  switch (refusal) {
    case 'resetRequired':
      return new BadRequestError(messages.passwordResetRequired);
    case 'notConfirmed':
      return new BadRequestError(messages.userNotConfirmed);
    case 'throttled':
      return new TooManyRequestsError();
  }
}

/**
 * A name without a profile answers like an existing user with a wrong password: the same lock check,
 * a Cognito round trip like a real check (its answer does not matter: no profile, no sign-in), and a
 * counted failure that locks on the fifth.
 */
async function refuseUnknownName(usercode: string, password: string, now: Date): Promise<never> {
  const stored = await unknownNameFailures(usercode);
  if (isLocked(stored?.lockedUntil, now)) throw new LockedError(messages.accountLocked);
  const result = await passwordAuth(usercode, password).catch(() => undefined);
  if (result && !result.ok && result.refusal === 'throttled') throw new TooManyRequestsError();
  const outcome = await recordUnknownNameFailure(usercode, stored, now);
  if (outcome.locked) throw new LockedError(messages.accountLocked);
  throw new BadRequestError(messages.loginFailed);
}

/**
 * Signs a user in to a project. Order matters: a locked account is refused before Cognito sees the
 * password (so it cannot be guessed at); whether the account is disabled and in the project is told
 * only after the password (so neither is revealed to someone without it). Until then an unknown name
 * answers exactly like an existing one (issue 26).
 */
export async function signIn(
  request: { project: string; username: string; password: string },
  now: Date,
): Promise<LoginResponse> {
  const usercode = normalizeUsercode(request.username);
  const profile = await getUserProfile(usercode);
  if (!profile) return refuseUnknownName(usercode, request.password, now);
  if (isLocked(profile.lockedUntil, now)) throw new LockedError(messages.accountLocked);

  const result = await passwordAuth(profile.usercode, request.password);
  if (!result.ok) {
    if (result.refusal !== 'wrongPassword') throw refusalError(result.refusal);
    const outcome = await recordFailedSignIn(profile, now);
    if (outcome.locked) throw new LockedError(messages.accountLocked);
    throw new BadRequestError(messages.loginFailed);
  }
  if (profile.status === 'disabled') throw new ForbiddenError(messages.accountDisabled);
  if ((profile.failedAttempts ?? 0) > 0 || profile.lockedUntil) await clearSignInFailures(profile.usercode);
  if (!profile.projects.includes(request.project)) throw new ForbiddenError(messages.projectNotAllowed);

  const tokens = result.tokens;
  // The top bar names the user in the reader's language (issue 25): the employee's Arabic name.
  const name = (await peopleNames(request.project, [profile.usercode]))[profile.usercode];
  return {
    token: tokens.AccessToken as string,
    idToken: tokens.IdToken ?? '',
    refreshToken: tokens.RefreshToken ?? '',
    expiresIn: tokens.ExpiresIn ?? 3600,
    usercode: profile.usercode,
    username: profile.username,
    usernamear: name && name.ar !== name.en ? name.ar : '',
    superuser: profile.superuser === 'Y' ? 'Y' : 'N',
    project: request.project,
    projects: profile.projects,
    // The project is bound to the session: every call sends this back (functions/lib/session.ts).
    session: await issueSession(profile.usercode, request.project, now),
  };
}

export type RefreshResponse = Pick<LoginResponse, 'token' | 'idToken' | 'refreshToken' | 'expiresIn'>;

/**
 * New tokens for a refresh token. The profile is checked again, so a user disabled since sign-in
 * cannot keep a session alive (cognito-local ignores AdminDisableUser).
 */
export async function refreshSession(refreshToken: string): Promise<RefreshResponse> {
  const tokens = await refreshAuth(refreshToken);
  if (!tokens?.AccessToken) throw new UnauthorizedError(messages.authFailed);
  const claims = decodeJwt(tokens.AccessToken);
  const username = typeof claims.username === 'string' ? claims.username : undefined;
  const profile = username ? await getUserProfile(username) : undefined;
  if (!profile) throw new UnauthorizedError(messages.authFailed);
  if (profile.status === 'disabled') throw new ForbiddenError(messages.accountDisabled);
  return {
    token: tokens.AccessToken,
    idToken: tokens.IdToken ?? '',
    // Cognito does not rotate refresh tokens unless configured to: keep using the one sent.
    refreshToken: tokens.RefreshToken ?? refreshToken,
    expiresIn: tokens.ExpiresIn ?? 3600,
  };
}
