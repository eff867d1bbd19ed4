/**
 * Status change -> WebSocket benchmark (issue 5 item 9): an administrator changes a job order's
 * status through `POST /api/ChangeJobStatus/updateStatusJobOrder` (alternating On Hold 1229 and
 * Final QC by MOI 1223, both notifying the SUPERVISOR role), while the demo `supervisor` has a
 * WebSocket open. For each change: the time from the call returning to the notification arriving
 * (0 when it arrived before the response, counted apart), and from the call being sent. The chain
 * measured is the real one: engine transaction -> publish after commit -> local EventBridge ->
 * notifications subscriber -> table -> API Gateway management API -> socket.
 * Run alone with `npx tsx tests/bench/notifications.ts` (env BENCH_CHANGES, default 200), or as part of
 * `npm run bench`.
 */
import { isMainModule, runStandalone } from './standalone.ts';
import { benchSignIn } from './session.ts';
import { performance } from 'node:perf_hooks';
import { openDemoJobOrder, watchStatusNotifications, within10s } from './status-changes.ts';
import { messageLatency, printMessageLatency, type MessageLatency, type MessageSample } from './timing.ts';
import WebSocket from 'ws';
import type { LocalRuntime } from '../../infra/local/runtime.ts';

const changes = Number(process.env.BENCH_CHANGES ?? 200);
const statuses = [1229, 1223] as const;

export interface NotificationFigures extends MessageLatency {
  changes: number;
}

/** Runs the benchmark against a started runtime (demo data seeded). */
export async function notificationLatencyBenchmark(runtime: LocalRuntime): Promise<NotificationFigures> {
  const base = runtime.url;
  const admin = await benchSignIn(base, 'admin');
  const supervisor = await benchSignIn(base, 'supervisor');
  const headers = admin.headers;

  const jobordno = await openDemoJobOrder(base, admin);

  const socket = new WebSocket(supervisor.socketUrl(base));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const arrival = watchStatusNotifications(socket, jobordno);

  const change = async (index: number) => {
    const status = statuses[index % 2]!;
    const arrived = arrival(status);
    const sent = performance.now();
    const response = await fetch(`${base}/api/ChangeJobStatus/updateStatusJobOrder`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ jobordno, statuscde: status, remarks: `bench ${index}` }),
    });
    if (!response.ok) throw new Error(`status change failed: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
    const returned = performance.now();
    const at = await within10s(arrived, index);
    return { afterResponse: at - returned, afterRequest: at - sent };
  };

  for (let i = 0; i < 10; i++) await change(i); // warm-up
  const samples: MessageSample[] = [];
  for (let i = 0; i < changes; i++) samples.push(await change(i));
  socket.close();

  return { changes, ...messageLatency(samples) };
}

export function printNotificationFigures(figures: NotificationFigures): void {
  printMessageLatency(
    `Status change -> WebSocket notification, ${figures.changes} changes (ChangeJobStatus/updateStatusJobOrder)`,
    figures,
    figures.changes,
  );
}

if (isMainModule(import.meta.url))
  runStandalone({ name: 'ws' }, async (runtime) =>
    printNotificationFigures(await notificationLatencyBenchmark(runtime)),
  );
