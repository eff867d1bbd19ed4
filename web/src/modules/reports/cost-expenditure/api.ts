/**
 * Cost expenditure calls (spec 001 section 7 "Cost expenditure", `/Reports/labour-cost-summary`; screens
 * SGRR032, SGRR033, SGRR030). `exportData` answers a file: it is read as a blob.
 */
import type {
  AddExpenditureRequest,
  BudgetHistoryEntry,
  Expenditure,
  LabourCostSummary,
  MonthlyFinancialRow,
  SetBudgetRequest,
  SyncExternalRequest,
  TrendPoint,
  UpdateExpenditureRequest,
} from '@fleet/shared/reports/cost-expenditure';
import { api, apiRequest } from '../../../api/client.ts';
import { getAll, postBody } from '../../../kit/calls.ts';

type Query = Record<string, string | number | undefined>;

export interface CostExpenditureAnswer {
  budget: { budgetAmount: number; effectiveDate: string };
  totalExpenditure: number;
  remaining: number;
  utilization: number;
  windowTotal: number;
  byCategory: { category: string; amount: number; count: number }[];
  expenditures: Expenditure[];
  cursor?: string;
}

export interface BudgetHistoryAnswer {
  budgetAmount: number;
  effectiveDate: string;
  history: BudgetHistoryEntry[];
}

export type SyncWritten = [string, { added: number; updated: number; unchanged: number }];
type Written = [string, { id: string; version?: number }];

export interface MonthlyFinancialAnswer {
  items: MonthlyFinancialRow[];
  totalCount: number;
  totals: Omit<MonthlyFinancialRow, 'month'>;
}

export const costApi = {
  costExpenditure: (query: Query, signal?: AbortSignal) =>
    api.get<CostExpenditureAnswer>('getCostExpenditure', query, { signal }),
  setBudget: postBody<[string, unknown], SetBudgetRequest>('setBudget'),
  addExpenditure: postBody<Written, AddExpenditureRequest>('addExpenditure'),
  updateExpenditure: (id: string, body: UpdateExpenditureRequest) =>
    apiRequest<Written>('PUT', `updateExpenditure/${encodeURIComponent(id)}`, { body }),
  deleteExpenditure: (id: string) =>
    apiRequest<Written>('DELETE', `deleteExpenditure/${encodeURIComponent(id)}`),
  trends: (query: Query, signal?: AbortSignal) =>
    api.get<TrendPoint[]>('getExpenditureTrends', query, { signal }),
  budgetHistory: getAll<BudgetHistoryAnswer>('getBudgetHistory'),
  sync: postBody<SyncWritten, SyncExternalRequest>('syncExternalExpenditure'),
  exportData: (query: Query) => api.get<Blob>('exportData', query, { file: true }),
  labourSummary: (query: Query, signal?: AbortSignal) =>
    api.get<LabourCostSummary>('getLaborCostSummary', query, { signal }),
  monthlyFinancial: (query: Query, signal?: AbortSignal) =>
    api.get<MonthlyFinancialAnswer>('Reports/moiMonthlyFinancialReport', query, { signal }),
};
