/**
 * AWS SDK clients, built once per process. Endpoints come from the standard `AWS_ENDPOINT_URL_*`
 * variables (set by the local runtime or for LocalStack); in AWS they are unset and the SDK uses the
 * regional endpoints.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { EventBridgeClient } from '@aws-sdk/client-eventbridge';
import { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';

let documentClient: DynamoDBDocumentClient | undefined;
let s3Client: S3Client | undefined;
let s3PresignClient: S3Client | undefined;
let cognitoClient: CognitoIdentityProviderClient | undefined;
let eventBridgeClient: EventBridgeClient | undefined;
const managementClients = new Map<string, ApiGatewayManagementApiClient>();

export function ddb(): DynamoDBDocumentClient {
  documentClient ??= DynamoDBDocumentClient.from(new DynamoDBClient({}), {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: true },
  });
  return documentClient;
}

export function s3(): S3Client {
  // Path-style and checksums only when required: what s3rver (and LocalStack) understand.
  s3Client ??= new S3Client({
    forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true',
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return s3Client;
}

/**
 * The client that signs URLs for the browser. The local runtime sets `S3_PUBLIC_ENDPOINT` (its own
 * port, which forwards only presigned requests) while the handlers' calls go to the emulator; in AWS
 * it is unset and this is s3().
 */
export function s3Presigner(): S3Client {
  const endpoint = process.env.S3_PUBLIC_ENDPOINT;
  if (!endpoint) return s3();
  s3PresignClient ??= new S3Client({
    endpoint,
    forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true',
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return s3PresignClient;
}

export function cognito(): CognitoIdentityProviderClient {
  cognitoClient ??= new CognitoIdentityProviderClient({});
  return cognitoClient;
}

export function eventBridge(): EventBridgeClient {
  eventBridgeClient ??= new EventBridgeClient({});
  return eventBridgeClient;
}

/**
 * The WebSocket management API client for an endpoint (https://{api}.execute-api.{region}.amazonaws.com/{stage}).
 * `lane` gives fan-outs to many connections a client (and connection pool) of their own, so a
 * one-user push never queues behind them when they share a process (the local runtime).
 */
export function wsManagement(
  endpoint: string,
  lane: 'direct' | 'fanout' = 'direct',
): ApiGatewayManagementApiClient {
  const id = `${lane} ${endpoint}`;
  let client = managementClients.get(id);
  if (!client) {
    client = new ApiGatewayManagementApiClient({ endpoint });
    managementClients.set(id, client);
  }
  return client;
}
