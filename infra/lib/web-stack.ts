/**
 * The SPA: a private bucket behind CloudFront (origin access control), security headers on every
 * response, and `/api/*` forwarded to the HTTP API so the browser calls the same origin. The SPA's
 * runtime settings are written next to it as `/config.json`.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import type { StageSettings } from './config.ts';

/** `/config.json`: what the SPA reads at start-up (the local runtime serves the same shape). */
export interface RuntimeConfig {
  stage: string;
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** Amplify's flow; cognito-local only knows USER_PASSWORD_AUTH, so both runtimes use it. */
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

    this.siteBucket = new s3.Bucket(this, 'SiteBucket', {
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

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `${settings.prefix} web`,
      defaultRootObject: 'index.html',
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
  }
}
