/**
 * The garage's screens of the workshop day, driven through an `Actor`: the gate pass in stepper, the
 * garage technician assignment, the garage inspection, the estimation and its approvals, the item
 * request and its approval, the garage issue, the repair job completion, both final QCs, washing,
 * delivery approval, parking at the garage and the gate pass out. Each function starts on the list the
 * workflow map names and ends when the write's toast is shown.
 */
import type { Locator } from 'playwright-core';
import { expect } from 'vitest';
import { askDecision, confirmDecision } from '../approval.ts';
import { locate, testId, ui, chooseOption } from '../ui.ts';
import { linked, type Actor } from './actor.ts';
import { addImages, type UploadFile } from './reception.ts';

/** A sub repair of the master data: workshop -> main repair -> sub repair. */
export interface SubRepair {
  wrkshpid: string;
  mainrepid: string;
  subrepid: string;
}

/** `/gatepassinlist` -> New -> step 1: the job order and the remarks in -> Save (the stepper moves to step 2). */
export async function checkIn(actor: Actor, jobordno: string, remarks: string): Promise<void> {
  await actor.newOn('/gatepassinlist');
  await actor.page.locator(testId('gate-pass-steps')).waitFor();
  await actor.choose('jobordno', jobordno);
  await actor.fillText('remarksin', remarks);
  await actor.shotAndSave('08-gate-pass-in');
  await actor.page.waitForURL(/step=2/);
}

/** Stepper step 2: a garage location with two photos chosen together -> Save (on to step 3). */
export async function garageImages(actor: Actor, location: string, photos: UploadFile[]): Promise<string[]> {
  const names = await addImages(actor, location, photos);
  await actor.shot('09-garage-images');
  await actor.written(() => actor.page.locator(testId('image-upload-save')).click());
  await actor.page.waitForURL(/step=3/);
  return names;
}

/** Stepper step 3: the team leader -> Save. */
export async function assignTeamLeader(actor: Actor, teamleader: string): Promise<void> {
  await actor.choose('teamleader', teamleader, '');
  await actor.shotAndSave('10-team-leader');
}

/** `/technicianDetailslist` -> New -> the job order and one workshop line (technician, hours) -> Save. */
export async function assignGarageTechnician(
  actor: Actor,
  jobordno: string,
  line: { wrkshpid: string; empcdetech: string; hours: string },
): Promise<void> {
  await actor.newOn('/technicianDetailslist');
  await actor.choose('jobordno', jobordno);
  await actor.chooseIn('line-workshop-0', line.wrkshpid, '');
  // The garage's technicians may come in groups (the workshop's trade first): found by code.
  await actor.chooseShowingIn('line-technician-0', line.empcdetech);
  await actor.page.locator(`${testId('line-hours-0')} input`).fill(line.hours);
  await actor.shotAndSave('11-garage-technician');
}

/** `/inspectionlistIns` -> New -> the job order, inspected by the garage, initiated, a repair line -> Save. */
export async function startGarageInspection(
  actor: Actor,
  jobordno: string,
  repair: SubRepair,
  remarks: string,
): Promise<void> {
  await actor.newOn('/inspectionlistIns');
  await actor.choose('jobordno', jobordno);
  await actor.choose('inspby', 'gar', '');
  await actor.choose('inspstatus', 'initiated', '');
  await actor.chooseIn('inspection-workshop', repair.wrkshpid, repair.wrkshpid);
  await actor.chooseIn('inspection-mainrepair', repair.mainrepid, repair.mainrepid);
  await actor.chooseIn('inspection-subrepair', repair.subrepid, repair.subrepid);
  await actor.page.locator(testId('inspection-add')).click();
  await actor.rowsShown('inspection-lines');
  await actor.fillText('remarks', remarks);
  await actor.shotAndSave('12-garage-inspection');
}

/** `/inspectionlistIns` -> edit the job order's inspection -> completed -> Save. */
export async function completeGarageInspection(actor: Actor, jobordno: string): Promise<void> {
  await actor.openRow('/inspectionlistIns', 'garage-inspection-list', jobordno, 'edit');
  await actor.rowsShown('inspection-lines');
  await actor.choose('inspstatus', 'completed', '');
  await actor.shotAndSave('13-garage-inspection-completed');
}

