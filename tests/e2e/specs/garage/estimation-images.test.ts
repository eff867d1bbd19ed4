/**
 * Estimation images in the browser (issue 10 item 5): the team leader opens the demo estimation that
 * waits for MOI, picks a photo (uploaded with progress, checked on the server, attached at once), sees
 * its thumbnail, switches to Arabic and removes it after the confirmation; the toasts speak the UI's
 * language. The MOI approver sees the images read-only on the approval screen.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { messages } from '@fleet/shared';
import { kuwaitClock } from '@fleet/functions/lib/clock';
import { demoDocuments } from '@fleet/functions/platform/seed/documents';
import arErrors from '../../../../web/src/i18n/locales/ar/errors.json';
import arKit from '../../../../web/src/i18n/locales/ar/kit.json';
import { successToast } from '../../pages/maintenance-invoice.ts';
import { capture, closeApps } from '../../support/app.ts';
import { signedInApp } from '../../support/session.ts';

afterAll(closeApps);

/** The demo estimation that waits for MOI (the first one the seed numbers). */
function pendingDemoEstimation(): string {
  const { jobOrders } = demoDocuments('MOI', kuwaitClock(new Date()).date);
  const waiting = jobOrders.find((jobOrder) => jobOrder.statuscde === 1235)!;
  return `QT-${waiting.joborddat.slice(0, 4)}-00001`;
}

/** A 1x1 PNG. */
const photo = {
  name: 'rear-bumper.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
};

describe('e2e: estimation images', () => {
  it('uploads a photo to an estimation, shows it to the approver, and removes it in Arabic after the confirmation', async () => {
    const docnumbr = pendingDemoEstimation();
    const { app, shell } = await signedInApp({
      username: 'teamleader',
      project: 'MOI',
      path: `/estimation?docnumbr=${docnumbr}&mod=false&status=EDIT`,
    });
    const section = app.page.locator('[data-testid="estimation-images"]');
    await section.getByText('No images yet.').waitFor();

    await section.locator('input[type="file"]').setInputFiles(photo);
    await successToast(app.page, messages.imagesUploaded).waitFor();
    const thumbnail = section.getByRole('button', { name: `Remove ${photo.name}` });
    await thumbnail.waitFor();
    await capture(app.page, 'estimation-images-en-1440');

    // The approver sees it, without a remove button.
    const approver = await signedInApp({
      username: 'moiapprover',
      project: 'MOI',
      path: `/estimation?docnumbr=${docnumbr}&mod=true&status=APPROVE&level=MOI`,
    });
    const approverSection = approver.app.page.locator('[data-testid="estimation-images"]');
    await approverSection
      .getByRole('button', { name: `Open ${photo.name}` })
      .first()
      .waitFor();
    const approverRemoves = await approverSection.getByRole('button', { name: /Remove/ }).count();

    await shell.toggleLanguage();
    await section.getByRole('button', { name: `إزالة ${photo.name}` }).click();
    await app.page.getByRole('button', { name: arKit.delete.yes }).click();
    await successToast(app.page, arErrors.estimationImageDeleted).waitFor();
    await section.getByText('لا توجد صور بعد.').waitFor();

    expect(approverRemoves).toBe(0);
    expect(app.errors).toEqual([]);
    expect(approver.app.errors).toEqual([]);
  });
});
