/**
 * Logout (spec 000 section 2): reports `logout` to the server, clears local storage and the client
 * state, and returns to the sign-in page; the signed-in routes are closed afterwards.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { ShellPage } from '../../pages/shell.ts';
import { landingPath, SignInPage } from '../../pages/sign-in.ts';
import { closeApps, localStorageKeys, openApp } from '../../support/app.ts';

afterAll(closeApps);

const isTokenKey = (key: string) =>
  /^CognitoIdentityServiceProvider\..*(accessToken|idToken|refreshToken)$/.test(key);

describe('e2e: logout', () => {
  it('returns to sign-in, reports the logout and clears the session', async () => {
    const app = await openApp();
    const signIn = await new SignInPage(app.page).open();
    await signIn.signIn({ username: 'admin' });
    const shell = await new ShellPage(app.page).ready();
    const before = await localStorageKeys(app.page);

    const reported = app.page.waitForRequest(
      (request) =>
        request.method() === 'POST' && /\/api\/User\/setUserLog\?status=logout$/.test(request.url()),
    );
    await shell.signOut();
    await reported;
    await signIn.submitButton.waitFor();
    const after = await localStorageKeys(app.page);
    await app.page.goto(landingPath);
    await signIn.submitButton.waitFor();

    expect(before).toContain('usecode');
    expect(before.some(isTokenKey)).toBe(true);
    expect(after).not.toContain('usecode');
    expect(after).not.toContain('rights');
    expect(after.filter(isTokenKey)).toEqual([]);
    expect(new URL(app.page.url()).pathname).toBe('/');
    expect(app.errors).toEqual([]);
  });
});
