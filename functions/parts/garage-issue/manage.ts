/**
 * Garage issue voucher and garage request calls as read -> rules -> one write. An issue posts ISSUE
 * movements from the request's store through the ledger, updates what its source (item request or
 * garage request) has had issued, and moves the job order (1219, or 1221 for a garage request) with a
 * notification to the requester, all in the status engine's transaction.
 */
import { formatMessage, messages } from '@fleet/shared';
import { roundKwd, sumKwd } from '@fleet/shared/engines/amounts';
import type { CostedPartLine } from '@fleet/shared/engines/document-lines';
import { approvalChains } from '@fleet/shared/engines/approvals';
import { lineView } from '@fleet/shared/parts/item-request';
import type {
  GarageIssueBody,
  GarageIssueMaster,
  GarageListQuery,
  GarageRequestBody,
  GarageRequestLine,
  GarageRequestMaster,
} from '@fleet/shared/parts/garage-issue';
import { workflowSteps } from '@fleet/shared/engines/workflow';
import { kuwaitClock } from '#lib/clock';
import { keptOnSave, deletionBy } from '#lib/documents';
import { BadRequestError, ConflictError, found } from '#lib/errors';
import type { TransactItem } from '#lib/db';
import type { Caller } from '#lib/registry';
import { jobOrderNames } from '#lib/job-order-names';
import { readJobOrderCore, requireJobOrderCore, writeJobOrderAs } from '../../engines/status/engine.ts';
import { itemRequests, type StoredItemRequest } from '../../engines/document-stores.ts';
import { withNextNumber } from '../../engines/numbers.ts';
import { outboxPuts, postNumbered, postToLedger, type LedgerLine } from '../../engines/stock/ledger.ts';
import { lineSk, voucherCounter, voucherNumber, voucherNumbering } from '../../engines/stock/vouchers.ts';
import { readCatalog, requestedParts } from '../../engines/masters/catalog.ts';
import { ledgerItemOf, postingBy } from '../../engines/stock/plan.ts';
import { deleteJobOrderRequest } from '../../engines/status/requests.ts';
import {
  docPk,
  garageDeleteItem,
  garageMasterPut,
  getGarageIssue,
  getGarageRequest,
  listGarageMasters,
  requestLineDelete,
  requestLinePut,
} from './data.ts';
import { fieldsOf } from '#lib/attributes';

/** The job order status of an approved item request (where a deleted issue takes it back). */
const approvedStatus = approvalChains.IRQ.jobOrder.approved;

const requireGarageRequest = async (project: string, docnumbr: string) =>
  found(await getGarageRequest(project, docnumbr));

/**
 * The source request of an issue at its next version with what was issued against it: an item request
 * (with the value issued by line) or a garage request.
 */
function sourcePut(
  project: string,
  source: { irq?: StoredItemRequest; grq?: { master: GarageRequestMaster } },
  change: { issued: Record<string, number>; issues: string[]; issuedvalue: Record<string, number> },
) {
  if (source.irq) {
    const { master } = source.irq;
    return itemRequests.masterPut(
      project,
      { ...master, ...change, version: master.version + 1 },
      master.version,
    );
  }
  const { master } = source.grq!;
  const { issued, issues } = change;
  return garageMasterPut(project, { ...master, issued, issues, version: master.version + 1 }, master.version);
}

/** What an issue takes from its source: the lines with their item, open quantity and the store. */
async function issueSource(caller: Caller, body: GarageIssueBody) {
  if (body.requstno) {
    const request = await itemRequests.require(caller.project, body.requstno);
    if (request.master.approval?.state !== 'approved')
      throw new BadRequestError(messages.itemRequestNotApproved);
    const views = new Map(request.lines.map((line) => [line.serlnumb, lineView(request.master, line)]));
    const lines = body.lines.map((line) => {
      const view = views.get(line.serlnumb);
      if (!view) throw new BadRequestError(messages.itemRequestLineUnknown);
      if (view.aprstatus === 'R') throw new BadRequestError(messages.itemRequestLineNotApproved);
      if (line.qty > view.openqty)
        throw new BadRequestError(
          formatMessage(messages.itemRequestIssueTooMuch, { item: view.sparepart, open: view.openqty }),
        );
      return { ...line, item: view };
    });
    return { kind: 'IRQ' as const, request, master: request.master, lines, step: 'garageIssue' as const };
  }
  const request = await requireGarageRequest(caller.project, body.garreqno);
  const byLine = new Map(request.lines.map((line) => [line.serlnumb, line]));
  const lines = body.lines.map((line) => {
    const requested = byLine.get(line.serlnumb);
    if (!requested) throw new BadRequestError(messages.itemRequestLineUnknown);
    const open = requested.qty - (request.master.issued[String(line.serlnumb)] ?? 0);
    if (line.qty > open)
      throw new BadRequestError(
        formatMessage(messages.garageRequestIssueTooMuch, {
          item: requested.sparepart,
          open: Math.max(0, open),
        }),
      );
    return { ...line, item: requested };
  });
  return { kind: 'GRQ' as const, request, master: request.master, lines, step: 'garageIssued' as const };
}

