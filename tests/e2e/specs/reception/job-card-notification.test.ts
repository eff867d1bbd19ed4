/**
 * Issue 5, point 8: a reception user creates an MOI job card with a checklist and a photo while the
 * inspector, signed in in a second browser context, sees the assignment notification arrive in the
 * bell without reloading. The job card goes through the four steps (the checklist step refuses Next
 * until an item is ticked; Quick Service ticks customer waiting by itself); the photo goes through
 * the upload kit (presign, S3, confirm). Screenshots of the form in English go to
 * tests/artifacts/screenshots/.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@fleet/shared';
import { putItem } from '@fleet/functions/lib/db';
import { masterItem, masterKeys, masterTypes } from '@fleet/functions/engines/masters/keys';
import { fleetOf } from '@fleet/functions/platform/seed/fleet';
import { vehicleChecks } from '@fleet/functions/platform/seed/workshop';
import { JobCardFormPage, JobCardListPage } from '../../pages/job-cards.ts';
import { NotificationBellPage } from '../../pages/notifications.ts';
import { capture, saveScreenshot, specWithRuntime } from '../../support/app.ts';
import { signedInApp } from '../../support/session.ts';

const vehicleno = `E2E${Date.now().toString(36)}/1`;
const check = vehicleChecks[0]!;
/** A 1x1 PNG. */
const photo = {
  name: 'front.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
};

const signedIn = async (username: string) => (await signedInApp({ username, project: 'MOI' })).app;

specWithRuntime();

beforeAll(async () => {
  await putItem(
    masterItem(masterKeys.record('MOI', masterTypes.vehicle, vehicleno), 'vehicle', {
      ...fleetOf('MOI')[0]!,
      vehicleno,
    }),
  );
});

describe('e2e: MOI job card notifies the inspector', () => {
  it('shows the new job card in the inspector bell, live, while reception saves it with a checklist and a photo', async () => {
    // Arrange: the inspector watches the bell in a second context.
    const inspector = await signedIn('inspector');
    const bell = new NotificationBellPage(inspector.page);
    await bell.openLive();
    const badgeBefore = await bell.count();
    await inspector.page.evaluate(() => Object.assign(window, { e2eMarker: 'same document' }));

    const reception = await signedIn('reception');
    const form = await new JobCardFormPage(reception.page).open();

    // Act: step 1, the job card.
    await form.choose('field-vehicleno', vehicleno, vehicleno);
    await expect(form.readOnlyValue('field-vehmaknam')).resolves.not.toBe('');
    await form.choose('field-garage', 'G01');
    await form.serviceType('quick');
    expect(await form.custWaiting()).toBe(true);
    await form.fill('field-mobileno', '99887766');
    await form.fill('field-moijobord', 'MOI-E2E');
    await saveScreenshot(reception.page, 'job-card-step1-en');
    await form.next();
    expect(await form.currentStep()).toBe(2);

    // Step 2: Next is refused until an item is ticked.
    await form.next();
    await form.fieldError('field-checklist').filter({ hasText: messages.jobCardChecklistNoItem }).waitFor();
    expect(await form.currentStep()).toBe(2);
    await form.tick(check.checkheader, check.checkid);
    await form.next();

    // Step 3: a photo through the upload kit.
    expect(await form.currentStep()).toBe(3);
    await form.uploadPhoto(photo);
    await form.next();

    // Step 4: the inspector, then Save.
    expect(await form.currentStep()).toBe(4);
    await form.choose('field-inspector', 'inspector');
    await capture(reception.page, 'job-card-step4-en');
    await form.save();
    await form.successToast(messages.jobCardSaved).waitFor();

    // Assert: the inspector's bell shows it without a reload; reception's list has it.
    const row = bell.row(vehicleno);
    await row.waitFor();
    await expect(row.getAttribute('data-read')).resolves.toBe('false');
    expect(Number(await bell.badgeText())).toBe(badgeBefore + 1);
    await expect(inspector.page.evaluate(() => (window as { e2eMarker?: string }).e2eMarker)).resolves.toBe(
      'same document',
    );
    const list = new JobCardListPage(reception.page);
    await list.loaded();
    await list.row(vehicleno).waitFor();
    await saveScreenshot(reception.page, 'job-card-list-en');
    expect(inspector.errors).toEqual([]);
    expect(reception.errors).toEqual([]);
  });
});
