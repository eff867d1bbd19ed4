/**
 * Current stock report benchmark (issue 11): one store holding N items (env BENCH_STOCK_ITEMS, default
 * 5,000) with M movements between them (BENCH_STOCK_MOVEMENTS, default 100,000), written straight into
 * the table as the ledger keeps them (movement items on their indexes, balances equal to the sum of
 * their movements). Then `GET /api/CDNStore/CurrentStockReport?cmbStore=<store>` median and p99 through
 * the local API Gateway, next to the bare DynamoDB reads it needs (the store's balances, one paged
 * gsi1 Query): the report reads balances and never sums movements, so the movements do not show in it.
 * Run alone with `npx tsx tests/bench/stock.ts`, or as part of `npm run bench` (tests/bench/run.ts).
 */
import { isMainModule, runStandalone } from './standalone.ts';
import { benchSignIn, type BenchSession } from './session.ts';
import { performance } from 'node:perf_hooks';
import { measure, type Timing } from './timing.ts';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { StockMovement } from '@fleet/shared/parts/stock';
import type { StoredItem } from '@fleet/functions/lib/db';
import { masterItem, masterKeys, masterTypes } from '@fleet/functions/engines/masters/keys';
import { balanceItem, movementItem, stockKeys } from '@fleet/functions/engines/stock/keys';
import { putAll } from '@fleet/functions/platform/seed/write';
import type { LocalRuntime } from '../../infra/local/runtime.ts';
import { runtimeTable } from '../support/dynamo.ts';

const itemCount = Number(process.env.BENCH_STOCK_ITEMS ?? 5000);
const movementCount = Number(process.env.BENCH_STOCK_MOVEMENTS ?? 100_000);
const iterations = Number(process.env.BENCH_STOCK_ITERATIONS ?? 30);
const project = 'MOI';
const store = 'BENCHSTORE';

export interface StockFigures {
  items: number;
  movements: number;
  iterations: number;
  writeSeconds: number;
  report: Timing;
  bare: Timing;
  rows: number;
}

/** Median and p99 of the iterations after 3 warm-up calls. */
const timed = (run: () => Promise<void>) => measure(run, iterations, 3);

/** The store, its items' balances and their movements: receipts then issues, never below zero. */
function ledgerItems(): StoredItem[] {
  const items: StoredItem[] = [
    masterItem(masterKeys.record(project, masterTypes.store, store), 'store', {
      storecode: store,
      storenam: 'Benchmark Store',
      storenamar: 'مخزن القياس',
      storetype: 'MAIN',
      status: 'active',
    }),
  ];
  const perItem = Math.max(1, Math.floor(movementCount / itemCount));
  for (let index = 0; index < itemCount; index++) {
    const sparepart = `BENCH-${String(index).padStart(5, '0')}`;
    const part = {
      sparepart,
      sparenam: `Bench item ${index}`,
      spareuom: 'PCS',
      sparecat: 'FILTERS',
      vehmakid: 'INMS',
    };
    let onHand = 0;
    for (let n = 0; n < perItem; n++) {
      const receipt = n % 2 === 0 || onHand === 0;
      const qty = receipt ? 3 : 1;
      onHand += receipt ? qty : -qty;
      const docnumbr = `BENCH-${index}-${n}`;
      const day = `2026-${String(1 + (n % 10)).padStart(2, '0')}-${String(1 + (index % 28)).padStart(2, '0')}`;
      const movement: StockMovement = {
        kind: receipt ? 'RECEIPT' : 'ISSUE',
        storecode: store,
        ...part,
        qty,
        unitcost: 1.5,
        value: 1.5 * qty,
        doctype: receipt ? 'DRV' : 'SIV',
        docnumbr,
        serlnumb: 1,
        docdate: day,
        at: `${day}T06:00:00.000Z`,
        user: 'bench',
      };
      items.push(movementItem(project, `${project}#BENCH#${docnumbr}`, 'LINE#001', movement));
    }
    items.push(
      balanceItem(project, {
        storecode: store,
        storenam: 'Benchmark Store',
        ...part,
        qtyonhand: onHand,
        avgcost: 1.5,
        stockvalue: 1.5 * onHand,
        low: onHand <= 5 ? 'Y' : 'N',
        lastmoved: '2026-10-28T06:00:00.000Z',
        version: perItem,
        costver: 1,
      }),
    );
  }
  return items;
}

export async function stockReportBenchmark(
  runtime: LocalRuntime,
  session: BenchSession,
): Promise<StockFigures> {
  const started = performance.now();
  await putAll(ledgerItems());
  const writeSeconds = (performance.now() - started) / 1000;
  const url = `${runtime.url}/api/CDNStore/CurrentStockReport?cmbStore=${store}`;
  const headers = session.headers;
  const check = (await (await fetch(url, { headers })).json()) as { rows: unknown[] };
  if (check.rows.length !== itemCount)
    throw new Error(`expected ${itemCount} rows, got ${check.rows.length}`);
  const report = await timed(async () => {
    const response = await fetch(url, { headers });
    if (!response.ok) throw new Error(`report failed: ${response.status}`);
    await response.arrayBuffer();
  });
  const env = runtime.env;
  const client = runtimeTable(env);
  // The reads behind the report (functions/parts/stores/reports.ts currentStock): the store's balances.
  const bare = await timed(async () => {
    let startKey: Record<string, unknown> | undefined;
    let count = 0;
    do {
      const result = await client.send(
        new QueryCommand({
          TableName: env.TABLE_NAME,
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk',
          ExpressionAttributeValues: { ':pk': stockKeys.byStore(project, store) },
          ExclusiveStartKey: startKey,
        }),
      );
      count += result.Items?.length ?? 0;
      startKey = result.LastEvaluatedKey;
    } while (startKey);
    if (count !== itemCount) throw new Error(`bare read ${count} balances`);
  });
  return {
    items: itemCount,
    movements: itemCount * Math.max(1, Math.floor(movementCount / itemCount)),
    iterations,
    writeSeconds,
    report,
    bare,
    rows: check.rows.length,
  };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const timing = (value: Timing) => `median ${ms(value.median)}, p99 ${ms(value.p99)}`;

export function printStockFigures(figures: StockFigures): void {
  console.log(
    `\nCurrent stock report over ${figures.items} items and ${figures.movements} movements in one store (GET /api/CDNStore/CurrentStockReport), ${figures.iterations} calls after warm-up (data written in ${figures.writeSeconds.toFixed(0)} s):`,
  );
  console.log(
    `  through the local API Gateway: ${timing(figures.report)} (${figures.rows} rows with totals)`,
  );
  console.log(
    `  bare DynamoDB reads it needs (the store's balances, paged gsi1 Query): ${timing(figures.bare)}`,
  );
  console.log(`  ratio (median): ${(figures.report.median / figures.bare.median).toFixed(2)}x`);
}

if (isMainModule(import.meta.url))
  runStandalone({ name: 'stock' }, async (runtime) =>
    printStockFigures(await stockReportBenchmark(runtime, await benchSignIn(runtime.url, 'admin', project))),
  );
