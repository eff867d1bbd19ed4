/**
 * The zod pieces every document's requests repeat, declared once: text fields, days and moments, a
 * document's number and the version read (a save names both or neither), the date window of a list
 * (both ends optional, not reversed) and its paging, and a request's part lines. A document's schema
 * composes these with its own fields, in the order its form shows them.
 */
import { z } from 'zod';
import { inputLimits } from '../platform/limits.ts';
import { messages, type ServerMessage } from '../platform/messages.ts';

/** Trimmed text of at most `max` characters. */
export const text = (max: number) => z.string().trim().max(max);

/** Required trimmed text: `message` when absent or empty. */
export const required = (message: ServerMessage, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max);

/** A whole number from 1 to `max`: `message` when it is anything else. */
export const wholeNumber = (message: ServerMessage, max: number) =>
  z.number({ error: message }).int(message).min(1, message).max(max, message);

/** A day `YYYY-MM-DD`. */
export const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, messages.useIsoDay);

/** An ISO date-time as a form sends it (shown as DD/MM/YYYY HH:mm). */
export const isoDateTime = z.iso
  .datetime({ offset: true, message: messages.useIsoDateTime })
  .max(inputLimits.code);

/** `?docnumbr=` of a document's read and delete. */
export const docnumbrQuery = z.object({ docnumbr: text(30).min(1, messages.invalidParameters) });

/** An existing document's number and the version read (both or neither: neither creates). */
const revision = {
  docnumbr: text(30).optional(),
  version: z.number().int().positive().optional(),
};

type Revision = { docnumbr?: string | undefined; version?: number | undefined };
/** The rule of `revision`: both the number and the version, or neither. */
const bothOrNeither = (request: Revision) => Boolean(request.docnumbr) === (request.version !== undefined);
const revisionRule = { message: messages.invalidParameters, path: ['version'] };

/** A save's body: its own fields and a `revision`, under the rule of both or neither. */
export const revisable = <Shape extends z.ZodRawShape>(shape: Shape) =>
  // The shape is generic, so zod cannot see the revision fields in its output: they are there by the spread.
  z.object({ ...shape, ...revision }).refine((request) => bothOrNeither(request as Revision), revisionRule);

/** A window's rule (`.refine(windowInOrder, reversedWindow(at))`): `fromdate` not after `todate`. */
interface DateWindow {
  fromdate?: string | undefined;
  todate?: string | undefined;
}
export const windowInOrder = (query: DateWindow) =>
  !query.fromdate || !query.todate || query.fromdate <= query.todate;
export const reversedWindow = (at: 'fromdate' | 'todate') => ({
  message: messages.dateWindowReversed,
  path: [at],
});

/** A page of a list: its size (default 50) and the cursor of the next page. */
export const listPage = {
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().max(2048).optional(),
};

/**
 * A list's query: an optional date window and the list's own filters (with `listPage` for a paged one);
 * a reversed window is refused on `reversedAt` (default `fromdate`).
 */
export function dateListQuery<S extends z.ZodRawShape>(
  filters: S,
  reversedAt: 'fromdate' | 'todate' = 'fromdate',
) {
  return z
    .object({ fromdate: isoDay.optional(), todate: isoDay.optional(), ...filters })
    .refine((query) => windowInOrder(query as DateWindow), reversedWindow(reversedAt));
}

/** A paged list's query: `dateListQuery` with the page after the filters. */
export const pagedListQuery = <S extends z.ZodRawShape>(filters: S) =>
  dateListQuery({ ...filters, ...listPage });

/** A part's quantity on a request line: a whole number from 1 to 99,999. */
export const partQty = z.coerce
  .number({ error: messages.storeQtyRequired })
  .int(messages.storeQtyRequired)
  .min(1, messages.storeQtyRequired)
  .max(99_999, messages.storeQtyRequired);

/** A line of a request for parts: the item, its quantity, remarks. */
export const partLineInput = z.object({
  sparepart: required(messages.storeItemRequired, 40),
  qty: partQty,
  remarks: text(200).default(''),
});

/** Whether every item is on one line only (items compared without case). */
export const distinctItems = (lines: readonly { sparepart: string }[]) =>
  new Set(lines.map((line) => line.sparepart.toUpperCase())).size === lines.length;

/**
 * Lines that name their source document's lines by serial (an invoice's order lines, a credit's
 * invoice lines, a quotation's request lines): 1 to `max`, each source line once.
 */
export const serialLines = <T extends z.ZodType<{ serlnumb: number }>>(
  line: T,
  max: number,
  tooMany: ServerMessage,
) =>
  z
    .array(line)
    .min(1, messages.invoiceNoLines)
    .max(max, tooMany)
    .refine((lines) => new Set(lines.map((entry) => entry.serlnumb)).size === lines.length, {
      message: messages.storeDuplicateItem,
    });

/** A request's part lines: 1 to `max`, each item once. */
export const partLines = (max: number, tooMany: ServerMessage) =>
  z
    .array(partLineInput)
    .min(1, messages.invoiceNoLines)
    .max(max, tooMany)
    .refine(distinctItems, messages.storeDuplicateItem);
