/**
 * Wires the stacks together (auth -> data -> realtime -> api -> web, then monitoring). Shared by
 * bin/app.ts and the assertion tests so both build exactly the same app.
 */
import type { App, Environment } from 'aws-cdk-lib';
import { Tags } from 'aws-cdk-lib';
import type { ModuleDefinition } from '@fleet/functions/lib/registry';
import { ApiStack } from './api-stack.ts';
import { AuthStack } from './auth-stack.ts';
import { stageFromContext, stageSettings } from './config.ts';
import { DataStack } from './data-stack.ts';
import { MonitoringStack } from './monitoring-stack.ts';
import { RealtimeStack } from './realtime-stack.ts';
import { WebStack, type CustomDomain } from './web-stack.ts';

export interface FleetAppOptions {
  modules: readonly ModuleDefinition[];
  env?: Environment;
  spaDirectory?: string;
  webOrigins?: string[];
  customDomain?: CustomDomain;
  /** Where the stage's alarms are e-mailed (`-c alarmEmail=...`). */
  alarmEmail?: string;
}

export interface FleetStacks {
  auth: AuthStack;
  data: DataStack;
  realtime: RealtimeStack;
  api: ApiStack;
  web: WebStack;
  monitoring: MonitoringStack;
}

export function createFleetStacks(app: App, options: FleetAppOptions): FleetStacks {
  const settings = stageSettings(stageFromContext(app.node));
  const name = (concern: string) => `${settings.prefix}-${concern}`;
  const common = { env: options.env, settings };

  const auth = new AuthStack(app, name('auth'), {
    ...common,
    description: 'Fleet Workshop sign-in: Cognito',
  });
  const data = new DataStack(app, name('data'), {
    ...common,
    description: 'Fleet Workshop storage: DynamoDB table and files bucket',
    webOrigins: options.webOrigins,
  });
  const realtime = new RealtimeStack(app, name('realtime'), {
    ...common,
    description: 'Fleet Workshop events and WebSocket notifications',
    table: data.table,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    issuer: auth.issuer,
  });
  const api = new ApiStack(app, name('api'), {
    ...common,
    description: 'Fleet Workshop HTTP API: one Lambda per module',
    modules: options.modules,
    table: data.table,
    filesBucket: data.filesBucket,
    filePolicies: data.filePolicies,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    issuer: auth.issuer,
    bus: realtime.bus,
    webSocketApi: realtime.webSocketApi,
    webSocketManagementEndpoint: realtime.managementEndpoint,
  });
  const web = new WebStack(app, name('web'), {
    ...common,
    description: 'Fleet Workshop web app: S3 + CloudFront',
    httpApi: api.httpApi,
    webSocketApi: realtime.webSocketApi,
    webSocketUrl: realtime.webSocketUrl,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    filesBucketDomain: data.filesBucket.bucketRegionalDomainName,
    spaDirectory: options.spaDirectory,
    customDomain: options.customDomain,
  });

  const monitoring = new MonitoringStack(app, name('monitoring'), {
    ...common,
    description: 'Fleet Workshop alarms and dashboard',
    httpApi: api.httpApi,
    webSocketApi: realtime.webSocketApi,
    functionNames: [...api.moduleFunctions.values(), ...realtime.functions].map(
      (handler) => handler.fleetFunctionName,
    ),
    deadLetterQueueNames: realtime.subscriptions.map((subscription) => subscription.deadLetterQueueName),
    alarmEmail: options.alarmEmail,
  });

  Tags.of(app).add('project', 'fleet-workshop');
  Tags.of(app).add('stage', settings.stage);
  return { auth, data, realtime, api, web, monitoring };
}
