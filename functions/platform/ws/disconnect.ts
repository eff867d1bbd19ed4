/** WebSocket `$disconnect`: forgets the connection (a missed one expires with the item's TTL). */
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { removeConnection } from '#lib/push';

export async function handler(event: APIGatewayProxyWebsocketEventV2): Promise<APIGatewayProxyResultV2> {
  await removeConnection(event.requestContext.connectionId);
  return { statusCode: 200 };
}
