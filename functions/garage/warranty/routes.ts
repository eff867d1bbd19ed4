/**
 * Warranty check (spec 001 section 7 "Warranty check", screen SGRG014 `/warrantydetaillist`). The
 * spec's four calls, plus the candidates call the reception and the garage inspection use to offer a
 * claim, and the warranty window's read and save (master data of the claim's list screen).
 */
import { messages, screenCodes } from '@fleet/shared';
import {
  insertWarrantyCheckRequest,
  warrantyByIdQuery,
  warrantyCandidatesQuery,
  warrantyListQuery,
  warrantySettingRequest,
} from '@fleet/shared/garage/warranty';
import { documentRoutes, screenRoutes } from '#lib/document-routes';
import { defineModule } from '#lib/registry';
import {
  deleteWarrantyCheck,
  listWarrantyChecks,
  readWarrantyCheck,
  readWarrantySetting,
  saveWarrantyCheck,
  saveWarrantySetting,
  warrantyCandidatesOf,
} from './manage.ts';

const screen = screenCodes.warranty;
/** Where a returning vehicle is received or its repairs chosen: the warranty offer shows there too. */
const offeredOn = {
  anyOf: [screen, screenCodes.createJobOrder, 'SGRJ001', 'SGRG003'],
} as const;
const claim = documentRoutes({ screen, byId: warrantyByIdQuery, edits: 'docnumbr' });
const claimFields =
  'docnumbr, warrdate, jobordno, joborddat, vehicleno, vehmaknam, garage, garagnam, prevjobordno, prevjoborddat, repairs [{wrkshpid, wrkshpnam, mainrepid, mainrepnam, subrepid, subrepnam, donedate, empcdetech, emplname}], prevempcdetech, prevemplname, warrdays, complaint, warrstatus (initiated|accepted|rejected), remarks, prevstatus, decidedby, decideddt, cretuser, timstamp, version, statuscde';

export const warrantyModule = defineModule({
  name: 'warranty',
  routes: [
    claim.list({
      path: '/api/WarrantyCheck/getWarrantyCheckList',
      summary: `A page of live warranty claims, newest first: {items: [{${claimFields}}], cursor?}. Optional fromdate, todate (claim date YYYY-MM-DD), vehicleno (part of the plate), warrstatus, limit (default 50), cursor.`,
      query: warrantyListQuery,
      read: listWarrantyChecks,
    }),
    claim.get({
      path: '/api/WarrantyCheck/getWarrantyCheckById',
      summary: `One warranty claim {${claimFields}}; 404 when missing or deleted.`,
      read: (caller, query) => readWarrantyCheck(caller, query.docnumbr),
    }),
    claim.save({
      path: '/api/WarrantyCheck/insertWarrantyCheck',
      summary:
        'Saves a warranty claim {jobordno, prevjobordno (an earlier job order of the same plate), subrepids [the claimed sub repairs, each done on the earlier job order within the warranty window], complaint?, remarks?, warrstatus? (initiated|accepted|rejected), docnumbr? + version?}. New (WC-<year>-<nnnnn>): the job order (at 1201-1213) moves to 1234 Warranty Initiated and both job orders are linked. With docnumbr and version: changes a waiting claim, or decides it (accepted / rejected) and returns the job order to the status it was claimed at; a decided claim is final. 409 when stale. Returns [message, {docnumbr, version, jobordno, warrstatus}].',
      body: insertWarrantyCheckRequest,
      messages: {
        added: messages.warrantySaved,
        edited: (result) =>
          result.warrstatus === 'initiated' ? messages.warrantyUpdated : messages.warrantyDecided,
      },
      save: saveWarrantyCheck,
    }),
    claim.delete({
      path: '/api/WarrantyCheck/deleteWarrantyCheck',
      summary:
        'Deletes (soft) a warranty claim that waits for its decision; the job order returns from 1234 to the status it was claimed at and the link to the earlier job order goes. Returns [message, {docnumbr, jobordno}].',
      message: messages.warrantyDeleted,
      remove: (caller, query, now) => deleteWarrantyCheck(caller, query.docnumbr, now),
    }),
    screenRoutes(offeredOn).read({
      path: '/api/WarrantyCheck/getWarrantyCandidates',
      summary:
        "Added to the spec's list: the earlier repairs of a plate still under warranty today (same plate, done at most warrdays days ago), for the reception and the garage inspection to offer a claim. Query vehicleno, jobordno? (the job order being received, left out), subrepids? (comma separated: only these sub repairs). Returns {vehicleno, warrdays, candidates: [{jobordno, joborddat, vehicleno, garage, garagnam, statuscde, empcdetech, emplname, repairs: [{wrkshpid, wrkshpnam, mainrepid, mainrepnam, subrepid, subrepnam, donedate, empcdetech, emplname, daysago, expires}]}], claim?}: a job order whose claim is raised gets no candidates and claim {docnumbr, prevjobordno, warrstatus}.",
      query: warrantyCandidatesQuery,
      read: (caller, query) => warrantyCandidatesOf(caller, query, new Date()),
    }),
    screenRoutes(offeredOn).read({
      path: '/api/WarrantyCheck/getWarrantySetting',
      summary:
        "Added to the spec's list: the warranty window {warrdays, version (0 until saved), moduser?, moddate?}; 90 days by default.",
      read: (caller) => readWarrantySetting(caller),
    }),
    screenRoutes(screen).write({
      path: '/api/WarrantyCheck/putWarrantySetting',
      summary:
        "Added to the spec's list: saves the warranty window {warrdays (1-3650), version (the version read, 0 before the first save)}; 409 when stale. Returns [message, {warrdays, version}].",
      body: warrantySettingRequest,
      message: messages.warrantySettingSaved,
      write: saveWarrantySetting,
    }),
  ],
});
