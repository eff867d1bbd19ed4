/**
 * Reception's screens of the workshop day, driven through an `Actor`: the MOI job card (four steps),
 * the inspector's MOI inspection, the QC and reception technician assignment, the KPTC job order (KJO)
 * from the job card, the reception images, the reception inspection, parking at reception and the
 * vehicle delivery. Each function starts on the list the workflow map names and ends when the write's
 * toast is shown.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { testId } from '../ui.ts';
import { inputValues } from '../../support/app.ts';
import type { Actor } from './actor.ts';

/** What reception types on the job card. */
export interface JobCardInput {
  vehicleno: string;
  garage: string;
  servicetype: 'main' | 'quick' | 'sticker';
  moijobord: string;
  mobileno: string;
  kilometer: string;
  custwait: boolean;
  remarks: string;
  /** A checklist item: `check-<checkheader>-<checkid>`. */
  check: { checkheader: string; checkid: string };
  photos: UploadFile[];
  inspector: string;
  /** The vehicle needs a winch: the winch's gate pass number. */
  winchGatePass?: string;
}

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A 1x1 PNG under a given name (each upload is its own file). */
export const png = (name: string): UploadFile => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
});

/** Chooses several files in one pick in the upload field `field` and waits for every thumbnail. */
export async function uploadTogether(page: Page, field: string, files: UploadFile[]): Promise<void> {
  await page.locator(`${testId(field)} input[type="file"]`).setInputFiles(files);
  for (const file of files) await page.locator(testId(field)).getByText(file.name).first().waitFor();
}

/** The names under an upload field's thumbnails, in their order. */
export function thumbnailNames(page: Page, field: string): Promise<string[]> {
  return page.locator(`${testId(field)} .fleet-upload-thumb__name`).allTextContents();
}

async function nextStep(actor: Actor, step: number): Promise<void> {
  await actor.page.locator(testId('job-card-next')).click();
  await actor.page.locator(`${testId(`job-card-step-${step}`)}[data-current="true"]`).waitFor();
}

/** `digits` as an Arabic keyboard types them (٠-٩). */
const arabicIndic = (digits: string) =>
  digits.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));

/** `/jobCardQslist` -> New -> the four steps -> Save. */
export async function createJobCard(actor: Actor, card: JobCardInput, shot = '01-job-card'): Promise<void> {
  await actor.newOn('/jobCardQslist');
  await actor.page.locator(testId('job-card-steps')).waitFor();
  await actor.choose('field-vehicleno', card.vehicleno);
  await actor.choose('field-garage', card.garage, '');
  await actor.page.locator(testId(`servicetype-${card.servicetype}`)).click();
  await actor.fill('field-moijobord', card.moijobord);
  // Reception works in Arabic: the mobile is typed as an Arabic keyboard types digits (kept Western).
  await actor.fill('field-mobileno', arabicIndic(card.mobileno));
  await actor.fill('field-kilometer', card.kilometer);
  if (card.custwait) await actor.check('field-custwait');
  if (card.winchGatePass) {
    await actor.check('field-winch');
    await actor.fill('field-gatepassno', card.winchGatePass);
  }
  await actor.fillText('remarks', card.remarks);
  await actor.shot(shot);
  await nextStep(actor, 2);
  await actor.page
    .locator(`${testId(`check-${card.check.checkheader}-${card.check.checkid}`)} input`)
    .check();
  await nextStep(actor, 3);
  await uploadTogether(actor.page, 'field-photos', card.photos);
  await actor.shot(`${shot}-photos`);
  await nextStep(actor, 4);
  await actor.choose('field-inspector', card.inspector, '');
  await actor.save();
}

/** `/inspectionlistmoi` -> Inspect on the job card's row -> remarks -> Save. */
export async function inspectMoi(actor: Actor, jobordno: string, remarks: string): Promise<void> {
  await actor.openRow('/inspectionlistmoi', 'inspector-assignment-list', jobordno, 'inspect');
  await actor.fillText('remarks', remarks);
  await actor.shotAndSave('02-inspection-moi');
}

/**
 * `/technicianDetailslistmoi` -> New -> the job order (an MOI job card or a KPTC job order: the same
 * choice list), the estimated hours and the technician -> Save.
 */
