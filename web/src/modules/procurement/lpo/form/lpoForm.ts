/**
 * The local purchase order form's logic, pure (docs/procurement.md "LPO and item inspection"): the
 * values (the approved cost sheet, one of its chosen suppliers without an order, the delivery date,
 * remarks), the lines the order will carry (the sheet's lines chosen for that supplier, at its offer)
 * and their KWD total, the checks before saving and the save request.
 */
import { sumKwd } from '@fleet/shared/engines/amounts';
import { inSerialOrder, serialPartOf, type PricedPartLine } from '@fleet/shared/engines/document-lines';
import type { CostSheetDocument, LpoBody, LpoDocument } from '@fleet/shared/procurement/procurement';
import type { FieldErrors } from '../../../../kit/form/formState.ts';
import { savedHeader, storedHeader } from '../../../../kit/document/formDocument.ts';

/** The body as typed (the delivery date YYYY-MM-DD). */
export type LpoValues = Pick<
  LpoBody,
  'docnumbr' | 'version' | 'costshtno' | 'vendcode' | 'deliverydate' | 'remarks'
>;

/** A line of the order as shown (read-only). */
export interface LpoLineView extends PricedPartLine {
  /** Received so far and still open (a stored order). */
  receivedqty?: number;
  openqty?: number;
}

export const emptyLpo = (): LpoValues => ({ costshtno: '', vendcode: '', deliverydate: '', remarks: '' });

export function fromDocument(document: LpoDocument): LpoValues {
  return storedHeader(document.master, ['costshtno', 'vendcode', 'deliverydate', 'remarks']);
}

/** The cost sheet's lines chosen for `vendcode`, at the supplier's offer, in line order. */
export function supplierLines(sheet: CostSheetDocument | undefined, vendcode: string): LpoLineView[] {
  if (!sheet || !vendcode) return [];
  return sheet.lines
    .filter((line) => line.vendcode === vendcode)
    .sort((a, b) => a.serlnumb - b.serlnumb)
    .map((line) => ({
      ...serialPartOf(line),
      qty: line.qty,
      unitprice: line.unitprice,
      value: line.value,
    }));
}

/** A stored order's lines. */
export const storedLines = (document: LpoDocument | undefined): LpoLineView[] =>
  inSerialOrder(document?.lines ?? []);

/** The order's total (KWD, summed in fils). */
export const linesTotal = (lines: readonly LpoLineView[]) => sumKwd(lines.map((line) => line.value));

/** Field errors as i18n keys; `today` is YYYY-MM-DD (the order's date). */
export function lpoErrors(values: LpoValues, today: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.costshtno) errors['costshtno'] = 'lpo:form.costSheetRequired';
  if (!values.vendcode) errors['vendcode'] = 'errors:storeSupplierRequired';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.deliverydate)) errors['deliverydate'] = 'lpo:form.deliveryRequired';
  else if (!values.docnumbr && values.deliverydate < today) errors['deliverydate'] = 'errors:lpoDeliveryDate';
  return errors;
}

export function toSaveRequest(values: LpoValues): LpoBody {
  return {
    ...savedHeader(values, ['costshtno', 'vendcode', 'deliverydate']),
    remarks: values.remarks.trim(),
  };
}
