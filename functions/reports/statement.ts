/**
 * Operations statement (`Reports/getOperationStatement`, /dashboardOperationsStatement): per garage,
 * the job orders opened in the window by where they are now (`countsByStatusGrouped` of the
 * projections) and the money posted in the window by category (`amounts` of the money projection).
 * Both are projection reads: no document is read.
 */
import { sumKwd } from '@fleet/shared/amounts';
import {
  deliveredStatuses,
  type OperationStatementQuery,
  type OperationStatementRow,
  type ReportPageAnswer,
} from '@fleet/shared/reports';
import { workOrderGroups } from '@fleet/shared/workorder-reports';
import type { Caller } from '#lib/registry';
import { printedWindow, reportWindow } from '#lib/reports';
import { amounts } from '../cost-expenditure/projection.ts';
import { countsByStatusGrouped, type ProjectionFilter } from '../projections/read.ts';

const money = {
  maintenance: 'maintenance',
  '3in1': 'threeInOne',
  labour: 'labour',
  store_items: 'storeItems',
  petty_cash: 'pettyCash',
  purchase: 'purchase',
} as const;
type MoneyField = (typeof money)[keyof typeof money];

const emptyRow = (garage: string): OperationStatementRow => ({
  garage,
  opened: 0,
  pending: 0,
  inProgress: 0,
  waiting: 0,
  delivered: 0,
  maintenance: 0,
  threeInOne: 0,
  labour: 0,
  storeItems: 0,
  pettyCash: 0,
  purchase: 0,
  total: 0,
});

const pending: ReadonlySet<number> = new Set(workOrderGroups.pending);
const inProgress: ReadonlySet<number> = new Set(workOrderGroups.inprogress);
const waiting: ReadonlySet<number> = new Set([1228, 1229]);
const delivered: ReadonlySet<number> = new Set(deliveredStatuses);

export async function operationStatement(
  caller: Caller,
  query: OperationStatementQuery,
  now: Date,
): Promise<ReportPageAnswer<OperationStatementRow>> {
  const window = reportWindow(query, now);
  const filter: ProjectionFilter = {
    project: caller.project,
    from: window.from,
    to: window.to,
    ...(query.garage ? { garage: query.garage } : {}),
    ...(query.vehmake ? { vehmake: query.vehmake } : {}),
    ...(query.vehmake && query.vehmodel ? { vehmodel: query.vehmodel } : {}),
  };
  const [counts, posted] = await Promise.all([
    countsByStatusGrouped(filter, 'garage'),
    amounts(filter, 'total', 'garage'),
  ]);
  const rows = new Map<string, OperationStatementRow>();
  const rowOf = (garage: string) => rows.get(garage) ?? rows.set(garage, emptyRow(garage)).get(garage)!;
  for (const { group, status, count } of counts) {
    const row = rowOf(group);
    row.opened += count;
    if (pending.has(status)) row.pending += count;
    else if (inProgress.has(status)) row.inProgress += count;
    else if (waiting.has(status)) row.waiting += count;
    else if (delivered.has(status)) row.delivered += count;
  }
  for (const { group, category, amount } of posted) {
    const field = money[category as keyof typeof money] as MoneyField | undefined;
    if (!field) continue;
    const row = rowOf(group);
    row[field] = sumKwd([row[field], amount]);
    row.total = sumKwd([row.total, amount]);
  }
  const items = [...rows.values()].sort((a, b) => a.garage.localeCompare(b.garage));
  const numeric = ['opened', 'pending', 'inProgress', 'waiting', 'delivered'] as const;
  const kwd = [
    'maintenance',
    'threeInOne',
    'labour',
    'storeItems',
    'pettyCash',
    'purchase',
    'total',
  ] as const;
  return {
    items,
    totalCount: items.length,
    totals: Object.fromEntries([
      ...numeric.map((field) => [field, items.reduce((sum, row) => sum + row[field], 0)]),
      ...kwd.map((field) => [field, sumKwd(items.map((row) => row[field]))]),
    ]),
    window: printedWindow(window),
  };
}
