/**
 * Storage: the single table (shape from functions/lib/table.ts, shared with the local runtime), the
 * files bucket the browser uploads to through presigned POSTs with its access logs, and the policies
 * that grant the functions its objects by key prefix (module-access.ts `fileGrants`).
 */
import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { tableDefinition } from '@fleet/functions/lib/table';
import type { StageSettings } from './config.ts';
import { AccessLogBucket } from './constructs/access-log-bucket.ts';
import { fileGrants, type FileGrant } from './module-access.ts';
import { acknowledgeWildcardResource } from './nag.ts';

export interface DataStackProps extends StackProps {
  settings: StageSettings;
  /**
   * Browser origins allowed to upload and download files. The CloudFront domain is only known after
   * the web stack (which depends on this one), so by default any CloudFront distribution's origin is
   * allowed; the presigned request itself is what authorizes an upload.
   */
  webOrigins?: string[];
}

const string = (name: string) => ({ name, type: dynamodb.AttributeType.STRING });

export class DataStack extends Stack {
  readonly table: dynamodb.Table;
  readonly filesBucket: s3.Bucket;
  readonly accessLogsBucket: s3.Bucket;
  /**
   * One customer-managed policy per file grant, kept beside the bucket so its object wildcard is
   * acknowledged once, here; the API stack attaches them to the modules that need them.
   */
  readonly filePolicies: Record<FileGrant, iam.ManagedPolicy>;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const { settings } = props;

    this.table = new dynamodb.Table(this, 'Table', {
      partitionKey: string(tableDefinition.partitionKey),
      sortKey: string(tableDefinition.sortKey),
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      timeToLiveAttribute: tableDefinition.timeToLiveAttribute,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      encryption: dynamodb.TableEncryption.AWS_MANAGED,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of tableDefinition.indexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: string(index.partitionKey),
        sortKey: string(index.sortKey),
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }

    const webOrigins = props.webOrigins ?? ['https://*.cloudfront.net', ...settings.extraWebOrigins];
    this.accessLogsBucket = new AccessLogBucket(this, 'AccessLogsBucket', { settings });
    this.filesBucket = new s3.Bucket(this, 'FilesBucket', {
      serverAccessLogsBucket: this.accessLogsBucket,
      serverAccessLogsPrefix: 'files-bucket/',
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      cors: [
        {
          allowedMethods: [s3.HttpMethods.POST, s3.HttpMethods.PUT, s3.HttpMethods.GET, s3.HttpMethods.HEAD],
          allowedOrigins: webOrigins,
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag', 'Location'],
          maxAge: 3000,
        },
      ],
      lifecycleRules: [
        { id: 'abort-incomplete-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.filePolicies = Object.fromEntries(
      (Object.keys(fileGrants) as FileGrant[]).map((name) => [name, this.filePolicy(name)]),
    ) as Record<FileGrant, iam.ManagedPolicy>;

    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'FilesBucketName', { value: this.filesBucket.bucketName });
  }

  private filePolicy(name: FileGrant): iam.ManagedPolicy {
    const grant = fileGrants[name];
    const objects = this.filesBucket.arnForObjects(`${grant.prefix}*`);
    const policy = new iam.ManagedPolicy(this, `FilesPolicy${name.replace(/[^A-Za-z]/g, '')}`, {
      description: `Files bucket: ${grant.actions.join(', ')} under ${grant.prefix}`,
      statements: [
        new iam.PolicyStatement({ actions: [...grant.actions], resources: [objects] }),
        ...(grant.listBucket
          ? [new iam.PolicyStatement({ actions: ['s3:ListBucket'], resources: [this.filesBucket.bucketArn] })]
          : []),
      ],
    });
    acknowledgeWildcardResource(
      policy,
      objects,
      `Object keys under ${grant.prefix} are made at run time (a new id per upload, a project per sync file); the grant is limited to that prefix and to ${grant.actions.join(', ')}.`,
    );
    return policy;
  }
}
