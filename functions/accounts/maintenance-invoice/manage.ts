/**
 * The maintenance invoice calls, each as read -> rules -> write: loads what a call needs (data.ts),
 * applies the pure rules (invoice.ts) and writes in one transaction.
 */
import {
  invoiceTargetStatus,
  type InvoiceDocument,
  type InvoiceListPage,
  type InvoiceSaveParsed,
  type PricedInvoice,
  type invoiceListQuery,
} from '@fleet/shared/accounts/maintenance-invoice';
import type { z } from 'zod';
import { ConflictError, found } from '#lib/errors';
import { saveNumbered } from '../../engines/numbers.ts';
import type { Caller } from '#lib/registry';
import { deletionBy } from '#lib/documents';
import { cursorWithReportTotals, reportTotalsInCursor } from '#lib/reports';
import { getJobOrderHeader, jobOrderStatuses } from '../../engines/status/headers.ts';
import { accountsPhase } from '@fleet/shared/engines/workflow';
import { transactWrite, type TransactItem } from '#lib/db';
import { writeJobOrderAs } from '../../engines/status/engine.ts';
// Issue 15 H6: money events (AmountPosted) in the invoice's own transaction.
import { outboxPuts, publishOutbox, type OutboxEvent } from '../../engines/status/outbox.ts';
import { changeEvents, maintenanceInvoicePosting } from '../../engines/money/money-events.ts';
import {
  createInvoiceItems,
  findSaveParties,
  getInvoice,
  invoiceListTotals,
  listInvoicePage,
  markInvoiceDeleted,
  invoiceNumbering,
  replaceInvoiceItems,
} from './data.ts';
import {
  assertDeletable,
  assertEditable,
  composeInvoice,
  dateBounds,
  hasRowFilters,
  kuwaitClock,
  matchesInvoiceFilters,
  priceSave,
  requireParties,
  toListRow,
} from './invoice.ts';
import { fieldsOf } from '#lib/attributes';

/** Current status of an invoice's linked job order (undefined when none is linked or it is gone). */
async function linkedStatus(project: string, jobordno: string): Promise<number | undefined> {
  return jobordno ? (await getJobOrderHeader(project, jobordno))?.statuscde : undefined;
}

/**
 * Writes an invoice's items. Linked to a delivered job order (the accounts phase, 1227 and 1422-1424),
 * the same transaction moves the job order to Maintenance_Invoice (1422) through the status engine,
 * with its history and status event; elsewhere in the lifecycle the job order keeps its stage.
 */
async function commitInvoice(
  caller: Caller,
  invoice: { carinvno: string; jobordno: string },
  statuscde: number | undefined,
  items: TransactItem[],
  busEvents: OutboxEvent[] = [], // Issue 15 H6
): Promise<void> {
  if (
    !invoice.jobordno ||
    statuscde === undefined ||
    !(accountsPhase as readonly number[]).includes(statuscde)
  ) {
    // Issue 15 H6: the money events go to the outbox in the same transaction, published after it.
    await transactWrite([...items, ...outboxPuts(busEvents)]);
    await publishOutbox(busEvents);
    return;
  }
  await writeJobOrderAs(caller, {
    jobordno: invoice.jobordno,
    step: 'maintenanceInvoice',
    moves: [{ to: invoiceTargetStatus, remarks: `Maintenance invoice ${invoice.carinvno}` }],
    // A delivered job order is closed (the vehicle has left); invoicing it reopens nothing.
    allowClosed: true,
    items,
    busEvents, // Issue 15 H6
  });
}

async function requireInvoice(project: string, carinvno: string) {
  return found(await getInvoice(project, carinvno));
}

/** `getcarmaintenanceById`: master (with its job order's current status) and lines. */
export async function readInvoice(caller: Caller, carinvno: string): Promise<InvoiceDocument> {
  const { master, lines } = await requireInvoice(caller.project, carinvno);
  const statuscde = await linkedStatus(caller.project, master.jobordno);
  return {
    cmMaster: [{ ...master, ...(statuscde === undefined ? {} : { statuscde }) }],
    cmDetails: lines,
  };
}

type Saved = { carinvno: string; version: number };

/**
 * `insertcarmaintenance`: ADD numbers and creates; MOD replaces master and lines if the version read
 * is still the stored one and the linked job order is not past the stage.
 */
export async function saveInvoice(caller: Caller, request: InvoiceSaveParsed, now: Date): Promise<Saved> {
  const priced = priceSave(request);
  return request.status === 'ADD'
    ? addInvoice(caller, request, priced, now)
    : modifyInvoice(caller, request, priced, now);
}

const partyCodes = (request: InvoiceSaveParsed) => fieldsOf(request, 'garage vendor jobordno');

