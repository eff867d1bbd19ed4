/**
 * Scrap spares calls (spec 001 section 7 "Scrap spares, garage transfer, employee transfer"), at the
 * spec's paths verbatim (`Scrabspares`, `getScrabSparesList` are the spec's spellings). Rights on SGRG017.
 */
import { messages, screenCodes } from '@fleet/shared';
import { insertScrabSparesRequest, scrapByIdQuery, scrapListQuery } from '@fleet/shared/garage/scrap-spares';
import { written } from '#lib/http';
import { defineModule, defineRoute, type ModeRight } from '#lib/registry';
import { deleteScrap, readScrap, saveScrap, scrapList } from './manage.ts';

const screen = screenCodes.scrapSpares;

/** A save without a version creates (adds); with one it changes a stored document (edits). */
const addsOrEdits: ModeRight = {
  anyOf: ['adds', 'edits'],
  of: ({ body }) => ((body as { version?: number }).version === undefined ? 'adds' : 'edits'),
};

export const scrapSparesModule = defineModule({
  name: 'scrap-spares',
  routes: [
    defineRoute({
      method: 'GET',
      path: '/api/Scrabspares/getScrabSparesList',
      summary:
        'Scrap spares documents, newest first, paged: {items: [{docnumbr SS-<year>-<nnnnn>, docdate, doctime, jobordno, vehicleno, vehmaknam, garage, garagnam, storecode SCRAP, storenam, remarks, totalqty, cretuser, version}], cursor?}. Optional fromdate, todate (YYYY-MM-DD, on docdate), jobordno, limit (50), cursor.',
      access: { kind: 'screen', screen, action: 'views' },
      query: scrapListQuery,
      handler: async ({ caller, query }) => scrapList(caller, query),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/Scrabspares/getScrabSparesById',
      summary:
        'One scrap spares document with its lines [{serlnumb, sparepart, sparenam, spareuom, sparecat, qty, remarks}]; 404 when missing or deleted.',
      access: { kind: 'screen', screen, action: 'views' },
      query: scrapByIdQuery,
      handler: async ({ caller, query }) => readScrap(caller, query.docnumbr),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/Scrabspares/insertScrabSpares',
      summary:
        'Scrap spares {jobordno (open, in the garage), remarks?, lines: [{sparepart, qty 1-9999, remarks?}] (1-20, one line per item)}: the removed parts received into the scrap store SCRAP at no value (stock ledger RECEIPT). With {docnumbr, version}: the stored lines are reversed and the new ones received in one posting (409 when stale). Returns [message, {docnumbr, version, jobordno}].',
      access: { kind: 'screen', screen, action: addsOrEdits },
      body: insertScrabSparesRequest,
      handler: async ({ caller, body }) =>
        written(
          body.version === undefined ? messages.scrapSaved : messages.scrapUpdated,
          await saveScrap(caller, body, new Date()),
        ),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/Scrabspares/deleteScrabSpares',
      summary:
        'Deletes scrap spares docnumbr (soft): its parts are taken back out of the scrap store (refused with the quantity available when the scrap store no longer holds them). Returns [message, {docnumbr, jobordno}].',
      access: { kind: 'screen', screen, action: 'deletes' },
      query: scrapByIdQuery,
      handler: async ({ caller, query }) =>
        written(messages.scrapDeleted, await deleteScrap(caller, query.docnumbr, new Date())),
    }),
  ],
});
