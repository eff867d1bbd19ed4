/**
 * Maintenance invoices (spec 000 section 7 "Maintenance invoice", rights SGRT076) through the local
 * runtime: save ADD and MOD with recomputed amounts, versions, the stage rules of the linked job
 * order, every validation message, delete, the list with its filters, paging and totals, rights,
 * tenancy, and the getJobOrderAll lookup. Invoices made here carry a voucher number with this run's
 * token, so list assertions only count them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { allRights, messages } from '@fleet/shared';
import { sumKwd } from '@fleet/shared/engines/amounts';
import type {
  InvoiceDocument,
  InvoiceListPage,
  InvoiceSaveRequest,
} from '@fleet/shared/accounts/maintenance-invoice';
import { deleteItem, putItem, queryAll } from '@fleet/functions/lib/db';
import { readHistory, readJobOrderCore } from '@fleet/functions/engines/status/engine';
import { jobOrderHeaderItem, type StoredJobOrderHeader } from '@fleet/functions/engines/status/headers';
import { invoiceKeys } from '@fleet/functions/accounts/maintenance-invoice/data';
import {
  invoiceCounter,
  invoiceNumber,
  kuwaitClock,
} from '@fleet/functions/accounts/maintenance-invoice/invoice';
import { vendors } from '@fleet/functions/platform/seed/organisation';
import { garages } from '@fleet/functions/platform/seed/workshop';
import { signIn, type ApiClient, ok, refused } from '../../support/api.ts';
import { useRuntimeEnv, screenRights, signInWithRights } from '../../support/fixtures.ts';
import { testJobOrderThrough, jobOrderStatus, moveTestJobOrder } from '../../support/job-orders.ts';
import { expectNoNumberTaken } from '../../support/numbers.ts';

const paths = {
  list: '/api/CarMaintenance/getCarMaintenanceList',
  byId: '/api/CarMaintenance/getcarmaintenanceById',
  save: '/api/CarMaintenance/insertcarmaintenance',
  remove: '/api/CarMaintenance/deletecarmaintenace',
  jobOrders: '/api/getJobOrderAll',
};

type Saved = [string, { carinvno: string; version: number }];

const run = Date.now().toString(36);
const today = kuwaitClock(new Date()).date;
const token = (label: string) => `IT-${run}-${label}`;

/** A valid ADD: two lines, 5% header discount; voucher number tagged with this run. */
const addBody = (overrides: Partial<InvoiceSaveRequest> & Record<string, unknown> = {}) => ({
  status: 'ADD',
  voucherno: token('misc'),
  voucherdate: today,
  garage: 'G01',
  vendor: 'V001',
  remarks: 'Integration test',
  totdiscperc: 5,
  details: [
    {
      sparepart: 'BRK-2001',
      sparenam: 'Front brake pads set',
      spareuom: 'SET',
      qty: 2,
      unitprice: 18.5,
      workdisc: 10,
    },
    { sparepart: 'BRK-2011', sparenam: 'Brake fluid DOT 4', spareuom: 'LTR', qty: 3.5, unitprice: 2.25 },
  ],
  ...overrides,
});

const jobOrder = (suffix: string, statuscde: number): StoredJobOrderHeader => ({
  jobordno: `JO-IT-${run}-${suffix}`,
  joborddat: today,
  vehicleno: '12/34567',
  vehmakid: 'CHE',
  vehmaknam: 'Chevrolet',
  compcode: 'C01',
  companynm: 'Ministry of Interior',
  custname: 'Ministry of Interior',
  garage: 'G02',
  garagnam: 'Sabhan Branch Garage',
  statuscde,
  version: 1,
});

/** Writes (or rewrites) a job order header straight into the table, as issue 5's module will. */
const putJobOrder = (header: StoredJobOrderHeader, project = 'MOI') =>
  putItem(jobOrderHeaderItem(project, header));

async function create(client: ApiClient, body: Record<string, unknown> = addBody()) {
  return ok(await client.post<Saved>(paths.save, body))[1];
}

const read = (client: ApiClient, carinvno: string) =>
  client.get<InvoiceDocument>(paths.byId, { docnumbr: carinvno });

const list = (client: ApiClient, query: Record<string, string | number | undefined>) =>
  client.get<InvoiceListPage>(paths.list, query);

