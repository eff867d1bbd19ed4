import { describe, expect, it } from 'vitest';
import { signInRefusal } from './cognito.ts';

const cognitoError = (name: string) => Object.assign(new Error(name), { name });

describe('unit: Cognito sign-in refusals', () => {
  it('reads a wrong password from Cognito and from cognito-local alike', () => {
    expect(signInRefusal(cognitoError('NotAuthorizedException'))).toBe('wrongPassword');
    expect(signInRefusal(cognitoError('InvalidPasswordException'))).toBe('wrongPassword');
    expect(signInRefusal(cognitoError('UserNotFoundException'))).toBe('wrongPassword');
  });

  it('names reset, confirmation and throttling refusals', () => {
    expect(signInRefusal(cognitoError('PasswordResetRequiredException'))).toBe('resetRequired');
    expect(signInRefusal(cognitoError('UserNotConfirmedException'))).toBe('notConfirmed');
    expect(signInRefusal(cognitoError('TooManyRequestsException'))).toBe('throttled');
  });

  it('leaves other failures to the error mapper', () => {
    expect(signInRefusal(cognitoError('InternalErrorException'))).toBeUndefined();
    expect(signInRefusal('not an error')).toBeUndefined();
  });
});
