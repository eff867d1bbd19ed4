/**
 * The accounts' screens of the workshop day, driven through an `Actor`: the maintenance invoice of the
 * delivered job order, its 3-in-1 invoice, MOI's approval, the final invoice and the submit for payment
 * (the last two confirm in the page's `confirm-action` dialog).
 */
import { askDecision, confirmDecision } from '../approval.ts';
import { InvoiceFormPage } from '../maintenance-invoice.ts';
import { testId } from '../ui.ts';
import type { Actor } from './actor.ts';

/** `/maintenanceinvoicelist` -> New -> garage, vendor, voucher, the job order and one line -> Save. */
export async function maintenanceInvoice(
  actor: Actor,
  jobordno: string,
  invoice: {
    garage: string;
    vendor: string;
    voucherno: string;
    sparepart: string;
    unitprice: string;
    qty: string;
  },
): Promise<void> {
  await actor.newOn('/maintenanceinvoicelist');
  const form = new InvoiceFormPage(actor.page);
  await form.choose('garage', invoice.garage);
  await form.choose('vendor', invoice.vendor);
  await actor.fill('voucherno', invoice.voucherno);
  await actor.choose('jobordno', jobordno);
  await form.enterLine({ sparepart: invoice.sparepart, unitprice: invoice.unitprice, qty: invoice.qty });
  await form.addButton.click();
  await form.itemRows.first().waitFor();
  await actor.shotAndSave('31-maintenance-invoice');
}

/** `/finalInvoicelist` -> New -> the job order (its costing comes) -> Save (submits it to MOI). */
export async function threeInOne(actor: Actor, jobordno: string): Promise<void> {
  await actor.newOn('/finalInvoicelist');
  await actor.choose('jobordno', jobordno);
  await actor.rowsShown('costing-now');
  await actor.shotAndSave('32-three-in-one');
}

/** `/finalInvoicelist?tab=pending` -> Approve on the job order's row -> Approve. */
export async function approveThreeInOne(actor: Actor, jobordno: string): Promise<void> {
  await actor.goto('/finalInvoicelist?tab=pending');
  await actor.rowAction('three-in-one-pending', jobordno, 'approve');
  await actor.page.locator(testId('approve')).waitFor();
  await actor.shot('33-three-in-one-approval');
  await askDecision(actor.page, 'approve');
  await actor.written(() => confirmDecision(actor.page));
}

/** Confirms the list's `confirm-action` dialog (with remarks when given). */
async function confirm(actor: Actor, remarks?: string): Promise<void> {
  const dialog = actor.page.locator(testId('confirm-action')).filter({ visible: true });
  await dialog.waitFor();
  if (remarks) await dialog.locator(`${testId('confirm-remarks')} input`).fill(remarks);
  await actor.written(() => dialog.locator(testId('confirm-yes')).click());
}

/** `/finalInvoicelist?tab=ready` -> Issue final invoice on the row -> confirm. */
export async function finalInvoice(actor: Actor, jobordno: string, remarks: string): Promise<void> {
  await actor.goto('/finalInvoicelist?tab=ready');
  await actor.rowAction('final-invoice-ready', jobordno, 'issue');
  await actor.shot('34-final-invoice');
  await confirm(actor, remarks);
}

/** `/joborderSubmitInvoicelist` -> Submit for payment on the row -> confirm. */
export async function submitForPayment(actor: Actor, jobordno: string): Promise<void> {
  await actor.goto('/joborderSubmitInvoicelist');
  await actor.rowAction('jo-submit-ready', jobordno, 'submit');
  await actor.shot('35-submit-for-payment');
  await confirm(actor);
}
