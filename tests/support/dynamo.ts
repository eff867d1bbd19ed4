/**
 * A DynamoDB document client on the local runtime's table, from the runtime's environment: for the
 * tests and benchmarks that read or write items directly instead of going through the API.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** The credentials the local runtime accepts (any will do; its environment names them). */
export function runtimeCredentials(env: Record<string, string>) {
  return {
    accessKeyId: env.AWS_ACCESS_KEY_ID ?? 'local',
    secretAccessKey: env.AWS_SECRET_ACCESS_KEY ?? 'local',
  };
}

export function runtimeTable(env: Record<string, string>): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(
    new DynamoDBClient({
      region: env.AWS_REGION ?? 'us-east-1',
      endpoint: env.AWS_ENDPOINT_URL_DYNAMODB,
      credentials: runtimeCredentials(env),
    }),
  );
}
