/**
 * Scrap spares calls (spec 001 section 7 "Scrap spares, garage transfer, employee transfer"), at the
 * spec's paths verbatim (`Scrabspares`, `getScrabSparesList` are the spec's spellings). Rights on SGRG017.
 */
import { messages, screenCodes } from '@fleet/shared';
import { insertScrabSparesRequest, scrapByIdQuery, scrapListQuery } from '@fleet/shared/garage/scrap-spares';
import { documentRoutes } from '#lib/document-routes';
import { defineModule } from '#lib/registry';
import { deleteScrap, readScrap, saveScrap, scrapList } from './manage.ts';

const scrap = documentRoutes({ screen: screenCodes.scrapSpares, byId: scrapByIdQuery, edits: 'version' });

export const scrapSparesModule = defineModule({
  name: 'scrap-spares',
  routes: [
    scrap.list({
      path: '/api/Scrabspares/getScrabSparesList',
      summary:
        'Scrap spares documents, newest first, paged: {items: [{docnumbr SS-<year>-<nnnnn>, docdate, doctime, jobordno, vehicleno, vehmaknam, garage, garagnam, storecode SCRAP, storenam, remarks, totalqty, cretuser, version}], cursor?}. Optional fromdate, todate (YYYY-MM-DD, on docdate), jobordno, limit (50), cursor.',
      query: scrapListQuery,
      read: scrapList,
    }),
    scrap.get({
      path: '/api/Scrabspares/getScrabSparesById',
      summary:
        'One scrap spares document with its lines [{serlnumb, sparepart, sparenam, spareuom, sparecat, qty, remarks}]; 404 when missing or deleted.',
      read: (caller, query) => readScrap(caller, query.docnumbr),
    }),
    scrap.save({
      path: '/api/Scrabspares/insertScrabSpares',
      summary:
        'Scrap spares {jobordno (open, in the garage), remarks?, lines: [{sparepart, qty 1-9999, remarks?}] (1-20, one line per item)}: the removed parts received into the scrap store SCRAP at no value (stock ledger RECEIPT). With {docnumbr, version}: the stored lines are reversed and the new ones received in one posting (409 when stale). Returns [message, {docnumbr, version, jobordno}].',
      body: insertScrabSparesRequest,
      messages: { added: messages.scrapSaved, edited: messages.scrapUpdated },
      save: saveScrap,
    }),
    scrap.delete({
      path: '/api/Scrabspares/deleteScrabSpares',
      summary:
        'Deletes scrap spares docnumbr (soft): its parts are taken back out of the scrap store (refused with the quantity available when the scrap store no longer holds them). Returns [message, {docnumbr, jobordno}].',
      message: messages.scrapDeleted,
      remove: (caller, query, now) => deleteScrap(caller, query.docnumbr, now),
    }),
  ],
});
