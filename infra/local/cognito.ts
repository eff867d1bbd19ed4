/**
 * cognito-local as a child process working in `<dataDir>/cognito` (it keeps `.cognito/db` there),
 * and the user pool, app client and one group per role, provisioned idempotently. The pool and client
 * ids are kept in `<dataDir>/runtime.json` so they survive restarts.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import {
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  ListGroupsCommand,
  ResourceNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { roles } from '@fleet/shared';
import { superviseChild, waitForChild, type LocalChild } from './children.ts';
import { RuntimeStartError } from './errors.ts';
import { freePort } from './ports.ts';

const require = createRequire(import.meta.url);

/**
 * Starts cognito-local. Tokens carry the issuer `<issuerDomain>/<userPoolId>`; the runtime passes its
 * own `/_aws/cognito` proxy as the domain, so the issuer and its JWKS live on the public port.
 */
export async function startCognito(
  directory: string,
  issuerDomain: string,
  log: (line: string) => void,
): Promise<LocalChild> {
  mkdirSync(join(directory, '.cognito', 'db'), { recursive: true });
  writeFileSync(
    join(directory, '.cognito', 'config.json'),
    `${JSON.stringify({ TokenConfig: { IssuerDomain: issuerDomain }, UserPoolDefaults: { UsernameAttributes: [] } }, null, 2)}\n`,
  );
  const port = await freePort();
  const entry = join(require.resolve('cognito-local/package.json'), '..', 'lib', 'bin', 'start.js');
  const child = superviseChild(
    'cognito',
    spawn(process.execPath, [entry], {
      cwd: directory,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE: '1',
        NODE_OPTIONS: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
    // pino-pretty lines: `[<epoch>] INFO: <reqId|NONE> <target|NONE> <message>`
    (line) => log(line.replace(/^\[\d+\]\s+(\w+):\s+/, '$1 ').replace(/ NONE NONE /, ' ')),
  );
  const endpoint = `http://127.0.0.1:${port}`;
  await waitForChild(child, 'cognito-local', async () => (await fetch(`${endpoint}/health`)).ok);
  return { endpoint, child };
}

export interface PoolIds {
  userPoolId: string;
  userPoolClientId: string;
}

function readIds(file: string): Partial<PoolIds> {
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8')) as Partial<PoolIds>;
}

async function exists(probe: () => Promise<unknown>): Promise<boolean> {
  try {
    await probe();
    return true;
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return false;
    throw error;
  }
}

/** Reuses the pool and client recorded in `idsFile` when cognito-local still has them, else creates them. */
export async function provisionUserPool(
  client: CognitoIdentityProviderClient,
  idsFile: string,
): Promise<PoolIds> {
  const saved = readIds(idsFile);
  let userPoolId = saved.userPoolId;
  if (
    !userPoolId ||
    !(await exists(() => client.send(new DescribeUserPoolCommand({ UserPoolId: userPoolId }))))
  )
    userPoolId = undefined;
  userPoolId ??= (
    await client.send(
      new CreateUserPoolCommand({
        PoolName: 'fleet-local',
        AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
        Policies: {
          PasswordPolicy: {
            MinimumLength: 8,
            RequireLowercase: true,
            RequireUppercase: true,
            RequireNumbers: true,
            RequireSymbols: true,
          },
        },
      }),
    )
  ).UserPool?.Id;
  if (!userPoolId) throw new RuntimeStartError('cognito-local did not return a user pool id');

  let userPoolClientId = saved.userPoolId === userPoolId ? saved.userPoolClientId : undefined;
  if (
    userPoolClientId &&
    !(await exists(() =>
      client.send(new DescribeUserPoolClientCommand({ UserPoolId: userPoolId, ClientId: userPoolClientId })),
    ))
  )
    userPoolClientId = undefined;
  userPoolClientId ??= (
    await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: 'fleet-web',
        GenerateSecret: false,
        ExplicitAuthFlows: ['ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      }),
    )
  ).UserPoolClient?.ClientId;
  if (!userPoolClientId) throw new RuntimeStartError('cognito-local did not return an app client id');

  const existing = new Set(
    ((await client.send(new ListGroupsCommand({ UserPoolId: userPoolId }))).Groups ?? []).map(
      (g) => g.GroupName,
    ),
  );
  for (const role of roles) {
    if (existing.has(role.code)) continue;
    await client.send(
      new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: role.code, Description: role.name }),
    );
  }
  return { userPoolId, userPoolClientId };
}
