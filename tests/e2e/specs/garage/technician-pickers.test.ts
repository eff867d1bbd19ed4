/**
 * Issue 24 item 10: the reception technician picker offers the technicians of the job card's garage,
 * not every employee of every garage (an Executive Director had been saved as a job's technician).
 * Reception opens the technician assignment for an MOI job card of garage G02: only G02's technicians
 * are offered, and the assignment saves. English and Arabic at 1440 px, with screenshots.
 */
import { describe, expect, it } from 'vitest';
import { readJobOrderCore } from '@fleet/functions/engines/status/engine';
import { testJobOrderNumber, testJobOrderThrough, writeTestJobOrder } from '../../../support/job-orders.ts';
import { locate, testId, ui, chooseOption } from '../../pages/ui.ts';
import { capture, type Language, specWithRuntime } from '../../support/app.ts';
import { signedInApp } from '../../support/session.ts';

/** An MOI job card of garage G02 with its inspector assigned (1196): it waits for its technician. */
const jobCardOfG02 = async () =>
  (await writeTestJobOrder(testJobOrderNumber('E2E-TP'), 'MOI', [1195, 1196], { garage: 'G02' })).jobordno;

const select = (id: string) => ui.findFormField(testId(id)).findControl().findSelect();

specWithRuntime();

describe("e2e: the reception technician picker offers the job's garage technicians", () => {
  it.each<Language>(['en', 'ar'])(
    'offers only the technicians of garage G02 (%s, 1440 px)',
    async (language) => {
      // Arrange
      const jobordno = await jobCardOfG02();
      const { app } = await signedInApp({
        username: 'reception',
        project: 'MOI',
        language,
        path: '/technicianDetailsmoi?mod=false&status=ADD',
      });
      const { page } = app;

      // Act: choose the job card, then open the technician choice.
      await chooseOption(page, select('jobordno'), jobordno);
      await locate(page, select('empcdetech').findTrigger()).click();
      await locate(page, select('empcdetech').findDropdown().findOptionByValue('E1018')).waitFor();

      // Assert: G02's technicians (E1018 mechanic, E1017 AC), not its inspector or reception officer, nor
      // G01's Executive Director or mechanic.
      const codes = await Promise.all(
        ['E1018', 'E1017', 'E1001', 'E1005', 'E1019', 'E1026'].map(
          async (code) =>
            [
              code,
              await locate(page, select('empcdetech').findDropdown().findOptionByValue(code)).count(),
            ] as const,
        ),
      );
      expect(Object.fromEntries(codes)).toEqual({
        E1018: 1,
        E1017: 1,
        E1001: 0,
        E1005: 0,
        E1019: 0,
        E1026: 0,
      });
      await capture(page, `technician-picker-reception-${language}`);

      // Act: pick the mechanic, give the time and save.
      await locate(page, select('empcdetech').findDropdown().findOptionByValue('E1018')).click();
      await page.locator(`${testId('estjobtime')} input`).fill('2');
      await page.getByRole('button', { name: /^\s*(Save|حفظ)\s*$/ }).click();
      await page.waitForURL(/\/technicianDetailslistmoi/);

      // Assert
      expect(await readJobOrderCore('MOI', jobordno)).toMatchObject({ statuscde: 1197, empcdetech: 'E1018' });
      expect(app.errors).toEqual([]);
    },
  );
});

describe("e2e: the workshop load beside the garage's technician assignment (issue 28 item 6)", () => {
  it('shows the team leader how busy each workshop of the job order garage is', async () => {
    // Arrange: a G01 job order waiting for its workshops' technicians (1208).
    const { jobordno } = await testJobOrderThrough(testJobOrderNumber('E2E-WL'), 'G01', [1208]);
    const { app } = await signedInApp({
      username: 'teamleader',
      project: 'MOI',
      language: 'en',
      path: '/technicianDetails?mod=false&status=ADD',
    });
    const { page } = app;

    // Act
    await chooseOption(page, select('jobordno'), jobordno);

    // Assert: the garage's workshops with their open job orders (this one among them, unassigned).
    const load = page.locator(testId('workshop-load'));
    await expect
      .poll(async () => (await load.textContent()) ?? '')
      .toMatch(/\d+ open job orders in .+, \d+ without a workshop yet/);
    expect(await load.locator('tbody tr').count()).toBeGreaterThan(0);
    await capture(page, 'technician-assignment-workshop-load-en-1440');
    expect(app.errors).toEqual([]);
  });
});
