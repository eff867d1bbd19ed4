/**
 * Cost expenditure in the browser (spec 001 section 7 "Cost expenditure", screens SGRR032 and SGRR033),
 * in English and Arabic: an expenditure added through the dialog shows in the table with the spec's
 * success message, and goes after the delete confirmation; the labour cost summary of a year without
 * labour shows the demonstration data, labelled as such.
 */
import { describe, expect, it } from 'vitest';
import arErrors from '../../../../web/src/i18n/locales/ar/errors.json';
import enErrors from '../../../../web/src/i18n/locales/en/errors.json';
import arTexts from '../../../../web/src/i18n/locales/ar/costExpenditure.json';
import enTexts from '../../../../web/src/i18n/locales/en/costExpenditure.json';
import arKit from '../../../../web/src/i18n/locales/ar/kit.json';
import enKit from '../../../../web/src/i18n/locales/en/kit.json';
import { locate, testId, ui } from '../../pages/ui.ts';
import { capture, documentLanguage, type Language, specWithRuntime } from '../../support/app.ts';
import { signedInApp } from '../../support/session.ts';

const run = Date.now().toString(36).toUpperCase();

specWithRuntime();

const expenditures = ui.findTable(testId('cost-expenditures'));

describe.each(['en', 'ar'] as const)('e2e: cost expenditure (%s)', (language: Language) => {
  const texts = language === 'ar' ? arTexts : enTexts;
  const errors = language === 'ar' ? arErrors : enErrors;
  const kit = language === 'ar' ? arKit : enKit;

  it('adds an expenditure through the dialog and deletes it after the confirmation', async () => {
    // Arrange
    const description = `E2E tyres ${run} ${language}`;
    const { app } = await signedInApp({
      username: 'admin',
      project: 'MOI',
      language,
      path: '/costExpenditure',
    });
    await locate(app.page, expenditures).waitFor();
    expect((await documentLanguage(app.page)).dir).toBe(language === 'ar' ? 'rtl' : 'ltr');

    // Act: add
    await locate(app.page, ui.findButton(testId('cost-add'))).click();
    await locate(app.page, ui.findInput(testId('expenditure-amount')).findNativeInput()).fill('12.345');
    await locate(app.page, ui.findInput(testId('expenditure-description')).findNativeInput()).fill(
      description,
    );
    await capture(app.page, `cost-expenditure-add-${language}`);
    await locate(app.page, ui.findButton(testId('expenditure-submit'))).click();

    // Assert: the success message and the row.
    await app.page.getByText(errors.costExpenditureAdded).first().waitFor();
    const row = locate(app.page, expenditures.findRows()).filter({ hasText: description });
    await row.waitFor();
    expect(await row.innerText()).toContain('12.345');
    await capture(app.page, `cost-expenditure-${language}`);

    // Act: delete, confirmed.
    await row.getByRole('button', { name: new RegExp(texts.actions.delete) }).click();
    await app.page.getByRole('button', { name: kit.delete.yes, exact: true }).click();

    // Assert
    await app.page.getByText(errors.costExpenditureDeleted).first().waitFor();
    await row.waitFor({ state: 'detached' });
    expect(app.errors).toEqual([]);
  });

  it('shows labelled demonstration data when a year has no labour cost', async () => {
    const { app } = await signedInApp({
      username: 'admin',
      project: 'MOI',
      language,
      path: '/labourCostSummary',
    });
    const select = ui.findSelect(testId('labour-year'));
    await locate(app.page, select).waitFor();
    // The oldest year offered: no final invoice of the test data is dated then.
    await locate(app.page, select.findTrigger()).click();
    const options = locate(app.page, select.findDropdown().findOptions());
    await options.last().click();

    const banner = locate(app.page, ui.find(testId('labour-demonstration')));
    await banner.waitFor();
    expect(await banner.innerText()).toContain(texts.demo.title);
    expect(await locate(app.page, ui.find(testId('labour-summary'))).innerText()).toContain('125,000.000');
    await capture(app.page, `labour-cost-summary-demo-${language}`);
    expect(app.errors).toEqual([]);
  });
});
