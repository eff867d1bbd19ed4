/**
 * The maintenance invoice form's values and rules (spec 000 sections 2, 4 and 5): what the form holds,
 * what it sends to `insertcarmaintenance` (ADD creates; MOD updates with the version read), its
 * header field errors from the shared schema (as `errors:` keys, so they are the catalogue's texts),
 * its amounts from the shared `priceInvoice`, and what stops a save.
 */
import {
  invoiceSaveRequest,
  priceInvoice,
  type InvoiceDocument,
  type InvoiceLine,
  type InvoiceMaster,
  type InvoiceSaveRequest,
  type PricedInvoice,
} from '@fleet/shared/accounts/maintenance-invoice';
import { inSerialOrder } from '@fleet/shared/engines/document-lines';
import { messageKeyOf } from '../../../../api/errors.ts';
import { zodFieldErrors, type FieldErrors } from '../../../../kit/form/formState.ts';
import type { FormStatus } from '../../../../kit/form/mode.ts';
import { pickFields } from '../../../../kit/document/formDocument.ts';
import { blankValues } from '../../../../kit/record/recordKeys.ts';
import type { JobOrderChoice } from '../api.ts';
import { numberOrZero, numberText, parseNumber } from './numbers.ts';

const lineFields = [
  'sparepart',
  'sparenam',
  'spareuom',
  'qty',
  'unitprice',
  'workdisc',
  'retqty',
  'worknumb',
  'workdesc',
  'reource',
] as const;

/** An item line of the form; `key` tells the rows apart while they are edited. */
export type InvoiceFormLine = Pick<InvoiceLine, (typeof lineFields)[number]> & { key: string };

/** The header's fields as read and typed (the number, its date and the version aside). */
const headerFields = ['voucherno', 'voucherdate', 'garage', 'vendor', 'remarks', 'jobordno'] as const;

/**
 * The master's header (the number empty until the invoice is saved: the server numbers it) with the
 * header discount % as typed.
 */
export type InvoiceFormValues = Pick<
  InvoiceMaster,
  'carinvno' | 'carinvdt' | 'version' | (typeof headerFields)[number]
> & { totdiscperc: string; details: InvoiceFormLine[] };

let lineSequence = 0;

/** A fresh row key. */
export function nextLineKey(): string {
  lineSequence += 1;
  return `line-${lineSequence}`;
}

export const emptyInvoice = (): InvoiceFormValues => ({
  ...blankValues('carinvno', 'carinvdt', ...headerFields, 'totdiscperc'),
  version: 0,
  details: [],
});

const fromLine = (line: InvoiceLine): InvoiceFormLine => ({
  key: nextLineKey(),
  ...pickFields(line, lineFields),
});

/** The form values of a read invoice (`cmMaster[0]` and `cmDetails`). */
export function fromInvoiceDocument(document: InvoiceDocument): InvoiceFormValues {
  const master = document.cmMaster[0];
  if (!master) return emptyInvoice();
  return {
    ...pickFields(master, ['carinvno', 'carinvdt', 'version', ...headerFields]),
    totdiscperc: numberText(master.totdiscperc, true),
    details: inSerialOrder(document.cmDetails).map(fromLine),
  };
}

/** A typed percentage: blank is 0, anything else not a number stays NaN so the schema refuses it. */
function percent(text: string): number {
  return parseNumber(text) ?? 0;
}

/** The body of `insertcarmaintenance`: ADD for a new invoice, MOD with the number and version read. */
export function toSaveRequest(values: InvoiceFormValues, status: FormStatus): InvoiceSaveRequest {
  const adding = status === 'ADD' || !values.carinvno;
  return {
    status: adding ? 'ADD' : 'MOD',
    ...(adding ? {} : { carinvno: values.carinvno, version: values.version }),
    voucherno: values.voucherno.trim(),
    voucherdate: values.voucherdate,
    garage: values.garage,
    vendor: values.vendor,
    remarks: values.remarks.trim(),
    jobordno: values.jobordno,
    totdiscperc: percent(values.totdiscperc),
    details: values.details.map(({ key: _key, ...line }, index) => ({ ...line, serlnumb: index + 1 })),
  };
}

/** The i18n key of a schema message: the catalogue's key under `errors:`. */
export function messageKey(message: string): string {
  const key = messageKeyOf(message);
  return key ? `errors:${key}` : 'invoice:errors.invalid';
}

/** Fields whose errors the form shows beside them; the lines have their own rule (`saveBlocker`). */
const shownErrors = new Set<string>([...headerFields, 'totdiscperc']);

/**
 * Header field errors as i18n keys. A header discount whose value is not below the lines' total is
 * shown on the discount % (the spec sends nothing and says nothing; the hint tells the user why).
 */
export function invoiceFieldErrors(values: InvoiceFormValues): FieldErrors {
  const errors = zodFieldErrors(invoiceSaveRequest, toSaveRequest(values, 'ADD'), (_field, issue) =>
    messageKey(issue.message),
  );
  const shown = Object.fromEntries(Object.entries(errors).filter(([field]) => shownErrors.has(field)));
  if (!shown.totdiscperc && saveBlocker(values) === 'discountTooHigh')
    shown.totdiscperc = 'errors:invoiceHeaderDiscountTooHigh';
  return shown;
}

/** The vehicle of the linked job order, shown read-only. */
export interface LinkedVehicle {
  vehicleno: string;
  make: string;
  owner: string;
}

/** From the job order list, or from the read invoice while the list has not loaded it. */
export function linkedVehicle(
  jobordno: string,
  jobOrders: readonly JobOrderChoice[],
  master?: Pick<InvoiceMaster, 'jobordno' | 'vehicleno' | 'vehiclmak' | 'ownernam'>,
): LinkedVehicle | undefined {
  if (!jobordno) return undefined;
  const jobOrder = jobOrders.find((candidate) => candidate.jobordno === jobordno);
  if (jobOrder)
    return {
      vehicleno: jobOrder.vehicleno,
      make: jobOrder.vehmaknam,
      owner: jobOrder.custname || jobOrder.companynm,
    };
  if (master?.jobordno === jobordno)
    return { vehicleno: master.vehicleno, make: master.vehiclmak, owner: master.ownernam };
  return undefined;
}

/** Every amount of the form: line values, totals, and whether the header discount is allowed. */
export function priceForm(values: Pick<InvoiceFormValues, 'details' | 'totdiscperc'>): PricedInvoice {
  return priceInvoice(
    values.details.map((line, index) => ({ ...line, serlnumb: index + 1 })),
    numberOrZero(values.totdiscperc),
  );
}

/**
 * Spec 000 section 5: a save needs at least one line ('Please add atleast one record to proceed.'),
 * and is not sent while the header discount value is not below the lines' total.
 */
export function saveBlocker(values: InvoiceFormValues): 'noLines' | 'discountTooHigh' | undefined {
  if (values.details.length === 0) return 'noLines';
  if (!priceForm(values).discountAllowed) return 'discountTooHigh';
  return undefined;
}
