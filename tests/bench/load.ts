/**
 * Load (issue 26 item 8, "Benchmarks"): 100 simulated users for 60 s on the local runtime, each signed
 * in as a demo role with its WebSocket open, working in a loop with a think time between calls:
 * - reception: the job card list, My work, the bell; every third round a job card with two photos
 *   (presign, the browser's POST to S3, confirm, twice, then SetJobOrder on a vehicle of its own);
 * - MOI approver: the estimation list, then approves its estimation and withdraws the approval;
 * - store keeper: the issue vouchers of a store, then an issue voucher of two lines;
 * - accountant: the maintenance invoice list and one invoice;
 * - supervisor, team leader, inspector, technician: My work, their list (job cards, estimations,
 *   inspections; none for the technician), the bell;
 * - executive: the dashboard counts and My work.
 * Prints the p95 (and median, count) per call type and every error (any answer but 2xx is one; the
 * target is 0). Setup writes what the mix needs beside the demo seed: vehicles for the job cards, an
 * estimation waiting for each approver, a store with stock.
 * A user waits `--think-ms` (3000: 1.5 to 4.5 s, a brisk person) between calls. DynamoDB Local keeps
 * its tables in memory (`--file-tables` for its database file): on the file every commit is written
 * through SQLite one at a time, so concurrent writes queue behind each other (seconds per save at this
 * load), which DynamoDB does not do.
 * Run alone with `npx tsx tests/bench/load.ts [--users 100] [--seconds 60] [--think-ms 3000]`, or as
 * part of `npm run bench` (its own process and runtime, `--figures <file>` writes the figures).
 */
import { benchSignIn, type BenchSession } from './session.ts';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import { startLocalRuntime, type LocalRuntime } from '../../infra/local/runtime.ts';
import { putTestSparePart, putTestStore } from '../support/spare-parts.ts';
import { jobCardRequest } from '../support/job-cards.ts';

export interface LoadFigures {
  users: number;
  seconds: number;
  calls: number;
  errors: number;
  /** First errors, one line each (call type, status, message). */
  errorSamples: string[];
  byCall: { name: string; count: number; median: number; p95: number; errors: number }[];
  loadAverage: number;
}

interface Timing {
  samples: number[];
  errors: number;
}

class LoadError extends Error {
  override name = 'LoadError';
}

const roleMix: [role: string, share: number][] = [
  ['reception', 20],
  ['moiapprover', 15],
  ['storekeeper', 15],
  ['accountant', 15],
  ['supervisor', 10],
  ['teamleader', 10],
  ['inspector', 5],
  ['technician', 5],
  ['executive', 5],
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(2000).fill(7)]);

