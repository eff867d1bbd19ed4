/**
 * Garage issue voucher and garage request (spec 001 section 7 "Garage issue", "Garage request";
 * statuses 1219 ItemIssuedVoucher, 1220 GarageRequested, 1221 GarageIssued): the store issues the
 * approved lines of an item request to its job order (`setGarageIssue` with requstno), or the parts a
 * garage request asked for once they arrived (with garreqno); the garage asks for parts the store does
 * not hold with a garage request.
 */
import { z } from 'zod';
import { inputLimits } from '../platform/limits.ts';
import { messages } from '../platform/messages.ts';
import type { JobOrderDocumentHeader, SerialPartLine } from '../engines/document-lines.ts';
import { dateListQuery, partLines, partQty, required, text } from '../engines/document-schemas.ts';
import { itemRequestMaxLines } from './item-request.ts';

const docRequired = required(messages.storeVoucherRequired, inputLimits.code);

export const garageIssueBody = z
  .object({
    /** The approved item request issued against. */
    requstno: z.string().trim().max(40).default(''),
    /** Or the garage request whose parts arrived. */
    garreqno: z.string().trim().max(40).default(''),
    remarks: z.string().trim().max(500).default(''),
    lines: z
      .array(z.object({ serlnumb: z.coerce.number().int().min(1), qty: partQty }))
      .min(1, messages.invoiceNoLines)
      .max(itemRequestMaxLines, messages.itemRequestTooManyLines),
  })
  .refine((body) => (body.requstno === '') !== (body.garreqno === ''), {
    message: messages.garageIssueSourceRequired,
    path: ['requstno'],
  });
export type GarageIssueBody = z.infer<typeof garageIssueBody>;

export const garageDocQuery = z.object({ docnumbr: docRequired });

export const garageListQuery = dateListQuery({ jobordno: text(inputLimits.code).optional() }, 'todate');
export type GarageListQuery = z.infer<typeof garageListQuery>;

export const garageRequestBody = z.object({
  docnumbr: z.string().trim().max(40).optional(),
  version: z.coerce.number().int().min(1).optional(),
  jobordno: required(messages.storeJobOrderRequired, inputLimits.code),
  /** The item request whose missing parts this asks for (optional). */
  requstno: z.string().trim().max(40).default(''),
  /** The store the parts will be received into and issued from. */
  storecode: z.string({ error: messages.storeRequired }).trim().min(1, messages.storeRequired).max(30),
  remarks: z.string().trim().max(500).default(''),
  lines: partLines(itemRequestMaxLines, messages.itemRequestTooManyLines),
});
export type GarageRequestBody = z.infer<typeof garageRequestBody>;

export interface GarageIssueMaster {
  doctype: 'GIV';
  docnumbr: string;
  docdate: string;
  doctime: string;
  jobordno: string;
  vehicleno: string;
  requstno: string;
  garreqno: string;
  storecode: string;
  storenam: string;
  remarks: string;
  totalqty: number;
  totalval: number;
  /** The request's requester (told when the parts are issued). */
  requester: string;
  cretuser: string;
  version: number;
  deluser?: string;
  deldate?: string;
}

export interface GarageRequestMaster extends JobOrderDocumentHeader {
  doctype: 'GRQ';
  requstno: string;
  storecode: string;
  storenam: string;
  remarks: string;
  totalqty: number;
  issued: Record<string, number>;
  /** Garage issue vouchers made against it. */
  issues?: string[];
  prevstatus?: number;
  cretuser: string;
  version: number;
}

export interface GarageRequestLine extends SerialPartLine {
  sparecat: string;
  qty: number;
  remarks: string;
}
