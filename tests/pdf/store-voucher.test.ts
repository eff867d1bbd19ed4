/**
 * A store voucher PDF rendered in Node as the SPA renders it, then read back with mupdf-tools: the
 * type's bilingual title (Arabic right to left), the particulars, each line with its unit cost and
 * value, and the KWD total with 3 decimals; who prepared it by the employee's name, the store's and the
 * items' Arabic names from the masters beside the codes the voucher keeps.
 */
import { describe, expect, it } from 'vitest';
import { renderVoucherPdf } from '../../web/src/modules/parts/stores/pdf/voucherPdf.tsx';
import type { VoucherPrint } from '../../web/src/modules/parts/stores/pdf/model.ts';
import { expectPrinted, lineWith, mutoolInstalled, readBack } from './mutool.ts';
import { storeNames } from './store-names.ts';

const print: VoucherPrint = {
  title: { en: 'Store Issue Voucher', ar: 'سند صرف مخزني' },
  master: {
    doctype: 'SIV',
    docnumbr: 'SIV-2026-00042',
    docdate: '2026-11-25',
    doctime: '10:00:00',
    storecode: 'MAIN',
    storenam: 'Main Store',
    tostorecode: '',
    tostorenam: '',
    deptcode: 'D01',
    deptnam: 'General Traffic Department',
    jobordno: '',
    vehicleno: '',
    vendcode: '',
    vendname: '',
    refdocno: '',
    garreqno: '',
    remarks: 'Monthly filters',
    trfstatus: '',
    totalqty: 4,
    totalval: 10,
    cretuser: 'storekeeper',
    version: 1,
  },
  lines: [
    {
      serlnumb: 1,
      sparepart: 'FLT-1001',
      sparenam: 'Oil filter (Toyota)',
      spareuom: 'PCS',
      sparecat: 'FILTERS',
      qty: 4,
      unitcost: 2.5,
      value: 10,
      remarks: '',
    },
  ],
  totals: { qty: 4, value: 10 },
  printedBy: 'storekeeper',
};

describe.skipIf(!mutoolInstalled)('pdf: store voucher read back (needs mupdf-tools)', () => {
  const lines = readBack('voucher.pdf', () =>
    renderVoucherPdf(
      {
        ...print,
        ...storeNames({ sparepart: 'FLT-1001', sparenam: 'Oil filter', sparenamar: 'فلتر زيت تويوتا' }),
      },
      { project: 'MOI' },
    ),
  );

  it('prints the title in English and, right to left, in Arabic', () => {
    expectPrinted(lines, ['Store Issue Voucher', 'سند صرف مخزني']);
    expect(lineWith(lines, 'سند صرف مخزني')).toBeUndefined();
  });

  it('prints the particulars, the line with its cost and value, and the KWD total', () => {
    expectPrinted(lines, ['SIV-2026-00042', '25/11/2026', 'General Traffic Department', 'FLT-1001', '2.500']);
    expectPrinted(lines, ['KWD 10.000', 'Prepared By', 'Received By']);
  });

  it("prints who prepared it by name (not the login id) and the store's and item's Arabic names", () => {
    expectPrinted(lines, ['Yousef Al-Store', 'يوسف المخزن']);
    expect(lines.some((line) => line.visual.includes('storekeeper'))).toBe(false);
    expectPrinted(lines, ['Main Store (MAIN)', 'المخزن الرئيسي', 'فلتر زيت تويوتا']);
  });
});
