import { describe, expect, it } from 'vitest';
import type { Vendor } from '@fleet/shared/platform/lookups';
import type { QuotationView } from '../api.ts';
import {
  defaultValidTo,
  emptyQuotation,
  fromDocument,
  linesFromRequest,
  parsePrice,
  quotationProblems,
  quotationTotals,
  quoteLineValue,
  quotingSuppliers,
  toSaveRequest,
  validToAfterDateChange,
  type QuoteLine,
} from './quotationForm.ts';

const quoteLine = (serlnumb: number, qty: number, unitprice: string): QuoteLine => ({
  serlnumb,
  sparepart: `P${serlnumb}`,
  sparenam: 'Part',
  spareuom: 'PCS',
  qty,
  unitprice,
  remarks: '',
});

const vendor = (vendcode: string, moiApproved: 'Y' | 'N', status: 'active' | 'inactive' = 'active') =>
  ({ vendcode, vendname: vendcode, vendnamear: '', moiApproved, mobile: '', email: '', status }) as Vendor;

const filled = () => ({
  ...emptyQuotation(new Date(2026, 4, 4)),
  purreqno: 'PRJ-2026-00001',
  vendcode: 'V001',
  quotref: 'Q-77',
  validto: '2026-06-04',
  deliverydays: '7',
  document: [{ fileId: 'F1', fileName: 'offer.pdf', contentType: 'application/pdf' }],
  lines: [quoteLine(1, 2, '1.25')],
});