/**
 * `/estimationlist` -> New -> the job order: the lines start from the garage inspection's repairs
 * (the "prefilled" notice) -> Save (submits it for approval).
 */
export async function estimate(actor: Actor, jobordno: string): Promise<void> {
  await actor.newOn('/estimationlist');
  await actor.choose('jobordno', jobordno);
  await actor.page.locator(testId('prefilled')).waitFor();
  await actor.shotAndSave('14-estimation');
}

/** `/estimationlist` -> edit the rejected estimation -> one more repair line -> Save (submits it again). */
export async function reviseEstimation(actor: Actor, jobordno: string, repair: SubRepair): Promise<void> {
  await actor.openRow('/estimationlist', 'estimation-list', jobordno, 'edit');
  await actor.chooseIn('entry-workshop', repair.wrkshpid, repair.wrkshpid);
  await actor.chooseIn('entry-mainrepair', repair.mainrepid, repair.mainrepid);
  await actor.chooseIn('entry-subrepair', repair.subrepid, repair.subrepid);
  await actor.page.locator(testId('entry-add')).click();
  await actor.shotAndSave('16-estimation-revised');
}

/**
 * An approver's decision from a list: the row's Approve action opens the document at the level it
 * waits at; Approve or Reject in its header; the remarks and the confirmation.
 */
export async function decide(
  actor: Actor,
  list: { path: string; id: string },
  jobordno: string,
  decision: 'approve' | 'reject',
  remarks: string,
  shot: string,
): Promise<void> {
  await actor.openRow(list.path, list.id, jobordno, 'approve');
  await askDecision(actor.page, decision, remarks);
  await actor.shot(shot);
  await actor.written(() => confirmDecision(actor.page));
}

export const estimationList = { path: '/estimationlist', id: 'estimation-list' };
export const itemRequestList = { path: '/sparepartsapprovelist', id: 'item-request-list' };

/** `/sparepartsapprovelist` -> New -> the job order, the store and one part -> Save (to the garage approver). */
export async function requestItems(
  actor: Actor,
  jobordno: string,
  request: { storecode: string; sparepart: string; qty: string },
): Promise<void> {
  await actor.newOn('/sparepartsapprovelist');
  await actor.choose('jobordno', jobordno);
  await actor.choose('storecode', request.storecode, '');
  await actor.chooseIn('entry-item', request.sparepart, request.sparepart);
  await actor.page.locator(`${testId('entry-qty')} input`).fill(request.qty);
  await actor.page.locator(testId('entry-add')).click();
  await actor.rowsShown('request-lines');
  await actor.shotAndSave('19-item-request');
}

/** `/garageIssueVoucherlist` -> New -> the job order's approved request (its open lines come) -> Save. */
export async function issueParts(actor: Actor, jobordno: string): Promise<void> {
  await actor.newOn('/garageIssueVoucherlist');
  await actor.chooseShowing('source', jobordno);
  await actor.page.locator(`${testId('issue-qty-1')} input`).waitFor();
  await actor.shotAndSave('21-garage-issue');
}

/** `/repairjobcompletionlist` -> edit the job order's repair -> every line finished with its hours -> Save. */
export async function finishRepair(actor: Actor, jobordno: string, hours: string): Promise<void> {
  await actor.openRow('/repairjobcompletionlist', 'repair-job-list', jobordno, 'edit');
  const table = ui.findTable(testId('repair-lines'));
  await locate(actor.page, table.findRows()).first().waitFor();
  const lines = await locate(actor.page, table.findRows()).count();
  for (let row = 1; row <= lines; row += 1) {
    await chooseOption(actor.page, table.findBodyCell(row, 5).findSelect(), 'finished');
    await locate(actor.page, table.findBodyCell(row, 6).findInput().findNativeInput()).fill(hours);
  }
  await actor.shotAndSave('22-repair-finished');
}

