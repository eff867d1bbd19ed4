/** Maintenance invoices saved through the API for the tests that need one to report, cost or invoice. */
import { ok, type ApiClient } from './api.ts';

export interface InvoicedLine {
  sparepart: string;
  sparenam: string;
  spareuom: string;
  qty: number;
  unitprice: number;
}

/** `client` saves a new invoice of `details` at G01 without discount; a refusal fails the test. */
export const saveMaintenanceInvoice = async (
  client: ApiClient,
  invoice: { voucherno: string; voucherdate: string; vendor: string; jobordno?: string; remarks?: string },
  ...details: InvoicedLine[]
) =>
  ok(
    await client.post<[string, { carinvno: string }]>('/api/CarMaintenance/insertcarmaintenance', {
      status: 'ADD',
      garage: 'G01',
      totdiscperc: 0,
      ...invoice,
      details,
    }),
  )[1];