useRuntimeEnv();
const full = await signInWithRights({ SGRT076: { ...allRights } }, { usercode: `inv_full_${run}` });
const addsOnly = await signInWithRights(screenRights('SGRT076', 'adds'));
const editsOnly = await signInWithRights(screenRights('SGRT076', 'edits'));
const nobody = await signInWithRights({});
const adminKptc = (await signIn('admin', { project: 'KPTC' })).client;

describe('integration: CarMaintenance/insertcarmaintenance ADD and getcarmaintenanceById', () => {
  it('creates an invoice and reads it back with every amount recomputed, client totals ignored', async () => {
    // Arrange: totals and line amounts a client made up.
    const body = addBody({
      totalval: 1,
      totdiscval: 1,
      netval: 1,
      details: addBody().details.map((line) => ({
        ...line,
        workvalue: 1,
        worknet: 1,
        price: 1,
        workdiscval: 1,
      })),
    });

    // Act
    const response = await full.post<Saved>(paths.save, body);
    const saved = response.body[1];
    const document = await read(full, saved.carinvno);

    // Assert
    expect(ok(response)[0]).toBe(messages.invoiceSaved);
    expect(saved).toEqual({ carinvno: expect.stringMatching(/^MI-\d{4}-\d{5}$/), version: 1 });
    expect(saved.carinvno.slice(3, 7)).toBe(today.slice(0, 4));
    const [master] = ok(document).cmMaster;
    // 2 x 18.5 = 37, 10% = 3.7 -> 33.3; 3.5 x 2.25 = 7.875; total 41.175; 5% = 2.05875 -> 2.059.
    expect(master).toMatchObject({
      carinvno: saved.carinvno,
      carinvdt: today,
      carinvtm: expect.stringMatching(/^\d{2}:\d{2}:\d{2}$/),
      invstatus: 'INV',
      tostatus: 1422,
      garage: 'G01',
      garagnam: garages.find((garage) => garage.garageid === 'G01')?.garagnam,
      garagnamar: garages.find((garage) => garage.garageid === 'G01')?.garagnamar,
      vendor: 'V001',
      vendname: vendors.find((vendor) => vendor.vendcode === 'V001')?.vendname,
      vendnamear: vendors.find((vendor) => vendor.vendcode === 'V001')?.vendnamear,
      voucherno: token('misc'),
      voucherdate: today,
      remarks: 'Integration test',
      totdiscperc: 5,
      worktotal: 44.875,
      workdisc: 3.7,
      worknet: 41.175,
      totalval: 41.175,
      totdiscval: 2.059,
      netval: 39.116,
      cretuser: `inv_full_${run}`,
      version: 1,
      jobordno: '',
      deluser: '',
      deldate: '',
    });
    expect(master).not.toHaveProperty('statuscde');
    expect(document.body.cmDetails).toEqual([
      expect.objectContaining({
        Carinvno: saved.carinvno,
        serlnumb: 1,
        sparepart: 'BRK-2001',
        qty: 2,
        unitprice: 18.5,
        workdisc: 10,
        workvalue: 37,
        worktotal: 37,
        workdiscval: 3.7,
        worknet: 33.3,
        price: 33.3,
      }),
      expect.objectContaining({ serlnumb: 2, sparepart: 'BRK-2011', workvalue: 7.875, worknet: 7.875 }),
    ]);
    expect(JSON.stringify(document.body)).not.toMatch(/"(pk|sk|gsi1pk|gsi2pk|entity)"/);
  });

  it('numbers invoices from an atomic counter: parallel saves get distinct consecutive numbers', async () => {
    // Act
    const saved = await Promise.all(Array.from({ length: 5 }, () => create(full)));

    // Assert
    const sequences = saved.map((entry) => Number(entry.carinvno.slice(-5))).sort((a, b) => a - b);
    expect(new Set(sequences).size).toBe(5);
    expect(sequences.at(-1)! - sequences[0]!).toBe(4);
  });

  it('takes no number for an invoice refused in its transaction: the next saved one gets the next number (issue 24 item 3)', async () => {
    const year = today.slice(0, 4);

    await expectNoNumberTaken(invoiceCounter(year), {
      number: (sequence) => invoiceNumber(year, sequence),
      heldAt: (carinvno) => invoiceKeys.master('MOI', carinvno),
      refused: () => full.post(paths.save, addBody()),
      saved: async () => ({ docnumbr: (await create(full)).carinvno }),
    });
  });

  it('fills vehicle, make, company and owner from a linked job order and shows its status', async () => {
    // Arrange
    const header = jobOrder('LINK', 1201);
    await putJobOrder(header);

    // Act
    const saved = await create(full, addBody({ jobordno: header.jobordno, vehicleno: 'IGNORED' }));
    const document = await read(full, saved.carinvno);

    // Assert
    expect(document.body.cmMaster[0]).toMatchObject({
      jobordno: header.jobordno,
      vehicleno: '12/34567',
      vehiclmak: 'CHE',
      compcode: 'C01',
      ownernam: 'Ministry of Interior',
      statuscde: 1201,
    });
  });

  it('answers 404 for an invoice that does not exist', async () => {
    const response = await read(full, `MI-0000-${run}`);

    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: messages.notFound });
  });
});

