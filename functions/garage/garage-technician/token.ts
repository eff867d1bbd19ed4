/**
 * A token-gated call (spec 000 section 6, 001 section 5: "loading the workshop from team-leader
 * assignment needs a login token, otherwise the call is rejected with 'Unauthorized: No valid token
 * found'"). API Gateway's JWT authorizer would answer a missing token with its own text, so such a
 * call has a public gateway route of its own (`gatewayRoute: 'exact'`) and checks the token here with
 * the same `verifyToken` the local gateway and the WebSocket `$connect` use; then it builds the caller
 * and checks the screen right exactly as the guard does for other calls.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { isAllowed, messages, type RightAction } from '@fleet/shared';
import { resolveRequestCaller } from '#lib/caller';
import { ForbiddenError, UnauthorizedError } from '#lib/errors';
import { bearerToken, verifyToken } from '#lib/jwt';
import type { Caller } from '#lib/registry';

const header = (event: APIGatewayProxyEventV2, name: string) =>
  event.headers?.[name] ?? event.headers?.[name.toLowerCase()];

/** The caller of a token-gated call: 401 with the spec's text without a valid token, 403 without the right. */
export async function tokenGatedCaller(
  event: APIGatewayProxyEventV2,
  screen: string,
  action: RightAction,
): Promise<Caller> {
  const authorization = header(event, 'authorization');
  const token = bearerToken(authorization) ?? authorization?.trim();
  const claims = await verifyToken(token || undefined);
  if (!claims) throw new UnauthorizedError(messages.noToken);
  const caller = await resolveRequestCaller(claims, {
    session: header(event, 'x-session'),
    project: header(event, 'x-project'),
  });
  if (!isAllowed(caller, screen, action)) throw new ForbiddenError();
  return caller;
}
