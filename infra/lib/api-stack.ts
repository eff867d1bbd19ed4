/**
 * The HTTP API: one Lambda per module of functions/registry.ts and the API Gateway routes that module
 * needs (`gatewayRoutes`: one `{proxy+}` route per path prefix, exact paths for calls directly under
 * /api), behind a Cognito JWT authorizer except for public routes. Nothing lists routes twice.
 */
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import type * as events from 'aws-cdk-lib/aws-events';
import type * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { gatewayRoutes, type ModuleDefinition } from '@fleet/functions/lib/registry';
import { bundleName } from '../build-lambdas.ts';
import type { StageSettings } from './config.ts';
import { FleetFunction } from './constructs/fleet-function.ts';
import { grantTable } from './grants.ts';
import { accessOf, type FileGrant } from './module-access.ts';
import { acknowledge } from './nag.ts';

export interface ApiStackProps extends StackProps {
  settings: StageSettings;
  /** The registry's modules (functions/registry.ts). */
  modules: readonly ModuleDefinition[];
  table: dynamodb.ITable;
  filesBucket: s3.IBucket;
  /** The data stack's policies granting the files bucket by prefix (module-access.ts `fileGrants`). */
  filePolicies: Record<FileGrant, iam.IManagedPolicy>;
  userPool: cognito.IUserPool;
  userPoolClient: cognito.IUserPoolClient;
  issuer: string;
  bus: events.IEventBus;
  webSocketApi: apigwv2.WebSocketApi;
  webSocketManagementEndpoint: string;
}

export interface ApiRoute {
  module: string;
  /** API Gateway path: `/api/User/{proxy+}` or an exact `/api/getGarage`. */
  path: string;
  public: boolean;
}

/** Every API Gateway route of the registry; a path claimed by two modules is an error. */
export function apiRoutes(modules: readonly ModuleDefinition[]): ApiRoute[] {
  const owners = new Map<string, string>();
  return modules.flatMap((module) =>
    gatewayRoutes(module).map((route) => {
      const owner = owners.get(route.path);
      if (owner) throw new Error(`Route ${route.path} is claimed by modules ${owner} and ${module.name}`);
      owners.set(route.path, module.name);
      return { module: module.name, ...route };
    }),
  );
}

/**
 * Why a module's public gateway routes need no authorizer (cdk-nag APIG4). A module with a public
 * route and no reason here fails the synthesis.
 */
const publicRouteReasons: Record<string, string> = {
  meta: 'The OpenAPI document (/api/openapi.json) is public reference, as the README says.',
  auth: 'Sign-in and its companions (project list, token refresh) run before the caller has a token; each checks the credentials or refresh token it is given.',
  'garage-technician':
    "getWorkshopFromAssignLeader checks the bearer token itself to answer the spec's 'Unauthorized: No valid token found' (spec 000 section 6), then the caller's rights.",
  verify: 'Anyone holding a printed document may check its verification code (read-only, no personal data).',
};

export class ApiStack extends Stack {
  readonly httpApi: apigwv2.HttpApi;
  readonly moduleFunctions = new Map<string, FleetFunction>();

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { settings } = props;

    const accessLogs = new logs.LogGroup(this, 'AccessLogs', { retention: settings.logRetention });
    this.httpApi = new apigwv2.HttpApi(this, 'HttpApi', {
      apiName: `${settings.prefix}-api`,
      description: 'Fleet Workshop API: one Lambda per module of the route registry.',
      createDefaultStage: true,
    });
    const defaultStage = this.httpApi.defaultStage?.node.defaultChild as apigwv2.CfnStage;
    defaultStage.accessLogSettings = {
      destinationArn: accessLogs.logGroupArn,
      format: JSON.stringify({
        requestId: '$context.requestId',
        ip: '$context.identity.sourceIp',
        method: '$context.httpMethod',
        path: '$context.path',
        status: '$context.status',
        latency: '$context.responseLatency',
        integrationError: '$context.integrationErrorMessage',
        authorizerError: '$context.authorizer.error',
      }),
    };
    defaultStage.defaultRouteSettings = { throttlingBurstLimit: 200, throttlingRateLimit: 100 };

    // issuer https://cognito-idp.{region}.amazonaws.com/{poolId}, audience the web client.
    const authorizer = new HttpUserPoolAuthorizer('CognitoAuthorizer', props.userPool, {
      authorizerName: 'cognito',
      userPoolClients: [props.userPoolClient],
      identitySource: ['$request.header.Authorization'],
    });
    const noAuthorizer = new apigwv2.HttpNoneAuthorizer();
    const routes = apiRoutes(props.modules);

    for (const module of props.modules) {
      const access = accessOf(module.name);
      const handler = new FleetFunction(this, `Module${module.name}`, {
        settings,
        bundle: bundleName.module(module.name),
        description: `API module ${module.name}: ${module.routes.length} calls`,
        environment: {
          TABLE_NAME: props.table.tableName,
          BUCKET_NAME: props.filesBucket.bucketName,
          USER_POOL_ID: props.userPool.userPoolId,
          USER_POOL_CLIENT_ID: props.userPoolClient.userPoolClientId,
          JWT_ISSUER: props.issuer,
          EVENT_BUS_NAME: props.bus.eventBusName,
          WS_MANAGEMENT_ENDPOINT: props.webSocketManagementEndpoint,
        },
      });
      grantTable(props.table, handler, access.table);
      for (const grant of access.files ?? []) handler.role!.addManagedPolicy(props.filePolicies[grant]);
      if (access.publishEvents) props.bus.grantPutEventsTo(handler);
      if (access.cognito?.length) {
        props.userPool.grant(handler, ...access.cognito.map((action) => `cognito-idp:${action}`));
      }
      if (access.push) props.webSocketApi.grantManageConnections(handler);
      this.moduleFunctions.set(module.name, handler);

      const integration = new HttpLambdaIntegration(`${module.name}Integration`, handler, {
        payloadFormatVersion: apigwv2.PayloadFormatVersion.VERSION_2_0,
        // One invoke permission for the API instead of one per route: a module with many exact
        // routes (lookups) would otherwise outgrow Lambda's 20 KB resource-policy limit.
        scopePermissionToRoute: false,
      });
      for (const route of routes.filter((candidate) => candidate.module === module.name)) {
        const [added] = this.httpApi.addRoutes({
          path: route.path,
          methods: [apigwv2.HttpMethod.ANY],
          integration,
          authorizer: route.public ? noAuthorizer : authorizer,
        });
        if (route.public) {
          const reason = publicRouteReasons[module.name];
          if (!reason)
            throw new Error(`Public route ${route.path}: say why in publicRouteReasons (api-stack.ts)`);
          acknowledge(added!, 'APIG4', reason);
        }
      }
    }

    new CfnOutput(this, 'ApiUrl', { value: this.httpApi.apiEndpoint });
  }
}
