/**
 * Maintenance invoice list benchmark: N invoices spread over the last 30 days (env BENCH_INVOICES,
 * default 2000), then `GET /api/CarMaintenance/getCarMaintenanceList` for a page of 50 over that
 * range, which also counts and totals every matching invoice (a projected pass over the date index):
 * 1. no filter; 2. a garage (a quarter of the rows); 3. a voucher no part that ~1% of rows contain,
 * so a page is filled from many reads. Median and p99 through the local API Gateway, and the bare
 * DynamoDB Queries behind case 1. Before timing, case 2 is paged through once and checked against its
 * totalCount, totals and order.
 * Run alone with `npx tsx tests/bench/invoices.ts`, or as part of `npm run bench` (tests/bench/run.ts).
 */
import { isMainModule, runStandalone } from './standalone.ts';
import { benchSignIn, type BenchSession } from './session.ts';
import { measure, type Timing } from './timing.ts';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { sumKwd } from '@fleet/shared/engines/amounts';
import { invoiceSaveRequest, type InvoiceListPage } from '@fleet/shared/accounts/maintenance-invoice';
import { invoiceItems } from '@fleet/functions/accounts/maintenance-invoice/data';
import {
  composeInvoice,
  invoiceNumber,
  kuwaitClock,
  priceSave,
} from '@fleet/functions/accounts/maintenance-invoice/invoice';
import { daysBefore } from '@fleet/functions/platform/seed/documents';
import { putAll } from '@fleet/functions/platform/seed/write';
import type { LocalRuntime } from '../../infra/local/runtime.ts';
import { runtimeTable } from '../support/dynamo.ts';

const invoiceCount = Number(process.env.BENCH_INVOICES ?? 2000);
const iterations = Number(process.env.BENCH_INVOICE_ITERATIONS ?? 60);
const pageSize = 50;
const project = 'MOI';
/** Voucher numbers of every 100th invoice contain this. */
const rareMark = 'RARE';

export interface InvoiceFigures {
  invoices: number;
  iterations: number;
  unfiltered: Timing;
  /** Page 2 of the unfiltered list: the totals ride in page 1's cursor. */
  nextPage: Timing;
  garage: Timing;
  rare: Timing;
  bare: { page: Timing; totals: Timing };
  checked: { rows: number; pages: number };
}

/** Median and p99 of the iterations after 5 warm-up calls. */
const timed = (run: () => Promise<void>) => measure(run, iterations, 5);

/** N invoices over the last 30 days, written straight into the table (masters only: the list reads no lines). */
async function writeInvoices(today: string): Promise<void> {
  const items = Array.from({ length: invoiceCount }, (_, index) => {
    const carinvdt = daysBefore(today, index % 30);
    const request = invoiceSaveRequest.parse({
      status: 'ADD',
      voucherno: `BENCH-${index % 100 === 0 ? rareMark : 'PV'}-${index}`,
      garage: `G0${1 + (index % 4)}`,
      vendor: `V00${1 + (index % 9)}`,
      totdiscperc: index % 3 ? 0 : 2.5,
      details: [{ sparepart: 'OIL-4001', qty: 1 + (index % 5), unitprice: 9.255, workdisc: index % 7 }],
    });
    const [master] = invoiceItems(
      project,
      composeInvoice(
        request,
        priceSave(request),
        {
          garagnam: `Garage ${request.garage}`,
          garagnamar: '',
          vendname: `Supplier ${request.vendor}`,
          vendnamear: '',
        },
        {
          carinvno: invoiceNumber(carinvdt.slice(0, 4), 10_001 + index),
          carinvdt,
          carinvtm: '10:00:00',
          cretuser: 'bench',
          moduser: '',
          moddate: '',
          timstamp: `${carinvdt}T07:00:00.000Z`,
          version: 1,
        },
      ),
    );
    return master!;
  });
  await putAll(items);
}

