import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { Template, Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestStacks, testStacks } from './test/testing.ts';
import type { WebStack } from './web-stack.ts';

type Resources = Record<string, { Properties: Record<string, unknown> }>;

// Managed policy ids (CloudFront's, the same in every account).
const cachingDisabled = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
const allViewerExceptHostHeader = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';

describe('stack: web', () => {
  let stack: WebStack;
  let template: Template;

  beforeAll(async () => {
    ({ web: stack } = await testStacks());
    template = Template.fromStack(stack);
  });

  it('keeps the SPA bucket private, encrypted and TLS-only', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
    });
  });

  it('reads the bucket through origin access control, for this distribution only', () => {
    template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: {
        OriginAccessControlOriginType: 's3',
        SigningBehavior: 'always',
        SigningProtocol: 'sigv4',
      },
    });
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Origins: Match.arrayWith([
          Match.objectLike({
            OriginAccessControlId: { 'Fn::GetAtt': [Match.anyValue(), 'Id'] },
            S3OriginConfig: { OriginAccessIdentity: '' },
          }),
        ]),
      }),
    });
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Allow',
            Action: 's3:GetObject',
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Condition: { StringEquals: { 'AWS:SourceArn': Match.anyValue() } },
          }),
        ]),
      },
    });
  });

  it('serves index.html at the root and for client-side routes, without rewriting API errors', () => {
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        // Distribution-wide 403/404 pages would turn the API's 403 and 404 into index.html.
        CustomErrorResponses: Match.absent(),
        DefaultCacheBehavior: Match.objectLike({
          ViewerProtocolPolicy: 'redirect-to-https',
          FunctionAssociations: [
            {
              EventType: 'viewer-request',
              FunctionARN: { 'Fn::GetAtt': [Match.stringLikeRegexp('^SpaRouting'), 'FunctionARN'] },
            },
          ],
        }),
      }),
    });
  });

  it('rewrites paths without a file extension to /index.html (SPA fallback)', () => {
    const [routing] = Object.values(template.findResources('AWS::CloudFront::Function') as Resources);
    const code = routing!.Properties.FunctionCode as string;
    const route = (uri: string) =>
      (runInNewContext(`${code}; handler({ request: { uri: ${JSON.stringify(uri)} } })`) as { uri: string })
        .uri;

    expect(route('/')).toBe('/index.html');
    expect(route('/job-orders/2024/17')).toBe('/index.html');
    expect(route('/login')).toBe('/index.html');
    expect(route('/assets/index-3f2a.js')).toBe('/assets/index-3f2a.js');
    expect(route('/config.json')).toBe('/config.json');
  });

  it('forwards /api/* to the HTTP API uncached with every viewer header but Host', () => {
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        CacheBehaviors: [
          Match.objectLike({
            PathPattern: '/api/*',
            AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
            CachePolicyId: cachingDisabled,
            OriginRequestPolicyId: allViewerExceptHostHeader,
            ViewerProtocolPolicy: 'https-only',
          }),
        ],
        Origins: Match.arrayWith([
          Match.objectLike({
            DomainName: {
              'Fn::Join': [
                '',
                [
                  { 'Fn::ImportValue': Match.stringLikeRegexp('HttpApi') },
                  '.execute-api.me-south-1.',
                  { Ref: 'AWS::URLSuffix' },
                ],
              ],
            },
            CustomOriginConfig: Match.objectLike({ OriginProtocolPolicy: 'https-only' }),
          }),
        ]),
      }),
    });
  });

  it('adds security headers to every response', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          StrictTransportSecurity: {
            AccessControlMaxAgeSec: 31536000,
            IncludeSubdomains: true,
            Override: true,
          },
          ContentTypeOptions: { Override: true },
          FrameOptions: { FrameOption: 'DENY', Override: true },
          ReferrerPolicy: { ReferrerPolicy: 'strict-origin-when-cross-origin', Override: true },
          ContentSecurityPolicy: Match.objectLike({ Override: true }),
        }),
      }),
    });
    const [distribution] = Object.values(
      template.findResources('AWS::CloudFront::Distribution') as Resources,
    );
    const config = JSON.stringify(distribution!.Properties.DistributionConfig);
    expect(config.match(/"ResponseHeadersPolicyId":{"Ref":"SecurityHeaders/g)).toHaveLength(2);
  });

  it('allows the API, the WebSocket, Cognito and the files bucket in the content security policy', () => {
    const [policy] = Object.values(
      template.findResources('AWS::CloudFront::ResponseHeadersPolicy') as Resources,
    );
    const csp = JSON.stringify(policy!.Properties);

    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('connect-src');
    expect(csp).toContain('https://cognito-idp.me-south-1.');
    expect(csp).toContain('wss://');
    expect(csp).toMatch(/FilesBucket\w*RegionalDomainName/);
  });

  it('publishes the runtime config as /config.json next to the SPA', () => {
    expect(Object.keys(stack.runtimeConfig).sort()).toEqual(
      [
        'apiBaseUrl',
        'authFlowType',
        'region',
        'stage',
        'userPoolClientId',
        'userPoolId',
        'webSocketUrl',
      ].sort(),
    );
    expect(stack.runtimeConfig.apiBaseUrl).toBe('/api');
    template.resourceCountIs('Custom::CDKBucketDeployment', 1);
    // Two sources: the page(s) and config.json, whose markers are the deploy-time ids.
    template.hasResourceProperties('Custom::CDKBucketDeployment', {
      SourceObjectKeys: [Match.stringLikeRegexp('\\.zip$'), Match.stringLikeRegexp('\\.zip$')],
      SourceMarkers: [{}, Match.objectLike({})],
      SystemMetadata: { 'cache-control': 'no-cache' },
      DistributionPaths: ['/*'],
    });
    template.hasOutput('WebUrl', {});
  });

  it("logs CloudFront's requests and the site bucket's access to a private log bucket", () => {
    const buckets = template.findResources('AWS::S3::Bucket') as Resources;
    const [logBucket] = Object.entries(buckets).find(([id]) => id.startsWith('AccessLogsBucket'))!;

    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Logging: {
          Bucket: { 'Fn::GetAtt': [logBucket, 'RegionalDomainName'] },
          Prefix: 'cloudfront/',
        },
      }),
    });
    template.hasResourceProperties('AWS::S3::Bucket', {
      LoggingConfiguration: { DestinationBucketName: { Ref: logBucket }, LogFilePrefix: 'site-bucket/' },
    });
    // CloudFront's standard logs are delivered with an ACL.
    expect(buckets[logBucket]!.Properties).toMatchObject({
      OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerPreferred' }] },
      LifecycleConfiguration: { Rules: [expect.objectContaining({ ExpirationInDays: 30 })] },
    });
  });

  it('caches the hashed assets of a built SPA for a year', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'fleet-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Fleet</title>');
    writeFileSync(path.join(dist, 'assets', 'index-3f2a.js'), 'console.log(1)');

    const { web } = await buildTestStacks({}, { spaDirectory: dist });
    const built = Template.fromStack(web);
    rmSync(dist, { recursive: true, force: true });

    built.resourceCountIs('Custom::CDKBucketDeployment', 2);
    built.hasResourceProperties('Custom::CDKBucketDeployment', {
      DestinationBucketKeyPrefix: 'assets/',
      SystemMetadata: { 'cache-control': 'public, max-age=31536000, immutable' },
    });
  });
});
