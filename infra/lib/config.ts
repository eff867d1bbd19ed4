/**
 * Deployment stages. The stage comes from CDK context (`-c stage=prod`), defaults to `dev`, and is
 * checked here so a typo fails the synth instead of deploying a stray copy of the product.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { Architecture } from 'aws-cdk-lib/aws-lambda';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Node } from 'constructs';

export const stages = ['local', 'dev', 'prod'] as const;
export type Stage = (typeof stages)[number];

export interface StageSettings {
  stage: Stage;
  /** Prefix of stack and resource names: `fleet-dev`. */
  prefix: string;
  /** What happens to the user pool when its stack is deleted (the table and files bucket are always retained). */
  userPoolRemoval: RemovalPolicy;
  logRetention: RetentionDays;
  /** Lambda CPU: arm64 in AWS; LocalStack runs functions in containers of the host's architecture. */
  architecture: Architecture;
  /** LocalStack serves S3 path-style. */
  s3ForcePathStyle: boolean;
  /** Browser origins allowed to upload to the files bucket besides the CloudFront distribution. */
  extraWebOrigins: string[];
  lambdaTimeout: Duration;
  /** CloudWatch namespace of the functions' business metrics (functions/lib/metrics.ts). */
  metricsNamespace: string;
  /** S3 server access logs and CloudFront logs: how long they are kept, and whether a destroy keeps them. */
  accessLogDays: number;
  accessLogRemoval: RemovalPolicy;
}

export function isStage(value: unknown): value is Stage {
  return typeof value === 'string' && (stages as readonly string[]).includes(value);
}

/** Reads and validates the `stage` context value. */
export function stageFromContext(node: Node): Stage {
  const value: unknown = node.tryGetContext('stage') ?? 'dev';
  if (!isStage(value)) {
    throw new Error(`Unknown stage ${JSON.stringify(value)}: use -c stage=${stages.join('|')}`);
  }
  return value;
}

const localDevOrigins = ['http://localhost:3000', 'http://localhost:5173'];

export function stageSettings(stage: Stage): StageSettings {
  const production = stage === 'prod';
  return {
    stage,
    prefix: `fleet-${stage}`,
    userPoolRemoval: production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    logRetention: production ? RetentionDays.ONE_YEAR : RetentionDays.ONE_MONTH,
    architecture: stage === 'local' && process.arch !== 'arm64' ? Architecture.X86_64 : Architecture.ARM_64,
    s3ForcePathStyle: stage === 'local',
    extraWebOrigins: production ? [] : localDevOrigins,
    lambdaTimeout: Duration.seconds(10),
    metricsNamespace: `FleetWorkshop/${stage}`,
    accessLogDays: production ? 365 : 30,
    accessLogRemoval: production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
  };
}
