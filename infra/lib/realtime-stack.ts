/**
 * Events and realtime: the EventBridge bus, one rule per `busRules` entry (shared with the local
 * bus) delivering to its subscriber with a DLQ, and the WebSocket API (with access logs) whose
 * connections the notifications subscriber pushes to.
 */
import { ArnFormat, CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigateway';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { busRules, scheduledTasks } from '@fleet/shared';
import { bundleName, webSocketRoutes } from '../build-lambdas.ts';
import type { StageSettings } from './config.ts';
import { BusSubscription } from './constructs/bus-subscription.ts';
import { FleetFunction, type FleetEnvironment } from './constructs/fleet-function.ts';
import { grantTable } from './grants.ts';
import { acknowledge, acknowledgeWildcardResource } from './nag.ts';

export interface RealtimeStackProps extends StackProps {
  settings: StageSettings;
  table: dynamodb.ITable;
  userPool: cognito.IUserPool;
  userPoolClient: cognito.IUserPoolClient;
  issuer: string;
}

/** Functions that post to WebSocket connections and so need execute-api:ManageConnections. */
const pushingSubscribers = new Set<string>(['notifications', 'projections']);
const pushingWebSocketRoutes = new Set<string>(['default']);

/** Why a WebSocket route has no API Gateway authorizer (cdk-nag APIG4). */
const webSocketRouteReasons: Record<string, string> = {
  $connect:
    'The browser cannot send an Authorization header on a WebSocket: $connect verifies the Cognito token and signed session from the query string itself (functions/platform/ws/connect.ts) and refuses with 401/403.',
  $disconnect:
    'API Gateway does not allow an authorizer on $disconnect; it only removes the closed connection.',
  $default:
    'Messages reach $default only on a connection $connect accepted after checking its token; an authorizer applies to $connect alone.',
};

export class RealtimeStack extends Stack {
  readonly bus: events.EventBus;
  readonly webSocketApi: apigwv2.WebSocketApi;
  readonly webSocketStage: apigwv2.WebSocketStage;
  /** `https://{apiId}.execute-api.{region}.amazonaws.com/{stage}`: where functions post to connections. */
  readonly managementEndpoint: string;
  /** `wss://...`: what the SPA connects to. */
  readonly webSocketUrl: string;
  readonly subscriptions: BusSubscription[] = [];
  /** Posting to this stage's connections; attached to every function that pushes. */
  readonly pushPolicy: iam.ManagedPolicy;
  /** Every function of the stack (alarms and the dashboard). */
  readonly functions: FleetFunction[] = [];

  constructor(scope: Construct, id: string, props: RealtimeStackProps) {
    super(scope, id, props);
    const { settings, table } = props;

    this.bus = new events.EventBus(this, 'Bus', { eventBusName: settings.prefix });

    this.webSocketApi = new apigwv2.WebSocketApi(this, 'WebSocketApi', {
      apiName: `${settings.prefix}-ws`,
      description: 'Fleet Workshop notifications pushed to signed-in browsers.',
    });
    const stageName = settings.stage;
    this.managementEndpoint = `https://${this.webSocketApi.apiId}.execute-api.${this.region}.${this.urlSuffix}/${stageName}`;

    const connections = this.formatArn({
      service: 'execute-api',
      resource: this.webSocketApi.apiId,
      resourceName: `${stageName}/POST/@connections/*`,
      arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
    });
    this.pushPolicy = new iam.ManagedPolicy(this, 'PushPolicy', {
      description: `Post to the connections of the ${settings.prefix} WebSocket API`,
      statements: [
        new iam.PolicyStatement({ actions: ['execute-api:ManageConnections'], resources: [connections] }),
      ],
    });
    acknowledgeWildcardResource(
      this.pushPolicy,
      connections,
      'Connection ids are made by API Gateway at run time; the grant is this API, its stage and POST (PostToConnection) only.',
    );

    const environment: FleetEnvironment = {
      TABLE_NAME: table.tableName,
      USER_POOL_ID: props.userPool.userPoolId,
      USER_POOL_CLIENT_ID: props.userPoolClient.userPoolClientId,
      JWT_ISSUER: props.issuer,
      EVENT_BUS_NAME: this.bus.eventBusName,
      WS_MANAGEMENT_ENDPOINT: this.managementEndpoint,
    };

    for (const route of webSocketRoutes) {
      const handler = new FleetFunction(this, `WebSocket${route.file}`, {
        settings,
        bundle: bundleName.webSocket(route.file),
        description: `WebSocket ${route.routeKey}`,
        environment,
      });
      grantTable(table, handler, 'readWrite');
      if (pushingWebSocketRoutes.has(route.file)) handler.role!.addManagedPolicy(this.pushPolicy);
      this.functions.push(handler);
      const added = this.webSocketApi.addRoute(route.routeKey, {
        integration: new WebSocketLambdaIntegration(`${route.file}Integration`, handler),
      });
      acknowledge(added, 'APIG4', webSocketRouteReasons[route.routeKey]!);
    }

    this.webSocketStage = new apigwv2.WebSocketStage(this, 'WebSocketStage', {
      webSocketApi: this.webSocketApi,
      stageName,
      autoDeploy: true,
      throttle: { rateLimit: 100, burstLimit: 200 },
    });
    this.webSocketUrl = this.webSocketStage.url;
    this.enableAccessLogs(settings);

    for (const rule of busRules) {
      const subscriber = new FleetFunction(this, `Subscriber${rule.subscriber}`, {
        settings,
        bundle: bundleName.subscriber(rule.subscriber),
        description: rule.description,
        environment,
      });
      grantTable(table, subscriber, 'readWrite');
      if (pushingSubscribers.has(rule.subscriber)) subscriber.role!.addManagedPolicy(this.pushPolicy);
      this.functions.push(subscriber);
      this.subscriptions.push(
        new BusSubscription(this, `Rule${rule.name}`, {
          bus: this.bus,
          ruleName: `${settings.prefix}-${rule.name}`,
          description: rule.description,
          eventPattern: rule.eventPattern,
          subscriber,
        }),
      );
    }

    for (const task of scheduledTasks) {
      const scheduled = new FleetFunction(this, `Scheduled${task.handler}`, {
        settings,
        bundle: bundleName.scheduled(task.handler),
        description: task.description,
        environment,
      });
      grantTable(table, scheduled, 'readWrite');
      this.bus.grantPutEventsTo(scheduled);
      this.functions.push(scheduled);
      new events.Rule(this, `Schedule${task.name}`, {
        ruleName: `${settings.prefix}-${task.name}`,
        description: task.description,
        schedule: events.Schedule.rate(Duration.minutes(task.rateMinutes)),
        targets: [new targets.LambdaFunction(scheduled, { retryAttempts: 2 })],
      });
    }

    new CfnOutput(this, 'EventBusName', { value: this.bus.eventBusName });
    new CfnOutput(this, 'WebSocketUrl', { value: this.webSocketUrl });
    new CfnOutput(this, 'WebSocketManagementEndpoint', { value: this.managementEndpoint });
  }

  /**
   * Access logs of the WebSocket stage. API Gateway writes them (for WebSocket and REST APIs) with the
   * region's account-wide CloudWatch role, which this stack sets unless `-c apiGatewayCloudWatchRole=false`
   * says the account already has one; both are kept on destroy, as another stage may rely on them.
   */
  private enableAccessLogs(settings: StageSettings): void {
    const accessLogs = new logs.LogGroup(this, 'WebSocketAccessLogs', { retention: settings.logRetention });
    const stage = this.webSocketStage.node.defaultChild as apigwv2.CfnStage;
    stage.accessLogSettings = {
      destinationArn: accessLogs.logGroupArn,
      format: JSON.stringify({
        requestId: '$context.requestId',
        ip: '$context.identity.sourceIp',
        eventType: '$context.eventType',
        routeKey: '$context.routeKey',
        connectionId: '$context.connectionId',
        status: '$context.status',
        latency: '$context.integrationLatency',
        error: '$context.error.message',
      }),
    };
    if (String(this.node.tryGetContext('apiGatewayCloudWatchRole')) === 'false') return;
    const role = new iam.Role(this, 'ApiGatewayCloudWatchRole', {
      assumedBy: new iam.ServicePrincipal('apigateway.amazonaws.com'),
      description: "API Gateway's account-wide role for writing access logs to CloudWatch",
      managedPolicies: [
        iam.ManagedPolicy.fromAwsManagedPolicyName('service-role/AmazonAPIGatewayPushToCloudWatchLogs'),
      ],
    });
    role.applyRemovalPolicy(RemovalPolicy.RETAIN);
    acknowledge(
      role,
      'IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
      "AWS's own policy for API Gateway's logging role, kept current by AWS as API Gateway's log delivery changes.",
    );
    const account = new apigw.CfnAccount(this, 'ApiGatewayAccount', { cloudWatchRoleArn: role.roleArn });
    account.applyRemovalPolicy(RemovalPolicy.RETAIN);
    this.webSocketStage.node.addDependency(account);
  }
}
