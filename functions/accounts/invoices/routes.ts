/**
 * The accounts calls of a job order's last mile (docs/accounts.md): the 3-in-1 invoice (`ThreeInOne/`),
 * the spec's final invoice calls (`FinalInvoice/`, names verbatim: `insertFinalinovice`,
 * `getFinalInvoiceprint?joborderno`, `Getthreeinoneapprjobordnos`, ...) and the job order submit
 * (`JoSubmit/InsertJoSubmit`). Rights: the final invoice screen SGRT005 (the accountant prepares and
 * issues; the MOI approver decides the 3-in-1 with its edits right and the chain's role) and the job
 * order submit screen SGRT006.
 */
import { messages, screenCodes } from '@fleet/shared';
import {
  accountsListQuery,
  docnumbrQuery,
  finalInvoiceBody,
  finalInvoicePrintQuery,
  jobOrderQuery,
  joSubmitBody,
  threeInOneBody,
} from '@fleet/shared/accounts/accounts';
import { documentRoutes, screenRoutes } from '#lib/document-routes';
import { defineModule } from '#lib/registry';
import {
  approvedForFinalInvoice,
  costingOf,
  decideThreeInOne,
  deleteFinalInvoice,
  deleteThreeInOne,
  finalInvoiceList,
  finalInvoiceOfJobOrder,
  jobOrdersForSubmit,
  jobOrdersForThreeInOne,
  joSubmitList,
  readFinalInvoice,
  readThreeInOne,
  saveThreeInOne,
  saveFinalInvoice,
  submitJobOrder,
  threeInOneApproved,
  threeInOneList,
  threeInOnePending,
  withdrawThreeInOneApproval,
} from './manage.ts';

const finalScreen = screenCodes.finalInvoice;
const submitScreen = screenCodes.jobOrderSubmitInvoice;
const finals = screenRoutes(finalScreen);
const submits = screenRoutes(submitScreen);
/** The 3-in-1 and the final invoice on the final invoice screen. */
const onFinalScreen = documentRoutes({ screen: finalScreen, byId: docnumbrQuery, edits: 'docnumbr' });
/** A final invoice is read (and printed) from its own screen and from the job order submit screen. */
const finalInvoiceReads = documentRoutes({
  screen: finalScreen,
  views: { anyOf: [finalScreen, submitScreen] },
  byId: docnumbrQuery,
  edits: 'docnumbr',
});

const t = (call: string) => `/api/ThreeInOne/${call}`;
const f = (call: string) => `/api/FinalInvoice/${call}`;
const s = (call: string) => `/api/JoSubmit/${call}`;

const costingShape =
  '{jobordno, lines: [{serlnumb, kind LABOUR|PARTS|OUTSIDE|PETTY, ref, refdate, description, value}], labourval, partsval, outsideval, pettyval, totalval}';

