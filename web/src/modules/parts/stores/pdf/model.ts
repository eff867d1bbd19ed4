/**
 * What a store voucher PDF prints, as text (pure): the type's bilingual title, the particulars the
 * type has (store, other store, supplier, department, job order, reference, transfer state), the lines
 * with quantity, unit cost and value at ledger cost, and the total quantity and the KWD total.
 */
import type { StoreVoucherLine, StoreVoucherMaster } from '@fleet/shared/parts/store-vouchers';
import type { PersonName } from '@fleet/shared/platform/people';
import { formatAmount, formatKwd } from '../../../../i18n/format.ts';
import { masterName, type MasterNames } from '../../../../kit/names.ts';
import type { AmountText } from '../../../../kit/pdf/approvals.ts';
import { documentLabels } from '../../../../kit/pdf/labels.ts';
import { printedPerson } from '../../../../kit/pdf/people.ts';
import { dayText, printable, qtyText, type Bilingual, pdfFileName } from '../../../../kit/pdf/text.ts';
import { transferStateLabels, voucherLabels as labels } from './labels.ts';

export interface VoucherPrint {
  title: Bilingual;
  /** A store voucher's master, or another store document's (a garage issue voucher) in its shape. */
  master: Omit<StoreVoucherMaster, 'doctype'> & { doctype: string };
  lines: StoreVoucherLine[];
  totals: { qty: number; value: number };
  printedBy: string;
  /** The employees' names of the user codes it carries (who prepared it), read for the print. */
  people?: Record<string, PersonName>;
  /** The stores' and items' names (their Arabic ones printed beneath), read for the print. */
  names?: MasterNames;
}

export interface VoucherLineText {
  serial: string;
  item: string;
  description: string;
  /** The item master's Arabic name ('' when it has none). */
  descriptionAr: string;
  uom: string;
  qty: string;
  unitCost: string;
  value: string;
}

export interface VoucherText {
  title: Bilingual;
  docnumbr: string;
  /** `textAr`: the Arabic name beneath (a store's). */
  particulars: { label: Bilingual; text: string; textAr?: string; state?: Bilingual }[];
  lines: VoucherLineText[];
  totals: AmountText[];
  /** The employee who prepared it, in both languages. */
  preparedBy: Bilingual;
}

export const hasVoucherLines = (print: VoucherPrint) => print.lines.length > 0;

export const voucherPdfFileName = (docnumbr: string) => pdfFileName('StoreVoucher', docnumbr);

export function voucherText(print: VoucherPrint): VoucherText {
  const { master } = print;
  const names = print.names ?? {};
  const field = (label: Bilingual, value: string) => (value ? [{ label, text: printable(value) }] : []);
  const store = (label: Bilingual, code: string, saved: string) => {
    const name = masterName(names, 'stores', code, saved);
    return {
      label,
      text: printable(`${name.en} (${code})`),
      ...(name.ar ? { textAr: printable(name.ar) } : {}),
    };
  };
  return {
    title: print.title,
    docnumbr: master.docnumbr,
    particulars: [
      { label: labels.voucherNo, text: master.docnumbr },
      { label: documentLabels.date, text: dayText(master.docdate) },
      store(documentLabels.store, master.storecode, master.storenam),
      ...(master.tostorecode ? [store(labels.toStore, master.tostorecode, master.tostorenam)] : []),
      ...field(documentLabels.supplier, master.vendname || master.vendcode),
      ...field(labels.department, master.deptnam || master.deptcode),
      ...field(documentLabels.jobOrderNo, master.jobordno),
      ...field(labels.reference, master.refdocno || master.garreqno),
      ...(master.trfstatus && transferStateLabels[master.trfstatus]
        ? [{ label: labels.transfer, text: '', state: transferStateLabels[master.trfstatus]! }]
        : []),
      ...field(documentLabels.remarks, master.remarks),
    ],
    lines: print.lines.map((line) => ({
      serial: String(line.serlnumb),
      item: line.sparepart,
      description: printable(line.sparenam),
      descriptionAr: printable(masterName(names, 'items', line.sparepart, line.sparenam).ar),
      uom: line.spareuom,
      qty: qtyText(line.qty),
      unitCost: formatAmount(line.unitcost),
      value: formatAmount(line.value),
    })),
    totals: [
      { label: documentLabels.totalQty, text: qtyText(print.totals.qty) },
      { label: documentLabels.total, text: formatKwd(print.totals.value) },
    ],
    preparedBy: printedPerson(master.cretuser, print.people?.[master.cretuser]),
  };
}
