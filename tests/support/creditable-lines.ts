/**
 * A supplier invoice line as a credit invoice reads it, for the unit tests of the shared credit rules
 * and of the form: part P<n> invoiced 4 at 10.500 (42.000), nothing credited unless `change` says.
 */
import type { CreditableLine } from '@fleet/shared/accounts/credit-invoice';

export const creditableLine = (serlnumb: number, change: Partial<CreditableLine> = {}): CreditableLine => ({
  serlnumb,
  sparepart: `P${serlnumb}`,
  sparenam: `Part ${serlnumb}`,
  spareuom: 'PCS',
  invqty: 4,
  unitprice: 10.5,
  invvalue: 42,
  creditedqty: 0,
  creditedval: 0,
  ...change,
});
