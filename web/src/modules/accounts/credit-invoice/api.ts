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
import { getAll, getBy, getWith, postBody, postBy } from '../../../kit/calls.ts';
import type { DecisionWritten } from '../../../kit/approval/decisions.ts';
import type { Written } from '../../../kit/written.ts';

export type { CreditableInvoice, CreditInvoiceDocument, CreditInvoiceRow, SupplierBalance };

/** A row of KPTC's work list: the engine's row with the credit invoice's own fields. */
export type CreditApprovalRow = CreditInvoiceRow & Pick<PendingApproval, 'level' | 'since' | 'requester'>;

export type CreditWritten = Written<{ totalval: number; totalqty: number }>;

const p = (name: string) => `CreditInvoice/${name}`;

export const creditInvoiceApi = {
  list: getWith<CreditInvoiceRow[], { fromdate?: string; todate?: string }>(p('getCreditInvoiceList')),
  pending: getAll<CreditApprovalRow[]>(p('getCreditInvoicePendingList')),
  get: getBy<CreditInvoiceDocument>(p('getCreditInvoiceById')),
  /** Approved supplier invoices open to credit (`docnumbr`: the credit invoice being edited). */
  invoices: (signal?: AbortSignal, docnumbr?: string) =>
    api.get<CreditableInvoice[]>(p('getCreditableInvoices'), docnumbr ? { docnumbr } : undefined, { signal }),
  balance: getBy<SupplierBalance>(p('getSupplierBalance'), 'vendcode'),
  save: postBody<CreditWritten, CreditInvoiceBody>(p('insertCreditInvoice')),
  remove: postBy(p('deleteCreditInvoice')),
  decide: postBody<DecisionWritten, ApprovalDecisionBody>(p('approveCreditInvoice')),
  withdraw: postBy(p('deleteCreditInvoiceApproved')),
};
