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
import { api } from '../../../api/client.ts';

type Query = Record<string, string | number | undefined>;
type Deleted = [string, { docnumbr: string; jobordno: string }];

export const winchApi = {
  assignments: (query: Query, signal?: AbortSignal) =>
    api.get<{ items: AssignWinch[]; cursor?: string }>('AssignWinch/getAssignWinchList', query, { signal }),
  assignment: (docnumbr: string, signal?: AbortSignal) =>
    api.get<AssignWinch>('AssignWinch/getAssignWinchById', { docnumbr }, { signal }),
  assign: (body: InsertAssignWinchRequest) => api.post<WinchWritten>('AssignWinch/insertAssignWinch', body),
  unassign: (docnumbr: string) => api.post<Deleted>('AssignWinch/deleteAssignWinch', undefined, { docnumbr }),
  moves: (query: Query, signal?: AbortSignal) =>
    api.get<{ items: Winchmove[]; cursor?: string }>('Winchmove/getWinchmoveList', query, { signal }),
  move: (docnumbr: string, signal?: AbortSignal) =>
    api.get<Winchmove>('Winchmove/getWinchmoveByNo', { docnumbr }, { signal }),
  saveMove: (body: InsertWinchmoveRequest) => api.post<WinchWritten>('Winchmove/insertWinchmove', body),
  removeMove: (docnumbr: string) => api.post<Deleted>('Winchmove/deleteWinchmove', undefined, { docnumbr }),
  states: (signal?: AbortSignal) =>
    api.get<WinchState[]>('AssignWinch/getWinchStatusList', undefined, { signal }),
  winches: (signal?: AbortSignal) => api.get<Winch[]>('getWinch', undefined, { signal }),
  /** Job orders of vehicles on their way in (the assignment's choice list). */
  jobOrders: (signal?: AbortSignal) =>
    api.get<JobOrderChoice[]>('AssignWinch/getWinchJobOrders', undefined, { signal }),
};
