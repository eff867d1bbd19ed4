/**
 * Approval administration (issue 12): the limit table (rights of the role permission screen SGRM010)
 * and delegations of authority (any signed-in user for their own approver roles; an administrator for
 * anyone; the rules are in admin.ts).
 */
import { messages, screenCodes } from '@fleet/shared';
import {
  approvalLimitBody,
  approvalLimitListQuery,
  delegationBody,
  delegationByIdQuery,
} from '@fleet/shared/platform/delegation';
import { screenRoutes, signedIn } from '#lib/document-routes';
import { defineModule } from '#lib/registry';
import {
  delegationList,
  deleteDelegation,
  insertDelegation,
  listApprovalLimits,
  saveApprovalLimit,
} from './admin.ts';

const screen = screenCodes.rolePermission;
const limits = screenRoutes(screen);
const p = (call: string) => `/api/Approvals/${call}`;

export const approvalsModule = defineModule({
  name: 'approvals',
  routes: [
    limits.read({
      path: p('getApprovalLimits'),
      summary:
        'The approval limit table: [{doctype, level, maxamount (KWD; absent = no limit), moduser, moddate, version}]. Optional doctype.',
      query: approvalLimitListQuery,
      read: (caller, query) => listApprovalLimits(caller, query.doctype),
    }),
    limits.write({
      path: p('saveApprovalLimit'),
      summary:
        "Sets the most a level's approval may settle for a document type {doctype, level, maxamount (null removes it), version?}. A level another level escalates from (KPTC, when the third level takes over above it) passes a larger document on; other levels refuse it. Documents keep the table as it stood when submitted. Returns [message, row].",
      action: 'edits',
      body: approvalLimitBody,
      message: messages.approvalLimitSaved,
      write: saveApprovalLimit,
    }),
    signedIn.read({
      path: p('getDelegationList'),
      summary:
        'Delegations of authority the caller gave or received (all of the project for an administrator), newest first: [{docnumbr, delegator, delegatorname, delegate, delegatename, roles, fromdate, todate, remarks, active}].',
      read: (caller) => delegationList(caller, new Date()),
    }),
    signedIn.write({
      path: p('insertDelegation'),
      summary:
        "Names an acting delegate {delegator? (administrators only), delegate, roles: approver roles the delegator holds, fromdate, todate (Kuwait days, at most 90), remarks}. While it runs the delegate decides at those roles' levels ('approved by X for Y'), holds their screen rights and is told when a document waits there. Returns [message, delegation].",
      body: delegationBody,
      message: messages.delegationSaved,
      write: insertDelegation,
    }),
    signedIn.remove({
      path: p('deleteDelegation'),
      summary: 'Ends delegation docnumbr (its delegator or an administrator). Returns [message, {docnumbr}].',
      query: delegationByIdQuery,
      message: messages.delegationDeleted,
      remove: (caller, query, now) => deleteDelegation(caller, query.docnumbr, now),
    }),
  ],
});
