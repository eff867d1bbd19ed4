/**
 * Procurement documents for the cost sheet and purchase order tests. The cost sheet: two items, three
 * suppliers (V003 did not quote the brake pads); the oil filter at the lowest (a tie of V001 and V003,
 * V001 first in code order), the brake pads from V001, not the lowest, with its reason; approved by
 * MOI under a delegation (kptcapprover for moiapprover), waiting for KPTC. The purchase order: V001's
 * lines of that sheet, approved by KPTC, one filter received.
 */
import type {
  CostSheetDocument,
  CostSheetOffer,
  LpoDocument,
  PurchaseRequestDocument,
  PurchaseRequestMaster,
} from '@fleet/shared/procurement/procurement';
import type { ComparisonLine } from '../../web/src/modules/procurement/cost-sheet/comparison.ts';
import { approvalRecord, approvalState, levelApproval } from '../support/approvals.ts';

const offer = (vendcode: string, vendname: string, unitprice: number, qty: number): CostSheetOffer => ({
  vendcode,
  vendname,
  quotno: `PQT-2026-${vendcode}`,
  unitprice,
  value: Math.round(unitprice * qty * 1000) / 1000,
  deliverydays: 7,
});

export const comparisonFixture: ComparisonLine[] = [
  {
    serlnumb: 2,
    sparepart: 'BRK-2001',
    sparenam: 'Brake pads',
    spareuom: 'SET',
    qty: 1,
    offers: [
      offer('V002', 'Al-Rai Spare Parts Est.', 18.5, 1),
      offer('V001', 'Gulf Auto Parts Co.', 19.25, 1),
    ],
  },
  {
    serlnumb: 1,
    sparepart: 'FLT-1001',
    sparenam: 'Oil filter',
    spareuom: 'PCS',
    qty: 3,
    offers: [
      offer('V001', 'Gulf Auto Parts Co.', 2.5, 3),
      offer('V002', 'Al-Rai Spare Parts Est.', 2.75, 3),
      offer('V003', 'Shuwaikh Tyre Centre', 2.5, 3),
    ],
  },
];

const line = (source: ComparisonLine, vendcode: string, reason: string) => {
  const chosen = source.offers.find((entry) => entry.vendcode === vendcode)!;
  const lowest = Math.min(...source.offers.map((entry) => entry.unitprice));
  return {
    ...source,
    vendcode,
    vendname: chosen.vendname,
    quotno: chosen.quotno,
    unitprice: chosen.unitprice,
    value: chosen.value,
    lowest: chosen.unitprice <= lowest,
    reason,
  };
};

export const costSheetFixture: CostSheetDocument = {
  master: {
    docnumbr: 'CST-2026-00007',
    docdate: '2026-11-24',
    doctime: '10:00:00',
    purreqno: 'PRQ-2026-00012',
    prdoctype: 'PRQ',
    jobordno: '',
    vehicleno: '',
    garage: '',
    garagnam: '',
    storecode: 'MAIN',
    storenam: 'Main Store',
    remarks: 'Monthly filters',
    totalval: 26.75,
    lowestval: 26.0,
    suppliers: ['V001', 'V002'],
    status: 1245,
    approval: approvalState({
      state: 'pending',
      amount: 26.75,
      requester: 'storekeeper',
      submittedAt: '2026-11-24T07:00:00.000Z',
      decisions: { MOI: levelApproval('kptcapprover', '2026-11-24T08:00:00.000Z', 26.75, 'moiapprover') },
      waitingSince: { KPTC: '2026-11-24T08:00:00.000Z' },
    }),
    lpos: [],
    cretuser: 'storekeeper',
    version: 2,
  },
  lines: [
    line(comparisonFixture[1]!, 'V001', ''),
    line(comparisonFixture[0]!, 'V001', 'Genuine parts, faster delivery'),
  ],
  approvals: [
    approvalRecord({
      docType: 'CST',
      docnumbr: 'CST-2026-00007',
      level: 'MOI',
      user: 'kptcapprover',
      userName: { en: 'Fahad Al-Mutairi', ar: 'فهد المطيري' },
      onBehalfOf: 'moiapprover',
      onBehalfOfName: { en: 'Saad Al-Otaibi', ar: 'سعد العتيبي' },
      at: '2026-11-24T08:00:00.000Z',
      amount: 26.75,
      remarks: 'Fine',
    }),
  ],
};

