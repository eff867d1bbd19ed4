/**
 * "My work" at volume (issue 25, "Benchmarks"): `GET /api/MyWork/getMyWork` for a team leader with 200
 * job orders waiting for it, in a project of 100,000 job orders, through the local API Gateway: median
 * and p95 of BENCH_CALLS calls after 20 warm-up calls, alternating call by call with one bare DynamoDB
 * Query page of the same 200 rows (the work index partition of the role, the user's garage); the ratio
 * of the medians is the figure we track (target 3x or less).
 *
 *   npx tsx tests/bench/my-work.ts   (env BENCH_JOB_ORDERS (100000), BENCH_WAITING (200),
 *                                     BENCH_CALLS (300), BENCH_YEAR, BENCH_FULL=1 to seed the whole
 *                                     year with `seed:scale`, BENCH_MAX_LOAD (3) and BENCH_WAIT_MINUTES
 *                                     (60): the measurement waits for the 1-minute load average to fall,
 *                                     `--figures <file>` also writes the figures as JSON)
 *
 * The year is planned by the scale seed (functions/platform/seed/scale: vehicles, garages, numbers and moves, as
 * of the year's last day, so its recent job orders are still open across every garage and role); by
 * default only the job order items a status change writes to the indexes are written (header, status
 * index, work index: a few minutes, DynamoDB Local in memory); BENCH_FULL=1 writes the whole year
 * (history, documents, projections: half an hour or more). The user's 200 job orders are written the
 * same way in a garage of their own, at the team leader's statuses.
 */
import { isMainModule, runStandaloneFigures, yearSeed } from './standalone.ts';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { idleLoad, loadLine, spreadTiming, type YearCallFigures } from './timing.ts';
import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { MyWork } from '@fleet/shared/reports/my-work';
import type { LocalRuntime } from '../../infra/local/runtime.ts';
import { benchSignIn } from './session.ts';
import { runtimeTable } from '../support/dynamo.ts';

const jobOrders = Number(process.env.BENCH_JOB_ORDERS ?? 100_000);
const waiting = Number(process.env.BENCH_WAITING ?? 200);
const calls = Number(process.env.BENCH_CALLS ?? 300);
const year = Number(process.env.BENCH_YEAR ?? new Date().getUTCFullYear() - 1);
const full = process.env.BENCH_FULL === '1';
const project = 'KPTC';
const benchUser = 'benchteamleader';
const benchGarage = 'GBENCH';
/** The team leader's statuses the 200 job orders wait at (garage technicians, inspection, estimation, repair, parts). */
const waitingStatuses = [1208, 1209, 1213, 1215, 1216, 1236, 1228];

export interface MyWorkFigures extends YearCallFigures {
  /** Rows of the team leader's work index partition over every garage (what the call does not read). */
  roleRows: number;
  rows: number;
}

/** Writes the planned year: what a status change writes to the indexes, or (BENCH_FULL) everything. */
async function seedYear(log: (line: string) => void): Promise<number> {
  const options = yearSeed(project, year, jobOrders, 'bench-my-work');
  if (full) {
    const { seedScale } = await import('@fleet/functions/platform/seed/scale/run');
    return (await seedScale(options, { log })).items;
  }
  const { planYear, plannedMoves } = await import('@fleet/functions/platform/seed/scale/plan');
  const { buildJobOrder } = await import('@fleet/functions/platform/seed/scale/items');
  const { putItems } = await import('@fleet/functions/lib/batch');
  const plan = planYear(options);
  const written = new Set(['jobOrderHeader', 'jobOrderAtStatus', 'jobOrderWork']);
  let items = 0;
  for (let start = 0; start < plan.length; start += 1000) {
    const chunk = plan.slice(start, start + 1000).flatMap((planned) =>
      buildJobOrder(options, planned, `JO-${year}-${String(planned.index + 1).padStart(5, '0')}`, {
        moves: plannedMoves(options, planned),
      }).items.filter((item) => written.has(String(item['entity']))),
    );
    await putItems(chunk, 8);
    items += chunk.length;
    if ((start / 1000) % 10 === 9) log(`${start + 1000} job orders, ${items} items`);
  }
  return items;
}

/** The user's job orders: `waiting` open job orders of its garage at the team leader's statuses. */
async function seedWaiting(): Promise<number> {
  const { jobOrderItems } = await import('@fleet/functions/engines/status/engine');
  const { putItems } = await import('@fleet/functions/lib/batch');
  const items = Array.from({ length: waiting }, (_, index) => {
    const jobordno = `JO-BENCH-${String(index + 1).padStart(5, '0')}`;
    const day = new Date(Date.UTC(year, 11, 1 + (index % 28))).toISOString().slice(0, 10);
    return jobOrderItems(
      project,
      {
        jobordno,
        joborddat: day,
        vehicleno: `97/${String(10000 + index)}`,
        vehmakid: 'TOY',
        vehmaknam: 'Toyota',
        compcode: 'C01',
        companynm: 'Kuwait Public Transport Company',
        custname: 'KPTC',
        garage: benchGarage,
        garagnam: 'Benchmark Garage',
        kind: 'KPTC',
        state: 'open',
        servicetype: 'main',
        version: 1,
      },
      [waitingStatuses[index % waitingStatuses.length]!],
      { user: 'reception', startAt: `${day}T07:30:00.000Z` },
    );
  }).flat();
  await putItems(items, 8);
  return items.length;
}