/** Runs the mix against a started runtime (demo data seeded). */
export async function loadBenchmark(
  runtime: LocalRuntime,
  options: { users: number; seconds: number; thinkMs: number },
): Promise<LoadFigures> {
  const base = runtime.url;
  const timings = new Map<string, Timing>();
  const errorSamples: string[] = [];
  let errors = 0;
  let measuring = false;

  /** One timed call; a non-2xx answer is an error of its call type (and throws, ending the round). */
  const timed = async <T>(name: string, send: () => Promise<Response>): Promise<T> => {
    const start = performance.now();
    let response: Response;
    try {
      response = await send();
    } catch (error) {
      response = new Response(String(error), { status: 599 });
    }
    const text = await response.text();
    const elapsed = performance.now() - start;
    const timing = timings.get(name) ?? { samples: [], errors: 0 };
    timings.set(name, timing);
    if (!response.ok) {
      if (measuring) {
        timing.errors += 1;
        errors += 1;
        if (errorSamples.length < 20) errorSamples.push(`${name}: ${response.status} ${text.slice(0, 300)}`);
      }
      throw new LoadError(`${name}: ${response.status} ${text.slice(0, 300)}`);
    }
    if (measuring) timing.samples.push(elapsed);
    return (text ? JSON.parse(text) : undefined) as T;
  };
  const api = (session: BenchSession) => ({
    get: <T>(name: string, path: string, query: Record<string, string> = {}) => {
      const url = new URL(path, base);
      for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
      return timed<T>(name, () => fetch(url, { headers: session.headers }));
    },
    post: <T>(name: string, path: string, body?: unknown, query: Record<string, string> = {}) => {
      const url = new URL(path, base);
      for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
      return timed<T>(name, () =>
        fetch(url, {
          method: 'POST',
          headers: session.headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        }),
      );
    },
  });

  // ---- Setup: the handlers run in this process, on this runtime's table.
  const { putItem } = await import('@fleet/functions/lib/db');
  const { masterItem, masterKeys, masterTypes } = await import('@fleet/functions/engines/masters/keys');
  const { fleetOf } = await import('@fleet/functions/platform/seed/fleet');
  const { vehicleChecks } = await import('@fleet/functions/platform/seed/workshop');
  const run = Date.now().toString(36).toUpperCase();
  const template = fleetOf('MOI')[0]!;
  const vehicles: string[] = [];
  const addVehicle = async () => {
    const vehicleno = `L${run}/${vehicles.length + 1}`;
    await putItem(
      masterItem(masterKeys.record('MOI', masterTypes.vehicle, vehicleno), 'vehicle', {
        ...template,
        vehicleno,
      }),
    );
    vehicles.push(vehicleno);
    return vehicleno;
  };
  const receptionUsers = Math.ceil((options.users * 20) / 100);
  const approverUsers = Math.ceil((options.users * 15) / 100);
  for (let i = 0; i < receptionUsers * Math.ceil(options.seconds / 4) + approverUsers; i++)
    await addVehicle();
  const freeVehicles = [...vehicles];

  const storecode = `LOAD${run}`;
  await putTestStore(storecode, {
    storenam: `Load test store ${storecode}`,
    storenamar: `مخزن اختبار الحمل ${storecode}`,
    storetype: 'MAIN',
  });
  const parts = Array.from({ length: 10 }, (_, i) => `LOAD-${run}-${i}`);
  for (const [index, sparepart] of parts.entries())
    await putTestSparePart(sparepart, {
      sparenam: `Load test part ${index}`,
      sparenamar: `قطعة اختبار ${index}`,
      sparepric: 2,
      sparecat: 'FILTERS',
    });

  const [admin, storekeeper, teamleader, reception] = await Promise.all(
    ['admin', 'storekeeper', 'teamleader', 'reception'].map((user) => benchSignIn(base, user)),
  );
  measuring = false;
  await api(storekeeper!).post('setup', '/api/Store/insertDirectReceipt', {
    storecode,
    vendcode: 'V001',
    remarks: 'load test stock',
    lines: parts.map((sparepart) => ({ sparepart, qty: 99_999, unitcost: 2 })),
  });

  // A photo as the browser sends it: presign, POST to S3 through the runtime, confirm.
  const uploadPhoto = async (caller: ReturnType<typeof api>, fileName: string) => {
    const presigned = await caller.post<{ url: string; fields: Record<string, string>; uploadId: string }>(
      'Files/presign',
      '/api/Files/presign',
      { purpose: 'image', fileName, contentType: 'image/png', size: pngBytes.length },
    );
    const form = new FormData();
    for (const [name, value] of Object.entries(presigned.fields)) form.append(name, value);
    form.append('file', new Blob([pngBytes], { type: 'image/png' }), fileName);
    await timed('S3 POST (presigned upload)', () => fetch(presigned.url, { method: 'POST', body: form }));
    const [, confirmed] = await caller.post<[string, { fileId: string }]>(
      'Files/confirm',
      '/api/Files/confirm',
      {
        uploadId: presigned.uploadId,
      },
    );
    return { fileId: confirmed.fileId, fileName };
  };
  const checklist = vehicleChecks.slice(0, 2).map((check, index) => ({
    checkheader: check.checkheader,
    checkid: check.checkid,
    status: index === 0 ? 'Y' : 'N',
  }));
  const createJobCard = async (caller: ReturnType<typeof api>) => {
    const vehicleno = freeVehicles.shift() ?? (await addVehicle());
    const photos = [await uploadPhoto(caller, 'front.png'), await uploadPhoto(caller, 'rear.png')];
    const [, saved] = await caller.post<[string, { jobordno: string }]>(
      'JobOrdermoi/SetJobOrder (job card with 2 photos)',
      '/api/JobOrdermoi/SetJobOrder',
      jobCardRequest(vehicleno, { moijobord: `MOI-${run}`, checklist, photos }),
    );
    return saved.jobordno;
  };

  // An estimation waiting for each approver: a job card moved to "inspection completed" (1213) by an
  // administrator's correction, the team leader's estimation on it.
  const estimations: { docnumbr: string; version: number }[] = [];
  for (let i = 0; i < approverUsers; i++) {
    const jobordno = await createJobCard(api(reception!));
    await api(admin!).post('setup', '/api/ChangeJobStatus/updateStatusJobOrder', {
      jobordno,
      statuscde: 1213,
      remarks: 'load test',
    });
    const [, saved] = await api(teamleader!).post<[string, { docnumbr: string; version: number }]>(
      'setup',
      '/api/Quotation/insertupdatequotation',
      {
        jobordno,
        remarks: 'load test',
        lines: [{ linetype: 'PART', sparepart: 'FLT-1001', sparenam: 'Load part', qty: 1, unitprice: 10 }],
      },
    );
    estimations.push(saved);
  }

  const today = new Date().toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const year = today.slice(0, 4);

  // ---- The users.
  const roles: string[] = [];
  for (const [role, share] of roleMix)
    for (let i = 0; i < Math.max(1, Math.round((options.users * share) / 100)); i++) roles.push(role);
  roles.length = Math.min(roles.length, options.users);
  while (roles.length < options.users) roles.push('supervisor');

  const sessions: BenchSession[] = [];
  for (const role of roles) sessions.push(await benchSignIn(base, role));
  const sockets = await Promise.all(
    sessions.map(
      (session) =>
        new Promise<WebSocket>((resolve, reject) => {
          const socket = new WebSocket(session.socketUrl(base));
          socket.once('open', () => resolve(socket)).once('error', reject);
        }),
    ),
  );

  const myWork = async (caller: ReturnType<typeof api>) => {
    await caller.get('MyWork/getMyWork', '/api/MyWork/getMyWork');
  };
  const bell = async (caller: ReturnType<typeof api>) => {
    await caller.get('notifications/gnby', '/api/notifications/gnby');
  };
  let approverIndex = 0;
  const scenario = (
    role: string,
  ): ((caller: ReturnType<typeof api>, round: number) => Promise<unknown>)[] => {
    switch (role) {
      case 'reception':
        return [
          (caller) =>
            caller.get('JobOrdermoi/getJobOrderList', '/api/JobOrdermoi/getJobOrderList', {
              fromdate: monthAgo,
              todate: today,
            }),
          myWork,
          bell,
          async (caller, round) => {
            if (round % 3 === 2) await createJobCard(caller);
          },
        ];
      case 'moiapprover': {
        const estimation = estimations[approverIndex++ % estimations.length]!;
        return [
          (caller) => caller.get('Quotation/getQuotationList', '/api/Quotation/getQuotationList'),
          async (caller) => {
            const [, approved] = await caller.post<[string, { version: number }]>(
              'Quotation/approvequotation',
              '/api/Quotation/approvequotation',
              { docnumbr: estimation.docnumbr, version: estimation.version, decision: 'A' },
            );
            estimation.version = approved.version;
          },
          async (caller) => {
            const [, withdrawn] = await caller.post<[string, { version: number }]>(
              'Quotation/deletequotationapproval',
              '/api/Quotation/deletequotationapproval',
              undefined,
              { docnumbr: estimation.docnumbr },
            );
            estimation.version = withdrawn.version;
          },
        ];
      }
      case 'storekeeper':
        return [
          (caller) =>
            caller.get('Store/getIssueVoucherList', '/api/Store/getIssueVoucherList', { storecode }),
          (caller, round) =>
            caller.post('Store/insertIssueVoucher (2 lines)', '/api/Store/insertIssueVoucher', {
              storecode,
              deptcode: 'D01',
              remarks: 'load test',
              lines: [0, 1].map((offset) => ({ sparepart: parts[(round + offset) % parts.length]!, qty: 1 })),
            }),
        ];
      case 'accountant':
        return [
          async (caller) => {
            const page = await caller.get<{ items?: { carinvno: string }[] }>(
              'CarMaintenance/getCarMaintenanceList',
              '/api/CarMaintenance/getCarMaintenanceList',
              { fromdate: monthAgo, todate: today, limit: '50' },
            );
            const first = page.items?.[0];
            if (first)
              await caller.get(
                'CarMaintenance/getcarmaintenanceById',
                '/api/CarMaintenance/getcarmaintenanceById',
                {
                  docnumbr: first.carinvno,
                },
              );
          },
          bell,
        ];
      case 'executive':
        return [
          (caller) =>
            caller.get('DashBoard/getDashboardHeaderCount', '/api/DashBoard/getDashboardHeaderCount', {
              year,
            }),
          myWork,
        ];
      case 'supervisor':
        return [
          myWork,
          (caller) =>
            caller.get('JobOrdermoi/getJobOrderList', '/api/JobOrdermoi/getJobOrderList', {
              fromdate: monthAgo,
              todate: today,
            }),
          bell,
        ];
      case 'teamleader':
        return [
          myWork,
          (caller) => caller.get('Quotation/getQuotationList', '/api/Quotation/getQuotationList'),
          bell,
        ];
      case 'inspector':
        return [
          myWork,
          (caller) => caller.get('inspectionmoi/getInspectionList', '/api/inspectionmoi/getInspectionList'),
          bell,
        ];
      default:
        return [myWork, bell];
    }
  };

  const think = () => new Promise((resolve) => setTimeout(resolve, options.thinkMs * (0.5 + Math.random())));
  const deadline = performance.now() + options.seconds * 1000;
  measuring = true;
  const startedAt = performance.now();
  const loadBefore = loadavg()[0]!;
  await Promise.all(
    sessions.map(async (session, index) => {
      const caller = api(session);
      const steps = scenario(roles[index]!);
      // Users start spread over the first think time, as people do.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * options.thinkMs));
      for (let round = 0; performance.now() < deadline; round++) {
        for (const step of steps) {
          if (performance.now() >= deadline) break;
          try {
            await step(caller, round);
          } catch (error) {
            if (!(error instanceof LoadError)) throw error;
          }
          await think();
        }
      }
    }),
  );
  measuring = false;
  const loadAverage = Math.max(loadBefore, loadavg()[0]!);
  sockets.forEach((socket) => socket.close());

  const byCall = [...timings.entries()]
    .filter(([name]) => name !== 'setup')
    .map(([name, timing]) => {
      const sorted = [...timing.samples].sort((a, b) => a - b);
      return {
        name,
        count: sorted.length + timing.errors,
        median: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        errors: timing.errors,
      };
    })
    .filter((row) => row.count > 0)
    .sort((a, b) => a.name.localeCompare(b.name));
  return {
    users: options.users,
    seconds: (performance.now() - startedAt) / 1000,
    calls: byCall.reduce((sum, row) => sum + row.count, 0),
    errors,
    errorSamples,
    byCall,
    loadAverage,
  };
}

