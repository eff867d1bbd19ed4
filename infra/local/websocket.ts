/**
 * The local WebSocket API: `$connect` / `$default` / `$disconnect` handlers called with API Gateway
 * WebSocket events, and the management API (`POST|GET|DELETE /@connections/{id}`) that
 * ApiGatewayManagementApiClient talks to; a gone connection is 410 with `x-amzn-errortype:
 * GoneException`, which the SDK raises as `GoneException`.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { PayloadTooLargeError, readBody, sendJson } from './gateway.ts';
import { invoke, type LambdaHandler } from './lambda.ts';

export type WebSocketRoute = 'connect' | 'default' | 'disconnect';

export interface WebSocketGatewayOptions {
  /** The handler of a route, or undefined when its module does not exist (yet). */
  loadRoute: (route: WebSocketRoute) => Promise<LambdaHandler | undefined>;
  log: (line: string) => void;
  stage?: string;
}

interface Connection {
  id: string;
  socket: WebSocket;
  connectedAt: Date;
  lastActiveAt: Date;
  sourceIp: string;
  userAgent: string;
  headers: Record<string, string>;
  domainName: string;
}

type ConnectionInfo = Omit<Connection, 'socket' | 'lastActiveAt'>;

/** Frames are limited to 128 KB in API Gateway. */
const maxPayload = 128 * 1024;

