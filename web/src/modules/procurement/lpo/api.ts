/**
 * Local purchase order and item inspection calls (docs/procurement.md "LPO and item inspection",
 * served under `/api/Lpo/`; screens SGRP006 LPOs with their KPTC approval, SGRP007 item inspection),
 * typed by the shared procurement and approval schemas, with the cost sheet an order is made from.
 */
import type { ApprovalDecisionBody, ApprovalLevel, PendingApproval } from '@fleet/shared/engines/approvals';
import type {
  CostSheetDocument,
  InspectionBody,
  InspectionDocument,
  LpoBody,
  LpoDocument,
} from '@fleet/shared/procurement/procurement';
import { api } from '../../../api/client.ts';
import type { DecisionWritten } from '../../../kit/approval/decisions.ts';

/** A row of `getLpoList`. */
export interface LpoRow {
  docnumbr: string;
  docdate: string;
  costshtno: string;
  purreqno: string;
  jobordno: string;
  vehicleno: string;
  vendcode: string;
  vendname: string;
  storenam: string;
  deliverydate: string;
  totalval: number;
  status: number;
  state: 'pending' | 'approved' | 'rejected';
  waiting: ApprovalLevel[];
  receivedqty: number;
  orderedqty: number;
  version: number;
}

/** An approved cost sheet with chosen suppliers that have no LPO yet (`getLpoQuotationNos`). */
export interface LpoChoice {
  costshtno: string;
  purreqno: string;
  jobordno: string;
  vehicleno: string;
  suppliers: { vendcode: string; vendname: string; totalval: number; lines: number }[];
}

/** An approved LPO with quantities still to receive (`getLpoInspectionNos`). */
export interface InspectionChoice {
  docnumbr: string;
  vendcode: string;
  vendname: string;
  storecode: string;
  storenam: string;
  jobordno: string;
  openqty: number;
}

/** A row of `getPurInspectionList`. */
export interface InspectionRow {
  docnumbr: string;
  docdate: string;
  lpono: string;
  purreqno: string;
  jobordno: string;
  vendname: string;
  storenam: string;
  /** The receipt voucher that took the accepted quantities into the store. */
  srvno: string;
  totalval: number;
}

export type LpoWritten = [string, { docnumbr: string; version: number; totalval: number }];
export type InspectionWritten = [string, { docnumbr: string; srvno: string; totalval: number }];

const l = (name: string) => `Lpo/${name}`;

export const lpoApi = {
  list: (signal?: AbortSignal) => api.get<LpoRow[]>(l('getLpoList'), undefined, { signal }),
  /** The KPTC approver's work list (engine rows). */
  pending: (signal?: AbortSignal) =>
    api.get<PendingApproval[]>(l('getLpoPendingList'), undefined, { signal }),
  /** Approved cost sheets and their chosen suppliers without an order. */
  choices: (signal?: AbortSignal) => api.get<LpoChoice[]>(l('getLpoQuotationNos'), undefined, { signal }),
  get: (docnumbr: string, signal?: AbortSignal) =>
    api.get<LpoDocument>(l('getLpoById'), { docnumbr }, { signal }),
  /** An approved LPO (400 when it is not approved). */
  getApproved: (docnumbr: string, signal?: AbortSignal) =>
    api.get<LpoDocument>(l('getLpoByIdApproved'), { docnumbr }, { signal }),
  save: (body: LpoBody) => api.post<LpoWritten>(l('insertLpo'), body),
  decide: (body: ApprovalDecisionBody) => api.post<DecisionWritten>(l('approveLpo'), body),
  remove: (docnumbr: string) => api.post<[string]>(l('deleteLpo'), undefined, { docnumbr }),
  /** Withdraws the KPTC decision. */
  withdraw: (docnumbr: string) => api.post<[string]>(l('deleteLpoApprove'), undefined, { docnumbr }),
  /** The cost sheet an order is made from (its lines of the chosen supplier). */
  costSheet: (costshtno: string, signal?: AbortSignal) =>
    api.get<CostSheetDocument>('CostSheet/getCostSheetById', { costshtno }, { signal }),
};

export const inspectionApi = {
  list: (signal?: AbortSignal) => api.get<InspectionRow[]>(l('getPurInspectionList'), undefined, { signal }),
  get: (docnumbr: string, signal?: AbortSignal) =>
    api.get<InspectionDocument>(l('getPurInspectionById'), { docnumbr }, { signal }),
  /** Approved LPOs with quantities still to receive. */
  choices: (signal?: AbortSignal) =>
    api.get<InspectionChoice[]>(l('getLpoInspectionNos'), undefined, { signal }),
  save: (body: InspectionBody) => api.post<InspectionWritten>(l('insertPurInspection'), body),
  remove: (docnumbr: string) => api.post<[string]>(l('deletePurIns'), undefined, { docnumbr }),
};
