/**
 * The accounts documents of a job order (docs/accounts.md): the 3-in-1 invoice (TIO), the final invoice
 * (FIN) and the submission for payment (JSB), each one master item (its cost lines are an attribute: a
 * job order's costing is tens of lines) on the shared document storage (functions/lib/documents.ts), so
 * a job order's accounts documents are in its gsi2 collection with everything else it consumed.
 */
import type {
  FinalInvoiceMaster,
  JobOrderCosting,
  JobOrderParty,
  JoSubmitMaster,
  ThreeInOneMaster,
} from '@fleet/shared/accounts/accounts';
import type { ApprovalState } from '@fleet/shared/engines/approvals';
import { accountsPhase } from '@fleet/shared/engines/workflow';
import { formatMessage, messages } from '@fleet/shared';
import { kuwaitClock } from '#lib/clock';
import { documentStore } from '#lib/documents';
import type { TransactItem } from '#lib/db';
import { BadRequestError, found } from '#lib/errors';
import type { Caller } from '#lib/registry';
import { requireJobOrderCore, type StatusMove, writeJobOrderAs } from '../../engines/status/engine.ts';
import type { OutboxEvent } from '../../engines/status/outbox.ts';
// Issue 15 item 2: the reports' document totals (3-in-1 report, final invoice query, submitted summary).
import { documentTotalsEvents } from '../../engines/projections/documents.ts';
import { fieldsOf } from '#lib/attributes';

type NoLine = { serlnumb: number };

export const threeInOnes = documentStore<ThreeInOneMaster, NoLine>('TIO', 'threeInOne');
export const finalInvoices = documentStore<FinalInvoiceMaster, NoLine>('FIN', 'finalInvoice');
export const joSubmits = documentStore<JoSubmitMaster, NoLine>('JSB', 'joSubmit');

/** A job order that exists, with the party fields the documents repeat. */
export async function requireJobOrder(project: string, jobordno: string) {
  const header = await requireJobOrderCore(project, jobordno);
  return { header, party: jobOrderParty(header) };
}

/** The job order fields the accounts documents repeat (pure). */
export const jobOrderParty = (header: JobOrderParty): JobOrderParty =>
  fieldsOf(header, 'jobordno joborddat vehicleno vehmaknam companynm custname garage garagnam');

/** Who writes a document and when (Kuwait date and time), and its remarks. */
export interface DocumentStamp {
  docnumbr: string;
  docdate: string;
  doctime: string;
  remarks: string;
  cretuser: string;
}

/**
 * Numbers a document a job order is issued once from its previous one (a final invoice from its approved
 * 3-in-1, a submission from its final invoice): `save` gets the stamp (the number, today's Kuwait date and
 * time, the caller, `remarks`) with the number's claims for its transaction.
 */
export function issueNumbered<T>(
  store: Pick<typeof finalInvoices, 'numbered'>,
  caller: Caller,
  remarks: string,
  now: Date,
  save: (stamp: DocumentStamp, claims: TransactItem[]) => Promise<T>,
): Promise<T> {
  const clock = kuwaitClock(now);
  return store.numbered(caller.project, clock.date.slice(0, 4), undefined, (docnumbr, claims) =>
    save({ docnumbr, docdate: clock.date, doctime: clock.time, remarks, cretuser: caller.usercode }, claims),
  );
}

/** The reports' document totals events of a change made by the caller now. */
export const totalsEvents = (
  caller: Caller,
  doctype: string,
  change: Parameters<typeof documentTotalsEvents>[2],
  now: Date,
) => documentTotalsEvents(caller.project, doctype, change, { user: caller.usercode, now });

/** A 3-in-1 master of a job order's costing (pure; the approval is the caller's). */
export const composeThreeInOne = (
  party: JobOrderParty,
  costing: JobOrderCosting,
  stamp: DocumentStamp & { version: number; approval?: ApprovalState | undefined },
): ThreeInOneMaster => ({
  ...party,
  ...fieldsOf(stamp, 'docnumbr docdate doctime remarks cretuser version'),
  ...fieldsOf(costing, 'lines labourval partsval outsideval pettyval totalval'),
  ...(stamp.approval ? { approval: stamp.approval } : {}),
});

/** A final invoice issued from an approved 3-in-1's figures (pure). */
export const composeFinalInvoice = (
  party: JobOrderParty,
  source: ThreeInOneMaster,
  stamp: DocumentStamp,
): FinalInvoiceMaster => ({
  ...party,
  ...fieldsOf(stamp, 'docnumbr docdate doctime remarks cretuser'),
  threeinone: source.docnumbr,
  ...fieldsOf(source, 'lines labourval partsval outsideval pettyval totalval'),
  state: 'pending',
  version: 1,
});

/** The submission for payment of a final-invoiced job order (pure). */
export const composeJoSubmit = (
  party: JobOrderParty,
  invoice: FinalInvoiceMaster,
  stamp: DocumentStamp,
): JoSubmitMaster => ({
  ...party,
  ...fieldsOf(stamp, 'docnumbr docdate doctime remarks cretuser'),
  fininvno: invoice.docnumbr,
  totalval: invoice.totalval,
  version: 1,
});

/** Whether a job order is in the accounts phase (delivered, being invoiced). */
export const inAccountsPhase = (statuscde: number) =>
  (accountsPhase as readonly number[]).includes(statuscde);

/** The live document of a job order in a store, if any (the newest when several). */
export async function liveOf<M extends { docnumbr: string; docdate: string; version: number }>(
  store: { ofJobOrder: (project: string, jobordno: string) => Promise<M[]> },
  project: string,
  jobordno: string,
): Promise<M | undefined> {
  return (await store.ofJobOrder(project, jobordno))
    .sort((a, b) => a.docnumbr.localeCompare(b.docnumbr))
    .at(-1);
}

export async function requireDocument<M extends { docnumbr: string; docdate: string; version: number }>(
  store: { get: (project: string, docnumbr: string) => Promise<{ master: M } | undefined> },
  project: string,
  docnumbr: string,
): Promise<M> {
  return found(await store.get(project, docnumbr)).master;
}

/** One transaction: the document's items, the job order's move (closed job orders included) and events. */
export async function commitAccounts(
  caller: Caller,
  change: {
    jobordno: string;
    from: readonly number[];
    moves: StatusMove[];
    items: TransactItem[];
    busEvents?: OutboxEvent[];
  },
) {
  await writeJobOrderAs(caller, {
    ...fieldsOf(change, 'jobordno from moves items'),
    allowClosed: true,
    ...(change.busEvents ? { busEvents: change.busEvents } : {}),
  });
}

export const alreadyHas = (
  template: typeof messages.threeInOneExists | typeof messages.finalInvoiceExists,
  jobordno: string,
  docnumbr: string,
) => new BadRequestError(formatMessage(template, { jobordno, docnumbr }));
