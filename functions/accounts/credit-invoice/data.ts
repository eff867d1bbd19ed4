/**
 * Storage of the credit invoice: the document is the engines' store (`creditInvoices`, its own partition
 * `<project>#CRN#<docnumbr>`, listed by date through gsi1 and under its job order through gsi2), and what
 * it credits the engines' allocation record of its supplier invoice (`invoiceCredited`, #lib/allocations),
 * written at a new version with each save and delete, so two credit invoices of one supplier invoice saved
 * at once cannot both credit what is open (the second is a 409). The supplier invoice reads the same
 * record to keep what its credits credit.
 */
export {
  creditInvoices,
  invoiceCredited,
  supplierInvoices,
  type LineCredit,
} from '../../engines/document-stores.ts';
