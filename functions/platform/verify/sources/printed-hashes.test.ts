/**
 * The hashes printed copies carry, pinned for every document type a verification source serves besides
 * the estimation (estimation.test.ts): a QR code printed before a refactor must still verify after it.
 * Each document is fixed, answered by its store and read through its registered source, so a pin covers
 * the loader, the order of its lines and the approval part. When a pin fails, every copy of that type
 * printed so far stops verifying: bring the content back rather than re-pin. The field list shows what
 * the hash covers (a field left undefined is left out, as the hash leaves it out).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CostLine, FinalInvoiceMaster, ThreeInOneMaster } from '@fleet/shared/accounts/accounts';
import type { CreditInvoiceLine, CreditInvoiceMaster } from '@fleet/shared/accounts/credit-invoice';
import type { ApprovalState, LevelDecision } from '@fleet/shared/engines/approvals';
import type {
  CostSheetLine,
  CostSheetMaster,
  LpoLine,
  LpoMaster,
  PurchaseRequestLine,
  PurchaseRequestMaster,
} from '@fleet/shared/procurement/procurement';
import type { JobOrderPrint } from '@fleet/shared/reception/kptc-job-orders';
import { finalInvoices, threeInOnes } from '../../../accounts/invoices/documents.ts';
import { creditInvoices } from '../../../engines/document-stores.ts';
import { costSheets, lpos, purchaseRequests } from '../../../procurement/common.ts';
import { jobOrderPrintOf } from '../../../reception/job-orders/manage.ts';
import { contentHash } from '../hash.ts';
import { verificationDoctypes, verificationSource } from '../sources.ts';
import './index.ts';

// The job order print reads the header, history and inspections from the table: answered here instead.
vi.mock('../../../reception/job-orders/manage.ts', () => ({ jobOrderPrintOf: vi.fn() }));

afterEach(() => {
  vi.restoreAllMocks();
});

/** What a store's `get` answers; a source reads nothing else. */
function answers<T>(
  store: { get: (project: string, docnumbr: string) => Promise<T | undefined> },
  document: T,
) {
  vi.spyOn(store, 'get').mockImplementation(async () => document);
}

/** Every path the hashed content holds a value at (`lines[].qty`), sorted. */
function pathsOf(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) {
    const inner = value.flatMap((item: unknown) => pathsOf(item, `${path}[]`));
    return [...new Set(inner.length ? inner : [`${path}[]`])].sort();
  }
  if (value !== null && typeof value === 'object')
    return Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .flatMap(([key, item]) => pathsOf(item, path ? `${path}.${key}` : key))
      .sort();
  return [path];
}

/** The hashed fields, the document's own first, then those of each list (`lines[]: qty serlnumb`). */
function fieldsOf(content: unknown): string[] {
  const groups = new Map<string, string[]>([['', []]]);
  for (const path of pathsOf(content)) {
    const at = path.lastIndexOf('.');
    const group = at < 0 ? '' : path.slice(0, at);
    groups.set(group, [...(groups.get(group) ?? []), path.slice(at + 1)]);
  }
  return [...groups].map(([group, fields]) => (group ? `${group}: ` : '') + fields.join(' '));
}

/** The hash and field list of a document as its registered source reads it now. */
async function printed(doctype: string, docnumbr: string) {
  const source = await verificationSource(doctype)?.('P1', docnumbr);
  if (!source) throw new Error(`No ${doctype} source answered ${docnumbr}`);
  return { hash: contentHash(source.content), fields: fieldsOf(source.content) };
}

const decided = (user: string, at: string, more: Partial<LevelDecision> = {}): LevelDecision => ({
  decision: 'A',
  user,
  at,
  amount: 215.5,
  remarks: '',
  ...more,
});

/**
 * An approved second round: the decisions stored out of the chain's order (the hash keeps the chain's),
 * some under a delegation, and line decisions on two levels (a rejection wins).
 */
