import { Template, Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { tableDefinition } from '@fleet/functions/lib/table';
import { buildTestStacks, testStacks } from './test/testing.ts';

describe('stack: data', () => {
  let template: Template;

  beforeAll(async () => {
    const { data } = await testStacks();
    template = Template.fromStack(data);
  });

  it('creates the single table from the shared table definition', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
      TimeToLiveSpecification: { AttributeName: tableDefinition.timeToLiveAttribute, Enabled: true },
      GlobalSecondaryIndexes: tableDefinition.indexes.map((index) => ({
        IndexName: index.indexName,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    });
  });

  it('keeps the table: point-in-time recovery, deletion protection, retained on stack deletion', () => {
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        DeletionProtectionEnabled: true,
      }),
    });
  });

  it('blocks public access to the files bucket and encrypts it', () => {
    template.hasResource('AWS::S3::Bucket', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
        },
      }),
    });
  });

  it("logs the files bucket's access to a private log bucket that expires them", () => {
    const buckets = template.findResources('AWS::S3::Bucket') as Record<
      string,
      { Properties: Record<string, unknown> }
    >;
    const [logBucket] = Object.entries(buckets).find(([id]) => id.startsWith('AccessLogsBucket'))!;

    template.hasResourceProperties('AWS::S3::Bucket', {
      LoggingConfiguration: { DestinationBucketName: { Ref: logBucket }, LogFilePrefix: 'files-bucket/' },
    });
    expect(buckets[logBucket]!.Properties).toMatchObject({
      PublicAccessBlockConfiguration: { BlockPublicAcls: true, RestrictPublicBuckets: true },
      OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] },
      LifecycleConfiguration: { Rules: [expect.objectContaining({ ExpirationInDays: 30 })] },
    });
  });

  it('refuses requests without TLS to the files bucket', () => {
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Deny',
            Action: 's3:*',
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      },
    });
  });

  it('allows browser uploads and downloads from the web origins (CORS)', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: {
        CorsRules: [
          Match.objectLike({
            AllowedMethods: ['POST', 'PUT', 'GET', 'HEAD'],
            AllowedOrigins: Match.arrayWith(['https://*.cloudfront.net']),
            AllowedHeaders: ['*'],
          }),
        ],
      },
    });
  });

  it('aborts incomplete multipart uploads', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({ AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 }, Status: 'Enabled' }),
        ]),
      },
    });
  });

  it('outputs the table and bucket names the seed script reads', () => {
    template.hasOutput('TableName', { Value: { Ref: Match.stringLikeRegexp('^Table') } });
    template.hasOutput('FilesBucketName', { Value: { Ref: Match.stringLikeRegexp('^FilesBucket') } });
  });

  it('allows the local dev servers outside prod only', async () => {
    const { data } = await buildTestStacks({ stage: 'prod' });

    template.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: {
        CorsRules: [Match.objectLike({ AllowedOrigins: Match.arrayWith(['http://localhost:5173']) })],
      },
    });
    Template.fromStack(data).hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedOrigins: ['https://*.cloudfront.net'] })] },
    });
  });

  it('narrows CORS to the origins given in context', async () => {
    const { data } = await buildTestStacks({}, { webOrigins: ['https://fleet.example.com'] });

    Template.fromStack(data).hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: { CorsRules: [Match.objectLike({ AllowedOrigins: ['https://fleet.example.com'] })] },
    });
  });
});