async function listPage(base: string, session: BenchSession, query: Record<string, string | number>) {
  const url = new URL('/api/CarMaintenance/getCarMaintenanceList', base);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value));
  const response = await fetch(url, { headers: session.headers });
  if (!response.ok) throw new Error(`list answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as InvoiceListPage;
}

/** Pages through a filter once: every row once, newest first, adding up to totalCount and totals. */
async function checkPaging(base: string, session: BenchSession, query: Record<string, string | number>) {
  const rows: InvoiceListPage['items'] = [];
  let pages = 0;
  let cursor: string | undefined;
  let first: InvoiceListPage | undefined;
  do {
    const page = await listPage(base, session, { ...query, limit: 100, ...(cursor ? { cursor } : {}) });
    first ??= page;
    rows.push(...page.items);
    pages += 1;
    cursor = page.cursor;
  } while (cursor);
  const keys = rows.map((row) => `${row.carinvdt}#${row.carinvno}`);
  const ordered = keys.every((key, index) => index === 0 || keys[index - 1]! > key);
  if (!first || rows.length !== first.totalCount || new Set(keys).size !== rows.length || !ordered)
    throw new Error(`paging returned ${rows.length} rows, totalCount ${first?.totalCount}`);
  if (sumKwd(rows.map((row) => row.netval)) !== first.totals.netval)
    throw new Error(`paged nets ${sumKwd(rows.map((row) => row.netval))} != totals ${first.totals.netval}`);
  return { rows: rows.length, pages };
}

/** Runs the benchmark against a started runtime (its handlers run in this process) and a signed-in session. */
export async function invoiceListBenchmark(
  runtime: LocalRuntime,
  session: BenchSession,
): Promise<InvoiceFigures> {
  const today = kuwaitClock(new Date()).date;
  const range = { fromdate: daysBefore(today, 29), todate: today };
  await writeInvoices(today);

  const checked = await checkPaging(runtime.url, session, { ...range, garage: 'G02' });
  const case1 = { ...range, limit: pageSize };
  const unfiltered = await timed(async () => void (await listPage(runtime.url, session, case1)));
  const { cursor } = await listPage(runtime.url, session, case1);
  if (!cursor) throw new Error('page 1 of the unfiltered list came without a cursor');
  const nextPage = await timed(async () => void (await listPage(runtime.url, session, { ...case1, cursor })));
  const garage = await timed(
    async () => void (await listPage(runtime.url, session, { ...case1, garage: 'G02' })),
  );
  const rare = await timed(
    async () => void (await listPage(runtime.url, session, { ...case1, voucherno: rareMark })),
  );

  const env = runtime.env;
  const client = runtimeTable(env);
  // The two Queries behind case 1 (functions/accounts/maintenance-invoice/data.ts): a page, and the projected pass.
  const byDate = {
    TableName: env.TABLE_NAME,
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': `${project}#CARINV`,
      ':from': range.fromdate,
      ':to': `${range.todate}#\uffff`,
    },
    ScanIndexForward: false,
  };
  const page = await timed(async () => {
    const result = await client.send(new QueryCommand({ ...byDate, Limit: pageSize }));
    if (result.Items?.length !== pageSize) throw new Error('bare page query returned a short page');
  });
  const totals = await timed(async () => {
    let startKey: Record<string, unknown> | undefined;
    do {
      const result = await client.send(
        new QueryCommand({
          ...byDate,
          ProjectionExpression: 'garage, vendor, carinvno, voucherno, netval',
          ExclusiveStartKey: startKey,
        }),
      );
      startKey = result.LastEvaluatedKey;
    } while (startKey);
  });
  return {
    invoices: invoiceCount,
    iterations,
    unfiltered,
    nextPage,
    garage,
    rare,
    bare: { page, totals },
    checked,
  };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const timing = (value: Timing) => `median ${ms(value.median)}, p99 ${ms(value.p99)}`;

export function printInvoiceFigures(figures: InvoiceFigures): void {
  console.log(
    `\nMaintenance invoice list, page of ${pageSize} with count and net total over ${figures.invoices} invoices in 30 days (GET /api/CarMaintenance/getCarMaintenanceList), ${figures.iterations} calls after warm-up:`,
  );
  console.log(`  no filter:                         ${timing(figures.unfiltered)}`);
  console.log(`  page 2, totals carried in cursor:  ${timing(figures.nextPage)}`);
  console.log(`  garage filter (1/4 of rows):       ${timing(figures.garage)}`);
  console.log(`  voucher no filter (1/100 of rows): ${timing(figures.rare)}`);
  console.log(`  bare Query, one page of ${pageSize}:        ${timing(figures.bare.page)}`);
  console.log(`  bare Query, projected totals pass: ${timing(figures.bare.totals)}`);
  console.log(
    `  check: the garage filter paged through in ${figures.checked.pages} pages of 100 gave all ${figures.checked.rows} rows once, in order, adding up to its totals`,
  );
}

if (isMainModule(import.meta.url))
  runStandalone({ name: 'invoices' }, async (runtime) =>
    printInvoiceFigures(
      await invoiceListBenchmark(runtime, await benchSignIn(runtime.url, 'admin', project)),
    ),
  );
