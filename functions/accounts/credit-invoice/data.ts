/**
 * Storage of the credit invoice: the document is the engines' store (`creditInvoices`, its own partition
 * `<project>#CRN#<docnumbr>`, listed by date through gsi1 and under its job order through gsi2) and one
 * item of its own per supplier invoice credited: pk `<project>#CRNPIV#<pivno>`, sk `CREDITED`,
 * `{credits: {<docnumbr>: {<serlnumb>: {qty, value}}}, version}`, written at a new version with each
 * save and delete, so two credit invoices of one supplier invoice saved at once cannot both credit what
 * is open (the second is a 409).
 */
import { roundKwd } from '@fleet/shared/engines/amounts';
import type { CreditInvoiceLine } from '@fleet/shared/accounts/credit-invoice';
import { getItem, getItems, tableName, versionedPut, type TransactItem } from '#lib/db';
import { key } from '#lib/table';

export { creditInvoices, supplierInvoices } from '../../engines/document-stores.ts';

export interface LineCredit {
  qty: number;
  value: number;
}

export interface InvoiceCredited {
  pivno: string;
  /** Quantities and amounts by credit invoice and supplier invoice line. */
  credits: Record<string, Record<string, LineCredit>>;
  version: number;
}

const creditedKey = (project: string, pivno: string) => ({
  pk: key.project(project, 'CRNPIV', pivno),
  sk: 'CREDITED',
});

export async function invoiceCredited(project: string, pivno: string): Promise<InvoiceCredited | undefined> {
  const { pk, sk } = creditedKey(project, pivno);
  return getItem<InvoiceCredited & Record<string, unknown>>(pk, sk);
}

export async function invoicesCredited(
  project: string,
  pivnos: readonly string[],
): Promise<Map<string, InvoiceCredited>> {
  if (pivnos.length === 0) return new Map();
  const items = await getItems<InvoiceCredited & Record<string, unknown>>(
    [...new Set(pivnos)].map((pivno) => creditedKey(project, pivno)),
  );
  return new Map(items.map((item) => [item.pivno, item]));
}

/** Quantity and amount credited per supplier invoice line by its credit invoices other than `except`. */
export function creditedByOthers(
  record: InvoiceCredited | undefined,
  except?: string,
): Map<number, LineCredit> {
  const totals = new Map<number, LineCredit>();
  for (const [docnumbr, lines] of Object.entries(record?.credits ?? {})) {
    if (docnumbr === except) continue;
    for (const [serlnumb, credit] of Object.entries(lines)) {
      const sum = totals.get(Number(serlnumb)) ?? { qty: 0, value: 0 };
      totals.set(Number(serlnumb), {
        qty: sum.qty + credit.qty,
        value: roundKwd(sum.value + credit.value),
      });
    }
  }
  return totals;
}

/** The invoice's record with `docnumbr`'s lines set (undefined: removed), at the next version. */
export function invoiceCreditedPut(
  project: string,
  pivno: string,
  previous: InvoiceCredited | undefined,
  docnumbr: string,
  lines: readonly Pick<CreditInvoiceLine, 'serlnumb' | 'qty' | 'value'>[] | undefined,
): TransactItem {
  const credits = { ...(previous?.credits ?? {}) };
  if (lines)
    credits[docnumbr] = Object.fromEntries(
      lines.map((line) => [String(line.serlnumb), { qty: line.qty, value: line.value }]),
    );
  else delete credits[docnumbr];
  return versionedPut(
    {
      ...creditedKey(project, pivno),
      entity: 'creditInvoiceCredited',
      pivno,
      credits,
      version: (previous?.version ?? 0) + 1,
    },
    previous?.version,
  );
}

/** The supplier invoice's master must still be at the version read and live (a change in between is a 409). */
export function invoiceUnchanged(pk: string, version: number): TransactItem {
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
