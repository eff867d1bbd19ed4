/**
 * Delegation of authority and approval limits (issue 12; the spec names approval levels but no
 * holiday cover and no amounts per level, so both are product rules of ours):
 *
 * - An approver names an acting delegate for a date range (Kuwait days, both inclusive) and for one or
 *   more of their approver roles. While it runs, the delegate may decide at the levels of those roles
 *   (the approval engine records "approved by X for Y"), is told when a document waits there, and
 *   holds that role's screen rights. The delegation is kept as its own item and, for the delegate,
 *   on the delegate's profile (`acting`), so resolving a caller costs no extra read.
 * - The limit table says, per document type and level, the largest amount that level's approval may
 *   settle (KWD). A level another level escalates from (the third level above KPTC's limit) passes a
 *   larger document on; any other level is refused above its limit. A document keeps the table as it
 *   stood at its submission.
 */
import { z } from 'zod';
import { isoDay, required } from '../engines/document-schemas.ts';
import { inputLimits } from './limits.ts';
import { approvalChains, approvalLevels, type ApprovalLevel } from '../engines/approvals.ts';
import { messages } from './messages.ts';

/** Approver roles that can be delegated, and the levels they decide. */
export const delegableRoles = ['APPROVER_GARAGE', 'APPROVER_MOI', 'APPROVER_KPTC', 'APPROVER_THIRD'] as const;
export type DelegableRole = (typeof delegableRoles)[number];

/** A delegation as kept on the delegate's profile. */
export interface StoredActing {
  /** The delegation's number (DLG-<year>-<nnnnn>). */
  docnumbr: string;
  project: string;
  role: string;
  /** The delegator (usercode). */
  for: string;
  fromdate: string;
  todate: string;
}

let kuwaitDayFormat: Intl.DateTimeFormat | undefined;

/** Today (YYYY-MM-DD) in Kuwait. The formatter is made once: making one costs about 0.1 ms. */
export function kuwaitDay(moment: Date): string {
  kuwaitDayFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kuwait',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return kuwaitDayFormat.format(moment);
}

/** The delegations of a list that run on `day` in `project`. */
export function activeDelegations(
  acting: readonly StoredActing[] | undefined,
  project: string,
  day: string,
): StoredActing[] {
  return (acting ?? []).filter(
    (entry) => entry.project === project && entry.fromdate <= day && day <= entry.todate,
  );
}

/** `insertDelegation`: the delegator (the caller, or anyone for an administrator) names a delegate. */
export const delegationBody = z
  .object({
    /** The delegator; defaults to the caller. Only an administrator names someone else. */
    delegator: z.string().trim().max(60).optional(),
    delegate: required(messages.delegationDelegateRequired, 60),
    roles: z
      .array(z.enum(delegableRoles))
      .min(1, messages.delegationRoleRequired)
      .max(delegableRoles.length)
      .refine((roles) => new Set(roles).size === roles.length, messages.delegationRoleRequired),
    fromdate: isoDay,
    todate: isoDay,
    remarks: z.string().trim().max(300).default(''),
  })
  .refine((body) => body.fromdate <= body.todate, {
    message: messages.dateWindowReversed,
    path: ['todate'],
  });
export type DelegationBody = z.infer<typeof delegationBody>;

export const delegationByIdQuery = z.object({
  docnumbr: z.string().trim().min(1, messages.storeVoucherRequired).max(inputLimits.code),
});

export interface Delegation {
  docnumbr: string;
  project: string;
  delegator: string;
  delegatorname: string;
  delegate: string;
  delegatename: string;
  roles: DelegableRole[];
  fromdate: string;
  todate: string;
  remarks: string;
  cretuser: string;
  cretdate: string;
  /** Set when ended early (deleted). */
  deldate?: string;
  deluser?: string;
}

/** The longest delegation: a holiday cover, not a permanent transfer of rights. */
export const delegationMaxDays = 90;

/** Days from `from` to `to`, both inclusive. */
export function daysInclusive(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

// ---- Limit table ---------------------------------------------------------------------------------

/** A row of the limit table: the most `level` may approve of a `doctype` (KWD). */
export interface ApprovalLimitRow {
  doctype: string;
  level: ApprovalLevel;
  /** KWD, 3 decimals. */
  maxamount: number;
  moduser: string;
  moddate: string;
  version: number;
}

export const approvalLimitBody = z.object({
  // A document type with an approval chain: any other name (`__proto__`) would read the prototype.
  doctype: z
    .string()
    .trim()
    .min(1)
    .max(10)
    .refine((doctype) => Object.hasOwn(approvalChains, doctype), messages.approvalLevelNotNeeded),
  level: z.enum(approvalLevels),
  /** Null removes the limit (unlimited). */
  maxamount: z.coerce
    .number({ error: messages.approvalLimitAmount })
    .positive(messages.approvalLimitAmount)
    .max(100_000_000, messages.approvalLimitAmount)
    .nullable(),
  /** The row's version (absent for a new row). */
  version: z.coerce.number().int().min(1).optional(),
});
export type ApprovalLimitBody = z.infer<typeof approvalLimitBody>;

export const approvalLimitListQuery = z.object({ doctype: z.string().trim().max(10).optional() });
