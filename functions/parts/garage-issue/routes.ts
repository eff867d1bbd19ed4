/**
 * Garage issue (spec 001 section 7 "Garage issue", `/api/GarageIssue/`, screen SGRK004
 * /garageIssueVoucherlist) and garage request ("Garage request", `/api/GarageRequest/`, screen SGRG006
 * /garageRequestVoucherlist), names verbatim.
 */
import { messages, screenCodes } from '@fleet/shared';
import {
  garageDocQuery,
  garageIssueBody,
  garageListQuery,
  garageRequestBody,
} from '@fleet/shared/parts/garage-issue';
import { addsOrEdits, screenRoutes } from '#lib/document-routes';
import { defineModule } from '#lib/registry';
import {
  deleteGarageIssue,
  deleteGarageRequest,
  garageIssueList,
  garageIssueNumbers,
  garageRequestList,
  issuesOfRequest,
  readGarageIssue,
  readGarageRequest,
  setGarageIssue,
  setGarageRequest,
} from './manage.ts';

const issueScreen = screenCodes.garageIssue;
const issues = screenRoutes(issueScreen);
const requestScreen = screenCodes.garageRequest;
const requests = screenRoutes(requestScreen);

export const garageIssueModule = defineModule({
  name: 'garage-issue',
  routes: [
    issues.read({
      path: '/api/GarageIssue/getGarageIssueList',
      summary:
        'Garage issue vouchers by date, newest first: [{docnumbr, docdate, jobordno, vehicleno, requstno, garreqno, storecode, storenam, totalqty, totalval, requester, cretuser}]. Optional fromdate, todate, jobordno.',
      query: garageListQuery,
      read: garageIssueList,
    }),
    issues.read({
      path: '/api/GarageIssue/getGarageIssueNos',
      summary: 'Garage issue voucher numbers: [{docnumbr, docdate, jobordno, requstno, garreqno}].',
      read: (caller) => garageIssueNumbers(caller),
    }),
    issues.read({
      path: '/api/GarageIssue/getGarageIssueById',
      summary:
        'One garage issue voucher: {master, lines: [{serlnumb, sparepart, sparenam, spareuom, qty, unitcost, value}]} (lines at ledger cost). 404 when missing or deleted.',
      query: garageDocQuery,
      read: (caller, query) => readGarageIssue(caller, query.docnumbr),
    }),
    issues.read({
      path: '/api/GarageIssue/getGarageIssueByIssueNo',
      summary:
        'The garage issue vouchers made against a request (docnumbr: an item request IRQ-... or a garage request GRQ-...): [{master, lines}].',
      query: garageDocQuery,
      read: (caller, query) => issuesOfRequest(caller, query.docnumbr),
    }),
    issues.write({
      path: '/api/GarageIssue/setGarageIssue',
      summary:
        "Issues parts to a job order {requstno (an approved item request) | garreqno (a garage request), remarks, lines: [{serlnumb (the request's line), qty}]} from the request's store at the moving-average cost: up to what is approved (or requested) and not yet issued, and refused when the store holds less (naming the item and what is available; nothing is written). The job order moves to 1219 (item request) or 1221 (garage request) and the requester is told. Returns [message, {docnumbr GIV-<year>-<nnnnn>, jobordno, totalqty, totalval}].",
      action: 'adds',
      body: garageIssueBody,
      message: messages.garageIssueSaved,
      write: setGarageIssue,
    }),
    issues.remove({
      path: '/api/GarageIssue/deleteGarageIssue',
      summary:
        'Deletes garage issue voucher docnumbr while its job order is still where the issue put it: the parts go back to the store at the cost they went out at (reversal movements) and the request is open again. Returns [message, {docnumbr, jobordno}].',
      query: garageDocQuery,
      message: messages.garageIssueDeleted,
      remove: (caller, query, now) => deleteGarageIssue(caller, query.docnumbr, now),
    }),
    requests.read({
      path: '/api/GarageRequest/getGarageRequestList',
      summary:
        'Garage requests by date, newest first: [{docnumbr, docdate, jobordno, vehicleno, garagnam, requstno, storecode, storenam, totalqty, issued, cretuser, version}]. Optional fromdate, todate, jobordno.',
      query: garageListQuery,
      read: garageRequestList,
    }),
    requests.read({
      path: '/api/GarageRequest/getGarageRequestById',
      summary:
        'One garage request: {master, lines: [{serlnumb, sparepart, sparenam, spareuom, qty, remarks, issuedqty, openqty}]}. 404 when missing or deleted.',
      query: garageDocQuery,
      read: (caller, query) => readGarageRequest(caller, query.docnumbr),
    }),
    requests.write({
      path: '/api/GarageRequest/setGarageRequest',
      summary:
        'Saves a garage request {docnumbr?, version?, jobordno, requstno, storecode, remarks, lines: [{sparepart, qty, remarks}]} for parts the store does not hold; the job order moves to 1220. A revision is allowed while nothing was issued. Returns [message, {docnumbr GRQ-<year>-<nnnnn>, version, jobordno, totalqty}].',
      action: addsOrEdits('docnumbr'),
      body: garageRequestBody,
      message: messages.garageRequestSaved,
      write: setGarageRequest,
    }),
    requests.remove({
      path: '/api/GarageRequest/deleteGarageRequest',
      summary:
        'Deletes garage request docnumbr while nothing was issued against it; the job order goes back from 1220. Returns [message, {docnumbr, jobordno}].',
      query: garageDocQuery,
      message: messages.garageRequestDeleted,
      remove: (caller, query, now) => deleteGarageRequest(caller, query.docnumbr, now),
    }),
  ],
});
