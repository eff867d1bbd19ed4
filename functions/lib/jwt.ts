/**
 * Verifies Cognito JWTs against the user pool's JWKS. API Gateway's JWT authorizer does this for
 * HTTP calls in AWS; the WebSocket `$connect` (which has no JWT authorizer) and the local gateway
 * use this function, so all three accept exactly the same tokens.
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

/**
 * Returns the claims of a valid token of this pool and app client, or undefined.
 * Access tokens carry the client in `client_id`, ID tokens in `aud`.
 */
export async function verifyToken(token: string | undefined): Promise<JWTPayload | undefined> {
  if (!token) return undefined;
  const issuer = requireEnv('JWT_ISSUER');
  const clientId = requireEnv('USER_POOL_CLIENT_ID');
  try {
    const { payload } = await jwtVerify(token, keySet(issuer), { issuer });
    const audience = payload.client_id ?? payload.aud;
    const audiences = Array.isArray(audience) ? audience : [audience];
    return audiences.includes(clientId) ? payload : undefined;
  } catch {
    return undefined;
  }
}

/** The bearer token of an Authorization header value. */
export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(.+)$/i.exec(authorization ?? '');
  return match?.[1]?.trim();
}
