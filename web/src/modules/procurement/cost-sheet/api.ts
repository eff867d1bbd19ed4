/**
 * Cost sheet calls (docs/procurement.md "Cost sheet", served under `/api/CostSheet/`; screens SGRP003
 * prepare, SGRP004 MOI approval, SGRP005 KPTC and third level approval), typed by the shared
 * procurement and approval schemas, with the purchase requests a sheet can be prepared for.
 */
import type { ApprovalDecisionBody, ApprovalLevel, PendingApproval } from '@fleet/shared/engines/approvals';
import type {
  CostSheetBody,
  CostSheetDocument,
  CostSheetRow,
  PurchaseRequestMaster,
  RequestForQuotation,
} from '@fleet/shared/procurement/procurement';
import { api } from '../../../api/client.ts';
import { getAll, getBy, postBody, postBy } from '../../../kit/calls.ts';
import type { DecisionWritten } from '../../../kit/approval/decisions.ts';
import type { ComparisonLine } from './comparison.ts';

export type { CostSheetRow };

/** The comparison a sheet is prepared from (`getSupplierQuotationByReqNo`): each line's lowest supplier. */
interface SupplierComparison {
  request: PurchaseRequestMaster;
  lines: (ComparisonLine & { lowest: string })[];
}

/** A row of an approved list: the engine's approved index (what a level approved, newest first). */
export type ApprovedApproval = PendingApproval & { approvedAt: string; approvedBy: string };

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
/** The level's lists: MOI by the plain call, KPTC and the third level by the `kptc` one. */
const listOf = (level: CostSheetLevel, call: string) => c(level === 'MOI' ? call : `${call}kptc`);

export const costSheetApi = {
  list: getAll<CostSheetRow[]>(c('getCostSheetList')),
  /** The comparison of the request's quotations, to prepare its sheet. */
  comparison: getBy<SupplierComparison>(c('getSupplierQuotationByReqNo'), 'purreqno'),
  get: getBy<CostSheetDocument>(c('getCostSheetById'), 'costshtno'),
  pending: (level: CostSheetLevel, signal?: AbortSignal) =>
    getAll<PendingApproval[]>(listOf(level, 'getCostSheetPendingList'))(signal),
  approved: (level: CostSheetLevel, signal?: AbortSignal) =>
    getAll<ApprovedApproval[]>(listOf(level, 'getCostSheetApprovedList'))(signal),
  save: postBody<[string, { docnumbr: string; version: number; totalval: number }], CostSheetBody>(
    c('insertCostSheet'),
  ),
  decide: (level: CostSheetLevel, body: ApprovalDecisionBody) =>
    api.post<DecisionWritten>(c(decisionCalls[level]), body),
  remove: postBy(c('deleteCostSheet'), 'costshtno'),
  /** Withdraws a level's decision. */
  withdraw: (level: CostSheetLevel, costshtno: string) =>
    postBy(c(withdrawCalls[level]), 'costshtno')(costshtno),
  /** Approved purchase requests without a cost sheet, with their quotations. */
  requests: getAll<RequestForQuotation[]>('PurchaseQuotation/getPurchaseRequestNosForQuotation'),
};
