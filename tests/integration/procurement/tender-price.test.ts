/**
 * Tender price master (screen SGRM002) through the local runtime: a tender price of an item master
 * item and an MOI approved supplier is created, read, listed with its filters, updated at its version
 * (a stale version is a 409 and nothing changes) and deleted; the lookups see it; each field rule and
 * business rule answers its message; a duplicate (same item, supplier and tender number) and another
 * tender of the supplier for the item are refused; a seeded record without a version is version 1;
 * the screen's rights.
 */
import { describe, expect, it } from 'vitest';
import { formatMessage, messages, noRights } from '@fleet/shared';
import { putItem } from '@fleet/functions/lib/db';
import { masterItem, masterKeys } from '@fleet/functions/engines/masters/keys';
import { ok, refused, signInAll } from '../../support/api.ts';
import { putRole, putUser, useRuntimeEnv } from '../../support/fixtures.ts';
import { putTestSparePart } from '../../support/spare-parts.ts';

const tp = (call: string) => `/api/TenderPrice/${call}`;
const run = Date.now().toString(36).toUpperCase();
/** Suppliers of the seed: V001 is MOI approved, V005 is not. */
const approved = 'V001';
const notApproved = 'V005';

let itemCounter = 0;

interface Row {
  sparepart: string;
  sparenam: string;
  sparenamar: string;
  vendcode: string;
  vendname: string;
  moiApproved: string;
  tenderno: string;
  tenderpric: number;
  validfrom: string;
  validto: string;
  version: number;
}

/** An item of this run in the item master. */
async function newItem(): Promise<string> {
  const sparepart = `TP-${run}-${++itemCounter}`;
  await putTestSparePart(sparepart, {
    sparenam: `Tender test part ${itemCounter}`,
    sparenamar: `قطعة اختبار المناقصة ${itemCounter}`,
    sparepric: 10,
    sparecat: 'FILTERS',
  });
  return sparepart;
}

const tender = (sparepart: string, overrides: Record<string, unknown> = {}) => ({
  sparepart,
  vendcode: approved,
  tenderno: `TND/${run}/1`,
  tenderpric: 8.125,
  validfrom: '2026-01-01',
  validto: '2026-12-31',
  ...overrides,
});

const keyOf = (body: { sparepart: string; vendcode: string; tenderno: string }) => ({
  sparepart: body.sparepart,
  vendcode: body.vendcode,
  tenderno: body.tenderno,
});

useRuntimeEnv();
await putRole('TENDER_VIEW_ONLY', { SGRM002: { ...noRights, views: 'Y' } });
await putUser({ usercode: 'tender_viewer', roles: ['TENDER_VIEW_ONLY'] });
const [admin, store, technician, viewer] = await signInAll([
  'admin',
  'storekeeper',
  'technician',
  'tender_viewer',
]);

