/**
 * Loaded on demand through amplify.ts (not part of the sign-in page's first load).
 * Amplify holds the Cognito tokens and refreshes them. Sign-in itself is the server's `POST Auth/login`
 * (lockout, disabled flag and project are decided there), so its tokens are handed to Amplify's token
 * store, after which `fetchAuthSession()` returns (and refreshes) them like after Amplify's own sign-in.
 */
import { Amplify } from 'aws-amplify';
import { decodeJWT, fetchAuthSession, signOut } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import type { AppConfig } from '../config.ts';
import { TokenHandOverError, type IssuedTokens } from './amplify.ts';

export function configureAmplify(config: AppConfig): void {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        ...(config.userPoolEndpoint ? { userPoolEndpoint: config.userPoolEndpoint } : {}),
        loginWith: { username: true },
      },
    },
  });
}

/**
 * Stores the tokens of `Auth/login` in Amplify's token store and checks that the session now answers
 * with them. The clock drift is measured from the token's `iat`, as Amplify does on its own sign-in.
 */
export async function handOverTokens(tokens: IssuedTokens, usercode: string): Promise<void> {
  const accessToken = decodeJWT(tokens.token);
  const idToken = tokens.idToken ? decodeJWT(tokens.idToken) : undefined;
  const issuedAt = accessToken.payload.iat;
  const username = typeof accessToken.payload.username === 'string' ? accessToken.payload.username : usercode;
  await cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokens({
    tokens: {
      accessToken,
      idToken,
      refreshToken: tokens.refreshToken || undefined,
      clockDrift: issuedAt ? issuedAt * 1000 - Date.now() : 0,
      username,
    },
  });
  const session = await fetchAuthSession();
  if (session.tokens?.accessToken?.toString() !== tokens.token) {
    throw new TokenHandOverError('The session does not hold the issued tokens');
  }
}

/** The current access token (refreshed when it has expired), if there is a session. */
export async function accessToken(): Promise<string | undefined> {
  try {
    return (await fetchAuthSession()).tokens?.accessToken?.toString();
  } catch {
    return undefined;
  }
}

/** Whether Amplify holds a session (refreshing it when the access token has expired). */
export async function hasAmplifySession(): Promise<boolean> {
  try {
    return (await fetchAuthSession()).tokens?.accessToken !== undefined;
  } catch {
    return false;
  }
}

/** Forgets the tokens on this device (no global sign-out: other devices keep their sessions). */
export async function signOutLocally(): Promise<void> {
  try {
    await signOut();
  } catch {
    // signOut only fails when Amplify is not configured; nothing is stored then.
  }
}
