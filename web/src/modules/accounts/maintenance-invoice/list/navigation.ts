/**
 * Where the invoice pages live and how the list opens the form (spec 000 section 2): New opens
 * `maintenanceinvoice?mod=false&status=ADD`, edit status=EDIT, view status=VIEW; the invoice number and
 * the view flag travel in navigation state, and the number also in the query so a reload still works.
 */
import { documentFormUrl, type FormStatus } from '../../../../kit/form/mode.ts';

export const invoiceListPath = '/maintenanceinvoicelist';
export const invoiceFormPath = '/maintenanceinvoice';

export interface InvoiceNavigationState {
  /** The invoice (`parseDocumentMode` reads it when the query has none). */
  docnumbr?: string;
  view: boolean;
}

export function invoiceFormTarget(
  status: FormStatus,
  carinvno?: string,
): { url: string; state: InvoiceNavigationState } {
  const docnumbr = status === 'ADD' ? undefined : carinvno;
  return {
    url: documentFormUrl(invoiceFormPath, status, docnumbr),
    state: { ...(docnumbr ? { docnumbr } : {}), view: status === 'VIEW' },
  };
}
