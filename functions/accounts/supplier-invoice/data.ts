/**
 * Storage of the supplier invoice (functions/lib/documents.ts: its own partition `<project>#PIV#<docnumbr>`,
 * master listed by date through gsi1 and under its job order through gsi2) and two items of its own:
 * - the supplier's invoice number, one per supplier: pk `<project>#PIVREF#<vendcode>#<SUPPINVNO>`,
 *   sk `REF`, created with a condition so two saves of one number give one invoice;
 * - what the invoices of an LPO bill: pk `<project>#PIVLPO#<lpono>`, sk `INVOICED`,
 *   `{invoices: {<docnumbr>: {<serlnumb>: qty}}, version}`, written at a new version with each save and
 *   delete (a race between two invoices of one order is a 409, so nothing is billed twice).
 */
import { getItem, getItems, tableName, versionedPut, type TransactItem } from '#lib/db';
import { key } from '#lib/table';
import { supplierInvoices } from '../../engines/document-stores.ts';

/** The store is the engines' (the credit invoice reads the invoices' lines too). */
export const invoices = supplierInvoices;

// ---- The supplier's invoice number -----------------------------------------------------------------

const refKey = (project: string, vendcode: string, suppinvno: string) => ({
  pk: key.project(project, 'PIVREF', vendcode.toUpperCase(), suppinvno.trim().toUpperCase()),
  sk: 'REF',
});

/** The invoice that holds a supplier's invoice number, if any. */
export async function invoiceOfReference(
  project: string,
  vendcode: string,
  suppinvno: string,
): Promise<string | undefined> {
  const { pk, sk } = refKey(project, vendcode, suppinvno);
  const item = await getItem<{ docnumbr: string }>(pk, sk);
  return item?.docnumbr;
}

/** Claims the number for `docnumbr` (fails the transaction when another invoice holds it). */
export function referencePut(
  project: string,
  vendcode: string,
  suppinvno: string,
  docnumbr: string,
): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: {
        ...refKey(project, vendcode, suppinvno),
        entity: 'supplierInvoiceRef',
        vendcode,
        suppinvno,
        docnumbr,
      },
      ConditionExpression: 'attribute_not_exists(pk) OR docnumbr = :docnumbr',
      ExpressionAttributeValues: { ':docnumbr': docnumbr },
    },
  };
}

export function referenceDelete(project: string, vendcode: string, suppinvno: string): TransactItem {
  return { Delete: { TableName: tableName(), Key: refKey(project, vendcode, suppinvno) } };
}

// ---- What the invoices of an order bill --------------------------------------------------------------

export interface OrderInvoiced {
  lpono: string;
  /** Quantities by invoice and LPO line. */
  invoices: Record<string, Record<string, number>>;
  version: number;
}

const orderKey = (project: string, lpono: string) => ({
  pk: key.project(project, 'PIVLPO', lpono),
  sk: 'INVOICED',
});

export async function orderInvoiced(project: string, lpono: string): Promise<OrderInvoiced | undefined> {
  const { pk, sk } = orderKey(project, lpono);
  return getItem<OrderInvoiced & Record<string, unknown>>(pk, sk);
}

export async function ordersInvoiced(
  project: string,
  lponos: readonly string[],
): Promise<Map<string, OrderInvoiced>> {
  if (lponos.length === 0) return new Map();
  const items = await getItems<OrderInvoiced & Record<string, unknown>>(
    [...new Set(lponos)].map((lpono) => orderKey(project, lpono)),
  );
  return new Map(items.map((item) => [item.lpono, item]));
}

/** Quantity billed per LPO line by the order's invoices other than `except`. */
export function invoicedByOthers(record: OrderInvoiced | undefined, except?: string): Map<number, number> {
  const totals = new Map<number, number>();
  for (const [docnumbr, lines] of Object.entries(record?.invoices ?? {})) {
    if (docnumbr === except) continue;
    for (const [serlnumb, qty] of Object.entries(lines))
      totals.set(Number(serlnumb), (totals.get(Number(serlnumb)) ?? 0) + qty);
  }
  return totals;
}

/** The order's record with `docnumbr`'s quantities set (undefined: removed), at the next version. */
export function orderInvoicedPut(
  project: string,
  lpono: string,
  previous: OrderInvoiced | undefined,
  docnumbr: string,
  quantities: Record<string, number> | undefined,
): TransactItem {
  const invoicesNow = { ...(previous?.invoices ?? {}) };
  if (quantities) invoicesNow[docnumbr] = quantities;
  else delete invoicesNow[docnumbr];
  return versionedPut(
    {
      ...orderKey(project, lpono),
      entity: 'supplierInvoiceOrder',
      lpono,
      invoices: invoicesNow,
      version: (previous?.version ?? 0) + 1,
    },
    previous?.version,
  );
}

/** The LPO's master must still be at the version read (an inspection in between is a 409). */
export function orderUnchanged(pk: string, version: number): TransactItem {
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: { pk, sk: 'MASTER' },
      ConditionExpression: '#version = :version AND attribute_not_exists(deldate)',
      ExpressionAttributeNames: { '#version': 'version' },
      ExpressionAttributeValues: { ':version': version },
    },
  };
}
