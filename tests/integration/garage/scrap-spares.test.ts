/**
 * Scrap spares (spec 001 section 7 `Scrabspares/*`, screen SGRG017) through the local runtime: the
 * removed parts of a job order in the garage received into the scrap store through the stock ledger at
 * no value, an edit reversing and re-receiving in one posting (409 when stale, nothing written), a delete
 * taking them back out (refused when the scrap store no longer holds them), every message and the
 * rights. Each test takes job orders and items of its own.
 */
import { describe, expect, it } from 'vitest';
import { formatMessage, messages } from '@fleet/shared';
import {
  scrapNumber,
  scrapStore,
  type ScrapPage,
  type ScrapSpares,
  type ScrapWritten,
} from '@fleet/shared/garage/scrap-spares';
import { getItem } from '@fleet/functions/lib/db';
import { kuwaitClock } from '@fleet/functions/lib/clock';
import { scraps } from '@fleet/functions/engines/document-stores';
import { postToLedger } from '@fleet/functions/engines/stock/ledger';
import { stockKeys } from '@fleet/functions/engines/stock/keys';
import { transactWrite } from '@fleet/functions/lib/db';
import { ok, signIn } from '../../support/api.ts';
import { screenRights, signInWithRights, useRuntimeEnv } from '../../support/fixtures.ts';
import { expectNoNumberTaken } from '../../support/numbers.ts';
import { testJobOrderThrough, testJobOrderNumber } from '../../support/job-orders.ts';
import { putTestSparePart } from '../../support/spare-parts.ts';

const s = (call: string) => `/api/Scrabspares/${call}`;
const run = Date.now().toString(36).toUpperCase();
let counter = 0;

type Written<T> = [string, T];

async function newJobOrder(status = 1236) {
  const { jobordno } = await testJobOrderThrough(testJobOrderNumber('SS'), 'G01', [status]);
  return jobordno;
}

async function newPart(): Promise<string> {
  const sparepart = `SS-${run}-${++counter}`;
  await putTestSparePart(sparepart, {
    sparenam: `Scrap part ${counter}`,
    sparenamar: `قطعة خردة ${counter}`,
    sparepric: 12.5,
    sparecat: 'ENGINE',
  });
  return sparepart;
}

/** The scrap store's balance of an item (0 when it never held it). */
async function scrapped(sparepart: string) {
  const keys = stockKeys.balance('MOI', sparepart, scrapStore.storecode);
  const balance = await getItem<Record<string, unknown>>(keys.pk, keys.sk);
  return { qty: Number(balance?.['qtyonhand'] ?? 0), avgcost: Number(balance?.['avgcost'] ?? 0) };
}

async function save(body: Record<string, unknown>) {
  return ok(await supervisor.post<Written<ScrapWritten>>(s('insertScrabSpares'), body));
}

useRuntimeEnv();
const supervisor = (await signIn('supervisor')).client;
const viewer = await signInWithRights(screenRights('SGRG017', 'views'));
const nobody = await signInWithRights({});

