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
import { getAll, getBy, getWith, postBody, postBy } from '../../../kit/calls.ts';
import type { DecisionWritten } from '../../../kit/approval/decisions.ts';
import type { DateWindow } from '../../../kit/list/documentFilters.ts';
import type { Written } from '../../../kit/written.ts';

export type { DateWindow };
export type { FinalInvoiceRow, ReadyForFinalInvoice, ReadyForSubmit, ThreeInOneDocument, ThreeInOneRow };

/** `getThreeInOneCosting`: the costing now, with the job order's status. */
export type CostingNow = JobOrderCosting & { statuscde: number };

export type JoSubmitRow = JoSubmitMaster;

type Issued = Written<{ jobordno: string; totalval: number }>;
/** `InsertJoSubmit` answers no version: the submit is never edited. */
type JoSubmitWritten = [string, { docnumbr: string; jobordno: string; fininvno: string; totalval: number }];

const tio = (call: string) => `ThreeInOne/${call}`;
const fin = (call: string) => `FinalInvoice/${call}`;
const jsb = (call: string) => `JoSubmit/${call}`;

export const threeInOneApi = {
  /** Delivered job orders being invoiced without a 3-in-1 (the form's choice). */
  jobOrders: getAll<JobOrderChoice[]>(tio('getThreeInOneJobOrders')),
  costing: getBy<CostingNow>(tio('getThreeInOneCosting'), 'jobordno'),
  list: getWith<ThreeInOneRow[], DateWindow>(tio('getThreeInOneList')),
  get: getBy<ThreeInOneDocument>(tio('getThreeInOneById')),
  /** MOI's work list, oldest first. */
  pending: getAll<PendingApproval[]>(tio('getThreeInOnePendingList')),
  save: postBody<Issued, ThreeInOneBody>(tio('insertThreeInOne')),
  decide: postBody<DecisionWritten, ApprovalDecisionBody>(tio('approveThreeInOne')),
  withdraw: postBy(tio('deleteThreeInOneApproval')),
  remove: postBy(tio('deleteThreeInOne')),
};

export const finalInvoiceApi = {
  /** Approved 3-in-1s without a final invoice. */
  ready: getAll<ReadyForFinalInvoice[]>(fin('Getthreeinoneapprjobordnos')),
  list: getWith<FinalInvoiceRow[], DateWindow>(fin('getFinalInvoiceList')),
  /** The final invoice as printed, by its number (the list's reprint). */
  print: getBy<FinalInvoiceMaster>(fin('getFinalInvoiceprintrep')),
  issue: postBody<Issued, FinalInvoiceBody>(fin('insertFinalinovice')),
  remove: postBy(fin('deleteFinalInvoice')),
};

export const joSubmitApi = {
  ready: getAll<ReadyForSubmit[]>(jsb('getJobOrdersForSubmit')),
  list: getWith<JoSubmitRow[], DateWindow>(jsb('getJoSubmitList')),
  submit: postBody<JoSubmitWritten, JoSubmitBody>(jsb('InsertJoSubmit')),
};
