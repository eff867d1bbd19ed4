/**
 * Gate pass and team leader calls (spec 000 section 7 "Gate pass", spec 001 "Team leader
 * assignment"; screens SGRG001 and SGRG010), typed by the shared gate pass schema.
 */
import type {
  AssignLeaderRequest,
  GatePassIn,
  GatePassInRequest,
  GatePassJobOrderDetails,
  GatePassListQuery,
  GatePassOut,
  GatePassOutRequest,
  GatePassWritten,
  TeamLeaderAssignment,
} from '@fleet/shared/reception/gate-pass';
import type { GatePassInWaiting } from '@fleet/shared/reception/gate-pass-readiness';
import type { JobOrderChoice, UserChoice } from '@fleet/shared/reception/job-orders';
import { api } from '../../../api/client.ts';
import { getAll, getBy, getWith, postBody, postBy } from '../../../kit/calls.ts';

export type { JobOrderChoice };

export type GatePassDeleted = [string, { docnumbr: string; jobordno: string }];

export const gatePassApi = {
  listIn: getWith<GatePassIn[], GatePassListQuery>('GatePass/getGatePassList'),
  listOut: getWith<GatePassOut[], GatePassListQuery>('GatePass/getGatePassOutList'),
  get: <T extends GatePassIn | GatePassOut>(docnumbr: string, signal?: AbortSignal) =>
    api.get<T>('GatePass/getGatepassById', { docnumbr }, { signal }),
  jobOrder: getBy<GatePassJobOrderDetails>('GatePass/getGatePassJobOrder', 'jobordno'),
  saveIn: postBody<GatePassWritten, GatePassInRequest>('GatePass/SetGatePassIn'),
  saveOut: postBody<GatePassWritten, GatePassOutRequest>('GatePass/SetGatePassOut'),
  removeIn: postBy<GatePassDeleted>('GatePass/deleteGatePassIn'),
  removeOut: postBy<GatePassDeleted>('GatePass/deleteGatePassout'),
  /** Job orders of the reception the gate pass in does not offer yet, with the step each waits for. */
  waitingIn: getAll<GatePassInWaiting[]>('GatePass/getGatePassInWaiting'),
  /** Job orders whose status allows the step that moves them to `tostatus`. */
  choices: (tostatus: number, signal?: AbortSignal) =>
    api.get<JobOrderChoice[]>('getJobOrder', { tostatus }, { signal }),
  assignLeader: postBody<GatePassWritten, AssignLeaderRequest>('AssignLeader/insertAssignLeaderDetail'),
  /** By the job order's number, sent as `docnumbr`. */
  leaderOf: getBy<TeamLeaderAssignment>('AssignLeader/getAssignLeaderByJOId'),
  teamLeaders: getAll<UserChoice[]>('AssignLeader/getTeamLeaderList'),
};
