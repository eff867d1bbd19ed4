/**
 * A bucket for access logs: S3 server access logs of the stack's buckets and, in the web stack,
 * CloudFront's standard logs. Private, encrypted, TLS only, expired after the stage's log period.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import type { StageSettings } from '../config.ts';
import { acknowledge } from '../nag.ts';

export interface AccessLogBucketProps {
  settings: StageSettings;
  /** CloudFront writes its standard logs with an ACL, so the bucket keeps ACLs enabled for it. */
  cloudFrontLogs?: boolean;
}

export class AccessLogBucket extends s3.Bucket {
  constructor(scope: Construct, id: string, props: AccessLogBucketProps) {
    const { settings } = props;
    super(scope, id, {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: props.cloudFrontLogs
        ? s3.ObjectOwnership.BUCKET_OWNER_PREFERRED
        : s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      lifecycleRules: [{ id: 'expire-logs', expiration: Duration.days(settings.accessLogDays) }],
      removalPolicy: settings.accessLogRemoval,
      autoDeleteObjects: settings.accessLogRemoval === RemovalPolicy.DESTROY,
    });
    acknowledge(
      this,
      'S1',
      'This bucket receives the access logs; logging the log deliveries themselves would only add noise.',
    );
  }
}
