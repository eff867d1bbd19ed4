/**
 * Item master and item open requests (spec 000 section 2 Master: `/itemmasteropenrequestlist`, forms
 * `itemmaster` and `itemmasteropenrequest`; screen SGRM009). The item master is the spare parts list the
 * stores, requests and invoices choose from (lookups' getSpareParts); an open request asks the store to
 * open a new item (a part not yet in the master), which the store keeper approves by giving it its
 * code and price (the item is created in the same transaction) or rejects with remarks.
 */
import { z } from 'zod';
import { required } from '../engines/document-schemas.ts';
import { inputLimits } from '../platform/limits.ts';
import { messages } from '../platform/messages.ts';

/** Units of measure and categories of the item master. */
export const itemUnits = ['PCS', 'SET', 'LTR', 'CAN', 'DRUM', 'KG', 'MTR', 'BOX'] as const;
export const itemCategories = [
  'AC',
  'BATTERIES',
  'BODY',
  'BRAKES',
  'COOLING',
  'ELECTRICAL',
  'ENGINE',
  'FILTERS',
  'OILS',
  'SUSPENSION',
  'TRANSMISSION',
  'TYRES',
] as const;

const price = z.coerce
  .number({ error: messages.itemPriceRange })
  .finite(messages.itemPriceRange)
  .min(0, messages.itemPriceRange)
  .max(999_999.999, messages.itemPriceRange);
const itemCode = required(messages.itemCodeRequired, 40)
  .regex(/^[A-Za-z0-9_-]+$/, messages.codeCharacters)
  .transform((value) => value.toUpperCase());
const itemFields = {
  sparenam: z.string({ error: messages.itemNameRequired }).trim().min(1, messages.itemNameRequired).max(200),
  sparenamar: z.string().trim().max(200).default(''),
  spareuom: z.enum(itemUnits, { error: messages.itemUomRequired }),
  sparecat: z.enum(itemCategories, { error: messages.itemCategoryRequired }),
  /** INMS: any make. */
  vehmakid: z.string().trim().max(20).default('INMS'),
};

export const itemMasterBody = z.object({
  sparepart: itemCode,
  ...itemFields,
  sparepric: price,
  /** The version read: an update; absent: a new item. */
  version: z.coerce.number().int().min(1).optional(),
});
export type ItemMasterBody = z.infer<typeof itemMasterBody>;

export const openRequestBody = z.object({
  ...itemFields,
  /** The price the requester expects (KWD). */
  estprice: price.default(0),
  /** The job order that needs the part, if any. */
  jobordno: z.string().trim().max(40).default(''),
  remarks: z.string().trim().max(500).default(''),
});
export type OpenRequestBody = z.infer<typeof openRequestBody>;

export const openRequestDecisionBody = z
  .object({
    docnumbr: z.string().trim().min(1, messages.storeVoucherRequired).max(inputLimits.code),
    version: z.coerce.number().int().min(1),
    decision: z.enum(['A', 'R'], { error: messages.approvalDecisionRequired }),
    /** Approving: the code and price the item opens with. */
    sparepart: z.string().trim().max(40).optional(),
    sparepric: price.optional(),
    remarks: z.string().trim().max(500).default(''),
  })
  .superRefine((body, ctx) => {
    if (body.decision === 'R' && !body.remarks)
      ctx.addIssue({ code: 'custom', path: ['remarks'], message: messages.rejectionRemarksRequired });
    if (body.decision === 'A') {
      const parsed = itemCode.safeParse(body.sparepart ?? '');
      if (!parsed.success)
        ctx.addIssue({ code: 'custom', path: ['sparepart'], message: parsed.error.issues[0]!.message });
    }
  });
export type OpenRequestDecisionBody = z.infer<typeof openRequestDecisionBody>;

export const openRequestListQuery = z.object({ state: z.enum(['OPEN', 'APPROVED', 'REJECTED']).optional() });

export interface OpenRequest {
  docnumbr: string;
  docdate: string;
  sparenam: string;
  sparenamar: string;
  spareuom: string;
  sparecat: string;
  vehmakid: string;
  estprice: number;
  jobordno: string;
  remarks: string;
  state: 'OPEN' | 'APPROVED' | 'REJECTED';
  /** The item it opened. */
  sparepart: string;
  decidedby: string;
  decidedat: string;
  decisionremarks: string;
  cretuser: string;
  version: number;
}
