/**
 * Seeds a deployed stage with the demo data and demo users (the same `seed` the local runtime runs):
 *
 *   npx tsx infra/scripts/seed-aws.ts --stage dev [--region me-south-1]
 *
 * Table, bucket, user pool and bus come from the stacks' CloudFormation outputs; credentials and the
 * default region from the usual AWS SDK chain (AWS_PROFILE, AWS_REGION, ...). For LocalStack, set
 * AWS_ENDPOINT_URL=http://localhost.localstack.cloud:4566 and use --stage local. Idempotent.
 */
import { parseArgs } from 'node:util';
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { isStage, stages } from '../lib/config.ts';

/** The outputs of one of the stage's stacks (`fleet-<stage>-<concern>`), by output key. */
export async function stackOutputs(
  client: CloudFormationClient,
  stage: string,
  concern: string,
): Promise<Record<string, string>> {
  const stackName = `fleet-${stage}-${concern}`;
  const { Stacks } = await client.send(new DescribeStacksCommand({ StackName: stackName }));
  const outputs = Stacks?.[0]?.Outputs ?? [];
  return Object.fromEntries(
    outputs.flatMap((output) => (output.OutputKey ? [[output.OutputKey, output.OutputValue ?? '']] : [])),
  );
}

function required(outputs: Record<string, string>, key: string, stack: string): string {
  const value = outputs[key];
  if (!value)
    throw new Error(`Stack fleet-…-${stack} has no output ${key}: deploy it first (npx cdk deploy --all)`);
  return value;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { stage: { type: 'string', default: 'dev' }, region: { type: 'string' } },
  });
  if (!isStage(values.stage))
    throw new Error(`Unknown stage ${values.stage}: use --stage ${stages.join('|')}`);
  if (values.region) process.env.AWS_REGION = values.region;
  const stage = values.stage;

  const cloudFormation = new CloudFormationClient({});
  const [auth, data, realtime] = await Promise.all(
    ['auth', 'data', 'realtime'].map((concern) => stackOutputs(cloudFormation, stage, concern)),
  );
  const userPoolId = required(auth!, 'UserPoolId', 'auth');
  Object.assign(process.env, {
    AWS_REGION: process.env.AWS_REGION ?? (await cloudFormation.config.region()),
    TABLE_NAME: required(data!, 'TableName', 'data'),
    BUCKET_NAME: required(data!, 'FilesBucketName', 'data'),
    USER_POOL_ID: userPoolId,
    USER_POOL_CLIENT_ID: required(auth!, 'UserPoolClientId', 'auth'),
    JWT_ISSUER: required(auth!, 'Issuer', 'auth'),
    EVENT_BUS_NAME: required(realtime!, 'EventBusName', 'realtime'),
    WS_MANAGEMENT_ENDPOINT: required(realtime!, 'WebSocketManagementEndpoint', 'realtime'),
    // LocalStack (AWS_ENDPOINT_URL=http://localhost.localstack.cloud:4566) serves S3 path-style.
    ...(stage === 'local' ? { S3_FORCE_PATH_STYLE: 'true' } : {}),
  });

  // Imported after the environment is set: the functions' clients and helpers read it.
  const { seed } = await import('@fleet/functions/platform/seed/index');
  const started = performance.now();
  const result: unknown = await seed({ userPoolId });
  console.log(
    `Seeded stage ${stage} (table ${process.env.TABLE_NAME}) in ${Math.round(performance.now() - started)} ms`,
  );
  if (result !== undefined) console.log(JSON.stringify(result, null, 2));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