describe('unit: purchase quotation form', () => {
  it('defaults "Valid to" to 30 days after the quotation date, across months and years', () => {
    expect(defaultValidTo('2026-12-15')).toBe('2027-01-14');
    expect(defaultValidTo('2026-02-01')).toBe('2026-03-03');
    expect(defaultValidTo('')).toBe('');
  });

  it('moves "Valid to" with the quotation date while it is the default, never a typed one', () => {
    expect(validToAfterDateChange('2026-06-03', '2026-05-04', '2026-05-10')).toBe('2026-06-09');
    expect(validToAfterDateChange('', '2026-05-04', '2026-05-10')).toBe('2026-06-09');
    expect(validToAfterDateChange('2026-07-31', '2026-05-04', '2026-05-10')).toBe('2026-07-31');
  });

  it('starts on today, valid for 30 days, with no supplier, document or lines', () => {
    expect(emptyQuotation(new Date(2026, 4, 4))).toMatchObject({
      quotdate: '2026-05-04',
      validto: '2026-06-03',
      document: [],
      lines: [],
    });
  });

  it('prices each line qty x unit price to the fils and sums the total in whole fils', () => {
    expect(parsePrice(' 1,5 ')).toBe(1.5);
    expect(Number.isNaN(parsePrice(''))).toBe(true);
    expect(quoteLineValue(quoteLine(1, 3, '0.3335'))).toBe(1.001);
    expect(quoteLineValue(quoteLine(1, 3, 'abc'))).toBe(0);
    expect(quoteLineValue(quoteLine(1, 3, '-2'))).toBe(0);
    const totals = quotationTotals([quoteLine(1, 3, '0.3335'), quoteLine(2, 2, '14.5'), quoteLine(3, 1, '')]);
    expect(totals).toEqual({ values: [1.001, 29, 0], total: 30.001 });
    expect(quotationTotals([]).total).toBe(0);
  });

  it('takes one line per approved request line, in line order, without a price', () => {
    expect(
      linesFromRequest({
        lines: [
          { serlnumb: 3, sparepart: 'B', sparenam: 'Disc', spareuom: 'PCS', qty: 1 },
          { serlnumb: 1, sparepart: 'A', sparenam: 'Pads', spareuom: 'SET', qty: 2 },
        ],
      }),
    ).toEqual([
      { serlnumb: 1, sparepart: 'A', sparenam: 'Pads', spareuom: 'SET', qty: 2, unitprice: '', remarks: '' },
      { serlnumb: 3, sparepart: 'B', sparenam: 'Disc', spareuom: 'PCS', qty: 1, unitprice: '', remarks: '' },
    ]);
  });

  it('offers only active MOI-approved suppliers not yet quoting for the request (but the own one)', () => {
    const vendors = [
      vendor('V001', 'Y'),
      vendor('V002', 'N'),
      vendor('V003', 'Y', 'inactive'),
      vendor('V004', 'Y'),
    ];
    const request = { quotations: [{ docnumbr: 'PQT-1', vendcode: 'V004', vendname: 'V004' }] };
    expect(quotingSuppliers(vendors, undefined).map((v) => v.vendcode)).toEqual(['V001', 'V004']);
    expect(quotingSuppliers(vendors, request).map((v) => v.vendcode)).toEqual(['V001']);
    expect(quotingSuppliers(vendors, request, 'V004').map((v) => v.vendcode)).toEqual(['V001', 'V004']);
  });

  it('sends the typed values as numbers, the document by its upload id', () => {
    expect(toSaveRequest(filled())).toEqual({
      purreqno: 'PRJ-2026-00001',
      vendcode: 'V001',
      quotref: 'Q-77',
      quotdate: '2026-05-04',
      validto: '2026-06-04',
      deliverydays: 7,
      remarks: '',
      docfileid: 'F1',
      lines: [{ serlnumb: 1, unitprice: 1.25, remarks: '' }],
    });
    expect(toSaveRequest({ ...filled(), deliverydays: '', docnumbr: 'PQT-1', version: 2 })).toMatchObject({
      deliverydays: 0,
      docnumbr: 'PQT-1',
      version: 2,
    });
  });

  it('requires the request, supplier, reference, dates, document and a price on every line', () => {
    expect(quotationProblems(filled())).toEqual({});
    const problems = quotationProblems({
      ...emptyQuotation(new Date(2026, 4, 4)),
      quotdate: '',
      validto: '',
    });
    expect(problems).toMatchObject({
      purreqno: 'purchaseQuotation:form.requestRequired',
      vendcode: 'errors:storeSupplierRequired',
      quotref: 'errors:quotationReferenceRequired',
      quotdate: 'purchaseQuotation:form.dateRequired',
      validto: 'purchaseQuotation:form.dateRequired',
      document: 'errors:quotationDocumentRequired',
      lines: 'errors:invoiceNoLines',
    });
    expect(quotationProblems({ ...filled(), lines: [quoteLine(1, 2, '0')] })).toEqual({
      lines: 'errors:quotationPriceRequired',
    });
    expect(quotationProblems({ ...filled(), validto: '2026-05-01' })).toEqual({
      validto: 'errors:quotationValidity',
    });
  });

  it('loads a stored quotation with its document', () => {
    const document = {
      master: {
        docnumbr: 'PQT-2026-00001',
        version: 1,
        purreqno: 'PRQ-2026-00001',
        vendcode: 'V001',
        quotref: 'Q-1',
        quotdate: '2026-05-04',
        validto: '2026-05-30',
        deliverydays: 5,
        remarks: '',
        docfileid: 'F9',
        docfilename: 'offer.docx',
      },
      lines: [
        {
          serlnumb: 1,
          sparepart: 'A',
          sparenam: 'Pads',
          spareuom: 'SET',
          qty: 2,
          unitprice: 3.5,
          value: 7,
          remarks: '',
        },
      ],
      docurl: 'https://files.example/offer.docx',
    } as unknown as QuotationView;
    expect(fromDocument(document)).toMatchObject({
      docnumbr: 'PQT-2026-00001',
      deliverydays: '5',
      document: [
        {
          fileId: 'F9',
          fileName: 'offer.docx',
          contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        },
      ],
      lines: [{ serlnumb: 1, unitprice: '3.5', qty: 2 }],
    });
  });
});
