/**
 * What a store voucher PDF prints, as text (pure): the type's bilingual title, the particulars the
 * type has (store, other store, supplier, department, job order, reference, transfer state), the lines
 * with quantity, unit cost and value at ledger cost, and the total quantity and the KWD total.
 */
import type { StoreVoucherLine, StoreVoucherMaster } from '@fleet/shared/store-vouchers';
import { formatAmount, formatKwd } from '../../../i18n/format.ts';
import { dayText, printable, qtyText, type Bilingual } from '../../../kit/pdf/text.ts';
import { transferStateLabels, voucherLabels as labels } from './labels.ts';

export interface VoucherPrint {
  title: Bilingual;
  /** A store voucher's master, or another store document's (a garage issue voucher) in its shape. */
  master: Omit<StoreVoucherMaster, 'doctype'> & { doctype: string };
  lines: StoreVoucherLine[];
  totals: { qty: number; value: number };
  printedBy: string;
}

export interface VoucherLineText {
  serial: string;
  item: string;
  description: string;
  uom: string;
  qty: string;
  unitCost: string;
  value: string;
}

export interface VoucherText {
  title: Bilingual;
  docnumbr: string;
  particulars: { label: Bilingual; text: string; state?: Bilingual }[];
  lines: VoucherLineText[];
  totals: { label: Bilingual; text: string }[];
  preparedBy: string;
}

export const hasVoucherLines = (print: VoucherPrint) => print.lines.length > 0;

export const voucherPdfFileName = (docnumbr: string) =>
  `StoreVoucher_${docnumbr.replace(/[^\p{L}\p{N}_-]+/gu, '_')}.pdf`;

export function voucherText(print: VoucherPrint): VoucherText {
  const { master } = print;
  const field = (label: Bilingual, value: string) => (value ? [{ label, text: printable(value) }] : []);
  return {
    title: print.title,
    docnumbr: master.docnumbr,
    particulars: [
      { label: labels.voucherNo, text: master.docnumbr },
      { label: labels.date, text: dayText(master.docdate) },
      { label: labels.store, text: printable(`${master.storenam} (${master.storecode})`) },
      ...field(labels.toStore, master.tostorecode ? `${master.tostorenam} (${master.tostorecode})` : ''),
      ...field(labels.supplier, master.vendname || master.vendcode),
      ...field(labels.department, master.deptnam || master.deptcode),
      ...field(labels.jobOrderNo, master.jobordno),
      ...field(labels.reference, master.refdocno || master.garreqno),
      ...(master.trfstatus && transferStateLabels[master.trfstatus]
        ? [{ label: labels.transfer, text: '', state: transferStateLabels[master.trfstatus]! }]
        : []),
      ...field(labels.remarks, master.remarks),
    ],
    lines: print.lines.map((line) => ({
      serial: String(line.serlnumb),
      item: line.sparepart,
      description: printable(line.sparenam),
      uom: line.spareuom,
      qty: qtyText(line.qty),
      unitCost: formatAmount(line.unitcost),
      value: formatAmount(line.value),
    })),
    totals: [
      { label: labels.totalQty, text: qtyText(print.totals.qty) },
      { label: labels.total, text: formatKwd(print.totals.value) },
    ],
    preparedBy: master.cretuser,
  };
}
