/**
 * Benchmarks (npm run bench; not part of npm test). Prints:
 * 1. `npm start` to running and a successful sign-in: fresh data, then again with the SPA unchanged, then
 *    after a web change;
 * 2. a paged list call (50 rows) through the local API Gateway, median and p99, and in the same run,
 *    alternating call by call, the bare DynamoDB Query behind it; the overhead ratio is the figure we track;
 * 3. the maintenance invoice list over N invoices (tests/bench/invoices.ts), in the same runtime;
 *    then status change -> WebSocket notification latency (tests/bench/notifications.ts) and approval
 *    decision -> requester's WebSocket message with 200 other sockets open (tests/bench/approvals.ts), and
 *    the current stock report over 5,000 items and 100,000 movements (tests/bench/stock.ts), and the
 *    status change push's p95 with 1,000 sockets open against 1 socket (tests/bench/push.ts);
 * 4. the minified size of each Lambda bundle at start (entry and static chunks; lazy chunks apart);
 * 5. the web figures of tests/bench/web.ts (sign-in page JS/CSS, largest lazy chunk, landing LCP);
 * 6. "My work" of a team leader with 200 waiting over 100,000 job orders (tests/bench/my-work.ts, in its
 *    own process and in-memory runtime), next to one bare Query page of the same rows;
 * 7. the top-bar search over 100,000 job orders (tests/bench/search.ts, its own process and runtime);
 * 8. the load mix of issue 26: 100 users for 60 s, p95 per call type and errors (tests/bench/load.ts, its
 *    own process and runtime);
 * 9. the table of issue 16 (figure, now, target) as the README shows it.
 */
import { benchSignIn } from './session.ts';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { percentile } from './timing.ts';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { buildLambdas, formatBundleSize } from '../../infra/build-lambdas.ts';
import { startLocalRuntime } from '../../infra/local/runtime.ts';
import { webDist } from '../../infra/local/web-build.ts';
import type { WebFigures } from './web.ts';
import type { MyWorkFigures } from './my-work.ts';
import type { SearchFigures } from './search.ts';
import type { LoadFigures } from './load.ts';
import { invoiceListBenchmark, printInvoiceFigures } from './invoices.ts';
import { notificationLatencyBenchmark, printNotificationFigures } from './notifications.ts';
import { approvalLatencyBenchmark, printApprovalFigures } from './approvals.ts';
import { printStockFigures, stockReportBenchmark } from './stock.ts';
import { printPushFigures, pushScaleBenchmark } from './push.ts';
import { runtimeTable } from '../support/dynamo.ts';