/** `setGarageIssue`: issues parts to the job order of an approved item request or of a garage request. */
export async function setGarageIssue(caller: Caller, body: GarageIssueBody, now: Date) {
  const source = await issueSource(caller, body);
  const { master: requestMaster } = source;
  const catalog = await readCatalog(caller.project, {
    items: source.lines.map((line) => line.item.sparepart),
  });
  const clock = kuwaitClock(now);
  const ledgerLines: LedgerLine[] = source.lines.map((line, index) => ({
    kind: 'ISSUE',
    ...fieldsOf(requestMaster, 'storecode storenam'),
    item: ledgerItemOf({ ...line.item, vehmakid: catalog.items.get(line.item.sparepart)?.vehmakid ?? '' }),
    qty: line.qty,
    serlnumb: index + 1,
    sk: lineSk(index + 1),
  }));
  const posting = postingBy(caller, now, { doctype: 'GIV', jobordno: requestMaster.jobordno });
  const step = workflowSteps[source.step];
  // The number is claimed in the issue's own transaction: an issue refused for its stock takes none.
  const numbering = voucherNumbering(caller.project, 'GIV', clock.date.slice(0, 4));
  const { result } = await postNumbered(posting, numbering, ledgerLines, async (stock) => {
    const { docnumbr } = stock;
    const totalval = sumKwd(stock.movements.map((movement) => movement.value));
    const issue: GarageIssueMaster = {
      doctype: 'GIV',
      docnumbr,
      docdate: clock.date,
      doctime: clock.time,
      ...fieldsOf(requestMaster, 'jobordno vehicleno storecode storenam'),
      ...fieldsOf(body, 'requstno garreqno remarks'),
      totalqty: source.lines.reduce((sum, line) => sum + line.qty, 0),
      totalval,
      requester: requestMaster.cretuser,
      cretuser: caller.usercode,
      version: 1,
    };
    const issued = { ...requestMaster.issued };
    source.lines.forEach((line) => {
      issued[String(line.serlnumb)] = (issued[String(line.serlnumb)] ?? 0) + line.qty;
    });
    const issuedvalue = { ...(source.kind === 'IRQ' ? source.request.master.issuedvalue : {}) };
    source.lines.forEach((line, index) => {
      const key = String(line.serlnumb);
      issuedvalue[key] = roundKwd((issuedvalue[key] ?? 0) + stock.movements[index]!.value);
    });
    const issues = [...(source.request.master.issues ?? []), docnumbr];
    const change = { issued, issues, issuedvalue };
    await writeJobOrderAs(caller, {
      jobordno: requestMaster.jobordno,
      step: source.step,
      moves: [{ to: step.to, notifyUsers: [requestMaster.cretuser], remarks: `Parts issued on ${docnumbr}` }],
      items: [
        garageMasterPut(caller.project, issue),
        sourcePut(
          caller.project,
          source.kind === 'IRQ' ? { irq: source.request } : { grq: source.request },
          change,
        ),
        ...stock.items,
        ...outboxPuts(stock.busEvents),
      ],
    });
    return issue;
  });
  return fieldsOf(result, 'docnumbr jobordno totalqty totalval');
}

/**
 * `deleteGarageIssue`: the parts go back to the store (RETURN movements at the cost they went out at,
 * marked as a reversal) while the job order is still where the issue put it and nothing of it was
 * returned; the job order goes back to the approved request (1218) or the garage request (1220) when
 * no other issue of its source remains.
 */
