/**
 * Storage of the supplier invoice (functions/lib/documents.ts: its own partition `<project>#PIV#<docnumbr>`,
 * master listed by date through gsi1 and under its job order through gsi2) and two items of its own:
 * - the supplier's invoice number, one per supplier: pk `<project>#PIVREF#<vendcode>#<SUPPINVNO>`,
 *   sk `REF`, created with a condition so two saves of one number give one invoice;
 * and two allocation records of the engines' (#lib/allocations), each written at a new version with
 * every save and delete of its takers, so a race is a 409:
 * - what the invoices of an LPO bill (`orderInvoiced`): nothing is billed twice;
 * - what the credit invoices of an invoice credit (`invoiceCredited`, written by the credit invoice): read
 *   here so the invoice is not withdrawn, deleted or cut below what is credited.
 */
import { getItem, transactDelete, transactPut, type TransactItem } from '#lib/db';
import { key } from '#lib/table';
import { supplierInvoices } from '../../engines/document-stores.ts';

export { invoiceCredited, orderInvoiced, type LineCredit } from '../../engines/document-stores.ts';

/** The store is the engines' (the credit invoice reads the invoices' lines too). */
export const invoices = supplierInvoices;

// ---- The supplier's invoice number -----------------------------------------------------------------

const refKey = (project: string, vendcode: string, suppinvno: string) => ({
  pk: key.project(project, 'PIVREF', vendcode.toUpperCase(), suppinvno.trim().toUpperCase()),
  sk: 'REF',
});

/** The invoice that holds a supplier's invoice number, if any. */
export async function invoiceOfReference(
  project: string,
  vendcode: string,
  suppinvno: string,
): Promise<string | undefined> {
  const { pk, sk } = refKey(project, vendcode, suppinvno);
  const item = await getItem<{ docnumbr: string }>(pk, sk);
  return item?.docnumbr;
}

/** Claims the number for `docnumbr` (fails the transaction when another invoice holds it). */
export function referencePut(
  project: string,
  vendcode: string,
  suppinvno: string,
  docnumbr: string,
): TransactItem {
  return transactPut(
    { ...refKey(project, vendcode, suppinvno), entity: 'supplierInvoiceRef', vendcode, suppinvno, docnumbr },
    'attribute_not_exists(pk) OR docnumbr = :docnumbr',
    { ':docnumbr': docnumbr },
  );
}

export function referenceDelete(project: string, vendcode: string, suppinvno: string): TransactItem {
  return transactDelete(refKey(project, vendcode, suppinvno));
}
