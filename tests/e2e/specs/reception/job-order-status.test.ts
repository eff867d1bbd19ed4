/**
 * Issue 24 item 9: Change Job Order Status is a supervisor's correction. The supervisor picks a job
 * order, cannot choose Delivered (only the delivery sets it), cannot save without a reason, corrects
 * the status with the reason, and the vehicle workflow page lists the correction with who and why.
 * English and Arabic at 1440 px.
 */
import { describe, expect, it } from 'vitest';
import { messages, statusByCode } from '@fleet/shared';
import arErrors from '../../../../web/src/i18n/locales/ar/errors.json';
import { receptionJobOrder } from '../../../support/job-orders.ts';
import { successToast } from '../../pages/maintenance-invoice.ts';
import { StatusChangePage, statusCorrections } from '../../pages/job-orders.ts';
import { capture, type Language, specWithRuntime, openPath } from '../../support/app.ts';
import { signedInApp } from '../../support/session.ts';

const statusText = (code: number, language: Language) =>
  (language === 'ar' ? statusByCode.get(code)?.ar : statusByCode.get(code)?.en) ?? String(code);
const reasons: Record<Language, string> = {
  en: 'The owner asked to wait for the insurance approval',
  ar: 'طلب المالك الانتظار حتى موافقة التأمين',
};

specWithRuntime();

describe('e2e: Change Job Order Status as the supervisor', () => {
  for (const language of ['en', 'ar'] as Language[]) {
    it(`corrects a status with its reason, shown on the vehicle workflow page (${language})`, async () => {
      // Arrange
      const jobordno = (await receptionJobOrder()).jobordno;
      const { app } = await signedInApp({ username: 'supervisor', project: 'MOI', language });
      const statusPage = await new StatusChangePage(app.page).open();
      await statusPage.chooseJobOrder(jobordno);
      await expect.poll(() => statusPage.current()).toBe(statusText(1201, language));

      // Act: Delivered is not offered; no save without a reason.
      const offersDelivered = await statusPage.offers('1227');
      await statusPage.chooseStatus('1229');
      const enabledWithoutReason = await statusPage.saveButton.isEnabled();
      await statusPage.giveReason(reasons[language]);
      await capture(app.page, `job-order-status-supervisor-${language}-desktop`);
      await statusPage.saveAndConfirm();

      // Assert
      expect(offersDelivered).toBe(false);
      expect(enabledWithoutReason).toBe(false);
      const saved = language === 'ar' ? arErrors.kjoStatusUpdated : messages.kjoStatusUpdated;
      await successToast(app.page, saved).waitFor();
      await expect.poll(() => statusPage.current()).toBe(statusText(1229, language));

      // The vehicle workflow page lists the correction with the reason.
      await openPath(app.page, `/vehicle-workflow?jobordno=${encodeURIComponent(jobordno)}`);
      const corrections = statusCorrections(app.page);
      await corrections.filter({ hasText: reasons[language] }).waitFor();
      expect(await corrections.textContent()).toContain(statusText(1229, language));
      await corrections.scrollIntoViewIfNeeded();
      await capture(app.page, `vehicle-workflow-correction-${language}-desktop`);
      expect(app.errors).toEqual([]);
    });
  }
});
