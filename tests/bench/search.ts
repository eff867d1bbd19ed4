/**
 * The top-bar search at volume (issue 25, "Benchmarks"): `GET /api/Search/getSearchList` by plate or
 * number over a project of 100,000 job orders, through the local API Gateway as the admin: median, p95
 * and p99 of BENCH_CALLS calls (after 20 warm-up calls), the texts drawn from the seeded job orders in
 * turn: part of a plate (`45/1` of `45/12345`, typed `4512` or `45 123`), a whole job order number, its
 * first characters (`JO-2025-001`) and its short number (`123`). Target: p95 under 50 ms. In the same
 * run, alternating call by call, the bare DynamoDB Query of the search index behind it.
 *
 *   npx tsx tests/bench/search.ts   (`--figures <file>` also writes the figures as JSON; env BENCH_JOB_ORDERS (100000), BENCH_CALLS (300), BENCH_YEAR,
 *                                    BENCH_FULL=1 to seed the whole year with `seed:scale`,
 *                                    BENCH_MAX_LOAD (3) and BENCH_WAIT_MINUTES (60): after the seed the
 *                                    measurement waits for the 1-minute load average to fall that low)
 *
 * By default the year is planned by the scale seed (functions/platform/seed/scale: its vehicles, numbers and
 * moves) and only what the search reads is written: the job order headers, the vehicles' open-job-order
 * locks and the search rows (about 0.4 million items in a few minutes, DynamoDB Local in memory).
 * BENCH_FULL=1 writes every item of the year as well (history, status index, documents, projections:
 * about 3 million items, half an hour or more).
 */
import { isMainModule, runStandaloneFigures, yearSeed } from './standalone.ts';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import {
  idleLoad,
  loadLine,
  percentile,
  spreadTiming,
  type SpreadTiming,
  type YearCallFigures,
} from './timing.ts';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { SearchAnswer } from '@fleet/shared/platform/search';
import { searchKey } from '@fleet/shared/platform/search-keys';
import type { LocalRuntime } from '../../infra/local/runtime.ts';
import { benchSignIn } from './session.ts';
import { runtimeTable } from '../support/dynamo.ts';

const jobOrders = Number(process.env.BENCH_JOB_ORDERS ?? 100_000);
const calls = Number(process.env.BENCH_CALLS ?? 300);
const year = Number(process.env.BENCH_YEAR ?? new Date().getUTCFullYear() - 1);
const full = process.env.BENCH_FULL === '1';
const project = 'KPTC';

export interface SearchFigures extends YearCallFigures {
  /** Median hits per call (the texts find something). */
  hits: number;
  /** The call by text: part of a plate, a whole number, its first characters, its short number. */
  kinds: SpreadTiming[];
}

/** Writes the planned year: only what the search reads, or (BENCH_FULL) everything the scale seed writes. */
async function seedYear(
  log: (line: string) => void,
): Promise<{ items: number; numbers: string[]; plates: string[] }> {
  const options = yearSeed(project, year, jobOrders, 'bench-search');
  const { planYear, plannedMoves } = await import('@fleet/functions/platform/seed/scale/plan');
  const plan = planYear(options);
  if (full) {
    const { seedScale } = await import('@fleet/functions/platform/seed/scale/run');
    const summary = await seedScale(options, { log });
    const first = Number(summary.firstJobOrder.slice(-5));
    const numbers = plan.map((planned) => `JO-${year}-${String(first + planned.index).padStart(5, '0')}`);
    return { items: summary.items, numbers, plates: plan.map((planned) => planned.vehicle.vehicleno) };
  }
  const { buildJobOrder } = await import('@fleet/functions/platform/seed/scale/items');
  const { putItems } = await import('@fleet/functions/lib/batch');
  const { searchRowsOf } = await import('@fleet/functions/reports/search/rows');
  const read = new Set(['jobOrderHeader', 'vehicleOpenJobOrder']);
  const numbers: string[] = [];
  let items = 0;
  for (let start = 0; start < plan.length; start += 1000) {
    const chunk = plan.slice(start, start + 1000).flatMap((planned) => {
      const jobordno = `JO-${year}-${String(planned.index + 1).padStart(5, '0')}`;
      numbers.push(jobordno);
      return buildJobOrder(options, planned, jobordno, {
        moves: plannedMoves(options, planned),
      }).items.filter((item) => read.has(String(item['entity'])));
    });
    chunk.push(...searchRowsOf(chunk));
    await putItems(chunk, 8);
    items += chunk.length;
    if ((start / 1000) % 10 === 9) log(`${numbers.length} job orders, ${items} items`);
  }
  return { items, numbers, plates: plan.map((planned) => planned.vehicle.vehicleno) };
}