describe('integration: Scrabspares', () => {
  it('receives the removed parts into the scrap store at no value and reads them back', async () => {
    const jobordno = await newJobOrder();
    const [a, b] = [await newPart(), await newPart()];

    const [message, saved] = await save({
      jobordno,
      remarks: 'Old parts from the engine',
      lines: [
        { sparepart: a, qty: 2, remarks: 'worn' },
        { sparepart: b.toLowerCase(), qty: 1 },
      ],
    });

    expect(message).toBe(messages.scrapSaved);
    expect(saved.docnumbr).toMatch(/^SS-\d{4}-\d{5}$/);
    expect(saved.version).toBe(1);
    expect(await scrapped(a)).toEqual({ qty: 2, avgcost: 0 });
    expect(await scrapped(b)).toEqual({ qty: 1, avgcost: 0 });
    const read = await supervisor.get<ScrapSpares>(s('getScrabSparesById'), { docnumbr: saved.docnumbr });
    expect(read.body).toMatchObject({
      docnumbr: saved.docnumbr,
      jobordno,
      garage: 'G01',
      storecode: 'SCRAP',
      totalqty: 3,
      remarks: 'Old parts from the engine',
      lines: [
        { serlnumb: 1, sparepart: a, qty: 2, remarks: 'worn', spareuom: 'PCS' },
        { serlnumb: 2, sparepart: b, qty: 1 },
      ],
    });
    const list = await viewer.get<ScrapPage>(s('getScrabSparesList'), { jobordno });
    expect(ok(list).items.map((row) => row.docnumbr)).toEqual([saved.docnumbr]);
    expect(list.body.items[0]).not.toHaveProperty('lines');
  });

  it('changes the lines at the version: the stock follows; a stale version is a 409 and nothing moves', async () => {
    const jobordno = await newJobOrder();
    const [a, b] = [await newPart(), await newPart()];
    const [, saved] = await save({ jobordno, lines: [{ sparepart: a, qty: 3 }] });

    const [message, changed] = await save({
      jobordno,
      docnumbr: saved.docnumbr,
      version: 1,
      lines: [
        { sparepart: a, qty: 1 },
        { sparepart: b, qty: 4 },
      ],
    });
    const stale = await supervisor.post(s('insertScrabSpares'), {
      jobordno,
      docnumbr: saved.docnumbr,
      version: 1,
      lines: [{ sparepart: a, qty: 9 }],
    });

    expect(message).toBe(messages.scrapUpdated);
    expect(changed.version).toBe(2);
    expect(stale.status).toBe(409);
    expect(await scrapped(a)).toEqual({ qty: 1, avgcost: 0 });
    expect(await scrapped(b)).toEqual({ qty: 4, avgcost: 0 });
    const other = await supervisor.post(s('insertScrabSpares'), {
      jobordno: await newJobOrder(),
      docnumbr: saved.docnumbr,
      version: 2,
      lines: [{ sparepart: a, qty: 1 }],
    });
    expect(other.body).toEqual({ message: messages.scrapOtherJobOrder });
  });

  it('deletes: the parts leave the scrap store; refused when the scrap store no longer holds them', async () => {
    const jobordno = await newJobOrder();
    const a = await newPart();
    const [, first] = await save({ jobordno, lines: [{ sparepart: a, qty: 2 }] });
    const [, second] = await save({ jobordno, lines: [{ sparepart: a, qty: 3 }] });
    expect(await scrapped(a)).toEqual({ qty: 5, avgcost: 0 });

    const deleted = await supervisor.post<Written<{ docnumbr: string }>>(s('deleteScrabSpares'), undefined, {
      docnumbr: first.docnumbr,
    });
    expect(deleted.body[0]).toBe(messages.scrapDeleted);
    expect(await scrapped(a)).toEqual({ qty: 3, avgcost: 0 });
    expect((await supervisor.get(s('getScrabSparesById'), { docnumbr: first.docnumbr })).status).toBe(404);

    // Two of the scrapped parts are sold off from the scrap store: the second document can no longer go back.
    await postToLedger(
      {
        project: 'MOI',
        doctype: 'TEST',
        docnumbr: `SOLD-${run}`,
        docpk: `MOI#TEST#SOLD-${run}`,
        docdate: '2026-01-01',
        at: new Date().toISOString(),
        user: 'admin',
      },
      [
        {
          kind: 'ISSUE',
          storecode: 'SCRAP',
          storenam: 'Scrap Store',
          item: {
            sparepart: a,
            sparenam: 'Scrap part',
            spareuom: 'PCS',
            sparecat: 'ENGINE',
            vehmakid: 'INMS',
          },
          qty: 2,
          serlnumb: 1,
          sk: 'LINE#001',
        },
      ],
      (stock) => transactWrite(stock.items),
    );
    const refusal = await supervisor.post<{ message: string }>(s('deleteScrabSpares'), undefined, {
      docnumbr: second.docnumbr,
    });
    expect(refusal.status).toBe(400);
    expect(refusal.body.message).toContain(a);
    expect(await scrapped(a)).toEqual({ qty: 1, avgcost: 0 });
    expect((await supervisor.get(s('getScrabSparesById'), { docnumbr: second.docnumbr })).status).toBe(200);
  });

  it('takes no number for a scrap refused in its transaction: the next saved one gets the next number (issue 24 item 3)', async () => {
    const year = kuwaitClock(new Date()).date.slice(0, 4);
    const jobordno = await newJobOrder();
    const part = await newPart();
    const body = { jobordno, lines: [{ sparepart: part, qty: 1 }] };

    await expectNoNumberTaken(`SCRAP#${year}`, {
      number: (sequence) => scrapNumber(year, sequence),
      heldAt: (docnumbr) => scraps.keys.record('MOI', { docnumbr }),
      refused: () => supervisor.post(s('insertScrabSpares'), body),
      unchanged: async () => expect((await scrapped(part)).qty).toBe(0),
      saved: async () => (await save(body))[1],
    });
    expect(await scrapped(part)).toEqual({ qty: 1, avgcost: 0 });
  });

  it('answers each invalid document with its message', async () => {
    const jobordno = await newJobOrder();
    const atReception = await newJobOrder(1201);
    const a = await newPart();
    const post = (body: Record<string, unknown>) => supervisor.post(s('insertScrabSpares'), body);

    const noJob = await post({ lines: [{ sparepart: a, qty: 1 }] });
    const noLines = await post({ jobordno, lines: [] });
    const noItem = await post({ jobordno, lines: [{ qty: 1 }] });
    const zero = await post({ jobordno, lines: [{ sparepart: a, qty: 0 }] });
    const fraction = await post({ jobordno, lines: [{ sparepart: a, qty: 1.5 }] });
    const twice = await post({
      jobordno,
      lines: [
        { sparepart: a, qty: 1 },
        { sparepart: a, qty: 2 },
      ],
    });
    const tooMany = await post({
      jobordno,
      lines: Array.from({ length: 21 }, (_, index) => ({ sparepart: `${a}-${index}`, qty: 1 })),
    });
    const unknown = await post({ jobordno, lines: [{ sparepart: 'NO-SUCH-PART', qty: 1 }] });
    const notInGarage = await post({ jobordno: atReception, lines: [{ sparepart: a, qty: 1 }] });
    const unknownJob = await post({ jobordno: `JO-NONE-${run}`, lines: [{ sparepart: a, qty: 1 }] });

    expect(noJob.body).toMatchObject({ message: messages.inspectionJobOrderRequired });
    expect(noLines.body).toMatchObject({ message: messages.scrapLinesRequired });
    expect(noItem.body).toMatchObject({ message: messages.scrapItemRequired });
    expect(zero.body).toMatchObject({ message: messages.scrapQtyInvalid });
    expect(fraction.body).toMatchObject({ message: messages.scrapQtyInvalid });
    expect(twice.body).toEqual({ message: formatMessage(messages.scrapDuplicateItem, { item: a }) });
    expect(tooMany.body).toEqual({ message: formatMessage(messages.scrapTooManyLines, { max: 20 }) });
    expect(unknown.body).toEqual({
      message: formatMessage(messages.storeUnknownItem, { item: 'NO-SUCH-PART' }),
    });
    expect(notInGarage.body).toEqual({
      message: formatMessage(messages.scrapJobOrderNotInGarage, { jobordno: atReception }),
    });
    expect(unknownJob.status).toBe(404);
    expect(await scrapped(a)).toEqual({ qty: 0, avgcost: 0 });
  });

  it('needs the scrap spares screen for each call', async () => {
    const jobordno = await newJobOrder();
    const a = await newPart();
    const body = { jobordno, lines: [{ sparepart: a, qty: 1 }] };

    expect((await nobody.get(s('getScrabSparesList'))).status).toBe(403);
    expect((await nobody.get(s('getScrabSparesById'), { docnumbr: 'SS-2026-00001' })).status).toBe(403);
    expect((await nobody.post(s('insertScrabSpares'), body)).status).toBe(403);
    expect((await nobody.post(s('deleteScrabSpares'), undefined, { docnumbr: 'SS-2026-00001' })).status).toBe(
      403,
    );
    // A viewer reads but neither saves nor deletes.
    expect((await viewer.post(s('insertScrabSpares'), body)).status).toBe(403);
    expect((await viewer.post(s('deleteScrabSpares'), undefined, { docnumbr: 'SS-2026-00001' })).status).toBe(
      403,
    );
    expect(await scrapped(a)).toEqual({ qty: 0, avgcost: 0 });
  });
});
