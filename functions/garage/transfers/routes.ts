/**
 * Garage transfer (with the third-party engine service) and employee transfer calls (spec 001 section 7
 * "Scrap spares, garage transfer, employee transfer"), at the spec's paths verbatim: they have no group
 * prefix (`/api/getAllGarageTrans`). Rights: garage transfer on SGRG019; employee transfer request on
 * SGRM015, approval on SGRM016, close on SGRM017 (`ApproveEmpTrans` serves both: the stage decides
 * which screen's edits right it needs).
 */
import { messages, screenCodes } from '@fleet/shared';
import {
  empTransByStatusQuery,
  empTransListQuery,
  garageTransListQuery,
  insertEmpTransRequest,
  insertGarageTransRequest,
  transferByIdQuery,
} from '@fleet/shared/garage/transfers';
import { documentRoutes } from '#lib/document-routes';
import { defineModule } from '#lib/registry';
import {
  approveEmpTransfer,
  empTransferList,
  readEmpTransfer,
  saveEmpTransfer,
  undoEmpTransfer,
} from './employee.ts';
import {
  deleteGarageTransfer,
  garageTransferList,
  readGarageTransfer,
  saveGarageTransfer,
} from './garage.ts';

const garageScreen = screenCodes.garageTransfer;
const requestScreen = screenCodes.employeeTransfer;
const approvalScreen = screenCodes.employeeTransferAppr;
const closeScreen = screenCodes.employeeTransferCls;

const garageTransfer = documentRoutes({ screen: garageScreen, byId: transferByIdQuery, edits: 'version' });
const empTransfer = documentRoutes({
  screen: requestScreen,
  views: { anyOf: [requestScreen, approvalScreen, closeScreen] },
  byId: transferByIdQuery,
  edits: 'version',
});

export const transfersModule = defineModule({
  name: 'transfers',
  routes: [
    // ---- Garage transfer and third-party engine service (SGRG019) ----------------------------------
    garageTransfer.list({
      path: '/api/getAllGarageTrans',
      summary:
        'Garage transfers and engine services, newest first, paged: {items: [{docnumbr GT-<year>-<nnnnn>, trfdate, trftime, trftype G|T, jobordno, vehicleno, vehmaknam, fromgarage, fromgaragnam, togarage, togaragnam, vendcode, vendname, servstatus SENT|COMPLETED|RECEIVED, prevstatus, remarks, cretuser, version}], cursor?}. Optional fromdate, todate (YYYY-MM-DD, on trfdate), trftype, vehicleno, limit (50), cursor.',
      query: garageTransListQuery,
      read: garageTransferList,
    }),
    garageTransfer.get({
      path: '/api/getGarageTransById',
      summary: 'One garage transfer with statuscde (its job order now); 404 when missing or deleted.',
      read: (caller, query) => readGarageTransfer(caller, query.docnumbr),
    }),
    garageTransfer.save({
      path: '/api/insertGarageTrans',
      summary:
        'Garage transfer {jobordno, trftype G, togarage, remarks?}: the job order (in the garage) passes through VehicleTransferred 1252 and goes on at its status in togarage. Engine service {jobordno, trftype T, vendcode (MOI approved), remarks?}: the job order moves to 1253. With {docnumbr, version}: remarks, and for T servstatus one stage on: COMPLETED (1237), RECEIVED (1238, then back to the status it was sent at). Returns [message, {docnumbr, version, jobordno, statuscde}].',
      body: insertGarageTransRequest,
      messages: { added: messages.garageTransSaved, edited: messages.garageTransUpdated },
      save: saveGarageTransfer,
    }),
    garageTransfer.delete({
      path: '/api/deleteGarageTrans',
      summary:
        'Deletes garage transfer docnumbr: a garage transfer while the vehicle is still in the receiving garage (it goes back to the sending garage), an engine service while SENT (the job order goes back from 1253). Returns [message, {docnumbr}].',
      message: messages.garageTransDeleted,
      remove: async (caller, query, now) => {
        await deleteGarageTransfer(caller, query.docnumbr, now);
        return { docnumbr: query.docnumbr };
      },
    }),
    // ---- Employee transfer (SGRM015 request, SGRM016 approval, SGRM017 close) -----------------------
    empTransfer.list({
      path: '/api/getAllEmpTrans',
      summary:
        'Employee transfers, newest first, paged: {items: [{docnumbr ET-<year>-<nnnnn>, docdate, effdate, emplcode, emplname, emplnamar, jobtitle, fromgarage, fromgaragnam, togarage, togaragnam, remarks, trfstatus R|A|C, requser, apruser?, clsuser?, version}], cursor?}. Optional fromdate, todate, emplcode, limit, cursor.',
      query: empTransListQuery,
      read: empTransferList,
    }),
    empTransfer.list({
      path: '/api/getAllEmpTransByStatus',
      summary:
        'Employee transfers at trfstatus R (requested), A (approved) or C (closed), newest first, paged: the approval list reads R and A, the close list A and C.',
      query: empTransByStatusQuery,
      read: empTransferList,
    }),
    empTransfer.get({
      path: '/api/getEmpTransById',
      summary: 'One employee transfer; 404 when missing or deleted.',
      read: (caller, query) => readEmpTransfer(caller, query.docnumbr),
    }),
    empTransfer.save({
      path: '/api/insertEmpTrans',
      summary:
        'Employee transfer request {emplcode, togarage, effdate?, remarks?} (trfstatus R); with {docnumbr, version} changes a request still at R. One open transfer per employee. Returns [message, {docnumbr, version, trfstatus}].',
      body: insertEmpTransRequest,
      messages: { added: messages.empTransSaved, edited: messages.empTransUpdated },
      save: saveEmpTransfer,
    }),
    empTransfer.stage({
      path: '/api/ApproveEmpTrans',
      summary:
        'Moves transfer docnumbr one stage on: R -> A (approval, edits on SGRM016), A -> C (close, edits on SGRM017: the employee now works in togarage). Returns [message, {docnumbr, version, trfstatus}].',
      screen: { anyOf: [approvalScreen, closeScreen] },
      move: (caller, query, now) => approveEmpTransfer(caller, query.docnumbr, now),
    }),
    empTransfer.stage({
      path: '/api/deleteEmpTrans',
      summary:
        'Deletes (soft) transfer docnumbr while requested (R). Returns [message, {docnumbr, version, trfstatus}].',
      action: 'deletes',
      move: (caller, query, now) => undoEmpTransfer(caller, 'deleteEmpTrans', query.docnumbr, now),
    }),
    empTransfer.stage({
      path: '/api/deleteEmpTransAppr',
      summary:
        'Withdraws the approval of transfer docnumbr (A -> R). Returns [message, {docnumbr, version, trfstatus}].',
      screen: approvalScreen,
      move: (caller, query, now) => undoEmpTransfer(caller, 'deleteEmpTransAppr', query.docnumbr, now),
    }),
    empTransfer.stage({
      path: '/api/deleteEmpTransCls',
      summary:
        'Reopens closed transfer docnumbr (C -> A): the employee goes back to fromgarage. Returns [message, {docnumbr, version, trfstatus}].',
      screen: closeScreen,
      move: (caller, query, now) => undoEmpTransfer(caller, 'deleteEmpTransCls', query.docnumbr, now),
    }),
  ],
});
