/**
 * Supplier (purchase) invoice calls (docs/accounts-supplier-invoice.md, `/api/PurchaseInvoice/`; screens
 * SGRT001 and SGRT002), one typed function per call, typed by shared/src/accounts/supplier-invoice.ts.
 */
import type { ApprovalDecisionBody, PendingApproval } from '@fleet/shared/engines/approvals';
import type {
  OrderForInvoice,
  SupplierInvoiceBody,
  SupplierInvoiceDocument,
  SupplierInvoiceRow,
} from '@fleet/shared/accounts/supplier-invoice';
import { api } from '../../../api/client.ts';
import type { DecisionWritten } from '../../../kit/approval/decisions.ts';

export type { OrderForInvoice, SupplierInvoiceDocument, SupplierInvoiceRow };

/** A row of the approval lists: the engine's row with the invoice's own fields. */
export type InvoiceApprovalRow = SupplierInvoiceRow &
  Pick<PendingApproval, 'level' | 'since' | 'requester'> & { approvedAt?: string; approvedBy?: string };

export type InvoiceWritten = [
  string,
  {
    docnumbr: string;
    version: number;
    totalval: number;
    lpoval: number;
    mismatches: number;
    lines: { serlnumb: number; mismatch?: 'price' | 'qty' }[];
  },
];

const p = (name: string) => `PurchaseInvoice/${name}`;

export const supplierInvoiceApi = {
  list: (query: { fromdate?: string; todate?: string }, signal?: AbortSignal) =>
    api.get<SupplierInvoiceRow[]>(p('getPurchaseInvoiceList'), { ...query }, { signal }),
  pending: (signal?: AbortSignal) =>
    api.get<InvoiceApprovalRow[]>(p('getPurchaseInvoicePendingList'), undefined, { signal }),
  approved: (signal?: AbortSignal) =>
    api.get<InvoiceApprovalRow[]>(p('getPurchaseInvoiceApprovedList'), undefined, { signal }),
  get: (docnumbr: string, signal?: AbortSignal) =>
    api.get<SupplierInvoiceDocument>(p('getPurchaseInvoiceById'), { docnumbr }, { signal }),
  /** Approved orders with received quantities open to invoicing (`docnumbr`: the invoice being edited). */
  orders: (signal?: AbortSignal, docnumbr?: string) =>
    api.get<OrderForInvoice[]>(p('getOrderApproveNos'), docnumbr ? { docnumbr } : undefined, { signal }),
  save: (body: SupplierInvoiceBody) => api.post<InvoiceWritten>(p('insertPurchaseInvoice'), body),
  remove: (docnumbr: string) => api.post<[string]>(p('deletePurchaseInvoice'), undefined, { docnumbr }),
  decide: (body: ApprovalDecisionBody) => api.post<DecisionWritten>(p('approvePurchaseInvoice'), body),
  withdraw: (docnumbr: string) =>
    api.post<[string]>(p('deletePurchaseInvoiceApproved'), undefined, { docnumbr }),
};
