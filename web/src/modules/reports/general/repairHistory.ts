/** The rows of the history of repair jobs: each job order with the spare parts issued to it. */
import type { DetailedRepairHistory, JobOrderProgressRow } from '@fleet/shared/reports/reports';
import type { ListPage } from '../../../kit/list/paging.ts';
import { sumAmounts } from '../../../kit/list/totals.ts';

/** A job order of the history with the spare parts issued to it. */
export interface RepairHistoryRow extends JobOrderProgressRow {
  parts: number;
  partsValue: number;
}

/** The job orders of an answer, each with the count and KWD value of its spare parts. */
export function repairHistoryRows(answer: DetailedRepairHistory): ListPage<RepairHistoryRow> {
  return {
    items: answer.jobOrders.map((jobOrder) => {
      const parts = answer.spareParts.filter((part) => part.jobordno === jobOrder.jobordno);
      return { ...jobOrder, parts: parts.length, partsValue: sumAmounts(parts, (part) => part.value) };
    }),
    ...(answer.cursor ? { cursor: answer.cursor } : {}),
  };
}