function approvedBy(decisions: ApprovalState['decisions']): ApprovalState {
  return {
    round: 2,
    state: 'approved',
    amount: 215.5,
    requester: 'storekeeper',
    submittedAt: '2026-11-21T06:00:00.000Z',
    decisions,
    waitingSince: {},
    lines: {
      GARAGE: { '1': { aprstatus: 'A', remarks: '' }, '2': { aprstatus: 'R', remarks: 'Not needed' } },
      KPTC: { '1': { aprstatus: 'A', remarks: '' }, '2': { aprstatus: 'A', remarks: '' } },
    },
  };
}

const chainApproved = approvedBy({
  KPTC: decided('delegate3', '2026-11-21T09:00:00.000Z', { onBehalfOf: 'kptcapprover' }),
  GARAGE: decided('garageapprover', '2026-11-21T07:00:00.000Z', { remarks: 'Urgent' }),
  MOI: decided('delegate1', '2026-11-21T08:00:00.000Z', { onBehalfOf: 'moiapprover', remarks: 'OK' }),
});

const jobOrder = {
  jobordno: 'JO-2026-00031',
  joborddat: '2026-11-19',
  vehicleno: '74/37492',
  vehmaknam: 'Toyota',
  garage: 'G01',
  garagnam: 'Garage One',
};

const part = (serlnumb: number, sparepart: string, qty: number, unitprice: number) => ({
  serlnumb,
  sparepart,
  sparenam: `${sparepart} name`,
  spareuom: 'PCS',
  qty,
  unitprice,
  value: qty * unitprice,
});

// Stored lines come back in key order, not always by serial: the second line first.
const parts = [part(2, 'FILTER-01', 1, 190.5), part(1, 'OIL-5W30', 2, 12.5)];

function purchaseRequest(doctype: 'PRQ' | 'PRJ', approval?: ApprovalState) {
  const master: PurchaseRequestMaster = {
    ...jobOrder,
    docnumbr: `${doctype}-2026-00004`,
    doctype,
    docdate: '2026-11-20',
    doctime: '10:00',
    withjo: doctype === 'PRJ' ? 'Y' : 'N',
    storecode: 'S01',
    storenam: 'Main store',
    requstno: 'REQ-77',
    remarks: 'For the engine',
    totalqty: 3,
    totalval: 215.5,
    status: 1243,
    ...(approval ? { approval } : {}),
    quotations: [],
    costshtno: '',
    lpos: [],
    cretuser: 'storekeeper',
    version: 3,
  };
  const lines = parts.map((line): PurchaseRequestLine => ({ ...line, sparecat: 'ENG', remarks: '' }));
  return { master, lines };
}

function costSheet(approval?: ApprovalState) {
  const master: CostSheetMaster = {
    ...jobOrder,
    docnumbr: 'CST-2026-00002',
    docdate: '2026-11-22',
    doctime: '11:00',
    purreqno: 'PRJ-2026-00004',
    prdoctype: 'PRJ',
    storecode: 'S01',
    storenam: 'Main store',
    remarks: 'Two suppliers',
    totalval: 215.5,
    lowestval: 205.5,
    suppliers: ['V01', 'V02'],
    status: 1408,
    ...(approval ? { approval } : {}),
    lpos: [],
    cretuser: 'buyer',
    version: 4,
  };
  const offer = (vendcode: string, quotno: string, unitprice: number, qty: number) => ({
    vendcode,
    vendname: `Supplier ${vendcode}`,
    quotno,
    unitprice,
    value: qty * unitprice,
    deliverydays: 3,
  });
  const lines = parts.map(({ serlnumb, sparepart, sparenam, spareuom, qty }): CostSheetLine => {
    const offers = [offer('V01', 'Q-1', 12.5 * serlnumb, qty), offer('V02', 'Q-2', 10 * serlnumb, qty)];
    // The second line takes the dearer offer, with its reason.
    const chosen = serlnumb === 2 ? offers[0]! : offers[1]!;
    return {
      serlnumb,
      sparepart,
      sparenam,
      spareuom,
      qty,
      offers,
      vendcode: chosen.vendcode,
      vendname: chosen.vendname,
      quotno: chosen.quotno,
      unitprice: chosen.unitprice,
      value: chosen.value,
      lowest: serlnumb !== 2,
      reason: serlnumb === 2 ? 'Faster delivery' : '',
    };
  });
  return { master, lines };
}

