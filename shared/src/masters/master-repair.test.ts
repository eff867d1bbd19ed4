import { describe, expect, it } from 'vitest';
import { messages } from '../platform/messages.ts';
import {
  createSubRepairBody,
  filterSubRepairs,
  labourChargeSaveBlocked,
  pageOf,
  repairAmountAllowed,
  repairHoursAllowed,
  singleChoice,
  subRepairFilteredQuery,
  subRepairMatches,
  syncOutcome,
} from './master-repair.ts';
import type { SubRepair } from '../platform/lookups.ts';

const sub = (subrepid: string, stdamount: number, extra: Partial<SubRepair> = {}): SubRepair => ({
  wrkshpid: 'WS01',
  mainrepid: 'MR01',
  subrepid,
  subrepnam: `Repair ${subrepid}`,
  subrepnamar: `إصلاح ${subrepid}`,
  laborhors: 1,
  laborcost: 5,
  stdamount,
  version: 1,
  ...extra,
});

describe('unit: master repair rules', () => {
  it('blocks the labour charge save while saving, without a sub repair, or when New Cost is not > 0', () => {
    const ok = { saving: false, subrepid: 'SR1', newlaborcost: 12.5 };
    expect(labourChargeSaveBlocked(ok)).toBe(false);
    expect(labourChargeSaveBlocked({ ...ok, saving: true })).toBe(true);
    expect(labourChargeSaveBlocked({ ...ok, subrepid: undefined })).toBe(true);
    expect(labourChargeSaveBlocked({ ...ok, subrepid: '' })).toBe(true);
    expect(labourChargeSaveBlocked({ ...ok, newlaborcost: 0 })).toBe(true);
    expect(labourChargeSaveBlocked({ ...ok, newlaborcost: -1 })).toBe(true);
    expect(labourChargeSaveBlocked({ ...ok, newlaborcost: undefined })).toBe(true);
    expect(labourChargeSaveBlocked({ ...ok, newlaborcost: Number.NaN })).toBe(true);
    expect(labourChargeSaveBlocked({ ...ok, newlaborcost: 0.001 })).toBe(false);
  });

  it('preselects only a single choice', () => {
    expect(singleChoice([])).toBeUndefined();
    expect(singleChoice(['WS01'])).toBe('WS01');
    expect(singleChoice(['WS01', 'WS02'])).toBeUndefined();
  });

  it('accepts KWD amounts of 3 decimals and hours of 2 within their limits', () => {
    expect(repairAmountAllowed(0)).toBe(true);
    expect(repairAmountAllowed(12.345)).toBe(true);
    expect(repairAmountAllowed(12.3456)).toBe(false);
    expect(repairAmountAllowed(-0.001)).toBe(false);
    expect(repairAmountAllowed(1_000_000)).toBe(false);
    expect(repairHoursAllowed(2.25)).toBe(true);
    expect(repairHoursAllowed(2.255)).toBe(false);
    expect(repairHoursAllowed(1000)).toBe(false);
  });

  it('filters sub repairs by workshop, main repair, code, amount range and search text', () => {
    const rows = [
      sub('SR1', 10),
      sub('SR2', 20, { subrepnam: 'Brake pads' }),
      sub('SR3', 30, { mainrepid: 'MR02' }),
      sub('SR4', 40, { wrkshpid: 'WS02' }),
    ];
    const ids = (filter: Parameters<typeof filterSubRepairs>[1]) =>
      filterSubRepairs(rows, filter).map((r) => r.subrepid);
    expect(ids({})).toEqual(['SR1', 'SR2', 'SR3', 'SR4']);
    expect(ids({ workshopId: 'WS01' })).toEqual(['SR1', 'SR2', 'SR3']);
    expect(ids({ mainRepairId: 'MR02' })).toEqual(['SR3']);
    expect(ids({ subRepairId: 'SR2' })).toEqual(['SR2']);
    expect(ids({ minStdAmount: 20, maxStdAmount: 30 })).toEqual(['SR2', 'SR3']);
    expect(ids({ searchTerm: 'brake' })).toEqual(['SR2']);
    expect(subRepairMatches(rows[0]!, 'إصلاح')).toBe(true);
    expect(subRepairMatches(rows[0]!, '  ')).toBe(true);
  });

  it('pages by number', () => {
    const rows = [1, 2, 3, 4, 5];
    expect(pageOf(rows, 1, 2)).toEqual([1, 2]);
    expect(pageOf(rows, 3, 2)).toEqual([5]);
    expect(pageOf(rows, 4, 2)).toEqual([]);
  });

  it('defaults the filtered call to page 1 of 50 and refuses a reversed amount range', () => {
    expect(subRepairFilteredQuery.parse({})).toMatchObject({ pageSize: 50, pageNumber: 1 });
    expect(
      subRepairFilteredQuery.parse({ pageSize: '10', pageNumber: '3', workshopId: 'ws01' }),
    ).toMatchObject({
      pageSize: 10,
      pageNumber: 3,
      workshopId: 'WS01',
    });
    const reversed = subRepairFilteredQuery.safeParse({ minStdAmount: '9', maxStdAmount: '1' });
    expect(reversed.error?.issues[0]?.message).toBe(messages.repairAmountRange);
    expect(subRepairFilteredQuery.safeParse({ pageSize: '0' }).success).toBe(false);
  });

  it('words sub repair field problems from the catalogue', () => {
    const body = {
      wrkshpid: 'WS01',
      mainrepid: 'MR01',
      subrepid: 'SR1',
      subrepnam: 'x',
      laborhors: 1,
      laborcost: 1,
      stdamount: 1,
    };
    expect(createSubRepairBody.parse(body)).toMatchObject({ subrepnamar: '' });
    const problem = (changes: object) =>
      createSubRepairBody.safeParse({ ...body, ...changes }).error?.issues[0]?.message;
    expect(problem({ wrkshpid: '' })).toBe(messages.repairWorkshopRequired);
    expect(problem({ mainrepid: '' })).toBe(messages.repairMainRequired);
    expect(problem({ subrepid: 'a b' })).toBe(messages.repairCodeInvalid);
    expect(problem({ laborcost: 1.0001 })).toBe(messages.repairAmountInvalid);
    expect(problem({ laborhors: -1 })).toBe(messages.repairHoursInvalid);
  });

  it('tells a sync what to do with a record: create, update or leave it', () => {
    const fields = ['name', 'mobile'] as const;
    const source = { code: 'E1', name: 'A', mobile: '1' };
    expect(syncOutcome(source, undefined, fields)).toBe('created');
    expect(syncOutcome(source, { ...source }, fields)).toBe('unchanged');
    expect(syncOutcome(source, { ...source, mobile: '2' }, fields)).toBe('updated');
  });
});
