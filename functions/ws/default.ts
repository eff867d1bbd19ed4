/**
 * WebSocket `$default`: the only client message is a keep-alive `{"action":"ping"}` (API Gateway
 * closes idle sockets after 10 minutes), answered with `{"type":"pong"}`; anything else is ignored.
 */
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { postToConnection } from '#lib/push';

function actionOf(event: APIGatewayProxyWebsocketEventV2): unknown {
  const body = event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64').toString('utf8') : event.body;
  try {
    const message: unknown = JSON.parse(body ?? '');
    return message && typeof message === 'object' ? (message as { action?: unknown }).action : undefined;
  } catch {
    return undefined;
  }
}

export async function handler(event: APIGatewayProxyWebsocketEventV2): Promise<APIGatewayProxyResultV2> {
  if (actionOf(event) === 'ping') {
    await postToConnection(event.requestContext.connectionId, { type: 'pong' });
  }
  return { statusCode: 200 };
}
