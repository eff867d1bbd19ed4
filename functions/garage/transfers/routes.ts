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
import { written } from '#lib/http';
import { defineModule, defineRoute, type ModeRight } from '#lib/registry';
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
const anyEmpScreen = { anyOf: [requestScreen, approvalScreen, closeScreen] };

/** A save without a version creates (adds); with one it changes a stored document (edits). */
const addsOrEdits: ModeRight = {
  anyOf: ['adds', 'edits'],
  of: ({ body }) => ((body as { version?: number }).version === undefined ? 'adds' : 'edits'),
};

export const transfersModule = defineModule({
  name: 'transfers',
  routes: [
    // ---- Garage transfer and third-party engine service (SGRG019) ----------------------------------
    defineRoute({
      method: 'GET',
      path: '/api/getAllGarageTrans',
      summary:
        'Garage transfers and engine services, newest first, paged: {items: [{docnumbr GT-<year>-<nnnnn>, trfdate, trftime, trftype G|T, jobordno, vehicleno, vehmaknam, fromgarage, fromgaragnam, togarage, togaragnam, vendcode, vendname, servstatus SENT|COMPLETED|RECEIVED, prevstatus, remarks, cretuser, version}], cursor?}. Optional fromdate, todate (YYYY-MM-DD, on trfdate), trftype, vehicleno, limit (50), cursor.',
      access: { kind: 'screen', screen: garageScreen, action: 'views' },
      query: garageTransListQuery,
      handler: async ({ caller, query }) => garageTransferList(caller, query),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/getGarageTransById',
      summary: 'One garage transfer with statuscde (its job order now); 404 when missing or deleted.',
      access: { kind: 'screen', screen: garageScreen, action: 'views' },
      query: transferByIdQuery,
      handler: async ({ caller, query }) => readGarageTransfer(caller, query.docnumbr),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/insertGarageTrans',
      summary:
        'Garage transfer {jobordno, trftype G, togarage, remarks?}: the job order (in the garage) passes through VehicleTransferred 1252 and goes on at its status in togarage. Engine service {jobordno, trftype T, vendcode (MOI approved), remarks?}: the job order moves to 1253. With {docnumbr, version}: remarks, and for T servstatus one stage on: COMPLETED (1237), RECEIVED (1238, then back to the status it was sent at). Returns [message, {docnumbr, version, jobordno, statuscde}].',
      access: { kind: 'screen', screen: garageScreen, action: addsOrEdits },
      body: insertGarageTransRequest,
      handler: async ({ caller, body }) =>
        written(
          body.version === undefined ? messages.garageTransSaved : messages.garageTransUpdated,
          await saveGarageTransfer(caller, body, new Date()),
        ),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/deleteGarageTrans',
      summary:
        'Deletes garage transfer docnumbr: a garage transfer while the vehicle is still in the receiving garage (it goes back to the sending garage), an engine service while SENT (the job order goes back from 1253). Returns [message, {docnumbr}].',
      access: { kind: 'screen', screen: garageScreen, action: 'deletes' },
      query: transferByIdQuery,
      handler: async ({ caller, query }) => {
        await deleteGarageTransfer(caller, query.docnumbr, new Date());
        return written(messages.garageTransDeleted, { docnumbr: query.docnumbr });
      },
    }),
    // ---- Employee transfer (SGRM015 request, SGRM016 approval, SGRM017 close) -----------------------
    defineRoute({
      method: 'GET',
      path: '/api/getAllEmpTrans',
      summary:
        'Employee transfers, newest first, paged: {items: [{docnumbr ET-<year>-<nnnnn>, docdate, effdate, emplcode, emplname, emplnamar, jobtitle, fromgarage, fromgaragnam, togarage, togaragnam, remarks, trfstatus R|A|C, requser, apruser?, clsuser?, version}], cursor?}. Optional fromdate, todate, emplcode, limit, cursor.',
      access: { kind: 'screen', screen: anyEmpScreen, action: 'views' },
      query: empTransListQuery,
      handler: async ({ caller, query }) => empTransferList(caller, query),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/getAllEmpTransByStatus',
      summary:
        'Employee transfers at trfstatus R (requested), A (approved) or C (closed), newest first, paged: the approval list reads R and A, the close list A and C.',
      access: { kind: 'screen', screen: anyEmpScreen, action: 'views' },
      query: empTransByStatusQuery,
      handler: async ({ caller, query }) => empTransferList(caller, query),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/getEmpTransById',
      summary: 'One employee transfer; 404 when missing or deleted.',
      access: { kind: 'screen', screen: anyEmpScreen, action: 'views' },
      query: transferByIdQuery,
      handler: async ({ caller, query }) => readEmpTransfer(caller, query.docnumbr),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/insertEmpTrans',
      summary:
        'Employee transfer request {emplcode, togarage, effdate?, remarks?} (trfstatus R); with {docnumbr, version} changes a request still at R. One open transfer per employee. Returns [message, {docnumbr, version, trfstatus}].',
      access: { kind: 'screen', screen: requestScreen, action: addsOrEdits },
      body: insertEmpTransRequest,
      handler: async ({ caller, body }) =>
        written(
          body.version === undefined ? messages.empTransSaved : messages.empTransUpdated,
          await saveEmpTransfer(caller, body, new Date()),
        ),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/ApproveEmpTrans',
      summary:
        'Moves transfer docnumbr one stage on: R -> A (approval, edits on SGRM016), A -> C (close, edits on SGRM017: the employee now works in togarage). Returns [message, {docnumbr, version, trfstatus}].',
      access: { kind: 'screen', screen: { anyOf: [approvalScreen, closeScreen] }, action: 'edits' },
      query: transferByIdQuery,
      handler: async ({ caller, query }) => {
        const { message, written: result } = await approveEmpTransfer(caller, query.docnumbr, new Date());
        return written(message, result);
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/deleteEmpTrans',
      summary:
        'Deletes (soft) transfer docnumbr while requested (R). Returns [message, {docnumbr, version, trfstatus}].',
      access: { kind: 'screen', screen: requestScreen, action: 'deletes' },
      query: transferByIdQuery,
      handler: async ({ caller, query }) => {
        const { message, written: result } = await undoEmpTransfer(
          caller,
          'deleteEmpTrans',
          query.docnumbr,
          new Date(),
        );
        return written(message, result);
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/deleteEmpTransAppr',
      summary:
        'Withdraws the approval of transfer docnumbr (A -> R). Returns [message, {docnumbr, version, trfstatus}].',
      access: { kind: 'screen', screen: approvalScreen, action: 'edits' },
      query: transferByIdQuery,
      handler: async ({ caller, query }) => {
        const { message, written: result } = await undoEmpTransfer(
          caller,
          'deleteEmpTransAppr',
          query.docnumbr,
          new Date(),
        );
        return written(message, result);
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/deleteEmpTransCls',
      summary:
        'Reopens closed transfer docnumbr (C -> A): the employee goes back to fromgarage. Returns [message, {docnumbr, version, trfstatus}].',
      access: { kind: 'screen', screen: closeScreen, action: 'edits' },
      query: transferByIdQuery,
      handler: async ({ caller, query }) => {
        const { message, written: result } = await undoEmpTransfer(
          caller,
          'deleteEmpTransCls',
          query.docnumbr,
          new Date(),
        );
        return written(message, result);
      },
    }),
  ],
});
