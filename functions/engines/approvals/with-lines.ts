/**
 * The approval verbs of a document type with lines (the purchase and invoice documents), bound to the
 * type once: the document as the engine sees it, its save for approval (the next state planned for the
 * caller from the type's approval limits, and the document as stored with that state), a level's
 * decision and its withdrawal, and the index items a deleted document retires.
 */
import type { Caller } from '#lib/registry';
import type { TransactItem } from '#lib/db';
import {
  approvableWithLines,
  decide,
  planSubmission,
  retirementItems,
  withdraw,
  type ApprovableDocument,
  type SubmissionPlan,
} from './engine.ts';
import { approvalLimitsOf } from './limits.ts';

type StoredWithLines = Parameters<typeof approvableWithLines>[1];

/** A verb's arguments after the caller and the document. */
type After<F> = F extends (caller: Caller, doc: ApprovableDocument, ...rest: infer R) => unknown ? R : never;

export interface ApprovalsWithLines<S> {
  approvable: (stored: S) => ApprovableDocument;
  /** The save's approval: write `saved` with `plan.items` and send `plan.busEvents`. */
  submit: (caller: Caller, document: S, now: Date) => Promise<{ plan: SubmissionPlan; saved: S }>;
  decide: (caller: Caller, stored: S, ...rest: After<typeof decide>) => ReturnType<typeof decide>;
  withdraw: (caller: Caller, stored: S, ...rest: After<typeof withdraw>) => ReturnType<typeof withdraw>;
  /** The approval index items a deleted document leaves. */
  retire: (project: string, stored: S) => TransactItem[];
}

/** `docType`: the document type, or how a document names it (a purchase request's PRQ or PRJ). */
export function approvalsWithLines<S extends StoredWithLines>(
  docType: string | ((stored: S) => string),
): ApprovalsWithLines<S> {
  const typeOf = (stored: S) => (typeof docType === 'string' ? docType : docType(stored));
  const approvable = (stored: S) => approvableWithLines(typeOf(stored), stored);
  return {
    approvable,
    submit: async (caller, document, now) => {
      const limits = await approvalLimitsOf(caller.project, typeOf(document));
      const plan = planSubmission(caller, approvable(document), now, limits);
      return { plan, saved: { ...document, master: { ...document.master, approval: plan.approval } } };
    },
    decide: (caller, stored, ...rest) => decide(caller, approvable(stored), ...rest),
    withdraw: (caller, stored, ...rest) => withdraw(caller, approvable(stored), ...rest),
    retire: (project, stored) => retirementItems(project, approvable(stored)),
  };
}