/** A team leader of the benchmark's garage (Cognito user and profile), as the user master makes one. */
async function createBenchUser(runtime: LocalRuntime): Promise<void> {
  const env = runtime.env;
  const credentials = { accessKeyId: env.AWS_ACCESS_KEY_ID!, secretAccessKey: env.AWS_SECRET_ACCESS_KEY! };
  const cognito = new CognitoIdentityProviderClient({
    region: env.AWS_REGION,
    credentials,
    endpoint: env.AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER,
  });
  await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId: env.USER_POOL_ID,
      Username: benchUser,
      MessageAction: 'SUPPRESS',
    }),
  );
  await cognito.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: env.USER_POOL_ID,
      Username: benchUser,
      Password: 'Fleet@2026',
      Permanent: true,
    }),
  );
  const { putItem } = await import('@fleet/functions/lib/db');
  const { accessChanged } = await import('@fleet/functions/lib/access');
  await putItem({
    pk: 'GLOBAL#USER',
    sk: benchUser,
    entity: 'user',
    usercode: benchUser,
    username: 'Benchmark Team Leader',
    projects: [project],
    garages: [benchGarage],
    roles: ['TEAMLEADER'],
    superuser: 'N',
    status: 'active',
    failedAttempts: 0,
    version: 1,
  });
  await accessChanged();
}

/** Seeds the year and the user's work in `runtime`, then measures the call and the bare Query page. */
export async function myWorkBenchmark(
  runtime: LocalRuntime,
  log: (line: string) => void = () => undefined,
): Promise<MyWorkFigures> {
  const seeded = performance.now();
  const items = (await seedYear(log)) + (await seedWaiting());
  const seedSeconds = (performance.now() - seeded) / 1000;
  log(
    `seeded ${jobOrders} job orders and ${waiting} waiting (${items} items) in ${seedSeconds.toFixed(0)} s`,
  );

  await createBenchUser(runtime);
  const session = await benchSignIn(runtime.url, benchUser, project);
  const url = `${runtime.url}/api/MyWork/getMyWork`;
  const check = (await (await fetch(url, { headers: session.headers })).json()) as MyWork;
  if (check.total !== waiting) throw new Error(`expected ${waiting} rows, got ${check.total}`);

  const env = runtime.env;
  const client = runtimeTable(env);
  const partition = `${project}#WORK#TEAMLEADER`;
  let roleRows = 0;
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new QueryCommand({
        TableName: env.TABLE_NAME,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': partition },
        Select: 'COUNT',
        ExclusiveStartKey: cursor,
      }),
    );
    roleRows += page.Count ?? 0;
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  // One page of the user's rows: what the call's main read returns.
  const bareQuery = new QueryCommand({
    TableName: env.TABLE_NAME,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :garage)',
    ExpressionAttributeValues: { ':pk': partition, ':garage': `${benchGarage}#` },
    Limit: waiting,
  });

  const loadBefore = await idleLoad(log);
  const apiSamples: number[] = [];
  const bareSamples: number[] = [];
  for (let index = 0; index < calls + 20; index++) {
    let start = performance.now();
    const response = await fetch(url, { headers: session.headers });
    const answer = (await response.json()) as MyWork;
    const api = performance.now() - start;
    if (!response.ok || answer.total !== waiting) throw new Error(`call ${index}: ${response.status}`);
    start = performance.now();
    const page = await client.send(bareQuery);
    const bare = performance.now() - start;
    if (page.Items?.length !== waiting) throw new Error('bare query returned a short page');
    if (index < 20) continue; // warm-up
    apiSamples.push(api);
    bareSamples.push(bare);
  }
  return {
    jobOrders,
    items,
    seedSeconds,
    roleRows,
    rows: waiting,
    calls,
    api: spreadTiming(apiSamples),
    bare: spreadTiming(bareSamples),
    load: [loadBefore, loadavg()[0]!],
  };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

export function printMyWorkFigures(figures: MyWorkFigures): void {
  console.log(
    `\nMy work of a team leader with ${figures.rows} waiting, over ${figures.jobOrders.toLocaleString('en-US')} job orders (${figures.items.toLocaleString('en-US')} items seeded in ${figures.seedSeconds.toFixed(0)} s; the role's work index holds ${figures.roleRows.toLocaleString('en-US')} rows over every garage), ${figures.calls} calls after warm-up:`,
  );
  console.log(
    `  MyWork/getMyWork: median ${ms(figures.api.median)}, p95 ${ms(figures.api.p95)}, p99 ${ms(figures.api.p99)}`,
  );
  console.log(
    `  bare Query page of the ${figures.rows} rows: median ${ms(figures.bare.median)}, p95 ${ms(figures.bare.p95)}; ratio (median) ${(figures.api.median / figures.bare.median).toFixed(2)}x (target 3x or less)`,
  );
  console.log(loadLine(figures.load));
}

if (isMainModule(import.meta.url))
  runStandaloneFigures({ name: 'my-work', inMemoryTables: true }, myWorkBenchmark, printMyWorkFigures);
