/**
 * Maintenance invoice calls (spec 000 section 7 "Maintenance invoice"), at the spec's paths verbatim
 * (`deletecarmaintenace` is the spec's spelling). Rights on screen SGRT076: the list and a document
 * need views, a save ADD needs adds and MOD edits, a delete needs deletes.
 */
import { screenCodes, messages } from '@fleet/shared';
import {
  invoiceByIdQuery,
  invoiceDeleteQuery,
  invoiceListQuery,
  invoiceSaveRequest,
  type InvoiceSaveParsed,
} from '@fleet/shared/accounts/maintenance-invoice';
import { screenRoutes } from '#lib/document-routes';
import { defineModule } from '#lib/registry';
import { deleteInvoice, listInvoices, readInvoice, saveInvoice } from './manage.ts';

const screen = screenCodes.maintenanceInvoice;
const invoices = screenRoutes(screen);

export const maintenanceInvoiceModule = defineModule({
  name: 'maintenance-invoice',
  routes: [
    invoices.read({
      path: '/api/CarMaintenance/getCarMaintenanceList',
      summary:
        "Invoices newest first: {items: [{carinvno, carinvdt, voucherno, vendor, vendname, garage, garagnam, netval, jobordno, version, statuscde?}], cursor?, totalCount, totals: {netval}}. Filters garage and vendor (codes), carinvno and voucherno (contains, any case), fromdate and todate (YYYY-MM-DD, on carinvdt); limit 10|25|50|100 (default 50) and cursor. totalCount and totals cover every matching invoice, not only the page; statuscde is the linked job order's current status.",
      query: invoiceListQuery,
      read: listInvoices,
    }),
    invoices.read({
      path: '/api/CarMaintenance/getcarmaintenanceById',
      summary:
        'One invoice: {cmMaster: [master with statuscde of its job order], cmDetails: [lines by serlnumb]}; 404 when missing or deleted.',
      query: invoiceByIdQuery,
      read: (caller, query) => readInvoice(caller, query.docnumbr),
    }),
    invoices.write({
      path: '/api/CarMaintenance/insertcarmaintenance',
      summary:
        'Saves an invoice: master fields plus details. status ADD creates (adds; number MI-<year>-<nnnnn>), MOD updates carinvno at version (edits; 409 when stale). Amounts are recomputed; client totals are ignored. Returns [message, {carinvno, version}].',
      action: {
        anyOf: ['adds', 'edits'],
        of: ({ body }) => ((body as InvoiceSaveParsed).status === 'ADD' ? 'adds' : 'edits'),
      },
      body: invoiceSaveRequest,
      message: (body) => (body.status === 'ADD' ? messages.invoiceSaved : messages.invoiceUpdated),
      write: saveInvoice,
    }),
    invoices.remove({
      path: '/api/CarMaintenance/deletecarmaintenace',
      summary:
        'Deletes the invoice docnumbr (kept, out of the list); 400 once its job order is past Assign Technician at Reception, 404 when missing. Returns [message, {carinvno}].',
      query: invoiceDeleteQuery,
      message: messages.invoiceDeleted,
      remove: async (caller, query, now) => {
        await deleteInvoice(caller, query.docnumbr, now);
        return { carinvno: query.docnumbr };
      },
    }),
  ],
});
