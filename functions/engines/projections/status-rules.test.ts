import { describe, expect, it } from 'vitest';
import type { JobOrderStatusChanged } from '@fleet/shared';
import { projectionDetailTypes } from '@fleet/shared';
import { eventDeltas } from './apply.ts';
import { localDay } from './layout.ts';
import { rangePlan } from './read.ts';
import { projections } from './registry.ts';
import { statusDeltas, statusParts } from './status-rules.ts';

const change = (overrides: Partial<JobOrderStatusChanged> = {}): JobOrderStatusChanged => ({
  eventId: 'e-1',
  project: 'MOI',
  jobordno: 'JO-1',
  fromStatus: 1201,
  toStatus: 1202,
  statusName: 'x',
  user: 'u',
  at: '2026-03-10T08:00:00.000Z',
  openedAt: '2026-02-27',
  fromAt: '2026-03-10T06:00:00.000Z',
  garage: 'G1',
  vehmake: 'TOY',
  vehmodel: 'TOY01',
  ...overrides,
});

const item = (deltas: ReturnType<typeof statusDeltas>, pk: string, sk: string) =>
  deltas.find((delta) => delta.pk === pk && delta.sk === sk)?.add;

describe('unit: status projection rules', () => {
  it('moves the job order between statuses in the opening day and month of every filter subset', () => {
    const deltas = statusDeltas(change());
    const open = deltas.filter((delta) => delta.pk === 'MOI#PROJ#OPEN');

    expect(open.map((delta) => delta.sk).sort()).toEqual(
      ['*', 'g=G1', 'm=TOY', 'm=TOY;mo=TOY01', 'g=G1;m=TOY', 'g=G1;m=TOY;mo=TOY01']
        .flatMap((key) => [`${key}#D#2026-02-27`, `${key}#M#2026-02`])
        .sort(),
    );
    expect(item(deltas, 'MOI#PROJ#OPEN', '*#M#2026-02')).toEqual({
      s1201: -1,
      s1202: 1,
      'g:G1:s1201': -1,
      'g:G1:s1202': 1,
      'm:TOY:s1201': -1,
      'm:TOY:s1202': 1,
    });
    // The model split only where the make is fixed (a model is a filter with its make).
    expect(item(deltas, 'MOI#PROJ#OPEN', 'g=G1;m=TOY#M#2026-02')).toEqual({
      s1201: -1,
      s1202: 1,
      'mo:TOY01:s1201': -1,
      'mo:TOY01:s1202': 1,
    });
    expect(item(deltas, 'MOI#PROJ#OPEN', 'g=G1;m=TOY;mo=TOY01#D#2026-02-27')).toEqual({
      s1201: -1,
      s1202: 1,
    });
    expect(item(deltas, 'MOI#PROJ#OPEN', 'm=TOY#D#2026-02-27')).toEqual({
      s1201: -1,
      s1202: 1,
      'g:G1:s1201': -1,
      'g:G1:s1202': 1,
      'mo:TOY01:s1201': -1,
      'mo:TOY01:s1202': 1,
    });
  });

  it('counts the move into the new status on the day and month of the event (Kuwait time)', () => {
    const deltas = statusDeltas(
      change({ at: '2026-03-31T22:30:00.000Z', fromAt: '2026-03-31T20:30:00.000Z' }),
    );

    expect(item(deltas, 'MOI#PROJ#MOVE', '*#D#2026-04-01')).toEqual({ s1202: 1 });
    expect(item(deltas, 'MOI#PROJ#MOVE', 'g=G1#M#2026-04')).toEqual({ s1202: 1 });
    expect(item(deltas, 'MOI#PROJ#MOVE', '*#M#2026-03')).toBeUndefined();
  });

  it('counts an entry into a status group (split by garage and make) only when the move leaves another group', () => {
    // Repair finished -> final QC stays in the completed group: a move, no entry.
    const within = statusDeltas(change({ fromStatus: 1230, toStatus: 1222 }));
    expect(item(within, 'MOI#PROJ#MOVE', '*#D#2026-03-10')).toEqual({ s1222: 1 });
    // Delivered: one entry into the delivered group, on the day of the delivery, split where not fixed.
    const delivered = statusDeltas(change({ fromStatus: 1226, toStatus: 1227 }));
    expect(item(delivered, 'MOI#PROJ#MOVE', '*#M#2026-03')).toEqual({
      s1227: 1,
      e_delivered: 1,
      'g:G1:e_delivered': 1,
      'm:TOY:e_delivered': 1,
    });
    expect(item(delivered, 'MOI#PROJ#MOVE', 'g=G1#D#2026-03-10')).toEqual({
      s1227: 1,
      e_delivered: 1,
      'm:TOY:e_delivered': 1,
    });
    expect(item(delivered, 'MOI#PROJ#MOVE', 'g=G1;m=TOY;mo=TOY01#D#2026-03-10')).toEqual({
      s1227: 1,
      e_delivered: 1,
    });
    // Invoiced after the delivery: an entry into invoiced; the delivery stays counted where it was.
    const invoiced = statusDeltas(change({ fromStatus: 1227, toStatus: 1232 }));
    expect(item(invoiced, 'MOI#PROJ#MOVE', '*#D#2026-03-10')).toMatchObject({ s1232: 1, e_invoiced: 1 });
    expect(invoiced.some((delta) => 'e_delivered' in delta.add)).toBe(false);
    // Opening: an entry into the reception group.
    const opened = statusDeltas(change({ fromStatus: null, toStatus: 1201, fromAt: undefined }));
    expect(item(opened, 'MOI#PROJ#MOVE', '*#D#2026-03-10')).toMatchObject({ s1201: 1, e_reception: 1 });
  });

  it('adds the stay at the old status (ms and one stay) where it ended, split by workshop and supplier', () => {
    const deltas = statusDeltas(change({ workshops: ['W1', 'W2'], suppliers: ['S1'] }));

    expect(item(deltas, 'MOI#PROJ#DUR', 'g=G1;m=TOY;mo=TOY01#D#2026-03-10')).toEqual({
      ms1201: 7_200_000,
      n1201: 1,
      'w:W1:ms1201': 7_200_000,
      'w:W1:n1201': 1,
      'w:W2:ms1201': 7_200_000,
      'w:W2:n1201': 1,
      'su:S1:ms1201': 7_200_000,
      'su:S1:n1201': 1,
    });
    expect(statusParts(change())).toEqual(['status', 'transitions', 'durations']);
  });

  it('creates: only adds, no stay', () => {
    const deltas = statusDeltas(change({ fromStatus: null, toStatus: 1201, fromAt: undefined }));

    expect(item(deltas, 'MOI#PROJ#OPEN', '*#D#2026-02-27')).toEqual({
      s1201: 1,
      'g:G1:s1201': 1,
      'm:TOY:s1201': 1,
    });
    expect(deltas.some((delta) => delta.pk === 'MOI#PROJ#DUR')).toBe(false);
    expect(statusParts(change({ fromStatus: null, toStatus: 1201, fromAt: undefined }))).toEqual([
      'status',
      'transitions',
    ]);
  });

  it('a reassignment at the same status adds its part of the stay without counting a stay', () => {
    const deltas = statusDeltas(change({ fromStatus: 1229, toStatus: 1229 }));

    expect(deltas.every((delta) => delta.pk === 'MOI#PROJ#DUR')).toBe(true);
    expect(item(deltas, 'MOI#PROJ#DUR', '*#M#2026-03')).toMatchObject({ ms1229: 7_200_000 });
    expect(item(deltas, 'MOI#PROJ#DUR', '*#M#2026-03')?.['n1229']).toBeUndefined();
  });

  it('a garage transfer takes the job order out of the old garage and into the new one', () => {
    const deltas = statusDeltas(
      change({ garage: 'G2', was: { garage: 'G1', vehmake: 'TOY', vehmodel: 'TOY01' } }),
    );

    expect(item(deltas, 'MOI#PROJ#OPEN', 'g=G1#M#2026-02')).toEqual({ s1201: -1, 'm:TOY:s1201': -1 });
    expect(item(deltas, 'MOI#PROJ#OPEN', 'g=G2#M#2026-02')).toEqual({ s1202: 1, 'm:TOY:s1202': 1 });
    expect(item(deltas, 'MOI#PROJ#OPEN', '*#M#2026-02')).toMatchObject({
      s1201: -1,
      s1202: 1,
      'g:G1:s1201': -1,
      'g:G2:s1202': 1,
    });
    // The stay at 1201 was spent at the old garage.
    expect(item(deltas, 'MOI#PROJ#DUR', 'g=G1#M#2026-03')).toMatchObject({ ms1201: 7_200_000, n1201: 1 });
    expect(item(deltas, 'MOI#PROJ#DUR', 'g=G2#M#2026-03')).toBeUndefined();
  });

  it('a changed opening date moves the job order out of the old opening buckets', () => {
    const deltas = statusDeltas(
      change({
        openedAt: '2026-03-01',
        was: { garage: 'G1', vehmake: 'TOY', vehmodel: 'TOY01', openedAt: '2026-02-27' },
      }),
    );

    expect(item(deltas, 'MOI#PROJ#OPEN', '*#D#2026-02-27')).toMatchObject({ s1201: -1 });
    expect(item(deltas, 'MOI#PROJ#OPEN', '*#D#2026-03-01')).toMatchObject({ s1202: 1 });
    expect(item(deltas, 'MOI#PROJ#OPEN', '*#D#2026-03-01')?.['s1201']).toBeUndefined();
  });

  it('skips the subsets of unknown dimensions', () => {
    const deltas = statusDeltas(change({ garage: undefined, vehmake: undefined, vehmodel: undefined }));

    expect(deltas.filter((delta) => delta.pk === 'MOI#PROJ#OPEN').map((delta) => delta.sk)).toEqual([
      '*#D#2026-02-27',
      '*#M#2026-02',
    ]);
  });

  it('keeps one event within one transaction (at most 99 items besides the marker)', () => {
    const worst = change({
      was: { garage: 'G0', vehmake: 'NIS', vehmodel: 'NIS01' },
      workshops: ['W1', 'W2', 'W3'],
      suppliers: ['S1', 'S2'],
    });
    const { deltas, changed } = eventDeltas('JobOrderStatusChanged', worst);

    expect(deltas.length).toBeLessThan(100);
    expect([...(changed.get('MOI') ?? [])]).toEqual(['status', 'transitions', 'durations']);
  });
});

