/** Reverse proxies from the public port to the emulators (cognito-local, s3rver). */
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { readBody, sendJson } from './gateway.ts';

/** Streams the request to `target` + `path` and the answer back. */
export function proxy(
  request: IncomingMessage,
  response: ServerResponse,
  target: string,
  path: string,
  body?: Buffer,
) {
  return new Promise<void>((resolve) => {
    const url = new URL(path, target);
    const headers = { ...request.headers, host: url.host };
    if (body) headers['content-length'] = String(body.length);
    const upstream = httpRequest(url, { method: request.method, headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
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

/** The browser's Cognito endpoint: cognito-local behind `/_aws/cognito`, with the refresh shim. */
export async function proxyCognito(
  request: IncomingMessage,
  response: ServerResponse,
  target: string,
  path: string,
) {
  if (request.method !== 'POST') return proxy(request, response, target, path);
  const header = request.headers['x-amz-target'];
  const { xAmzTarget, body } = rewriteCognitoCall(
    Array.isArray(header) ? header[0] : header,
    await readBody(request),
  );
  if (xAmzTarget) request.headers['x-amz-target'] = xAmzTarget;
  return proxy(request, response, target, path, body);
}
