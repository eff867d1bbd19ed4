/**
 * Item master and item open requests (spec 000 section 2 Master: `/itemmasteropenrequestlist`, forms
 * `itemmaster` and `itemmasteropenrequest`; screen SGRM009). The spec names the screens but not their
 * calls; they are served under `/api/ItemMaster/`.
 */
import { z } from 'zod';
import { inputLimits } from '@fleet/shared/platform/limits';
import { messages, screenCodes } from '@fleet/shared';
import {
  itemMasterBody,
  openRequestBody,
  openRequestDecisionBody,
  openRequestListQuery,
} from '@fleet/shared/parts/item-master';
import { addsOrEdits, screenRoutes } from '#lib/document-routes';
import { defineModule } from '#lib/registry';
import {
  decideOpenRequest,
  insertOpenRequest,
  itemList,
  openRequestById,
  openRequestList,
  saveItem,
} from './manage.ts';

const screen = screenCodes.itemMaster;
const items = screenRoutes(screen);

export const itemMasterModule = defineModule({
  name: 'item-master',
  routes: [
    items.read({
      path: '/api/ItemMaster/getItemMasterList',
      summary:
        'The item master: [{sparepart, sparenam, sparenamar, sparepric, spareuom, sparecat, vehmakid, version}].',
      read: (caller) => itemList(caller),
    }),
    items.write({
      path: '/api/ItemMaster/saveItemMaster',
      summary:
        "Saves an item {sparepart, sparenam, sparenamar, sparepric, spareuom, sparecat, vehmakid, version?}: without version a new code (an existing one is a 409 'An item with this code already exists.'), with it an update at that version. Returns [message, {sparepart, version}].",
      action: addsOrEdits('version'),
      body: itemMasterBody,
      message: (body) => (body.version === undefined ? messages.itemSaved : messages.itemUpdated),
      write: saveItem,
    }),
    items.read({
      path: '/api/ItemMaster/getOpenRequestList',
      summary:
        'Item open requests, newest first: [{docnumbr, docdate, sparenam, sparenamar, spareuom, sparecat, vehmakid, estprice, jobordno, remarks, state OPEN|APPROVED|REJECTED, sparepart, decidedby, decidedat, decisionremarks, cretuser, version}]. Optional state.',
      query: openRequestListQuery,
      read: (caller, query) => openRequestList(caller, query.state),
    }),
    items.read({
      path: '/api/ItemMaster/getOpenRequestById',
      summary: 'One item open request. 404 when missing.',
      query: z.object({
        docnumbr: z.string().trim().min(1, messages.storeVoucherRequired).max(inputLimits.code),
      }),
      read: (caller, query) => openRequestById(caller, query.docnumbr),
    }),
    items.write({
      path: '/api/ItemMaster/insertOpenRequest',
      summary:
        'Asks the store to open a new item {sparenam, sparenamar, spareuom, sparecat, vehmakid, estprice, jobordno, remarks}. Returns [message, {docnumbr IOR-<year>-<nnnnn>, version}].',
      action: 'adds',
      body: openRequestBody,
      message: messages.openRequestSaved,
      write: insertOpenRequest,
    }),
    items.write({
      path: '/api/ItemMaster/decideOpenRequest',
      summary:
        "Approves {docnumbr, version, decision A, sparepart, sparepric}: the item opens in the master with that code and price in the same transaction; or rejects {decision R, remarks} ('Please add rejection remarks'). A decided request is refused. Returns [message, {docnumbr, version, state, sparepart}].",
      body: openRequestDecisionBody,
      message: (body) =>
        body.decision === 'A' ? messages.openRequestApproved : messages.openRequestRejected,
      write: decideOpenRequest,
    }),
  ],
});
