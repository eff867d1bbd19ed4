/**
 * Labour charge update in the browser (spec 000 section 2, SGRM012), in English and Arabic: the
 * workshop -> main repair -> sub repair cascade (a workshop with one main repair has it preselected),
 * the read-only labour hours and cost of the chosen sub repair, Save doing nothing while New Cost is
 * not greater than 0, then a save back to the list, which shows the change with the old and new cost.
 */
import { describe, expect, it } from 'vitest';
import type { MainRepair, SubRepair, Workshop } from '@fleet/shared/platform/lookups';
import { putItem } from '@fleet/functions/lib/db';
import { masterItem, masterKeys, masterTypes } from '@fleet/functions/engines/masters/keys';
import { LabourChargeFormPage, LabourChargeListPage, labourColumns } from '../../pages/labour-charge.ts';
import arTexts from '../../../../web/src/i18n/locales/ar/masterRepair.json';
import enTexts from '../../../../web/src/i18n/locales/en/masterRepair.json';
import { locate, testId, ui } from '../../pages/ui.ts';
import {
  capture,
  documentLanguage,
  settled,
  type Language,
  specWithRuntime,
  openPath,
} from '../../support/app.ts';
import { signedInApp } from '../../support/session.ts';

const run = Date.now().toString(36).toUpperCase();

/** A workshop of its own with one main repair and two sub repairs (the cascade's data). */
async function workshopWithRepairs(language: Language) {
  const wrkshpid = `WZE${run}${language.toUpperCase()}`;
  const mainrepid = `E2EM${run}${language.toUpperCase()}`;
  const workshop: Workshop = {
    wrkshpid,
    wrkshpnam: `E2E labour workshop ${run} ${language}`,
    wrkshpnamar: `ورشة اختبار الأجور ${run} ${language}`,
    type: 'main',
  };
  const main: MainRepair = {
    wrkshpid,
    mainrepid,
    mainrepnam: 'E2E main repair',
    mainrepnamar: 'إصلاح رئيسي للاختبار',
  };
  const subs: SubRepair[] = [1, 2].map((index) => ({
    wrkshpid,
    mainrepid,
    subrepid: `E2ES${run}${language.toUpperCase()}${index}`,
    subrepnam: `E2E sub repair ${index}`,
    subrepnamar: `إصلاح فرعي للاختبار ${index}`,
    laborhors: 1.5 * index,
    laborcost: 12.5 * index,
    stdamount: 30 * index,
    version: 1,
  }));
  await putItem(masterItem(masterKeys.record('MOI', masterTypes.workshop, wrkshpid), 'workshop', workshop));
  await putItem(masterItem(masterKeys.mainRepair('MOI', wrkshpid, mainrepid), 'mainRepair', main));
  for (const sub of subs)
    await putItem(
      masterItem(masterKeys.subRepair('MOI', wrkshpid, mainrepid, sub.subrepid), 'subRepair', sub),
    );
  return { workshop, main, subs };
}

specWithRuntime();

describe.each(['en', 'ar'] as const)('e2e: labour charge update (%s)', (language) => {
  it('cascades workshop, main repair and sub repair, blocks a New Cost of 0, saves and lists the change', async () => {
    // Arrange
    const { workshop, main, subs } = await workshopWithRepairs(language);
    const sub = subs[1]!;
    const { app } = await signedInApp({ username: 'supervisor', project: 'MOI', language });
    const list = await new LabourChargeListPage(app.page).open();
    expect((await documentLanguage(app.page)).dir).toBe(language === 'ar' ? 'rtl' : 'ltr');

    // Act: New opens the form.
    await list.newButton.click();
    await app.page.waitForURL(/\/labourChargePage\?/);
    const form = new LabourChargeFormPage(app.page);
    await form.value('header-user');

    // Act: the workshop; its only main repair is preselected.
    await form.choose('wrkshpid', workshop.wrkshpid, workshop.wrkshpid);
    await expect
      .poll(() => form.selected('mainrepid'))
      .toContain(language === 'ar' ? main.mainrepnamar : main.mainrepnam);

    // Act: the sub repair; its labour hours and cost show read-only.
    await form.choose('subrepid', sub.subrepid);
    await expect.poll(() => form.value('laborhors')).toBe('3');
    expect(await form.value('laborcost')).toContain('25.000');

    // Act + assert: New Cost 0 is not saved (no message, still on the form).
    await form.fill('newlaborcost', '0');
    await form.save();
    await settled(app.page);
    expect(app.page.url()).toContain('/labourChargePage');

    // Act: a real New Cost, saved.
    await form.fill('newlaborcost', '27.75');
    await capture(app.page, `labour-charge-form-${language}`);
    await form.save();

    // Assert: back on the list, which shows the change with the old and new cost.
    await app.page.waitForURL(/\/labourChargeList/);
    await list.loaded();
    await list.filterText('subrepid', sub.subrepid);
    await expect.poll(() => list.itemRows().count()).toBe(1);
    await list.loaded();
    expect(await list.cellText(1, labourColumns.docnumbr)).toMatch(/^LC-\d{4}-\d{5}$/);
    expect(await list.cellText(1, labourColumns.subrepnam)).toContain(sub.subrepid);
    expect(await list.cellText(1, labourColumns.laborcost)).toContain('25.000');
    expect(await list.cellText(1, labourColumns.newlaborcost)).toContain('27.750');
    await capture(app.page, `labour-charge-list-${language}`);
    expect(app.errors).toEqual([]);
  });
});

describe.each(['en', 'ar'] as const)('e2e: repair master pages (%s)', (language) => {
  it('opens the main repair, labour, employee and sync screens with their forms', async () => {
    const { app } = await signedInApp({ username: 'supervisor', project: 'MOI', language });
    const lists = [
      ['/mainrepairlist', 'main-repair-list', /\/mainrepair\?/],
      ['/labourScreen', 'labour-screen-list', /\/labourScreenDetail\?/],
      ['/employee', 'employee-list', /\/employeeDetail\?/],
    ] as const;
    for (const [path, id, formUrl] of lists) {
      const table = ui.find(testId(id)).findTable();
      await openPath(app.page, path);
      await locate(app.page, table).waitFor();
      await locate(app.page, table.findLoadingText()).waitFor({ state: 'detached' });
      expect(await locate(app.page, table.findRows()).count(), path).toBeGreaterThan(0);
      await locate(app.page, table.findHeaderSlot().findButton())
        .filter({ hasText: language === 'ar' ? /جديد/ : /New/ })
        .click();
      await app.page.waitForURL(formUrl);
      await locate(app.page, ui.findForm()).waitFor();
    }
    // The syncs: the employee sync as the supervisor, the item sync as the store keeper (SGRM019).
    const storekeeper = (await signedInApp({ username: 'storekeeper', project: 'MOI', language })).app;
    for (const [page, path] of [
      [app.page, '/employeesync'],
      [storekeeper.page, '/itemsync'],
    ] as const) {
      await openPath(page, path);
      const run = page.getByRole('button', { name: language === 'ar' ? arTexts.sync.run : enTexts.sync.run });
      await run.click();
      const modal = locate(page, ui.findModal());
      await modal.waitFor();
      await page
        .getByRole('button', { name: language === 'ar' ? arTexts.sync.cancel : enTexts.sync.cancel })
        .click();
      await modal.waitFor({ state: 'detached' });
    }
    expect(storekeeper.errors).toEqual([]);
    await capture(app.page, `employee-sync-${language}`);
    expect(app.errors).toEqual([]);
  });
});