function lpo(approval?: ApprovalState) {
  const master: LpoMaster = {
    ...jobOrder,
    docnumbr: 'LPO-2026-00009',
    docdate: '2026-11-23',
    doctime: '12:00',
    costshtno: 'CST-2026-00002',
    purreqno: 'PRJ-2026-00004',
    vendcode: 'V01',
    vendname: 'Supplier V01',
    quotno: 'Q-1',
    storecode: 'S01',
    storenam: 'Main store',
    deliverydate: '2026-11-26',
    remarks: 'Deliver to the garage',
    totalval: 215.5,
    status: 1410,
    ...(approval ? { approval } : {}),
    received: {},
    inspections: [],
    cretuser: 'buyer',
    version: 2,
  };
  const lines = parts.map((line): LpoLine => ({ ...line, sparecat: 'ENG' }));
  return { master, lines };
}

const party = { ...jobOrder, companynm: 'Ministry of Interior', custname: 'Fleet department' };

const costLines: CostLine[] = [
  { serlnumb: 1, kind: 'LABOUR', ref: 'SR-01', refdate: '2026-11-20', description: 'Engine', value: 100 },
  { serlnumb: 2, kind: 'PARTS', ref: 'GIV-2026-00012', refdate: '2026-11-21', description: 'GIV', value: 25 },
  { serlnumb: 3, kind: 'OUTSIDE', ref: 'INV-9', refdate: '2026-11-22', description: 'Lathe', value: 60 },
  {
    serlnumb: 4,
    kind: 'PETTY',
    ref: 'PCH-2026-00003',
    refdate: '2026-11-22',
    description: 'Taxi',
    value: 5.5,
  },
];

const costTotals = { labourval: 100, partsval: 25, outsideval: 60, pettyval: 5.5, totalval: 190.5 };

function threeInOne(approval?: ApprovalState): { master: ThreeInOneMaster; lines: never[] } {
  return {
    master: {
      ...party,
      ...costTotals,
      docnumbr: 'TIO-2026-00005',
      docdate: '2026-11-24',
      doctime: '09:00',
      remarks: 'Delivered',
      lines: costLines,
      fininvno: 'FIN-2026-00005',
      ...(approval ? { approval } : {}),
      cretuser: 'accountant',
      version: 3,
    },
    lines: [],
  };
}

const finalInvoice: { master: FinalInvoiceMaster; lines: never[] } = {
  master: {
    ...party,
    ...costTotals,
    docnumbr: 'FIN-2026-00005',
    docdate: '2026-11-25',
    doctime: '09:30',
    threeinone: 'TIO-2026-00005',
    remarks: 'Issued',
    lines: costLines,
    state: 'pending',
    cretuser: 'accountant',
    version: 1,
  },
  lines: [],
};

function creditInvoice(approval?: ApprovalState) {
  const master: CreditInvoiceMaster = {
    ...jobOrder,
    docnumbr: 'CRN-2026-00001',
    docdate: '2026-11-27',
    doctime: '13:00',
    pivno: 'PIN-2026-00008',
    suppinvno: 'SI-4411',
    suppinvdate: '2026-11-24',
    lpono: 'LPO-2026-00009',
    vendcode: 'V01',
    vendname: 'Supplier V01',
    crednoteno: 'CN-12',
    crednotedate: '2026-11-26',
    reason: 'return',
    remarks: 'One filter returned',
    totalqty: 2,
    totalval: 203,
    ...(approval ? { approval } : {}),
    cretuser: 'accountant',
    version: 2,
  };
  const lines = parts.map(
    ({ serlnumb, sparepart, sparenam, spareuom, qty, unitprice, value }): CreditInvoiceLine => ({
      serlnumb,
      sparepart,
      sparenam,
      spareuom,
      invqty: qty,
      unitprice,
      invvalue: value,
      creditedqty: 0,
      creditedval: 0,
      qty: 1,
      value: unitprice,
    }),
  );
  return { master, lines };
}

