/**
 * The job order print (`JobOrder/getJobOrderPrintByjoborderno`) rendered in Node as the SPA renders it,
 * then read back with mupdf-tools: the bilingual title (Arabic right to left), the particulars with the
 * status in both languages, the status history oldest first with who moved it, the reception
 * inspection's findings, the signature blocks and the verification mark's hash.
 */
import { describe, expect, it } from 'vitest';
import type { JobOrderPrint } from '@fleet/shared/reception/kptc-job-orders';
import { renderJobOrderPdf } from '../../web/src/modules/reception/job-orders/pdf/jobOrderPdf.tsx';
import { expectPrinted, lineWith, mutoolInstalled, readBack } from './mutool.ts';

const print = {
  header: {
    jobordno: 'JO-2026-00031',
    joborddat: '2026-11-18',
    vehicleno: '74/37492',
    vehmakid: 'TOY',
    vehmaknam: 'Toyota',
    compcode: 'C01',
    companynm: 'Ministry of Interior',
    custname: 'وزارة الداخلية',
    garage: 'G01',
    garagnam: 'كراج الشويخ الرئيسي',
    statuscde: 1227,
    statusname: 'Vehicle Delivered',
    statusnamear: 'تم تسليم المركبة',
    kind: 'KPTC',
    state: 'closed',
    version: 9,
    statusAt: '2026-11-22T10:00:00.000Z',
    mobileno: '55512345',
    kilometer: 48210,
    remarks: 'Brake noise at low speed',
  },
  history: [
    {
      jobordno: 'JO-2026-00031',
      at: '2026-11-18T06:00:00.000Z',
      fromStatus: null,
      toStatus: 1201,
      statusName: 'Job Order Created',
      statusNameAr: '',
      action: 'create',
      user: 'reception',
      remarks: '',
      eventId: 'e1',
    },
    {
      jobordno: 'JO-2026-00031',
      at: '2026-11-22T10:00:00.000Z',
      fromStatus: 1226,
      toStatus: 1227,
      statusName: 'Vehicle Delivered',
      statusNameAr: '',
      action: 'status',
      user: 'supervisor',
      remarks: 'Handed to the driver',
      eventId: 'e2',
    },
  ],
  inspections: [
    {
      docnumbr: 'INS-2026-00004',
      inspdate: '2026-11-18',
      moijobord: '',
      jobordno: 'JO-2026-00031',
      remarks: '',
      joborddat: '2026-11-18',
      vehicleno: '74/37492',
      garagnam: 'كراج الشويخ الرئيسي',
      findings: [{ checkheader: '', checkid: '', finding: 'Scratch on the rear door', result: 'repair' }],
      cretuser: 'reception',
      timstamp: '2026-11-18T06:10:00.000Z',
      version: 1,
    },
  ],
} as unknown as JobOrderPrint;

// CI installs mupdf-tools (.ci/run); without it nothing can read the PDFs back, so the checks are skipped.
describe.skipIf(!mutoolInstalled)('pdf: job order print read back (needs mupdf-tools)', () => {
  const lines = readBack('job-order.pdf', () =>
    renderJobOrderPdf(print, {
      project: 'MOI',
      verification: {
        url: 'https://fleet.example/verify?p=MOI&t=JO&n=JO-2026-00031&h=0123456789abcdef',
        hash: '0123456789abcdef',
      },
      people: {
        reception: { en: 'Fatima Al-Mutairi', ar: 'فاطمة المطيري' },
        supervisor: { en: 'Khalid Al-Rashidi', ar: 'خالد الرشيدي' },
      },
    }),
  );

  it('prints the title in English and, right to left, in Arabic', () => {
    expectPrinted(lines, ['Job Order', 'أمر العمل']);
  });

  it('prints the particulars with the status in both languages', () => {
    expectPrinted(lines, ['JO-2026-00031', '18/11/2026', '74/37492', '48210', 'كراج الشويخ الرئيسي']);
    expectPrinted(lines, ['وزارة الداخلية', 'Vehicle Delivered', 'تم تسليم المركبة']);
  });

  it('prints the history oldest first with who moved it by name, and the inspection findings', () => {
    // The name wraps in its narrow column.
    const created = lines.findIndex((line) => line.visual.includes('Fatima'));
    const delivered = lines.findIndex((line) => line.visual.includes('Handed to the driver'));
    expect(created).toBeGreaterThanOrEqual(0);
    expect(delivered).toBeGreaterThan(created);
    // Kuwait time (UTC+3) of each move.
    expectPrinted(lines, ['22/11/2026', '13:00', 'خالد الرشيدي']);
    expect(lines.some((line) => /\b(reception|supervisor)\b/.test(line.visual))).toBe(false);
    expectPrinted(lines, ['Scratch on the rear door', 'INS-2026-00004']);
  });

  it('prints the signature blocks and the verification hash', () => {
    expectPrinted(lines, ['Received by', 'Approved by']);
    // The hash is printed in groups of four.
    expect(lineWith(lines, '0123 4567 89ab cdef')).toBeDefined();
  });
});
