/**
 * The approval engine's request schemas (zod), apart from its rules (approvals.ts) so that what needs only
 * the chains, such as the My work landing page, does not carry zod (issue 25). The type
 * `ApprovalDecisionBody` is re-exported by approvals.ts as well.
 */
import { z } from 'zod';
import { inputLimits } from '../platform/limits.ts';
import { messages } from '../platform/messages.ts';
import { bulkActions, lineDecisions } from './approvals.ts';

const lineDecisionInput = z.object({
  serlnumb: z.coerce.number().int().min(1),
  aprstatus: z.enum(lineDecisions),
  remarks: z.string().trim().max(500).default(''),
});

/**
 * An approver's decision at one level: `decision` A approves, R rejects (remarks required); for a
 * document decided line by line, `lines` (or a bulk `action`) carry the line decisions, and a level
 * whose lines are still pending or not set is saved as a draft without deciding.
 */
export const approvalDecisionBody = z
  .object({
    docnumbr: z.string().trim().min(1).max(inputLimits.code),
    /** The document version the approver read: a changed document is a 409. */
    version: z.coerce.number().int().min(1),
    decision: z.enum(['A', 'R']).optional(),
    action: z.enum(bulkActions).optional(),
    lines: z.array(lineDecisionInput).max(200).optional(),
    remarks: z.string().trim().max(1000).default(''),
  })
  .superRefine((body, ctx) => {
    const rejecting =
      body.decision === 'R' ||
      body.action === 'rejectAll' ||
      (body.lines ?? []).some((l) => l.aprstatus === 'R');
    const remarked =
      body.remarks !== '' ||
      ((body.lines ?? []).length > 0 && body.lines!.every((l) => l.aprstatus !== 'R' || l.remarks));
    if (rejecting && !remarked)
      ctx.addIssue({ code: 'custom', path: ['remarks'], message: messages.rejectionRemarksRequired });
    if (body.decision === undefined && body.action === undefined && body.lines === undefined)
      ctx.addIssue({ code: 'custom', path: ['decision'], message: messages.approvalDecisionRequired });
  });
export type ApprovalDecisionBody = z.infer<typeof approvalDecisionBody>;
