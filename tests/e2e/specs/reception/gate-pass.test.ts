/**
 * Gate passes in the browser (issue 5 item 7), in English and Arabic: the gate pass in stepper (only
 * the current or earlier steps clickable, the step in the query, Back and Next, completed steps after
 * a save), the job orders of the reception it does not offer yet with the step each waits for (issue 24
 * item 8), and the gate pass out form (check-out date-time defaulting to now as DD/MM/YYYY HH:mm, the
 * job order choice list of job orders ready for QCPASSOUT, save back to the list).
 */
import { describe, expect, it } from 'vitest';
import { kuwaitClock } from '@fleet/functions/lib/clock';
import { GatePassForm, GatePassInStepper } from '../../pages/gate-pass.ts';
import { capture, documentLanguage, settled, type Language, specWithRuntime } from '../../support/app.ts';
import { signedInApp } from '../../support/session.ts';
import { testJobOrderNumber, testJobOrderThrough, writeTestJobOrder } from '../../../support/job-orders.ts';

/** A job order with its technician assigned at reception (1202), then moved through `moves`. */
const jobOrderAt = async (...moves: number[]) =>
  (await writeTestJobOrder(testJobOrderNumber('E2E-GP'), 'KPTC', [1201, 1202, ...moves])).jobordno;

const signedIn = async (language: Language) =>
  (await signedInApp({ username: 'supervisor', project: 'MOI', language })).app;

specWithRuntime();

describe.each(['en', 'ar'] as const)('e2e: gate passes (%s)', (language) => {
  it('walks the gate pass in stepper: clickable steps, step in the query, back and next', async () => {
    // Arrange
    const jobordno = await jobOrderAt();
    const app = await signedIn(language);
    const stepper = await new GatePassInStepper(app.page).open(1);
    const form = new GatePassForm(app.page);

    // Assert: at step 1 only step 1 is clickable, nothing to go back or on to.
    expect((await documentLanguage(app.page)).dir).toBe(language === 'ar' ? 'rtl' : 'ltr');
    expect(await stepper.clickable()).toEqual([true, false, false]);
    expect(await stepper.backButton().isDisabled()).toBe(true);
    expect(await stepper.nextButton().isDisabled()).toBe(true);
    expect(await form.value('checkindt')).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);

    // Act: check the vehicle in.
    await form.choose('jobordno', jobordno);
    await form.fillText('remarksin', 'E2E');
    await form.save();

    // Assert: step 2 (image upload) in the query, step 1 completed, step 3 not clickable yet.
    await app.page.waitForURL(/step=2/);
    expect(await stepper.current()).toBe(2);
    expect(await stepper.stepInQuery()).toBe('2');
    expect(new URL(app.page.url()).searchParams.get('jobordno')).toBe(jobordno);
    expect(await stepper.completed(1)).toBe(true);
    expect(await stepper.clickable()).toEqual([true, true, false]);
    await capture(app.page, `gate-pass-in-stepper-${language}`);

    // Act + assert: Next to step 3, Back to 2, a click on step 1.
    await stepper.nextButton().click();
    await app.page.waitForURL(/step=3/);
    expect(await stepper.clickable()).toEqual([true, true, true]);
    expect(await stepper.nextButton().isDisabled()).toBe(true);
    await stepper.backButton().click();
    await app.page.waitForURL(/step=2/);
    expect(await stepper.clickable()).toEqual([true, true, false]);
    await stepper.clickStep(1);
    await app.page.waitForURL(/step=1/);
    expect(await stepper.current()).toBe(1);

    // A link to step 3 opens step 3 with the steps before it done.
    await stepper.open(3, jobordno);
    expect(await stepper.current()).toBe(3);
    expect(await stepper.clickable()).toEqual([true, true, true]);
    expect(app.errors).toEqual([]);
  });

  it('tells why a job order still at the reception is not offered, with a link to the step it waits for', async () => {
    // Arrange: a job order just created at the reception (1201): no reception technician yet; one ready.
    const ready = await jobOrderAt();
    const { jobordno, vehicleno } = await testJobOrderThrough(testJobOrderNumber('E2E-GPW'), 'G01', []);
    const app = await signedIn(language);
    const stepper = await new GatePassInStepper(app.page).open(1);
    const form = new GatePassForm(app.page);

    // Assert: under the picker with its status and the step it waits for, and a link to that step.
    const row = stepper.waitingRow(jobordno);
    await row.waitFor();
    const text = await row.innerText();
    expect(text).toContain(vehicleno);
    expect(text).toContain(
      language === 'ar'
        ? 'تم إنشاء أمر العمل: عيّن فني الاستقبال أولاً.'
        : 'Job Order Created: assign the reception technician first.',
    );
    const link = stepper.waitingLink(jobordno);
    expect(await link.getAttribute('href')).toMatch(
      new RegExp(`^/technicianDetails\\w*\\?.*jobordno=${jobordno}`),
    );
    await row.scrollIntoViewIfNeeded();
    await capture(app.page, `gate-pass-in-waiting-${language}`);

    // Assert: not among the choices (the ready one is).
    const options = (await form.options('jobordno')).join('\n');
    expect(options).toContain(ready);
    expect(options).not.toContain(jobordno);
    // Leave the picker first: its "required" message on blur would move the link under the click.
    await app.page.keyboard.press('Tab');
    await settled(app.page);

    // Act + assert: the link opens the screen where the reception technician is assigned.
    await link.click();
    await app.page.waitForURL(/\/technicianDetails/);
    expect(app.errors).toEqual([]);
  });

  it('opens the gate pass out form with check-out now and the job orders ready to leave, and saves', async () => {
    // Arrange: one job order through the final QC by MOI (ready to leave), one still in garage work.
    const ready = await jobOrderAt(1205, 1208, 1223);
    const inside = await jobOrderAt(1205, 1208);
    const app = await signedIn(language);
    const before = new Date();

    // Act
    const form = await new GatePassForm(app.page).openOut();

    // Assert: DD/MM/YYYY HH:mm of now in Kuwait, the browser's time zone (the minute the form opened,
    // or the next one).
    const shown = await form.value('checkoutdt');
    const minute = (d: Date) => {
      const { date, time } = kuwaitClock(d);
      const [year, month, day] = date.split('-');
      return `${day}/${month}/${year} ${time.slice(0, 5)}`;
    };
    expect([minute(before), minute(new Date(before.getTime() + 60_000))]).toContain(shown);
    const options = (await form.options('jobordno')).join('\n');
    expect(options).toContain(ready);
    expect(options).not.toContain(inside);

    // Act: choose, write the remarks out, save.
    await form.choose('jobordno', ready);
    await form.fillText('remarksout', 'Ready to leave');
    await capture(app.page, `gate-pass-out-form-${language}`);
    await form.save();

    // Assert: back on the list.
    await app.page.waitForURL(/\/gatepassoutlist/);
    expect(app.errors).toEqual([]);
  });
});
