/**
 * Issue 24 item 3: a reception user picks, on the MOI job card form, a plate that already has an open
 * job order. The form says so at once, naming the job order with a link to it, and keeps the user on
 * the first step instead of refusing the save four steps later. English and Arabic at 1440 px.
 */
import { describe, expect, it } from 'vitest';
import { receptionJobOrder } from '../../../support/job-orders.ts';
import { JobCardFormPage } from '../../pages/job-cards.ts';
import { capture, type Language, specWithRuntime } from '../../support/app.ts';
import { signedInApp } from '../../support/session.ts';

specWithRuntime();

describe('e2e: the job card form names the open job order of the plate picked', () => {
  for (const language of ['en', 'ar'] as Language[]) {
    it(`warns with the job order number and its link when the plate is picked (${language})`, async () => {
      // Arrange
      const { vehicle, jobordno } = await receptionJobOrder();
      const { app } = await signedInApp({ username: 'reception', project: 'MOI', language });
      const form = await new JobCardFormPage(app.page).open();

      // Act
      await form.choose('field-vehicleno', vehicle.vehicleno, vehicle.vehicleno);

      // Assert: the warning names the open job order and links to it, before any other step.
      await form.openJobOrderWarning.waitFor();
      expect(await form.openJobOrderWarning.textContent()).toContain(jobordno);
      expect(await form.openJobOrderLink.getAttribute('href')).toContain(`docnumbr=${jobordno}`);
      await capture(app.page, `job-card-open-job-order-${language}-desktop`);
      await form.next();
      expect(await form.currentStep()).toBe(1);
      expect(app.errors).toEqual([]);
    });
  }
});
