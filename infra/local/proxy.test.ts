import { describe, expect, it } from 'vitest';
import { browserCognitoCall, rewriteCognitoCall } from './proxy.ts';

describe('unit: cognito proxy', () => {
  it('rewrites GetTokensFromRefreshToken into InitiateAuth REFRESH_TOKEN_AUTH', () => {
    const body = Buffer.from(JSON.stringify({ ClientId: 'client', RefreshToken: 'refresh' }));

    const rewritten = rewriteCognitoCall('AWSCognitoIdentityProviderService.GetTokensFromRefreshToken', body);

    expect(rewritten.xAmzTarget).toBe('AWSCognitoIdentityProviderService.InitiateAuth');
    expect(JSON.parse(rewritten.body.toString('utf8'))).toEqual({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: 'client',
      AuthParameters: { REFRESH_TOKEN: 'refresh' },
    });
  });

  it('leaves every other call as it is', () => {
    const body = Buffer.from('{"AuthFlow":"USER_PASSWORD_AUTH"}');

    const kept = rewriteCognitoCall('AWSCognitoIdentityProviderService.InitiateAuth', body);

    expect(kept).toEqual({ xAmzTarget: 'AWSCognitoIdentityProviderService.InitiateAuth', body });
  });

  it("forwards only the calls of a browser session: refresh, sign-out, one's own user", () => {
    const call = (operation: string, body: object = {}) =>
      browserCognitoCall(`AWSCognitoIdentityProviderService.${operation}`, Buffer.from(JSON.stringify(body)));

    expect(call('InitiateAuth', { AuthFlow: 'REFRESH_TOKEN_AUTH' })).toBe(true);
    expect(call('InitiateAuth', { AuthFlow: 'REFRESH_TOKEN' })).toBe(true);
    expect(call('RevokeToken')).toBe(true);
    expect(call('GlobalSignOut')).toBe(true);
    expect(call('GetUser')).toBe(true);
    expect(call('InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH' })).toBe(false);
    expect(call('ListUsers')).toBe(false);
    expect(call('AdminSetUserPassword')).toBe(false);
    expect(call('AdminInitiateAuth')).toBe(false);
    expect(call('SignUp')).toBe(false);
    expect(browserCognitoCall(undefined, Buffer.from('{}'))).toBe(false);
    expect(browserCognitoCall('Other.GetUser', Buffer.from('{}'))).toBe(false);
    expect(browserCognitoCall('AWSCognitoIdentityProviderService.InitiateAuth', Buffer.from('{'))).toBe(
      false,
    );
  });
});