export const lpoFixture: LpoDocument = {
  master: {
    docnumbr: 'LPO-2026-00003',
    docdate: '2026-11-25',
    doctime: '09:00:00',
    costshtno: 'CST-2026-00007',
    purreqno: 'PRQ-2026-00012',
    jobordno: '',
    vehicleno: '',
    garage: '',
    garagnam: '',
    vendcode: 'V001',
    vendname: 'Gulf Auto Parts Co.',
    quotno: 'PQT-2026-V001',
    storecode: 'MAIN',
    storenam: 'المخزن الرئيسي',
    deliverydate: '2026-12-02',
    remarks: 'Deliver in the morning',
    totalval: 26.75,
    status: 1248,
    approval: approvalState({
      state: 'approved',
      amount: 26.75,
      requester: 'inspector',
      submittedAt: '2026-11-25T06:00:00.000Z',
      decisions: { KPTC: levelApproval('kptcapprover', '2026-11-25T07:30:00.000Z', 26.75) },
    }),
    received: { '1': 1 },
    inspections: ['PIN-2026-00001'],
    cretuser: 'inspector',
    version: 2,
  },
  lines: [
    {
      serlnumb: 2,
      sparepart: 'BRK-2001',
      sparenam: 'Brake pads',
      spareuom: 'SET',
      sparecat: 'BRAKES',
      qty: 1,
      unitprice: 19.25,
      value: 19.25,
      receivedqty: 0,
      openqty: 1,
    },
    {
      serlnumb: 1,
      sparepart: 'FLT-1001',
      sparenam: 'Oil filter',
      spareuom: 'PCS',
      sparecat: 'FILTERS',
      qty: 3,
      unitprice: 2.5,
      value: 7.5,
      receivedqty: 1,
      openqty: 2,
    },
  ],
  approvals: [
    approvalRecord({
      docType: 'LPO',
      docnumbr: 'LPO-2026-00003',
      level: 'KPTC',
      user: 'kptcapprover',
      userName: { en: 'Fahad Al-Mutairi', ar: 'فهد المطيري' },
      at: '2026-11-25T07:30:00.000Z',
      amount: 26.75,
    }),
  ],
};

/** The garage's approval of PRJ-2026-00007, taken at `at` by the deputy (Hamad Al-Deputy) for garageapprover. */
export const deputyGarageApproval = (at: string, amount: number, remarks: string) =>
  approvalRecord({
    docType: 'PRJ',
    docnumbr: 'PRJ-2026-00007',
    level: 'GARAGE',
    user: 'deputy',
    userName: { en: 'Hamad Al-Deputy', ar: 'حمد النائب' },
    onBehalfOf: 'garageapprover',
    at,
    amount,
    remarks,
  });

/**
 * A job order purchase request (PRJ-2026-00007 of JO-2026-00031) the storekeeper raised on `master.docdate`
 * at 09:30 Kuwait time, waiting for MOI since `moiSince`, its amount the request's total.
 */
export const purchaseRequestFixture = (
  master: Pick<
    PurchaseRequestMaster,
    'docdate' | 'garagnam' | 'storenam' | 'requstno' | 'remarks' | 'totalval'
  >,
  moiSince: string,
  lines: object[],
  approvals: object[],
) =>
  ({
    master: {
      docnumbr: 'PRJ-2026-00007',
      doctype: 'PRJ',
      doctime: '09:30:00',
      withjo: 'Y',
      jobordno: 'JO-2026-00031',
      vehicleno: '74/37492',
      vehmaknam: 'Toyota',
      garage: 'G01',
      storecode: 'MAIN',
      totalqty: 5,
      status: 1242,
      ...master,
      approval: approvalState({
        state: 'pending',
        amount: master.totalval,
        requester: 'storekeeper',
        submittedAt: `${master.docdate}T06:30:00.000Z`,
        waitingSince: { MOI: moiSince },
      }),
      quotations: [],
      costshtno: '',
      lpos: [],
      cretuser: 'storekeeper',
      version: 2,
    },
    lines,
    approvals,
  }) as unknown as PurchaseRequestDocument;