/** The texts a user types, in turn: part of a plate, a job order number, its first characters, its short number. */
function searchTexts(numbers: string[], plates: string[]): string[] {
  let state = 7;
  const random = () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  return Array.from({ length: calls + 20 }, (_, index) => {
    const number = pick(numbers);
    const plate = pick(plates);
    switch (index % 4) {
      case 0:
        return plate.replace('/', ' ').slice(0, 6); // `45 123`
      case 1:
        return number;
      case 2:
        return number.slice(0, -2); // `JO-2025-001`
      default:
        return String(Number(number.slice(-5))); // `123`
    }
  });
}

/** Seeds the year in `runtime` and measures the search and the bare Query behind it. */
export async function searchBenchmark(
  runtime: LocalRuntime,
  log: (line: string) => void = () => undefined,
): Promise<SearchFigures> {
  const seeded = performance.now();
  const { items, numbers, plates } = await seedYear(log);
  const seedSeconds = (performance.now() - seeded) / 1000;
  log(`seeded ${jobOrders} job orders (${items} items) in ${seedSeconds.toFixed(0)} s`);

  const session = await benchSignIn(runtime.url, 'admin', project);
  const url = (text: string) =>
    `${runtime.url}/api/Search/getSearchList?searchtext=${encodeURIComponent(text)}`;
  // The whole number finds its job order: the index holds the year.
  const check = (await (
    await fetch(url(numbers.at(-1)!), { headers: session.headers })
  ).json()) as SearchAnswer;
  if (!check.hits.some((hit) => hit.jobordno === numbers.at(-1)))
    throw new Error(`search for ${numbers.at(-1)} did not find it: ${JSON.stringify(check)}`);

  const env = runtime.env;
  const client = runtimeTable(env);
  const bareQuery = (text: string) => {
    const key = searchKey(text);
    return client.send(
      new QueryCommand({
        TableName: env.TABLE_NAME,
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :key AND :end',
        ExpressionAttributeValues: {
          ':pk': `${project}#FIND#${key.slice(0, 1)}`,
          ':key': key,
          ':end': `${key}\uffff`,
        },
        Limit: 30,
      }),
    );
  };

  const loadBefore = await idleLoad(log);
  const texts = searchTexts(numbers, plates);
  const apiSamples: number[] = [];
  const bareSamples: number[] = [];
  const hitCounts: number[] = [];
  const byKind: number[][] = [[], [], [], []];
  for (const [index, text] of texts.entries()) {
    let start = performance.now();
    const response = await fetch(url(text), { headers: session.headers });
    const answer = (await response.json()) as SearchAnswer;
    const api = performance.now() - start;
    if (!response.ok) throw new Error(`${text}: ${response.status} ${JSON.stringify(answer)}`);
    start = performance.now();
    await bareQuery(text);
    const bare = performance.now() - start;
    if (index < 20) continue; // warm-up
    apiSamples.push(api);
    byKind[index % 4]!.push(api);
    bareSamples.push(bare);
    hitCounts.push(answer.hits.length);
  }
  hitCounts.sort((a, b) => a - b);
  return {
    jobOrders,
    items,
    seedSeconds,
    calls,
    api: spreadTiming(apiSamples),
    bare: spreadTiming(bareSamples),
    hits: percentile(hitCounts, 50),
    load: [loadBefore, loadavg()[0]!],
    kinds: byKind.map(spreadTiming),
  };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

export function printSearchFigures(figures: SearchFigures): void {
  console.log(
    `\nTop-bar search over ${figures.jobOrders.toLocaleString('en-US')} job orders (${figures.items.toLocaleString('en-US')} items seeded in ${figures.seedSeconds.toFixed(0)} s), ${figures.calls} calls after warm-up:`,
  );
  console.log(
    `  Search/getSearchList: median ${ms(figures.api.median)}, p95 ${ms(figures.api.p95)}, p99 ${ms(figures.api.p99)} (target p95 under 50 ms), median ${figures.hits} hits`,
  );
  console.log(
    `  bare Query of the index: median ${ms(figures.bare.median)}, p95 ${ms(figures.bare.p95)}; ratio (median) ${(figures.api.median / figures.bare.median).toFixed(2)}x`,
  );
  const names = ['part of a plate', 'whole number', 'first characters', 'short number'];
  console.log(
    `  by text: ${figures.kinds.map((kind, index) => `${names[index]} median ${ms(kind.median)} p95 ${ms(kind.p95)}`).join('; ')}`,
  );
  console.log(loadLine(figures.load));
}

if (isMainModule(import.meta.url))
  runStandaloneFigures({ name: 'search', inMemoryTables: true }, searchBenchmark, printSearchFigures);
