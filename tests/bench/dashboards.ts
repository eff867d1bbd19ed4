/**
 * Dashboards at volume (issue 15 item 8): seeds a year of job orders with the scale seed
 * (functions/platform/seed/scale) in two projects, 1,000 in MOI and 100,000 in KPTC (same year, so the calls
 * take the same filter), then measures through the local API Gateway, as the admin (both projects):
 * - the dashboard header counts `GET /api/DashBoard/getDashboardHeaderCount?year=<year>`;
 * - one report, `GET /api/DashBoard/getJobOrderWOProgressList?limit=50` (page 1 of the job orders in
 *   progress, from the status index);
 * median and p99 of BENCH_CALLS calls each (after warm-up), at both sizes in one run, and prints the
 * ratio large / small of the medians (the figure we track; target at most 1.2).
 *
 *   npx tsx tests/bench/dashboards.ts   (env BENCH_SMALL, BENCH_LARGE, BENCH_CALLS, BENCH_YEAR,
 *                                        BENCH_DATA_DIR to keep and reuse the seeded data,
 *                                        BENCH_ON_DISK=1 for DynamoDB Local's database file)
 *
 * By default DynamoDB Local keeps the tables in memory (the seed writes several times faster). With
 * BENCH_DATA_DIR set, the tables are on disk in that directory and kept: a second run finds both
 * years seeded (the seed's marker) and only measures. Heavy: 100,000 job orders are about 3 million
 * items.
 */
import { isMainModule, runStandalone } from './standalone.ts';
import { benchSignIn, type BenchSession } from './session.ts';
import { performance } from 'node:perf_hooks';
import { measure, type Timing } from './timing.ts';
import type { LocalRuntime } from '../../infra/local/runtime.ts';

const small = Number(process.env.BENCH_SMALL ?? 1_000);
const large = Number(process.env.BENCH_LARGE ?? 100_000);
const calls = Number(process.env.BENCH_CALLS ?? 200);
const year = Number(process.env.BENCH_YEAR ?? new Date().getUTCFullYear() - 1);

export interface DashboardFigures {
  calls: number;
  year: number;
  sizes: { project: string; jobOrders: number; seedSeconds: number; headerCounts: Timing; report: Timing }[];
}

/** Median and p99 of the calls after 20 warm-up calls. */
const timed = (run: () => Promise<void>) => measure(run, calls, 20);

/** A GET that must succeed; returns the parsed body. */
async function get(url: string, session: BenchSession): Promise<unknown> {
  const response = await fetch(url, { headers: session.headers });
  const text = await response.text();
  if (!response.ok) throw new Error(`${url}: ${response.status} ${text}`);
  return JSON.parse(text) as unknown;
}

/** Seeds `jobOrders` for the project and year unless an earlier run did (the seed's marker). */
async function seedOnce(project: string, jobOrders: number, log: (line: string) => void): Promise<number> {
  const { getItem } = await import('@fleet/functions/lib/db');
  const { scaleMarkerKeys, seedScale } = await import('@fleet/functions/platform/seed/scale/run');
  const marker = scaleMarkerKeys(project, year);
  const done = await getItem<{ status?: string; jobOrders?: number; summary?: { seconds?: number } }>(
    marker.pk,
    marker.sk,
  );
  if (done?.status === 'done') {
    if (done.jobOrders !== jobOrders)
      throw new Error(`${project} ${year} holds ${done.jobOrders} seeded job orders, not ${jobOrders}`);
    log(`${project} ${year}: already seeded (${jobOrders} job orders)`);
    return done.summary?.seconds ?? 0;
  }
  const summary = await seedScale(
    { project, year, jobOrders, seed: 'bench', asOf: new Date(Date.UTC(year, 11, 31, 12)).toISOString() },
    { log: (line) => log(`${project}: ${line}`) },
  );
  return summary.seconds;
}

