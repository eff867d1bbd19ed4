/**
 * Operations (issue 26 item 7): the stage's alarms, sent to one SNS topic (with an e-mail subscription
 * when `-c alarmEmail=ops@example.com`), and one CloudWatch dashboard. Alarms: the HTTP API's 5xx
 * rate, each function's errors and throttles, each dead-letter queue holding a message, and an outbox
 * the relay cannot empty. Functions and queues are named by their known names, so this stack imports
 * only the two API ids.
 */
import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import type * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import { metricNames, metricsService } from '@fleet/functions/lib/metrics';
import type { StageSettings } from './config.ts';
import { acknowledge } from './nag.ts';

export interface MonitoringStackProps extends StackProps {
  settings: StageSettings;
  httpApi: apigwv2.IHttpApi;
  webSocketApi: apigwv2.IWebSocketApi;
  /** Every function's name (`fleet-<stage>-<bundle>`). */
  functionNames: string[];
  /** The bus rules' dead-letter queues by name. */
  deadLetterQueueNames: string[];
  /** Where alarms are e-mailed; none subscribes without it. */
  alarmEmail?: string;
}

/** A 5xx rate above this (percent of requests, over 5 minutes with enough requests) alarms. */
export const serverErrorRatePercent = 5;
/** Fewer requests than this in 5 minutes never raise the 5xx alarm (two failures of three are noise). */
export const serverErrorMinimumRequests = 20;
/** Minutes the outbox may hold events the relay could not publish before the alarm fires. */
export const outboxBacklogMinutes = 5;

const fiveMinutes = Duration.minutes(5);

