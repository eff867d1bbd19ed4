import { describe, expect, it } from 'vitest';
import type { WarrantyCandidate } from '@fleet/shared/garage/warranty';
import {
  emptyWarranty,
  keptRepairs,
  presetFromState,
  repairNames,
  toWarrantyRequest,
  warrantyErrors,
} from './warrantyForm.ts';

describe('unit: warranty form', () => {
  it('asks for the job order, the earlier job order and a repair', () => {
    expect(warrantyErrors(emptyWarranty())).toEqual({
      jobordno: 'errors:inspectionJobOrderRequired',
      prevjobordno: 'errors:warrantyEarlierRequired',
      subrepids: 'errors:warrantySubRepairRequired',
    });
  });

  it('sends an existing claim with its number and version, trimmed', () => {
    const request = toWarrantyRequest({
      ...emptyWarranty(),
      jobordno: 'JO-2',
      prevjobordno: 'JO-1',
      subrepids: ['SR1'],
      complaint: ' noise ',
      docnumbr: 'WC-2026-00001',
      version: 2,
    });
    expect(request).toMatchObject({ complaint: 'noise', docnumbr: 'WC-2026-00001', version: 2 });
    expect(toWarrantyRequest(emptyWarranty())).not.toHaveProperty('docnumbr');
  });

  it('reads an offer from the navigation state and keeps only offered repairs', () => {
    expect(presetFromState({ jobOrderId: 'JO-2', prevjobordno: 'JO-1', subrepids: ['A', 3] })).toEqual({
      jobOrderId: 'JO-2',
      prevjobordno: 'JO-1',
      subrepids: ['A'],
    });
    expect(presetFromState(null)).toEqual({});
    const candidate = { repairs: [{ subrepid: 'A' }] } as unknown as WarrantyCandidate;
    expect(keptRepairs(['A', 'B'], candidate)).toEqual(['A']);
    expect(keptRepairs(['A'], undefined)).toEqual([]);
  });

  it("names a repair in the reader's language, in English when it has no Arabic name (issue 24)", () => {
    const repair = {
      subrepid: 'SR1',
      subrepnam: 'Gasket',
      subrepnamar: 'جوان',
      wrkshpnam: 'Mechanical',
      wrkshpnamar: '',
    };

    expect(repairNames(repair, true)).toEqual({ subrepnam: 'جوان', wrkshpnam: 'Mechanical' });
    expect(repairNames(repair, false)).toEqual({ subrepnam: 'Gasket', wrkshpnam: 'Mechanical' });
    expect(repairNames({ ...repair, subrepnam: '', subrepnamar: '' }, true).subrepnam).toBe('SR1');
  });
});