const repoRoot = join(import.meta.dirname, '..', '..');
const listRows = 50;
const iterations = Number(process.env.BENCH_ITERATIONS ?? 300);
/** `npm run bench -- --list`: only the paged list call and the bare Query (while working on the API path). */
const listOnly = process.argv.includes('--list');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function signIn(base: string): Promise<string | undefined> {
  try {
    const response = await fetch(`${base}/api/Auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ project: 'MOI', username: 'admin', password: 'Fleet@2026' }),
    });
    if (!response.ok) return undefined;
    return ((await response.json()) as { token: string }).token;
  } catch {
    return undefined;
  }
}

/**
 * `npm start` in a child process, timed until it prints that it is running (the SPA built or found
 * current, the seed done) and a sign-in succeeds.
 */
async function timedStart(dataDir: string, fresh: boolean): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const args = ['start', '--', ...(fresh ? ['--fresh'] : []), '--port', String(port), '--data-dir', dataDir];
  const child = spawn('npm', args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'ignore'], detached: true });
  let running = false;
  child.stdout.on('data', (chunk: Buffer) => {
    if (chunk.toString().includes('Fleet Workshop is running at')) running = true;
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
      if (running && (await signIn(`http://127.0.0.1:${port}`))) return performance.now() - started;
      await sleep(50);
    }
  } finally {
    process.kill(-(child.pid as number), 'SIGINT');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

/**
 * Three starts on one data directory: `--fresh` (emulators, table, demo seed), then again with the SPA
 * unchanged (the build cache hits), then after a web change (the cache key removed: a full build runs
 * beside the emulators' start).
 */
async function startTimes(): Promise<{ fresh: number; unchanged: number; changed: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fleet-bench-'));
  try {
    const fresh = await timedStart(dataDir, true);
    const unchanged = await timedStart(dataDir, false);
    rmSync(join(webDist, '.inputs-hash'), { force: true });
    const changed = await timedStart(dataDir, false);
    return { fresh, unchanged, changed };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Times `runs` alternately (one call of each per round), so a change of machine load during the
 * measurement weighs on every figure alike and their ratio stays meaningful.
 */
async function timedAlternately(runs: (() => Promise<void>)[]): Promise<{ median: number; p99: number }[]> {
  for (let i = 0; i < 20; i++) for (const run of runs) await run(); // warm-up
  const samples = runs.map(() => [] as number[]);
  for (let i = 0; i < iterations; i++) {
    for (const [index, run] of runs.entries()) {
      const start = performance.now();
      await run();
      samples[index]!.push(performance.now() - start);
    }
  }
  return samples.map((list) => {
    list.sort((a, b) => a - b);
    return { median: percentile(list, 50), p99: percentile(list, 99) };
  });
}

async function listLatency() {
  const dataDir = mkdtempSync(join(tmpdir(), 'fleet-bench-'));
  const runtime = await startLocalRuntime({ port: await freePort(), dataDir, fresh: true, log: () => {} });
  try {
    const session = await benchSignIn(runtime.url);
    const { headers } = session;
    // Enough user-log rows for a full page of 50.
    for (let i = 0; i < listRows + 10; i++) {
      await fetch(`${runtime.url}/api/User/setUserLog?status=login`, { method: 'POST', headers });
    }
    const listUrl = `${runtime.url}/api/user/getUserlogList?limit=${listRows}`;
    const check = (await (await fetch(listUrl, { headers })).json()) as { items: unknown[] };
    if (check.items.length !== listRows)
      throw new Error(`expected ${listRows} rows, got ${check.items.length}`);

    const env = runtime.env;
    const client = runtimeTable(env);
    // The same Query the route runs (functions/platform/users/userlog.ts: every user's sessions by time).
    const query = new QueryCommand({
      TableName: env.TABLE_NAME,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': 'MOI#USERLOG' },
      ScanIndexForward: false,
      Limit: listRows,
    });
    const [api, bare] = await timedAlternately([
      async () => {
        const response = await fetch(listUrl, { headers });
        await response.arrayBuffer();
      },
      async () => {
        const result = await client.send(query);
        if (result.Items?.length !== listRows) throw new Error('bare query returned a short page');
      },
    ]);
    if (!api || !bare) throw new Error('no timings');
    if (listOnly) return { api, bare };
    // Same runtime: the handlers' AWS clients in this process are bound to its ports.
    const invoices = await invoiceListBenchmark(runtime, session);
    const notifications = await notificationLatencyBenchmark(runtime);
    const approvals = await approvalLatencyBenchmark(runtime);
    const stock = await stockReportBenchmark(runtime, session);
    const push = await pushScaleBenchmark(runtime);
    return { api, bare, invoices, notifications, approvals, stock, push };
  } finally {
    await runtime.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

console.log(`Fleet Workshop benchmarks, ${new Date().toISOString().slice(0, 10)}`);
console.log(
  `Machine: ${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
);

const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
const starts = listOnly ? undefined : await startTimes();
if (starts) {
  console.log('\nnpm start -> running and a sign-in answered:');
  console.log(`  --fresh (empty data, demo seed): ${seconds(starts.fresh)}`);
  console.log(`  again, SPA unchanged (build cache hit): ${seconds(starts.unchanged)}`);
  console.log(
    `  again, after a web change (SPA rebuilt beside the emulators' start): ${seconds(starts.changed)}`,
  );
}

const { api, bare, ...others } = await listLatency();
console.log(
  `\nPaged list, ${listRows} rows (GET /api/user/getUserlogList), ${iterations} calls each after warm-up, alternating with the bare Query:`,
);
console.log(`  through the local API Gateway: median ${ms(api.median)}, p99 ${ms(api.p99)}`);
console.log(`  bare DynamoDB Query behind it: median ${ms(bare.median)}, p99 ${ms(bare.p99)}`);
console.log(`  overhead ratio (median): ${(api.median / bare.median).toFixed(2)}x`);

if (listOnly) process.exit(0);
const { invoices, notifications, approvals, stock, push } = others as Required<typeof others>;
printInvoiceFigures(invoices);
printNotificationFigures(notifications);
printApprovalFigures(approvals);
printStockFigures(stock);
printPushFigures(push);

const bundles = await buildLambdas();
console.log(
  '\nLambda bundles (minified; index.mjs and the chunks it imports statically, lazy chunks apart):',
);
for (const bundle of bundles.sort((a, b) => a.name.localeCompare(b.name))) {
  console.log(`  ${formatBundleSize(bundle)}`);
}

/**
 * Runs `tests/bench/<name>.ts` in a process of its own (its own runtime and, where it seeds 100,000 job
 * orders, in-memory tables) and reads the figures it writes; a failed run fails the benchmark.
 */
async function figuresOf<T>(name: string): Promise<T> {
  const file = join(mkdtempSync(join(tmpdir(), `fleet-bench-${name}-figures-`)), `${name}.json`);
  const child = spawn('npx', ['tsx', join(repoRoot, 'tests', 'bench', `${name}.ts`), '--figures', file], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  const exit = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (exit !== 0) process.exit(exit ?? 1);
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

// The web figures: its own process, as the handlers' AWS clients are built once per process, for the
// first runtime's ports. Then "My work" and the top-bar search over 100,000 job orders (issue 25) and the
// load mix (issue 26: 100 users for 60 s).
const webFigures = await figuresOf<WebFigures>('web');
const myWork = await figuresOf<MyWorkFigures>('my-work');
const search = await figuresOf<SearchFigures>('search');
const load = await figuresOf<LoadFigures>('load');
const slowest = [...load.byCall].sort((a, b) => b.p95 - a.p95)[0];

// The table of issue 16, as the README shows it.
const largest = [...bundles].sort((a, b) => b.bytes - a.bytes)[0];
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const signInTotal = webFigures.signIn.js + webFigures.signIn.css;
const rows: [string, string, string][] = [
  [
    '`npm start`, SPA unchanged, to running and signed in',
    starts ? seconds(starts.unchanged) : '-',
    'under 10 s',
  ],
  ['`npm start` after a web change', starts ? seconds(starts.changed) : '-', 'under 25 s'],
  ['`npm start -- --fresh` (demo seed)', starts ? seconds(starts.fresh) : '-', '-'],
  [
    'sign-in page JavaScript + CSS, gzipped',
    `${kib(webFigures.signIn.js)} + ${kib(webFigures.signIn.css)} = ${kib(signInTotal)}`,
    '300 KiB or less',
  ],
  [
    'list call through the local API Gateway / bare DynamoDB Query, median',
    `${ms(api.median)} / ${ms(bare.median)} = ${(api.median / bare.median).toFixed(2)}x`,
    '1.5x or less',
  ],
  [
    'largest Lambda bundle at start, minified',
    largest ? `${largest.name} ${kib(largest.bytes)}` : '-',
    '300 KiB or less each',
  ],
  [
    `"My work" call, ${myWork.rows} waiting in ${myWork.jobOrders.toLocaleString('en-US')} job orders / bare Query page, median`,
    `${ms(myWork.api.median)} (p95 ${ms(myWork.api.p95)}) / ${ms(myWork.bare.median)} = ${(myWork.api.median / myWork.bare.median).toFixed(2)}x`,
    '3x or less',
  ],
  [
    `top-bar search, ${search.jobOrders.toLocaleString('en-US')} job orders, p95`,
    `${ms(search.api.p95)} (median ${ms(search.api.median)})`,
    'under 50 ms',
  ],
  [
    `load mix, ${load.users} users for ${load.seconds.toFixed(0)} s (${load.calls} calls): errors; slowest p95`,
    `${load.errors}; ${slowest ? `${ms(slowest.p95)} (${slowest.name})` : '-'}`,
    '0 errors',
  ],
  [
    `status change push p95 after the call returns, ${push.sockets.toLocaleString('en-US')} sockets / 1 socket, same run`,
    `${ms(push.many.p95)} / ${ms(push.one.p95)} = ${push.ratio.toFixed(2)}x`,
    '1.5x or less',
  ],
  [
    'landing LCP, signed in, headless Chromium',
    `${webFigures.lcp.median.toFixed(0)} ms median`,
    '800 ms or less',
  ],
  [
    'landing ("My work") LCP / minimal Cloudscape page LCP, same run',
    `${webFigures.lcp.median.toFixed(0)} / ${webFigures.baseline.median.toFixed(0)} ms = ${(webFigures.lcp.median / webFigures.baseline.median).toFixed(2)}x`,
    '1.5x or less',
  ],
];
console.log('\n| Figure | Now | Target |\n|---|---|---|');
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
process.exit(0);
