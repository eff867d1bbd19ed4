/** Reverse proxies from the public port to the emulators (cognito-local, s3rver). */
import {
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { PayloadTooLargeError, readBody, sendJson } from './gateway.ts';

/** Streams the request to `target` + `path` and the answer back, its headers through `answerHeaders`. */
export function proxy(
  request: IncomingMessage,
  response: ServerResponse,
  target: string,
  path: string,
  body?: Buffer,
  answerHeaders: (headers: IncomingHttpHeaders) => IncomingHttpHeaders = (headers) => headers,
) {
  return new Promise<void>((resolve) => {
    const url = new URL(path, target);
    const headers = { ...request.headers, host: url.host };
    if (body) headers['content-length'] = String(body.length);
    const upstream = httpRequest(url, { method: request.method, headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answerHeaders(answer.headers));
      answer.pipe(response);
      answer.on('end', resolve);
      answer.on('error', () => resolve());
    });
    upstream.on('error', (error) => {
      if (!response.headersSent)
        sendJson(response, 502, { message: `Upstream unavailable: ${error.message}` });
      else response.destroy(error);
      resolve();
    });
    if (body) upstream.end(body);
    else request.pipe(upstream);
  });
}

const target = 'AWSCognitoIdentityProviderService';

/**
 * cognito-local does not implement `GetTokensFromRefreshToken` (what Amplify v6 calls to refresh):
 * it becomes `InitiateAuth` with `REFRESH_TOKEN_AUTH`, whose answer has the same `AuthenticationResult`.
 */
export function rewriteCognitoCall(
  xAmzTarget: string | undefined,
  body: Buffer,
): { xAmzTarget?: string; body: Buffer } {
  if (xAmzTarget !== `${target}.GetTokensFromRefreshToken`) return { xAmzTarget, body };
  const input = JSON.parse(body.toString('utf8')) as {
    RefreshToken?: string;
    ClientId?: string;
    ClientMetadata?: unknown;
  };
  const rewritten = {
    AuthFlow: 'REFRESH_TOKEN_AUTH',
    ClientId: input.ClientId,
    AuthParameters: { REFRESH_TOKEN: input.RefreshToken },
    ...(input.ClientMetadata ? { ClientMetadata: input.ClientMetadata } : {}),
  };
  return { xAmzTarget: `${target}.InitiateAuth`, body: Buffer.from(JSON.stringify(rewritten)) };
}

/** The Cognito calls of a browser session: Amplify's token refresh and sign-out, and one's own user by token. */
const browserOperations = new Set(['InitiateAuth', 'RevokeToken', 'GlobalSignOut', 'GetUser']);
/** A password sign-in is the server's (`Auth/login`, with its lockout): a browser only refreshes. */
const browserAuthFlows = new Set(['REFRESH_TOKEN_AUTH', 'REFRESH_TOKEN']);

/** Whether a (rewritten) Cognito call is one a browser makes; admin calls and password sign-ins are not. */
export function browserCognitoCall(xAmzTarget: string | undefined, body: Buffer): boolean {
  const operation = xAmzTarget?.startsWith(`${target}.`) ? xAmzTarget.slice(target.length + 1) : undefined;
  if (!operation || !browserOperations.has(operation)) return false;
  if (operation !== 'InitiateAuth') return true;
  try {
    const flow = (JSON.parse(body.toString('utf8')) as { AuthFlow?: unknown }).AuthFlow;
    return typeof flow === 'string' && browserAuthFlows.has(flow);
  } catch {
    return false;
  }
}

const jwksPath = /^\/[^/]+\/\.well-known\/jwks\.json$/;
const maxCognitoBody = 64 * 1024;

function refuseCognito(response: ServerResponse, operation: string) {
  sendJson(
    response,
    403,
    {
      __type: 'AccessDeniedException',
      message: `${operation} is not served on the app's port: use cognito-local's own port.`,
    },
    { 'content-type': 'application/x-amz-json-1.1' },
  );
}

/**
 * The browser's Cognito endpoint (issue 26 item 5): cognito-local behind `/_aws/cognito`, with the
 * refresh shim, forwarding only a browser session's calls and the pool's public keys (JWKS). Admin
 * calls (list users, set a password, ...) and password sign-ins are refused; the handlers, the seed
 * and the tests reach cognito-local on its own loopback port.
 */
export async function proxyCognito(
  request: IncomingMessage,
  response: ServerResponse,
  endpoint: string,
  path: string,
) {
  const pathOnly = path.split('?')[0] ?? '/';
  if ((request.method === 'GET' || request.method === 'HEAD') && jwksPath.test(pathOnly))
    return proxy(request, response, endpoint, path);
  if (request.method !== 'POST' || pathOnly !== '/')
    return refuseCognito(response, `${request.method ?? 'GET'} ${pathOnly}`);
  const header = request.headers['x-amz-target'];
  let received: Buffer;
  try {
    received = await readBody(request, maxCognitoBody);
  } catch (error) {
    if (error instanceof PayloadTooLargeError)
      return sendJson(response, 413, { message: 'Request Entity Too Large' });
    throw error;
  }
  let call: ReturnType<typeof rewriteCognitoCall>;
  try {
    call = rewriteCognitoCall(Array.isArray(header) ? header[0] : header, received);
  } catch {
    return sendJson(response, 400, { __type: 'SerializationException', message: 'Malformed JSON body' });
  }
  const { xAmzTarget, body } = call;
  if (!browserCognitoCall(xAmzTarget, body))
    return refuseCognito(response, xAmzTarget ?? 'A call without X-Amz-Target');
  if (xAmzTarget) request.headers['x-amz-target'] = xAmzTarget;
  return proxy(request, response, endpoint, path, body);
}
