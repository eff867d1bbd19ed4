import { describe, expect, it } from 'vitest';
import { rewriteCognitoCall } from './proxy.ts';

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
});
