/**
 * What the two PDFs print, as text (spec 000 section 2 "PDFs"): pure, so the React-PDF layout only
 * places strings. Dates DD/MM/YYYY, amounts with 3 decimals, totals prefixed KWD.
 */
import type {
  InvoiceDocument,
  InvoiceListRow,
  InvoiceMaster,
} from '@fleet/shared/accounts/maintenance-invoice';
import { inSerialOrder } from '@fleet/shared/engines/document-lines';
import { formatAmount, formatKwd } from '../../../../i18n/format.ts';
import { exportFileName } from '../../../../kit/list/excel.ts';
import type { AmountText } from '../../../../kit/pdf/approvals.ts';
import { documentLabels } from '../../../../kit/pdf/labels.ts';
import { dayText, printable, qtyText, pdfFileName } from '../../../../kit/pdf/text.ts';
import { invoiceLabels, type Bilingual } from './labels.ts';

/** Arabic names of the garage and the supplier, printed when the answer carries them (`<field>ar`). */
export interface ArabicNames {
  garagnamar?: string;
  vendnamear?: string;
}
export type PrintedInvoiceMaster = InvoiceMaster & ArabicNames;
export type PrintedInvoiceRow = InvoiceListRow & ArabicNames;

/** Section 8: a preview needs at least one detail line ('No data available for PDF generation'). */
export function hasInvoiceLines(document: InvoiceDocument): boolean {
  return document.cmMaster.length > 0 && document.cmDetails.length > 0;
}

export function invoicePdfFileName(carinvno: string): string {
  return pdfFileName('MaintenanceInvoice', carinvno);
}

export function invoiceListPdfFileName(now: Date): string {
  return exportFileName('MaintenanceInvoiceReport', now, 'pdf');
}

// ---- Text -----------------------------------------------------------------------------------------

const percentText = (value: number) => `${qtyText(value)}%`;

/** A party (garage, supplier): the name, and the Arabic name when there is one that differs. */
export interface PartyText {
  code: string;
  name: string;
  nameAr: string;
}

function party(code: string, name: string, nameAr: string | undefined): PartyText {
  const printedName = printable(name);
  const printedAr = printable(nameAr);
  return { code: printable(code), name: printedName, nameAr: printedAr === printedName ? '' : printedAr };
}

// ---- Invoice --------------------------------------------------------------------------------------

export interface InvoiceLineText {
  serial: string;
  itemCode: string;
  description: string;
  uom: string;
  qty: string;
  unitPrice: string;
  value: string;
  /** Item discount value and line net (printed only when some line has an item discount). */
  discount: string;
  net: string;
}

export interface InvoiceText {
  carinvno: string;
  date: string;
  voucherno: string;
  voucherdate: string;
  jobordno: string;
  vehicleno: string;
  garage: PartyText;
  supplier: PartyText;
  remarks: string;
  lines: InvoiceLineText[];
  /** Whether a line has an item discount: then the table adds discount and net columns. */
  lineDiscounts: boolean;
  /** Total, discount value, net value: KWD with 3 decimals. */
  totals: AmountText[];
}

export function invoiceText(document: InvoiceDocument): InvoiceText {
  const master = document.cmMaster[0] as PrintedInvoiceMaster | undefined;
  if (!master) throw new Error('The invoice has no master record');
  const lines = inSerialOrder(document.cmDetails);
  const discountLabel = (label: Bilingual): Bilingual =>
    master.totdiscperc > 0 ? { en: `${label.en} (${percentText(master.totdiscperc)})`, ar: label.ar } : label;
  return {
    carinvno: printable(master.carinvno),
    date: dayText(master.carinvdt),
    voucherno: printable(master.voucherno),
    voucherdate: dayText(master.voucherdate),
    jobordno: printable(master.jobordno),
    vehicleno: printable(master.vehicleno),
    garage: party(master.garage, master.garagnam, master.garagnamar),
    supplier: party(master.vendor, master.vendname, master.vendnamear),
    remarks: printable(master.remarks),
    lines: lines.map((line, index) => ({
      serial: String(line.serlnumb || index + 1),
      itemCode: printable(line.sparepart),
      description: printable(line.sparenam || line.workdesc),
      uom: printable(line.spareuom),
      qty: qtyText(line.qty),
      unitPrice: formatAmount(line.unitprice),
      value: formatAmount(line.workvalue),
      discount: formatAmount(line.workdiscval),
      net: formatAmount(line.worknet),
    })),
    lineDiscounts: lines.some((line) => line.workdiscval > 0),
    totals: [
      { label: documentLabels.total, text: formatKwd(master.totalval) },
      { label: discountLabel(invoiceLabels.discountValue), text: formatKwd(master.totdiscval) },
      { label: invoiceLabels.netValue, text: formatKwd(master.netval) },
    ],
  };
}

// ---- List report ----------------------------------------------------------------------------------

export interface InvoiceListRowText {
  serial: string;
  carinvno: string;
  date: string;
  voucherno: string;
  supplier: PartyText;
  garage: PartyText;
  total: string;
}

export interface InvoiceListText {
  rows: InvoiceListRowText[];
  count: string;
  /** The total row: sum of net values, 3 decimals (the column says KWD). */
  total: string;
}

export function invoiceListText(rows: readonly PrintedInvoiceRow[], totalNet: number): InvoiceListText {
  return {
    rows: rows.map((row, index) => ({
      serial: String(index + 1),
      carinvno: printable(row.carinvno),
      date: dayText(row.carinvdt),
      voucherno: printable(row.voucherno),
      supplier: party(row.vendor, row.vendname, row.vendnamear),
      garage: party(row.garage, row.garagnam, row.garagnamar),
      total: formatAmount(row.netval),
    })),
    count: String(rows.length),
    total: formatAmount(totalNet),
  };
}
