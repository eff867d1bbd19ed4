/**
 * The warranty screens of the workshop day, driven through an `Actor`: the offer on the KJO form of a
 * returning vehicle (`warranty-offer`), the claim raised from it (`/warrantydetail`, preset with both
 * job orders and the repairs) and the supervisor's decision from `/warrantydetaillist`.
 */
import { testId } from '../ui.ts';
import type { Actor } from './actor.ts';

/** The warranty offer on the form open now (it appears once the plate's earlier repairs are read). */
export async function warrantyOffer(actor: Actor): Promise<string> {
  const offer = actor.page.locator(testId('warranty-offer'));
  await offer.waitFor();
  return (await offer.textContent()) ?? '';
}

/**
 * `/receptionInspectionList` -> edit the returning vehicle's job order -> the offer's claim for the
 * earlier job order -> the preset claim form with the complaint -> Save.
 */
export async function raiseClaim(
  actor: Actor,
  jobordno: string,
  earlier: string,
  complaint: string,
): Promise<void> {
  await actor.openRow('/receptionInspectionList', 'reception-job-order-list', jobordno, 'edit');
  await actor.page.locator(testId(`warranty-claim-${earlier}`)).click();
  await actor.page.waitForURL(/\/warrantydetail\?/);
  // The preset arrives with the form's reads: the earlier job order is chosen.
  await actor.page.locator(testId('field-prevjobordno'), { hasText: earlier }).waitFor();
  await actor.fillText('complaint', complaint);
  await actor.shotAndSave('warranty-claim');
}

/** `/warrantydetaillist` -> edit the job order's claim -> the decision -> Save. */
export async function decideClaim(
  actor: Actor,
  jobordno: string,
  decision: 'accepted' | 'rejected',
  remarks: string,
): Promise<void> {
  await actor.openRow('/warrantydetaillist', 'warranty-list', jobordno, 'edit');
  await actor.choose('field-warrstatus', decision, '');
  await actor.fillText('remarks', remarks);
  await actor.shotAndSave('warranty-decision');
}
