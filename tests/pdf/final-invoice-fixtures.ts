/** A final invoice and its 3-in-1 for the PDF tests: parts less a return, outside work, MOI's approval. */
import type { FinalInvoiceMaster, ThreeInOneMaster } from '@fleet/shared/accounts/accounts';

const party = {
  jobordno: 'JO-2026-00010',
  joborddat: '2026-11-01',
  vehicleno: '12345',
  vehmaknam: 'Toyota',
  companynm: 'Ministry of Interior',
  custname: '',
  garage: 'G01',
  garagnam: 'كراج الشويخ',
};
const lines: ThreeInOneMaster['lines'] = [
  {
    serlnumb: 1,
    kind: 'LABOUR',
    ref: 'SR010102',
    refdate: '2026-11-10',
    description: 'Engine / Overhaul',
    value: 60,
  },
  { serlnumb: 2, kind: 'PARTS', ref: 'SIV-2026-00001', refdate: '2026-11-11', description: 'SIV', value: 20 },
  { serlnumb: 3, kind: 'PARTS', ref: 'SRN-2026-00001', refdate: '2026-11-12', description: 'SRN', value: -5 },
  {
    serlnumb: 4,
    kind: 'OUTSIDE',
    ref: 'MI-2026-00004',
    refdate: '2026-11-13',
    description: 'Gulf Parts',
    value: 6.75,
  },
];
const totals = { labourval: 60, partsval: 15, outsideval: 6.75, pettyval: 0, totalval: 81.75 };

export const threeInOne: ThreeInOneMaster = {
  ...party,
  ...totals,
  docnumbr: 'TIO-2026-00001',
  docdate: '2026-11-20',
  doctime: '10:00:00',
  remarks: '',
  lines,
  approval: {
    round: 1,
    state: 'approved',
    amount: 81.75,
    requester: 'accountant',
    submittedAt: '2026-11-20T07:00:00.000Z',
    decisions: {
      MOI: {
        decision: 'A',
        user: 'moiapprover',
        at: '2026-11-21T08:00:00.000Z',
        amount: 81.75,
        remarks: 'ok',
      },
    },
    waitingSince: {},
    lines: {},
  },
  cretuser: 'accountant',
  version: 2,
};
export const approvals = [
  {
    docType: 'TIO',
    docnumbr: 'TIO-2026-00001',
    level: 'MOI' as const,
    round: 1,
    decision: 'A' as const,
    user: 'moiapprover',
    userName: { en: 'Saad Al-Otaibi', ar: 'سعد العتيبي' },
    at: '2026-11-21T08:00:00.000Z',
    amount: 81.75,
    remarks: 'ok',
  },
];
export const finalInvoice: FinalInvoiceMaster = {
  ...party,
  ...totals,
  docnumbr: 'FIN-2026-00001',
  docdate: '2026-11-22',
  doctime: '09:00:00',
  threeinone: 'TIO-2026-00001',
  remarks: 'Issued',
  lines,
  state: 'pending',
  cretuser: 'accountant',
  version: 1,
};
