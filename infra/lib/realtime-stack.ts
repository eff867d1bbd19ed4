/**
 * Events and realtime: the EventBridge bus, one rule per `busRules` entry (shared with the local
 * bus) delivering to its subscriber with a DLQ, and the WebSocket API whose connections the
 * notifications subscriber pushes to.
 */
import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { WebSocketLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import type { Construct } from 'constructs';
import { busRules, scheduledTasks } from '@fleet/shared';
import { bundleName, webSocketRoutes } from '../build-lambdas.ts';
import type { StageSettings } from './config.ts';
import { BusSubscription } from './constructs/bus-subscription.ts';
import { FleetFunction, type FleetEnvironment } from './constructs/fleet-function.ts';

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

export class RealtimeStack extends Stack {
  readonly bus: events.EventBus;
  readonly webSocketApi: apigwv2.WebSocketApi;
  readonly webSocketStage: apigwv2.WebSocketStage;
  /** `https://{apiId}.execute-api.{region}.amazonaws.com/{stage}`: where functions post to connections. */
  readonly managementEndpoint: string;
  /** `wss://...`: what the SPA connects to. */
  readonly webSocketUrl: string;
  readonly subscriptions: BusSubscription[] = [];

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
      table.grantReadWriteData(handler);
      if (pushingWebSocketRoutes.has(route.file)) this.webSocketApi.grantManageConnections(handler);
      this.webSocketApi.addRoute(route.routeKey, {
        integration: new WebSocketLambdaIntegration(`${route.file}Integration`, handler),
      });
    }

    this.webSocketStage = new apigwv2.WebSocketStage(this, 'WebSocketStage', {
      webSocketApi: this.webSocketApi,
      stageName,
      autoDeploy: true,
      throttle: { rateLimit: 100, burstLimit: 200 },
    });
    this.webSocketUrl = this.webSocketStage.url;

    for (const rule of busRules) {
      const subscriber = new FleetFunction(this, `Subscriber${rule.subscriber}`, {
        settings,
        bundle: bundleName.subscriber(rule.subscriber),
        description: rule.description,
        environment,
      });
      table.grantReadWriteData(subscriber);
      if (pushingSubscribers.has(rule.subscriber)) this.webSocketApi.grantManageConnections(subscriber);
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
      table.grantReadWriteData(scheduled);
      this.bus.grantPutEventsTo(scheduled);
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
}
