/**
 * The SPA: a private bucket behind CloudFront (origin access control), security headers on every
 * response, and `/api/*` forwarded to the HTTP API so the browser calls the same origin. The SPA's
 * runtime settings are written next to it as `/config.json`. CloudFront's logs and the bucket's access
 * logs go to a log bucket; with a custom domain and certificate viewers need TLS 1.2 or later.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import type { StageSettings } from './config.ts';
import { AccessLogBucket } from './constructs/access-log-bucket.ts';
import { acknowledge, flattenResolved } from './nag.ts';

/** `/config.json`: what the SPA reads at start-up (the local runtime serves the same shape). */
export interface RuntimeConfig {
  stage: string;
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** Kept in the runtime config for older builds: the SPA never signs in through Amplify (Auth/login hands it the tokens) and the client allows no public password flow. */
  authFlowType: 'USER_PASSWORD_AUTH';
  apiBaseUrl: string;
  webSocketUrl: string;
}

export interface WebStackProps extends StackProps {
  settings: StageSettings;
  httpApi: apigwv2.IHttpApi;
  webSocketApi: apigwv2.IWebSocketApi;
  webSocketUrl: string;
  userPool: cognito.IUserPool;
  userPoolClient: cognito.IUserPoolClient;
  /** The files bucket the browser uploads to and downloads from (presigned). */
  filesBucketDomain: string;
  /** The built SPA (web/dist); without it a placeholder page is deployed. */
  spaDirectory?: string;
  /** A custom domain: its names and an ACM certificate in us-east-1 (`-c domainNames=... -c certificateArn=...`). */
  customDomain?: CustomDomain;
}

export interface CustomDomain {
  domainNames: string[];
  certificateArn: string;
}

// Client-side routes (no file extension) get the SPA shell; files and /api/* pass through untouched.
// Done here rather than with distribution-wide 403/404 error pages, which would also rewrite the
// API's own 403 and 404 answers into index.html.
const spaRoutingCode = `function handler(event) {
  var request = event.request;
  var last = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

const placeholderPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fleet Workshop</title></head>
<body><p>Fleet Workshop is deployed. Build the web app (npm run build -w web) and deploy again to publish it.</p></body></html>`;

export class WebStack extends Stack {
  readonly siteBucket: s3.Bucket;
  readonly accessLogsBucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  readonly securityHeaders: cloudfront.ResponseHeadersPolicy;
  readonly runtimeConfig: RuntimeConfig;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { settings } = props;
    const awsDomain = (prefix: string) => `${prefix}.${this.region}.${this.urlSuffix}`;
    const apiDomain = awsDomain(`${props.httpApi.apiId}.execute-api`);
    const webSocketDomain = awsDomain(`${props.webSocketApi.apiId}.execute-api`);
    const cognitoDomain = awsDomain('cognito-idp');