/** A single-level approval (the 3-in-1's MOI, the credit invoice's KPTC) under a delegation. */
const singleApproved = (level: 'MOI' | 'KPTC') =>
  approvedBy({
    [level]: decided('delegate2', '2026-11-28T08:00:00.000Z', { onBehalfOf: 'approver2', remarks: 'Agreed' }),
  });

const jobOrderPrint: JobOrderPrint = {
  header: {
    ...party,
    vehmakid: 'TOY',
    compcode: 'MOI',
    statuscde: 1216,
    statusname: 'Estimation approved',
    statusnamear: 'تم اعتماد التقدير',
    kind: 'KPTC',
    state: 'open',
    version: 7,
    statusAt: '2026-11-20T08:00:00.000Z',
    moijobord: 'MOI-5512',
    mobileno: '55501234',
    kilometer: 120500,
    remarks: 'Engine knocking',
  },
  history: [
    {
      jobordno: jobOrder.jobordno,
      at: '2026-11-20T08:00:00.000Z',
      fromStatus: 1235,
      toStatus: 1216,
      statusName: 'Estimation approved',
      statusNameAr: 'تم اعتماد التقدير',
      action: 'approve',
      user: 'moiapprover',
      remarks: 'OK',
      eventId: 'e-2',
    },
    {
      jobordno: jobOrder.jobordno,
      at: '2026-11-19T07:00:00.000Z',
      fromStatus: null,
      toStatus: 1201,
      statusName: 'Job order created',
      statusNameAr: 'تم إنشاء أمر العمل',
      action: 'create',
      user: 'reception',
      remarks: '',
      eventId: 'e-1',
    },
  ],
  inspections: [
    {
      docnumbr: 'KIN-2026-00002',
      inspdate: '2026-11-19',
      moijobord: 'MOI-5512',
      jobordno: jobOrder.jobordno,
      remarks: '',
      joborddat: jobOrder.joborddat,
      vehicleno: jobOrder.vehicleno,
      garagnam: jobOrder.garagnam,
      findings: [
        { checkheader: 'ENG', checkid: 'E1', finding: 'Oil leak', result: 'repair' },
        { checkheader: 'BRK', checkid: 'B1', finding: 'Pads fine', result: 'ok' },
      ],
      cretuser: 'inspector',
      timstamp: '2026-11-19T09:00:00.000Z',
      version: 1,
    },
  ],
};

const chainDecision = 'approvals[]: amount at decision level onBehalfOf remarks user';
const singleDecision = 'approvals[]: at decision level onBehalfOf remarks user';
const costLineFields = 'lines[]: kind ref serlnumb value';

interface ApprovablePin {
  doctype: string;
  docnumbr: string;
  /** Has the store answer the document with the approval, or as a draft without one. */
  answer: (approval?: ApprovalState) => void;
  approval: ApprovalState;
  hash: string;
  draftHash: string;
  fields: string[];
}

const purchaseRequestPin = (doctype: 'PRQ' | 'PRJ', hash: string, draftHash: string): ApprovablePin => ({
  doctype,
  docnumbr: `${doctype}-2026-00004`,
  answer: (approval) => answers(purchaseRequests[doctype], purchaseRequest(doctype, approval)),
  approval: chainApproved,
  hash,
  draftHash,
  fields: [
    'docdate docnumbr doctype jobordno remarks requstno round state storecode totalval vehicleno',
    chainDecision,
    'lines[]: aprstatus qty serlnumb sparenam sparepart unitprice value',
  ],
});

