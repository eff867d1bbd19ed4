/**
 * A Fleet Lambda: the newest Node.js runtime aws-cdk-lib knows (24) on arm64, the esbuild bundle from
 * dist/lambdas/<bundle>, its own log group, a role of its own that may write only to that log group
 * (grants add the rest), and the environment every function reads (ARCHITECTURE.md and the brief's
 * variable list).
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { bundleDir } from '../../build-lambdas.ts';
import type { StageSettings } from '../config.ts';

/** The variables every function reads; AWS_REGION is set by Lambda itself. */
export interface FleetEnvironment {
  TABLE_NAME: string;
  BUCKET_NAME?: string;
  USER_POOL_ID: string;
  USER_POOL_CLIENT_ID: string;
  JWT_ISSUER: string;
  EVENT_BUS_NAME?: string;
  WS_MANAGEMENT_ENDPOINT?: string;
}

export interface FleetFunctionProps {
  settings: StageSettings;
  /** Bundle name under dist/lambdas (see `bundleName` in build-lambdas.ts). */
  bundle: string;
  description: string;
  environment: FleetEnvironment;
  memorySize?: number;
  timeout?: Duration;
}

/** The Lambda runtime of every function; the bundles target it (build-lambdas.ts). */
export const fleetRuntime = lambda.Runtime.NODEJS_24_X;

export class FleetFunction extends lambda.Function {
  /** `fleet-<stage>-<bundle>`, known before deployment (alarms and the dashboard use it). */
  readonly fleetFunctionName: string;

  constructor(scope: Construct, id: string, props: FleetFunctionProps) {
    const { settings } = props;
    const functionName = `${settings.prefix}-${props.bundle}`;
    const logGroup = new logs.LogGroup(scope, `${id}Logs`, {
      logGroupName: `/aws/lambda/${functionName}`,
      retention: settings.logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // Instead of the AWS managed AWSLambdaBasicExecutionRole (logs of any group): its own group only.
    const role = new iam.Role(scope, `${id}Role`, {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `${functionName}: its log group and what the stacks grant`,
    });
    logGroup.grantWrite(role);
    super(scope, id, {
      functionName,
      description: props.description,
      role,
      runtime: fleetRuntime,
      architecture: settings.architecture,
      handler: 'index.handler',
      code: lambda.Code.fromAsset(bundleDir(props.bundle)),
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? settings.lambdaTimeout,
      logGroup,
      environment: {
        ...Object.fromEntries(Object.entries(props.environment).filter(([, value]) => value !== undefined)),
        ...(settings.s3ForcePathStyle ? { S3_FORCE_PATH_STYLE: 'true' } : {}),
        POWERTOOLS_SERVICE_NAME: functionName,
        // Business metrics (functions/lib/metrics.ts) are emitted only where a namespace is set.
        POWERTOOLS_METRICS_NAMESPACE: settings.metricsNamespace,
      },
    });
    this.fleetFunctionName = functionName;
  }
}