export function printLoadFigures(figures: LoadFigures): void {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  console.log(
    `\nLoad: ${figures.users} users for ${figures.seconds.toFixed(0)} s, ${figures.calls} calls (${(figures.calls / figures.seconds).toFixed(1)}/s), ${figures.errors} errors, load average ${figures.loadAverage.toFixed(1)}:`,
  );
  console.log('| Call | Calls | Median | p95 | Errors |\n|---|---|---|---|---|');
  for (const row of figures.byCall)
    console.log(`| ${row.name} | ${row.count} | ${ms(row.median)} | ${ms(row.p95)} | ${row.errors} |`);
  for (const sample of figures.errorSamples) console.log(`  error: ${sample}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      users: { type: 'string', default: '100' },
      seconds: { type: 'string', default: '60' },
      'think-ms': { type: 'string', default: '3000' },
      'file-tables': { type: 'boolean', default: false },
      figures: { type: 'string' },
    },
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'fleet-bench-load-'));
  const runtime = await startLocalRuntime({
    port: 0,
    dataDir,
    fresh: true,
    inMemoryTables: !values['file-tables'],
    log: () => {},
  });
  try {
    const figures = await loadBenchmark(runtime, {
      users: Number(values.users),
      seconds: Number(values.seconds),
      thinkMs: Number(values['think-ms']),
    });
    printLoadFigures(figures);
    if (values.figures) writeFileSync(values.figures, JSON.stringify(figures));
  } finally {
    await runtime.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(0);
}
