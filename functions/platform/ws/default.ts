/**
 * WebSocket `$default`: the client messages are a keep-alive `{"action":"ping"}` (API Gateway closes
 * idle sockets after 10 minutes), answered with `{"type":"pong"}`, and `{"action":"watch"|"unwatch",
 * "topic":"projections"}`, sent while a dashboard is open: only watching sockets get the projection
 * pushes (functions/lib/push.ts). Anything else is ignored.
 */
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { z } from 'zod';
import { postToConnection, watchProjections } from '#lib/push';

const clientMessage = z.discriminatedUnion('action', [
  z.object({ action: z.literal('ping') }),
  z.object({ action: z.enum(['watch', 'unwatch']), topic: z.literal('projections') }),
]);

function messageOf(event: APIGatewayProxyWebsocketEventV2): z.infer<typeof clientMessage> | undefined {
  const body = event.isBase64Encoded ? Buffer.from(event.body ?? '', 'base64').toString('utf8') : event.body;
  try {
    const parsed = clientMessage.safeParse(JSON.parse(body ?? ''));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export async function handler(event: APIGatewayProxyWebsocketEventV2): Promise<APIGatewayProxyResultV2> {
  const message = messageOf(event);
  const connectionId = event.requestContext.connectionId;
  if (message?.action === 'ping') await postToConnection(connectionId, { type: 'pong' });
  else if (message) await watchProjections(connectionId, message.action === 'watch');
  return { statusCode: 200 };
}