describe('integration: CarMaintenance/insertcarmaintenance MOD', () => {
  it('updates master and lines at the version read; fewer lines leave no old ones behind', async () => {
    // Arrange
    const saved = await create(
      full,
      addBody({
        details: [...addBody().details, { sparepart: 'FLT-1001', qty: 1, unitprice: 2.5 }],
      }),
    );

    // Act
    const response = await full.post<Saved>(paths.save, {
      ...addBody({ status: 'MOD', carinvno: saved.carinvno, version: saved.version }),
      garage: 'G02',
      vendor: 'V002',
      totdiscperc: 0,
      remarks: 'Edited',
      details: [{ sparepart: 'TYR-3001', qty: 4, unitprice: 38, workdisc: 5 }],
      netval: 12345,
    });
    const document = await read(full, saved.carinvno);

    // Assert
    expect(ok(response)).toEqual([messages.invoiceUpdated, { carinvno: saved.carinvno, version: 2 }]);
    // 4 x 38 = 152, 5% = 7.6 -> 144.4.
    expect(document.body.cmMaster[0]).toMatchObject({
      carinvno: saved.carinvno,
      version: 2,
      garage: 'G02',
      garagnam: garages.find((garage) => garage.garageid === 'G02')?.garagnam,
      vendor: 'V002',
      vendname: vendors.find((vendor) => vendor.vendcode === 'V002')?.vendname,
      remarks: 'Edited',
      totalval: 144.4,
      netval: 144.4,
      cretuser: `inv_full_${run}`,
      moduser: `inv_full_${run}`,
      carinvdt: today,
    });
    expect(document.body.cmDetails).toHaveLength(1);
    expect(document.body.cmDetails[0]).toMatchObject({ serlnumb: 1, sparepart: 'TYR-3001', worknet: 144.4 });
  });

  it('reads an invoice stored with one item per line (before lines shared one item) and replaces those items on save', async () => {
    // Arrange: an invoice of 2 lines rewritten in the earlier layout, with a third line.
    const saved = await create(full);
    const stored = (await read(full, saved.carinvno)).body.cmDetails;
    const lines = [...stored, { ...stored[0]!, serlnumb: 3, sparepart: 'FLT-1001' }];
    const packed = invoiceKeys.lines('MOI', saved.carinvno);
    await deleteItem(packed.pk, packed.sk);
    for (const line of lines)
      await putItem({
        ...invoiceKeys.line('MOI', saved.carinvno, line.serlnumb),
        entity: 'invoiceLine',
        ...line,
      });
    const legacy = await read(full, saved.carinvno);

    // Act
    const response = await full.post<Saved>(paths.save, {
      ...addBody({ status: 'MOD', carinvno: saved.carinvno, version: saved.version }),
      details: [{ sparepart: 'TYR-3001', qty: 1, unitprice: 38 }],
    });
    const after = await read(full, saved.carinvno);

    // Assert
    expect(legacy.body.cmDetails.map((line) => line.serlnumb)).toEqual([1, 2, 3]);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(after.body.cmDetails).toEqual([expect.objectContaining({ serlnumb: 1, sparepart: 'TYR-3001' })]);
    expect(await queryAll({ pk: packed.pk, beginsWith: 'LINE#' })).toEqual([]);
  });

  it('answers a stale version with 409 and keeps the stored invoice as it was', async () => {
    // Arrange: two users read version 1; the first saves.
    const saved = await create(full);
    const first = await full.post<Saved>(paths.save, {
      ...addBody({ status: 'MOD', carinvno: saved.carinvno, version: 1 }),
      remarks: 'First edit',
    });
    expect(first.status).toBe(200);
    const before = await read(full, saved.carinvno);

    // Act: the second saves with the version it read.
    const second = await full.post(paths.save, {
      ...addBody({ status: 'MOD', carinvno: saved.carinvno, version: 1 }),
      remarks: 'Second edit',
      details: [{ sparepart: 'FLT-1001', qty: 1, unitprice: 2.5 }],
    });

    // Assert
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ message: messages.conflict });
    const after = await read(full, saved.carinvno);
    expect(after.body).toEqual(before.body);
    expect(after.body.cmMaster[0]).toMatchObject({ remarks: 'First edit', version: 2 });
    expect(after.body.cmDetails).toHaveLength(2);
  });

  it('answers 404 for a MOD of an invoice that does not exist', async () => {
    const response = await full.post(
      paths.save,
      addBody({ status: 'MOD', carinvno: `MI-0000-${run}`, version: 1 }),
    );

    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: messages.notFound });
  });
});

