/**
 * Operations statement (`Reports/getOperationStatement`, /dashboardOperationsStatement): per garage,
 * the job orders opened in the window by the status group they are in now (`countsByStatusGrouped` of
 * the projections), the deliveries of the window (`groupEntries`: moves to 1227, as every dashboard)
 * and the money posted in the window by category (`amounts` of the money projection). All projection
 * reads: no document is read.
 */
import { sumKwd } from '@fleet/shared/engines/amounts';
import {
  operationStatementGroups,
  type OperationStatementQuery,
  type OperationStatementRow,
} from '@fleet/shared/reports/reports';
import { statusGroupOf } from '@fleet/shared/engines/status-groups';
import { printedWindow, windowReport } from '#lib/reports';
import { amounts } from '../../engines/money/projection.ts';
import { countsByStatusGrouped, groupEntries, projectionFilterOf } from '../../engines/projections/read.ts';

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
  ...(Object.fromEntries(operationStatementGroups.map((group) => [group, 0])) as Record<
    (typeof operationStatementGroups)[number],
    number
  >),
  maintenance: 0,
  threeInOne: 0,
  labour: 0,
  storeItems: 0,
  pettyCash: 0,
  purchase: 0,
  total: 0,
});

export const operationStatement = windowReport(async (caller, query: OperationStatementQuery, window) => {
  const filter = projectionFilterOf(caller.project, query, window);
  const [counts, entries, posted] = await Promise.all([
    countsByStatusGrouped(filter, 'garage'),
    groupEntries(filter, 'garage'),
    amounts(filter, 'total', 'garage'),
  ]);
  const rows = new Map<string, OperationStatementRow>();
  const rowOf = (garage: string) => rows.get(garage) ?? rows.set(garage, emptyRow(garage)).get(garage)!;
  for (const { group, status, count } of counts) {
    const row = rowOf(group);
    row.opened += count;
    const statusGroup = statusGroupOf(status);
    if (statusGroup !== 'delivered') row[statusGroup] += count;
  }
  for (const { bucket, group, count } of entries) if (group === 'delivered') rowOf(bucket).delivered += count;
  for (const { group, category, amount } of posted) {
    const field = money[category as keyof typeof money] as MoneyField | undefined;
    if (!field) continue;
    const row = rowOf(group);
    row[field] = sumKwd([row[field], amount]);
    row.total = sumKwd([row.total, amount]);
  }
  const items = [...rows.values()].sort((a, b) => a.garage.localeCompare(b.garage));
  const numeric = ['opened', ...operationStatementGroups] as const;
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
});