export class MonitoringStack extends Stack {
  readonly alarmTopic: sns.Topic;
  readonly alarms: cloudwatch.Alarm[] = [];
  readonly dashboard: cloudwatch.Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringStackProps) {
    super(scope, id, props);
    const { settings } = props;

    this.alarmTopic = new sns.Topic(this, 'AlarmTopic', {
      topicName: `${settings.prefix}-alarms`,
      displayName: `Fleet Workshop ${settings.stage} alarms`,
      enforceSSL: true,
    });
    acknowledge(
      this.alarmTopic,
      'SNS2',
      'Alarm notifications carry alarm names and figures, no personal data; CloudWatch cannot publish to a topic under the AWS managed SNS key, and a customer key would be kept for these alone.',
    );
    if (props.alarmEmail)
      this.alarmTopic.addSubscription(new subscriptions.EmailSubscription(props.alarmEmail));

    const serverErrorRate = new cloudwatch.MathExpression({
      expression: `IF(requests >= ${serverErrorMinimumRequests}, 100 * errors / requests, 0)`,
      usingMetrics: {
        requests: props.httpApi.metricCount({ period: fiveMinutes, statistic: 'Sum' }),
        errors: props.httpApi.metricServerError({ period: fiveMinutes, statistic: 'Sum' }),
      },
      period: fiveMinutes,
      label: 'HTTP API 5xx (% of requests)',
    });
    this.alarm('ApiServerErrorRate', serverErrorRate, {
      alarmName: `${settings.prefix}-api-5xx-rate`,
      alarmDescription: `More than ${serverErrorRatePercent}% of the HTTP API's requests answered 5xx in 5 minutes (at least ${serverErrorMinimumRequests} requests).`,
      threshold: serverErrorRatePercent,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
    });

    for (const name of props.functionNames) {
      const failures = new cloudwatch.MathExpression({
        expression: 'errors + throttles',
        usingMetrics: { errors: lambdaMetric(name, 'Errors'), throttles: lambdaMetric(name, 'Throttles') },
        period: fiveMinutes,
        label: `${name} errors + throttles`,
      });
      this.alarm(`Function${name}`, failures, {
        alarmName: `${name}-errors-throttles`,
        alarmDescription: `${name} threw, timed out or was throttled in the last 5 minutes.`,
      });
    }

    for (const queueName of props.deadLetterQueueNames) {
      this.alarm(`DeadLetters${queueName}`, queueDepth(queueName), {
        alarmName: `${queueName}-not-empty`,
        alarmDescription: `${queueName} holds an event its subscriber could not handle after every retry: look at it, fix the cause, then redrive or delete it.`,
      });
    }

    const outboxBacklog = businessMetric(settings, metricNames.outboxBacklog, 'Maximum', Duration.minutes(1));
    this.alarm('OutboxBacklog', outboxBacklog, {
      alarmName: `${settings.prefix}-outbox-backlog`,
      alarmDescription: `Events have waited in the outbox for ${outboxBacklogMinutes} minutes: the relay cannot publish them to the bus (see the outbox relay's logs).`,
      evaluationPeriods: outboxBacklogMinutes,
      datapointsToAlarm: outboxBacklogMinutes,
    });

    this.dashboard = this.buildDashboard(props, serverErrorRate, outboxBacklog);

    new CfnOutput(this, 'AlarmTopicArn', { value: this.alarmTopic.topicArn });
    new CfnOutput(this, 'DashboardName', { value: this.dashboard.dashboardName });
  }

  /** An alarm sent to the topic; by default it fires on one period at or above 1. */
  private alarm(id: string, metric: cloudwatch.IMetric, props: Partial<cloudwatch.AlarmProps>): void {
    const alarm = new cloudwatch.Alarm(this, id, {
      metric,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      threshold: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      ...props,
    });
    alarm.addAlarmAction(new actions.SnsAction(this.alarmTopic));
    alarm.addOkAction(new actions.SnsAction(this.alarmTopic));
    this.alarms.push(alarm);
  }

  private buildDashboard(
    props: MonitoringStackProps,
    serverErrorRate: cloudwatch.IMetric,
    outboxBacklog: cloudwatch.Metric,
  ): cloudwatch.Dashboard {
    const { settings } = props;
    const lambdaGraph = (title: string, metricName: string, statistic: string) =>
      new cloudwatch.GraphWidget({
        title,
        width: 8,
        legendPosition: cloudwatch.LegendPosition.HIDDEN,
        left: props.functionNames.map((name) =>
          lambdaMetric(name, metricName, statistic).with({ label: name.slice(settings.prefix.length + 1) }),
        ),
      });
    // Every series of a business metric, whatever its project (projects are data, not code).
    const search = (metricName: string, dimensions: string[], label?: string) =>
      new cloudwatch.MathExpression({
        expression: `SEARCH('{${[settings.metricsNamespace, ...dimensions].join(',')}} MetricName="${metricName}"', 'Sum', 300)`,
        usingMetrics: {},
        ...(label ? { label } : {}),
        period: fiveMinutes,
      });
    const webSocket = (metricName: string) =>
      new cloudwatch.Metric({
        namespace: 'AWS/ApiGateway',
        metricName,
        dimensionsMap: { ApiId: props.webSocketApi.apiId, Stage: settings.stage },
        statistic: 'Sum',
        period: fiveMinutes,
      });

    const dashboard = new cloudwatch.Dashboard(this, 'Dashboard', {
      dashboardName: settings.prefix,
      defaultInterval: Duration.hours(12),
    });
    dashboard.addWidgets(
      new cloudwatch.AlarmStatusWidget({ title: 'Alarms', alarms: this.alarms, width: 24, height: 4 }),
    );
    dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'HTTP API requests',
        width: 8,
        left: [
          props.httpApi.metricCount({ period: fiveMinutes, statistic: 'Sum', label: 'requests' }),
          props.httpApi.metricClientError({ period: fiveMinutes, statistic: 'Sum', label: '4xx' }),
          props.httpApi.metricServerError({ period: fiveMinutes, statistic: 'Sum', label: '5xx' }),
        ],
        right: [serverErrorRate],
      }),
      new cloudwatch.GraphWidget({
        title: 'HTTP API latency (ms)',
        width: 8,
        left: ['p50', 'p95', 'p99'].map((statistic) =>
          props.httpApi.metricLatency({ period: fiveMinutes, statistic, label: statistic }),
        ),
      }),
      new cloudwatch.GraphWidget({
        title: 'WebSocket',
        width: 8,
        left: [webSocket('ConnectCount'), webSocket('MessageCount')],
        right: [webSocket('IntegrationError'), webSocket('ExecutionError')],
      }),
    );
    dashboard.addWidgets(
      lambdaGraph('Lambda errors', 'Errors', 'Sum'),
      lambdaGraph('Lambda throttles', 'Throttles', 'Sum'),
      lambdaGraph('Lambda duration p95 (ms)', 'Duration', 'p95'),
    );
    dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'Approval decisions',
        width: 6,
        left: [search(metricNames.approvalDecisions, ['service', 'project', 'decision'])],
      }),
      new cloudwatch.GraphWidget({
        title: 'Job order status changes',
        width: 6,
        left: [search(metricNames.statusChanges, ['service', 'project'])],
      }),
      new cloudwatch.GraphWidget({
        title: 'WebSocket pushes',
        width: 6,
        left: [
          search(metricNames.pushesDelivered, ['service', 'project'], 'delivered'),
          search(metricNames.pushesUndelivered, ['service', 'project'], 'not delivered'),
        ],
      }),
      new cloudwatch.GraphWidget({
        title: 'Outbox and dead letters',
        width: 6,
        left: [
          outboxBacklog.with({ label: 'outbox backlog' }),
          ...props.deadLetterQueueNames.map((name) => queueDepth(name, name)),
        ],
        right: [
          businessMetric(settings, metricNames.outboxOldestAge, 'Maximum', Duration.minutes(1)).with({
            label: 'oldest outbox event (s)',
          }),
        ],
      }),
    );
    return dashboard;
  }
}

function lambdaMetric(functionName: string, metricName: string, statistic = 'Sum'): cloudwatch.Metric {
  return new cloudwatch.Metric({
    namespace: 'AWS/Lambda',
    metricName,
    dimensionsMap: { FunctionName: functionName },
    statistic,
    period: fiveMinutes,
  });
}

/** A queue's visible messages; labelled for a graph (an alarm's metric stays a plain metric). */
function queueDepth(queueName: string, label?: string): cloudwatch.Metric {
  return new cloudwatch.Metric({
    namespace: 'AWS/SQS',
    metricName: 'ApproximateNumberOfMessagesVisible',
    dimensionsMap: { QueueName: queueName },
    statistic: 'Maximum',
    period: fiveMinutes,
    ...(label ? { label } : {}),
  });
}

/** A metric the functions write (functions/lib/metrics.ts) without dimensions beyond the service. */
function businessMetric(
  settings: StageSettings,
  metricName: string,
  statistic: string,
  period: Duration,
): cloudwatch.Metric {
  return new cloudwatch.Metric({
    namespace: settings.metricsNamespace,
    metricName,
    dimensionsMap: { service: metricsService },
    statistic,
    period,
  });
}
