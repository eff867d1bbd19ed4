import { Template, Match } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { busRules, scheduledTasks } from '@fleet/shared';
import { modules } from '@fleet/functions/registry';
import { metricNames } from '@fleet/functions/lib/metrics';
import { webSocketRoutes } from '../build-lambdas.ts';
import type { FleetStacks } from './fleet-app.ts';
import { serverErrorRatePercent } from './monitoring-stack.ts';
import { buildTestStacks } from './test/testing.ts';

type Resources = Record<string, { Properties: Record<string, unknown> }>;

describe('stack: monitoring', () => {
  let stacks: FleetStacks;
  let template: Template;
  let alarms: Resources;
  let functionNames: string[];

  const alarmNamed = (name: string) => {
    const alarm = Object.values(alarms).find((candidate) => candidate.Properties.AlarmName === name);
    if (!alarm) throw new Error(`no alarm ${name}`);
    return alarm.Properties;
  };

  beforeAll(async () => {
    stacks = await buildTestStacks({}, { alarmEmail: 'ops@example.com' });
    template = Template.fromStack(stacks.monitoring);
    alarms = template.findResources('AWS::CloudWatch::Alarm') as Resources;
    // The product's functions (the CDK's own handlers have no name of ours).
    functionNames = [stacks.api, stacks.realtime].flatMap((stack) =>
      Object.values(Template.fromStack(stack).findResources('AWS::Lambda::Function') as Resources)
        .map((resource) => resource.Properties.FunctionName as string)
        .filter((name) => name?.startsWith('fleet-dev-')),
    );
  });

  it('sends every alarm, and its recovery, to the stage topic, which e-mails the address given', () => {
    template.hasResourceProperties('AWS::SNS::Topic', { TopicName: 'fleet-dev-alarms' });
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'ops@example.com',
    });
    for (const alarm of Object.values(alarms)) {
      expect(alarm.Properties.AlarmActions).toEqual([{ Ref: expect.stringMatching(/^AlarmTopic/) }]);
      expect(alarm.Properties.OKActions).toEqual([{ Ref: expect.stringMatching(/^AlarmTopic/) }]);
    }
  });

  it("alarms on the HTTP API's 5xx rate", () => {
    const alarm = alarmNamed('fleet-dev-api-5xx-rate');
    expect(alarm).toMatchObject({
      Threshold: serverErrorRatePercent,
      ComparisonOperator: 'GreaterThanThreshold',
    });
    const metrics = JSON.stringify(alarm.Metrics);
    expect(metrics).toContain('"MetricName":"5xx"');
    expect(metrics).toContain('"MetricName":"Count"');
  });

  it("alarms on each function's errors and throttles, the API modules', WebSocket routes' and subscribers' alike", () => {
    expect(functionNames).toHaveLength(
      modules.length + webSocketRoutes.length + busRules.length + scheduledTasks.length,
    );
    for (const name of functionNames) {
      const metrics = JSON.stringify(alarmNamed(`${name}-errors-throttles`).Metrics);
      expect(metrics).toContain(`{"Name":"FunctionName","Value":"${name}"}`);
      expect(metrics).toContain('"MetricName":"Errors"');
      expect(metrics).toContain('"MetricName":"Throttles"');
    }
  });

  it('alarms when a dead-letter queue holds a message', () => {
    for (const rule of busRules) {
      expect(alarmNamed(`fleet-dev-${rule.name}-dlq-not-empty`)).toMatchObject({
        MetricName: 'ApproximateNumberOfMessagesVisible',
        Namespace: 'AWS/SQS',
        Dimensions: [{ Name: 'QueueName', Value: `fleet-dev-${rule.name}-dlq` }],
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      });
    }
  });

  it('alarms when the outbox keeps events the relay cannot publish, in the namespace the functions write to', () => {
    expect(alarmNamed('fleet-dev-outbox-backlog')).toMatchObject({
      Namespace: 'FleetWorkshop/dev',
      MetricName: metricNames.outboxBacklog,
      Dimensions: [{ Name: 'service', Value: 'fleet' }],
      Statistic: 'Maximum',
      Period: 60,
      EvaluationPeriods: 5,
      DatapointsToAlarm: 5,
    });
    Template.fromStack(stacks.realtime).hasResourceProperties('AWS::Lambda::Function', {
      FunctionName: 'fleet-dev-scheduled-outbox',
      Environment: { Variables: Match.objectLike({ POWERTOOLS_METRICS_NAMESPACE: 'FleetWorkshop/dev' }) },
    });
  });

  it('draws one dashboard for the stage: alarms, APIs, every function and the business metrics', () => {
    const [dashboard] = Object.values(template.findResources('AWS::CloudWatch::Dashboard') as Resources);
    expect(dashboard!.Properties.DashboardName).toBe('fleet-dev');
    const body = JSON.stringify(dashboard!.Properties.DashboardBody);
    for (const name of functionNames) expect(body).toContain(name);
    for (const metric of Object.values(metricNames)) expect(body).toContain(metric);
  });
});