describe('integration: the linked job order stage (section 4)', () => {
  it('refuses edit and delete once the job order is past 1202, with the spec messages', async () => {
    // Arrange: linked while the job order is at 1202, then the job order moves on to QC pass in (1205).
    const header = jobOrder('STAGE', 1202);
    await putJobOrder(header);
    const saved = await create(full, addBody({ jobordno: header.jobordno }));
    const edit = addBody({ status: 'MOD', carinvno: saved.carinvno, version: 1, jobordno: header.jobordno });
    await putJobOrder({ ...header, statuscde: 1205 });
    const before = await read(full, saved.carinvno);

    // Act
    const edited = await full.post(paths.save, { ...edit, remarks: 'Too late' });
    const deleted = await full.post(paths.remove, undefined, { docnumbr: saved.carinvno });

    // Assert
    expect(edited.status).toBe(400);
    expect(edited.body).toEqual({ message: messages.invoiceEditPastStage });
    expect(deleted.status).toBe(400);
    expect(deleted.body).toEqual({ message: messages.invoiceDeletePastStage });
    expect((await read(full, saved.carinvno)).body).toEqual(before.body);
    expect(before.body.cmMaster[0]?.statuscde).toBe(1205);
  });

  it('allows edit and delete at 1202 and earlier', async () => {
    // Arrange
    const header = jobOrder('EARLY', 1202);
    await putJobOrder(header);
    const saved = await create(full, addBody({ jobordno: header.jobordno }));

    // Act
    const edited = await full.post<Saved>(
      paths.save,
      addBody({ status: 'MOD', carinvno: saved.carinvno, version: 1, jobordno: header.jobordno }),
    );
    const deleted = await full.post(paths.remove, undefined, { docnumbr: saved.carinvno });

    // Assert
    expect(edited.status).toBe(200);
    expect(deleted.status).toBe(200);
  });
});

