/**
 * Verifies Cognito JWTs against the user pool's JWKS. API Gateway's JWT authorizer does this for
 * HTTP calls in AWS; the WebSocket `$connect` (which has no JWT authorizer) and the local gateway
 * use this function, so all three accept exactly the same tokens.
 *
 * A token that verified is remembered by its exact string until its `exp` (issue 16): the signature
 * check (RSA through WebCrypto, a thread-pool round trip) then runs once per token instead of once per
 * call. A remembered token is still refused from the second its `exp` passes, and the cache is bounded
 * (`verifiedCacheSize`, oldest first out). A token the pool did not sign is never remembered, and a
 * changed issuer or app client (another pool) does not find the other one's entries.
 */
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { requireEnv } from './env.ts';

let jwks: { issuer: string; keySet: ReturnType<typeof createRemoteJWKSet> } | undefined;

function keySet(issuer: string) {
  if (jwks?.issuer !== issuer) {
    jwks = { issuer, keySet: createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`)) };
  }
  return jwks.keySet;
}

/** Verified tokens kept at most (about 2 KB each: a few MB at most). */
export const verifiedCacheSize = 2000;

/** Verified tokens by `<issuer> <client> <token>`: their claims and when they stop being valid (ms). */
const verified = new Map<string, { payload: JWTPayload; expiresAt: number }>();

function remember(cacheKey: string, payload: JWTPayload): void {
  if (typeof payload.exp !== 'number') return; // without an expiry it is checked on every call
  verified.delete(cacheKey);
  verified.set(cacheKey, { payload, expiresAt: payload.exp * 1000 });
  if (verified.size > verifiedCacheSize) {
    // Map iteration is insertion order: drop the oldest.
    const oldest = verified.keys().next().value;
    if (oldest !== undefined) verified.delete(oldest);
  }
}

/** Forgets every verified token (tests). */
export function clearVerifiedTokens(): void {
  verified.clear();
}

/**
 * Returns the claims of a valid token of this pool and app client, or undefined.
 * Access tokens carry the client in `client_id`, ID tokens in `aud`.
 */
export async function verifyToken(
  token: string | undefined,
  now: number = Date.now(),
): Promise<JWTPayload | undefined> {
  if (!token) return undefined;
  const issuer = requireEnv('JWT_ISSUER');
  const clientId = requireEnv('USER_POOL_CLIENT_ID');
  const cacheKey = `${issuer} ${clientId} ${token}`;
  const known = verified.get(cacheKey);
  if (known) {
    // jose refuses a token at its exp second too (exp <= now).
    if (known.expiresAt > now) return { ...known.payload };
    verified.delete(cacheKey);
    return undefined;
  }
  try {
    const { payload } = await jwtVerify(token, keySet(issuer), { issuer, currentDate: new Date(now) });
    const audience = payload.client_id ?? payload.aud;
    const audiences = Array.isArray(audience) ? audience : [audience];
    if (!audiences.includes(clientId)) return undefined;
    remember(cacheKey, payload);
    return { ...payload };
  } catch {
    return undefined;
  }
}

/** The bearer token of an Authorization header value. */
export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(.+)$/i.exec(authorization ?? '');
  return match?.[1]?.trim();
}
