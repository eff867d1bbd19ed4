/**
 * The one-machine runtime (ARCHITECTURE.md section 8): DynamoDB Local, s3rver and cognito-local behind
 * one HTTP port that also serves the API (the same module handlers CDK deploys), the WebSocket API and
 * its management API, the EventBridge bus and the built SPA.
 *
 * Paths on the public port, only what a browser needs (issue 26 item 5):
 *   /api/*                     module handlers, behind an emulated JWT authorizer
 *   /ws                        WebSocket ($connect / $default / $disconnect)
 *   /_aws/cognito              cognito-local for a browser session only: token refresh, sign-out,
 *                              the pool's JWKS (the token issuer is `<url>/_aws/cognito/<pool>`)
 *   /_aws/s3                   s3rver for presigned requests only: signed GETs of objects and POST
 *                              uploads whose signed policy holds (S3_PUBLIC_ENDPOINT: what URLs are signed for)
 *   /config.json               the SPA's runtime settings (pool, client, endpoints)
 *   everything else            the SPA from webDir, index.html for client-side routes
 *
 * The handlers, the seed, the tests and the benchmarks use the emulators' own loopback ports (the
 * `env` of the runtime): s3rver, cognito-local and DynamoDB Local each on theirs, and an internal port
 * with the bus (`/_aws/events`, EventBridge PutEvents) and the WebSocket management API
 * (`/_aws/ws/@connections/{id}`).
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DynamoDBClient, GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { ModuleDefinition } from '@fleet/functions/lib/registry';
import { busName, scheduledTasks } from '@fleet/shared';
import { maxUploadBytes } from '@fleet/shared/platform/files';
import type { LocalChild } from './children.ts';
import { startCognito, provisionUserPool } from './cognito.ts';
import { checkJava, ensureTable, startDynamoDb } from './dynamodb.ts';
import { RuntimeStartError } from './errors.ts';
import { createEventBus } from './events.ts';
import { buildRouteTable, createHttpApi, sendJson } from './gateway.ts';
import { invoke, type LambdaHandler } from './lambda.ts';
import { proxyCognito } from './proxy.ts';
import { createS3Gate } from './s3-gate.ts';
import { startS3, type LocalS3 } from './s3.ts';
import { createStaticSite } from './static.ts';
import { createWebSocketGateway, type WebSocketRoute } from './websocket.ts';

export { JavaMissingError, RuntimeStartError } from './errors.ts';

export const repoRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));

export interface LocalRuntimeOptions {
  /** Port of the public HTTP server; 0 picks a free one. Default 3000. */
  port?: number;
  /** Where every emulator keeps its data. Default `<repo>/.local`. */
  dataDir?: string;
  /** Deletes `dataDir` first. */
  fresh?: boolean;
  /**
   * DynamoDB Local keeps its tables in memory instead of `dataDir` (gone when the runtime stops):
   * the tests' shared runtime and benchmarks that write millions of items, at several times the write rate
   * of the database file.
   */
  inMemoryTables?: boolean;
  /** Seeds demo data and users on first start (when the table has no seed marker). Default true. */
  seed?: boolean;
  /** The built SPA. Default `<repo>/web/dist`. */
  webDir?: string;
  /** Receives one line per event, prefixed with its component (`[dynamodb] ...`). */
  log?: (line: string) => void;
  /** Serves these modules instead of functions/registry.ts (for tests of the runtime itself). */
  modules?: ModuleDefinition[];
}

export interface LocalRuntime {
  /** `http://127.0.0.1:<port>` */
  url: string;
  port: number;
  /** What the handlers see in process.env (table, pool, endpoints, credentials). */
  env: Record<string, string>;
  stop(): Promise<void>;
  /** Fault injection for the fault tests (issue 26 item 8); `npm start` never calls these. */
  faults: RuntimeFaults;
}