describe('integration: the invoice in the job order lifecycle (issue 13)', () => {
  /** A job order through the engine at `statuscde` (delivered ones are closed, as the delivery leaves them). */
  const engineJobOrder = async (suffix: string, statuscde: number) =>
    (
      await testJobOrderThrough(`JO-IT-${run}-${suffix}`, 'G01', [statuscde], {
        creator: 'admin',
        closed: statuscde === 1227,
      })
    ).jobordno;

  it('saves and changes an invoice of 99 lines (the most) on a delivered job order in one transaction with its number, money events and the move', async () => {
    // Arrange
    const jobordno = await engineJobOrder('LINES99', 1227);
    const lines = (qty: number) =>
      Array.from({ length: 99 }, (_, index) => ({
        sparepart: `P-${index + 1}`,
        sparenam: 'Part',
        spareuom: 'PCS',
        qty,
        unitprice: 1.5,
      }));

    // Act
    const added = await full.post<Saved>(
      paths.save,
      addBody({ jobordno, voucherno: token('99'), details: lines(1) }),
    );
    const changed = await full.post<Saved>(
      paths.save,
      addBody({
        status: 'MOD',
        carinvno: added.body[1]?.carinvno,
        version: 1,
        jobordno,
        voucherno: token('99'),
        details: lines(2),
      }),
    );
    const document = await read(full, added.body[1]?.carinvno ?? '');

    // Assert
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(await readJobOrderCore('MOI', jobordno)).toMatchObject({ statuscde: 1422 });
    expect(document.body.cmDetails).toHaveLength(99);
    expect(document.body.cmDetails.at(-1)).toMatchObject({ serlnumb: 99, sparepart: 'P-99', qty: 2 });
  });

  it('moves a delivered job order to 1422 and keeps every invoice of it open', async () => {
    const jobordno = await engineJobOrder('DELIVERED', 1227);

    const first = await create(full, addBody({ jobordno, voucherno: token('life-1') }));
    expect(await readJobOrderCore('MOI', jobordno)).toMatchObject({ statuscde: 1422, state: 'closed' });
    const history = await readHistory('MOI', jobordno);
    expect(history.at(-1)).toMatchObject({ fromStatus: 1227, toStatus: 1422, user: `inv_full_${run}` });
    expect(history.at(-1)?.remarks).toBe(`Maintenance invoice ${first.carinvno}`);

    // A second invoice of the same job order: saved, the job order stays at 1422 (no second move).
    const second = await create(full, addBody({ jobordno, voucherno: token('life-2') }));
    expect((await readHistory('MOI', jobordno)).filter((entry) => entry.toStatus === 1422)).toHaveLength(1);

    // Neither invoice is locked by the job order's new status: both edit, one deletes.
    const stored = (await read(full, first.carinvno)).body.cmMaster[0]!;
    expect(stored.statuscde).toBe(1422);
    const edited = await full.post<Saved>(
      paths.save,
      addBody({
        status: 'MOD',
        carinvno: first.carinvno,
        version: first.version,
        jobordno,
        voucherno: token('life-1'),
        remarks: 'Edited after the move',
      }),
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const removed = await full.post(paths.remove, undefined, { docnumbr: second.carinvno });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
  });

  it('leaves a job order in the garage at its stage, and the stage rule still locks the invoice', async () => {
    const jobordno = await engineJobOrder('GARAGE', 1209);

    const saved = await create(full, addBody({ jobordno, voucherno: token('life-garage') }));

    expect(await jobOrderStatus(jobordno)).toBe(1209);
    const edit = await full.post(
      paths.save,
      addBody({ status: 'MOD', carinvno: saved.carinvno, version: saved.version, jobordno }),
    );
    refused(edit, messages.invoiceEditPastStage);
  });

  it('locks the invoices again once the 3-in-1 invoice has taken the costs (1420 on)', async () => {
    const jobordno = await engineJobOrder('COSTED', 1227);
    const saved = await create(full, addBody({ jobordno, voucherno: token('life-costed') }));
    await moveTestJobOrder(jobordno, 1420, { allowClosed: true });

    const removed = await full.post(paths.remove, undefined, { docnumbr: saved.carinvno });

    refused(removed, messages.invoiceDeletePastStage);
  });
});

describe('integration: CarMaintenance/deletecarmaintenace', () => {
  it('deletes an invoice: gone from reads and the list; a second delete is 404', async () => {
    // Arrange
    const voucherno = token('delete');
    const saved = await create(full, addBody({ voucherno }));

    // Act
    const response = await full.post(paths.remove, undefined, { docnumbr: saved.carinvno });

    // Assert
    expect(ok(response)).toEqual([messages.invoiceDeleted, { carinvno: saved.carinvno }]);
    expect((await read(full, saved.carinvno)).status).toBe(404);
    expect((await list(full, { voucherno })).body).toMatchObject({
      items: [],
      totalCount: 0,
      totals: { netval: 0 },
    });
    const again = await full.post(paths.remove, undefined, { docnumbr: saved.carinvno });
    expect(again.status).toBe(404);
    const edit = await full.post(
      paths.save,
      addBody({ status: 'MOD', carinvno: saved.carinvno, version: 1 }),
    );
    expect(edit.status).toBe(404);
  });
});

describe('integration: insertcarmaintenance validation', () => {
  const line = { sparepart: 'FLT-1001', qty: 1, unitprice: 2.5 };
  const cases: [string, Record<string, unknown>, string][] = [
    ['no lines', { details: [] }, messages.invoiceNoLines],
    ['no details at all', { details: undefined }, messages.invoiceNoLines],
    [
      'a line without spare part',
      { details: [{ ...line, sparepart: '' }] },
      messages.invoiceSparePartRequired,
    ],
    ['a line without qty', { details: [{ ...line, qty: undefined }] }, messages.invoiceQtyRequired],
    ['a line with qty 0', { details: [{ ...line, qty: 0 }] }, messages.invoiceQtyRequired],
    [
      'a line without unit price',
      { details: [{ ...line, unitprice: undefined }] },
      messages.invoiceUnitPriceRequired,
    ],
    ['no garage', { garage: '' }, messages.invoiceGarageRequired],
    ['no supplier', { vendor: undefined }, messages.invoiceSupplierRequired],
    [
      'an item discount of 100%',
      { details: [{ ...line, workdisc: 100 }] },
      messages.invoiceDiscountPercentRange,
    ],
    ['a header discount of 100%', { totdiscperc: 100 }, messages.invoiceDiscountPercentRange],
    ['a return qty above qty', { details: [{ ...line, retqty: 2 }] }, messages.invoiceReturnQtyTooHigh],
    [
      'a header discount value not below the lines total',
      { totdiscperc: 50, details: [{ ...line, unitprice: 0.001 }] },
      messages.invoiceHeaderDiscountTooHigh,
    ],
    ['a MOD without invoice no', { status: 'MOD', version: 1 }, messages.invoiceNumberRequired],
    ['a MOD without version', { status: 'MOD', carinvno: 'MI-2026-00001' }, messages.invoiceVersionRequired],
    ['an unknown garage', { garage: 'GXX' }, messages.invoiceUnknownGarage],
    ['an unknown supplier', { vendor: 'VXXX' }, messages.invoiceUnknownSupplier],
    ['an unknown job order', { jobordno: `JO-NONE-${run}` }, messages.invoiceUnknownJobOrder],
  ];

  it.each(cases)('answers %s with 400 and its message', async (_label, overrides, message) => {
    const response = await full.post<{ message: string }>(paths.save, addBody(overrides));

    refused(response, message);
  });

  it('writes nothing for a refused save', async () => {
    const voucherno = token('refused');
    await full.post(paths.save, addBody({ voucherno, garage: 'GXX' }));
    await full.post(
      paths.save,
      addBody({ voucherno, totdiscperc: 50, details: [{ ...line, unitprice: 0.001 }] }),
    );

    expect((await list(full, { voucherno })).body.totalCount).toBe(0);
  });
});

describe('integration: CarMaintenance/getCarMaintenanceList', () => {
  const listed = token('list');
  const other = token('other');
  /** The listed invoices, newest (highest number) first, with their nets. */
  const mine: { carinvno: string; netval: number; garage: string; vendor: string }[] = [];
  let linkedNo = '';

  beforeAll(async () => {
    const header = jobOrder('LIST', 1231);
    await putJobOrder(header);
    // 12 listed invoices interleaved with 6 others, so a filtered page has rows to skip.
    for (let index = 0; index < 12; index += 1) {
      const garage = index % 3 === 0 ? 'G03' : 'G04';
      const vendor = index % 4 === 0 ? 'V005' : 'V006';
      const saved = await create(
        full,
        addBody({
          voucherno: `${listed}-${index}`.toLowerCase(),
          garage,
          vendor,
          totdiscperc: index % 2 ? 2.5 : 0,
          details: [{ sparepart: 'OIL-4001', qty: index + 1, unitprice: 9.255, workdisc: index % 5 }],
          ...(index === 7 ? { jobordno: header.jobordno } : {}),
        }),
      );
      if (index === 7) linkedNo = saved.carinvno;
      const netval = (await read(full, saved.carinvno)).body.cmMaster[0]!.netval;
      mine.unshift({ carinvno: saved.carinvno, netval, garage, vendor });
      if (index % 2) await create(full, addBody({ voucherno: `${other}-${index}` }));
    }
  });

  const numbers = (page: InvoiceListPage) => page.items.map((row) => row.carinvno);
  const netOf = (rows: typeof mine) => sumKwd(rows.map((row) => row.netval));

  it('filters by voucher no in any case, newest first, with count and total of every match', async () => {
    // Act
    const response = await list(full, { voucherno: listed.toUpperCase() });

    // Assert
    expect(numbers(ok(response))).toEqual(mine.map((row) => row.carinvno));
    expect(response.body.totalCount).toBe(12);
    expect(response.body.totals.netval).toBe(netOf(mine));
    expect(response.body).not.toHaveProperty('cursor');
    expect(response.body.items[0]).toEqual({
      carinvno: mine[0]!.carinvno,
      carinvdt: today,
      voucherno: `${listed}-11`.toLowerCase(),
      vendor: mine[0]!.vendor,
      vendname: vendors.find((vendor) => vendor.vendcode === mine[0]!.vendor)?.vendname,
      vendnamear: vendors.find((vendor) => vendor.vendcode === mine[0]!.vendor)?.vendnamear,
      garage: mine[0]!.garage,
      garagnam: garages.find((garage) => garage.garageid === mine[0]!.garage)?.garagnam,
      garagnamar: garages.find((garage) => garage.garageid === mine[0]!.garage)?.garagnamar,
      netval: mine[0]!.netval,
      jobordno: '',
      version: 1,
    });
  });

  it('pages with a cursor, full pages despite rows the filter drops, totals over every page', async () => {
    // Act
    const first = await list(full, { voucherno: listed, limit: 10 });
    const second = await list(full, { voucherno: listed, limit: 10, cursor: first.body.cursor });

    // Assert
    expect(first.body.items).toHaveLength(10);
    expect(first.body.cursor).toEqual(expect.any(String));
    expect(second.body.items).toHaveLength(2);
    expect(second.body).not.toHaveProperty('cursor');
    expect([...numbers(first.body), ...numbers(second.body)]).toEqual(mine.map((row) => row.carinvno));
    for (const page of [first.body, second.body]) {
      expect(page.totalCount).toBe(12);
      expect(page.totals.netval).toBe(netOf(mine));
    }
  });

  it('carries page 1 totals in its cursor, and recomputes them when the filters changed', async () => {
    // Arrange
    const first = await list(full, { voucherno: listed, limit: 10 });

    // Act: the same cursor with a narrower filter must not reuse the totals of the wider one.
    const narrower = await list(full, {
      voucherno: listed,
      garage: 'G03',
      limit: 10,
      cursor: first.body.cursor,
    });

    // Assert
    const g03 = mine.filter((row) => row.garage === 'G03');
    expect(narrower.body.totalCount).toBe(g03.length);
    expect(narrower.body.totals.netval).toBe(netOf(g03));
  });

  it('filters by garage and by supplier code exactly', async () => {
    // Act
    const byGarage = await list(full, { voucherno: listed, garage: 'G03' });
    const bySupplier = await list(full, { voucherno: listed, vendor: 'V005' });
    const both = await list(full, { voucherno: listed, garage: 'G03', vendor: 'V005' });
    const partial = await list(full, { voucherno: listed, garage: 'G0' });

    // Assert
    const expected = (keep: (row: (typeof mine)[number]) => boolean) =>
      mine.filter(keep).map((row) => row.carinvno);
    expect(numbers(byGarage.body)).toEqual(expected((row) => row.garage === 'G03'));
    expect(byGarage.body.totalCount).toBe(4);
    expect(byGarage.body.totals.netval).toBe(netOf(mine.filter((row) => row.garage === 'G03')));
    expect(numbers(bySupplier.body)).toEqual(expected((row) => row.vendor === 'V005'));
    expect(bySupplier.body.totalCount).toBe(3);
    expect(numbers(both.body)).toEqual(expected((row) => row.garage === 'G03' && row.vendor === 'V005'));
    expect(partial.body.totalCount).toBe(0);
  });

  it('filters by part of the invoice no, in any case', async () => {
    // Act
    const response = await list(full, { carinvno: mine[3]!.carinvno.toLowerCase().slice(1) });

    // Assert
    expect(numbers(response.body)).toEqual([mine[3]!.carinvno]);
    expect(response.body.totals.netval).toBe(mine[3]!.netval);
  });

  it('filters by invoice date range', async () => {
    // Arrange
    const next = new Date(Date.parse(`${today}T00:00:00Z`) + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const previous = new Date(Date.parse(`${today}T00:00:00Z`) - 24 * 60 * 60 * 1000)
      .toISOString()
      .slice(0, 10);

    // Act
    const onDay = await list(full, { voucherno: listed, fromdate: today, todate: today });
    const from = await list(full, { voucherno: listed, fromdate: today });
    const until = await list(full, { voucherno: listed, todate: today });
    const later = await list(full, { voucherno: listed, fromdate: next, todate: next });
    const earlier = await list(full, { voucherno: listed, todate: previous });

    // Assert
    expect(onDay.body.totalCount).toBe(12);
    expect(from.body.totalCount).toBe(12);
    expect(until.body.totalCount).toBe(12);
    expect(later.body).toMatchObject({ items: [], totalCount: 0, totals: { netval: 0 } });
    expect(earlier.body.totalCount).toBe(0);
  });

  it("sets statuscde to the linked job order's current status", async () => {
    // Act
    const response = await list(full, { carinvno: linkedNo });

    // Assert
    expect(response.body.items).toEqual([
      expect.objectContaining({ carinvno: linkedNo, jobordno: `JO-IT-${run}-LIST`, statuscde: 1231 }),
    ]);
  });

  it('lists every invoice of the project newest first without filters, seeded ones included', async () => {
    // Act
    const page = await list(full, { limit: 10 });
    const monthBack = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const window = await list(full, { fromdate: monthBack, todate: today, limit: 100 });

    // Assert
    expect(page.body.items).toHaveLength(10);
    expect(page.body.cursor).toEqual(expect.any(String));
    expect(page.body.totalCount).toBeGreaterThanOrEqual(12 + 6 + 12);
    const dates = window.body.items.map((row) => `${row.carinvdt}#${row.carinvno}`);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(window.body.items.some((row) => row.statuscde !== undefined && row.statuscde > 1202)).toBe(true);
  });

  it('refuses a cursor it did not issue and a page size outside 10, 25, 50, 100', async () => {
    const foreign = Buffer.from(
      JSON.stringify({ pk: 'KPTC#CARINV#X', sk: 'MASTER', gsi1pk: 'KPTC#CARINV', gsi1sk: 'x' }),
    ).toString('base64url');

    expect((await list(full, { cursor: foreign })).status).toBe(400);
    expect((await list(full, { cursor: 'not-a-cursor' })).status).toBe(400);
    expect((await list(full, { limit: 20 })).status).toBe(400);
  });
});

describe('integration: SGRT076 rights and tenancy', () => {
  it('refuses every invoice call to a user without SGRT076 rights with 403', async () => {
    const saved = await create(full);

    const calls = [
      await nobody.get(paths.list),
      await read(nobody, saved.carinvno),
      await nobody.post(paths.save, addBody()),
      await nobody.post(paths.remove, undefined, { docnumbr: saved.carinvno }),
    ];

    for (const response of calls) {
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ message: messages.forbidden });
    }
  });

  it('lets a user with adds only save an ADD but not a MOD', async () => {
    const added = await addsOnly.post<Saved>(paths.save, addBody());
    expect(added.status).toBe(200);

    const edited = await addsOnly.post(
      paths.save,
      addBody({ status: 'MOD', carinvno: added.body[1].carinvno, version: 1 }),
    );

    expect(edited.status).toBe(403);
    expect(edited.body).toEqual({ message: messages.forbidden });
    expect((await addsOnly.get(paths.list)).status).toBe(403);
  });

  it('lets a user with edits only save a MOD but not an ADD', async () => {
    const saved = await create(full);

    const added = await editsOnly.post(paths.save, addBody());
    const edited = await editsOnly.post(
      paths.save,
      addBody({ status: 'MOD', carinvno: saved.carinvno, version: 1 }),
    );

    expect(added.status).toBe(403);
    expect(added.body).toEqual({ message: messages.forbidden });
    expect(edited.status).toBe(200);
  });

  it("keeps each project's invoices to itself", async () => {
    // Arrange
    const saved = await create(full);

    // Act
    const other = await read(adminKptc, saved.carinvno);
    const otherList = await list(adminKptc, { carinvno: saved.carinvno });
    const otherDelete = await adminKptc.post(paths.remove, undefined, { docnumbr: saved.carinvno });

    // Assert
    expect(other.status).toBe(404);
    expect(otherList.body.totalCount).toBe(0);
    expect(otherDelete.status).toBe(404);
    expect((await read(full, saved.carinvno)).status).toBe(200);
  });
});

