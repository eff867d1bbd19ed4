/**
 * Local purchase order and item inspection calls (docs/procurement.md "LPO and item inspection",
 * served under `/api/Lpo/`; screens SGRP006 LPOs with their KPTC approval, SGRP007 item inspection),
 * typed by the shared procurement and approval schemas, with the cost sheet an order is made from.
 */
import type { ApprovalDecisionBody, PendingApproval } from '@fleet/shared/engines/approvals';
import type {
  CostSheetDocument,
  InspectionBody,
  InspectionChoice,
  InspectionDocument,
  InspectionRow,
  LpoBody,
  LpoChoice,
  LpoDocument,
  LpoRow,
} from '@fleet/shared/procurement/procurement';
import { getAll, getBy, postBody, postBy } from '../../../kit/calls.ts';
import type { DecisionWritten } from '../../../kit/approval/decisions.ts';

export type { InspectionChoice, InspectionRow, LpoChoice, LpoRow };

const l = (name: string) => `Lpo/${name}`;

export const lpoApi = {
  list: getAll<LpoRow[]>(l('getLpoList')),
  /** The KPTC approver's work list (engine rows). */
  pending: getAll<PendingApproval[]>(l('getLpoPendingList')),
  /** Approved cost sheets and their chosen suppliers without an order. */
  choices: getAll<LpoChoice[]>(l('getLpoQuotationNos')),
  get: getBy<LpoDocument>(l('getLpoById')),
  /** An approved LPO (400 when it is not approved). */
  getApproved: getBy<LpoDocument>(l('getLpoByIdApproved')),
  save: postBody<[string, { docnumbr: string; version: number; totalval: number }], LpoBody>(l('insertLpo')),
  decide: postBody<DecisionWritten, ApprovalDecisionBody>(l('approveLpo')),
  remove: postBy(l('deleteLpo')),
  /** Withdraws the KPTC decision. */
  withdraw: postBy(l('deleteLpoApprove')),
  /** The cost sheet an order is made from (its lines of the chosen supplier). */
  costSheet: getBy<CostSheetDocument>('CostSheet/getCostSheetById', 'costshtno'),
};

export const inspectionApi = {
  list: getAll<InspectionRow[]>(l('getPurInspectionList')),
  get: getBy<InspectionDocument>(l('getPurInspectionById')),
  /** Approved LPOs with quantities still to receive. */
  choices: getAll<InspectionChoice[]>(l('getLpoInspectionNos')),
  save: postBody<[string, { docnumbr: string; srvno: string; totalval: number }], InspectionBody>(
    l('insertPurInspection'),
  ),
  remove: postBy(l('deletePurIns')),
};
