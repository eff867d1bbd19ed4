/**
 * Push latency with many people signed in (issue 26, Benchmarks): an administrator changes a job
 * order's status (`POST /api/ChangeJobStatus/updateStatusJobOrder`, alternating On Hold 1229 and Final QC
 * by MOI 1223, both notifying the SUPERVISOR role) and the time from the call returning to the demo
 * `supervisor`'s socket receiving the notification is measured twice in one run: with that one socket
 * open, then with 1,000 sockets open (the other 999 of other demo users of the project). The figure is
 * the ratio of the two p95s: a push must not grow with the number of sockets connected. The crowd's
 * sockets are people on pages without live dashboards; with BENCH_PUSH_WATCHING=1 every one of them
 * watches the projections too (a dashboard open on each: every status change then also fans out to all).
 * Run alone with `npx tsx tests/bench/push.ts` (env BENCH_PUSH_CHANGES, default 200 per phase;
 * BENCH_PUSH_SOCKETS, default 1000), or as part of `npm run bench`.
 */
import { isMainModule, runStandalone } from './standalone.ts';
import { benchSignIn, type BenchSession } from './session.ts';
import { performance } from 'node:perf_hooks';
import { openDemoJobOrder, watchStatusNotifications, within10s } from './status-changes.ts';
import { arrivals } from './timing.ts';
import WebSocket from 'ws';
import type { LocalRuntime } from '../../infra/local/runtime.ts';

const changes = Number(process.env.BENCH_PUSH_CHANGES ?? 200);
const totalSockets = Number(process.env.BENCH_PUSH_SOCKETS ?? 1000);
const crowdWatching = process.env.BENCH_PUSH_WATCHING === '1';
const statuses = [1229, 1223] as const;
/** Demo users of MOI other than the supervisor: the crowd's sockets. */
const crowdUsers = [
  'reception',
  'inspector',
  'technician',
  'teamleader',
  'storekeeper',
  'garageapprover',
  'moiapprover',
  'accountant',
  'executive',
  'admin',
];

interface Latency {
  median: number;
  p95: number;
  max: number;
}

export interface PushFigures {
  changes: number;
  sockets: number;
  /** The crowd watched the projections (a dashboard open on every socket). */
  watching: boolean;
  one: Latency;
  many: Latency;
  /** many.p95 / one.p95 */
  ratio: number;
}

function openSocket(base: string, session: BenchSession): Promise<WebSocket> {
  const socket = new WebSocket(session.socketUrl(base));
  return new Promise((resolve, reject) =>
    socket
      .once('open', () => resolve(socket))
      .once('error', reject)
      .once('unexpected-response', (_request, response) =>
        reject(new Error(`socket refused: ${response.statusCode}`)),
      ),
  );
}

/** Runs the benchmark against a started runtime (demo data seeded). */
export async function pushScaleBenchmark(runtime: LocalRuntime): Promise<PushFigures> {
  const base = runtime.url;
  const admin = await benchSignIn(base, 'admin');
  const supervisor = await benchSignIn(base, 'supervisor');
  const crowdSessions = await Promise.all(crowdUsers.map((user) => benchSignIn(base, user)));

  const jobordno = await openDemoJobOrder(base, admin);

  const socket = await openSocket(base, supervisor);
  const arrival = watchStatusNotifications(socket, jobordno);

  let index = 0;
  const change = async () => {
    const status = statuses[index++ % 2]!;
    const arrived = arrival(status);
    const response = await fetch(`${base}/api/ChangeJobStatus/updateStatusJobOrder`, {
      method: 'POST',
      headers: admin.headers,
      body: JSON.stringify({ jobordno, statuscde: status, remarks: `push bench ${index}` }),
    });
    if (!response.ok) throw new Error(`status change failed: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
    const returned = performance.now();
    const at = await within10s(arrived, index);
    return at - returned;
  };
  const phase = async () => {
    for (let i = 0; i < 10; i++) await change(); // warm-up
    const samples: number[] = [];
    for (let i = 0; i < changes; i++) samples.push(await change());
    return arrivals(samples);
  };

  const one = await phase();
  const crowd: WebSocket[] = [];
  try {
    // Opened 50 at a time, as a crowd signing in would.
    for (let opened = 1; opened < totalSockets;) {
      const batch = Math.min(50, totalSockets - opened);
      crowd.push(
        ...(await Promise.all(
          Array.from({ length: batch }, (_, i) =>
            openSocket(base, crowdSessions[(opened + i) % crowdSessions.length]!),
          ),
        )),
      );
      opened += batch;
    }
    if (crowdWatching)
      crowd.forEach((other) => other.send(JSON.stringify({ action: 'watch', topic: 'projections' })));
    const many = await phase();
    return {
      changes,
      sockets: totalSockets,
      watching: crowdWatching,
      one,
      many,
      ratio: many.p95 / one.p95,
    };
  } finally {
    socket.close();
    crowd.forEach((other) => other.close());
  }
}

export function printPushFigures(figures: PushFigures): void {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const line = (latency: Latency) =>
    `median ${ms(latency.median)}, p95 ${ms(latency.p95)}, max ${ms(latency.max)}`;
  console.log(
    `\nStatus change -> WebSocket notification from the call returning, ${figures.changes} changes per phase:`,
  );
  console.log(`  1 socket connected: ${line(figures.one)}`);
  console.log(
    `  ${figures.sockets.toLocaleString('en-US')} sockets connected${figures.watching ? ', all watching the projections' : ''}: ${line(figures.many)}`,
  );
  console.log(`  ratio of the p95s: ${figures.ratio.toFixed(2)}x (target 1.5x or less)`);
}

if (isMainModule(import.meta.url))
  runStandalone({ name: 'push' }, async (runtime) => printPushFigures(await pushScaleBenchmark(runtime)));
