/**
 * Item master and item open requests (issue 11, screen SGRM009) through the local runtime: a new item
 * and its update at the version read (a stale version is a 409, an existing code is refused); an open
 * request approved opens the item (it can then be received and issued), a rejection needs remarks, a
 * decided request is not decided again; the rights of the screen.
 */
import { describe, expect, it } from 'vitest';
import { messages } from '@fleet/shared';
import { kuwaitClock } from '@fleet/functions/lib/clock';
import { openRequestNumbering, requestKeys } from '@fleet/functions/parts/item-master/manage';
import { refused, ok, signInAll } from '../../support/api.ts';
import { useRuntimeEnv } from '../../support/fixtures.ts';
import { expectNoNumberTaken } from '../../support/numbers.ts';
import { receiveDirect } from '../../support/spare-parts.ts';

const im = (call: string) => `/api/ItemMaster/${call}`;
const run = Date.now().toString(36).toUpperCase();

useRuntimeEnv();
const [store, technician] = await signInAll(['storekeeper', 'technician']);

describe('item master', () => {
  it('creates an item, updates it at its version, refuses a stale version and an existing code', async () => {
    const sparepart = `IM-${run}`;
    const body = {
      sparepart,
      sparenam: 'Wiper motor',
      sparenamar: 'محرك المساحات',
      sparepric: 12.5,
      spareuom: 'PCS',
      sparecat: 'ELECTRICAL',
    };
    const saved = await store.post<[string, { sparepart: string; version: number }]>(
      im('saveItemMaster'),
      body,
    );
    expect(saved.body).toEqual([messages.itemSaved, { sparepart, version: 1 }]);
    const again = await store.post(im('saveItemMaster'), body);
    refused(again, messages.itemExists, 409);
    const updated = await store.post(im('saveItemMaster'), { ...body, sparepric: 13, version: 1 });
    expect(updated.body).toEqual([messages.itemUpdated, { sparepart, version: 2 }]);
    const stale = await store.post(im('saveItemMaster'), { ...body, version: 1 });
    expect(stale.status).toBe(409);
    const list = (await store.get<{ sparepart: string; sparepric: number }[]>(im('getItemMasterList'))).body;
    expect(list.find((item) => item.sparepart === sparepart)).toMatchObject({ sparepric: 13 });
    // The lookups serve it to every form.
    const lookups = (await store.get<{ sparepart: string }[]>('/api/getSpareParts')).body;
    expect(lookups.some((item) => item.sparepart === sparepart)).toBe(true);
  });

  it('answers each field rule with its message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ sparenam: 'X', sparepric: 1, spareuom: 'PCS', sparecat: 'AC' }, messages.itemCodeRequired],
      [
        { sparepart: 'A B', sparenam: 'X', sparepric: 1, spareuom: 'PCS', sparecat: 'AC' },
        messages.codeCharacters,
      ],
      [{ sparepart: `IMX-${run}`, sparepric: 1, spareuom: 'PCS', sparecat: 'AC' }, messages.itemNameRequired],
      [
        { sparepart: `IMX-${run}`, sparenam: 'X', sparepric: 1, spareuom: 'BAG', sparecat: 'AC' },
        messages.itemUomRequired,
      ],
      [
        { sparepart: `IMX-${run}`, sparenam: 'X', sparepric: 1, spareuom: 'PCS', sparecat: 'TOYS' },
        messages.itemCategoryRequired,
      ],
      [
        { sparepart: `IMX-${run}`, sparenam: 'X', sparepric: -1, spareuom: 'PCS', sparecat: 'AC' },
        messages.itemPriceRange,
      ],
    ];
    for (const [body, message] of cases) {
      const response = await store.post(im('saveItemMaster'), body);
      expect(response.status, message).toBe(400);
      expect(response.body, message).toMatchObject({ message });
    }
  });
});

describe('item open requests', () => {
  it('opens the requested item on approval, so it can be received at once', async () => {
    const asked = await store.post<[string, { docnumbr: string; version: number }]>(im('insertOpenRequest'), {
      sparenam: 'Sunroof seal',
      sparenamar: 'جلدة فتحة السقف',
      spareuom: 'PCS',
      sparecat: 'BODY',
      estprice: 8,
      remarks: 'For a Land Cruiser',
    });
    expect(asked.body[0]).toBe(messages.openRequestSaved);
    const { docnumbr, version } = asked.body[1];
    expect(docnumbr).toMatch(/^IOR-\d{4}-\d{5}$/);
    const open = (await store.get<{ docnumbr: string }[]>(im('getOpenRequestList'), { state: 'OPEN' })).body;
    expect(open.map((row) => row.docnumbr)).toContain(docnumbr);

    const sparepart = `SEAL-${run}`;
    const approved = await store.post(im('decideOpenRequest'), {
      docnumbr,
      version,
      decision: 'A',
      sparepart,
      sparepric: 7.75,
    });
    expect(approved.body).toEqual([
      messages.openRequestApproved,
      { docnumbr, version: version + 1, state: 'APPROVED', sparepart },
    ]);
    const again = await store.post(im('decideOpenRequest'), {
      docnumbr,
      version: version + 1,
      decision: 'R',
      remarks: 'No',
    });
    expect(again.body).toMatchObject({ message: messages.openRequestDecided });
    await receiveDirect(store, { sparepart, qty: 2, unitcost: 7.75 });
  });

  it('takes no number for a request refused in its transaction: the next saved one gets the next number (issue 24 item 3)', async () => {
    const numbering = openRequestNumbering(kuwaitClock(new Date()).date.slice(0, 4));
    const body = { sparenam: `Numbers ${run}`, spareuom: 'PCS', sparecat: 'BODY' };
    const save = () => store.post<[string, { docnumbr: string }]>(im('insertOpenRequest'), body);

    await expectNoNumberTaken(numbering.counter, {
      number: numbering.name,
      heldAt: (docnumbr) => requestKeys('MOI', docnumbr),
      refused: save,
      saved: async () => ok(await save())[1],
    });
  });

  it('needs remarks to reject, a code to approve, and refuses a code that exists', async () => {
    const asked = await store.post<[string, { docnumbr: string; version: number }]>(im('insertOpenRequest'), {
      sparenam: 'Door handle',
      spareuom: 'PCS',
      sparecat: 'BODY',
    });
    const { docnumbr, version } = asked.body[1];
    const noRemarks = await store.post(im('decideOpenRequest'), { docnumbr, version, decision: 'R' });
    expect(noRemarks.body).toMatchObject({ message: messages.rejectionRemarksRequired });
    const noCode = await store.post(im('decideOpenRequest'), { docnumbr, version, decision: 'A' });
    expect(noCode.body).toMatchObject({ message: messages.itemCodeRequired });
    const taken = await store.post(im('decideOpenRequest'), {
      docnumbr,
      version,
      decision: 'A',
      sparepart: 'FLT-1001',
    });
    refused(taken, messages.itemExists, 409);
    const rejected = await store.post(im('decideOpenRequest'), {
      docnumbr,
      version,
      decision: 'R',
      remarks: 'Use the existing part',
    });
    expect(rejected.body).toEqual([
      messages.openRequestRejected,
      expect.objectContaining({ state: 'REJECTED' }),
    ]);
  });

  it('keeps the screen to those with its rights', async () => {
    expect((await technician.get(im('getOpenRequestList'))).status).toBe(403);
    expect(
      (await technician.post(im('insertOpenRequest'), { sparenam: 'X', spareuom: 'PCS', sparecat: 'AC' }))
        .status,
    ).toBe(403);
  });
});
