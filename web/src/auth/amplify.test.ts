// @vitest-environment jsdom
/**
 * A signed-in start reads the access token Amplify stored without loading Amplify (issue 25): the
 * reading must follow Amplify's own token store (keys, expiry rule), so these tests hand the tokens to
 * the real Amplify (amplify-client.ts) and read them back through `storedAccessToken`.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { configureAmplify, handOverTokens, signOutLocally } from './amplify-client.ts';
import { storedAccessToken } from './amplify.ts';

const config = {
  stage: 'test',
  region: 'me-south-1',
  userPoolId: 'me-south-1_test',
  userPoolClientId: 'client-1',
  apiBaseUrl: '/api',
  webSocketUrl: 'ws://localhost/ws',
};

const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** An unsigned JWT (Amplify decodes tokens, it does not verify them) ending `expiresIn` seconds from now. */
function jwt(expiresIn: number, claims: object = {}): string {
  const now = Math.floor(Date.now() / 1000);
  return `${base64Url({ alg: 'none' })}.${base64Url({ iat: now, exp: now + expiresIn, username: 'reception', ...claims })}.signature`;
}

afterEach(async () => {
  await signOutLocally();
  localStorage.clear();
});

describe('unit: the stored access token (auth/amplify.ts)', () => {
  it('reads the token Amplify stored while it is valid', async () => {
    configureAmplify(config);
    const token = jwt(3600);
    await handOverTokens({ token, idToken: jwt(3600), refreshToken: 'refresh' }, 'reception');

    expect(storedAccessToken(config)).toBe(token);
    // Another app client's tokens are not this one's.
    expect(storedAccessToken({ userPoolClientId: 'client-2' })).toBeUndefined();
  });

  it('leaves an expired token, or one ending within Amplify’s 5 s margin, to Amplify', async () => {
    configureAmplify(config);
    const token = jwt(60);
    await handOverTokens({ token, idToken: jwt(60), refreshToken: 'refresh' }, 'reception');

    expect(storedAccessToken(config, localStorage, Date.now() + 54_000)).toBe(token);
    expect(storedAccessToken(config, localStorage, Date.now() + 56_000)).toBeUndefined();
    expect(storedAccessToken(config, localStorage, Date.now() + 3_600_000)).toBeUndefined();
  });

  it('counts the clock drift Amplify measured at sign-in', () => {
    const token = jwt(60);
    const client = 'CognitoIdentityServiceProvider.client-1';
    localStorage.setItem(`${client}.LastAuthUser`, 'reception');
    localStorage.setItem(`${client}.reception.accessToken`, token);
    // The device clock is 2 minutes behind the server's: the token has already ended by server time.
    localStorage.setItem(`${client}.reception.clockDrift`, String(120_000));

    expect(storedAccessToken(config)).toBeUndefined();
    localStorage.setItem(`${client}.reception.clockDrift`, '0');
    expect(storedAccessToken(config)).toBe(token);
  });

  it('has no token after sign-out or with an unreadable one', async () => {
    configureAmplify(config);
    await handOverTokens({ token: jwt(3600), idToken: jwt(3600), refreshToken: 'refresh' }, 'reception');
    await signOutLocally();
    expect(storedAccessToken(config)).toBeUndefined();

    const client = 'CognitoIdentityServiceProvider.client-1';
    localStorage.setItem(`${client}.LastAuthUser`, 'reception');
    localStorage.setItem(`${client}.reception.accessToken`, 'not-a-jwt');
    expect(storedAccessToken(config)).toBeUndefined();
  });
});