/** A final QC list (`/finalqcgaragelist`, `/finalqcmoilist`) -> Check on the row -> pass -> Save. */
export async function passFinalQc(actor: Actor, by: 'garage' | 'moi', jobordno: string): Promise<void> {
  await actor.openRow(
    by === 'garage' ? '/finalqcgaragelist' : '/finalqcmoilist',
    `final-qc-${by}-list`,
    jobordno,
    'open-form',
  );
  await actor.page.locator(`${testId('vehicleno')} input`).waitFor();
  await actor.choose('result', 'pass', '');
  await actor.fillText('remarks', by === 'garage' ? 'Road test passed' : 'Checked by MOI');
  await actor.shotAndSave(by === 'garage' ? '23-final-qc-garage' : '24-final-qc-moi');
}

/**
 * A queue form reached by New from its list (washing, delivery approval, parking at the garage: their
 * lists show the job orders done): the job order, the form's own fields -> Save.
 */
export async function queueForm(
  actor: Actor,
  list: string,
  jobordno: string,
  fill: (actor: Actor) => Promise<void>,
  shot: string,
): Promise<void> {
  await actor.newOn(list);
  await actor.choose('jobordno', jobordno);
  await fill(actor);
  await actor.shotAndSave(shot);
}

/** Waits until an input shows a value (a form fills it from a read), for up to 30 s. */
async function waitForValue(input: Locator): Promise<void> {
  await expect.poll(() => input.inputValue(), { timeout: 30_000 }).not.toBe('');
}

/** `/gatepassoutlist` -> New -> the job order (its MOI ref and time IN shown) and the remarks out -> Save. */
export async function checkOut(
  actor: Actor,
  jobordno: string,
  remarks: string,
): Promise<{ moijobord: string; jobtimin: string }> {
  await actor.newOn('/gatepassoutlist');
  await actor.choose('jobordno', jobordno);
  const moiRef = actor.page.getByLabel(actor.t('gatePass:fields.moijobord'), { exact: true });
  const timeIn = actor.page.getByLabel(actor.t('gatePass:fields.jobtimin'), { exact: true });
  // The form reads the chosen job order's particulars after the choice: wait until they are shown.
  await waitForValue(timeIn);
  const shown = { moijobord: await moiRef.inputValue(), jobtimin: await timeIn.inputValue() };
  await actor.fillText('remarksout', remarks);
  await actor.shotAndSave('28-gate-pass-out');
  return shown;
}

/**
 * `/changejoborderstatusnew` -> the job order -> Hold or Waiting for parts (with its reason), or
 * Release -> confirm in the dialog. The page stays on the job order, so a release can follow the hold.
 */
export async function holdOrRelease(
  actor: Actor,
  jobordno: string,
  action: 'hold' | 'parts' | 'release',
  reason: string,
  shot: string,
): Promise<void> {
  if (!actor.page.url().includes('/changejoborderstatusnew')) {
    await actor.goto('/changejoborderstatusnew');
    await actor.chooseIn('status-joborder', jobordno, jobordno);
  }
  await actor.page.locator(testId(`status-${action}`)).click();
  const dialog = locate(actor.page, ui.findModal()).filter({ visible: true });
  await dialog.locator('textarea').fill(reason);
  await actor.shot(shot);
  await actor.written(() => dialog.locator(testId('hold-confirm')).click());
  await dialog.waitFor({ state: 'detached' });
}

/** Stepper step 2 left for later: Next to step 3 (the team leader may be assigned before the images). */
export async function skipGarageImages(actor: Actor): Promise<void> {
  await actor.page.locator(testId('stepper-next')).click();
  await actor.page.waitForURL(/step=3/);
}

/**
 * `/finalqcmoilist` as the user who recorded the garage's final QC: the row says it was checked by them
 * and its Check action is disabled. Returns whether both hold.
 */
export async function moiCheckBarred(actor: Actor, jobordno: string): Promise<boolean> {
  await actor.goto(linked('/finalqcmoilist', jobordno));
  await actor.page.locator(testId(`own-garage-check-${jobordno}`)).waitFor();
  return actor.row('final-qc-moi-list', jobordno).locator(testId('open-form')).isDisabled();
}
