/**
 * The garage issue form's logic, pure: the request it issues against (an item request `IRQ-...` or a
 * garage request `GRQ-...`), its open lines with the quantity to issue (what the store can give now
 * by default), and the save request with the lines that issue something.
 */
import type { GarageIssueBody } from '@fleet/shared/parts/garage-issue';

/** An open line, the quantity to issue as typed and the stock in the request's store (if known). */
export type IssueFormLine = ReturnType<typeof openFormLines>[number];

export interface GarageIssueValues {
  source: string;
  remarks: string;
  lines: IssueFormLine[];
}

export const emptyGarageIssue = (): GarageIssueValues => ({ source: '', remarks: '', lines: [] });

export const isGarageRequest = (source: string) => source.startsWith('GRQ');

/** Open lines as form lines: the quantity defaults to what can be issued now. */
export function openFormLines(
  lines: readonly {
    serlnumb: number;
    sparepart: string;
    sparenam: string;
    openqty: number;
    qtyonhand?: number;
  }[],
) {
  return lines
    .filter((line) => line.openqty > 0)
    .map((line) => ({
      serlnumb: line.serlnumb,
      sparepart: line.sparepart,
      sparenam: line.sparenam,
      openqty: line.openqty,
      ...(line.qtyonhand === undefined ? {} : { qtyonhand: line.qtyonhand }),
      qty: String(line.qtyonhand === undefined ? line.openqty : Math.min(line.openqty, line.qtyonhand)),
    }));
}

/** A line's problem: a whole quantity from 0 to what is open. */
export function issueLineProblem(line: IssueFormLine): 'qty' | undefined {
  const qty = Number(line.qty);
  return Number.isInteger(qty) && qty >= 0 && qty <= line.openqty ? undefined : 'qty';
}

export function toIssueRequest(values: GarageIssueValues): GarageIssueBody {
  const lines = values.lines
    .map((line) => ({ serlnumb: line.serlnumb, qty: Number(line.qty) }))
    .filter((line) => line.qty > 0);
  return {
    requstno: isGarageRequest(values.source) ? '' : values.source,
    garreqno: isGarageRequest(values.source) ? values.source : '',
    remarks: values.remarks,
    lines,
  };
}
