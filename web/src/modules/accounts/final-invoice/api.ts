/**
 * The last mile of a job order (docs/accounts.md, screens SGRT005 and SGRT006): the 3-in-1 invoice
 * (`ThreeInOne/`), the final invoice (`FinalInvoice/`, the spec's names verbatim: `insertFinalinovice`,
 * `Getthreeinoneapprjobordnos`, `getFinalInvoiceprint?joborderno`) and the job order submit
 * (`JoSubmit/`), typed by the shared accounts and approval schemas.
 */
import type {
  FinalInvoiceBody,
  FinalInvoiceMaster,
  JobOrderCosting,
  JoSubmitBody,
  JoSubmitMaster,
  ThreeInOneBody,
  ThreeInOneMaster,
} from '@fleet/shared/accounts/accounts';
import type { ApprovalDecisionBody, ApprovalRecord, PendingApproval } from '@fleet/shared/engines/approvals';
import type { JobOrderChoice } from '@fleet/shared/reception/job-orders';
import { api } from '../../../api/client.ts';
import type { DecisionWritten } from '../../../kit/approval/decisions.ts';

/** The lists' date window (`?fromdate&todate`, YYYY-MM-DD). */
export interface DateWindow {
  fromdate?: string;
  todate?: string;
}

/** A row of `getThreeInOneList`: the master without its lines, with its approval state. */
export type ThreeInOneRow = Omit<ThreeInOneMaster, 'lines'> & {
  state: 'pending' | 'approved' | 'rejected';
};

/** `getThreeInOneById`. */
export interface ThreeInOneDocument {
  master: ThreeInOneMaster;
  approvals: ApprovalRecord[];
}

/** `getThreeInOneCosting`: the costing now, with the job order's status. */
export type CostingNow = JobOrderCosting & { statuscde: number };

/** A row of `Getthreeinoneapprjobordnos`: an approved 3-in-1 without a final invoice. */
export interface ReadyForFinalInvoice {
  jobordno: string;
  threeinone: string;
  vehicleno: string;
  garagnam: string;
  totalval: number;
}

/** A row of `getFinalInvoiceList`: the master without its lines. */
export type FinalInvoiceRow = Omit<FinalInvoiceMaster, 'lines'>;

/** A row of `getJobOrdersForSubmit`: a final-invoiced job order (1425). */
export interface ReadyForSubmit {
  jobordno: string;
  fininvno: string;
  docdate: string;
  vehicleno: string;
  garagnam: string;
  totalval: number;
}

export type JoSubmitRow = JoSubmitMaster;

export type ThreeInOneWritten = [
  string,
  { docnumbr: string; version: number; jobordno: string; totalval: number },
];
export type FinalInvoiceWritten = [
  string,
  { docnumbr: string; version: number; jobordno: string; totalval: number },
];
export type JoSubmitWritten = [
  string,
  { docnumbr: string; jobordno: string; fininvno: string; totalval: number },
];

const tio = (call: string) => `ThreeInOne/${call}`;
const fin = (call: string) => `FinalInvoice/${call}`;
const jsb = (call: string) => `JoSubmit/${call}`;

export const threeInOneApi = {
  /** Delivered job orders being invoiced without a 3-in-1 (the form's choice). */
  jobOrders: (signal?: AbortSignal) =>
    api.get<JobOrderChoice[]>(tio('getThreeInOneJobOrders'), undefined, { signal }),
  costing: (jobordno: string, signal?: AbortSignal) =>
    api.get<CostingNow>(tio('getThreeInOneCosting'), { jobordno }, { signal }),
  list: (range: DateWindow, signal?: AbortSignal) =>
    api.get<ThreeInOneRow[]>(tio('getThreeInOneList'), { ...range }, { signal }),
  get: (docnumbr: string, signal?: AbortSignal) =>
    api.get<ThreeInOneDocument>(tio('getThreeInOneById'), { docnumbr }, { signal }),
  /** MOI's work list, oldest first. */
  pending: (signal?: AbortSignal) =>
    api.get<PendingApproval[]>(tio('getThreeInOnePendingList'), undefined, { signal }),
  save: (body: ThreeInOneBody) => api.post<ThreeInOneWritten>(tio('insertThreeInOne'), body),
  decide: (body: ApprovalDecisionBody) => api.post<DecisionWritten>(tio('approveThreeInOne'), body),
  withdraw: (docnumbr: string) =>
    api.post<[string]>(tio('deleteThreeInOneApproval'), undefined, { docnumbr }),
  remove: (docnumbr: string) => api.post<[string]>(tio('deleteThreeInOne'), undefined, { docnumbr }),
};

export const finalInvoiceApi = {
  /** Approved 3-in-1s without a final invoice. */
  ready: (signal?: AbortSignal) =>
    api.get<ReadyForFinalInvoice[]>(fin('Getthreeinoneapprjobordnos'), undefined, { signal }),
  list: (range: DateWindow, signal?: AbortSignal) =>
    api.get<FinalInvoiceRow[]>(fin('getFinalInvoiceList'), { ...range }, { signal }),
  /** The final invoice as printed, by its number (the list's reprint). */
  print: (docnumbr: string, signal?: AbortSignal) =>
    api.get<FinalInvoiceMaster>(fin('getFinalInvoiceprintrep'), { docnumbr }, { signal }),
  issue: (body: FinalInvoiceBody) => api.post<FinalInvoiceWritten>(fin('insertFinalinovice'), body),
  remove: (docnumbr: string) => api.post<[string]>(fin('deleteFinalInvoice'), undefined, { docnumbr }),
};

export const joSubmitApi = {
  ready: (signal?: AbortSignal) =>
    api.get<ReadyForSubmit[]>(jsb('getJobOrdersForSubmit'), undefined, { signal }),
  list: (range: DateWindow, signal?: AbortSignal) =>
    api.get<JoSubmitRow[]>(jsb('getJoSubmitList'), { ...range }, { signal }),
  submit: (body: JoSubmitBody) => api.post<JoSubmitWritten>(jsb('InsertJoSubmit'), body),
};
