/**
 * The item inspection form's logic, pure (docs/procurement.md "LPO and item inspection"): one row per
 * line of the approved order with the ordered, already received and open quantities and what arrived
 * now, split into accepted (received into the store) and rejected; the rules the server applies too:
 * whole quantities, no more than is open, accepted + rejected = received, remarks for a rejected
 * quantity, at least one item received; and the save request (the lines received now).
 */
import { lineValue, sumKwd } from '@fleet/shared/engines/amounts';
import { inSerialOrder, serialPartOf, type SerialPartLine } from '@fleet/shared/engines/document-lines';
import type { InspectionBody, LpoDocument } from '@fleet/shared/procurement/procurement';

export interface InspectionLineInput extends SerialPartLine {
  orderedqty: number;
  /** Received (accepted) on earlier inspections. */
  receivedbefore: number;
  /** Still to receive. */
  openqty: number;
  /** The order's price (KWD): what an accepted unit is received into the store at. */
  unitprice: number;
  /** As typed. */
  receivedqty: string;
  acceptedqty: string;
  rejectedqty: string;
  remarks: string;
}

export type InspectionValues = Pick<InspectionBody, 'lpono' | 'remarks'> & { lines: InspectionLineInput[] };

export const emptyInspection = (): InspectionValues => ({ lpono: '', remarks: '', lines: [] });

/**
 * The order's lines, each expecting what is still open on the order to arrive and be accepted (the
 * usual delivery); the store keeper lowers what did not come or rejects what is wrong.
 */
export function linesFromLpo(lpo: LpoDocument): InspectionLineInput[] {
  return inSerialOrder(lpo.lines).map((line) => ({
    ...serialPartOf(line),
    orderedqty: line.qty,
    receivedbefore: line.receivedqty,
    openqty: line.openqty,
    unitprice: line.unitprice,
    receivedqty: line.openqty > 0 ? String(line.openqty) : '',
    acceptedqty: line.openqty > 0 ? String(line.openqty) : '',
    rejectedqty: '',
    remarks: '',
  }));
}

/** A typed quantity: a whole number 0 or more; empty is 0; NaN when it is not one. */
export function quantity(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  return /^\d{1,5}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export type QtyField = 'receivedqty' | 'acceptedqty' | 'rejectedqty';

/**
 * A line after typing one of its quantities, kept adding up where it can: the received quantity
 * accepts all of it but what is rejected; a rejected quantity leaves the rest accepted; an accepted
 * quantity leaves the rest rejected.
 */
export function typeQuantity(line: InspectionLineInput, field: QtyField, text: string): InspectionLineInput {
  const next = { ...line, [field]: text };
  const received = quantity(next.receivedqty);
  const accepted = quantity(next.acceptedqty);
  const rejected = quantity(next.rejectedqty);
  if (!Number.isFinite(received) || !Number.isFinite(accepted) || !Number.isFinite(rejected)) return next;
  if (field === 'receivedqty') {
    const keptRejected = Math.min(rejected, received);
    return {
      ...next,
      rejectedqty: keptRejected ? String(keptRejected) : '',
      acceptedqty: text.trim() === '' ? '' : String(received - keptRejected),
    };
  }
  if (field === 'rejectedqty' && rejected <= received)
    return { ...next, acceptedqty: String(received - rejected) };
  if (field === 'acceptedqty' && accepted <= received)
    return { ...next, rejectedqty: received - accepted ? String(received - accepted) : '' };
  return next;
}

/** What is wrong with a line, as an i18n key and its values, or undefined. */
export interface LineProblem {
  key: string;
  values: Record<string, string | number>;
}

export function lineProblem(line: InspectionLineInput): LineProblem | undefined {
  const received = quantity(line.receivedqty);
  const accepted = quantity(line.acceptedqty);
  const rejected = quantity(line.rejectedqty);
  if (![received, accepted, rejected].every(Number.isFinite))
    return { key: 'lpo:inspection.qtyInvalid', values: { item: line.sparepart } };
  if (received > line.openqty)
    return { key: 'errors:inspectionTooMuch', values: { item: line.sparepart, open: line.openqty } };
  if (accepted + rejected !== received) return { key: 'errors:inspectionAccepted', values: {} };
  if (rejected > 0 && !line.remarks.trim())
    return { key: 'errors:inspectionRejectRemarks', values: { item: line.sparepart } };
  return undefined;
}

/** The problems by line (`serlnumb`), empty when every line is right. */
export function lineProblems(lines: readonly InspectionLineInput[]): Record<string, LineProblem> {
  const problems: Record<string, LineProblem> = {};
  for (const line of lines) {
    const problem = lineProblem(line);
    if (problem) problems[String(line.serlnumb)] = problem;
  }
  return problems;
}

/** Whether anything is received now (a whole quantity above 0 on some line). */
export const receivesSomething = (lines: readonly InspectionLineInput[]) =>
  lines.some((line) => quantity(line.receivedqty) > 0);

const counted = (text: string) => (Number.isFinite(quantity(text)) ? quantity(text) : 0);

/** The value received into the store for a line: accepted x the order's price. */
export const acceptedValue = (line: InspectionLineInput) =>
  lineValue(counted(line.acceptedqty), line.unitprice);

/** Totals of what arrives now: quantities, and the accepted value in KWD. */
export function inspectionTotals(lines: readonly InspectionLineInput[]) {
  const sum = (pick: (line: InspectionLineInput) => string) =>
    lines.reduce((total, line) => total + counted(pick(line)), 0);
  return {
    received: sum((line) => line.receivedqty),
    accepted: sum((line) => line.acceptedqty),
    rejected: sum((line) => line.rejectedqty),
    value: sumKwd(lines.map(acceptedValue)),
  };
}

/** `insertPurInspection`: the lines received now. */
export function toInspectionBody(values: InspectionValues): InspectionBody {
  return {
    lpono: values.lpono,
    remarks: values.remarks.trim(),
    lines: values.lines
      .filter((line) => quantity(line.receivedqty) > 0)
      .map((line) => ({
        serlnumb: line.serlnumb,
        receivedqty: quantity(line.receivedqty),
        acceptedqty: quantity(line.acceptedqty),
        rejectedqty: quantity(line.rejectedqty),
        remarks: line.remarks.trim(),
      })),
  };
}
