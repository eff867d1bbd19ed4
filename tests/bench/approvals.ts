/**
 * Approval decision -> requester's WebSocket message (issue 10 item 10). The demo team leader submits an
 * estimation; the MOI approver approves it (`POST /api/Quotation/approvequotation`) and withdraws the
 * approval again (`deletequotationapproval`), 200 times; each approval must reach the team leader's open
 * WebSocket as an "approved" notification. Meanwhile 200 other sockets (the other demo users, several
 * each) stay connected, so the push goes through a connection table that is not empty. The chain is the
 * real one: approval engine transaction (with the job order's status move and the outbox) -> publish
 * after commit -> local EventBridge -> notifications subscriber -> table -> API Gateway management API.
 * Run alone with `npx tsx tests/bench/approvals.ts` (env BENCH_DECISIONS, BENCH_OTHER_SOCKETS) or as
 * part of `npm run bench`.
 */
import { isMainModule, runStandalone } from './standalone.ts';
import { benchSignIn, type BenchSession } from './session.ts';
import { performance } from 'node:perf_hooks';
import { messageLatency, printMessageLatency, type MessageLatency, type MessageSample } from './timing.ts';
import WebSocket from 'ws';
import type { LocalRuntime } from '../../infra/local/runtime.ts';

const decisions = Number(process.env.BENCH_DECISIONS ?? 200);
const otherSockets = Number(process.env.BENCH_OTHER_SOCKETS ?? 200);

export interface ApprovalFigures extends MessageLatency {
  decisions: number;
  otherSockets: number;
}

function client(base: string, session: BenchSession) {
  const headers = session.headers;
  const call = async <T>(
    method: string,
    path: string,
    body?: unknown,
    query: Record<string, string> = {},
  ) => {
    const url = new URL(path, base);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    const response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`);
    return JSON.parse(text) as T;
  };
  return call;
}

function openSocket(base: string, session: BenchSession): Promise<WebSocket> {
  const socket = new WebSocket(session.socketUrl(base));
  return new Promise((resolve, reject) => socket.once('open', () => resolve(socket)).once('error', reject));
}

/** Runs the benchmark against a started runtime (demo data seeded). */
export async function approvalLatencyBenchmark(runtime: LocalRuntime): Promise<ApprovalFigures> {
  const base = runtime.url;
  const [admin, teamleader, moi] = await Promise.all(
    ['admin', 'teamleader', 'moiapprover'].map((user) => benchSignIn(base, user)),
  );
  const asAdmin = client(base, admin!);
  const asLeader = client(base, teamleader!);
  const asMoi = client(base, moi!);

  // An open demo job order without an estimation, set to "inspection completed" (1213) by an
  // administrator's correction (the demo data gives some open job orders an estimation already).
  const all = await asAdmin<{ jobordno: string; state: string }[]>('GET', '/api/getJobOrderAllmoi');
  let saved: { docnumbr: string; version: number } | undefined;
  let jobordno: string | undefined;
  for (const candidate of all.filter((row) => row.state === 'open')) {
    await asAdmin('POST', '/api/ChangeJobStatus/updateStatusJobOrder', {
      jobordno: candidate.jobordno,
      statuscde: 1213,
      remarks: 'bench',
    });
    try {
      [, saved] = await asLeader<[string, { docnumbr: string; version: number }]>(
        'POST',
        '/api/Quotation/insertupdatequotation',
        {
          jobordno: candidate.jobordno,
          remarks: 'bench',
          lines: [{ linetype: 'PART', sparepart: 'FLT-1001', sparenam: 'Bench part', qty: 1, unitprice: 10 }],
        },
      );
      jobordno = candidate.jobordno;
      break;
    } catch (error) {
      if (!String(error).includes('already has an estimation')) throw error;
    }
  }
  if (!saved || !jobordno) throw new Error('no open MOI job order without an estimation in the demo data');

  // The other users' sockets (several per user), then the requester's.
  const others = [
    'supervisor',
    'reception',
    'inspector',
    'technician',
    'storekeeper',
    'garageapprover',
    'kptcapprover',
    'accountant',
  ];
  const tokens = await Promise.all(others.map((user) => benchSignIn(base, user)));
  const crowd: WebSocket[] = [];
  for (let i = 0; i < otherSockets; i++) crowd.push(await openSocket(base, tokens[i % tokens.length]!));
  const socket = await openSocket(base, teamleader!);

  let waiting: { version: number; resolve: (at: number) => void } | undefined;
  socket.on('message', (data) => {
    const at = performance.now();
    const message = JSON.parse(String(data)) as {
      type?: string;
      notification?: { approval?: { docnumbr: string; event: string } };
    };
    const approval = message.notification?.approval;
    if (
      message.type !== 'notification' ||
      approval?.docnumbr !== saved.docnumbr ||
      approval.event !== 'approved'
    )
      return;
    waiting?.resolve(at);
    waiting = undefined;
  });

  let version = saved.version;
  const decide = async (index: number) => {
    const arrived = new Promise<number>((resolve) => (waiting = { version, resolve }));
    const sent = performance.now();
    const [, approved] = await asMoi<[string, { version: number }]>(
      'POST',
      '/api/Quotation/approvequotation',
      {
        docnumbr: saved.docnumbr,
        version,
        decision: 'A',
      },
    );
    const returned = performance.now();
    const at = await Promise.race([
      arrived,
      new Promise<number>((_, reject) =>
        setTimeout(() => reject(new Error(`decision ${index}: no message in 10 s`)), 10_000),
      ),
    ]);
    const [, withdrawn] = await asMoi<[string, { version: number }]>(
      'POST',
      '/api/Quotation/deletequotationapproval',
      undefined,
      {
        docnumbr: saved.docnumbr,
      },
    );
    version = withdrawn.version;
    void approved;
    return { afterResponse: at - returned, afterRequest: at - sent };
  };

  for (let i = 0; i < 10; i++) await decide(i); // warm-up
  const samples: MessageSample[] = [];
  for (let i = 0; i < decisions; i++) samples.push(await decide(i));
  socket.close();
  crowd.forEach((other) => other.close());

  return { decisions, otherSockets, ...messageLatency(samples) };
}

export function printApprovalFigures(figures: ApprovalFigures): void {
  printMessageLatency(
    `Approval decision -> requester's WebSocket message, ${figures.decisions} decisions, ${figures.otherSockets} other sockets connected (Quotation/approvequotation)`,
    figures,
    figures.decisions,
  );
}

if (isMainModule(import.meta.url))
  runStandalone({ name: 'approvals' }, async (runtime) =>
    printApprovalFigures(await approvalLatencyBenchmark(runtime)),
  );
