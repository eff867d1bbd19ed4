import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import * as jose from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearVerifiedTokens, verifyToken } from './jwt.ts';

vi.mock('jose', async (importOriginal) => {
  const original = await importOriginal<typeof import('jose')>();
  return { ...original, jwtVerify: vi.fn(original.jwtVerify) };
});

const clientId = 'client-1';
let server: Server;
let issuer: string;
let privateKey: CryptoKey;
let otherKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  server = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/pool`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  process.env['JWT_ISSUER'] = issuer;
  process.env['USER_POOL_CLIENT_ID'] = clientId;
  clearVerifiedTokens();
  vi.mocked(jose.jwtVerify).mockClear();
});

const now = Date.now();
const exp = Math.floor(now / 1000) + 3600;

function token(claims: JWTPayload = {}, key: CryptoKey = privateKey, expiry = exp): Promise<string> {
  return new SignJWT({ client_id: clientId, username: 'admin', token_use: 'access', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer(issuer)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(expiry)
    .sign(key);
}

describe('unit: JWT verification with a verified-token cache', () => {
  it('checks the signature once per token, then answers from the cache until the token expires', async () => {
    const valid = await token();

    expect((await verifyToken(valid, now))?.['username']).toBe('admin');
    expect((await verifyToken(valid, now + 1000))?.['username']).toBe('admin');
    expect((await verifyToken(valid, exp * 1000 - 1))?.['username']).toBe('admin');
    expect(jose.jwtVerify).toHaveBeenCalledTimes(1);
    // From its exp second on it is refused, as jose refuses it.
    expect(await verifyToken(valid, exp * 1000)).toBeUndefined();
    expect(await verifyToken(valid, now)).toBeDefined();
    expect(jose.jwtVerify).toHaveBeenCalledTimes(2);
  });

  it('never remembers a token that failed: forged, expired, of another client', async () => {
    const forged = await token({}, otherKey);
    const tampered = `${(await token()).slice(0, -4)}AAAA`;
    const expired = await token({}, privateKey, Math.floor(now / 1000) - 1);
    const otherClient = await token({ client_id: 'client-2' });

    for (const candidate of [forged, tampered, expired, otherClient]) {
      expect(await verifyToken(candidate, now)).toBeUndefined();
      expect(await verifyToken(candidate, now)).toBeUndefined();
    }
    expect(jose.jwtVerify).toHaveBeenCalledTimes(8);
  });

  it('does not answer for another pool or app client from the cache', async () => {
    const valid = await token();
    expect(await verifyToken(valid, now)).toBeDefined();

    process.env['USER_POOL_CLIENT_ID'] = 'client-2';
    expect(await verifyToken(valid, now)).toBeUndefined();
    process.env['USER_POOL_CLIENT_ID'] = clientId;
    process.env['JWT_ISSUER'] = `${issuer}-other`;
    expect(await verifyToken(valid, now)).toBeUndefined();
  });

  it('hands out a copy of the claims', async () => {
    const valid = await token();
    const first = await verifyToken(valid, now);
    if (first) first['username'] = 'someone-else';

    expect((await verifyToken(valid, now))?.['username']).toBe('admin');
  });

  it('refuses a missing token', async () => {
    expect(await verifyToken(undefined)).toBeUndefined();
    expect(await verifyToken('')).toBeUndefined();
  });
});
