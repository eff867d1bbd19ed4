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
import { getAll, getBy, getWith, postBody, postBy } from '../../../kit/calls.ts';
import type { DecisionWritten } from '../../../kit/approval/decisions.ts';
import type { Written } from '../../../kit/written.ts';

export type { OrderForInvoice, SupplierInvoiceDocument, SupplierInvoiceRow };

/** A row of the approval lists: the engine's row with the invoice's own fields. */
export type InvoiceApprovalRow = SupplierInvoiceRow &
  Pick<PendingApproval, 'level' | 'since' | 'requester'> & { approvedAt?: string; approvedBy?: string };

type InvoiceWritten = Written<{
  totalval: number;
  lpoval: number;
  mismatches: number;
  lines: { serlnumb: number; mismatch?: 'price' | 'qty' }[];
}>;

const p = (name: string) => `PurchaseInvoice/${name}`;

export const supplierInvoiceApi = {
  list: getWith<SupplierInvoiceRow[], { fromdate?: string; todate?: string }>(p('getPurchaseInvoiceList')),
  pending: getAll<InvoiceApprovalRow[]>(p('getPurchaseInvoicePendingList')),
  approved: getAll<InvoiceApprovalRow[]>(p('getPurchaseInvoiceApprovedList')),
  get: getBy<SupplierInvoiceDocument>(p('getPurchaseInvoiceById')),
  /** Approved orders with received quantities open to invoicing (`docnumbr`: the invoice being edited). */
  orders: (signal?: AbortSignal, docnumbr?: string) =>
    api.get<OrderForInvoice[]>(p('getOrderApproveNos'), docnumbr ? { docnumbr } : undefined, { signal }),
  save: postBody<InvoiceWritten, SupplierInvoiceBody>(p('insertPurchaseInvoice')),
  remove: postBy(p('deletePurchaseInvoice')),
  decide: postBody<DecisionWritten, ApprovalDecisionBody>(p('approvePurchaseInvoice')),
  withdraw: postBy(p('deletePurchaseInvoiceApproved')),
};
