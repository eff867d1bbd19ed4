/**
 * The app's port serves a browser, not an administrator (issue 26 item 5): through it Cognito answers
 * only a session's refresh and sign-out (no user list, no password set, no password sign-in past the
 * server's lockout), S3 only presigned GETs and POST uploads whose signed policy holds, and the bus and
 * the WebSocket management API not at all; the handlers, the seed and the tests reach the emulators on
 * their own loopback ports.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  GetTokensFromRefreshTokenCommand,
  InitiateAuthCommand,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { PresignAnswer } from '@fleet/shared/platform/files';
import { anonymous, baseUrl, demoPassword, signIn, type ApiClient } from '../../support/api.ts';
import { putUser } from '../../support/fixtures.ts';
import { pngBytes, uploadPng } from '../../support/uploads.ts';

let env: Record<string, string>;
let admin: ApiClient;

const credentials = () => ({
  accessKeyId: env.AWS_ACCESS_KEY_ID as string,
  secretAccessKey: env.AWS_SECRET_ACCESS_KEY as string,
});

const cognitoAt = (endpoint: string) =>
  new CognitoIdentityProviderClient({ region: env.AWS_REGION, endpoint, credentials: credentials() });

/** The S3 emulator on its own port (what the handlers use). */
const emulatorS3 = () =>
  new S3Client({
    region: env.AWS_REGION,
    endpoint: env.AWS_ENDPOINT_URL_S3,
    forcePathStyle: true,
    credentials: credentials(),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

async function objectExists(key: string) {
  try {
    await emulatorS3().send(new HeadObjectCommand({ Bucket: env.BUCKET_NAME, Key: key }));
    return true;
  } catch {
    return false;
  }
}

/** The status of a call's failure (the SDK's $metadata), or 'ok' when it succeeded. */
async function outcome(call: Promise<unknown>): Promise<number | 'ok'> {
  try {
    await call;
    return 'ok';
  } catch (error) {
    return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode ?? -1;
  }
}

beforeAll(async () => {
  env = inject('runtimeEnv');
  admin = (await signIn('admin')).client;
});

describe('runtime: the app port, Cognito', () => {
  it('refuses the admin calls: no user list, no password set', async () => {
    // Arrange
    await putUser({ usercode: 'port_victim', roles: [] });
    const cognito = cognitoAt(`${baseUrl()}/_aws/cognito`);

    // Act
    const listed = await outcome(cognito.send(new ListUsersCommand({ UserPoolId: env.USER_POOL_ID })));
    const reset = await outcome(
      cognito.send(
        new AdminSetUserPasswordCommand({
          UserPoolId: env.USER_POOL_ID,
          Username: 'port_victim',
          Password: 'Taken@2026',
          Permanent: true,
        }),
      ),
    );

    // Assert
    expect(listed).toBe(403);
    expect(reset).toBe(403);
    expect((await signIn('port_victim')).session.usercode).toBe('port_victim');
  });

  it("refuses a password sign-in past the server's Auth/login", async () => {
    await putUser({ usercode: 'port_direct', roles: [] });

    const direct = await outcome(
      cognitoAt(`${baseUrl()}/_aws/cognito`).send(
        new InitiateAuthCommand({
          ClientId: env.USER_POOL_CLIENT_ID,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: 'port_direct', PASSWORD: demoPassword },
        }),
      ),
    );

    expect(direct).toBe(403);
  });

  it('still refreshes a session signed in at Auth/login and serves the pool keys', async () => {
    // Arrange
    await putUser({ usercode: 'port_session', roles: [] });
    const { session } = await signIn('port_session');
    const cognito = cognitoAt(`${baseUrl()}/_aws/cognito`);

    // Act
    const refreshed = await cognito.send(
      new GetTokensFromRefreshTokenCommand({
        ClientId: env.USER_POOL_CLIENT_ID,
        RefreshToken: session.refreshToken,
      }),
    );
    const keys = await fetch(`${env.JWT_ISSUER}/.well-known/jwks.json`);

    // Assert
    expect(refreshed.AuthenticationResult?.AccessToken).toMatch(/^ey/);
    expect(keys.status).toBe(200);
    expect(((await keys.json()) as { keys: unknown[] }).keys.length).toBeGreaterThan(0);
  });
});

describe('runtime: the app port, S3', () => {
  it('refuses listing and unsigned reads and writes: an HTML page cannot be put there', async () => {
    // Arrange
    const fileId = await uploadPng(admin, 'listed.png');
    const stored = await admin.get<{ url: string }>('/api/Files/url', { fileId });
    const objectPath = new URL(stored.body.url).pathname;
    const bucketUrl = `${baseUrl()}/_aws/s3/${env.BUCKET_NAME}`;

    // Act
    const list = await fetch(`${bucketUrl}?list-type=2`);
    const buckets = await fetch(`${baseUrl()}/_aws/s3/`);
    const unsigned = await fetch(`${baseUrl()}${objectPath}`);
    const put = await fetch(`${bucketUrl}/uploads/MOI/evil.html`, {
      method: 'PUT',
      headers: { 'content-type': 'text/html' },
      body: '<script>alert(1)</script>',
    });
    const deleted = await fetch(`${baseUrl()}${objectPath}`, { method: 'DELETE' });

    // Assert
    for (const refusal of [list, buckets, unsigned, put, deleted]) {
      expect(refusal.status).toBe(403);
      expect(await refusal.text()).toContain('<Code>AccessDenied</Code>');
    }
    expect(await objectExists('uploads/MOI/evil.html')).toBe(false);
    expect(await objectExists(objectPath.split(`/${env.BUCKET_NAME}/`)[1] as string)).toBe(true);
  });

  it('refuses a view URL whose signed parameters were changed', async () => {
    const fileId = await uploadPng(admin, 'tampered.png');
    const view = await admin.get<{ url: string }>('/api/Files/url', { fileId });
    const url = new URL(view.body.url);
    url.searchParams.set('response-content-type', 'text/html');

    const tampered = await fetch(url);
    const original = await fetch(view.body.url);

    expect(tampered.status).toBe(403);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/png');
  });

  it('refuses a presigned POST whose key or type differ from its signed policy', async () => {
    // Arrange
    const presigned = await admin.post<PresignAnswer>('/api/Files/presign', {
      purpose: 'image',
      fileName: 'photo.png',
      contentType: 'image/png',
      size: 208,
    });
    const post = (changed: Record<string, string>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries({ ...presigned.body.fields, ...changed }))
        form.append(name, value);
      form.append('file', new Blob(['<script>alert(1)</script>'], { type: 'text/html' }), 'evil.html');
      return fetch(presigned.body.url, { method: 'POST', body: form });
    };

    // Act
    const otherKey = await post({ key: 'uploads/MOI/evil.html' });
    const otherType = await post({ 'Content-Type': 'text/html' });

    // Assert
    expect(otherKey.status).toBe(403);
    expect(otherType.status).toBe(403);
    expect(await objectExists('uploads/MOI/evil.html')).toBe(false);
    expect(await objectExists(presigned.body.key)).toBe(false);
  });

  it('still takes a presigned upload and serves its view URL', async () => {
    const fileId = await uploadPng(admin, 'kept.png');
    const view = await admin.get<{ url: string }>('/api/Files/url', { fileId });

    const served = await fetch(view.body.url);

    expect(view.body.url.startsWith(`${baseUrl()}/_aws/s3/`)).toBe(true);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(pngBytes());
  });

  it('leaves the handlers the whole emulator on its own port', async () => {
    const key = `runtime-port/${Date.now()}.txt`;

    await emulatorS3().send(new PutObjectCommand({ Bucket: env.BUCKET_NAME, Key: key, Body: 'direct' }));

    expect(await objectExists(key)).toBe(true);
  });
});

