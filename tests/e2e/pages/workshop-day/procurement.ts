/**
 * Buying a part the store does not hold, for a job order waiting for parts (docs/procurement.md),
 * driven through an `Actor`: the purchase request with the job order, the supplier's quotation with
 * its document, the cost sheet, the local purchase order and the item inspection that receives the
 * part into the store. The approvals go through `decide` (garage.ts) from each level's list.
 */
import { testId } from '../ui.ts';
import type { Actor } from './actor.ts';
import type { UploadFile } from './reception.ts';

export const purchaseRequestList = {
  path: '/purchaseReqEntrywithjolist',
  id: 'purchase-request-list-withjo',
};
export const costSheetMoiList = { path: '/costsheetapprovallist', id: 'cost-sheet-approval-moi-pending' };
export const costSheetKptcList = {
  path: '/costsheetapprovalSeclist',
  id: 'cost-sheet-approval-sec-pending',
};
export const lpoList = { path: '/inspectionnewlist', id: 'lpo-list-all' };

/** A one-page PDF as a supplier would send it. */
export const supplierOffer: UploadFile = {
  name: 'supplier-offer.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
};

/** `/purchaseReqEntrywithjolist` -> New -> the job order, the store and the part -> Save (to the garage approver). */
export async function purchaseRequest(
  actor: Actor,
  jobordno: string,
  request: { storecode: string; sparepart: string; qty: string },
): Promise<void> {
  await actor.newOn(purchaseRequestList.path);
  await actor.choose('jobordno', jobordno);
  await actor.choose('storecode', request.storecode, '');
  await actor.chooseIn('entry-item', request.sparepart, request.sparepart);
  await actor.page.locator(`${testId('entry-qty')} input`).fill(request.qty);
  await actor.page.locator(testId('entry-add')).click();
  await actor.page.locator(testId('request-lines')).getByText(request.sparepart).first().waitFor();
  await actor.shotAndSave('12-purchase-request');
}

/**
 * `/quotationpurlist` -> "Add quotation" on the job order's approved request -> the supplier, its
 * reference, validity, the unit price and the supplier's document -> Save.
 */
export async function quotation(
  actor: Actor,
  jobordno: string,
  offer: { vendcode: string; quotref: string; validto: string; unitprice: string; document: UploadFile },
): Promise<void> {
  await actor.goto('/quotationpurlist');
  await actor.page
    .locator(`${testId('quotation-waiting-requests')} tr`, { hasText: jobordno })
    .locator('[data-testid^="add-quotation-"]')
    .click();
  await actor.page.locator(`${testId('price-1')} input`).waitFor();
  await actor.choose('vendcode', offer.vendcode, '');
  await actor.fill('quotref', offer.quotref);
  await actor.fillDay('validto', offer.validto);
  await actor.page.locator(`${testId('price-1')} input`).fill(offer.unitprice);
  await actor.page
    .locator(`${testId('quotation-document')} input[type="file"]`)
    .setInputFiles(offer.document);
  await actor.page.locator(testId('quotation-document')).getByText(offer.document.name).first().waitFor();
  await actor.shotAndSave('16-quotation');
}

/** `/costsheetlist` -> New -> the job order's request: its offers compared, the lowest chosen -> Save. */
export async function costSheet(actor: Actor, jobordno: string): Promise<void> {
  await actor.newOn('/costsheetlist');
  await actor.chooseShowing('purreqno', jobordno);
  await actor.page.locator(testId('chosen-total')).waitFor();
  await actor.shotAndSave('17-cost-sheet');
}

/** `/inspectionnewlist` -> New -> the job order's approved cost sheet, its supplier, the delivery day -> Save. */
export async function purchaseOrder(
  actor: Actor,
  jobordno: string,
  order: { vendcode: string; deliverydate: string },
): Promise<void> {
  await actor.newOn(lpoList.path);
  await actor.chooseShowing('costshtno', jobordno);
  await actor.choose('vendcode', order.vendcode, '');
  await actor.fillDay('deliverydate', order.deliverydate);
  await actor.page.locator(testId('lpo-lines')).getByText(/\d/).first().waitFor();
  await actor.shotAndSave('20-purchase-order');
}

/** `/iteminspecctionlist` -> New -> the job order's approved order -> every line received and accepted -> Save. */
export async function inspectItems(actor: Actor, jobordno: string, received: string): Promise<void> {
  await actor.newOn('/iteminspecctionlist');
  await actor.chooseShowing('lpono', jobordno);
  const first = actor.page.locator(`${testId('receivedqty-1')} input`);
  await first.fill(received);
  await actor.shotAndSave('22-item-inspection');
}