export const accountsModule = defineModule({
  name: 'accounts',
  routes: [
    // ---- 3-in-1 invoice ----
    onFinalScreen.list({
      path: t('getThreeInOneJobOrders'),
      summary:
        'Delivered job orders being invoiced (1227, 1422-1424) without a 3-in-1 invoice: [{jobordno, vehicleno, garagnam, statuscde, ...}].',
      read: jobOrdersForThreeInOne,
    }),
    onFinalScreen.list({
      path: t('getThreeInOneCosting'),
      summary: `What a job order cost now (labour of the finished repair lines, parts at ledger cost less returns, maintenance invoices, approved petty cash): ${costingShape} plus statuscde.`,
      query: jobOrderQuery,
      read: (caller, query) => costingOf(caller, query.jobordno),
    }),
    onFinalScreen.list({
      path: t('getThreeInOneList'),
      summary:
        '3-in-1 invoices by date, newest first (?fromdate&todate): masters without lines, with state pending|approved|rejected.',
      query: accountsListQuery,
      read: threeInOneList,
    }),
    onFinalScreen.get({
      path: t('getThreeInOneById'),
      summary: `One 3-in-1 invoice: {master: {docnumbr, docdate, jobordno, vehicleno, ..., lines, totals, approval}, approvals}. Lines as ${costingShape}.`,
      read: (caller, query) => readThreeInOne(caller, query.docnumbr),
    }),
    onFinalScreen.list({
      path: t('getThreeInOnePendingList'),
      summary: "MOI's work list: 3-in-1 invoices waiting for the customer's approval, oldest first.",
      read: threeInOnePending,
    }),
    onFinalScreen.list({
      path: t('getThreeInOneApprovedList'),
      summary: '3-in-1 invoices MOI approved, newest first.',
      read: threeInOneApproved,
    }),
    onFinalScreen.save({
      path: t('insertThreeInOne'),
      summary:
        "Prepares a delivered job order's 3-in-1 invoice {docnumbr?, version?, jobordno, remarks} from its costing now and submits it to MOI: the job order moves to 1420. With docnumbr and version, re-costs one not yet approved. Returns [message, {docnumbr TIO-<year>-<nnnnn>, version, jobordno, totalval}].",
      body: threeInOneBody,
      messages: { added: messages.threeInOneSaved, edited: messages.threeInOneSaved },
      save: saveThreeInOne,
    }),
    onFinalScreen.decision({
      path: t('approveThreeInOne'),
      summary:
        "MOI's decision on a 3-in-1 invoice (the engine's decision body, docnumbr = the 3-in-1): approved, the job order moves to 1421; rejected (remarks required), back to 1422.",
      decide: decideThreeInOne,
    }),
    onFinalScreen.withdrawal({
      path: t('deleteThreeInOneApproval'),
      summary: "Withdraws MOI's decision (?docnumbr) while no final invoice was issued from it.",
      withdraw: (caller, query, now) => withdrawThreeInOneApproval(caller, query.docnumbr, now),
    }),
    onFinalScreen.delete({
      path: t('deleteThreeInOne'),
      summary:
        'Deletes a 3-in-1 invoice (?docnumbr) before MOI decided or after a rejection; the job order goes back to 1422.',
      message: messages.threeInOneDeleted,
      remove: (caller, query, now) => deleteThreeInOne(caller, query.docnumbr, now),
    }),
    // ---- Final invoice ----
    onFinalScreen.list({
      path: f('Getthreeinoneapprjobordnos'),
      summary:
        'Job orders whose 3-in-1 invoice MOI approved and that have no final invoice yet: [{jobordno, threeinone, vehicleno, garagnam, totalval}].',
      read: approvedForFinalInvoice,
    }),
    onFinalScreen.list({
      path: f('getFinalInvoiceList'),
      summary:
        'Final invoices by date, newest first (?fromdate&todate; the screen defaults to the last 30 days): masters without lines, state pending|submitted.',
      query: accountsListQuery,
      read: finalInvoiceList,
    }),
    finalInvoiceReads.get({
      path: f('getFinalInvoiceById'),
      summary: `One final invoice: {docnumbr FIN-<year>-<nnnnn>, docdate, jobordno, vehicleno, ..., threeinone, lines, totals, state, submitno?}; lines as ${costingShape}.`,
      read: (caller, query) => readFinalInvoice(caller, query.docnumbr),
    }),
    finalInvoiceReads.list({
      path: f('getFinalInvoiceprint'),
      summary:
        "The job order's final invoice as printed (?joborderno); 404 'Job order ... has no final invoice.'",
      query: finalInvoicePrintQuery,
      read: (caller, query) => finalInvoiceOfJobOrder(caller, query.joborderno),
    }),
    finalInvoiceReads.get({
      path: f('getFinalInvoiceprintrep'),
      summary: 'A final invoice as printed, by its number (?docnumbr): the reprint from the list.',
      read: (caller, query) => readFinalInvoice(caller, query.docnumbr),
    }),
    finals.write({
      path: f('insertFinalinovice'),
      summary:
        "Issues the final invoice of a job order whose 3-in-1 MOI approved {jobordno, remarks}, with the 3-in-1's figures: the job order moves to 1425. Returns [message, {docnumbr, version, jobordno, totalval}].",
      body: finalInvoiceBody,
      action: 'adds',
      message: messages.finalInvoiceSaved,
      write: saveFinalInvoice,
    }),
    onFinalScreen.delete({
      path: f('deleteFinalInvoice'),
      summary:
        'Deletes a final invoice (?docnumbr) before its job order is submitted; the job order goes back to 1421.',
      message: messages.finalInvoiceDeleted,
      remove: (caller, query, now) => deleteFinalInvoice(caller, query.docnumbr, now),
    }),
    // ---- Job order submit ----
    submits.read({
      path: s('getJobOrdersForSubmit'),
      summary:
        'Job orders ready for submit (final-invoiced, 1425): [{jobordno, fininvno, docdate, vehicleno, garagnam, totalval}].',
      read: (caller) => jobOrdersForSubmit(caller),
    }),
    submits.read({
      path: s('getJoSubmitList'),
      summary:
        'Submissions by date, newest first (?fromdate&todate): [{docnumbr, docdate, jobordno, fininvno, totalval, ...}].',
      query: accountsListQuery,
      read: (caller, query) => joSubmitList(caller, query),
    }),
    submits.write({
      path: s('InsertJoSubmit'),
      summary:
        'Submits a final-invoiced job order for payment {jobordno, remarks}: the job order moves to 1426 and its final invoice is marked submitted. Returns [message, {docnumbr JSB-<year>-<nnnnn>, jobordno, fininvno, totalval}].',
      body: joSubmitBody,
      action: 'adds',
      message: messages.joSubmitted,
      write: submitJobOrder,
    }),
  ],
});