/** Ids shaped like API Gateway's (16 characters ending in `=`), so URL encoding is exercised. */
function connectionId(): string {
  return randomBytes(11).toString('base64').replace(/\+/g, 'A').replace(/\//g, 'B');
}

/** Request headers with their original case, as API Gateway passes them to `$connect`. */
function rawHeaders(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (let index = 0; index < request.rawHeaders.length; index += 2) {
    const name = request.rawHeaders[index] as string;
    const value = request.rawHeaders[index + 1] as string;
    headers[name] = headers[name] === undefined ? value : `${headers[name]},${value}`;
  }
  return headers;
}

function refuse(socket: Duplex, statusCode: number, body = '') {
  socket.end(
    `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode] ?? 'Error'}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

function amzError(response: ServerResponse, statusCode: number, type: string) {
  sendJson(response, statusCode, { message: type }, { 'x-amzn-errortype': type });
}

export function createWebSocketGateway(options: WebSocketGatewayOptions) {
  const stage = options.stage ?? 'local';
  const server = new WebSocketServer({ noServer: true, maxPayload });
  const connections = new Map<string, Connection>();
  const pending = new Set<Promise<unknown>>();

  function track<T>(work: Promise<T>): Promise<T> {
    pending.add(work);
    void work.finally(() => pending.delete(work)).catch(() => undefined);
    return work;
  }

  function requestContext(connection: ConnectionInfo, routeKey: string, eventType: string) {
    const now = new Date();
    return {
      routeKey,
      eventType,
      extendedRequestId: randomUUID(),
      requestTime: now.toUTCString(),
      messageDirection: 'IN',
      stage,
      connectedAt: connection.connectedAt.getTime(),
      requestTimeEpoch: now.getTime(),
      identity: { sourceIp: connection.sourceIp, userAgent: connection.userAgent },
      requestId: randomUUID(),
      domainName: connection.domainName,
      connectionId: connection.id,
      apiId: 'local',
    };
  }

  async function call(route: WebSocketRoute, event: unknown): Promise<unknown> {
    const handler = await options.loadRoute(route);
    if (!handler) throw new Error(`functions/platform/ws/${route}.ts does not exist yet`);
    return invoke(`fleet-ws-${route}`, handler, event);
  }

  function disconnect(connection: ConnectionInfo, code: number, reason: string) {
    connections.delete(connection.id);
    const event = {
      headers: connection.headers,
      multiValueHeaders: Object.fromEntries(Object.entries(connection.headers).map(([n, v]) => [n, [v]])),
      requestContext: {
        ...requestContext(connection, '$disconnect', 'DISCONNECT'),
        disconnectStatusCode: code,
        disconnectReason: reason,
      },
      isBase64Encoded: false,
    };
    void track(call('disconnect', event)).catch((error: unknown) =>
      options.log(`$disconnect ${connection.id} failed: ${(error as Error).stack ?? String(error)}`),
    );
  }

  function onMessage(connection: Connection, data: RawData, isBinary: boolean) {
    connection.lastActiveAt = new Date();
    const buffer = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as Buffer);
    const event = {
      requestContext: { ...requestContext(connection, '$default', 'MESSAGE'), messageId: randomUUID() },
      body: isBinary ? buffer.toString('base64') : buffer.toString('utf8'),
      isBase64Encoded: isBinary,
    };
    void track(call('default', event)).catch((error: unknown) =>
      options.log(`$default ${connection.id} failed: ${(error as Error).stack ?? String(error)}`),
    );
  }

  /** Runs `$connect` and completes the upgrade only when it answers 2xx. */
  async function handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    socket.on('error', (error) => options.log(`upgrade: ${error.message}`));
    const url = new URL(request.url ?? '/', 'http://localhost');
    const headers = rawHeaders(request);
    const base: ConnectionInfo = {
      id: connectionId(),
      connectedAt: new Date(),
      sourceIp: request.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1',
      userAgent: request.headers['user-agent'] ?? '',
      headers,
      domainName: request.headers.host ?? 'localhost',
    };
    const query = url.searchParams.size ? Object.fromEntries(url.searchParams) : undefined;
    const multiQuery = url.searchParams.size
      ? Object.fromEntries(
          [...new Set(url.searchParams.keys())].map((name) => [name, url.searchParams.getAll(name)]),
        )
      : undefined;
    const event = {
      headers,
      multiValueHeaders: Object.fromEntries(
        Object.entries(headers).map(([name, value]) => [name, value.split(',')]),
      ),
      ...(query ? { queryStringParameters: query, multiValueQueryStringParameters: multiQuery } : {}),
      requestContext: requestContext(base, '$connect', 'CONNECT'),
      isBase64Encoded: false,
    };
    let statusCode: number;
    let body = '';
    try {
      const result = (await track(call('connect', event))) as
        { statusCode?: number; body?: string } | undefined;
      statusCode = result?.statusCode ?? 200;
      body = result?.body ?? '';
    } catch (error) {
      options.log(`$connect failed: ${(error as Error).stack ?? String(error)}`);
      statusCode = 500;
      body = JSON.stringify({ message: 'Internal server error' });
    }
    if (statusCode < 200 || statusCode > 299) return refuse(socket, statusCode, body);
    if (socket.destroyed) {
      disconnect(base, 1006, 'Gone');
      return;
    }
    server.handleUpgrade(request, socket, head, (webSocket) => {
      const connection: Connection = { ...base, socket: webSocket, lastActiveAt: new Date() };
      connections.set(connection.id, connection);
      webSocket.on('message', (data, isBinary) => onMessage(connection, data, isBinary));
      webSocket.on('close', (code, reason) => disconnect(connection, code, reason.toString()));
      webSocket.on('error', (error) => options.log(`connection ${connection.id}: ${error.message}`));
    });
  }

  /** The management API; `path` is what follows the endpoint, e.g. `/@connections/abc%3D`. */
  async function handleManagement(
    request: IncomingMessage,
    response: ServerResponse,
    path: string,
  ): Promise<void> {
    const match = /^\/@connections\/([^/]+)$/.exec(path);
    if (!match) return sendJson(response, 404, { message: 'Not Found' });
    const id = decodeURIComponent(match[1] as string);
    const connection = connections.get(id);
    const open = connection?.socket.readyState === WebSocket.OPEN;
    switch (request.method) {
      case 'POST': {
        let data: Buffer;
        try {
          data = await readBody(request, maxPayload);
        } catch (error) {
          if (error instanceof PayloadTooLargeError)
            return amzError(response, 413, 'PayloadTooLargeException');
          throw error;
        }
        if (!connection || !open) return amzError(response, 410, 'GoneException');
        connection.socket.send(data.toString('utf8'));
        response.writeHead(200, { 'content-length': '0' }).end();
        return;
      }
      case 'GET':
        if (!connection || !open) return amzError(response, 410, 'GoneException');
        // The wire format is lower camel case (the SDK maps it to ConnectedAt, Identity.SourceIp, ...).
        return sendJson(response, 200, {
          connectedAt: connection.connectedAt.toISOString(),
          identity: { sourceIp: connection.sourceIp, userAgent: connection.userAgent },
          lastActiveAt: connection.lastActiveAt.toISOString(),
        });
      case 'DELETE':
        if (!connection || !open) return amzError(response, 410, 'GoneException');
        connection.socket.close(1000, 'Closed by the server');
        response.writeHead(204).end();
        return;
      default:
        return sendJson(response, 404, { message: 'Not Found' });
    }
  }

  return {
    handleUpgrade,
    handleManagement,
    /** Open connections (for diagnostics and tests). */
    connectionIds: () => [...connections.keys()],
    /** Closes every connection (running `$disconnect` for each) and waits for the handlers. */
    async close(): Promise<void> {
      const closing = [...connections.values()].map(
        (connection) =>
          new Promise<void>((resolve) => {
            if (connection.socket.readyState === WebSocket.CLOSED) return resolve();
            const timer = setTimeout(() => connection.socket.terminate(), 1_000);
            connection.socket.once('close', () => {
              clearTimeout(timer);
              resolve();
            });
            connection.socket.close(1001, 'Going away');
          }),
      );
      await Promise.all(closing);
      while (pending.size > 0) await Promise.allSettled([...pending]);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
