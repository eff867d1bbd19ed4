import { describe, expect, it } from 'vitest';
import type { LpoDocument, LpoMaster } from '@fleet/shared/procurement/procurement';
import {
  inspectionTotals,
  lineProblems,
  linesFromLpo,
  toInspectionBody,
  typeQuantity,
} from './inspectionForm.ts';

const line = (serlnumb: number, qty: number, receivedqty: number) => ({
  serlnumb,
  sparepart: `P-${serlnumb}`,
  sparenam: `Part ${serlnumb}`,
  spareuom: 'PCS',
  sparecat: 'GEN',
  qty,
  unitprice: 2.5,
  value: qty * 2.5,
  receivedqty,
  openqty: qty - receivedqty,
});

const lpo: LpoDocument = {
  master: { docnumbr: 'LPO-2026-00001' } as LpoMaster,
  // Line 2 arrived in part before, line 3 in full.
  lines: [line(3, 2, 2), line(1, 4, 0), line(2, 6, 2)],
  approvals: [],
};

describe('unit: item inspection lines', () => {
  it('starts each line received and accepted at what is still open on the order', () => {
    const lines = linesFromLpo(lpo);

    expect(
      lines.map((entry) => [entry.serlnumb, entry.receivedqty, entry.acceptedqty, entry.rejectedqty]),
    ).toEqual([
      [1, '4', '4', ''],
      [2, '4', '4', ''],
      // Nothing open: nothing to receive (the line is disabled).
      [3, '', '', ''],
    ]);
    expect(lineProblems(lines)).toEqual({});
    expect(inspectionTotals(lines)).toMatchObject({ received: 8, accepted: 8, rejected: 0, value: 20 });
    expect(toInspectionBody({ lpono: 'LPO-2026-00001', remarks: '', lines }).lines).toEqual([
      { serlnumb: 1, receivedqty: 4, acceptedqty: 4, rejectedqty: 0, remarks: '' },
      { serlnumb: 2, receivedqty: 4, acceptedqty: 4, rejectedqty: 0, remarks: '' },
    ]);
  });

  it('keeps the defaults adding up when the store keeper lowers or rejects', () => {
    const [first] = linesFromLpo(lpo);
    const lowered = typeQuantity(first!, 'receivedqty', '3');
    expect([lowered.receivedqty, lowered.acceptedqty, lowered.rejectedqty]).toEqual(['3', '3', '']);
    const rejected = typeQuantity(lowered, 'rejectedqty', '1');
    expect([rejected.receivedqty, rejected.acceptedqty, rejected.rejectedqty]).toEqual(['3', '2', '1']);
  });
});
