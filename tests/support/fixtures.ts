/**
 * Test fixtures written straight into the local runtime's stores (DynamoDB Local and cognito-local)
 * with the real AWS SDK, so a test can set up users and roles without depending on the API it tests.
 */
import { inject } from 'vitest';
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { noRights, type RightAction, type RightsByScreen } from '@fleet/shared';
import { demoPassword, signIn, type ApiClient } from './api.ts';
import { runtimeCredentials, runtimeTable } from './dynamo.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Environment of the local runtime (table, pool, endpoints), as the handlers see it. */
    runtimeEnv: Record<string, string>;
  }
}

/** Puts the runtime's environment into process.env so functions/lib code can run inside a test. */
export function useRuntimeEnv(): Record<string, string> {
  const env = inject('runtimeEnv');
  Object.assign(process.env, env);
  return env;
}

function clients(env: Record<string, string>) {
  const credentials = runtimeCredentials(env);
  const region = env.AWS_REGION ?? 'us-east-1';
  return {
    cognito: new CognitoIdentityProviderClient({
      region,
      credentials,
      endpoint: env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER,
    }),
    ddb: runtimeTable(env),
  };
}

/**
 * Bumps the access version (functions/lib/access.ts) as the app's own profile and role writes do: the
 * runtime's handlers cache profiles and rights per version and look at it on every call in tests.
 */
async function accessChanged(env: Record<string, string>): Promise<void> {
  await clients(env).ddb.send(
    new UpdateCommand({
      TableName: env.TABLE_NAME,
      Key: { pk: 'GLOBAL#ACCESS', sk: 'VERSION' },
      UpdateExpression: 'ADD #v :one',
      ExpressionAttributeNames: { '#v': 'v' },
      ExpressionAttributeValues: { ':one': 1 },
    }),
  );
}

/** Creates (or replaces) a role with exactly the given rights. */
export async function putRole(rolecode: string, rights: RightsByScreen): Promise<void> {
  const env = inject('runtimeEnv');
  await clients(env).ddb.send(
    new PutCommand({
      TableName: env.TABLE_NAME,
      Item: {
        pk: 'GLOBAL#ROLE',
        sk: rolecode,
        entity: 'role',
        rolecode,
        rolename: rolecode,
        rights,
        version: 1,
      },
    }),
  );
  await accessChanged(env);
}

/**
 * Creates a signed-in-able user with the given roles and projects (password = the demo password), bound
 * to the employee `emplcode` when given (a technician's user).
 */
export async function putUser(options: {
  usercode: string;
  roles: string[];
  projects?: string[];
  superuser?: boolean;
  status?: 'active' | 'disabled';
  emplcode?: string;
}): Promise<void> {
  const env = inject('runtimeEnv');
  const { cognito, ddb } = clients(env);
  const usercode = options.usercode.toLowerCase();
  try {
    await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: env.USER_POOL_ID,
        Username: usercode,
        MessageAction: 'SUPPRESS',
      }),
    );
  } catch (error) {
    if (!(error instanceof UsernameExistsException)) throw error;
  }
  await cognito.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: env.USER_POOL_ID,
      Username: usercode,
      Password: demoPassword,
      Permanent: true,
    }),
  );
  await ddb.send(
    new PutCommand({
      TableName: env.TABLE_NAME,
      Item: {
        pk: 'GLOBAL#USER',
        sk: usercode,
        entity: 'user',
        usercode,
        username: usercode,
        projects: options.projects ?? ['MOI'],
        garages: [],
        roles: options.roles,
        superuser: options.superuser ? 'Y' : 'N',
        status: options.status ?? 'active',
        failedAttempts: 0,
        version: 1,
        ...(options.emplcode ? { emplcode: options.emplcode } : {}),
      },
    }),
  );
  await accessChanged(env);
}

/** One screen's rights: `actions` granted, the others refused. */
export const screenRights = (screen: string, ...actions: RightAction[]): RightsByScreen => ({
  [screen]: { ...noRights, ...Object.fromEntries(actions.map((action) => [action, 'Y'])) },
});

const run = Date.now().toString(36);
let rightsUsers = 0;

/**
 * A user of its own whose one role grants exactly `rights`, signed in: the caller a rights check needs
 * (`{}`: no rights at all). `usercode` where the test reads the user's code back from what it wrote;
 * `emplcode` binds the user to an employee (a technician).
 */
export async function signInWithRights(
  rights: RightsByScreen,
  options: { usercode?: string; projects?: string[]; emplcode?: string } = {},
): Promise<ApiClient> {
  const usercode = options.usercode ?? `rights_${run}_${++rightsUsers}`;
  await putRole(usercode.toUpperCase(), rights);
  await putUser({ ...options, usercode, roles: [usercode.toUpperCase()] });
  return (await signIn(usercode)).client;
}
