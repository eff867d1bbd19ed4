import { afterEach, describe, expect, it, vi } from 'vitest';
import { metricNames, recordMetric } from './metrics.ts';

/** The lines written to stdout while `run` runs. */
async function stdoutOf(run: () => Promise<void>): Promise<string[]> {
  const lines: string[] = [];
  const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    lines.push(String(chunk));
    return true;
  });
  try {
    await run();
  } finally {
    write.mockRestore();
  }
  return lines;
}

describe('unit: business metrics', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('writes nothing where no namespace is set (the local runtime and the tests)', async () => {
    vi.stubEnv('POWERTOOLS_METRICS_NAMESPACE', '');

    const lines = await stdoutOf(() => recordMetric(metricNames.statusChanges, 2, { project: 'MOI' }));

    expect(lines).toEqual([]);
  });

  it('writes one embedded-metric line in the stage namespace, its dimensions beside the service', async () => {
    vi.stubEnv('POWERTOOLS_METRICS_NAMESPACE', 'FleetWorkshop/test');
    vi.stubEnv('POWERTOOLS_DEV', '');

    const lines = await stdoutOf(() =>
      recordMetric(metricNames.approvalDecisions, 1, { project: 'MOI', decision: 'approved' }),
    );

    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!) as Record<string, unknown> & {
      _aws: { CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: unknown[] }[] };
    };
    expect(line._aws.CloudWatchMetrics).toEqual([
      {
        Namespace: 'FleetWorkshop/test',
        Dimensions: [['service', 'project', 'decision']],
        Metrics: [{ Name: 'ApprovalDecisions', Unit: 'Count' }],
      },
    ]);
    expect(line).toMatchObject({
      service: 'fleet',
      project: 'MOI',
      decision: 'approved',
      ApprovalDecisions: 1,
    });
  });

  it('writes an age in seconds', async () => {
    vi.stubEnv('POWERTOOLS_METRICS_NAMESPACE', 'FleetWorkshop/test');

    const [line] = await stdoutOf(() => recordMetric(metricNames.outboxOldestAge, 90));

    expect(JSON.parse(line!)).toMatchObject({
      _aws: { CloudWatchMetrics: [{ Metrics: [{ Name: 'OutboxOldestAgeSeconds', Unit: 'Seconds' }] }] },
      OutboxOldestAgeSeconds: 90,
    });
  });

  it('is off when POWERTOOLS_METRICS_DISABLED says so', async () => {
    vi.stubEnv('POWERTOOLS_METRICS_NAMESPACE', 'FleetWorkshop/test');
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'true');

    expect(await stdoutOf(() => recordMetric(metricNames.pushesDelivered, 3, { project: 'KPTC' }))).toEqual(
      [],
    );
  });
});