describe('unit: projection registry', () => {
  it('lists every registered detail type in projectionDetailTypes (the bus rule) and nothing else', () => {
    const registered = new Set(projections.flatMap((projection) => projection.detailTypes));

    expect([...registered].sort()).toEqual([...new Set(projectionDetailTypes)].sort());
    expect(new Set(projections.map((projection) => projection.name)).size).toBe(projections.length);
  });
});

describe('unit: reporting dates and range plans', () => {
  it('uses the Kuwait day', () => {
    expect(localDay('2026-01-31T20:59:59Z')).toBe('2026-01-31');
    expect(localDay('2026-01-31T21:00:00Z')).toBe('2026-02-01');
    expect(localDay('2026-05-04')).toBe('2026-05-04');
    expect(() => localDay('soon')).toThrow(RangeError);
  });

  it('reads whole months from month buckets and the edge days from day buckets', () => {
    expect(rangePlan('2026-01-15', '2026-04-10')).toEqual({
      days: [
        ['2026-01-15', '2026-01-31'],
        ['2026-04-01', '2026-04-10'],
      ],
      months: ['2026-02', '2026-03'],
    });
    expect(rangePlan('2026-01-01', '2026-03-31')).toEqual({ days: [], months: ['2026-01', '2026-03'] });
    expect(rangePlan('2024-02-01', '2024-02-29')).toEqual({ days: [], months: ['2024-02', '2024-02'] });
    expect(rangePlan('2026-02-03', '2026-02-20')).toEqual({ days: [['2026-02-03', '2026-02-20']] });
    expect(rangePlan('2026-01-20', '2026-02-10')).toEqual({
      days: [
        ['2026-01-20', '2026-01-31'],
        ['2026-02-01', '2026-02-10'],
      ],
    });
    expect(rangePlan(undefined, '2026-02-10')).toEqual({
      days: [['2026-02-01', '2026-02-10']],
      months: ['0000-01', '2026-01'],
    });
    expect(rangePlan('2026-03-05', '2026-03-01')).toEqual({ days: [] });
  });
});
