import { Template, Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { busRules, scheduledTasks } from '@fleet/shared';
import { webSocketRoutes } from '../build-lambdas.ts';
import { fleetRuntime } from './constructs/fleet-function.ts';
import { testStacks } from './test/testing.ts';

type Resources = Record<string, { Properties: Record<string, unknown> }>;

describe('stack: realtime', () => {
  let template: Template;
  let functions: Resources;

  /** The logical id of the Lambda deployed from a bundle. */
  const functionId = (bundle: string) => {
    const entry = Object.entries(functions).find(
      ([, resource]) => resource.Properties.FunctionName === `fleet-dev-${bundle}`,
    );
    if (!entry) throw new Error(`no function for bundle ${bundle}`);
    return entry[0];
  };

  beforeAll(async () => {
    const { realtime } = await testStacks();
    template = Template.fromStack(realtime);
    functions = template.findResources('AWS::Lambda::Function') as Resources;
  });

  it('creates the event bus', () => {
    template.hasResourceProperties('AWS::Events::EventBus', { Name: 'fleet-dev' });
  });

  it('creates one rule per shared bus rule, targeting its subscriber with retries and a DLQ', () => {
    template.resourceCountIs('AWS::Events::Rule', busRules.length + scheduledTasks.length);
    template.resourceCountIs('AWS::SQS::Queue', busRules.length);
    for (const rule of busRules) {
      template.hasResourceProperties('AWS::Events::Rule', {
        Name: `fleet-dev-${rule.name}`,
        EventBusName: { Ref: Match.stringLikeRegexp('^Bus') },
        EventPattern: { 'detail-type': [...rule.eventPattern['detail-type']] },
        Targets: [
          {
            Arn: { 'Fn::GetAtt': [functionId(`events-${rule.subscriber}`), 'Arn'] },
            Id: Match.anyValue(),
            DeadLetterConfig: {
              Arn: { 'Fn::GetAtt': [Match.stringLikeRegexp(`^Rule${rule.name}DeadLetterQueue`), 'Arn'] },
            },
            RetryPolicy: { MaximumRetryAttempts: 8, MaximumEventAgeInSeconds: 7200 },
          },
        ],
      });
    }
  });

  it('schedules each scheduled task (the outbox relay) with its rate, allowed to publish on the bus', () => {
    for (const task of scheduledTasks) {
      template.hasResourceProperties('AWS::Events::Rule', {
        Name: `fleet-dev-${task.name}`,
        ScheduleExpression: `rate(${task.rateMinutes} minute${task.rateMinutes === 1 ? '' : 's'})`,
        Targets: [
          Match.objectLike({ Arn: { 'Fn::GetAtt': [functionId(`scheduled-${task.handler}`), 'Arn'] } }),
        ],
      });
    }
  });

  it('sends failed subscriber invocations to the same dead-letter queue', () => {
    for (const rule of busRules) {
      template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
        FunctionName: { Ref: functionId(`events-${rule.subscriber}`) },
        MaximumRetryAttempts: 2,
        DestinationConfig: {
          OnFailure: {
            Destination: {
              'Fn::GetAtt': [Match.stringLikeRegexp(`^Rule${rule.name}DeadLetterQueue`), 'Arn'],
            },
          },
        },
      });
    }
  });

  it('creates a WebSocket API with $connect, $disconnect and $default Lambda routes and a stage', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Api', { ProtocolType: 'WEBSOCKET' });
    template.resourceCountIs('AWS::ApiGatewayV2::Route', webSocketRoutes.length);
    for (const route of webSocketRoutes) {
      template.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: route.routeKey });
    }
    template.resourceCountIs('AWS::ApiGatewayV2::Integration', webSocketRoutes.length);
    template.allResourcesProperties('AWS::ApiGatewayV2::Integration', { IntegrationType: 'AWS_PROXY' });
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', { StageName: 'dev', AutoDeploy: true });
  });

  it('gives every function the management endpoint, bus and issuer', () => {
    expect(Object.keys(functions)).toHaveLength(
      webSocketRoutes.length + busRules.length + scheduledTasks.length,
    );
    template.allResourcesProperties('AWS::Lambda::Function', {
      Runtime: fleetRuntime.name,
      Architectures: ['arm64'],
      Environment: {
        Variables: Match.objectLike({
          TABLE_NAME: Match.anyValue(),
          JWT_ISSUER: Match.anyValue(),
          USER_POOL_CLIENT_ID: Match.anyValue(),
          EVENT_BUS_NAME: { Ref: Match.stringLikeRegexp('^Bus') },
          WS_MANAGEMENT_ENDPOINT: {
            'Fn::Join': [
              '',
              [
                'https://',
                { Ref: Match.stringLikeRegexp('^WebSocketApi') },
                '.execute-api.me-south-1.',
                { Ref: 'AWS::URLSuffix' },
                '/dev',
              ],
            ],
          },
        }),
      },
    });
  });

  it("lets only the functions that push post to this stage's connections", () => {
    const roles = template.findResources('AWS::IAM::Role') as Resources;
    const pushing = Object.entries(roles)
      .filter(([, role]) => JSON.stringify(role.Properties.ManagedPolicyArns ?? []).includes('PushPolicy'))
      .map(([id]) => id);
    const inline = template.findResources('AWS::IAM::Policy') as Resources;

    expect(pushing).toHaveLength(3);
    expect(pushing.some((id) => id.startsWith('Subscribernotifications'))).toBe(true);
    // The projections subscriber tells the project's dashboards what changed.
    expect(pushing.some((id) => id.startsWith('Subscriberprojections'))).toBe(true);
    expect(pushing.some((id) => id.startsWith('WebSocketdefault'))).toBe(true);
    expect(JSON.stringify(inline)).not.toContain('execute-api:ManageConnections');
    template.hasResourceProperties('AWS::IAM::ManagedPolicy', {
      PolicyDocument: {
        Statement: [
          {
            Action: 'execute-api:ManageConnections',
            Effect: 'Allow',
            Resource: {
              'Fn::Join': [
                '',
                [
                  'arn:aws:execute-api:me-south-1:123456789012:',
                  { Ref: Match.stringLikeRegexp('^WebSocketApi') },
                  '/dev/POST/@connections/*',
                ],
              ],
            },
          },
        ],
      },
    });
  });

  it('writes access logs of the WebSocket stage, with the account role API Gateway needs for them', () => {
    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: 'dev',
      AccessLogSettings: {
        DestinationArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^WebSocketAccessLogs'), 'Arn'] },
        Format: Match.stringLikeRegexp('connectionId'),
      },
    });
    template.hasResource('AWS::ApiGateway::Account', {
      DeletionPolicy: 'Retain',
      Properties: {
        CloudWatchRoleArn: { 'Fn::GetAtt': [Match.stringLikeRegexp('^ApiGatewayCloudWatchRole'), 'Arn'] },
      },
    });
  });

  it('lets each function write its own log group only, without the AWS managed execution policy', () => {
    const roles = template.findResources('AWS::IAM::Role') as Resources;
    const lambdaRoles = Object.values(roles).filter((role) =>
      JSON.stringify(role.Properties.AssumeRolePolicyDocument).includes('lambda.amazonaws.com'),
    );
    expect(lambdaRoles).toHaveLength(Object.keys(functions).length);
    expect(JSON.stringify(lambdaRoles)).not.toContain('AWSLambdaBasicExecutionRole');
    const inline = template.findResources('AWS::IAM::Policy') as Resources;
    for (const id of Object.keys(functions)) {
      const construct = id.replace(/[0-9A-F]{8}$/, ''); // the logical id without its hash
      const policy = Object.values(inline).find((candidate) =>
        JSON.stringify(candidate.Properties.Roles).includes(`"${construct}Role`),
      );
      const logStatement = (
        policy?.Properties.PolicyDocument as { Statement: { Action: unknown; Resource: unknown }[] }
      ).Statement[0];
      expect(logStatement).toEqual({
        Action: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        Effect: 'Allow',
        Resource: { 'Fn::GetAtt': [expect.stringMatching(new RegExp(`^${construct}Logs`)), 'Arn'] },
      });
    }
  });

  it('outputs the WebSocket URL and the bus name', () => {
    template.hasOutput('WebSocketUrl', {});
    template.hasOutput('EventBusName', {});
    template.hasOutput('WebSocketManagementEndpoint', {});
  });
});
