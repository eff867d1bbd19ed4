/**
 * The warranty check calls, each as read -> rules -> one transaction (through the status engine when
 * the job order moves).
 */
import { formatMessage, messages } from '@fleet/shared';
import {
  candidateWindowStart,
  warrantyCandidates,
  warrantyFrom,
  warrantyOpen,
  warrantyStatus,
  type InsertWarrantyCheckParsed,
  type WarrantyCandidates,
  type WarrantyCheck,
  type WarrantyDecision,
  type WarrantySetting,
} from '@fleet/shared/garage/warranty';
import type { z } from 'zod';
import type { warrantyCandidatesQuery, warrantyListQuery } from '@fleet/shared/garage/warranty';
import { kuwaitDay } from '#lib/clock';
import { transactWrite } from '#lib/db';
import { saveNumbered } from '../../engines/numbers.ts';
import { BadRequestError, ConflictError } from '#lib/errors';
import type { Caller } from '#lib/registry';
import {
  readJobOrderCore,
  requireJobOrderCore,
  writeJobOrder,
  writeJobOrderAs,
} from '../../engines/status/engine.ts';
import { jobOrderStatuses } from '../../engines/status/headers.ts';
import {
  earlierJobOrder,
  earlierJobOrders,
  getWarrantySetting,
  warrantyChecks,
  warrantyDelete,
  warrantyPut,
  warrantySettingPut,
} from './data.ts';
import { claimHeader, claimMove, composeClaim } from './warranty.ts';

const requireClaim = (project: string, docnumbr: string) => warrantyChecks.require(project, docnumbr);

/** `getWarrantyCandidates`: the plate's earlier repairs still under warranty today. */
export async function warrantyCandidatesOf(
  caller: Caller,
  query: z.output<typeof warrantyCandidatesQuery>,
  now: Date,
): Promise<WarrantyCandidates> {
  const today = kuwaitDay(now);
  const [{ warrdays }, received] = await Promise.all([
    getWarrantySetting(caller.project),
    query.jobordno ? readJobOrderCore(caller.project, query.jobordno) : undefined,
  ]);
  // A job order with its claim raised is offered no other: the answer names the claim (issue 25 item 15).
  const claimed = received as unknown as (Record<string, unknown> & { warrantydoc?: string }) | undefined;
  if (claimed?.warrantydoc)
    return {
      vehicleno: query.vehicleno,
      warrdays,
      candidates: [],
      claim: {
        docnumbr: claimed.warrantydoc,
        prevjobordno: String(claimed['warrantyof'] ?? ''),
        warrstatus: (claimed['warrantystatus'] || 'initiated') as WarrantyDecision,
      },
    };
  const earlier = await earlierJobOrders(
    caller.project,
    query.vehicleno,
    candidateWindowStart(today, warrdays),
  );
  return {
    vehicleno: query.vehicleno,
    warrdays,
    candidates: warrantyCandidates(earlier, {
      today,
      warrdays,
      subrepids: query.subrepids,
      ...(query.jobordno ? { exclude: query.jobordno } : {}),
    }),
  };
}

