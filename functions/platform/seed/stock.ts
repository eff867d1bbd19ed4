/**
 * Demo stock as the ledger keeps it: the stores, and each store's opening balance posted as OPENING
 * movements of an opening voucher (`<project>#OPEN#<storecode>`), so every balance (its quantity and
 * its booked value) equals the sum of its movements from the start. Items already at 5 or fewer start flagged low (their store keepers
 * are told when an item crosses the threshold, not about the seed).
 */
import { roundKwd } from '@fleet/shared/engines/amounts';
import { isLowStock, type StockMovement } from '@fleet/shared/parts/stock';
import type { StoredItem } from '#lib/db';
import { key } from '#lib/table';
import { masterItem, masterKeys, masterTypes } from '../../engines/masters/keys.ts';
import { balanceItem, movementItem } from '../../engines/stock/keys.ts';
import { contractTypeList, openingStock, requestTypeList, spareParts, stores } from './parts.ts';
import { fieldsOf } from '#lib/attributes';

const openedAt = '2026-01-01T05:00:00.000Z';
const openedOn = '2026-01-01';

/** Stores, contract types and request types: master data (rewritten when the seed's content changes). */
export function storeMasterItems(project: string): StoredItem[] {
  return [
    ...stores.map((store) =>
      masterItem(masterKeys.record(project, masterTypes.store, store.storecode), 'store', store),
    ),
    ...contractTypeList.map((entry) =>
      masterItem(
        masterKeys.record(project, masterTypes.contractType, entry.contracttype),
        'contractType',
        entry,
      ),
    ),
    ...requestTypeList.map((entry) =>
      masterItem(
        masterKeys.record(project, masterTypes.requestType, entry.requesttype),
        'requestType',
        entry,
      ),
    ),
  ];
}

/**
 * The opening vouchers, their movements and the balances: written once per project (never over a
 * ledger that has moved since, which would break balance = sum of movements).
 */
export function openingStockItems(project: string): StoredItem[] {
  const parts = new Map(spareParts.map((part) => [part.sparepart, part]));
  const items: StoredItem[] = [];
  for (const store of stores) {
    const lines = openingStock.filter((entry) => entry.storecode === store.storecode);
    const docnumbr = `OPEN-${store.storecode}`;
    const docpk = key.project(project, 'OPEN', store.storecode);
    items.push({
      pk: docpk,
      sk: 'MASTER',
      entity: 'storeVoucher',
      doctype: 'OPEN',
      docnumbr,
      docdate: openedOn,
      storecode: store.storecode,
      storenam: store.storenam,
      remarks: 'Opening balance',
      totalqty: lines.reduce((sum, line) => sum + line.qty, 0),
      cretuser: 'system',
      version: 1,
    });
    lines.forEach((line, index) => {
      const part = parts.get(line.sparepart)!;
      const sk = `LINE#${String(index + 1).padStart(3, '0')}`;
      const movement: StockMovement = {
        kind: 'OPENING',
        storecode: store.storecode,
        ...fieldsOf(part, 'sparepart sparenam spareuom sparecat vehmakid'),
        qty: line.qty,
        unitcost: line.unitcost,
        value: roundKwd(line.qty * line.unitcost),
        doctype: 'OPEN',
        docnumbr,
        serlnumb: index + 1,
        docdate: openedOn,
        at: openedAt,
        user: 'system',
      };
      if (line.qty > 0) items.push(movementItem(project, docpk, sk, movement));
      items.push(
        balanceItem(project, {
          storecode: store.storecode,
          storenam: store.storenam,
          ...fieldsOf(part, 'sparepart sparenam spareuom sparecat vehmakid'),
          qtyonhand: line.qty,
          avgcost: line.unitcost,
          // The opening movement's value: balance value = sum of movement values from the start.
          stockvalue: line.qty > 0 ? movement.value : 0,
          low: isLowStock(line.qty) ? 'Y' : 'N',
          lastmoved: openedAt,
          version: 1,
          costver: 1,
        }),
      );
    });
  }
  return items;
}
