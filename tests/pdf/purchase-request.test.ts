/**
 * The purchase request PDF rendered in Node as the SPA renders it, then read back with mupdf-tools:
 * the bilingual title (Arabic right to left), the particulars with the status in both languages, each
 * line with its estimate value, the totals prefixed KWD with 3 decimals, the garage decision taken by a
 * delegate ("for" the approver) and the requester by their employees' names in both languages (never
 * the login ids), a signature block per level the request needs, and the verification mark's hash.
 */
import { describe, expect, it } from 'vitest';
import { renderPurchaseRequestPdf } from '../../web/src/modules/procurement/purchase-request/pdf/purchaseRequestPdf.tsx';
import { deputyGarageApproval, purchaseRequestFixture } from './procurement-fixtures.ts';
import { storeNames } from './store-names.ts';
import { arabicLine, expectPrinted, lineWith, mutoolInstalled, type PdfLine, readBack } from './mutool.ts';

/** Whether a line ending in `value` sits on the row of the line starting with `label`. */
function besideLabel(lines: PdfLine[], label: string, value: string): boolean {
  return lines.some(
    (labelled) =>
      labelled.visual.startsWith(label) &&
      lines.some((line) => Math.abs(line.y - labelled.y) < 1 && line.visual.trim().endsWith(value)),
  );
}

const purchaseRequest = purchaseRequestFixture(
  {
    docdate: '2026-11-20',
    garagnam: 'كراج الشويخ الرئيسي',
    storenam: 'Main Store',
    requstno: 'IRQ-2026-00012',
    remarks: 'Urgent: the vehicle is waiting',
    totalval: 44.5,
  },
  '2026-11-20T08:00:00.000Z',
  [
    {
      serlnumb: 1,
      sparepart: 'FLT-1001',
      sparenam: 'فلتر زيت تويوتا',
      spareuom: 'PCS',
      sparecat: 'FILTERS',
      qty: 3,
      unitprice: 2.5,
      value: 7.5,
      remarks: '',
      aprstatus: 'A',
      aprremarks: '',
    },
    {
      serlnumb: 2,
      sparepart: 'BRK-2001',
      sparenam: 'Front brake pads set',
      spareuom: 'SET',
      sparecat: 'BRAKES',
      qty: 2,
      unitprice: 18.5,
      value: 37,
      remarks: '',
      aprstatus: 'A',
      aprremarks: '',
    },
  ],
  [
    {
      ...deputyGarageApproval('2026-11-20T08:00:00.000Z', 44.5, 'Needed for the repair'),
      onBehalfOfName: { en: 'Khalid Al-Garage', ar: 'خالد الكراج' },
    },
  ],
);

// CI installs mupdf-tools (.ci/run); without it nothing can read the PDFs back, so the checks are skipped.
describe.skipIf(!mutoolInstalled)('pdf: purchase request read back (needs mupdf-tools)', () => {
  const lines = readBack('purchase-request.pdf', () =>
    renderPurchaseRequestPdf(purchaseRequest, {
      project: 'MOI',
      verification: {
        url: 'https://fleet.example/verify?p=MOI&t=PRJ&n=PRJ-2026-00007&h=0123456789abcdef',
        hash: '0123456789abcdef',
      },
      ...storeNames({
        sparepart: 'BRK-2001',
        sparenam: 'Front brake pads set',
        sparenamar: 'فحمات فرامل أمامية',
      }),
    }),
  );

  it('prints the title in English and, right to left, in Arabic', () => {
    expectPrinted(lines, ['Purchase Request (Job Order)', 'طلب الشراء']);
    expect(lineWith(lines, 'طلب الشراء')).toBeUndefined();
  });

  it('prints the particulars, the status in both languages and every line with its value', () => {
    expectPrinted(lines, ['PRJ-2026-00007', '20/11/2026', 'JO-2026-00031', 'IRQ-2026-00012']);
    expectPrinted(lines, ['كراج الشويخ الرئيسي', 'Purchase Request Raised', 'تم رفع طلب الشراء']);
    expectPrinted(lines, ['فلتر زيت تويوتا', 'BRK-2001', '37.000']);
  });

  it("prints the store's and the items' Arabic names from the masters beneath the names the request keeps", () => {
    expectPrinted(lines, ['Main Store', 'المخزن الرئيسي', 'Front brake pads set', 'فحمات فرامل أمامية']);
  });

  it('prints the totals prefixed KWD with 3 decimals', () => {
    expect(besideLabel(lines, 'Total quantity', '5')).toBe(true);
    expect(besideLabel(lines, 'Approved lines', 'KWD 44.500')).toBe(true);
    expect(besideLabel(lines, 'Estimated total', 'KWD 44.500')).toBe(true);
    expect(arabicLine(lines, 'الإجمالي التقديري')).toBeDefined();
  });

  it("prints the delegate's decision for the approver, the signature blocks and the verification hash", () => {
    expectPrinted(lines, ['Hamad Al-Deputy', 'حمد النائب', 'Khalid Al-Garage', 'خالد الكراج']);
    expectPrinted(lines, ['Yousef Al-Store', 'يوسف المخزن']);
    expect(lines.some((line) => /deputy|garageapprover|storekeeper/.test(line.visual))).toBe(false);
    // Decided at 08:00 UTC: 11:00 in Kuwait.
    expectPrinted(lines, ['11:00', 'Needed for the repair', 'Requested By', 'Garage approval']);
    expectPrinted(lines, ['MOI approval', 'KPTC approval', 'Scan to verify']);
  });
});
