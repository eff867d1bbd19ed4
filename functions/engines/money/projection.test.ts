import { describe, expect, it } from 'vitest';
import type { AmountPosted } from '@fleet/shared/reports/cost-expenditure';
import { amountDay, amountDeltas, labelsOf } from './projection.ts';

const detail = (overrides: Partial<AmountPosted> = {}): AmountPosted => ({
  eventId: 'e1',
  project: 'MOI',
  category: 'maintenance',
  amount: 20.5,
  garage: 'G01',
  vehmake: 'CHE',
  docType: 'CARINV',
  docnumbr: 'CI-1',
  docdate: '2026-05-14',
  at: '2026-05-14T08:00:00.000Z',
  user: 'u',
  ...overrides,
});

describe('unit: money projection deltas', () => {
  it('adds fils and one document to every dimension, day and month', () => {
    const deltas = amountDeltas(detail());
    expect(deltas.map((delta) => `${delta.pk} ${delta.sk}`)).toEqual([
      'MOI#PROJ#AMT#D all#2026-05-14',
      'MOI#PROJ#AMT#M all#2026-05',
      'MOI#PROJ#AMT#D G#G01#2026-05-14',
      'MOI#PROJ#AMT#M G#G01#2026-05',
      'MOI#PROJ#AMT#D M#CHE#2026-05-14',
      'MOI#PROJ#AMT#M M#CHE#2026-05',
      'MOI#PROJ#AMT#D GM#G01#CHE#2026-05-14',
      'MOI#PROJ#AMT#M GM#G01#CHE#2026-05',
    ]);
    expect(deltas[0]!.add).toEqual({ a_maintenance: 20500, n_maintenance: 1 });
  });

  it('a reversal takes the money and the document back', () => {
    expect(amountDeltas(detail({ amount: -20.5 }))[0]!.add).toEqual({
      a_maintenance: -20500,
      n_maintenance: -1,
    });
  });

  it('labour by workshop counts each workshop once and keeps hours in hundredths', () => {
    const deltas = amountDeltas(
      detail({ category: 'labour', vehmake: undefined, workshop: 'Mech#1', hours: 2.25, count: 0 }),
    );
    const bySk = new Map(deltas.map((delta) => [delta.sk, delta.add]));
    expect(bySk.get('all#2026-05-14')).toEqual({ a_labour: 20500, n_labour: 0, h_labour: 225 });
    expect(bySk.get('W#Mech-1#2026-05-14')).toEqual({ a_labour: 20500, n_labour: 1, h_labour: 225 });
    expect(bySk.get('GW#G01#Mech-1#2026-05')).toEqual({ a_labour: 20500, n_labour: 1, h_labour: 225 });
  });

  it('changes nothing for nothing', () => {
    expect(amountDeltas(detail({ amount: 0, count: 0 }))).toEqual([]);
  });

  it('dates money by the document, else by the Kuwait day of the event', () => {
    expect(amountDay({ docdate: '2026-01-31', at: '2026-02-01T10:00:00.000Z' })).toBe('2026-01-31');
    expect(amountDay({ at: '2026-01-31T22:00:00.000Z' })).toBe('2026-02-01');
  });
});

describe('unit: money projection reads', () => {
  it('reads labels back from a sort key', () => {
    expect(labelsOf('GM#G01#CHE#2026-05')).toEqual({
      garage: 'G01',
      vehmake: 'CHE',
      workshop: '',
      bucket: '2026-05',
    });
    expect(labelsOf('GW#G02#Body#2026-05-01')).toEqual({
      garage: 'G02',
      vehmake: '',
      workshop: 'Body',
      bucket: '2026-05-01',
    });
    expect(labelsOf('all#2026-05')).toEqual({ garage: '', vehmake: '', workshop: '', bucket: '2026-05' });
  });
});
