import { createServer, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  GetConnectionCommand,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import type { LambdaHandler } from './lambda.ts';
import { createWebSocketGateway, type WebSocketRoute } from './websocket.ts';

type WsEvent = {
  requestContext: {
    routeKey: string;
    eventType: string;
    connectionId: string;
    disconnectStatusCode?: number;
  };
  queryStringParameters?: Record<string, string>;
  body?: string;
};

const events: WsEvent[] = [];
const handlers: Record<WebSocketRoute, LambdaHandler> = {
  connect: async (event: WsEvent) => {
    events.push(event);
    return { statusCode: event.queryStringParameters?.token === 'good' ? 200 : 401 };
  },
  default: async (event: WsEvent) => void events.push(event),
  disconnect: async (event: WsEvent) => void events.push(event),
};
const gateway = createWebSocketGateway({ loadRoute: async (route) => handlers[route], log: () => undefined });
let server: Server;
let base: string;
let management: ApiGatewayManagementApiClient;

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0] ?? '';
    void gateway.handleManagement(request, response, path.slice('/_aws/ws'.length));
  });
  server.on(
    'upgrade',
    (request, socket: Duplex, head: Buffer) => void gateway.handleUpgrade(request, socket, head),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('no address');
  base = `127.0.0.1:${address.port}`;
  management = new ApiGatewayManagementApiClient({
    region: 'us-east-1',
    endpoint: `http://${base}/_aws/ws`,
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
  });
});

afterAll(async () => {
  management.destroy();
  await gateway.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function open(token: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://${base}/ws?token=${token}&project=MOI`);
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`refused ${response.statusCode}`)),
    );
    socket.once('error', reject);
  });
}

const nextMessage = (socket: WebSocket) =>
  new Promise<string>((resolve) => socket.once('message', (data) => resolve(String(data))));
const until = async (check: () => boolean) => {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 10));
};

describe('unit: local WebSocket API', () => {
  it('refuses the upgrade with the status $connect answers', async () => {
    await expect(open('bad')).rejects.toThrow('refused 401');
  });

  it('runs $connect with the query, then routes messages to $default', async () => {
    const socket = await open('good');
    const connect = events.findLast((event) => event.requestContext.routeKey === '$connect');

    socket.send('{"action":"ping"}');
    await until(() => events.some((event) => event.requestContext.routeKey === '$default'));
    const message = events.findLast((event) => event.requestContext.routeKey === '$default');

    expect(connect).toMatchObject({
      queryStringParameters: { token: 'good', project: 'MOI' },
      requestContext: { eventType: 'CONNECT' },
    });
    expect(message).toMatchObject({
      body: '{"action":"ping"}',
      requestContext: { eventType: 'MESSAGE', connectionId: connect?.requestContext.connectionId },
    });
    socket.close();
  });

  it('posts to, describes and deletes a connection through the management API, then reports it gone', async () => {
    const socket = await open('good');
    const connectionId = gateway.connectionIds().at(-1) as string;
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

    const received = nextMessage(socket);
    await management.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: '{"hello":1}' }));
    const info = await management.send(new GetConnectionCommand({ ConnectionId: connectionId }));
    await management.send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
    await closed;
    await until(() =>
      events.some(
        (event) =>
          event.requestContext.routeKey === '$disconnect' &&
          event.requestContext.connectionId === connectionId,
      ),
    );

    expect(connectionId).toMatch(/=$/);
    expect(await received).toBe('{"hello":1}');
    expect(info.Identity?.SourceIp).toBe('127.0.0.1');
    expect(info.ConnectedAt).toBeInstanceOf(Date);
    await expect(
      management.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: 'late' })),
    ).rejects.toBeInstanceOf(GoneException);
  });
});
