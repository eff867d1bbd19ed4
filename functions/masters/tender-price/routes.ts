/**
 * Tender price master (spec 000 section 2 Master: `/Tenderpricemaster`, form `CreateTenderPrice`;
 * screen SGRM002). The spec names the screens but not their calls; they are served under
 * `/api/TenderPrice/`. Reads need views, a create adds, an update edits, a delete deletes.
 */
import { messages, screenCodes } from '@fleet/shared';
import {
  createTenderPriceBody,
  deleteTenderPriceQuery,
  tenderPriceKeyQuery,
  tenderPriceListQuery,
  updateTenderPriceBody,
} from '@fleet/shared/masters/tender-price';
import { screenRoutes } from '#lib/document-routes';
import { defineModule } from '#lib/registry';
import {
  createTenderPrice,
  deleteTenderPrice,
  listTenderPrices,
  readTenderPriceRow,
  updateTenderPrice,
} from './manage.ts';

const screen = screenCodes.tenderPrice;
const prices = screenRoutes(screen);
const rowFields =
  'sparepart, sparenam, sparenamar, spareuom, sparecat, vendcode, vendname, vendnamear, moiApproved, tenderno, tenderpric, validfrom, validto, version, moduser?, moddate?';

export const tenderPriceModule = defineModule({
  name: 'tender-price',
  routes: [
    prices.read({
      path: '/api/TenderPrice/getTenderPriceList',
      summary: `Tender prices by item, supplier and tender number: [{${rowFields}}]. Optional sparepart (part of the item code or description, any case), vendcode, validon (YYYY-MM-DD: valid from <= validon <= valid to).`,
      query: tenderPriceListQuery,
      read: listTenderPrices,
    }),
    prices.read({
      path: '/api/TenderPrice/getTenderPriceById',
      summary: `The tender price of sparepart, vendcode and tenderno: {${rowFields}}; 404 when missing.`,
      query: tenderPriceKeyQuery,
      read: readTenderPriceRow,
    }),
    prices.write({
      path: '/api/TenderPrice/createTenderPrice',
      summary:
        "Creates a tender price {sparepart (in the item master), vendcode (MOI approved), tenderno, tenderpric (> 0 KWD, 3 decimals), validfrom, validto (YYYY-MM-DD, from <= to)}. One per item and supplier: the same tender number is a 409 'A tender price for this item, supplier and tender number already exists.', another tender of the supplier for the item a 409 too. Returns [message, {sparepart, vendcode, tenderno, version}].",
      action: 'adds',
      body: createTenderPriceBody,
      message: messages.tenderPriceSaved,
      write: createTenderPrice,
    }),
    prices.write({
      path: '/api/TenderPrice/updateTenderPrice',
      summary:
        'Updates the price and validity of the tender price {sparepart, vendcode, tenderno, tenderpric, validfrom, validto, version} at the version read; 409 when stale, 404 when missing. Returns [message, {sparepart, vendcode, tenderno, version}].',
      body: updateTenderPriceBody,
      message: messages.tenderPriceUpdated,
      write: updateTenderPrice,
    }),
    prices.remove({
      path: '/api/TenderPrice/deleteTenderPrice',
      summary:
        'Deletes the tender price of sparepart, vendcode and tenderno (and version when given: 409 when stale); 404 when missing. Returns [message, {sparepart, vendcode, tenderno}].',
      query: deleteTenderPriceQuery,
      message: messages.tenderPriceDeleted,
      remove: (caller, query) => deleteTenderPrice(caller, query),
    }),
  ],
});
