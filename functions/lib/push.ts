/**
 * WebSocket connections and push (ARCHITECTURE.md section 5). A connection is one item:
 *   pk `GLOBAL#WS#<connectionId>`, sk `CONN`       (found by id on $disconnect and when gone)
 *   gsi1pk `<project>#WSUSER#<usercode>`, gsi1sk `<connectionId>`   (a user's live connections)
 *   gsi2pk `<project>#WSPROJECT`, gsi2sk `<connectionId>`             (only while it watches the project's
 *                                                                     projections: a dashboard is open)
 * with a TTL of 2 hours, API Gateway's maximum connection duration, so missed $disconnects expire.
 */
import { GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, wsManagement } from './aws.ts';
import { deleteItem, getItem, putItem, queryAll, tableName } from './db.ts';
import { requireEnv } from './env.ts';
import { log } from './log.ts';
import { metricNames, recordMetric } from './metrics.ts';
import { key } from './table.ts';

/** API Gateway closes a WebSocket after 2 hours at most. */
export const connectionTtlSeconds = 2 * 60 * 60;

export interface ConnectionItem extends Record<string, unknown> {
  pk: string;
  sk: 'CONN';
  gsi1pk: string;
  gsi1sk: string;
  /** Issue 15 H1: set while the connection watches the project's projections (watchProjections). */
  gsi2pk?: string;
  gsi2sk?: string;
  entity: 'connection';
  connectionId: string;
  project: string;
  usercode: string;
  connectedAt: string;
  ttl: number;
}

export const connectionKeys = (connectionId: string) => ({
  pk: key.global('WS', connectionId),
  sk: 'CONN' as const,
});
const userConnectionsKey = (project: string, usercode: string) => key.project(project, 'WSUSER', usercode);
const projectConnectionsKey = (project: string) => key.project(project, 'WSPROJECT');

/** Stores a connection opened by a signed-in user of a project. */
export async function saveConnection(connection: {
  connectionId: string;
  project: string;
  usercode: string;
}) {
  const now = new Date();
  const item: ConnectionItem = {
    ...connectionKeys(connection.connectionId),
    gsi1pk: userConnectionsKey(connection.project, connection.usercode),
    gsi1sk: connection.connectionId,
    entity: 'connection',
    connectionId: connection.connectionId,
    project: connection.project,
    usercode: connection.usercode,
    connectedAt: now.toISOString(),
    ttl: Math.floor(now.getTime() / 1000) + connectionTtlSeconds,
  };
  await putItem(item);
}

export async function removeConnection(connectionId: string) {
  const { pk, sk } = connectionKeys(connectionId);
  await deleteItem(pk, sk);
}

/** A user's open connections in a project (one Query on gsi1). */
export async function connectionsOfUser(project: string, usercode: string): Promise<ConnectionItem[]> {
  return queryAll<ConnectionItem>({ index: 'gsi1', pk: userConnectionsKey(project, usercode) });
}

function isGone(error: unknown): boolean {
  if (error instanceof GoneException) return true;
  const candidate = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return candidate?.name === 'GoneException' || candidate?.$metadata?.httpStatusCode === 410;
}

/**
 * Sends a JSON message to one connection. Returns false when the connection is gone (and forgets it);
 * other failures are logged and count as not delivered, so one bad socket never fails a notification.
 */
export async function postToConnection(
  connectionId: string,
  payload: unknown,
  lane: 'direct' | 'fanout' = 'direct',
): Promise<boolean> {
  try {
    await wsManagement(requireEnv('WS_MANAGEMENT_ENDPOINT'), lane).send(
      new PostToConnectionCommand({ ConnectionId: connectionId, Data: Buffer.from(JSON.stringify(payload)) }),
    );
    return true;
  } catch (error) {
    if (isGone(error)) {
      await removeConnection(connectionId);
    } else {
      await log('fleet-push', 'warn', 'Push to a connection failed', { connectionId, error: error as Error });
    }
    return false;
  }
}

/** Posts to connections; counts the pushes delivered and not (issue 26 item 7). */
async function pushToConnections(
  project: string,
  connections: readonly ConnectionItem[],
  payload: unknown,
  lane: 'direct' | 'fanout' = 'direct',
): Promise<number> {
  if (connections.length === 0) return 0;
  const delivered = (
    await Promise.all(
      connections.map((connection) => postToConnection(connection.connectionId, payload, lane)),
    )
  ).filter(Boolean).length;
  await recordMetric(metricNames.pushesDelivered, delivered, { project });
  if (delivered < connections.length)
    await recordMetric(metricNames.pushesUndelivered, connections.length - delivered, { project });
  return delivered;
}

/** Pushes a message to every open connection of a user in a project; returns how many received it. */
export async function pushToUser(project: string, usercode: string, payload: unknown): Promise<number> {
  return pushToConnections(project, await connectionsOfUser(project, usercode), payload);
}

/**
 * A connection starts or stops watching its project's projections (a dashboard opened or closed): only
 * watchers get the projection pushes, so a push does not grow with everyone signed in (issue 26).
 */
export async function watchProjections(connectionId: string, watching: boolean): Promise<void> {
  const keys = connectionKeys(connectionId);
  const connection = await getItem<ConnectionItem>(keys.pk, keys.sk);
  if (!connection) return;
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys,
        ConditionExpression: 'attribute_exists(pk)',
        ...(watching
          ? {
              UpdateExpression: 'SET gsi2pk = :pk, gsi2sk = :sk',
              ExpressionAttributeValues: {
                ':pk': projectConnectionsKey(connection.project),
                ':sk': connectionId,
              },
            }
          : { UpdateExpression: 'REMOVE gsi2pk, gsi2sk' }),
      }),
    );
  } catch (error) {
    // Closed meanwhile ($disconnect deleted it): nothing to watch.
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

/** Issue 15 H1: a project's open connections that watch its projections (one Query on gsi2). */
export async function connectionsOfProject(project: string): Promise<ConnectionItem[]> {
  return queryAll<ConnectionItem>({ index: 'gsi2', pk: projectConnectionsKey(project) });
}

/** Issue 15 H1: pushes a message to the project's watching connections; returns how many received it. */
export async function pushToProject(project: string, payload: unknown): Promise<number> {
  return pushToConnections(project, await connectionsOfProject(project), payload, 'fanout');
}