describe('integration: getJobOrderAll', () => {
  it("answers any signed-in user the project's job orders, newest first", async () => {
    // Arrange
    const header = jobOrder('LOOKUP', 1204);
    await putJobOrder(header);
    await putJobOrder({ ...header, jobordno: `JO-IT-${run}-KPTCONLY` }, 'KPTC');

    // Act
    const response = await nobody.get<(StoredJobOrderHeader & Record<string, unknown>)[]>(paths.jobOrders);

    // Assert
    expect(response.status).toBe(200);
    const { version: _version, ...fields } = header;
    expect(response.body).toContainEqual(fields);
    expect(response.body.map((row) => row.jobordno)).not.toContain(`JO-IT-${run}-KPTCONLY`);
    expect(
      response.body.filter((row) => /^JO-\d{4}-\d{5}$/.test(row.jobordno)).length,
    ).toBeGreaterThanOrEqual(8);
    const dates = response.body.map((row) => row.joborddat);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const row of response.body)
      expect(Object.keys(row).sort()).toEqual(
        [
          'jobordno',
          'joborddat',
          'vehicleno',
          'vehmakid',
          'vehmaknam',
          'compcode',
          'companynm',
          'custname',
          'garage',
          'garagnam',
          'statuscde',
        ].sort(),
      );
  });
});