/** `insertWarrantyCheck`: a new claim (job order -> 1234), its change, or its decision (back to where it was). */
export async function saveWarrantyCheck(caller: Caller, request: InsertWarrantyCheckParsed, now: Date) {
  const { project } = caller;
  const stored = request.docnumbr ? await requireClaim(project, request.docnumbr) : undefined;
  if (stored && stored.version !== request.version) throw new ConflictError();
  const header = await requireJobOrderCore(project, request.jobordno);
  if (!stored) {
    const existing = (header as { warrantydoc?: string }).warrantydoc;
    if (existing)
      throw new BadRequestError(
        formatMessage(messages.warrantyExists, { jobordno: header.jobordno, docnumbr: existing }),
      );
    if (!warrantyFrom().includes(header.statuscde)) throw new BadRequestError(messages.jobOrderWrongStage);
  }
  const earlierHeader = await requireJobOrderCore(project, request.prevjobordno);
  const [earlier, setting] = await Promise.all([
    earlierJobOrder(project, earlierHeader as never),
    getWarrantySetting(project),
  ]);
  const today = kuwaitDay(now);
  return saveNumbered(
    project,
    stored?.docnumbr,
    warrantyChecks.numbering(today.slice(0, 4)),
    async (docnumbr, claims) => {
      const claim = composeClaim(
        request,
        header,
        earlier,
        { docnumbr, user: caller.usercode, now, today, warrdays: setting.warrdays },
        stored,
      );
      const items = [...claims, ...warrantyPut(project, claim, stored?.version)];
      const to = claimMove(claim, !stored, header.statuscde);
      if (to === undefined) {
        await transactWrite(items);
      } else {
        const remarks = stored
          ? `Warranty claim ${docnumbr} ${claim.warrstatus}`
          : `Warranty claim ${docnumbr} on ${claim.prevjobordno}`;
        await writeJobOrder({
          project,
          user: caller.usercode,
          jobordno: header.jobordno,
          ...(stored ? { from: [warrantyStatus] } : { step: 'warrantyInitiated' as const }),
          moves: [{ to, remarks }],
          set: claimHeader(claim),
          items,
        });
      }
      return { docnumbr, version: claim.version, jobordno: claim.jobordno, warrstatus: claim.warrstatus };
    },
  );
}

/** `deleteWarrantyCheck`: only while the claim waits at 1234; the job order goes back to where it was. */
export async function deleteWarrantyCheck(caller: Caller, docnumbr: string, now: Date) {
  const stored = await requireClaim(caller.project, docnumbr);
  const header = await requireJobOrderCore(caller.project, stored.jobordno);
  if (!warrantyOpen(stored) || header.statuscde !== warrantyStatus)
    throw new BadRequestError(messages.warrantyDeletePastStage);
  await writeJobOrderAs(caller, {
    jobordno: stored.jobordno,
    from: [warrantyStatus],
    moves: [{ to: stored.prevstatus, remarks: `Warranty claim ${docnumbr} deleted` }],
    set: claimHeader(null),
    items: warrantyDelete(caller.project, stored, { deluser: caller.usercode, deldate: now.toISOString() }),
  });
  return { docnumbr, jobordno: stored.jobordno };
}

/** `getWarrantyCheckById`: a claim with its job order's current status. */
export async function readWarrantyCheck(caller: Caller, docnumbr: string): Promise<WarrantyCheck> {
  const claim = await requireClaim(caller.project, docnumbr);
  const statuses = await jobOrderStatuses(caller.project, [claim.jobordno]);
  return { ...claim, statuscde: statuses.get(claim.jobordno) ?? 0 };
}

/** `getWarrantyCheckList`: a page of live claims in the window, newest first, by plate and decision. */
export async function listWarrantyChecks(caller: Caller, query: z.output<typeof warrantyListQuery>) {
  const plate = query.vehicleno?.toLowerCase();
  const page = await warrantyChecks.listPage(
    caller.project,
    query,
    (row) =>
      (!plate || String(row.vehicleno).toLowerCase().includes(plate)) &&
      (!query.warrstatus || row.warrstatus === query.warrstatus),
  );
  const rows = page.items;
  const statuses = await jobOrderStatuses(
    caller.project,
    rows.map((row) => row.jobordno),
  );
  return {
    items: rows.map((row) => ({ ...row, statuscde: statuses.get(row.jobordno) ?? 0 })),
    ...(page.cursor ? { cursor: page.cursor } : {}),
  };
}

/** `getWarrantySetting`: the warranty window in days. */
export const readWarrantySetting = (caller: Caller): Promise<WarrantySetting> =>
  getWarrantySetting(caller.project);

/** `putWarrantySetting`: the warranty window at the version read (0 before the first save). */
export async function saveWarrantySetting(
  caller: Caller,
  request: { warrdays: number; version: number },
  now: Date,
) {
  const stored = await getWarrantySetting(caller.project);
  if (stored.version !== request.version) throw new ConflictError();
  const setting = {
    warrdays: request.warrdays,
    version: stored.version + 1,
    moduser: caller.usercode,
    moddate: now.toISOString(),
  };
  await transactWrite([warrantySettingPut(caller.project, setting)]);
  return { warrdays: setting.warrdays, version: setting.version };
}
