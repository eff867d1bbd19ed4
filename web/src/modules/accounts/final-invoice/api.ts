/**
 * The last mile of a job order (docs/accounts.md, screens SGRT005 and SGRT006): the 3-in-1 invoice
 * (`ThreeInOne/`), the final invoice (`FinalInvoice/`, the spec's names verbatim: `insertFinalinovice`,
 * `Getthreeinoneapprjobordnos`, `getFinalInvoiceprint?joborderno`) and the job order submit
 * (`JoSubmit/`), typed by the shared accounts and approval schemas.
 */
import type {
  FinalInvoiceBody,
  FinalInvoiceMaster,
  FinalInvoiceRow,
  JobOrderCosting,
  JoSubmitBody,
  JoSubmitMaster,
  ReadyForFinalInvoice,
  ReadyForSubmit,
  ThreeInOneBody,
  ThreeInOneDocument,
  ThreeInOneRow,
} from '@fleet/shared/accounts/accounts';
import type { ApprovalDecisionBody, PendingApproval } from '@fleet/shared/engines/approvals';
import type { JobOrderChoice } from '@fleet/shared/reception/job-orders';
import { api } from '../../../api/client.ts';
import type { DecisionWritten } from '../../../kit/approval/decisions.ts';

/** The lists' date window (`?fromdate&todate`, YYYY-MM-DD). */
export interface DateWindow {
  fromdate?: string;
  todate?: string;
}

export type { FinalInvoiceRow, ReadyForFinalInvoice, ReadyForSubmit, ThreeInOneDocument, ThreeInOneRow };

/** `getThreeInOneCosting`: the costing now, with the job order's status. */
export type CostingNow = JobOrderCosting & { statuscde: number };

export type JoSubmitRow = JoSubmitMaster;

type Issued = [string, { docnumbr: string; version: number; jobordno: string; totalval: number }];
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
  save: (body: ThreeInOneBody) => api.post<Issued>(tio('insertThreeInOne'), body),
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
  issue: (body: FinalInvoiceBody) => api.post<Issued>(fin('insertFinalinovice'), body),
  remove: (docnumbr: string) => api.post<[string]>(fin('deleteFinalInvoice'), undefined, { docnumbr }),
};

export const joSubmitApi = {
  ready: (signal?: AbortSignal) =>
    api.get<ReadyForSubmit[]>(jsb('getJobOrdersForSubmit'), undefined, { signal }),
  list: (range: DateWindow, signal?: AbortSignal) =>
    api.get<JoSubmitRow[]>(jsb('getJoSubmitList'), { ...range }, { signal }),
  submit: (body: JoSubmitBody) => api.post<JoSubmitWritten>(jsb('InsertJoSubmit'), body),
};
