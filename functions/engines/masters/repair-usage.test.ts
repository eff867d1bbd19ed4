import { beforeAll, describe, expect, it } from 'vitest';
import { employeeMarkerItems, employeeUse, subRepairUse, usageKeys } from './repair-usage.ts';

beforeAll(() => {
  process.env.TABLE_NAME ??= 'fleet-test';
});

describe('unit: usage keys of master records', () => {
  it('indexes a line that names a sub repair, and not one that does not', () => {
    expect(
      subRepairUse('MOI', { wrkshpid: 'WS01', mainrepid: 'MR01', subrepid: 'SR01' }, 'QUOT#Q-1#1'),
    ).toEqual({
      gsi2pk: 'MOI#USES#SUBREPAIR#WS01#MR01#SR01',
      gsi2sk: 'QUOT#Q-1#1',
    });
    expect(subRepairUse('MOI', { wrkshpid: 'WS01', mainrepid: 'MR01', subrepid: '' }, 'x')).toEqual({});
    expect(subRepairUse('MOI', { wrkshpid: 'WS01' }, 'x')).toEqual({});
  });

  it('indexes a single-technician assignment by its technician', () => {
    expect(employeeUse('MOI', 'E1005', 'ASSIGNTECH#MOI#JO-1')).toEqual({
      gsi2pk: usageKeys.employee('MOI', 'E1005'),
      gsi2sk: 'ASSIGNTECH#MOI#JO-1',
    });
    expect(employeeUse('MOI', '', 'x')).toEqual({});
    expect(employeeUse('MOI', undefined, 'x')).toEqual({});
  });

  it('puts a marker per technician on a garage assignment and deletes those taken off it', () => {
    const items = employeeMarkerItems(
      'MOI',
      { type: 'ASSIGNTECHG', jobordno: 'JO-1' },
      ['E1', 'E2'],
      ['E2', 'E3', 'E3', ''],
    );
    const puts = items.flatMap((item) => (item.Put ? [item.Put.Item!['pk']] : []));
    const deletes = items.flatMap((item) => (item.Delete ? [item.Delete.Key!['pk']] : []));
    expect(puts).toEqual([usageKeys.employee('MOI', 'E2'), usageKeys.employee('MOI', 'E3')]);
    expect(deletes).toEqual([usageKeys.employee('MOI', 'E1')]);
    expect(items.every((item) => (item.Put?.Item ?? item.Delete?.Key)!['sk'] === 'ASSIGNTECHG#JO-1')).toBe(
      true,
    );
    expect(employeeMarkerItems('MOI', { type: 'ASSIGNTECHG', jobordno: 'JO-1' }, ['E1'], [])).toHaveLength(1);
  });
});