export async function deleteGarageIssue(caller: Caller, docnumbr: string, now: Date) {
  const stored = found(await getGarageIssue(caller.project, docnumbr));
  const { master } = stored;
  const header = await readJobOrderCore(caller.project, master.jobordno);
  const issuedStatus = master.requstno ? workflowSteps.garageIssue.to : workflowSteps.garageIssued.to;
  if (header?.statuscde !== issuedStatus) throw new BadRequestError(messages.garageIssueDeletePastStage);
  const irq = master.requstno ? await itemRequests.require(caller.project, master.requstno) : undefined;
  const grq = master.garreqno ? await requireGarageRequest(caller.project, master.garreqno) : undefined;
  const source = (irq?.master ?? grq?.master)!;
  const requestLines: { serlnumb: number; sparepart: string }[] = irq?.lines ?? grq?.lines ?? [];
  // Which request line each issued movement came from: the first line of the item (one line per item).
  const serialOf = new Map(requestLines.map((line) => [line.sparepart, line.serlnumb]));
  const issued = { ...source.issued };
  const returned: Record<string, number> = (source as { returned?: Record<string, number> }).returned ?? {};
  for (const movement of stored.movements) {
    const key = String(serialOf.get(movement.sparepart));
    issued[key] = (issued[key] ?? 0) - movement.qty;
    if ((returned[key] ?? 0) > issued[key]!) throw new BadRequestError(messages.garageIssueDeletePastStage);
  }
  const remaining = (source.issues ?? []).filter((number) => number !== docnumbr);
  const catalog = await readCatalog(caller.project, { items: stored.movements.map((m) => m.sparepart) });
  const ledgerLines: LedgerLine[] = stored.movements.map((movement) => ({
    kind: 'RETURN',
    storecode: movement.storecode,
    storenam: master.storenam,
    item: ledgerItemOf({ ...movement, vehmakid: catalog.items.get(movement.sparepart)?.vehmakid ?? '' }),
    // Back with exactly what the issue took (the last units of a store take what was left).
    ...fieldsOf(movement, 'qty unitcost value serlnumb'),
    sk: `${movement.sk}#REV`,
    reversal: true,
  }));
  const posting = postingBy(caller, now, {
    doctype: 'GIV',
    docnumbr,
    docpk: docPk(caller.project, 'GIV', docnumbr),
    jobordno: master.jobordno,
  });
  const back = irq ? approvedStatus : workflowSteps.garageRequest.to;
  await postToLedger(posting, ledgerLines, async (stock) => {
    const issuedvalue = { ...(irq?.master.issuedvalue ?? {}) };
    if (irq)
      stock.movements.forEach((movement) => {
        const key = String(serialOf.get(movement.sparepart));
        issuedvalue[key] = roundKwd((issuedvalue[key] ?? 0) - movement.value);
      });
    await writeJobOrderAs(caller, {
      jobordno: master.jobordno,
      from: [issuedStatus],
      moves:
        remaining.length === 0
          ? [{ to: back, action: 'delete', remarks: `Garage issue ${docnumbr} deleted` }]
          : [],
      items: [
        garageDeleteItem(caller.project, 'GIV', master, deletionBy(caller, now)),
        sourcePut(caller.project, { irq, grq }, { issued, issuedvalue, issues: remaining }),
        ...stock.items,
        ...outboxPuts(stock.busEvents),
      ],
    });
  });
  return { docnumbr, jobordno: master.jobordno };
}

const issueLines = (movements: (CostedPartLine & { kind: string })[]): CostedPartLine[] =>
  movements
    .filter((movement) => movement.kind === 'ISSUE')
    .sort((a, b) => a.serlnumb - b.serlnumb)
    .map((movement) => fieldsOf(movement, 'serlnumb sparepart sparenam spareuom qty unitcost value'));

export async function readGarageIssue(caller: Caller, docnumbr: string) {
  const stored = found(await getGarageIssue(caller.project, docnumbr));
  return { master: stored.master, lines: issueLines(stored.movements) };
}

/** `getGarageIssueByIssueNo?docnumbr=<request>`: the issues made against an item request or garage request. */
export async function issuesOfRequest(caller: Caller, docnumbr: string) {
  const irq = docnumbr.startsWith('IRQ') ? await itemRequests.require(caller.project, docnumbr) : undefined;
  const grq = irq ? undefined : await requireGarageRequest(caller.project, docnumbr);
  const numbers = irq?.master.issues ?? grq?.master.issues ?? [];
  const issues = await Promise.all(numbers.map((number) => getGarageIssue(caller.project, number)));
  return issues
    .filter((entry) => entry !== undefined)
    .map((entry) => ({ master: entry.master, lines: issueLines(entry.movements) }));
}

export async function garageIssueList(caller: Caller, query: GarageListQuery) {
  const masters = await listGarageMasters<GarageIssueMaster>(caller.project, 'GIV', query);
  return masters.filter((master) => !query.jobordno || master.jobordno === query.jobordno);
}

