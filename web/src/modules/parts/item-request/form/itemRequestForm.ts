/**
 * The item request form's logic, pure: the values, adding a line (one line per item: adding an item
 * again adds to its quantity), the approved estimation's parts as lines, and the save request.
 */
import type { ItemRequestBody, ItemRequestDocument } from '@fleet/shared/parts/item-request';
import { itemRequestMaxLines } from '@fleet/shared/parts/item-request';
import { addPartLine } from '../../../../kit/form/lines.ts';
import type { PartRequestLine } from '../../../../kit/document/PartRequestLines.tsx';
import {
  emptyPartRequest,
  partRequestBody,
  partRequestFromDocument,
  type PartRequestValues,
} from '../../../../kit/document/partRequestValues.ts';

export type RequestLine = PartRequestLine;
export type ItemRequestValues = PartRequestValues;

export const emptyItemRequest = emptyPartRequest;

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

export const fromDocument: (document: ItemRequestDocument) => ItemRequestValues = partRequestFromDocument;

export function toSaveRequest(
  values: ItemRequestValues,
  stored?: { docnumbr: string; version: number },
): ItemRequestBody {
  return {
    ...(stored ? { docnumbr: stored.docnumbr, version: stored.version } : {}),
    ...partRequestBody(values),
  };
}
