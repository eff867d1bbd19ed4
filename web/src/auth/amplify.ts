/**
 * The app's door to Amplify, which holds the Cognito tokens and refreshes them (amplify-client.ts).
 * Amplify is loaded on first use: a signed-out visitor's sign-in page does not download it until the
 * form is sent, a signed-in start loads it with the first token read.
 */
import type { AppConfig } from '../config.ts';

export interface IssuedTokens {
  /** Cognito access token (the API's bearer token). */
  token: string;
  idToken: string;
  refreshToken: string;
}

/** Thrown when Amplify does not return the tokens it was just given. */
export class TokenHandOverError extends Error {
  override name = 'TokenHandOverError';
}

type Client = typeof import('./amplify-client.ts');

let config: AppConfig | undefined;
let client: Promise<Client> | undefined;

/** Remembers the user pool; Amplify itself is configured when it is first loaded. */
export function configureAmplify(next: AppConfig): void {
  config = next;
  client = undefined;
}

/** Amplify, loaded and configured; undefined before `configureAmplify` (no user pool: no session). */
function amplify(): Promise<Client> | undefined {
  const current = config;
  if (!current) return undefined;
  client ??= import('./amplify-client.ts').then((module) => {
    module.configureAmplify(current);
    return module;
  });
  return client;
}

/** See amplify-client.ts `handOverTokens`. */
export async function handOverTokens(tokens: IssuedTokens, usercode: string): Promise<void> {
  const loaded = amplify();
  if (!loaded) throw new TokenHandOverError('Amplify is not configured');
  await (await loaded).handOverTokens(tokens, usercode);
}

/** Amplify's token store in local storage (its `DefaultTokenStore`; amplify.test.ts holds it to that). */
const tokenStorePrefix = 'CognitoIdentityServiceProvider';
/** Amplify's own margin (`isTokenExpired`): a token that ends within 5 s counts as expired. */
const expiryTolerance = 5000;

/**
 * The access token Amplify stored, while it is valid by Amplify's own rule (its expiry, the clock
 * drift measured at sign-in, 5 s margin); otherwise undefined and Amplify decides (and refreshes).
 * A signed-in start so reads its token without loading Amplify (its code, configuration and session
 * read came before the landing's first paint: issue 25); Amplify loads when a token has to be refreshed,
 * handed over or forgotten.
 */
export function storedAccessToken(
  current: Pick<AppConfig, 'userPoolClientId'>,
  storage: Storage = window.localStorage,
  now = Date.now(),
): string | undefined {
  try {
    const client = `${tokenStorePrefix}.${current.userPoolClientId}`;
    const user = storage.getItem(`${client}.LastAuthUser`);
    const token = user ? storage.getItem(`${client}.${user}.accessToken`) : null;
    const payload = token?.split('.')[1];
    if (!token || !payload) return undefined;
    const { exp } = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    const drift = Number(storage.getItem(`${client}.${user}.clockDrift`) ?? 0) || 0;
    return typeof exp === 'number' && now + drift + expiryTolerance <= exp * 1000 ? token : undefined;
  } catch {
    return undefined; // unreadable: Amplify decides
  }
}

/** The current access token (refreshed when it has expired), if there is a session. */
export async function accessToken(): Promise<string | undefined> {
  const stored = config && storedAccessToken(config);
  if (stored) return stored;
  const loaded = amplify();
  return loaded ? (await loaded).accessToken() : undefined;
}

/** Whether Amplify holds a session (refreshing it when the access token has expired). */
export async function hasAmplifySession(): Promise<boolean> {
  if (config && storedAccessToken(config)) return true;
  const loaded = amplify();
  return loaded ? (await loaded).hasAmplifySession() : false;
}

/** Forgets the tokens on this device (no global sign-out: other devices keep their sessions). */
export async function signOutLocally(): Promise<void> {
  const loaded = amplify();
  if (loaded) await (await loaded).signOutLocally();
}
