/**
 * Credit invoice calls (`/api/CreditInvoice/`, screen SGRT007), one typed function per call, typed by
 * shared/src/accounts/credit-invoice.ts.
 */
import type { ApprovalDecisionBody, PendingApproval } from '@fleet/shared/engines/approvals';
import type {
  CreditableInvoice,
  CreditInvoiceBody,
  CreditInvoiceDocument,
  CreditInvoiceRow,
  SupplierBalance,
} from '@fleet/shared/accounts/credit-invoice';
import { api } from '../../../api/client.ts';
import type { DecisionWritten } from '../../../kit/approval/decisions.ts';

export type { CreditableInvoice, CreditInvoiceDocument, CreditInvoiceRow, SupplierBalance };

/** A row of KPTC's work list: the engine's row with the credit invoice's own fields. */
export type CreditApprovalRow = CreditInvoiceRow & Pick<PendingApproval, 'level' | 'since' | 'requester'>;

export type CreditWritten = [
  string,
  { docnumbr: string; version: number; totalval: number; totalqty: number },
];

const p = (name: string) => `CreditInvoice/${name}`;

export const creditInvoiceApi = {
  list: (query: { fromdate?: string; todate?: string }, signal?: AbortSignal) =>
    api.get<CreditInvoiceRow[]>(p('getCreditInvoiceList'), { ...query }, { signal }),
  pending: (signal?: AbortSignal) =>
    api.get<CreditApprovalRow[]>(p('getCreditInvoicePendingList'), undefined, { signal }),
  get: (docnumbr: string, signal?: AbortSignal) =>
    api.get<CreditInvoiceDocument>(p('getCreditInvoiceById'), { docnumbr }, { signal }),
  /** Approved supplier invoices open to credit (`docnumbr`: the credit invoice being edited). */
  invoices: (signal?: AbortSignal, docnumbr?: string) =>
    api.get<CreditableInvoice[]>(p('getCreditableInvoices'), docnumbr ? { docnumbr } : undefined, { signal }),
  balance: (vendcode: string, signal?: AbortSignal) =>
    api.get<SupplierBalance>(p('getSupplierBalance'), { vendcode }, { signal }),
  save: (body: CreditInvoiceBody) => api.post<CreditWritten>(p('insertCreditInvoice'), body),
  remove: (docnumbr: string) => api.post<[string]>(p('deleteCreditInvoice'), undefined, { docnumbr }),
  decide: (body: ApprovalDecisionBody) => api.post<DecisionWritten>(p('approveCreditInvoice'), body),
  withdraw: (docnumbr: string) =>
    api.post<[string]>(p('deleteCreditInvoiceApproved'), undefined, { docnumbr }),
};