/** Runs the benchmark against a started runtime (demo data seeded). */
export async function dashboardBenchmark(
  runtime: LocalRuntime,
  log: (line: string) => void = () => undefined,
): Promise<DashboardFigures> {
  const sizes = [
    { project: 'MOI', jobOrders: small },
    { project: 'KPTC', jobOrders: large },
  ];
  const headerUrl = `${runtime.url}/api/DashBoard/getDashboardHeaderCount?year=${year}`;
  const reportUrl = `${runtime.url}/api/DashBoard/getJobOrderWOProgressList?limit=50`;
  const figures: DashboardFigures = { calls, year, sizes: [] };
  // Each size is measured right after it is seeded (the small one is not measured with the large one
  // still being written), all in one run and one runtime.
  for (const size of sizes) {
    const seedSeconds = await seedOnce(size.project, size.jobOrders, log);
    const session = await benchSignIn(runtime.url, 'admin', size.project);
    // The seeded year shows: every job order opened in it is counted.
    const counts = (await get(headerUrl, session)) as { total?: number };
    if (!counts.total || counts.total < size.jobOrders * 0.99)
      throw new Error(`${size.project}: header counts total ${counts.total}, seeded ${size.jobOrders}`);
    log(`${size.project}: measuring`);
    const headerCounts = await timed(async () => {
      await get(headerUrl, session);
    });
    const report = await timed(async () => {
      await get(reportUrl, session);
    });
    figures.sizes.push({ ...size, seedSeconds, headerCounts, report });
    log(
      `${size.project}: ${size.jobOrders} job orders: header counts median ${headerCounts.median.toFixed(1)} ms p99 ${headerCounts.p99.toFixed(1)} ms; report median ${report.median.toFixed(1)} ms p99 ${report.p99.toFixed(1)} ms`,
    );
  }
  return figures;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

export function printDashboardFigures(figures: DashboardFigures): void {
  console.log(
    `\nDashboards at volume (a seeded year ${figures.year}), ${figures.calls} calls each after warm-up:`,
  );
  for (const size of figures.sizes) {
    console.log(
      `  ${size.jobOrders.toLocaleString('en-US')} job orders (${size.project}, seeded in ${size.seedSeconds.toFixed(0)} s):`,
    );
    console.log(
      `    header counts (getDashboardHeaderCount): median ${ms(size.headerCounts.median)}, p99 ${ms(size.headerCounts.p99)}`,
    );
    console.log(
      `    report page 1 (getJobOrderWOProgressList, 50 rows): median ${ms(size.report.median)}, p99 ${ms(size.report.p99)}`,
    );
  }
  const [low, high] = figures.sizes;
  if (low && high) {
    const label = `${high.jobOrders.toLocaleString('en-US')} / ${low.jobOrders.toLocaleString('en-US')}`;
    console.log(
      `  ratio ${label} (median): header counts ${(high.headerCounts.median / low.headerCounts.median).toFixed(2)}x, report ${(high.report.median / low.report.median).toFixed(2)}x (target at most 1.2)`,
    );
  }
}

// DynamoDB Local writes its database file at a few hundred items a second on this machine, which
// makes 100,000 job orders (about 3 million items) a matter of hours; in memory it is several times
// faster. Both sizes are measured the same way in one run, so the ratio compares like with like.
if (isMainModule(import.meta.url)) {
  const keepDir = process.env.BENCH_DATA_DIR;
  const inMemoryTables = !keepDir && process.env.BENCH_ON_DISK !== '1';
  console.log(
    `[bench] DynamoDB Local ${inMemoryTables ? 'in memory' : `on disk (${keepDir ?? 'a fresh folder'})`}`,
  );
  runStandalone({ name: 'dash', inMemoryTables, keepDir }, async (runtime) => {
    const started = performance.now();
    printDashboardFigures(await dashboardBenchmark(runtime, (line) => console.log(`[bench] ${line}`)));
    console.log(`  total time ${((performance.now() - started) / 1000).toFixed(0)} s`);
  });
}
