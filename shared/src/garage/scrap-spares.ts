/**
 * Scrap spares (spec 001 section 7 "Scrap spares, garage transfer, employee transfer": `Scrabspares/*`;
 * spec 000 section 2 Garage `/scrapSpareslist` + form `scrapSpares`, screen SGRG017).
 *
 * The removed (old) parts of a job order in the garage, sent to scrap (`SS-<year>-<nnnnn>`). They are
 * counted: each line is received into the project's scrap store (`SCRAP`) through the stock ledger at
 * no value (a RECEIPT at unit cost 0, so the scrap store's quantities are right and no store's value
 * changes). An edit reverses the stored lines and receives the new ones in one posting; a delete
 * reverses them (refused by the ledger when the scrap store no longer holds them, e.g. sold off).
 * The job order's status does not move.
 */
import { z } from 'zod';
import { inputLimits } from '../platform/limits.ts';
import { messages } from '../platform/messages.ts';
import { docnumbrQuery, pagedListQuery, required, text, revisable } from '../engines/document-schemas.ts';
import { yearlyNumber } from '../engines/document-numbers.ts';
import type { SerialPartLine } from '../engines/document-lines.ts';
import type { StoreDocumentHead } from '../parts/item-request.ts';

/** The scrap store every scrap document receives into. */
export const scrapStore = { storecode: 'SCRAP', storenam: 'Scrap Store', storenamar: 'مخزن الخردة' } as const;
/** Lines per document: reversal + new movements + balances + master stay under 100 transaction items. */
export const scrapMaxLines = 20;
export const scrapMaxQty = 9999;

export const scrapNumber = yearlyNumber('SS');

export const scrapLineInput = z.object({
  sparepart: required(messages.scrapItemRequired, 40).transform((value) => value.toUpperCase()),
  qty: z.coerce
    .number({ error: messages.scrapQtyInvalid })
    .int(messages.scrapQtyInvalid)
    .min(1, messages.scrapQtyInvalid)
    .max(scrapMaxQty, messages.scrapQtyInvalid),
  remarks: text(200).optional().default(''),
});

/** The first item listed twice (one line per item), if any. */
export function duplicateItem(lines: readonly { sparepart: string }[]): string | undefined {
  const seen = new Set<string>();
  for (const line of lines) {
    if (seen.has(line.sparepart)) return line.sparepart;
    seen.add(line.sparepart);
  }
  return undefined;
}

/** `POST Scrabspares/insertScrabSpares`: new (no docnumbr / version) or changed at its version. */
export const insertScrabSparesRequest = revisable({
  jobordno: required(messages.inspectionJobOrderRequired, 40),
  remarks: text(500).optional().default(''),
  lines: z
    .array(scrapLineInput, { error: messages.scrapLinesRequired })
    .min(1, messages.scrapLinesRequired)
    // scrapMaxLines is the domain's, with its message.
    .max(inputLimits.list),
});
export type InsertScrabSparesRequest = z.input<typeof insertScrabSparesRequest>;
export type InsertScrabSparesParsed = z.output<typeof insertScrabSparesRequest>;

export const scrapByIdQuery = docnumbrQuery;

export const scrapListQuery = pagedListQuery({ jobordno: text(40).optional() });

export interface ScrapLine extends SerialPartLine {
  sparecat: string;
  qty: number;
  remarks: string;
  /** Sort key of the line's RECEIPT movement in the document's partition. */
  movsk: string;
}

export interface ScrapSpares extends StoreDocumentHead {
  lines: ScrapLine[];
  cretuser: string;
  timstamp: string;
  moduser?: string;
  moddate?: string;
  version: number;
}

export interface ScrapWritten {
  docnumbr: string;
  version: number;
  jobordno: string;
}

export interface ScrapPage {
  items: Omit<ScrapSpares, 'lines'>[];
  cursor?: string;
}
