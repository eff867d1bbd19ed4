/**
 * Assign winch and winch move (spec 001 section 7 "Assign winch and winch move"; screens SGRG015
 * `/winchassignlist`, SGRG018 `/winchMovelist`, SGRW001 `/winchlist`). The spec's calls, plus the
 * winches with their state for `/winchlist`.
 */
import { screenCodes, messages } from '@fleet/shared';
import {
  insertAssignWinchRequest,
  insertWinchmoveRequest,
  winchByIdQuery,
  winchByJobOrderQuery,
  winchListQuery,
} from '@fleet/shared/garage/winch';
import { z } from 'zod';
import { documentRoutes, screenRoutes } from '#lib/document-routes';
import { defineModule } from '#lib/registry';
import {
  deleteAssignWinch,
  deleteWinchmove,
  listWinchDocuments,
  saveAssignWinch,
  saveWinchmove,
  winchJobOrders,
  winchStates,
} from './manage.ts';
import { winchAssignments, winchMoves } from './data.ts';

const assignScreen = screenCodes.winchAssign;
const moveScreen = screenCodes.winchMove;
const assignment = documentRoutes({
  screen: assignScreen,
  views: { anyOf: [assignScreen, moveScreen] },
  byId: winchByIdQuery,
  edits: 'docnumbr',
});
const move = documentRoutes({ screen: moveScreen, byId: winchByIdQuery, edits: 'docnumbr' });
const assignFields =
  'docnumbr, asgndate, assigndt, jobordno, joborddat, vehicleno, vehmaknam, garage, garagnam, winchneeded (the job card flag), winchid, winchnam, winchnamar, winchvehno, drivernam, mobile, fromlocation, tolocation, remarks, asgnstatus (assigned|completed), movedocno, cretuser, timstamp, version';
const moveFields =
  'docnumbr, movedate, asgndocno, jobordno, vehicleno, winchid, winchnam, winchnamar, drivernam, fromlocation, tolocation, startdt, enddt, kilometer, remarks, movestatus (started|completed), cretuser, timstamp, version';
const listParams =
  'Optional fromdate, todate (YYYY-MM-DD), vehicleno (part of the plate), winchid, limit (default 50), cursor';

export const winchModule = defineModule({
  name: 'winch',
  routes: [
    assignment.list({
      path: '/api/AssignWinch/getAssignWinchList',
      summary: `A page of live winch assignments by assignment date, newest first: {items: [{${assignFields}}], cursor?}. ${listParams}, asgnstatus (assigned|completed).`,
      query: winchListQuery,
      read: (caller, query) => listWinchDocuments(caller, 'ASSIGNWINCH', query),
    }),
    assignment.list({
      path: '/api/AssignWinch/getAssignWinchByJobOrdNo',
      summary: `The live winch assignments of a job order, oldest first: [{${assignFields}}].`,
      query: winchByJobOrderQuery,
      read: (caller, query) => winchAssignments.ofJobOrder(caller.project, query.jobordno),
    }),
    assignment.get({
      path: '/api/AssignWinch/getAssignWinchById',
      summary: `One winch assignment {${assignFields}}; 404 when missing or deleted.`,
      read: (caller, query) => winchAssignments.require(caller.project, query.docnumbr),
    }),
    assignment.save({
      path: '/api/AssignWinch/insertAssignWinch',
      summary:
        "Assigns a winch to an open job order's vehicle {jobordno, winchid (active winch of getWinch), fromlocation, tolocation, assigndt? (ISO, default now), remarks?, docnumbr? + version? (changes an open assignment)}. A winch tows one vehicle at a time: a busy winch is a 409 'Winch <id> is busy with job order <no> (plate <plate>) since <time>.', also when two assignments race (one wins). One open assignment per job order. Returns [message, {docnumbr (AW-<year>-<nnnnn>), version, jobordno}].",
      body: insertAssignWinchRequest,
      messages: { added: messages.winchAssignSaved, edited: messages.winchAssignUpdated },
      save: saveAssignWinch,
    }),
    assignment.delete({
      path: '/api/AssignWinch/deleteAssignWinch',
      summary:
        'Deletes (soft) an open winch assignment (no winch move yet) and frees its winch. Returns [message, {docnumbr, jobordno}].',
      message: messages.winchAssignDeleted,
      remove: (caller, query, now) => deleteAssignWinch(caller, query.docnumbr, now),
    }),
    move.list({
      path: '/api/Winchmove/getWinchmoveList',
      summary: `A page of live winch moves by start date, newest first: {items: [{${moveFields}}], cursor?}. ${listParams}.`,
      query: winchListQuery,
      read: (caller, query) => listWinchDocuments(caller, 'WINCHMOVE', query),
    }),
    move.list({
      path: '/api/Winchmove/getWinchmoveById',
      summary: `The live winch moves of a job order (the spec reads them by jobordno), oldest first: [{${moveFields}}].`,
      query: winchByJobOrderQuery,
      read: (caller, query) => winchMoves.ofJobOrder(caller.project, query.jobordno),
    }),
    move.get({
      path: '/api/Winchmove/getWinchmoveByNo',
      summary: `Added to the spec's list (the move form reads one move by its number): {${moveFields}}; 404 when missing or deleted.`,
      read: (caller, query) => winchMoves.require(caller.project, query.docnumbr),
    }),
    move.save({
      path: '/api/Winchmove/insertWinchmove',
      summary:
        'Records the tow of a winch assignment {asgndocno, startdt (ISO), enddt? (ISO arrival, not before the start: completes the tow, the assignment and frees the winch), kilometer?, remarks?, docnumbr? + version? (changes a started move)}. One move per assignment; a completed move is final. 409 when stale. Returns [message, {docnumbr (WM-<year>-<nnnnn>), version, jobordno, movestatus}].',
      body: insertWinchmoveRequest,
      messages: { added: messages.winchMoveSaved, edited: messages.winchMoveUpdated },
      save: saveWinchmove,
    }),
    move.delete({
      path: '/api/Winchmove/deleteWinchmove',
      summary:
        "Deletes (soft) a winch move; its assignment is open again and, if the tow was completed, takes its winch again (409 'Winch ... is busy ...' when the winch went to another job order since). Returns [message, {docnumbr, jobordno}].",
      message: messages.winchMoveDeleted,
      remove: (caller, query, now) => deleteWinchmove(caller, query.docnumbr, now),
    }),
    screenRoutes(assignScreen).read({
      path: '/api/AssignWinch/getWinchJobOrders',
      summary:
        "Added to the spec's list: the job orders a winch may be sent for (MOI and KPTC reception, gate pass in, garage images, team leader: 1195-1205, 1207, 1208), newest first: [{jobordno, joborddat, vehicleno, vehmaknam, garage, garagnam, statuscde, kind}].",
      read: (caller) => winchJobOrders(caller),
    }),
    screenRoutes({ anyOf: [screenCodes.winchList, assignScreen] }).read({
      path: '/api/AssignWinch/getWinchStatusList',
      summary:
        "Added to the spec's list (`/winchlist`): every winch of the master data with its state: [{winchid, winchnam, winchnamar, vehicleno, drivernam, mobile, garageid, status, busy, holder?: {winchid, docnumbr, jobordno, vehicleno, since}}].",
      query: z.object({}),
      read: (caller) => winchStates(caller),
    }),
  ],
});
