/**
 * The store receipt against a purchase order (SRV, `/storereceipt`, issue 28). What was received on an
 * order lives in one place, the LPO master's `received` by line, which the item inspection
 * (procurement/lpo) and this receipt both add to, each in the transaction that posts its stock and each
 * on the master's version: whichever commits second is refused and reads the order again, so a quantity
 * is never received twice (docs/architecture-notes.md, "Store receipt and request voucher").
 */
import { formatMessage, messages } from '@fleet/shared';
import { inSerialOrder, serialPartOf } from '@fleet/shared/engines/document-lines';
import type { ReceiptOrder, ReceiptOrderLine, StoreVoucherBody } from '@fleet/shared/parts/store-vouchers';
import type { LpoLine, LpoMaster } from '@fleet/shared/procurement/procurement';
import type { TransactItem } from '#lib/db';
import { BadRequestError, NotFoundError } from '#lib/errors';
import type { Caller } from '#lib/registry';
import { lpos } from '../../engines/document-stores.ts';
import { fieldsOf } from '#lib/attributes';

const approved = (master: LpoMaster) => master.approval?.state === 'approved';
const receivedOn = (master: LpoMaster, line: LpoLine) => master.received[String(line.serlnumb)] ?? 0;
const openOn = (master: LpoMaster, line: LpoLine) => Math.max(0, line.qty - receivedOn(master, line));

function orderLines(master: LpoMaster, lines: readonly LpoLine[]): ReceiptOrderLine[] {
  return inSerialOrder(lines).map((line) => ({
    ...serialPartOf(line),
    orderedqty: line.qty,
    receivedqty: receivedOn(master, line),
    openqty: openOn(master, line),
    unitprice: line.unitprice,
  }));
}

/** What a receipt shows of its order: the order, its supplier, store and job order. */
const orderHead = (master: LpoMaster) => ({
  lpono: master.docnumbr,
  ...fieldsOf(master, 'docdate vendcode vendname storecode storenam jobordno'),
});

/** `getReceiptVoucherOrders`: approved purchase orders with quantities still to receive, newest first. */
export async function receiptOrders(caller: Caller): Promise<ReceiptOrder[]> {
  const masters = (await lpos.list(caller.project, {})).filter(approved);
  const rows = await Promise.all(
    masters.map(async (master) => {
      const stored = await lpos.get(caller.project, master.docnumbr);
      return {
        ...orderHead(master),
        openqty: (stored?.lines ?? []).reduce((sum, line) => sum + openOn(master, line), 0),
      };
    }),
  );
  return rows.filter((row) => row.openqty > 0);
}

/** `getReceiptVoucherOrder?lpono`: the order's supplier and store, and its lines with what is open. */
export async function receiptOrder(caller: Caller, lpono: string) {
  const stored = await lpos.get(caller.project, lpono);
  if (!stored) throw new NotFoundError(formatMessage(messages.storeReceiptUnknownOrder, { order: lpono }));
  if (!approved(stored.master)) throw new BadRequestError(messages.lpoNotApproved);
  const { master } = stored;
  return {
    ...orderHead(master),
    lines: orderLines(master, stored.lines),
  };
}

/** A receipt's hold on its order: the order's price per item and the order's master as it will be. */
export interface OrderReceipt {
  lpono: string;
  jobordno: string;
  unitprice: (sparepart: string) => number;
  /** The order's master with the receipt added, written on the version it was read at. */
  orderPut: (project: string, docnumbr: string) => TransactItem;
}

/**
 * Checks a receipt against its order (refdocno): the order exists and is approved, the supplier is the
 * order's, every item is on it and no quantity is above what was ordered less what was received.
 */
export async function orderReceiptOf(project: string, body: StoreVoucherBody): Promise<OrderReceipt> {
  const order = body.refdocno;
  const stored = await lpos.get(project, order);
  if (!stored) throw new BadRequestError(formatMessage(messages.storeReceiptUnknownOrder, { order }));
  const { master } = stored;
  if (!approved(master)) throw new BadRequestError(messages.lpoNotApproved);
  if (body.vendcode !== master.vendcode)
    throw new BadRequestError(
      formatMessage(messages.storeReceiptWrongSupplier, {
        order,
        supplier: master.vendname || master.vendcode,
      }),
    );
  // A purchase request names each item once, so an item is one line of its order.
  const byItem = new Map(stored.lines.map((line) => [line.sparepart.toUpperCase(), line]));
  const received = { ...master.received };
  for (const line of body.lines) {
    const ordered = byItem.get(line.sparepart.toUpperCase());
    if (!ordered)
      throw new BadRequestError(
        formatMessage(messages.storeReceiptNotOnOrder, { item: line.sparepart, order }),
      );
    const open = openOn(master, ordered);
    if (line.qty > open)
      throw new BadRequestError(
        formatMessage(messages.storeReceiptMoreThanOrdered, { item: line.sparepart, order, open }),
      );
    received[String(ordered.serlnumb)] = receivedOn(master, ordered) + line.qty;
  }
  return {
    lpono: master.docnumbr,
    jobordno: master.jobordno,
    unitprice: (sparepart) => byItem.get(sparepart.toUpperCase())?.unitprice ?? 0,
    orderPut: (project, docnumbr) =>
      lpos.masterPut(
        project,
        {
          ...master,
          received,
          receipts: [...(master.receipts ?? []), docnumbr],
          version: master.version + 1,
        },
        master.version,
      ),
  };
}