/** The approvable documents: each pinned approved (with its fields) and as a draft before any submission. */
const approvable: ApprovablePin[] = [
  purchaseRequestPin('PRQ', 'b1d9e5733e828ca4', '1c4d03139d4f1ca0'),
  purchaseRequestPin('PRJ', '34bbc87e439a20f5', '5fd08ac230d8a3d9'),
  {
    doctype: 'CST',
    docnumbr: 'CST-2026-00002',
    answer: (approval) => answers(costSheets, costSheet(approval)),
    approval: chainApproved,
    hash: '33749d54c3b72d09',
    draftHash: 'f6af7343bc6866df',
    fields: [
      'docdate docnumbr doctype jobordno lowestval purreqno remarks round state totalval',
      chainDecision,
      'lines[].offers[]: quotno unitprice vendcode',
      'lines[]: qty reason serlnumb sparepart unitprice value vendcode',
    ],
  },
  {
    doctype: 'LPO',
    docnumbr: 'LPO-2026-00009',
    answer: (approval) => answers(lpos, lpo(approval)),
    approval: chainApproved,
    hash: 'c623078be6c04683',
    draftHash: 'f5c5b013c2d2109a',
    fields: [
      'costshtno deliverydate docdate docnumbr doctype remarks round state storecode totalval vendcode',
      chainDecision,
      'lines[]: qty serlnumb sparepart unitprice value',
    ],
  },
  {
    doctype: 'TIO',
    docnumbr: 'TIO-2026-00005',
    answer: (approval) => answers(threeInOnes, threeInOne(approval)),
    approval: singleApproved('MOI'),
    hash: '4fbcc7f173a0ea74',
    draftHash: '2e0a53958b558028',
    fields: [
      'docdate docnumbr doctype jobordno labourval outsideval partsval pettyval round state totalval vehicleno',
      singleDecision,
      costLineFields,
    ],
  },
  {
    doctype: 'CRN',
    docnumbr: 'CRN-2026-00001',
    answer: (approval) => answers(creditInvoices, creditInvoice(approval)),
    approval: singleApproved('KPTC'),
    hash: '3023ecb61825160a',
    draftHash: '20d217bc21ee2315',
    fields: [
      'crednotedate crednoteno docdate docnumbr doctype pivno reason remarks round state suppinvno totalqty totalval vendcode',
      singleDecision,
      'lines[]: invqty invvalue qty serlnumb sparepart unitprice value',
    ],
  },
];

describe('unit: the hashes printed copies carry', () => {
  it.each(approvable)(
    'keeps the $doctype hash, approved and as a draft',
    async ({ doctype, docnumbr, answer, approval, hash, draftHash, fields }) => {
      answer(approval);
      expect(await printed(doctype, docnumbr)).toEqual({ hash, fields });

      answer();
      expect((await printed(doctype, docnumbr)).hash).toBe(draftHash);
    },
  );

  it('keeps the final invoice (FIN) hash', async () => {
    answers(finalInvoices, finalInvoice);
    expect(await printed('FIN', 'FIN-2026-00005')).toEqual({
      hash: 'cf872eb2a444e88a',
      fields: [
        'docdate docnumbr doctype jobordno labourval outsideval partsval pettyval threeinone totalval vehicleno',
        costLineFields,
      ],
    });
  });

  it('keeps the job order print (JO) hash', async () => {
    vi.mocked(jobOrderPrintOf).mockResolvedValue(jobOrderPrint);
    expect(await printed('JO', jobOrder.jobordno)).toEqual({
      hash: 'dd24d0f6d487ba9d',
      fields: [
        'companynm custname doctype garage joborddat jobordno kilometer kind mobileno moijobord remarks statuscde vehicleno vehmaknam',
        'findings[]: docnumbr finding inspdate result',
        'history[]: at from remarks to user',
      ],
    });
  });

  // A new source fails here until its pin is added above (the estimation's is in estimation.test.ts).
  it('pins every type a source serves', () => {
    expect(verificationDoctypes()).toEqual(['CRN', 'CST', 'FIN', 'JO', 'LPO', 'PRJ', 'PRQ', 'QUOT', 'TIO']);
  });
});