export async function garageIssueNumbers(caller: Caller) {
  return (await listGarageMasters<GarageIssueMaster>(caller.project, 'GIV', {})).map((master) =>
    fieldsOf(master, 'docnumbr docdate jobordno requstno garreqno'),
  );
}

/** `setGarageRequest`: asks for parts the store does not hold; the job order moves to 1220. */
export async function setGarageRequest(caller: Caller, body: GarageRequestBody, now: Date) {
  const stored = body.docnumbr ? await requireGarageRequest(caller.project, body.docnumbr) : undefined;
  if (stored && body.version !== stored.master.version) throw new ConflictError();
  if (stored && stored.master.jobordno !== body.jobordno)
    throw new BadRequestError(messages.itemRequestOtherJobOrder);
  if (stored && Object.values(stored.master.issued).some((qty) => qty > 0))
    throw new BadRequestError(messages.garageRequestDeletePastStage);
  const header = await requireJobOrderCore(caller.project, body.jobordno);
  const parts = await requestedParts(caller.project, body);
  const { store } = parts;
  const clock = kuwaitClock(now);
  const { garage, garagnam } = jobOrderNames(header);
  const lines: GarageRequestLine[] = parts.lines.map(({ part: _part, ...line }) => line);
  const masterOf = (docnumbr: string): GarageRequestMaster => ({
    doctype: 'GRQ',
    ...keptOnSave(stored?.master, docnumbr, clock, caller.usercode),
    ...fieldsOf(header, 'jobordno vehicleno'),
    garage,
    garagnam,
    ...fieldsOf(body, 'requstno remarks'),
    ...fieldsOf(store, 'storecode storenam'),
    totalqty: lines.reduce((sum, line) => sum + line.qty, 0),
    issued: {},
    prevstatus: stored?.master.prevstatus ?? header.statuscde,
  });
  const used = new Set(lines.map((line) => line.serlnumb));
  const save = async (docnumbr: string, claim?: TransactItem) => {
    const master = masterOf(docnumbr);
    await writeJobOrderAs(caller, {
      jobordno: header.jobordno,
      step: 'garageRequest',
      moves: [{ to: workflowSteps.garageRequest.to, remarks: `Garage request ${docnumbr}` }],
      items: [
        ...(claim ? [claim] : []),
        garageMasterPut(caller.project, master, stored?.master.version),
        ...lines.map((line) => requestLinePut(caller.project, docnumbr, line)),
        ...(stored?.lines ?? [])
          .filter((line) => !used.has(line.serlnumb))
          .map((line) => requestLineDelete(caller.project, docnumbr, line.serlnumb)),
      ],
    });
    return { docnumbr, version: master.version, jobordno: master.jobordno, totalqty: master.totalqty };
  };
  if (stored) return save(stored.master.docnumbr);
  // A new request's number is claimed in its save's transaction: one the job order's stage refuses takes none.
  const year = clock.date.slice(0, 4);
  return withNextNumber(caller.project, voucherCounter('GRQ', year), (sequence, claim) =>
    save(voucherNumber('GRQ', year, sequence), claim),
  );
}

/** `deleteGarageRequest`: while nothing was issued against it; the job order goes back from 1220. */
export async function deleteGarageRequest(caller: Caller, docnumbr: string, now: Date) {
  const stored = await requireGarageRequest(caller.project, docnumbr);
  if (Object.values(stored.master.issued).some((qty) => qty > 0))
    throw new BadRequestError(messages.garageRequestDeletePastStage);
  return deleteJobOrderRequest(
    caller,
    stored.master,
    { label: 'Garage request', status: workflowSteps.garageRequest.to, fallback: 1236 },
    (stamp) => [garageDeleteItem(caller.project, 'GRQ', stored.master, stamp)],
    now,
  );
}

export async function readGarageRequest(caller: Caller, docnumbr: string) {
  const stored = await requireGarageRequest(caller.project, docnumbr);
  return {
    master: stored.master,
    lines: stored.lines
      .sort((a, b) => a.serlnumb - b.serlnumb)
      .map((line) => {
        const issuedqty = stored.master.issued[String(line.serlnumb)] ?? 0;
        return { ...line, issuedqty, openqty: Math.max(0, line.qty - issuedqty) };
      }),
  };
}

export async function garageRequestList(caller: Caller, query: GarageListQuery) {
  const masters = await listGarageMasters<GarageRequestMaster>(caller.project, 'GRQ', query);
  return masters.filter((master) => !query.jobordno || master.jobordno === query.jobordno);
}
