/**
 * The one-machine runtime itself (issue 2, item 2): what the local gateway answers, the AWS endpoints
 * it emulates for the real SDK clients, data kept across restarts, `fresh`, Ctrl+C leaving no
 * process behind, and the message when Java is missing.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  CognitoIdentityProviderClient,
  GetTokensFromRefreshTokenCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient, GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import {
  ApiGatewayManagementApiClient,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { modules } from '@fleet/functions/registry';
import { repoRoot, startLocalRuntime, type LocalRuntime } from '../../../infra/local/runtime.ts';
import { freePort } from '../../../infra/local/ports.ts';
import { anonymous, baseUrl, demoPassword, signIn } from '../../support/api.ts';
import { putRole, putUser } from '../../support/fixtures.ts';
import { ownRuntimesInThisFile } from '../../support/own-runtime.ts';

ownRuntimesInThisFile();

/** What every SDK client here is built with: the runtime's region and keys, and the endpoint it emulates. */
const sdkConfig = (env: Record<string, string>, endpoint: string | undefined) => ({
  region: env.AWS_REGION,
  endpoint,
  credentials: {
    accessKeyId: env.AWS_ACCESS_KEY_ID as string,
    secretAccessKey: env.AWS_SECRET_ACCESS_KEY as string,
  },
});

function s3Client(env: Record<string, string>) {
  return new S3Client({
    ...sdkConfig(env, env.AWS_ENDPOINT_URL_S3),
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

function dynamoClient(env: Record<string, string>) {
  return new DynamoDBClient(sdkConfig(env, env.AWS_ENDPOINT_URL_DYNAMODB));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A process is gone once /proc no longer lists it or it is a zombie waiting to be reaped. */
function isAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

function processInfo(pid: number): { pid: number; ppid: number; command: string; cwd: string } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
    let cwd = '';
    try {
      cwd = readlinkSync(`/proc/${pid}/cwd`);
    } catch {
      // not ours to read
    }
    return { pid, ppid, command, cwd };
  } catch {
    return undefined;
  }
}

function allProcesses() {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => processInfo(Number(name)))
    .filter((info) => info !== undefined);
}

function descendants(root: number) {
  const all = allProcesses();
  const found: typeof all = [];
  const queue = [root];
  while (queue.length) {
    const parent = queue.shift();
    for (const info of all.filter((candidate) => candidate.ppid === parent)) {
      found.push(info);
      queue.push(info.pid);
    }
  }
  return found;
}

/** DynamoDB Local's java and cognito-local's node working for a data directory. */
function emulatorsOf(dataDir: string) {
  return allProcesses().filter(
    (info) =>
      (info.command.includes('DynamoDBLocal.jar') && info.command.includes(`${dataDir}/`)) ||
      (info.command.includes('cognito-local') && info.cwd.startsWith(`${dataDir}/`)),
  );
}

describe('runtime: local gateway', () => {
  it('serves the SPA with an index.html fallback for client-side routes', async () => {
    const home = await fetch(baseUrl());
    const deepLink = await fetch(new URL('/joborders/123', baseUrl()));

    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toContain('text/html');
    expect(await deepLink.text()).toBe(await home.text());
  });

  it('answers 404 Not Found for a path no module owns', async () => {
    const response = await anonymous().get('/api/NoSuchModule/nothing');

    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Not Found' });
  });

  it('refuses a protected route without a valid token, as the JWT authorizer does', async () => {
    const route = modules
      .flatMap((module) => module.routes)
      .find((candidate) => candidate.access.kind !== 'public');
    if (!route) throw new Error('no protected route in the registry');

    const missing = await anonymous().request(route.method, route.path);
    const forged = await anonymous().request(route.method, route.path, {
      headers: { authorization: 'Bearer eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl' },
    });

    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({ message: 'Unauthorized. Please log in.' });
    expect(forged.status).toBe(401);
  });

  it('lets a cognito-local token through the authorizer, its issuer and keys at /_aws/cognito', async () => {
    const env = inject('runtimeEnv');
    await putRole('RUNTIME_PROBE', {});
    await putUser({ usercode: 'runtime_probe', roles: ['RUNTIME_PROBE'] });
    // A password sign-in straight at Cognito: on the emulator's own port (the app's port refuses it).
    const cognito = new CognitoIdentityProviderClient(
      sdkConfig(env, env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER),
    );
    const route = modules
      .flatMap((module) => module.routes)
      .find((candidate) => candidate.access.kind === 'authenticated' && candidate.method === 'GET');
    if (!route) throw new Error('no GET route for any signed-in user in the registry');

    const auth = await cognito.send(
      new InitiateAuthCommand({
        ClientId: env.USER_POOL_CLIENT_ID,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: 'runtime_probe', PASSWORD: demoPassword },
      }),
    );
    const token = auth.AuthenticationResult?.AccessToken as string;
    const claims = JSON.parse(Buffer.from(token.split('.')[1] as string, 'base64url').toString('utf8'));
    // The project is bound by the signed session of a server sign-in; the token straight from
    // Cognito (the emulator) is what the gateway must verify.
    const { session } = await signIn('runtime_probe');
    const response = await anonymous().request(route.method, route.path, {
      headers: { authorization: `Bearer ${token}`, 'x-project': 'MOI', 'x-session': session.session },
    });
    const discovery = await fetch(`${env.JWT_ISSUER}/.well-known/openid-configuration`);

    expect(claims.iss).toBe(env.JWT_ISSUER);
    expect(env.JWT_ISSUER).toBe(`${baseUrl()}/_aws/cognito/${env.USER_POOL_ID}`);
    expect([401, 403]).not.toContain(response.status);
    expect(response.status).toBeLessThan(500);
    expect(await discovery.json()).toMatchObject({
      issuer: env.JWT_ISSUER,
      jwks_uri: `${env.JWT_ISSUER}/.well-known/jwks.json`,
    });
  });

  it('turns GetTokensFromRefreshToken into a refresh that cognito-local understands', async () => {
    const env = inject('runtimeEnv');
    await putUser({ usercode: 'runtime_refresh', roles: [] });
    const cognito = new CognitoIdentityProviderClient(sdkConfig(env, `${baseUrl()}/_aws/cognito`));
    const emulator = new CognitoIdentityProviderClient(
      sdkConfig(env, env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER),
    );
    const signedIn = await emulator.send(
      new InitiateAuthCommand({
        ClientId: env.USER_POOL_CLIENT_ID,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: 'runtime_refresh', PASSWORD: demoPassword },
      }),
    );

    const refreshed = await cognito.send(
      new GetTokensFromRefreshTokenCommand({
        ClientId: env.USER_POOL_CLIENT_ID,
        RefreshToken: signedIn.AuthenticationResult?.RefreshToken,
      }),
    );

    expect(refreshed.AuthenticationResult?.AccessToken).toMatch(/^ey/);
    expect(refreshed.AuthenticationResult?.IdToken).toMatch(/^ey/);
  });
});

