/**
 * Screenshots of the garage screens of issue 10 in English and Arabic at 1440 px and 390 px, saved under
 * tests/artifacts/screenshots/ for a person to look at: each page must show its title and must not
 * scroll sideways (wide tables scroll inside their own container). The approval screen is captured on
 * the demo estimation that waits for MOI.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { kuwaitClock } from '@fleet/functions/lib/clock';
import { demoDocuments } from '@fleet/functions/platform/seed/documents';
import {
  closeApps,
  documentLanguage,
  navigateInApp,
  saveScreenshot,
  settled,
  type Language,
  type ViewportName,
} from '../../support/app.ts';
import { signedInApp } from '../../support/session.ts';

afterAll(closeApps);

/** The demo job order whose estimation waits for MOI. */
function pendingDemoJobOrder(): string {
  return demoDocuments('MOI', kuwaitClock(new Date()).date).jobOrders.find(
    (jobOrder) => jobOrder.statuscde === 1235,
  )!.jobordno;
}

/** The demo estimation that waits for MOI: the first one the seed numbers (shared/seed order). */
function pendingDemoEstimation(): string {
  const { jobOrders } = demoDocuments('MOI', kuwaitClock(new Date()).date);
  const waiting = jobOrders.find((jobOrder) => jobOrder.statuscde === 1235)!;
  return `QT-${waiting.joborddat.slice(0, 4)}-00001`;
}

const cases: { language: Language; viewport: ViewportName; width: number }[] = [
  { language: 'en', viewport: 'desktop', width: 1440 },
  { language: 'ar', viewport: 'desktop', width: 1440 },
  { language: 'en', viewport: 'mobile', width: 390 },
  { language: 'ar', viewport: 'mobile', width: 390 },
];

/** The pages, by the name their screenshots take. */
const pages: { name: string; path: string }[] = [
  { name: 'estimation-list', path: '/estimationlist' },
  { name: 'estimation-new', path: '/estimation?mod=false&status=ADD' },
  { name: 'technician-assignment-list', path: '/technicianDetailslist' },
  { name: 'technician-assignment-new', path: '/technicianDetails?mod=false&status=ADD' },
  { name: 'garage-inspection-list', path: '/inspectionlistIns' },
  { name: 'garage-inspection-new', path: '/inspectionIns?mod=false&status=ADD' },
  { name: 'repair-job-list', path: '/repairjobcompletionlist' },
  { name: 'final-qc-garage-list', path: '/finalqcgaragelist' },
  { name: 'final-qc-moi-new', path: '/finalqcmoi?mod=false&status=ADD' },
  { name: 'washing-list', path: '/washinglist' },
  { name: 'washing-new', path: '/washing?mod=false&status=ADD' },
  { name: 'delivery-approval-list', path: '/vehicledeliveryapprovelist' },
  { name: 'parking-garage-new', path: '/parking?mod=false&status=ADD' },
];

describe('e2e: garage screenshots', () => {
  it.each(cases)(
    'captures the garage screens in $language at $width px',
    async ({ language, viewport, width }) => {
      const { app } = await signedInApp({ username: 'admin', project: 'MOI', viewport, language });
      const overflow: string[] = [];
      const capture = async (name: string) => {
        await settled(app.page);
        await app.page.locator('h1').first().waitFor();
        if (!(await app.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)))
          overflow.push(name);
        await saveScreenshot(app.page, `${name}-${language}-${width}`);
      };
      for (const page of pages) {
        await navigateInApp(app.page, page.path);
        await capture(page.name);
      }
      // The vehicle workflow of the demo job order waiting for MOI's approval.
      await navigateInApp(app.page, '/vehicle-workflow');
      await app.page.locator('[data-testid="workflow-jobordno"] input').fill(pendingDemoJobOrder());
      await app.page
        .locator('[data-testid="workflow-search"] button, button[data-testid="workflow-search"]')
        .first()
        .click();
      await app.page.locator('[data-testid="workflow-timeline"] [aria-current="step"]').waitFor();
      await capture('vehicle-workflow');
      // The approver's screen of the demo estimation waiting for MOI (the first demo estimation).
      await navigateInApp(
        app.page,
        `/estimation?docnumbr=${pendingDemoEstimation()}&mod=true&status=APPROVE&level=MOI`,
      );
      await app.page.locator('[data-testid="approve"]').waitFor();
      await capture('estimation-approval');
      expect((await documentLanguage(app.page)).dir).toBe(language === 'ar' ? 'rtl' : 'ltr');
      expect(overflow).toEqual([]);
      expect(app.errors).toEqual([]);
    },
  );
});
