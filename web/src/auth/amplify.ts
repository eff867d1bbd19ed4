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

/** The current access token (refreshed when it has expired), if there is a session. */
export async function accessToken(): Promise<string | undefined> {
  const loaded = amplify();
  return loaded ? (await loaded).accessToken() : undefined;
}

/** Whether Amplify holds a session (refreshing it when the access token has expired). */
export async function hasAmplifySession(): Promise<boolean> {
  const loaded = amplify();
  return loaded ? (await loaded).hasAmplifySession() : false;
}

/** Forgets the tokens on this device (no global sign-out: other devices keep their sessions). */
export async function signOutLocally(): Promise<void> {
  const loaded = amplify();
  if (loaded) await (await loaded).signOutLocally();
}
