/**
 * The petty cash form's logic, pure: the values as typed, each line's value and the total by the
 * shared rules (qty x price rounded to the fils, sums in whole fils, the 500 KWD limit), the stored
 * document as values, the save request and its checks (the shared schema's messages).
 */
import {
  pettyCashBody,
  pettyCashOverLimit,
  pricePettyCash,
  type PettyCashBody,
  type PettyCashDocument,
} from '@fleet/shared/accounts/petty-cash';
import { inSerialOrder } from '@fleet/shared/engines/document-lines';
import { isoDay } from '../../../../kit/filters/dates.ts';
import { schemaErrorKeys, type FieldErrors } from '../../../../kit/form/formState.ts';
import type { FileRef } from '../../../../kit/upload/FileThumbnail.tsx';
import { storedFile } from '../../../../kit/upload/storedFile.ts';
import { typedNumber } from '../../../../kit/document/typedNumber.ts';
import { savedHeader, storedHeader } from '../../../../kit/document/formDocument.ts';

export interface CashLine {
  /** A key for the table (lines have no number before they are saved). */
  key: string;
  description: string;
  qty: string;
  unitprice: string;
  billno: string;
}

/** Whether the vendor is a supplier of the master data or a name typed in. */
export type VendorKind = 'supplier' | 'other';

/** The body's header with the vendor's kind and the receipt (at most one confirmed upload). */
export type PettyCashValues = Omit<PettyCashBody, 'docfileid' | 'lines'> & {
  vendorKind: VendorKind;
  receipt: FileRef[];
  lines: CashLine[];
};

let keys = 0;
export const newLine = (): CashLine => ({
  key: `new-${++keys}`,
  description: '',
  qty: '1',
  unitprice: '',
  billno: '',
});

export const emptyPettyCash = (today: Date = new Date()): PettyCashValues => ({
  docdate: isoDay(today),
  jobordno: '',
  vendorKind: 'supplier',
  vendor: '',
  vendname: '',
  paymode: 'cash',
  remarks: '',
  receipt: [],
  lines: [newLine()],
});

const positive = (text: string) => {
  const value = typedNumber(text);
  return Number.isFinite(value) && value > 0 ? value : 0;
};

/** Every line's value, the total and whether it is above the petty cash limit. */
export function pettyCashTotals(lines: readonly CashLine[]) {
  const { values, netval } = pricePettyCash(
    lines.map((line) => ({ qty: positive(line.qty), unitprice: positive(line.unitprice) })),
  );
  return { values, netval, overLimit: pettyCashOverLimit(netval) };
}

export function fromDocument(document: PettyCashDocument): PettyCashValues {
  const { master } = document;
  return {
    ...storedHeader(master, ['docdate', 'jobordno', 'vendor', 'vendname', 'paymode', 'remarks']),
    vendorKind: master.vendor ? 'supplier' : 'other',
    receipt: storedFile(master.docfileid, master.docfilename),
    lines: inSerialOrder(document.lines).map((line) => ({
      key: `line-${line.serlnumb}`,
      description: line.description,
      qty: String(line.qty),
      unitprice: String(line.unitprice),
      billno: line.billno,
    })),
  };
}

/** The save call's body (`insertPettyCash`): blank lines left out. */
export function toSaveRequest(values: PettyCashValues): PettyCashBody {
  const supplier = values.vendorKind === 'supplier';
  return {
    ...savedHeader(values, ['docdate', 'jobordno', 'paymode', 'remarks']),
    vendor: supplier ? values.vendor : '',
    vendname: supplier ? '' : values.vendname.trim(),
    docfileid: values.receipt[0]?.fileId ?? '',
    lines: values.lines
      .filter((line) => line.description.trim() || line.unitprice.trim())
      .map((line) => ({
        description: line.description.trim(),
        sparepart: '',
        qty: typedNumber(line.qty),
        unitprice: typedNumber(line.unitprice),
        billno: line.billno.trim(),
        billdate: '',
      })),
  } as PettyCashBody;
}

/** Field errors as i18n keys: the shared schema's, the vendor under the field in use, and the limit. */
export function pettyCashProblems(values: PettyCashValues): FieldErrors {
  const { vendor, vendname, ...errors } = schemaErrorKeys(pettyCashBody, toSaveRequest(values));
  const vendorProblem = vendor ?? vendname;
  return {
    ...errors,
    ...(vendorProblem ? { [values.vendorKind === 'supplier' ? 'vendor' : 'vendname']: vendorProblem } : {}),
    ...(values.docdate ? {} : { docdate: 'pettyCash:form.dateRequired' }),
    ...(!errors['lines'] && pettyCashTotals(values.lines).overLimit
      ? { lines: 'pettyCash:form.overLimit' }
      : {}),
  };
}
