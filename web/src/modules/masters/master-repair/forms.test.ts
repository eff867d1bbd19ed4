import { describe, expect, it } from 'vitest';
import {
  emptyLabourCharge,
  labourChargeBody,
  labourSaveBlocked,
  preselect,
  subRepairDocId,
  subRepairBodies,
  subRepairKeyOf,
  subRepairListPage,
  subRepairPageQuery,
  emptySubRepair,
  withMainRepair,
  withWorkshop,
} from './forms.ts';
import { engineOverhaul } from '../../../../../tests/support/sub-repairs.ts';

const sub = engineOverhaul(3);

describe('unit: master repair forms', () => {
  it('runs the labour charge cascade: a new workshop or main repair starts the choices below over', () => {
    const chosen = { wrkshpid: 'WS01', mainrepid: 'MR0101', subrepid: 'SR010101', newlaborcost: '5' };
    expect(withWorkshop(chosen, 'WS02')).toEqual({
      wrkshpid: 'WS02',
      mainrepid: '',
      subrepid: '',
      newlaborcost: '5',
    });
    expect(withMainRepair(chosen, 'MR0102')).toEqual({ ...chosen, mainrepid: 'MR0102', subrepid: '' });
  });

  it('preselects the only workshop or main repair, and nothing when one is chosen or several exist', () => {
    const id = (row: { id: string }) => row.id;
    expect(preselect('', [{ id: 'WS01' }], id)).toBe('WS01');
    expect(preselect('', [{ id: 'WS01' }, { id: 'WS02' }], id)).toBeUndefined();
    expect(preselect('', [], id)).toBeUndefined();
    expect(preselect('WS01', [{ id: 'WS01' }], id)).toBeUndefined();
  });

  it('blocks the save without a sub repair or a New Cost above 0, and while saving', () => {
    const values = { ...emptyLabourCharge(), wrkshpid: 'WS01', mainrepid: 'MR0101', subrepid: 'SR010101' };
    expect(labourSaveBlocked({ ...values, newlaborcost: '12,5' }, false)).toBe(false);
    expect(labourSaveBlocked({ ...values, newlaborcost: '12.5' }, true)).toBe(true);
    expect(labourSaveBlocked({ ...values, newlaborcost: '0' }, false)).toBe(true);
    expect(labourSaveBlocked({ ...values, newlaborcost: '' }, false)).toBe(true);
    expect(labourSaveBlocked({ ...values, newlaborcost: 'abc' }, false)).toBe(true);
    expect(labourSaveBlocked({ ...values, subrepid: '', newlaborcost: '5' }, false)).toBe(true);
  });

  it('sends the chosen sub repair with its version and the new cost', () => {
    expect(labourChargeBody({ ...emptyLabourCharge(), newlaborcost: '190.5' }, sub)).toEqual({
      wrkshpid: 'WS01',
      mainrepid: 'MR0101',
      subrepid: 'SR010101',
      subrepnam: 'Engine overhaul',
      laborhors: 24,
      laborcost: 180,
      newlaborcost: 190.5,
      version: 3,
    });
    expect(labourChargeBody({ ...emptyLabourCharge(), newlaborcost: ' 7,25 ' }, sub).newlaborcost).toBe(7.25);
  });

  it('names sub repairs in the URL and reads them back', () => {
    expect(subRepairKeyOf(subRepairDocId(sub))).toEqual({
      wrkshpid: 'WS01',
      mainrepid: 'MR0101',
      subrepid: 'SR010101',
    });
    expect(subRepairKeyOf('WS01|MR0101')).toBeUndefined();
  });

  it('pages the filtered sub repairs by number through the list cursor', () => {
    expect(subRepairPageQuery({ limit: 50 })).toEqual({ pageSize: 50, pageNumber: 1 });
    expect(subRepairPageQuery({ limit: 10, cursor: '3' })).toEqual({ pageSize: 10, pageNumber: 3 });
    expect(subRepairListPage({ items: [], totalCount: 25, pageNumber: 2, pageSize: 10 })).toEqual({
      items: [],
      totalCount: 25,
      cursor: '3',
    });
    expect(subRepairListPage({ items: [], totalCount: 25, pageNumber: 3, pageSize: 10 })).toEqual({
      items: [],
      totalCount: 25,
    });
  });

  it('words the sub repair form errors from the catalogue', () => {
    const errors = subRepairBodies.errors({ ...emptySubRepair(), laborcost: '1.2345' }, false);
    expect(errors).toMatchObject({
      wrkshpid: 'errors:repairWorkshopRequired',
      mainrepid: 'errors:repairMainRequired',
      subrepnam: 'errors:masterNameRequired',
      laborcost: 'errors:repairAmountInvalid',
    });
  });
});
