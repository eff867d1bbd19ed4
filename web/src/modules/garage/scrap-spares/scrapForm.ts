/** The scrap spares form's values and rules. Pure, tested beside this file. */
import {
  scrapMaxLines,
  scrapMaxQty,
  type InsertScrabSparesRequest,
  type ScrapSpares,
} from '@fleet/shared/garage/scrap-spares';
import type { FieldErrors } from '../../../kit/form/formState.ts';
import { savedHeader, storedHeader } from '../../../kit/document/formDocument.ts';

export const scrapListPath = '/scrapSpareslist';
export const scrapFormPath = '/scrapSpares';

export interface ScrapLineValues {
  sparepart: string;
  sparenam: string;
  qty: number;
  remarks: string;
}

export interface ScrapValues {
  jobordno: string;
  remarks: string;
  lines: ScrapLineValues[];
  docnumbr: string;
  version?: number;
}

export const emptyScrap = (): ScrapValues => ({ jobordno: '', remarks: '', lines: [], docnumbr: '' });

export const fromScrap = (scrap: ScrapSpares): ScrapValues => ({
  ...storedHeader(scrap, ['jobordno', 'remarks']),
  lines: scrap.lines.map((line) => ({
    sparepart: line.sparepart,
    sparenam: line.sparenam,
    qty: line.qty,
    remarks: line.remarks,
  })),
});

/** Adds a line, or adds the quantity to the item's line (one line per item), capped at the maximum. */
export function addScrapLine(lines: readonly ScrapLineValues[], line: ScrapLineValues): ScrapLineValues[] {
  const index = lines.findIndex((entry) => entry.sparepart === line.sparepart);
  if (index < 0) return [...lines, line];
  return lines.map((entry, i) =>
    i === index ? { ...entry, qty: Math.min(scrapMaxQty, entry.qty + line.qty) } : entry,
  );
}

export function scrapErrors(values: ScrapValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.jobordno.trim()) errors['jobordno'] = 'errors:inspectionJobOrderRequired';
  if (values.lines.length === 0) errors['lines'] = 'errors:scrapLinesRequired';
  else if (values.lines.length > scrapMaxLines) errors['lines'] = 'errors:scrapTooManyLines';
  else if (values.lines.some((line) => !Number.isInteger(line.qty) || line.qty < 1 || line.qty > scrapMaxQty))
    errors['lines'] = 'errors:scrapQtyInvalid';
  return errors;
}

export const toScrapRequest = (values: ScrapValues): InsertScrabSparesRequest => ({
  ...savedHeader(values, ['jobordno', 'remarks']),
  lines: values.lines.map((line) => ({ sparepart: line.sparepart, qty: line.qty, remarks: line.remarks })),
});
