/**
 * The Cognito side of users and roles: passwords and sign-in live in the user pool, roles are its
 * groups. The table's profile is the authority for status and roles (cognito-local ignores
 * AdminDisableUser); these helpers keep the pool in step with it.
 */
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminDeleteUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminInitiateAuthCommand,
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  AdminSetUserPasswordCommand,
  CreateGroupCommand,
  DeleteGroupCommand,
  InitiateAuthCommand,
  type AuthenticationResultType,
} from '@aws-sdk/client-cognito-identity-provider';
import { messages } from '@fleet/shared';
import { passwordPolicyText } from '@fleet/shared/platform/users';
import { cognito } from '#lib/aws';
import { requireEnv } from '#lib/env';
import { BadRequestError, ConflictError } from '#lib/errors';

const userPoolId = () => requireEnv('USER_POOL_ID');
const clientId = () => requireEnv('USER_POOL_CLIENT_ID');

const errorName = (error: unknown) => (error instanceof Error ? error.name : '');

/** Why Cognito refused a sign-in, in the product's terms. */
export type SignInRefusal = 'wrongPassword' | 'resetRequired' | 'notConfirmed' | 'throttled';

/**
 * Maps a Cognito InitiateAuth error to a refusal, or undefined when it is not a refusal (a real
 * failure). A wrong password is NotAuthorizedException in Cognito and InvalidPasswordException in
 * cognito-local; an unknown user is treated the same way so existence is not revealed.
 */
export function signInRefusal(error: unknown): SignInRefusal | undefined {
  switch (errorName(error)) {
    case 'NotAuthorizedException':
    case 'InvalidPasswordException':
    case 'UserNotFoundException':
      return 'wrongPassword';
    case 'PasswordResetRequiredException':
      return 'resetRequired';
    case 'UserNotConfirmedException':
      return 'notConfirmed';
    case 'TooManyRequestsException':
    case 'LimitExceededException':
    case 'TooManyFailedAttemptsException':
      return 'throttled';
    default:
      return undefined;
  }
}

export type PasswordAuthResult =
  { ok: true; tokens: AuthenticationResultType } | { ok: false; refusal: SignInRefusal };

/**
 * ADMIN_USER_PASSWORD_AUTH (an IAM-signed call): the app client allows no password flow a caller could
 * use directly, so every password guess goes through Auth/login and its lockout. A pending challenge
 * (new password) counts as reset required.
 */
export async function passwordAuth(usercode: string, password: string): Promise<PasswordAuthResult> {
  try {
    const result = await cognito().send(
      new AdminInitiateAuthCommand({
        AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
        UserPoolId: userPoolId(),
        ClientId: clientId(),
        AuthParameters: { USERNAME: usercode, PASSWORD: password },
      }),
    );
    if (!result.AuthenticationResult?.AccessToken) return { ok: false, refusal: 'resetRequired' };
    return { ok: true, tokens: result.AuthenticationResult };
  } catch (error) {
    const refusal = signInRefusal(error);
    if (!refusal) throw error;
    return { ok: false, refusal };
  }
}

/** REFRESH_TOKEN_AUTH: new access and ID tokens, or undefined when the refresh token is not accepted. */
export async function refreshAuth(refreshToken: string): Promise<AuthenticationResultType | undefined> {
  try {
    const result = await cognito().send(
      new InitiateAuthCommand({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: clientId(),
        AuthParameters: { REFRESH_TOKEN: refreshToken },
      }),
    );
    return result.AuthenticationResult?.AccessToken ? result.AuthenticationResult : undefined;
  } catch (error) {
    if (signInRefusal(error) === 'wrongPassword' || errorName(error) === 'InvalidParameterException') {
      return undefined;
    }
    throw error;
  }
}

/** Sets a permanent password (no forced change at next sign-in). */
export async function setPassword(usercode: string, password: string): Promise<void> {
  try {
    await cognito().send(
      new AdminSetUserPasswordCommand({
        UserPoolId: userPoolId(),
        Username: usercode,
        Password: password,
        Permanent: true,
      }),
    );
  } catch (error) {
    if (errorName(error) === 'InvalidPasswordException') throw new BadRequestError(passwordPolicyText);
    throw error;
  }
}