describe('tender price master', () => {
  it('creates, reads, updates at the version read and deletes a tender price', async () => {
    const sparepart = await newItem();
    const body = tender(sparepart);
    const key = { sparepart, vendcode: approved, tenderno: body.tenderno };

    const created = await store.post(tp('createTenderPrice'), body);
    expect(ok(created)).toEqual([messages.tenderPriceSaved, { ...key, version: 1 }]);

    const read = await store.get<Row>(tp('getTenderPriceById'), key);
    expect(ok(read)).toMatchObject({
      ...key,
      sparenam: 'Tender test part 1',
      sparenamar: 'قطعة اختبار المناقصة 1',
      spareuom: 'PCS',
      sparecat: 'FILTERS',
      vendname: 'Gulf Auto Parts Co.',
      moiApproved: 'Y',
      tenderpric: 8.125,
      validfrom: '2026-01-01',
      validto: '2026-12-31',
      version: 1,
    });

    const updated = await store.post(tp('updateTenderPrice'), {
      ...body,
      tenderpric: 7.5,
      validto: '2027-06-30',
      version: 1,
    });
    expect(updated.body).toEqual([messages.tenderPriceUpdated, { ...key, version: 2 }]);

    const stale = await store.post(tp('updateTenderPrice'), { ...body, tenderpric: 1, version: 1 });
    refused(stale, messages.conflict, 409);
    const unchanged = await store.get<Row>(tp('getTenderPriceById'), key);
    expect(unchanged.body).toMatchObject({ tenderpric: 7.5, validto: '2027-06-30', version: 2 });

    const staleDelete = await store.post(tp('deleteTenderPrice'), undefined, { ...key, version: 1 });
    refused(staleDelete, messages.conflict, 409);

    const deleted = await store.post(tp('deleteTenderPrice'), undefined, { ...key, version: 2 });
    expect(deleted.body).toEqual([messages.tenderPriceDeleted, key]);
    expect((await store.get(tp('getTenderPriceById'), key)).status).toBe(404);
    const again = await store.post(tp('deleteTenderPrice'), undefined, key);
    refused(again, messages.notFound, 404);
  });

  it('lists with the item, supplier and validity filters, and the lookups offer the price', async () => {
    const sparepart = await newItem();
    const body = tender(sparepart, { tenderpric: 4.2, validfrom: '2026-02-01', validto: '2026-02-28' });
    expect((await admin.post(tp('createTenderPrice'), body)).status).toBe(200);

    const list = async (query: Record<string, string>) =>
      (await viewer.get<Row[]>(tp('getTenderPriceList'), query)).body.map((row) => row.sparepart);
    expect(await list({})).toContain(sparepart);
    expect(await list({ sparepart: sparepart.toLowerCase() })).toEqual([sparepart]);
    expect(await list({ sparepart, vendcode: approved })).toEqual([sparepart]);
    expect(await list({ sparepart, vendcode: 'V002' })).toEqual([]);
    expect(await list({ sparepart, validon: '2026-02-28' })).toEqual([sparepart]);
    expect(await list({ sparepart, validon: '2026-03-01' })).toEqual([]);
    const badDay = await viewer.get(tp('getTenderPriceList'), { validon: '2026-02-30' });
    expect(badDay.status).toBe(400);

    const vendors = await viewer.get<{ vendcode: string; tenderpric: number; tenderno: string }[]>(
      '/api/Items/tenderVendors',
      { itemNumber: sparepart },
    );
    expect(vendors.body).toEqual([
      expect.objectContaining({ vendcode: approved, tenderpric: 4.2, tenderno: body.tenderno }),
    ]);
  });

  it('refuses a duplicate, and another tender of the supplier for the item', async () => {
    const sparepart = await newItem();
    const body = tender(sparepart);
    expect((await admin.post(tp('createTenderPrice'), body)).status).toBe(200);

    const duplicate = await admin.post(tp('createTenderPrice'), { ...body, tenderpric: 9 });
    refused(duplicate, messages.tenderPriceExists, 409);

    const otherTender = await admin.post(tp('createTenderPrice'), { ...body, tenderno: `TND/${run}/2` });
    expect(otherTender.status).toBe(409);
    expect(otherTender.body).toMatchObject({
      message: formatMessage(messages.tenderPriceOtherTender, { tenderno: body.tenderno }),
    });

    // Another supplier may offer the same item under the same tender.
    const second = await admin.post(tp('createTenderPrice'), { ...body, vendcode: 'V002' });
    expect(second.status, JSON.stringify(second.body)).toBe(200);

    // The key names one tender: another tender number is not found.
    const wrong = { ...keyOf(body), tenderno: `TND/${run}/2` };
    expect((await admin.get(tp('getTenderPriceById'), wrong)).status).toBe(404);
    expect((await admin.post(tp('updateTenderPrice'), { ...body, ...wrong, version: 1 })).status).toBe(404);
    expect((await admin.post(tp('deleteTenderPrice'), undefined, wrong)).status).toBe(404);
  });

  it('answers each field rule and business rule with its message', async () => {
    const sparepart = await newItem();
    const cases: [Record<string, unknown>, number, string][] = [
      [tender(sparepart, { sparepart: '' }), 400, messages.storeItemRequired],
      [tender(sparepart, { vendcode: undefined }), 400, messages.storeSupplierRequired],
      [tender(sparepart, { tenderno: '' }), 400, messages.tenderNoRequired],
      [tender(sparepart, { tenderno: 'TND 1' }), 400, messages.tenderNoFormat],
      [tender(sparepart, { tenderpric: 0 }), 400, messages.tenderPriceAmount],
      [tender(sparepart, { tenderpric: 1.2345 }), 400, messages.tenderPriceAmount],
      [tender(sparepart, { validfrom: '' }), 400, messages.tenderValidFromRequired],
      [tender(sparepart, { validto: '' }), 400, messages.tenderValidToRequired],
      [tender(sparepart, { validfrom: '01/01/2026' }), 400, messages.useIsoDay],
      [tender(sparepart, { validfrom: '2027-01-01' }), 400, messages.tenderValidity],
      [tender(`NOPE-${run}`), 400, formatMessage(messages.storeUnknownItem, { item: `NOPE-${run}` })],
      [tender(sparepart, { vendcode: 'V999' }), 400, messages.storeUnknownSupplier],
      [tender(sparepart, { vendcode: notApproved }), 400, messages.supplierNotMoiApproved],
    ];
    for (const [body, status, message] of cases) {
      const response = await admin.post(tp('createTenderPrice'), body);
      expect(response.status, message).toBe(status);
      expect(response.body, message).toMatchObject({ message });
    }
    const update = await admin.post(
      tp('updateTenderPrice'),
      tender(sparepart, { tenderpric: -1, version: 1 }),
    );
    expect(update.body).toMatchObject({ message: messages.tenderPriceAmount });
    // Nothing was written by the refusals.
    expect((await admin.get<Row[]>(tp('getTenderPriceList'), { sparepart })).body).toEqual([]);
  });

  it('takes a seeded tender price without a version as version 1', async () => {
    const sparepart = `TPS-${run}`;
    const seeded = {
      sparepart,
      sparenam: 'Tender-only part',
      spareuom: 'DRUM',
      sparecat: 'OILS',
      vendcode: notApproved,
      tenderno: 'KPTC/TND/2025/014',
      tenderpric: 9.8,
      validfrom: '2025-01-01',
      validto: '2027-12-31',
    };
    await putItem(masterItem(masterKeys.tenderPrice('MOI', sparepart, notApproved), 'tenderPrice', seeded));
    const key = keyOf(seeded);
    expect((await store.get<Row>(tp('getTenderPriceById'), key)).body).toMatchObject({
      ...seeded,
      version: 1,
      moiApproved: 'N',
    });
    // Item and supplier are fixed once the price exists: an update keeps them, and the names it has.
    const updated = await store.post(tp('updateTenderPrice'), { ...seeded, tenderpric: 10.25, version: 1 });
    expect(updated.body).toEqual([messages.tenderPriceUpdated, { ...key, version: 2 }]);
    expect((await store.get<Row>(tp('getTenderPriceById'), key)).body).toMatchObject({
      sparenam: 'Tender-only part',
      tenderpric: 10.25,
      version: 2,
    });
    expect((await store.post(tp('deleteTenderPrice'), undefined, key)).body).toEqual([
      messages.tenderPriceDeleted,
      key,
    ]);
  });

  it('keeps the screen to those with its rights', async () => {
    const sparepart = await newItem();
    const body = tender(sparepart);
    const key = keyOf(body);
    // No right on SGRM002: every call is a 403.
    expect((await technician.get(tp('getTenderPriceList'))).status).toBe(403);
    expect((await technician.get(tp('getTenderPriceById'), key)).status).toBe(403);
    expect((await technician.post(tp('createTenderPrice'), body)).status).toBe(403);
    expect((await technician.post(tp('updateTenderPrice'), { ...body, version: 1 })).status).toBe(403);
    expect((await technician.post(tp('deleteTenderPrice'), undefined, key)).status).toBe(403);
    // Views only: reads pass, writes are a 403 with the message.
    expect((await viewer.get(tp('getTenderPriceList'))).status).toBe(200);
    const refusal = await viewer.post(tp('createTenderPrice'), body);
    refused(refusal, messages.forbidden, 403);
    expect((await admin.post(tp('createTenderPrice'), body)).status).toBe(200);
    expect((await viewer.post(tp('updateTenderPrice'), { ...body, version: 1 })).status).toBe(403);
    expect((await viewer.post(tp('deleteTenderPrice'), undefined, key)).status).toBe(403);
    expect((await viewer.get(tp('getTenderPriceById'), key)).status).toBe(200);
  });
});
