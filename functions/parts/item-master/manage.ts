/**
 * Item master and item open requests (shared/src/parts/item-master.ts), as read -> rules -> one write. An
 * item is the spare part master record the lookups serve (`<project>#M#SPAREPART` / `<sparepart>`),
 * created only if its code is new and updated at the version read. An open request is its own item
 * (`<project>#ITEMREQ` / `<docnumbr>`); approving it creates the item and closes the request in one
 * transaction, so a code taken in the meantime refuses both.
 */
import { messages } from '@fleet/shared';
import type { SparePart } from '@fleet/shared/platform/lookups';
import type {
  ItemMasterBody,
  OpenRequest,
  OpenRequestBody,
  OpenRequestDecisionBody,
} from '@fleet/shared/parts/item-master';
import { kuwaitClock } from '#lib/clock';
import {
  getItem,
  queryAll,
  queryRows,
  transactWrite,
  versionedPut,
  withoutKeys,
  type TransactItem,
} from '#lib/db';
import type { Row } from '#lib/db';
import { getMaster } from '../../engines/masters/data.ts';
import { BadRequestError, ConflictError, NotFoundError, found } from '#lib/errors';
import { saveNumbered, yearNumbering, type Numbering } from '../../engines/numbers.ts';
import type { Caller } from '#lib/registry';
import { key } from '#lib/table';
import { masterItem, masterKeys, masterTypes } from '../../engines/masters/keys.ts';
import { fieldsOf } from '#lib/attributes';

export const requestKeys = (project: string, docnumbr: string) => ({
  pk: key.project(project, 'ITEMREQ'),
  sk: docnumbr,
});

/** The year's open request numbers, claimed in the request's own transaction (#lib/numbers). */
export const openRequestNumbering = (year: string): Numbering => yearNumbering('IOR', 'IOR', year);

function itemPut(project: string, item: SparePart, expectedVersion: number | undefined): TransactItem {
  const put = versionedPut(
    masterItem(masterKeys.record(project, masterTypes.sparePart, item.sparepart), 'sparePart', item),
    expectedVersion,
  );
  // A new code that exists is told apart from a stale version by the caller (both fail the condition).
  return put;
}

const readItem = (project: string, sparepart: string) =>
  getMaster<SparePart>(project, masterTypes.sparePart, sparepart);

/** `insertItemMaster` / `updateItemMaster`: a new code, or the item at the version read. */
export async function saveItem(caller: Caller, body: ItemMasterBody) {
  const existing = await readItem(caller.project, body.sparepart);
  if (body.version === undefined && existing) throw new ConflictError(messages.itemExists);
  if (body.version !== undefined && !existing) throw new NotFoundError();
  if (existing && body.version !== existing.version) throw new ConflictError();
  const item: SparePart = {
    ...fieldsOf(body, 'sparepart sparenam sparenamar sparepric spareuom sparecat'),
    vehmakid: body.vehmakid || 'INMS',
    version: (existing?.version ?? 0) + 1,
  };
  try {
    await transactWrite([itemPut(caller.project, item, existing?.version)]);
  } catch (error) {
    if (error instanceof ConflictError && !existing)
      throw new ConflictError(messages.itemExists, { cause: error });
    throw error;
  }
  return { sparepart: item.sparepart, version: item.version };
}

export async function itemList(caller: Caller) {
  return queryRows<SparePart>({ pk: masterKeys.record(caller.project, masterTypes.sparePart, '').pk });
}

export async function insertOpenRequest(caller: Caller, body: OpenRequestBody, now: Date) {
  const clock = kuwaitClock(now);
  const year = clock.date.slice(0, 4);
  return saveNumbered(caller.project, undefined, openRequestNumbering(year), async (docnumbr, claims) => {
    const request: OpenRequest = {
      docnumbr,
      docdate: clock.date,
      ...body,
      vehmakid: body.vehmakid || 'INMS',
      state: 'OPEN',
      sparepart: '',
      decidedby: '',
      decidedat: '',
      decisionremarks: '',
      cretuser: caller.usercode,
      version: 1,
    };
    await transactWrite([
      ...claims,
      versionedPut(
        { ...requestKeys(caller.project, docnumbr), entity: 'itemOpenRequest', ...request },
        undefined,
      ),
    ]);
    return { docnumbr, version: 1 };
  });
}

async function requireRequest(project: string, docnumbr: string) {
  const { pk, sk } = requestKeys(project, docnumbr);
  return withoutKeys(found(await getItem<Row>(pk, sk))) as unknown as OpenRequest;
}

export const openRequestById = (caller: Caller, docnumbr: string) => requireRequest(caller.project, docnumbr);

export async function openRequestList(caller: Caller, state?: OpenRequest['state']) {
  const items = await queryAll<Row>({ pk: key.project(caller.project, 'ITEMREQ'), ascending: false });
  return items
    .map((item) => withoutKeys(item) as unknown as OpenRequest)
    .filter((request) => !state || request.state === state);
}

/** Approve (the item opens with the code and price given) or reject (remarks required) an open request. */
export async function decideOpenRequest(caller: Caller, body: OpenRequestDecisionBody, now: Date) {
  const request = await requireRequest(caller.project, body.docnumbr);
  if (request.state !== 'OPEN') throw new BadRequestError(messages.openRequestDecided);
  if (request.version !== body.version) throw new ConflictError();
  const sparepart = (body.sparepart ?? '').toUpperCase();
  if (body.decision === 'A' && (await readItem(caller.project, sparepart)))
    throw new ConflictError(messages.itemExists);
  const decided: OpenRequest = {
    ...request,
    state: body.decision === 'A' ? 'APPROVED' : 'REJECTED',
    sparepart: body.decision === 'A' ? sparepart : '',
    decidedby: caller.usercode,
    decidedat: now.toISOString(),
    decisionremarks: body.remarks,
    version: request.version + 1,
  };
  const items: TransactItem[] = [
    versionedPut(
      { ...requestKeys(caller.project, request.docnumbr), entity: 'itemOpenRequest', ...decided },
      request.version,
    ),
  ];
  if (body.decision === 'A')
    items.push(
      itemPut(
        caller.project,
        {
          sparepart,
          ...fieldsOf(request, 'sparenam sparenamar spareuom sparecat vehmakid'),
          sparepric: body.sparepric ?? request.estprice,
          version: 1,
        },
        undefined,
      ),
    );
  await transactWrite(items);
  return {
    docnumbr: request.docnumbr,
    ...fieldsOf(decided, 'version state sparepart'),
  };
}