/** Creates the pool user with its permanent password; a taken user code is a 409. */
export async function createPoolUser(user: {
  usercode: string;
  password: string;
  email?: string;
}): Promise<void> {
  try {
    await cognito().send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId(),
        Username: user.usercode,
        MessageAction: 'SUPPRESS',
        TemporaryPassword: user.password,
        UserAttributes: user.email
          ? [
              { Name: 'email', Value: user.email },
              { Name: 'email_verified', Value: 'true' },
            ]
          : [],
      }),
    );
  } catch (error) {
    if (errorName(error) === 'UsernameExistsException')
      throw new ConflictError(messages.userExists, { cause: error });
    if (errorName(error) === 'InvalidPasswordException') throw new BadRequestError(passwordPolicyText);
    throw error;
  }
  try {
    await setPassword(user.usercode, user.password);
  } catch (error) {
    await deletePoolUser(user.usercode);
    throw error;
  }
}

/** Deletes the pool user; an already missing one is fine. */
export async function deletePoolUser(usercode: string): Promise<void> {
  try {
    await cognito().send(new AdminDeleteUserCommand({ UserPoolId: userPoolId(), Username: usercode }));
  } catch (error) {
    if (errorName(error) !== 'UserNotFoundException') throw error;
  }
}

/** Enables or disables the pool user (Cognito enforces it; cognito-local ignores it). */
export async function setPoolUserEnabled(usercode: string, enabled: boolean): Promise<void> {
  const input = { UserPoolId: userPoolId(), Username: usercode };
  await cognito().send(enabled ? new AdminEnableUserCommand(input) : new AdminDisableUserCommand(input));
}

/** Creates the group of a role; an existing one is fine. */
export async function createRoleGroup(rolecode: string, description?: string): Promise<void> {
  try {
    await cognito().send(
      new CreateGroupCommand({ UserPoolId: userPoolId(), GroupName: rolecode, Description: description }),
    );
  } catch (error) {
    if (errorName(error) !== 'GroupExistsException') throw error;
  }
}

/** Deletes the group of a role; a missing one is fine. */
export async function deleteRoleGroup(rolecode: string): Promise<void> {
  try {
    await cognito().send(new DeleteGroupCommand({ UserPoolId: userPoolId(), GroupName: rolecode }));
  } catch (error) {
    if (errorName(error) !== 'ResourceNotFoundException') throw error;
  }
}

async function poolGroupsOf(usercode: string): Promise<string[]> {
  const groups: string[] = [];
  let nextToken: string | undefined;
  do {
    const page = await cognito().send(
      new AdminListGroupsForUserCommand({
        UserPoolId: userPoolId(),
        Username: usercode,
        NextToken: nextToken,
      }),
    );
    groups.push(...(page.Groups ?? []).map((group) => group.GroupName ?? '').filter(Boolean));
    nextToken = page.NextToken;
  } while (nextToken);
  return groups;
}

async function addToGroup(usercode: string, rolecode: string): Promise<void> {
  const command = () =>
    new AdminAddUserToGroupCommand({ UserPoolId: userPoolId(), Username: usercode, GroupName: rolecode });
  try {
    await cognito().send(command());
  } catch (error) {
    if (errorName(error) !== 'ResourceNotFoundException') throw error;
    // The role exists in the table but its group is missing (created before the pool): create it.
    await createRoleGroup(rolecode);
    await cognito().send(command());
  }
}

/** Makes the user's pool groups exactly `roles`. */
export async function syncRoleGroups(usercode: string, roles: string[]): Promise<void> {
  const current = await poolGroupsOf(usercode);
  const wanted = new Set(roles);
  for (const rolecode of roles) {
    if (!current.includes(rolecode)) await addToGroup(usercode, rolecode);
  }
  for (const group of current) {
    if (!wanted.has(group)) {
      await cognito().send(
        new AdminRemoveUserFromGroupCommand({
          UserPoolId: userPoolId(),
          Username: usercode,
          GroupName: group,
        }),
      );
    }
  }
}