describe('runtime: AWS endpoints', () => {
  it('serves presigned POST and GET for the files bucket through /_aws/s3', async () => {
    const env = inject('runtimeEnv');
    const s3 = s3Client(env);
    // Signed for the app's port, as the handlers sign the browser's URLs.
    const presigner = s3Client({ ...env, AWS_ENDPOINT_URL_S3: env.S3_PUBLIC_ENDPOINT as string });
    const key = `runtime-test/${Date.now()}.pdf`;
    const post = await createPresignedPost(presigner, {
      Bucket: env.BUCKET_NAME as string,
      Key: key,
      Conditions: [['content-length-range', 1, 10 * 1024 * 1024]],
      Fields: { 'Content-Type': 'application/pdf' },
      Expires: 300,
    });
    const form = new FormData();
    for (const [name, value] of Object.entries(post.fields)) form.append(name, value);
    form.append('file', new Blob(['%PDF-1.4 runtime'], { type: 'application/pdf' }), 'file.pdf');

    const upload = await fetch(post.url, { method: 'POST', body: form, headers: { origin: baseUrl() } });
    const head = await s3.send(new HeadObjectCommand({ Bucket: env.BUCKET_NAME, Key: key }));
    const download = await fetch(
      await getSignedUrl(presigner, new GetObjectCommand({ Bucket: env.BUCKET_NAME, Key: key })),
    );

    expect(post.url).toBe(`${baseUrl()}/_aws/s3/${env.BUCKET_NAME}`);
    expect(upload.status).toBe(204);
    expect(upload.headers.get('access-control-allow-origin')).toBe(baseUrl());
    expect(head.ContentType).toBe('application/pdf');
    expect(await download.text()).toBe('%PDF-1.4 runtime');
  });

  it('answers PutEvents on its internal port and rejects malformed entries one by one', async () => {
    const env = inject('runtimeEnv');
    const bus = new EventBridgeClient(sdkConfig(env, env.AWS_ENDPOINT_URL_EVENTBRIDGE));

    const result = await bus.send(
      new PutEventsCommand({
        Entries: [
          {
            EventBusName: env.EVENT_BUS_NAME,
            Source: 'fleet.test',
            DetailType: 'RuntimeProbe',
            Detail: '{"probe":1}',
          },
          {
            EventBusName: env.EVENT_BUS_NAME,
            Source: 'fleet.test',
            DetailType: 'RuntimeProbe',
            Detail: 'not json',
          },
        ],
      }),
    );

    expect(env.AWS_ENDPOINT_URL_EVENTBRIDGE).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/_aws\/events$/);
    expect(env.AWS_ENDPOINT_URL_EVENTBRIDGE?.startsWith(baseUrl())).toBe(false);
    expect(result.FailedEntryCount).toBe(1);
    expect(result.Entries?.[0]?.EventId).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.Entries?.[1]?.ErrorCode).toBe('MalformedDetail');
  });

  it('raises GoneException for a connection the WebSocket API does not have', async () => {
    const env = inject('runtimeEnv');
    const management = new ApiGatewayManagementApiClient(sdkConfig(env, env.WS_MANAGEMENT_ENDPOINT));

    const sent = management.send(new PostToConnectionCommand({ ConnectionId: 'gone+/=', Data: 'hello' }));

    await expect(sent).rejects.toBeInstanceOf(GoneException);
  });
});

