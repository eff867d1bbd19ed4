/**
 * The session's project (issue 16): the project chosen at sign-in is bound to the session, so a user
 * allowed in two projects cannot read the other one by changing `x-project`; switching project means
 * signing in again.
 *
 * `Auth/login` answers a session token beside the Cognito tokens: `s1.<payload>.<signature>`, the
 * payload `{ u: usercode, p: project, iat, exp }` (base64url JSON), the signature an HMAC-SHA256 of the
 * payload with a key kept in the table (`GLOBAL#SECRET` / `SESSION`, made on first use, read once per
 * container). The SPA sends it in `x-session` on every call (and `session=` on the WebSocket); the
 * server takes the project from it. It does not depend on the access token, so it survives Amplify's
 * own refresh of the Cognito tokens; it expires with the refresh token (30 days).
 *
 * A call without it, with a bad signature, of another user or expired is 401 (sign in again); an
 * `x-project` that differs from the session's project is 403.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { messages } from '@fleet/shared';
import { ConflictError, ForbiddenError, UnauthorizedError } from './errors.ts';
import { getItem, putItem } from './db.ts';
import { key } from './table.ts';

/** Same as the user pool client's refresh token validity (infra/lib/auth-stack.ts). */
export const sessionDays = 30;

const keyItem = { pk: key.global('SECRET'), sk: 'SESSION' };
let signingKey: Promise<Buffer> | undefined;

async function readOrMakeKey(): Promise<Buffer> {
  const stored = await getItem<{ secret?: string }>(keyItem.pk, keyItem.sk);
  if (stored?.secret) return Buffer.from(stored.secret, 'base64');
  const secret = randomBytes(32).toString('base64');
  try {
    await putItem({ ...keyItem, entity: 'secret', secret }, { ifNotExists: true });
    return Buffer.from(secret, 'base64');
  } catch (error) {
    // Another container made it first: use theirs.
    if (!(error instanceof ConflictError)) throw error;
    const winner = await getItem<{ secret: string }>(keyItem.pk, keyItem.sk);
    return Buffer.from(winner!.secret, 'base64');
  }
}

/** The signing key, read (or made) once per container. */
function sessionKey(): Promise<Buffer> {
  signingKey ??= readOrMakeKey().catch((error: unknown) => {
    signingKey = undefined;
    throw error;
  });
  return signingKey;
}

interface SessionPayload {
  u: string;
  p: string;
  iat: number;
  exp: number;
}

const sign = (payload: string, secret: Buffer) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

/** A session token for a user signed in to a project. */
export async function issueSession(usercode: string, project: string, now: Date): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  const body: SessionPayload = { u: usercode, p: project, iat, exp: iat + sessionDays * 86_400 };
  const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
  return `s1.${payload}.${sign(payload, await sessionKey())}`;
}

/** The payload of a token this server signed and that has not expired, else undefined. */
async function verifiedPayload(token: string, now: Date): Promise<SessionPayload | undefined> {
  const [version, payload, signature] = token.split('.');
  if (version !== 's1' || !payload || !signature) return undefined;
  const expected = Buffer.from(sign(payload, await sessionKey()));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<SessionPayload>;
    if (typeof body.u !== 'string' || typeof body.p !== 'string' || typeof body.exp !== 'number')
      return undefined;
    if (body.exp * 1000 <= now.getTime()) return undefined;
    return body as SessionPayload;
  } catch {
    return undefined;
  }
}

/**
 * The project of a call: the session's. `usercode` is the verified token's user; `requested` the
 * `x-project` header (optional: the session says which project).
 */
export async function sessionProject(
  usercode: string,
  session: string | undefined,
  requested: string | undefined,
  now: Date = new Date(),
): Promise<string> {
  const payload = session ? await verifiedPayload(session.trim(), now) : undefined;
  if (!payload || payload.u !== usercode) throw new UnauthorizedError(messages.authFailed);
  const asked = requested?.trim();
  if (asked && asked !== payload.p) throw new ForbiddenError(messages.sessionProjectMismatch);
  return payload.p;
}
