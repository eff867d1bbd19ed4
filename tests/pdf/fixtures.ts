/**
 * A realistic maintenance invoice and list page for the PDF checks: amounts priced by the shared
 * rules, Arabic garage and supplier names, an Arabic item description and a header discount.
 */
import {
  priceInvoice,
  type InvoiceDocument,
  type InvoiceLine,
} from '@fleet/shared/accounts/maintenance-invoice';
import type {
  PrintedInvoiceMaster,
  PrintedInvoiceRow,
} from '../../web/src/modules/accounts/maintenance-invoice/pdf/model.ts';

export const carinvno = 'MI-2026-00042';
export const garageAr = 'كراج الشويخ';
export const supplierAr = 'شركة الغانم لقطع الغيار';

const entered = [
  {
    sparepart: 'OF-1001',
    sparenam: 'Engine oil filter',
    spareuom: 'PCS',
    qty: 2,
    unitprice: 3.75,
    workdisc: 0,
  },
  {
    sparepart: 'EO-5W30',
    sparenam: 'Engine oil 5W-30 (4 L)',
    spareuom: 'CAN',
    qty: 3,
    unitprice: 12.5,
    workdisc: 0,
  },
  {
    sparepart: 'BP-2210',
    sparenam: 'Front brake pads set',
    spareuom: 'SET',
    qty: 1,
    unitprice: 27.125,
    workdisc: 0,
  },
  {
    sparepart: 'AF-0450',
    sparenam: 'فلتر هواء المحرك',
    spareuom: 'PCS',
    qty: 1,
    unitprice: 6.4,
    workdisc: 0,
  },
  {
    sparepart: 'WB-0007',
    sparenam: 'Wiper blades 22 in',
    spareuom: 'PAIR',
    qty: 1.5,
    unitprice: 4.2,
    workdisc: 0,
  },
  {
    sparepart: 'SP-IR14',
    sparenam: 'Iridium spark plug',
    spareuom: 'PCS',
    qty: 4,
    unitprice: 5.875,
    workdisc: 0,
  },
];

const priced = priceInvoice(
  entered.map((line) => ({ ...line, serlnumb: 0 })),
  5,
);

/** The supplier and the garage of the invoice, as both the invoice and its row in the list name them. */
const supplierAndGarage = {
  voucherno: 'PV-7781',
  vendor: 'V004',
  vendname: 'Alghanim Spare Parts Co.',
  vendnamear: supplierAr,
  garage: 'G01',
  garagnam: 'Shuwaikh Garage',
  garagnamar: garageAr,
};

const master: PrintedInvoiceMaster = {
  carinvno,
  carinvdt: '2026-05-03',
  carinvtm: '10:24:51',
  vehiclmak: 'Toyota',
  vehicleno: '12-34567',
  jobordno: 'JO-2026-00017',
  compcode: 'C01',
  ownernam: 'Ministry of Interior',
  remarks: 'Periodic 20,000 km service; brake pads replaced on the front axle.',
  invstatus: 'INV',
  tostatus: 1422,
  ...supplierAndGarage,
  voucherdate: '2026-05-02',
  totdiscperc: 5,
  ...priced.amounts,
  version: 2,
  terminalid: '',
  brnchcde: '',
  timstamp: '',
  cretuser: 'accountant',
  moduser: '',
  moddate: '',
  deluser: '',
  deldate: '',
};

export const invoiceTotals = priced.totals;

export const invoice: InvoiceDocument = {
  cmMaster: [master],
  cmDetails: priced.lines.map((line): InvoiceLine => ({
    ...line,
    Carinvno: carinvno,
    worknumb: '',
    workdesc: '',
    reource: '',
    retqty: 0,
  })),
};

export const listRows: PrintedInvoiceRow[] = [
  {
    carinvno,
    carinvdt: '2026-05-03',
    ...supplierAndGarage,
    netval: priced.totals.net,
    jobordno: 'JO-2026-00017',
    version: 2,
  },
  {
    carinvno: 'MI-2026-00041',
    carinvdt: '2026-05-01',
    voucherno: '',
    vendor: 'V002',
    vendname: 'Gulf Tyres Trading',
    garage: 'G03',
    garagnam: 'Ahmadi Garage',
    garagnamar: 'كراج الأحمدي',
    netval: 1250.75,
    jobordno: '',
    version: 1,
  },
  {
    carinvno: 'MI-2026-00039',
    carinvdt: '2026-04-28',
    voucherno: 'PV-7702',
    vendor: 'V001',
    vendname: 'مؤسسة الخليج للبطاريات',
    garage: 'G01',
    garagnam: 'Shuwaikh Garage',
    garagnamar: garageAr,
    netval: 86.4,
    jobordno: 'JO-2026-00011',
    version: 3,
  },
];

export const listTotal = listRows.reduce((sum, row) => sum + row.netval, 0);
