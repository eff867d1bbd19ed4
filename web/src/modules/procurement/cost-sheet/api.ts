/**
 * Cost sheet calls (docs/procurement.md "Cost sheet", served under `/api/CostSheet/`; screens SGRP003
 * prepare, SGRP004 MOI approval, SGRP005 KPTC and third level approval), typed by the shared
 * procurement and approval schemas, with the purchase requests a sheet can be prepared for.
 */
import type { ApprovalDecisionBody, ApprovalLevel, PendingApproval } from '@fleet/shared/engines/approvals';
import type {
  CostSheetBody,
  CostSheetDocument,
  PurchaseRequestMaster,
  RequestForQuotation,
} from '@fleet/shared/procurement/procurement';
import { api } from '../../../api/client.ts';
import type { DecisionWritten } from '../../../kit/approval/decisions.ts';
import type { ComparisonLine } from './comparison.ts';

/** A row of `getCostSheetList`. */
export interface CostSheetRow {
  docnumbr: string;
  docdate: string;
  purreqno: string;
  jobordno: string;
  vehicleno: string;
  garagnam: string;
  totalval: number;
  /** What the lowest offers would have cost. */
  lowestval: number;
  suppliers: string[];
  status: number;
  state: 'pending' | 'approved' | 'rejected';
  waiting: ApprovalLevel[];
  lpos: string[];
  version: number;
}

/** A line of the comparison a sheet is prepared from (`getSupplierQuotationByReqNo`). */
export interface ComparisonLineView extends ComparisonLine {
  /** The supplier of the lowest offer. */
  lowest: string;
}

export interface SupplierComparison {
  request: PurchaseRequestMaster;
  lines: ComparisonLineView[];
}

/** A row of an approved list: the engine's approved index (what a level approved, newest first). */
export type ApprovedApproval = PendingApproval & { approvedAt: string; approvedBy: string };

export type CostSheetWritten = [string, { docnumbr: string; version: number; totalval: number }];

/** The levels deciding a cost sheet: MOI (SGRP004), KPTC and the third level (SGRP005). */
export type CostSheetLevel = Extract<ApprovalLevel, 'MOI' | 'KPTC' | 'THIRD'>;

const c = (name: string) => `CostSheet/${name}`;
const decisionCalls: Record<CostSheetLevel, string> = {
  MOI: 'approveCostSheet',
  KPTC: 'approveCostSheetkptc',
  THIRD: 'approveCostSheetthird',
};
const withdrawCalls: Record<CostSheetLevel, string> = {
  MOI: 'deleteCostSheetApproval',
  KPTC: 'deleteCostSheetApprovalkptc',
  THIRD: 'deleteCostSheetApprovalthird',
};

export const costSheetApi = {
  list: (signal?: AbortSignal) => api.get<CostSheetRow[]>(c('getCostSheetList'), undefined, { signal }),
  /** The comparison of the request's quotations, to prepare its sheet. */
  comparison: (purreqno: string, signal?: AbortSignal) =>
    api.get<SupplierComparison>(c('getSupplierQuotationByReqNo'), { purreqno }, { signal }),
  get: (costshtno: string, signal?: AbortSignal) =>
    api.get<CostSheetDocument>(c('getCostSheetById'), { costshtno }, { signal }),
  /** The level's work list: MOI by the plain call, KPTC and the third level by the `kptc` one. */
  pending: (level: CostSheetLevel, signal?: AbortSignal) =>
    api.get<PendingApproval[]>(
      c(level === 'MOI' ? 'getCostSheetPendingList' : 'getCostSheetPendingListkptc'),
      undefined,
      { signal },
    ),
  approved: (level: CostSheetLevel, signal?: AbortSignal) =>
    api.get<ApprovedApproval[]>(
      c(level === 'MOI' ? 'getCostSheetApprovedList' : 'getCostSheetApprovedListkptc'),
      undefined,
      { signal },
    ),
  save: (body: CostSheetBody) => api.post<CostSheetWritten>(c('insertCostSheet'), body),
  decide: (level: CostSheetLevel, body: ApprovalDecisionBody) =>
    api.post<DecisionWritten>(c(decisionCalls[level]), body),
  remove: (costshtno: string) => api.post<[string]>(c('deleteCostSheet'), undefined, { costshtno }),
  /** Withdraws a level's decision. */
  withdraw: (level: CostSheetLevel, costshtno: string) =>
    api.post<[string]>(c(withdrawCalls[level]), undefined, { costshtno }),
  /** Approved purchase requests without a cost sheet, with their quotations. */
  requests: (signal?: AbortSignal) =>
    api.get<RequestForQuotation[]>('PurchaseQuotation/getPurchaseRequestNosForQuotation', undefined, {
      signal,
    }),
};