async function addInvoice(
  caller: Caller,
  request: InvoiceSaveParsed,
  priced: PricedInvoice,
  now: Date,
): Promise<Saved> {
  const parties = requireParties(request, await findSaveParties(caller.project, partyCodes(request)));
  const { date, time } = kuwaitClock(now);
  return saveNumbered(
    caller.project,
    undefined,
    invoiceNumbering(date.slice(0, 4)),
    async (carinvno, claims) => {
      const invoice = composeInvoice(request, priced, parties, {
        carinvno,
        carinvdt: date,
        carinvtm: time,
        cretuser: caller.usercode,
        moduser: '',
        moddate: '',
        timstamp: now.toISOString(),
        version: 1,
      });
      await commitInvoice(
        caller,
        invoice.master,
        await linkedStatus(caller.project, invoice.master.jobordno),
        [...claims, ...createInvoiceItems(caller.project, invoice)],
        // Issue 15 H6
        changeEvents(
          caller.project,
          { user: caller.usercode, now },
          [],
          maintenanceInvoicePosting(invoice.master),
        ),
      );
      return { carinvno, version: 1 };
    },
  );
}

async function modifyInvoice(
  caller: Caller,
  request: InvoiceSaveParsed,
  priced: PricedInvoice,
  now: Date,
): Promise<Saved> {
  const { master, lineItems } = await requireInvoice(caller.project, request.carinvno ?? '');
  const expectedVersion = request.version ?? 0;
  if (master.version !== expectedVersion) throw new ConflictError();
  const [found, statuscde] = await Promise.all([
    findSaveParties(caller.project, partyCodes(request)),
    linkedStatus(caller.project, master.jobordno),
  ]);
  assertEditable(statuscde);
  const parties = requireParties(request, found);
  const version = expectedVersion + 1;
  const invoice = composeInvoice(request, priced, parties, {
    ...fieldsOf(master, 'carinvno carinvdt carinvtm cretuser'),
    moduser: caller.usercode,
    moddate: now.toISOString(),
    timstamp: now.toISOString(),
    version,
  });
  // The transaction checks the version again: a save in between is a 409 and nothing is written.
  // A job order linked by this save (or kept) moves when it is in the accounts phase.
  const target =
    invoice.master.jobordno === master.jobordno
      ? statuscde
      : await linkedStatus(caller.project, invoice.master.jobordno);
  await commitInvoice(
    caller,
    invoice.master,
    target,
    replaceInvoiceItems(caller.project, invoice, expectedVersion, lineItems),
    // Issue 15 H6
    changeEvents(
      caller.project,
      { user: caller.usercode, now },
      maintenanceInvoicePosting(master),
      maintenanceInvoicePosting(invoice.master),
    ),
  );
  return { carinvno: master.carinvno, version };
}

/** `deletecarmaintenace`: a soft delete, refused once the linked job order is past the stage. */
export async function deleteInvoice(caller: Caller, carinvno: string, now: Date): Promise<void> {
  const { master } = await requireInvoice(caller.project, carinvno);
  assertDeletable(await linkedStatus(caller.project, master.jobordno));
  // Issue 15 H6: the reversal of the invoice's money, in the delete's transaction.
  const busEvents = changeEvents(
    caller.project,
    { user: caller.usercode, now },
    maintenanceInvoicePosting(master),
    [],
  );
  await markInvoiceDeleted(
    caller.project,
    carinvno,
    {
      ...deletionBy(caller, now),
      expectedVersion: master.version,
    },
    outboxPuts(busEvents), // Issue 15 H6
  );
  await publishOutbox(busEvents); // Issue 15 H6
}

/** `getCarMaintenanceList`: a page of matching invoices, newest first, with count and net total of all matching. */
export async function listInvoices(
  caller: Caller,
  query: z.output<typeof invoiceListQuery>,
): Promise<InvoiceListPage> {
  const range = {
    project: caller.project,
    bounds: dateBounds(query),
    matches: (row: Parameters<typeof matchesInvoiceFilters>[0]) => matchesInvoiceFilters(row, query),
  };
  const { cursor: _cursor, limit: _limit, ...filters } = query;
  const fingerprint = JSON.stringify(filters);
  const carried = reportTotalsInCursor(query.cursor, fingerprint);
  const [page, totals] = await Promise.all([
    listInvoicePage({ ...range, limit: query.limit, cursor: query.cursor, filtered: hasRowFilters(query) }),
    carried ?? invoiceListTotals(range),
  ]);
  const cursor = cursorWithReportTotals(page.cursor, totals, fingerprint);
  const statuses = await jobOrderStatuses(
    caller.project,
    page.items.map((master) => master.jobordno),
  );
  return {
    items: page.items.map((master) => toListRow(master, statuses.get(master.jobordno))),
    ...(cursor ? { cursor } : {}),
    totalCount: totals.count,
    totals: { netval: totals.sums['netval'] ?? 0 },
  };
}
