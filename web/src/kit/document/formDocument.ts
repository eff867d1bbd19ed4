/**
 * The two conversions every document form with part lines makes: a stored document into the form's
 * values (`fromDocument`) and the values into the save call's body (`toSaveRequest`). The header keeps
 * the stored number and version so the save replaces that version (a stale one is a 409); the lines are
 * the stored ones in serial order with the part they name, and the save sends the lines the form takes
 * by serial number with their amounts.
 */
import { inSerialOrder, serialPartOf, type SerialPartLine } from '@fleet/shared/engines/document-lines';

interface Versioned {
  docnumbr: string;
  version: number;
}

/** The named fields of a record, as they are. */
export function pickFields<M, K extends keyof M>(record: M, fields: readonly K[]): Pick<M, K> {
  const picked = {} as Pick<M, K>;
  for (const field of fields) picked[field] = record[field];
  return picked;
}

/** The stored header's number, version and the named fields, as the form's values. */
export const storedHeader = <M extends Versioned, K extends keyof M>(master: M, fields: readonly K[]) =>
  pickFields(master, ['docnumbr', 'version', ...fields]);

/** The stored lines in serial order: each its part (serial, item, unit) and the form's own fields. */
export const storedLines = <L extends SerialPartLine, V>(lines: readonly L[], values: (line: L) => V) =>
  inSerialOrder(lines).map((line) => ({ ...serialPartOf(line), ...values(line) }));

/** A saved document's number and version for the save call; a new document sends neither. */
export const savedVersion = (values: { docnumbr?: string; version?: number }) =>
  values.docnumbr ? { docnumbr: values.docnumbr, version: values.version } : {};

/** The save call's header: the saved document's number and version, then the named fields as typed. */
export const savedHeader = <V extends { docnumbr?: string; version?: number }, K extends keyof V>(
  values: V,
  fields: readonly K[],
) => ({ ...savedVersion(values), ...pickFields(values, fields) });

/** The lines the save sends: the ones the form takes, by serial number with their amounts. */
export const savedLines = <L extends { serlnumb: number }, A>(
  lines: readonly L[],
  taken: (line: L) => boolean,
  amounts: (line: L) => A,
) => lines.filter(taken).map((line) => ({ serlnumb: line.serlnumb, ...amounts(line) }));
