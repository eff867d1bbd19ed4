/**
 * The figures every benchmark reports, in one place so that they are read the same way: nearest-rank
 * percentiles of samples in milliseconds.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';

export interface Timing {
  median: number;
  p99: number;
}

/** The nearest-rank p-th percentile of samples sorted ascending. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

/** Median and p99 of `iterations` calls of `run`, after `warmups` calls not measured. */
export async function measure(
  run: () => Promise<void>,
  iterations: number,
  warmups: number,
): Promise<Timing> {
  for (let i = 0; i < warmups; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { median: percentile(samples, 50), p99: percentile(samples, 99) };
}

/** Median, p95 and max of arrival latencies; one below 0 (there before the response) counts as 0. */
export function arrivals(samples: readonly number[]): { median: number; p95: number; max: number } {
  const sorted = samples.map((sample) => Math.max(0, sample)).sort((a, b) => a - b);
  return { median: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1)! };
}

/** When a WebSocket message arrived, in ms after the call that caused it returned and was sent. */
export interface MessageSample {
  afterResponse: number;
  afterRequest: number;
}

/** How fast the messages a call causes arrive, counted from its return and from its sending. */
export interface MessageLatency {
  afterResponse: { median: number; p95: number; max: number };
  afterRequest: { median: number; p95: number };
  /** Messages that arrived before the call's response. */
  beforeResponse: number;
}

export function messageLatency(samples: readonly MessageSample[]): MessageLatency {
  const total = samples.map((sample) => sample.afterRequest).sort((a, b) => a - b);
  return {
    afterResponse: arrivals(samples.map((sample) => sample.afterResponse)),
    afterRequest: { median: percentile(total, 50), p95: percentile(total, 95) },
    beforeResponse: samples.filter((sample) => sample.afterResponse <= 0).length,
  };
}

/** Prints `figures` under `title`, `count` the calls measured. */
export function printMessageLatency(title: string, figures: MessageLatency, count: number): void {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const { afterResponse, afterRequest } = figures;
  console.log(`\n${title}:`);
  console.log(
    `  from the call returning: median ${ms(afterResponse.median)}, p95 ${ms(afterResponse.p95)}, max ${ms(afterResponse.max)}`,
  );
  console.log(`  from the call being sent: median ${ms(afterRequest.median)}, p95 ${ms(afterRequest.p95)}`);
  console.log(`  arrived before the call's response: ${figures.beforeResponse} of ${count}`);
}

/** Median, p95 and p99 of a call's samples (ms), the figures of the benchmarks over a year of data. */
export interface SpreadTiming {
  median: number;
  p95: number;
  p99: number;
}

/** The figures of a call measured over a year of seeded data, beside the bare Query it stands on. */
export interface YearCallFigures {
  jobOrders: number;
  items: number;
  seedSeconds: number;
  calls: number;
  api: SpreadTiming;
  bare: SpreadTiming;
  /** The 1-minute load average before and after the measurement (2 vCPUs). */
  load: [number, number];
}

export const spreadTiming = (samples: number[]): SpreadTiming => {
  const sorted = [...samples].sort((a, b) => a - b);
  return { median: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
};

/**
 * Waits (up to BENCH_WAIT_MINUTES, 60) for the 1-minute load average to fall to BENCH_MAX_LOAD (3): the
 * figure is meant for an idle machine. Answers the load average it measures from.
 */
export async function idleLoad(log: (line: string) => void): Promise<number> {
  const maxLoad = Number(process.env.BENCH_MAX_LOAD ?? 3);
  const waitUntil = performance.now() + Number(process.env.BENCH_WAIT_MINUTES ?? 60) * 60_000;
  while (loadavg()[0]! > maxLoad && performance.now() < waitUntil) {
    log(`load average ${loadavg()[0]!.toFixed(1)} above ${maxLoad}: waiting`);
    await new Promise((resolve) => setTimeout(resolve, 30_000));
  }
  return loadavg()[0]!;
}

/** The figures' line of the load average before and after the measurement. */
export const loadLine = ([before, after]: readonly [number, number]) =>
  `  load average (1 min) ${before.toFixed(1)} before, ${after.toFixed(1)} after`;
