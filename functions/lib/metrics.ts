/**
 * Business metrics (issue 26 item 7): approval decisions, job order status changes, WebSocket pushes
 * and the outbox backlog, written as CloudWatch embedded metric format lines by Powertools. Only where
 * the stack set `POWERTOOLS_METRICS_NAMESPACE` (every Lambda in AWS, infra/lib/constructs/
 * fleet-function.ts): the local runtime and the tests set none, so there Powertools is not even loaded
 * and nothing is written. Like the logger (log.ts) it is a lazily loaded chunk of the bundles.
 */
import type { Metrics } from '@aws-lambda-powertools/metrics';
import { log } from './log.ts';

/** The metrics the stacks' alarms and dashboard read (infra/lib/monitoring-stack.ts). */
export const metricNames = {
  approvalDecisions: 'ApprovalDecisions',
  statusChanges: 'StatusChanges',
  pushesDelivered: 'PushesDelivered',
  pushesUndelivered: 'PushesUndelivered',
  outboxBacklog: 'OutboxBacklog',
  outboxOldestAge: 'OutboxOldestAgeSeconds',
} as const;
export type MetricName = (typeof metricNames)[keyof typeof metricNames];

/** One `service` dimension for every function, so a metric adds up across them. */
export const metricsService = 'fleet';

let metrics: Promise<Metrics> | undefined;

const enabled = () =>
  Boolean(process.env.POWERTOOLS_METRICS_NAMESPACE) && process.env.POWERTOOLS_METRICS_DISABLED !== 'true';

/**
 * Emits one metric at once (Count, or Seconds for an age) with its dimensions; never throws, so a
 * metric cannot fail the call that counts it.
 */
export async function recordMetric(
  name: MetricName,
  value: number,
  dimensions: Record<string, string> = {},
): Promise<void> {
  if (!enabled()) return;
  try {
    metrics ??= import('@aws-lambda-powertools/metrics').then(
      ({ Metrics }) => new Metrics({ serviceName: metricsService }),
    );
    const { MetricUnit } = await import('@aws-lambda-powertools/metrics');
    const single = (await metrics).singleMetric();
    single.addDimensions(dimensions);
    single.addMetric(
      name,
      name === metricNames.outboxOldestAge ? MetricUnit.Seconds : MetricUnit.Count,
      value,
    );
  } catch (error) {
    metrics = undefined;
    await log('fleet-metrics', 'warn', 'A metric could not be written', { name, error: error as Error });
  }
}