    this.accessLogsBucket = new AccessLogBucket(this, 'AccessLogsBucket', { settings, cloudFrontLogs: true });
    this.siteBucket = new s3.Bucket(this, 'SiteBucket', {
      serverAccessLogsBucket: this.accessLogsBucket,
      serverAccessLogsPrefix: 'site-bucket/',
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      // Rebuilt from web/dist on every deploy.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    const contentSecurityPolicy = [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      `img-src 'self' data: blob: https://${props.filesBucketDomain}`,
      "font-src 'self' data:",
      `connect-src 'self' https://${cognitoDomain} wss://${webSocketDomain} https://${props.filesBucketDomain}`,
      "worker-src 'self' blob:",
      `frame-src 'self' blob: https://${props.filesBucketDomain}`,
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      'upgrade-insecure-requests',
    ].join('; ');

    this.securityHeaders = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: `${settings.prefix} security headers`,
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(365),
          includeSubdomains: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
        xssProtection: { protection: false, override: true },
        contentSecurityPolicy: { contentSecurityPolicy, override: true },
      },
      customHeadersBehavior: {
        customHeaders: [
          { header: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()', override: true },
        ],
      },
    });

    const spaRouting = new cloudfront.Function(this, 'SpaRouting', {
      comment: 'Client-side routes get index.html',
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(spaRoutingCode),
    });

    const domain = props.customDomain;
    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `${settings.prefix} web`,
      defaultRootObject: 'index.html',
      enableLogging: true,
      logBucket: this.accessLogsBucket,
      logFilePrefix: 'cloudfront/',
      ...(domain
        ? {
            domainNames: domain.domainNames,
            certificate: acm.Certificate.fromCertificateArn(this, 'Certificate', domain.certificateArn),
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      // Includes the Middle East edge locations (Kuwait's users).
      priceClass: cloudfront.PriceClass.PRICE_CLASS_200,
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(this.siteBucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: this.securityHeaders,
        compress: true,
        functionAssociations: [
          { function: spaRouting, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
        ],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new origins.HttpOrigin(apiDomain, {
            protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
          }),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          // With caching off, this policy forwards Authorization, x-project and x-session; Host must stay API Gateway's.
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: this.securityHeaders,
          compress: true,
        },
      },
    });

    this.acknowledgeDistribution(domain);

    this.runtimeConfig = {
      stage: settings.stage,
      region: this.region,
      userPoolId: props.userPool.userPoolId,
      userPoolClientId: props.userPoolClient.userPoolClientId,
      authFlowType: 'USER_PASSWORD_AUTH',
      apiBaseUrl: '/api',
      webSocketUrl: props.webSocketUrl,
    };
    this.deploySite(props.spaDirectory);

    new CfnOutput(this, 'WebUrl', { value: `https://${this.distribution.distributionDomainName}` });
    new CfnOutput(this, 'DistributionId', { value: this.distribution.distributionId });
    new CfnOutput(this, 'SiteBucketName', { value: this.siteBucket.bucketName });
    new CfnOutput(this, 'RuntimeConfig', { value: this.toJsonString(this.runtimeConfig) });
  }

  /**
   * Hashed files under assets/ are cached for a year; index.html, config.json and the rest are
   * revalidated on every load so a deploy shows at once.
   */
  private deploySite(spaDirectory: string | undefined): void {
    const assetsDirectory = spaDirectory && path.join(spaDirectory, 'assets');
    let hashedAssets: s3deploy.BucketDeployment | undefined;
    if (assetsDirectory && existsSync(assetsDirectory)) {
      hashedAssets = new s3deploy.BucketDeployment(this, 'DeployAssets', {
        sources: [s3deploy.Source.asset(assetsDirectory)],
        destinationBucket: this.siteBucket,
        destinationKeyPrefix: 'assets/',
        cacheControl: [s3deploy.CacheControl.fromString('public, max-age=31536000, immutable')],
        memoryLimit: 512,
      });
    }
    const shell = new s3deploy.BucketDeployment(this, 'DeployShell', {
      sources: [
        spaDirectory
          ? s3deploy.Source.asset(spaDirectory, { exclude: ['assets', 'assets/**', 'config.json'] })
          : s3deploy.Source.data('index.html', placeholderPage),
        s3deploy.Source.jsonData('config.json', this.runtimeConfig),
      ],
      destinationBucket: this.siteBucket,
      exclude: ['assets/*'],
      cacheControl: [s3deploy.CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    if (hashedAssets) shell.node.addDependency(hashedAssets);
    this.acknowledgeDeploymentHandler(shell);
  }

  private acknowledgeDistribution(domain: CustomDomain | undefined): void {
    if (!domain)
      acknowledge(
        this.distribution,
        'CFR4',
        "With CloudFront's default *.cloudfront.net certificate CloudFront itself fixes the minimum protocol (TLSv1); deploy with -c domainNames=... -c certificateArn=... to require TLS 1.2 (TLSv1.2_2021).",
      );
    acknowledge(
      this.distribution,
      'CFR1',
      "The product serves Kuwait's ministry and company staff, who also sign in while travelling; sign-in, rights and the API's throttling protect it, not the viewer's country.",
    );
    acknowledge(
      this.distribution,
      'CFR2',
      'No WAF web ACL: every API call needs a Cognito token (a public few are listed in api-stack.ts), sign-in locks out repeated failures and the API is throttled; add a CloudFront web ACL (us-east-1) if the threat model changes.',
    );
  }

  /**
   * The CDK's own BucketDeployment handler (one per stack, shared by both deployments): its runtime,
   * role and policy are the CDK's. Each finding on it is acknowledged by name.
   */
  private acknowledgeDeploymentHandler(deployment: s3deploy.BucketDeployment): void {
    const role = deployment.handlerRole;
    acknowledge(
      role,
      'IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      "The CDK's BucketDeployment handler role comes with AWS's basic Lambda execution policy.",
    );
    const copyActions = ['s3:GetObject*', 's3:GetBucket*', 's3:List*', 's3:DeleteObject*', 's3:Abort*'];
    for (const action of copyActions)
      acknowledge(
        role,
        `IAM5[Action::${action}]`,
        "The CDK's BucketDeployment grants read of the CDK asset and read/write of the site bucket with these action groups to copy the built SPA.",
      );
    const policy = role.node.tryFindChild('DefaultPolicy') as iam.Policy;
    const statements = (this.resolve(policy.document) as { Statement: { Resource: unknown }[] }).Statement;
    const resources = new Set(
      statements.flatMap((statement) =>
        (Array.isArray(statement.Resource) ? statement.Resource : [statement.Resource]).map(flattenResolved),
      ),
    );
    for (const resource of [...resources].filter((name) => name.includes('*')))
      acknowledge(
        role,
        `IAM5[Resource::${resource}]`,
        resource === '*'
          ? 'CloudFront CreateInvalidation (the deploy invalidates /*) is not resource-scoped in the CDK handler.'
          : "The objects of the CDK bootstrap asset bucket (the SPA's zip) and of the site bucket, which the deployment copies.",
      );
    const handler = this.node.children.find((child) =>
      child.node.id.startsWith('Custom::CDKBucketDeployment'),
    );
    if (handler)
      acknowledge(
        handler,
        'L1',
        "The CDK's BucketDeployment handler runs the runtime aws-cdk-lib chose for it, not one this app sets.",
      );
  }
}
