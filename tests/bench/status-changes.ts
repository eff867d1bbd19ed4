/**
 * What the status change -> WebSocket benchmarks (notifications.ts, push.ts) share: the demo job order
 * they move and the watch on the supervisor's socket that times each notification's arrival.
 */
import { performance } from 'node:perf_hooks';
import type WebSocket from 'ws';
import type { BenchSession } from './session.ts';

/**
 * An open demo job card in one of the supervisor's garages (G01 to G03), read with the admin's headers:
 * there a status change notifies the supervisor (the benchmarks and the event bus fault test).
 */
export async function openDemoJobOrder(base: string, admin: Pick<BenchSession, 'headers'>): Promise<string> {
  const all = (await (await fetch(`${base}/api/getJobOrderAllmoi`, { headers: admin.headers })).json()) as {
    jobordno: string;
    state: string;
    garage: string;
  }[];
  const jobordno = all.find(
    (row) => row.state === 'open' && ['G01', 'G02', 'G03'].includes(row.garage),
  )?.jobordno;
  if (!jobordno) throw new Error('no open MOI job order in the demo data');
  return jobordno;
}

/**
 * Watches `socket` for the notifications of `jobordno`: `arrival(status)`, called before the change is
 * sent, resolves with the time (performance.now()) the notification of that status arrived.
 */
export function watchStatusNotifications(socket: WebSocket, jobordno: string) {
  let waiting: { status: number; resolve: (at: number) => void } | undefined;
  socket.on('message', (data) => {
    const at = performance.now();
    const message = JSON.parse(String(data)) as {
      type?: string;
      notification?: { jobOrderNo: string; statusCode: number };
    };
    const notification = message.notification;
    if (message.type !== 'notification' || notification?.jobOrderNo !== jobordno) return;
    if (waiting && notification.statusCode === waiting.status) {
      waiting.resolve(at);
      waiting = undefined;
    }
  });
  return (status: number) => new Promise<number>((resolve) => (waiting = { status, resolve }));
}

/** When `arrived` resolves, or a failure naming change `index` after 10 s without a notification. */
export async function within10s(arrived: Promise<number>, index: number): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    arrived,
    new Promise<number>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`change ${index}: no notification in 10 s`)), 10_000);
    }),
  ]).finally(() => clearTimeout(timer));
}
