import { describe, expect, it } from 'vitest';
import { detailTypes } from '@fleet/shared';
import { documentTotalsChanged, type DocumentTotalsChanged } from '@fleet/shared/engines/document-totals';
import { mergeDeltas } from './define.ts';
import { contributionOf, documentTotalsTypes } from './document-types.ts';
import { dimsKey, documentTotalsDeltas, documentTotalsEvents } from './documents.ts';

const stamp = { user: 'tester', now: new Date('2026-03-05T08:00:00Z') };

const pettyCash = (fields: Record<string, unknown> = {}) => ({
  docnumbr: 'PCH-2026-00001',
  docdate: '2026-03-04',
  paymode: 'cash',
  garage: 'G1',
  vendor: 'V1',
  netval: 3.505,
  status: 1249,
  ...fields,
});

const detailOf = (events: ReturnType<typeof documentTotalsEvents>) =>
  documentTotalsChanged.parse(events[0]!.detail);

describe('document totals: contributions', () => {
  it('takes the day, the non-empty dimensions and the values of a live master', () => {
    expect(contributionOf('PCH', pettyCash({ vendor: '' }))).toEqual({
      day: '2026-03-04',
      dims: { paymode: 'cash', garage: 'G1' },
      values: { netval: 3.505 },
    });
    expect(
      contributionOf('DRV', { docdate: '2026/03/04', storecode: 'S1', totalval: 2, totalqty: 4 }),
    ).toEqual({ day: '2026-03-04', dims: { store: 'S1' }, values: { totalval: 2, totalqty: 4 } });
  });

  it('counts nothing for a deleted master, an unknown type or no master', () => {
    expect(contributionOf('PCH', pettyCash({ deldate: '2026-03-05T00:00:00Z' }))).toBeUndefined();
    expect(contributionOf('XYZ', pettyCash())).toBeUndefined();
    expect(contributionOf('PCH', undefined)).toBeUndefined();
  });

  it('registers every type once, with at most three dimensions', () => {
    const types = documentTotalsTypes.map((type) => type.docType);
    expect(new Set(types).size).toBe(types.length);
    for (const type of documentTotalsTypes) expect(Object.keys(type.dims).length).toBeLessThanOrEqual(3);
  });
});

describe('document totals: events', () => {
  it('publishes a save, an update (old out, new in) and a delete; nothing when the totals do not move', () => {
    const saved = detailOf(documentTotalsEvents('MOI', 'PCH', { after: pettyCash() }, stamp));
    expect(saved).toMatchObject({
      project: 'MOI',
      docType: 'PCH',
      docnumbr: 'PCH-2026-00001',
      user: 'tester',
    });
    expect(saved.before).toBeUndefined();
    expect(saved.after?.values).toEqual({ netval: 3.505 });

    const updated = detailOf(
      documentTotalsEvents('MOI', 'PCH', { before: pettyCash(), after: pettyCash({ netval: 5 }) }, stamp),
    );
    expect([updated.before?.values, updated.after?.values]).toEqual([{ netval: 3.505 }, { netval: 5 }]);

    const deleted = detailOf(documentTotalsEvents('MOI', 'PCH', { before: pettyCash() }, stamp));
    expect(deleted.after).toBeUndefined();

    // An approval changes the status only: the totals stay, no event.
    expect(
      documentTotalsEvents('MOI', 'PCH', { before: pettyCash(), after: pettyCash({ status: 1250 }) }, stamp),
    ).toEqual([]);
    expect(documentTotalsEvents('MOI', 'SIV', { after: pettyCash() }, stamp)).toEqual([]);
    const [event] = documentTotalsEvents('MOI', 'PCH', { after: pettyCash() }, stamp);
    expect(event).toMatchObject({ detailType: detailTypes.documentTotalsChanged, source: 'fleet.documents' });
  });
});

describe('document totals: deltas', () => {
  const event = (change: Partial<DocumentTotalsChanged>): DocumentTotalsChanged => ({
    eventId: 'e1',
    project: 'MOI',
    docType: 'PCH',
    docnumbr: 'PCH-2026-00001',
    user: 'tester',
    at: '2026-03-05T08:00:00.000Z',
    ...change,
  });
  const after = contributionOf('PCH', pettyCash())!;

  it('adds a document to every subset of its dimensions, in its day and month, in fils', () => {
    const deltas = documentTotalsDeltas(event({ after }));
    // 3 dimensions: 8 subsets x 2 buckets.
    expect(deltas).toHaveLength(16);
    expect(new Set(deltas.map((delta) => delta.pk))).toEqual(new Set(['MOI#PROJ#DOC#PCH']));
    expect(deltas.map((delta) => delta.sk)).toEqual(
      expect.arrayContaining([
        '*#D#2026-03-04',
        '*#M#2026-03',
        'garage=G1;paymode=cash;vendor=V1#D#2026-03-04',
        'paymode=cash#M#2026-03',
      ]),
    );
    for (const delta of deltas) expect(delta.add).toEqual({ n: 1, v_netval: 3505 });
  });

  it('moves an update by its difference and a delete out; the same document in and out is nothing', () => {
    const moved = { ...after, values: { netval: 5 } };
    const deltas = documentTotalsDeltas(event({ before: after, after: moved }));
    expect(deltas).toHaveLength(16);
    for (const delta of deltas) expect(delta.add).toEqual({ v_netval: 1495 });
    const regaraged = documentTotalsDeltas(
      event({ before: after, after: { ...after, dims: { ...after.dims, garage: 'G2' } } }),
    );
    // The subsets without the garage do not move; those with it move from G1 to G2.
    expect(regaraged.find((delta) => delta.sk === '*#D#2026-03-04')).toBeUndefined();
    expect(regaraged.find((delta) => delta.sk === 'garage=G1#D#2026-03-04')?.add).toEqual({
      n: -1,
      v_netval: -3505,
    });
    expect(regaraged.find((delta) => delta.sk === 'garage=G2#D#2026-03-04')?.add).toEqual({
      n: 1,
      v_netval: 3505,
    });
    const removed = documentTotalsDeltas(event({ before: after }));
    for (const delta of removed) expect(delta.add).toEqual({ n: -1, v_netval: -3505 });
    expect(mergeDeltas([...documentTotalsDeltas(event({ after })), ...removed])).toEqual([]);
  });

  it('breaks split dimensions down on the items that do not fix them', () => {
    const submit = contributionOf('JSB', {
      docnumbr: 'JSB-1',
      docdate: '2026-03-04',
      garage: 'G 1',
      totalval: 7,
    })!;
    const deltas = documentTotalsDeltas(event({ docType: 'JSB', after: submit }));
    expect(deltas.find((delta) => delta.sk === '*#M#2026-03')?.add).toEqual({
      n: 1,
      v_totalval: 7000,
      'garage=G%201|n': 1,
      'garage=G%201|v_totalval': 7000,
    });
    expect(deltas.find((delta) => delta.sk === 'garage=G%201#M#2026-03')?.add).toEqual({
      n: 1,
      v_totalval: 7000,
    });
  });

  it('keys a filter by its non-empty dimensions, sorted', () => {
    expect(dimsKey({})).toBe('*');
    expect(dimsKey({ vendor: 'V#1', garage: undefined, paymode: 'cash' })).toBe('paymode=cash;vendor=V%231');
  });
});
