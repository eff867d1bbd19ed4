/** Winch assignment, winch move and winch state calls (spec 001 section 7; screens SGRG015, SGRG018, SGRW001). */
import type { JobOrderChoice } from '@fleet/shared/reception/job-orders';
import type { Winch } from '@fleet/shared/platform/lookups';
import type {
  AssignWinch,
  InsertAssignWinchRequest,
  InsertWinchmoveRequest,
  WinchState,
  WinchWritten,
  Winchmove,
} from '@fleet/shared/garage/winch';
import { getAll, getBy, getWith, postBody, postBy } from '../../../kit/calls.ts';

type Deleted = [string, { docnumbr: string; jobordno: string }];

export const winchApi = {
  assignments: getWith<{ items: AssignWinch[]; cursor?: string }>('AssignWinch/getAssignWinchList'),
  assignment: getBy<AssignWinch>('AssignWinch/getAssignWinchById'),
  assign: postBody<WinchWritten, InsertAssignWinchRequest>('AssignWinch/insertAssignWinch'),
  unassign: postBy<Deleted>('AssignWinch/deleteAssignWinch'),
  moves: getWith<{ items: Winchmove[]; cursor?: string }>('Winchmove/getWinchmoveList'),
  move: getBy<Winchmove>('Winchmove/getWinchmoveByNo'),
  saveMove: postBody<WinchWritten, InsertWinchmoveRequest>('Winchmove/insertWinchmove'),
  removeMove: postBy<Deleted>('Winchmove/deleteWinchmove'),
  states: getAll<WinchState[]>('AssignWinch/getWinchStatusList'),
  winches: getAll<Winch[]>('getWinch'),
  /** Job orders of vehicles on their way in (the assignment's choice list). */
  jobOrders: getAll<JobOrderChoice[]>('AssignWinch/getWinchJobOrders'),
};