export interface RuntimeFaults {
  /** Kills DynamoDB Local at once (SIGKILL, as a crash): every call to it fails until `startDynamoDb`. */
  killDynamoDb(): Promise<void>;
  /** Starts DynamoDB Local again on its port and data; the handlers' clients reconnect to it. */
  startDynamoDb(): Promise<void>;
  /** `killDynamoDb` then `startDynamoDb`. */
  restartDynamoDb(): Promise<void>;
  /** While false the bus answers PutEvents with 503, as an EventBridge outage would. */
  setBusAvailable(available: boolean): void;
}

type RequestHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

export const tableName = 'fleet-local';
export const bucketName = 'fleet-local-files';
export const region = 'us-east-1';
/** s3rver accepts only this key; DynamoDB Local (shared DB), cognito-local and the bus accept any. */
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const seedMarker = { pk: { S: 'GLOBAL#RUNTIME' }, sk: { S: 'SEED' } };

const activeDataDirs = new Set<string>();

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** One runtime per data directory: two DynamoDB Locals on one database file would corrupt it. */
function lockDataDir(dataDir: string): () => void {
  const lockFile = join(dataDir, 'runtime.lock');
  const holder = existsSync(lockFile) ? Number(readFileSync(lockFile, 'utf8')) : undefined;
  const busy =
    activeDataDirs.has(dataDir) ||
    (holder !== undefined && holder !== process.pid && Number.isInteger(holder) && isRunning(holder));
  if (busy) {
    throw new RuntimeStartError(
      `Another local runtime (pid ${holder ?? process.pid}) is using ${dataDir}: stop it first.`,
    );
  }
  activeDataDirs.add(dataDir);
  return () => {
    activeDataDirs.delete(dataDir);
    rmSync(lockFile, { force: true });
  };
}

/** Imports a handler file by path: the same files CDK bundles, loaded on first use. */
async function importFile<T>(file: string): Promise<T> {
  if (!existsSync(file)) throw new RuntimeStartError(`${file} does not exist`);
  return (await import(pathToFileURL(file).href)) as T;
}

function listen(server: ReturnType<typeof createServer>, port: number): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const onError = (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new RuntimeStartError(`Port ${port} is already in use: pass --port N (or set PORT) and retry.`)
          : error,
      );
    server.once('error', onError);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', onError);
      const address = server.address();
      resolvePort(typeof address === 'object' && address ? address.port : port);
    });
  });
}

