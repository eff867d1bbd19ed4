/**
 * The stock ledger's planner, pure: from the balances read and a voucher's lines it computes each
 * movement's cost, the balances after, and refuses an issue larger than what is on hand (naming the
 * item, the store and the quantity available). ledger.ts turns the plan into transaction items.
 */
import { formatMessage, messages } from '@fleet/shared';
import { roundKwd } from '@fleet/shared/engines/amounts';
import {
  issueFrom,
  movementSign,
  receiveInto,
  type MovementKind,
  type StockBalanceRecord,
  type StockMovement,
} from '@fleet/shared/parts/stock';
import { kuwaitDay } from '#lib/clock';
import { BadRequestError } from '#lib/errors';
import { fieldsOf, givenFields } from '#lib/attributes';

/** The item fields a movement and a balance carry. */
export interface LedgerItem {
  sparepart: string;
  sparenam: string;
  spareuom: string;
  sparecat: string;
  vehmakid: string;
}

/** The item fields the ledger carries, from the item master. */
export const ledgerItemOf = (part: {
  sparepart: string;
  sparenam: string;
  spareuom: string;
  sparecat: string;
  vehmakid: string;
}): LedgerItem => fieldsOf(part, 'sparepart sparenam spareuom sparecat vehmakid');

/** One line of a posting. */
export interface LedgerLine {
  kind: MovementKind;
  storecode: string;
  storenam: string;
  item: LedgerItem;
  /** Positive whole quantity. */
  qty: number;
  /** Unit cost of a receipt or opening (KWD); a return without one comes back at the average. */
  unitcost?: number;
  /** The money an incoming line brings back when it is not qty x unitcost (a reversal: what went out). */
  value?: number;
  /** A transfer in: the index of the transfer out line whose cost it arrives at. */
  pairedWith?: number;
  /** Sort key of the movement item in the document's partition (`LINE#001`, `LINE#001#OUT`). */
  sk: string;
  serlnumb: number;
  otherstore?: string;
  reversal?: boolean;
}

/** Who posts what: the document the movements belong to. */
export interface LedgerPosting {
  project: string;
  doctype: string;
  docnumbr: string;
  /** Partition of the document (its movements are its line items). */
  docpk: string;
  docdate: string;
  at: string;
  user: string;
  jobordno?: string;
  deptcode?: string;
}

/** A posting by `caller` at `now`: its project and user, on the Kuwait day unless `posting` names another. */
export const postingBy = <P extends { doctype: string; docdate?: string }>(
  caller: { project: string; usercode: string },
  now: Date,
  posting: P,
) => ({
  project: caller.project,
  docdate: kuwaitDay(now),
  at: now.toISOString(),
  user: caller.usercode,
  ...posting,
});

/**
 * A balance as read (absent: the store never held the item). `derived`: it had no booked value yet
 * (written before the ledger kept one), so `stockvalue` is the sum of its movements and the posting
 * replaces the balance at its version.
 */
export type ReadBalance = Pick<
  StockBalanceRecord,
  'qtyonhand' | 'avgcost' | 'stockvalue' | 'version' | 'low'
> & {
  costver: number;
  derived?: boolean;
};

export const balanceId = (storecode: string, sparepart: string) => `${storecode}|${sparepart}`;

export interface PlannedBalance {
  storecode: string;
  storenam: string;
  item: LedgerItem;
  before: ReadBalance | undefined;
  qtyonhand: number;
  avgcost: number;
  stockvalue: number;
  /** Units this posting takes out (the condition keeps the balance at or above zero). */
  out: number;
  /** Net change of the quantity. */
  delta: number;
  /** Value this posting takes out (KWD), each line at quantity x average. */
  valueOut: number;
  /** Whether the average cost changed (the balance is replaced at its version, not added to). */
  costChanged: boolean;
  /**
   * Whether a line's value depended on the value on hand (the last units, or a value capped at what is
   * left): then the balance is replaced at its version, since a concurrent issue would change it.
   */
  valueBound: boolean;
}

export interface Plan {
  movements: (StockMovement & { sk: string })[];
  balances: PlannedBalance[];
}

/** Plans a posting; throws the refusal of the first line that takes more than is on hand. */
export function planPosting(
  posting: LedgerPosting,
  lines: readonly LedgerLine[],
  read: ReadonlyMap<string, ReadBalance>,
): Plan {
  const balances = new Map<string, PlannedBalance>();
  const movements: Plan['movements'] = [];
  lines.forEach((line) => {
    if (!Number.isInteger(line.qty) || line.qty <= 0) throw new BadRequestError(messages.storeQtyRequired);
    const id = balanceId(line.storecode, line.item.sparepart);
    let balance = balances.get(id);
    if (!balance) {
      const before = read.get(id);
      balance = {
        ...fieldsOf(line, 'storecode storenam item'),
        before,
        qtyonhand: before?.qtyonhand ?? 0,
        avgcost: before?.avgcost ?? 0,
        stockvalue: before?.stockvalue ?? 0,
        out: 0,
        delta: 0,
        valueOut: 0,
        costChanged: false,
        valueBound: false,
      };
      balances.set(id, balance);
    }
    let unitcost: number;
    let value: number;
    if (movementSign[line.kind] < 0) {
      if (balance.qtyonhand < line.qty)
        throw new BadRequestError(
          formatMessage(messages.stockInsufficient, {
            item: `${line.item.sparepart} ${line.item.sparenam}`.trim(),
            store: line.storenam || line.storecode,
            available: balance.qtyonhand,
            requested: line.qty,
          }),
        );
      unitcost = balance.avgcost;
      const after = issueFrom(balance, line.qty);
      value = after.value;
      if (after.qtyonhand === 0 || value !== roundKwd(line.qty * unitcost)) balance.valueBound = true;
      balance.qtyonhand = after.qtyonhand;
      balance.stockvalue = after.stockvalue;
      balance.out += line.qty;
      balance.delta -= line.qty;
      balance.valueOut = roundKwd(balance.valueOut + value);
    } else {
      const paired = line.pairedWith === undefined ? undefined : movements[line.pairedWith];
      unitcost = roundKwd(paired?.unitcost ?? line.unitcost ?? balance.avgcost);
      // A transfer in arrives with exactly the value that left the other store.
      const after = receiveInto(balance, { qty: line.qty, unitcost, value: paired?.value ?? line.value });
      value = after.value;
      balance.avgcost = after.avgcost;
      balance.stockvalue = after.stockvalue;
      balance.qtyonhand = after.qtyonhand;
      balance.delta += line.qty;
      balance.costChanged = true;
    }
    movements.push({
      ...fieldsOf(line, 'sk kind storecode'),
      ...fieldsOf(line.item, 'sparepart sparenam spareuom sparecat vehmakid'),
      qty: line.qty,
      unitcost,
      value,
      doctype: posting.doctype,
      docnumbr: posting.docnumbr,
      serlnumb: line.serlnumb,
      ...fieldsOf(posting, 'docdate at user'),
      ...givenFields(posting, 'jobordno deptcode'),
      ...(line.otherstore ? { otherstore: line.otherstore } : {}),
      ...(line.reversal ? { reversal: true } : {}),
    });
  });
  return { movements, balances: [...balances.values()] };
}