export async function assignReceptionTechnician(
  actor: Actor,
  jobordno: string,
  technician: { empcdetech: string; hours: string },
  shot: string,
): Promise<void> {
  await actor.newOn('/technicianDetailslistmoi');
  await actor.choose('jobordno', jobordno);
  await actor.fill('estjobtime', technician.hours);
  await actor.choose('empcdetech', technician.empcdetech);
  await actor.shotAndSave(shot);
}

/**
 * `/receptionInspectionList` -> New -> "from an MOI job card" -> the job card: the form fills with what
 * reception typed on the job card (read with `kjoValues`); the caller saves.
 */
export async function startKjo(actor: Actor, jobordno: string): Promise<void> {
  await actor.newOn('/receptionInspectionList');
  await actor.choose('field-jobcard', jobordno);
}

/** The KJO form's header fields as shown. */
export async function kjoValues(actor: Actor): Promise<Record<string, string | boolean>> {
  return {
    garage: await actor.chosen('field-garage'),
    moijobord: await actor.value('moijobord'),
    mobileno: await actor.value('mobileno'),
    kilometer: await actor.value('kilometer'),
    remarks: await actor.page.locator(`${testId('remarks')} textarea`).inputValue(),
    custwait: await actor.checked('custwait'),
  };
}

/** `/imageuploadlistrecmoi?frmtypeimg=rec` -> New -> the job order -> a location with two photos -> Save. */
export async function uploadReceptionImages(
  actor: Actor,
  jobordno: string,
  location: string,
  photos: UploadFile[],
): Promise<string[]> {
  await actor.newOn('/imageuploadlistrecmoi?frmtypeimg=rec');
  await actor.chooseIn('image-upload-jobordno', jobordno, jobordno);
  const names = await addImages(actor, location, photos);
  await actor.shot('06-reception-images');
  await actor.written(() => actor.page.locator(testId('image-upload-save')).click());
  return names;
}

/** In the image upload form: a garage location group with `photos` chosen in one pick. */
export async function addImages(actor: Actor, location: string, photos: UploadFile[]): Promise<string[]> {
  await actor.chooseIn('image-upload-pick-locations', location, location);
  await actor.page.locator(testId('image-upload-add-locations')).click();
  const field = `image-upload-locations-${location}`;
  await uploadTogether(actor.page, field, photos);
  return thumbnailNames(actor.page, field);
}

/** `/receptionInspectionList` -> edit the job order -> the reception inspection with a finding -> Save. */
export async function inspectAtReception(
  actor: Actor,
  jobordno: string,
  inspection: { remarks: string; finding: string },
): Promise<void> {
  await actor.openRow('/receptionInspectionList', 'reception-job-order-list', jobordno, 'edit');
  await actor.fillText('inspectionRemarks', inspection.remarks);
  await actor.page.locator(`${testId('finding-text')} input`).fill(inspection.finding);
  await actor.page.locator(testId('finding-add')).click();
  await actor.shotAndSave('07-reception-inspection');
}

/** `/parkingreceptionlist` -> New -> the job order and the parking bay -> Save. */
export async function parkAtReception(actor: Actor, jobordno: string, bay: string): Promise<void> {
  await actor.newOn('/parkingreceptionlist');
  await actor.choose('jobordno', jobordno);
  await actor.fill('parkingloc', bay);
  await actor.shotAndSave('29-parking-reception');
}

/** `/vehicledeliverylist` -> the job order's row -> who received it, the job card's mobile filled in -> Save. */
export async function deliver(
  actor: Actor,
  jobordno: string,
  receiver: { name: string; mobile: string },
  /** The job order's garage as the reader reads it (its name in the reader's language). */
  garage: string,
): Promise<void> {
  await actor.openRow('/vehicledeliverylist', 'vehicle-delivery-list', jobordno, 'open-form');
  await actor.page.locator(`${testId('vehicleno')} input`).waitFor();
  await expect.poll(() => inputValues(actor.page)).toContain(garage);
  // The name is typed at once; the mobile is the one reception typed on the job card, filled in from
  // the job order's customer when its row arrives (issue 24: typed once). The field being typed in is
  // left alone by that prefill (a value set under the cursor was once cut into a fill: the mobile doubled).
  await actor.fill('receivedby', receiver.name);
  await expect.poll(() => actor.value('receivedmobile')).toBe(receiver.mobile);
  expect(await actor.value('receivedby')).toBe(receiver.name);
  await actor.shotAndSave('30-delivery');
}
