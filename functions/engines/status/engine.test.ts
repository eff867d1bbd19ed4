import { describe, expect, it } from 'vitest';
import { namedStatus } from '@fleet/shared';
import { demoStatusPath, jobOrderItems } from './engine.ts';
import { testJobOrder } from './test/testing.ts';

describe('unit: demo status paths', () => {
  it('walks an MOI job card from 1195 and a KPTC job order from 1201', () => {
    expect(demoStatusPath('MOI', 1197)).toEqual([1195, 1196, 1197]);
    expect(demoStatusPath('KPTC', 1202)).toEqual([1201, 1202]);
  });

  it('reaches garage stages through the gate pass in and delivery through the gate pass out', () => {
    expect(demoStatusPath('KPTC', 1215)).toEqual([
      1201, 1202, 1203, 1204, 1205, 1207, 1208, 1209, 1210, 1212, 1213, 1215,
    ]);
    expect(demoStatusPath('KPTC', 1227).slice(-6)).toEqual([1224, 1225, 1233, 1206, 1226, 1227]);
  });

  it('branches the side statuses off the stage they follow', () => {
    expect(demoStatusPath('MOI', 1256).slice(-3)).toEqual([1215, 1235, 1256]);
    expect(demoStatusPath('MOI', 1228).slice(-3)).toEqual([1216, 1236, 1228]);
    expect(demoStatusPath('KPTC', 1231).slice(-2)).toEqual([1230, 1231]);
    expect(demoStatusPath('KPTC', 1234).slice(-2)).toEqual([1208, 1234]);
  });
});

describe('unit: job order items', () => {
  it('writes one history item per status an hour apart, and no lock for a closed job order', () => {
    const header = testJobOrder({ jobordno: 'JO-1', joborddat: '2026-11-01', state: 'closed' });
    const items = jobOrderItems('KPTC', header, [1201, 1202], {
      user: 'reception',
      startAt: '2026-11-01T07:00:00.000Z',
    });
    const history = items
      .filter((item) => String(item.sk).startsWith('HIST#'))
      .map((item) => item as Record<string, unknown>);
    expect(history.map((item) => [item['fromStatus'], item['toStatus'], item['at']])).toEqual([
      [null, 1201, '2026-11-01T07:00:00.000Z'],
      [1201, 1202, '2026-11-01T08:00:00.000Z'],
    ]);
    expect(items[0]).toMatchObject({
      statuscde: 1202,
      statusAt: '2026-11-01T08:00:00.000Z',
      gsi2pk: 'KPTC#VEH#12/34567',
    });
    expect(items.some((item) => item['entity'] === 'vehicleOpenJobOrder')).toBe(false);
  });

  it('names unknown codes by their number', () => {
    expect(namedStatus(1205)).toEqual({ statusName: 'Gate Pass In', statusNameAr: 'تصريح الدخول' });
    expect(namedStatus(9999)).toEqual({ statusName: '9999', statusNameAr: '9999' });
  });
});
