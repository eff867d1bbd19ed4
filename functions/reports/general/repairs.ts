/**
 * Sub repair reports (`Reports/getSubRepairSummary`, `Reports/getSubRepairGraph`): the job orders per
 * repair opened in the window (`repairCounts` of the projections), most used first, named from the
 * repair master data; the summary pages from page 1 with 50 rows (spec 001 section 9), the graph is the
 * top 10 (the dashboards' "first 10").
 */
import type {
  ReportPageAnswer,
  SubRepairSummaryQuery,
  SubRepairSummaryRow,
} from '@fleet/shared/reports/reports';
import type { Caller } from '#lib/registry';
import { offsetPage, printedWindow, reportWindow } from '#lib/reports';
import { listSubRepairRecords } from '../../masters/master-repair/data.ts';
import { projectionFilterOf, repairCounts } from '../../engines/projections/read.ts';

async function summaryRows(caller: Caller, query: SubRepairSummaryQuery, now: Date) {
  const window = reportWindow(query, now);
  const counts = await repairCounts(projectionFilterOf(caller.project, query, window));
  const wanted = counts.filter(
    (row) => row.count > 0 && (!query.wrkshpid || row.wrkshpid === query.wrkshpid),
  );
  const names = new Map(
    (await listSubRepairRecords(caller.project, query.wrkshpid ? { wrkshpid: query.wrkshpid } : {})).map(
      (sub) => [`${sub.wrkshpid}#${sub.mainrepid}#${sub.subrepid}`, sub],
    ),
  );
  const rows: SubRepairSummaryRow[] = wanted
    .map((row) => {
      const sub = names.get(`${row.wrkshpid}#${row.mainrepid}#${row.subrepid}`);
      return {
        ...row,
        subrepnam: sub?.subrepnam ?? row.subrepid,
        subrepnamar: sub?.subrepnamar ?? row.subrepid,
      };
    })
    .sort((a, b) => b.count - a.count || a.subrepnam.localeCompare(b.subrepnam));
  return { rows, window };
}

export async function subRepairSummary(
  caller: Caller,
  query: SubRepairSummaryQuery,
  now: Date,
): Promise<ReportPageAnswer<SubRepairSummaryRow>> {
  const { rows, window } = await summaryRows(caller, query, now);
  return {
    ...offsetPage(rows, query.cursor, query.limit),
    totalCount: rows.length,
    totals: { count: rows.reduce((sum, row) => sum + row.count, 0) },
    window: printedWindow(window),
  };
}

export async function subRepairGraph(caller: Caller, query: SubRepairSummaryQuery, now: Date) {
  const { rows, window } = await summaryRows(caller, query, now);
  return { items: rows.slice(0, 10), window: printedWindow(window) };
}