describe('runtime: the app port, bus and WebSocket management', () => {
  it('refuses PutEvents and the @connections API', async () => {
    const bus = new EventBridgeClient({
      region: env.AWS_REGION,
      endpoint: `${baseUrl()}/_aws/events`,
      credentials: credentials(),
    });

    const put = await outcome(
      bus.send(
        new PutEventsCommand({
          Entries: [
            {
              EventBusName: env.EVENT_BUS_NAME,
              Source: 'fleet.joborders',
              DetailType: 'JobOrderStatusChanged',
              Detail: '{"forged":true}',
            },
          ],
        }),
      ),
    );
    const pushed = await anonymous().post('/_aws/ws/@connections/any', { message: 'forged' });

    expect(put).toBe(404);
    expect(pushed.status).toBe(404);
  });

  it('keeps every emulator endpoint on a loopback port of its own', () => {
    const endpoints = [
      env.AWS_ENDPOINT_URL_S3,
      env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER,
      env.AWS_ENDPOINT_URL_EVENTBRIDGE,
      env.WS_MANAGEMENT_ENDPOINT,
      env.AWS_ENDPOINT_URL_DYNAMODB,
    ].map((endpoint) => new URL(endpoint as string));

    for (const endpoint of endpoints) {
      expect(endpoint.hostname).toBe('127.0.0.1');
      expect(endpoint.port).not.toBe(new URL(baseUrl()).port);
    }
    expect(env.S3_PUBLIC_ENDPOINT).toBe(`${baseUrl()}/_aws/s3`);
  });
});
