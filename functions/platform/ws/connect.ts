/**
 * WebSocket `$connect`: the SPA connects to `/ws?token=<access token>&project=<project>`. There is no
 * JWT authorizer on a WebSocket API, so the token is verified here with the same function the HTTP
 * side uses; the connection is stored for the caller's project only.
 */
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { resolveRequestCaller } from '#lib/caller';
import { AppError } from '#lib/errors';
import { verifyToken } from '#lib/jwt';
import { saveConnection } from '#lib/push';

export async function handler(event: APIGatewayProxyWebsocketEventV2): Promise<APIGatewayProxyResultV2> {
  const query = event.queryStringParameters ?? {};
  const claims = await verifyToken(query.token);
  if (!claims) return { statusCode: 401 };
  try {
    const caller = await resolveRequestCaller(claims, { session: query.session, project: query.project });
    await saveConnection({
      connectionId: event.requestContext.connectionId,
      project: caller.project,
      usercode: caller.usercode,
    });
    return { statusCode: 200 };
  } catch (error) {
    // 401 unknown user, 403 disabled or not allowed in the project.
    if (error instanceof AppError) return { statusCode: error.statusCode };
    throw error;
  }
}
