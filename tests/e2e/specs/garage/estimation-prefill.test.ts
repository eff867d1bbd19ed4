/**
 * Issue 24 item 10: the estimation guides. A team leader opens a new estimation for a job order whose
 * garage inspection is complete: its repair lines are already there (nothing typed again); a spare part
 * is chosen from the item master, which fills its name, unit and price and shows the stock on hand.
 * Saved, the estimation holds the inspection's lines and the part. English and Arabic at 1440 px, with
 * screenshots.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { EstimationDocument } from '@fleet/shared/garage/estimation';
import { type ApiClient, signInAll } from '../../../support/api.ts';
import { inspectedTestJobOrder, seedRepairs } from '../../../support/garage-inspections.ts';
import { EstimationPage } from '../../pages/estimation.ts';
import { capture, type Language, specWithRuntime } from '../../support/app.ts';
import { signedInApp } from '../../support/session.ts';

const { brakes, engine: gasket } = seedRepairs;

let inspector: ApiClient;
let teamleader: ApiClient;

/** A job order of garage G01 inspected at the garage (1209 -> 1213) with two repair lines. */
async function inspectedJobOrder(): Promise<string> {
  const lines = [{ ...brakes, remarks: 'Squeal on braking' }, gasket];
  return (await inspectedTestJobOrder(inspector, 'E2E-PF', lines, { creator: 'admin' })).jobordno;
}

specWithRuntime();

beforeAll(async () => {
  [inspector, teamleader] = await signInAll(['inspector', 'teamleader']);
});

describe('e2e: a new estimation starts from the garage inspection and picks parts from the item master', () => {
  it.each<[Language, RegExp, string]>([
    ['en', /^\d+ in stock$/, 'Front brake pads set (Land Cruiser)'],
    ['ar', /^\d+ في المخزون$/, 'فحمات فرامل أمامية لاندكروزر'],
  ])(
    'prefills the repair lines and fills the part from the item master (%s, 1440 px)',
    async (language, stockPattern, partName) => {
      // Arrange
      const jobordno = await inspectedJobOrder();
      const { app } = await signedInApp({ username: 'teamleader', project: 'MOI', language });
      const form = await new EstimationPage(app.page).openNew();

      // Act: choose the job order; its inspection's lines arrive by themselves.
      await form.chooseJobOrder(jobordno);
      await form.prefilledNotice().waitFor();

      // Assert: the two repair lines, priced (7.500 + 60.000 KWD of labour).
      await expect.poll(() => form.lineRows().count()).toBe(2);
      expect(await form.total()).toContain('67.500');

      // Act: a spare part from the item master.
      await form.chooseLineType('PART');
      await form.choosePart('BRK-2001');

      // Assert: its name (in the reader's language), unit and price filled in, its stock on hand shown.
      await expect.poll(() => form.value('entry-sparenam')).toBe(partName);
      expect(await form.value('entry-spareuom')).toBe('SET');
      expect(await form.entryValue('entry-price')).toBe('18.5');
      await expect.poll(() => form.value('entry-stock')).toMatch(stockPattern);
      await form.showEntry();
      await capture(app.page, `estimation-prefill-part-${language}`);

      // Act: add the part and save.
      await form.typeEntry('entry-qty', '2');
      await form.addLine();
      await expect.poll(() => form.lineRows().count()).toBe(3);
      expect(await form.total()).toContain('104.500');
      await capture(app.page, `estimation-prefill-lines-${language}`);
      await form.save();
      await app.page.waitForURL(/\/estimationlist/);

      // Assert: the saved estimation holds the inspection's lines and the part.
      const saved = await teamleader.get<EstimationDocument>('/api/Quotation/getQuotationByJobordno', {
        docnumbr: jobordno,
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(
        saved.body.lines.map((line) => [line.linetype, line.subrepid || line.sparepart, line.value]),
      ).toEqual([
        ['SUBREPAIR', brakes.subrepid, 7.5],
        ['SUBREPAIR', gasket.subrepid, 60],
        ['PART', 'BRK-2001', 37],
      ]);
      expect(saved.body.lines[0]!.remarks).toBe('Squeal on braking');
      expect(app.errors).toEqual([]);
    },
  );
});
