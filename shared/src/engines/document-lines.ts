/**
 * The line every document keeps of a part, declared once: its serial (its place on the document, or
 * the source document's line it stands for: a request's line on its quotation, an order's on its
 * invoice), the part (code, name as stored, unit), and the amount most lines carry (quantity, unit
 * price and value in KWD). A document's line extends one of these with its own fields; likewise the
 * header of a job order's documents and the master every vendor document keeps.
 */
import type { ApprovalState } from './approvals.ts';

export interface SerialPartLine {
  serlnumb: number;
  sparepart: string;
  sparenam: string;
  spareuom: string;
}

/** A part line valued at cost (KWD): what a store issued, received or bought. */
export interface CostedPartLine extends SerialPartLine {
  qty: number;
  unitcost: number;
  value: number;
}

export interface PricedPartLine extends SerialPartLine {
  qty: number;
  unitprice: number;
  value: number;
}

/**
 * The entered lines with the source lines they name, in serial order; undefined when one names a line
 * the source does not have.
 */
export function pairBySerial<E extends { serlnumb: number }, S extends { serlnumb: number }>(
  source: readonly S[],
  input: readonly E[],
): [entry: E, line: S][] | undefined {
  const bySerial = new Map(source.map((line) => [line.serlnumb, line]));
  const pairs: [E, S][] = [];
  for (const entry of [...input].sort((a, b) => a.serlnumb - b.serlnumb)) {
    const line = bySerial.get(entry.serlnumb);
    if (!line) return undefined;
    pairs.push([entry, line]);
  }
  return pairs;
}

/** A copy of the lines in serial order. */
export const inSerialOrder = <L extends { serlnumb: number }>(lines: readonly L[]): L[] =>
  [...lines].sort((a, b) => a.serlnumb - b.serlnumb);

/** The part of a line (serial, item, unit), for the line of another document built from it. */
export const serialPartOf = ({
  serlnumb,
  sparepart,
  sparenam,
  spareuom,
}: SerialPartLine): SerialPartLine => ({
  serlnumb,
  sparepart,
  sparenam,
  spareuom,
});

/** The priced part of a line (serial, item, unit, quantity, unit price, value), as a list shows it. */
export const pricedPartOf = (line: PricedPartLine): PricedPartLine => ({
  ...serialPartOf(line),
  qty: line.qty,
  unitprice: line.unitprice,
  value: line.value,
});

/**
 * The header of a document made for a job order (its job order, plate and garage empty for a stock
 * document): its number and when it was made.
 */
export interface JobOrderDocumentHeader {
  docnumbr: string;
  docdate: string;
  doctime: string;
  jobordno: string;
  vehicleno: string;
  garage: string;
  garagnam: string;
}

/** What a list, a row or an event names of a job order: number, date (YYYY-MM-DD), plate, make, garage. */
export interface JobOrderHead {
  jobordno: string;
  joborddat: string;
  vehicleno: string;
  vehmaknam: string;
  garage: string;
  garagnam: string;
}

/** What a list row of a job order's document names: number, date (YYYY/MM/DD), job order, plate, garage. */
export type JobOrderDocumentRow = Omit<JobOrderDocumentHeader, 'doctime'>;

/**
 * The master fields of every vendor document after the cost sheet (the LPO, the supplier invoice and
 * its credit): the header, the vendor, the approval, who made it and the version.
 */
export interface VendorDocumentMaster extends JobOrderDocumentHeader {
  vendcode: string;
  vendname: string;
  approval?: ApprovalState;
  cretuser: string;
  version: number;
}