export async function startLocalRuntime(options: LocalRuntimeOptions = {}): Promise<LocalRuntime> {
  const log = options.log ?? (() => undefined);
  const logFor = (component: string) => (line: string) => log(`[${component}] ${line}`);
  const dataDir = resolve(options.dataDir ?? join(repoRoot, '.local'));
  const webDir = resolve(options.webDir ?? join(repoRoot, 'web', 'dist'));
  checkJava();

  const stops: (() => Promise<void>)[] = [];
  const sockets = new Set<Socket>();
  let handle: RequestHandler | undefined;
  let handleInternal: RequestHandler | undefined;
  let onUpgrade: ((request: IncomingMessage, socket: Socket, head: Buffer) => Promise<void>) | undefined;
  const serve = (handler: () => RequestHandler | undefined) => {
    const created = createServer((request, response) => {
      const current = handler();
      if (!current) return sendJson(response, 503, { message: 'The local runtime is starting.' });
      current(request, response).catch((error: unknown) => {
        logFor('http')(`${request.method} ${request.url} failed: ${(error as Error).stack ?? String(error)}`);
        if (!response.headersSent) sendJson(response, 500, { message: 'Internal Server Error' });
        else response.destroy();
      });
    });
    created.on('connection', (socket) => {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    });
    return created;
  };
  const server = serve(() => handle);
  // The bus and the WebSocket management API for the handlers: loopback, apart from the app's port.
  const internal = serve(() => handleInternal);
  server.on('upgrade', (request: IncomingMessage, socket: Socket, head: Buffer) => {
    if (!onUpgrade) return socket.destroy();
    onUpgrade(request, socket, head).catch((error: unknown) => {
      logFor('ws')(`upgrade failed: ${(error as Error).stack ?? String(error)}`);
      socket.destroy();
    });
  });
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) {
      try {
        await stop();
      } catch (error) {
        log(`[runtime] stop: ${(error as Error).message}`);
      }
    }
    handle = undefined;
    handleInternal = undefined;
    onUpgrade = undefined;
    for (const socket of sockets) socket.destroy();
    for (const open of [server, internal])
      if (open.listening) await new Promise<void>((done) => open.close(() => done()));
  };

  try {
    const port = await listen(server, options.port ?? 3000);
    const url = `http://127.0.0.1:${port}`;
    const internalUrl = `http://127.0.0.1:${await listen(internal, 0)}`;
    // Only once the port and the directory are ours: `--fresh` must not wipe a running runtime's data.
    const unlock = lockDataDir(dataDir);
    stops.push(async () => unlock());
    if (options.fresh) rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(join(dataDir, 'runtime.lock'), String(process.pid));

    // Started side by side; each registers its stop as soon as it runs, so a failure of one stops the others.
    const owned = <T>(starting: Promise<T>, stop: (started: T) => Promise<void>) =>
      starting.then((started) => {
        stops.push(() => stop(started));
        return started;
      });
    const dynamoDbPath = options.inMemoryTables ? null : join(dataDir, 'dynamodb');
    let dynamoDbChild: LocalChild | undefined;
    const started = await Promise.allSettled([
      // The current child: a fault test may have restarted it.
      owned(
        startDynamoDb(dynamoDbPath, credentials, logFor('dynamodb')),
        () => dynamoDbChild?.child.stop() ?? Promise.resolve(),
      ).then((child) => (dynamoDbChild = child)),
      owned(startCognito(join(dataDir, 'cognito'), `${url}/_aws/cognito`, logFor('cognito')), (cognito) =>
        cognito.child.stop(),
      ),
      owned(
        startS3(join(dataDir, 's3'), bucketName, [url, `http://localhost:${port}`, 'http://localhost:5173']),
        (s3) => s3.stop(),
      ),
    ]);
    const failure = started.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;
    const [dynamodb, cognito, s3] = started.map(
      (result) => (result as PromiseFulfilledResult<unknown>).value,
    ) as [LocalChild, LocalChild, LocalS3];

    const ddbClient = new DynamoDBClient({ endpoint: dynamodb.endpoint, region, credentials });
    const cognitoClient = new CognitoIdentityProviderClient({
      endpoint: cognito.endpoint,
      region,
      credentials,
    });
    stops.push(async () => {
      ddbClient.destroy();
      cognitoClient.destroy();
    });
    const [tableState, pool] = await Promise.all([
      ensureTable(ddbClient, tableName),
      provisionUserPool(cognitoClient, join(dataDir, 'runtime.json')),
    ]);
    writeFileSync(join(dataDir, 'runtime.json'), `${JSON.stringify(pool, null, 2)}\n`);
    logFor('dynamodb')(
      `table ${tableName} ${tableState === 'created' ? 'created' : 'ready'} at ${dynamodb.endpoint}`,
    );
    logFor('cognito')(
      `user pool ${pool.userPoolId}, app client ${pool.userPoolClientId} at ${cognito.endpoint}`,
    );
    logFor('s3')(`bucket ${bucketName} at ${s3.endpoint}`);

    const env: Record<string, string> = {
      TABLE_NAME: tableName,
      BUCKET_NAME: bucketName,
      USER_POOL_ID: pool.userPoolId,
      USER_POOL_CLIENT_ID: pool.userPoolClientId,
      JWT_ISSUER: `${url}/_aws/cognito/${pool.userPoolId}`,
      EVENT_BUS_NAME: busName,
      WS_MANAGEMENT_ENDPOINT: `${internalUrl}/_aws/ws`,
      AWS_REGION: region,
      S3_FORCE_PATH_STYLE: 'true',
      // The emulators' own ports for every call of the handlers; the browser's URLs are signed for the app's port.
      S3_PUBLIC_ENDPOINT: `${url}/_aws/s3`,
      AWS_ENDPOINT_URL_DYNAMODB: dynamodb.endpoint,
      AWS_ENDPOINT_URL_S3: s3.endpoint,
      AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: cognito.endpoint,
      AWS_ENDPOINT_URL_EVENTBRIDGE: `${internalUrl}/_aws/events`,
      AWS_ACCESS_KEY_ID: credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    };
    // The handlers run in this process and read their configuration from process.env: set it before importing them.
    Object.assign(process.env, env);

    const registry = await import('@fleet/functions/registry');
    const { lambdaFolders } = registry;
    const modules = options.modules ?? registry.modules;
    const { createModuleHandler } = await import('@fleet/functions/lib/http');
    const { verifyToken, bearerToken } = await import('@fleet/functions/lib/jwt');
    const table = buildRouteTable(
      modules.map((module) => ({ module, handler: createModuleHandler(module) as unknown as LambdaHandler })),
    );
    const loadHandler = async (file: string) =>
      (await importFile<{ handler?: LambdaHandler }>(join(repoRoot, 'functions', file))).handler;

    const httpApi = createHttpApi({ table, verifyToken, bearerToken, log: logFor('api') });
    const bus = createEventBus({
      busName,
      region,
      loadSubscriber: (subscriber) => loadHandler(join(lambdaFolders.events, `${subscriber}.ts`)),
      dlqFile: join(dataDir, 'dlq.jsonl'),
      log: logFor('events'),
    });
    const webSockets = createWebSocketGateway({
      loadRoute: (route: WebSocketRoute) => loadHandler(join(lambdaFolders.webSocket, `${route}.ts`)),
      log: logFor('ws'),
    });
    stops.push(() => bus.drain());
    // Scheduled functions (the outbox relay): what EventBridge schedules run every minute in AWS.
    for (const task of scheduledTasks) {
      const log = logFor(`scheduled-${task.name}`);
      let running = false;
      const timer = setInterval(() => {
        if (running) return;
        running = true;
        void loadHandler(join(lambdaFolders.events, `${task.handler}.ts`))
          .then((handler) => handler && invoke(`fleet-scheduled-${task.handler}`, handler, {}))
          .catch((error: unknown) => log(`failed: ${(error as Error).message}`))
          .finally(() => (running = false));
      }, task.localEverySeconds * 1000);
      timer.unref();
      stops.push(async () => clearInterval(timer));
    }
    stops.push(() => webSockets.close());
    const site = createStaticSite(webDir);

    const s3Gate = createS3Gate({
      target: s3.endpoint,
      bucket: bucketName,
      credentials,
      maxFormBytes: maxUploadBytes + 64 * 1024,
    });
    let busAvailable = true;
    handleInternal = async (request, response) => {
      const path = (request.url ?? '/').split('?')[0] ?? '/';
      if (path === '/_aws/events' || path === '/_aws/events/') {
        if (!busAvailable) {
          request.resume();
          return sendJson(response, 503, {
            __type: 'ServiceUnavailableException',
            message: 'The event bus is unavailable (fault injected).',
          });
        }
        return bus.handle(request, response);
      }
      if (path.startsWith('/_aws/ws/'))
        return webSockets.handleManagement(request, response, path.slice('/_aws/ws'.length));
      return sendJson(response, 404, { message: 'Not Found' });
    };
    const issuerPrefix = `/_aws/cognito/${pool.userPoolId}/.well-known/openid-configuration`;
    handle = async (request, response) => {
      const path = (request.url ?? '/').split('?')[0] ?? '/';
      const rest = (prefix: string) => (request.url ?? '/').slice(prefix.length) || '/';
      if (path === '/api' || path.startsWith('/api/')) return httpApi(request, response);
      if (path === issuerPrefix) {
        return sendJson(response, 200, {
          issuer: env.JWT_ISSUER,
          jwks_uri: `${env.JWT_ISSUER}/.well-known/jwks.json`,
          id_token_signing_alg_values_supported: ['RS256'],
        });
      }
      if (path === '/config.json') {
        // The SPA's runtime settings, the same shape the web stack writes to S3 in AWS; relative
        // endpoints resolve against the page's origin, so localhost and 127.0.0.1 both work.
        return sendJson(response, 200, {
          stage: 'local',
          region,
          userPoolId: pool.userPoolId,
          userPoolClientId: pool.userPoolClientId,
          userPoolEndpoint: '/_aws/cognito',
          authFlowType: 'USER_PASSWORD_AUTH',
          apiBaseUrl: '/api',
          webSocketUrl: '/ws',
        });
      }
      if (path === '/_aws/cognito' || path.startsWith('/_aws/cognito/'))
        return proxyCognito(request, response, cognito.endpoint, rest('/_aws/cognito'));
      if (path === '/_aws/s3' || path.startsWith('/_aws/s3/'))
        return s3Gate(request, response, rest('/_aws/s3'));
      if (path.startsWith('/_aws/')) return sendJson(response, 404, { message: 'Not Found' });
      return site(request, response);
    };
    onUpgrade = async (request, socket, head) => {
      const path = (request.url ?? '/').split('?')[0];
      if (path !== '/ws' && path !== '/ws/') {
        socket.end('HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
        return;
      }
      await webSockets.handleUpgrade(request, socket, head);
    };

    if (options.seed ?? true) await seedOnce(ddbClient, pool.userPoolId, logFor('seed'), () => bus.drain());
    logFor('runtime')(`ready at ${url}`);

    let stopping: Promise<void> | undefined;
    const dynamoDbPort = Number(new URL(dynamodb.endpoint).port);
    let dynamoDbKilled = false;
    const faults: RuntimeFaults = {
      killDynamoDb: async () => {
        await dynamoDbChild?.child.kill();
        dynamoDbKilled = true;
        logFor('dynamodb')('killed (fault injected)');
      },
      startDynamoDb: async () => {
        if (!dynamoDbKilled) return;
        dynamoDbChild = await startDynamoDb(dynamoDbPath, credentials, logFor('dynamodb'), dynamoDbPort);
        dynamoDbKilled = false;
        logFor('dynamodb')(`started again at ${dynamoDbChild.endpoint}`);
      },
      restartDynamoDb: async () => {
        await faults.killDynamoDb();
        await faults.startDynamoDb();
      },
      setBusAvailable: (available) => {
        busAvailable = available;
        logFor('events')(available ? 'bus available again' : 'bus unavailable (fault injected)');
      },
    };
    return {
      url,
      port,
      env,
      stop: () => (stopping ??= stopAll()),
      faults,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** The demo seed's entry (`functions/<its folder>/index.ts`; the registry names the folder). */
export async function seedModuleFile(): Promise<string> {
  return join(
    repoRoot,
    'functions',
    (await import('@fleet/functions/registry')).lambdaFolders.seed,
    'index.ts',
  );
}

/** Runs functions/platform/seed once per data directory: the marker item records that it succeeded. */
async function seedOnce(
  client: DynamoDBClient,
  userPoolId: string,
  log: (line: string) => void,
  settle: () => Promise<void>,
): Promise<void> {
  const marker = await client.send(
    new GetItemCommand({ TableName: tableName, Key: seedMarker, ConsistentRead: true }),
  );
  if (marker.Item) return;
  const seedModule = await importFile<{
    seed: (options: { userPoolId: string; settle: () => Promise<void> }) => Promise<void>;
  }>(await seedModuleFile());
  const started = Date.now();
  await seedModule.seed({ userPoolId, settle });
  await client.send(
    new PutItemCommand({
      TableName: tableName,
      Item: { ...seedMarker, entity: { S: 'marker' }, at: { S: new Date().toISOString() } },
    }),
  );
  log(`demo data and users seeded in ${Date.now() - started} ms`);
}