describe('runtime: data directory', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'fleet-runtime-'));
  const probe = { pk: { S: 'RUNTIME#TEST' }, sk: { S: 'persisted' } };
  let first: LocalRuntime | undefined;

  afterAll(async () => {
    await first?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps items, files and the user pool across restarts, stops its children, and allows one runtime per directory', async () => {
    first = await startLocalRuntime({ port: 0, dataDir, seed: false, modules: [] });
    const env = first.env;
    await dynamoClient(env).send(new PutItemCommand({ TableName: env.TABLE_NAME, Item: probe }));
    await s3Client(env).send(
      new PutObjectCommand({ Bucket: env.BUCKET_NAME, Key: 'kept.txt', Body: 'kept' }),
    );
    const children = emulatorsOf(dataDir);
    const second = startLocalRuntime({ port: 0, dataDir, seed: false, modules: [] });
    await expect(second).rejects.toThrow(`is using ${dataDir}`);
    await first.stop();
    const stillAlive = children.filter((child) => isAlive(child.pid));

    const restarted = await startLocalRuntime({ port: 0, dataDir, seed: false, modules: [] });
    try {
      const item = await dynamoClient(restarted.env).send(
        new GetItemCommand({ TableName: restarted.env.TABLE_NAME, Key: probe, ConsistentRead: true }),
      );
      const file = await s3Client(restarted.env).send(
        new GetObjectCommand({ Bucket: env.BUCKET_NAME, Key: 'kept.txt' }),
      );

      expect(children).toHaveLength(2);
      expect(stillAlive).toEqual([]);
      expect(item.Item).toEqual(probe);
      expect(await file.Body?.transformToString()).toBe('kept');
      expect(restarted.env.USER_POOL_ID).toBe(env.USER_POOL_ID);
      expect(restarted.env.USER_POOL_CLIENT_ID).toBe(env.USER_POOL_CLIENT_ID);
    } finally {
      await restarted.stop();
    }
  });

  it('starts empty with fresh', async () => {
    const before = JSON.parse(readFileSync(join(dataDir, 'runtime.json'), 'utf8')) as { userPoolId: string };

    const runtime = await startLocalRuntime({ port: 0, dataDir, seed: false, fresh: true, modules: [] });
    try {
      const item = await dynamoClient(runtime.env).send(
        new GetItemCommand({ TableName: runtime.env.TABLE_NAME, Key: probe, ConsistentRead: true }),
      );

      expect(item.Item).toBeUndefined();
      expect(runtime.env.USER_POOL_ID).not.toBe(before.userPoolId);
    } finally {
      await runtime.stop();
    }
  });
});

describe('runtime: npm start', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'fleet-start-'));
  const noJava = mkdtempSync(join(tmpdir(), 'fleet-nojava-'));

  beforeAll(() => {
    symlinkSync(process.execPath, join(noJava, 'node'));
  });

  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(noJava, { recursive: true, force: true });
  });

  it('leaves no java or node process behind after Ctrl+C', async () => {
    const port = await freePort();
    const child = spawn(
      'npx',
      ['tsx', 'infra/local/start.ts', '--port', String(port), '--data-dir', dataDir, '--no-seed'],
      {
        cwd: repoRoot,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += String(chunk)));
    child.stderr.on('data', (chunk) => (output += String(chunk)));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    while (!output.includes('is running at')) {
      if (child.exitCode !== null) throw new Error(`start.ts exited early:\n${output}`);
      await sleep(100);
    }
    const tree = descendants(child.pid as number);
    const answer = await fetch(`http://127.0.0.1:${port}/api/openapi.json`);

    process.kill(-(child.pid as number), 'SIGINT'); // what a terminal does on Ctrl+C: the whole foreground group
    await exited;
    while (tree.some((info) => isAlive(info.pid))) await sleep(100);

    expect(answer.status).toBe(200);
    expect(output).toContain(`http://127.0.0.1:${port}/api`);
    expect(output).toContain(`ws://127.0.0.1:${port}/ws`);
    expect(tree.some((info) => info.command.includes('DynamoDBLocal.jar'))).toBe(true);
    expect(tree.some((info) => info.command.includes('cognito-local'))).toBe(true);
    expect(output).toContain('SIGINT: stopping the local runtime');
    expect(output).not.toContain('exiting now');
    expect(emulatorsOf(dataDir)).toEqual([]);
  });

  it('explains in one line and exits 1 when Java is missing', async () => {
    const child = spawn(
      process.execPath,
      [
        join(repoRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
        'infra/local/start.ts',
        '--port',
        '0',
        '--data-dir',
        dataDir,
      ],
      { cwd: repoRoot, env: { ...process.env, PATH: noJava }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += String(chunk)));
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));

    const code = await new Promise((resolve) => child.once('exit', resolve));

    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      'Java 17 is required for DynamoDB Local: install openjdk-17-jre-headless (apt) and retry.',
    );
    expect(stdout.trim()).toBe('');
  });
});
