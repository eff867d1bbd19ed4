/**
 * The item request form's logic, pure: the values, adding a line (one line per item: adding an item
 * again adds to its quantity), the approved estimation's parts as lines, and the save request.
 */
import type { ItemRequestBody, ItemRequestDocument } from '@fleet/shared/parts/item-request';
import { itemRequestMaxLines } from '@fleet/shared/parts/item-request';
import { addPartLine } from '../../../../kit/form/lines.ts';

export interface RequestLine {
  sparepart: string;
  sparenam: string;
  qty: number;
  remarks: string;
}

export interface ItemRequestValues {
  jobordno: string;
  storecode: string;
  remarks: string;
  lines: RequestLine[];
}

export const emptyItemRequest = (): ItemRequestValues => ({
  jobordno: '',
  storecode: '',
  remarks: '',
  lines: [],
});

/** Adds a line, or adds its quantity to the line of the same item; at most 30 lines. */
export const addLine = (lines: readonly RequestLine[], line: RequestLine): RequestLine[] =>
  addPartLine(lines, line, itemRequestMaxLines);

/** The estimation's approved parts as request lines (merged by item). */
export function linesFromEstimation(
  parts: readonly { sparepart: string; sparenam: string; qty: number }[],
): RequestLine[] {
  return parts.reduce<RequestLine[]>(
    (lines, part) =>
      addLine(lines, {
        sparepart: part.sparepart,
        sparenam: part.sparenam,
        qty: Math.max(1, Math.round(part.qty)),
        remarks: '',
      }),
    [],
  );
}

export function fromDocument(document: ItemRequestDocument): ItemRequestValues {
  return {
    jobordno: document.master.jobordno,
    storecode: document.master.storecode,
    remarks: document.master.remarks,
    lines: document.lines.map((line) => ({
      sparepart: line.sparepart,
      sparenam: line.sparenam,
      qty: line.qty,
      remarks: line.remarks,
    })),
  };
}

export function toSaveRequest(
  values: ItemRequestValues,
  stored?: { docnumbr: string; version: number },
): ItemRequestBody {
  return {
    ...(stored ? { docnumbr: stored.docnumbr, version: stored.version } : {}),
    jobordno: values.jobordno,
    storecode: values.storecode,
    remarks: values.remarks,
    lines: values.lines.map((line) => ({ sparepart: line.sparepart, qty: line.qty, remarks: line.remarks })),
  };
}
