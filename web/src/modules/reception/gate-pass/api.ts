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

export type { JobOrderChoice };

export type GatePassDeleted = [string, { docnumbr: string; jobordno: string }];

export const gatePassApi = {
  listIn: (query: GatePassListQuery, signal?: AbortSignal) =>
    api.get<GatePassIn[]>('GatePass/getGatePassList', { ...query }, { signal }),
  listOut: (query: GatePassListQuery, signal?: AbortSignal) =>
    api.get<GatePassOut[]>('GatePass/getGatePassOutList', { ...query }, { signal }),
  get: <T extends GatePassIn | GatePassOut>(docnumbr: string, signal?: AbortSignal) =>
    api.get<T>('GatePass/getGatepassById', { docnumbr }, { signal }),
  jobOrder: (jobordno: string, signal?: AbortSignal) =>
    api.get<GatePassJobOrderDetails>('GatePass/getGatePassJobOrder', { jobordno }, { signal }),
  saveIn: (body: GatePassInRequest) => api.post<GatePassWritten>('GatePass/SetGatePassIn', body),
  saveOut: (body: GatePassOutRequest) => api.post<GatePassWritten>('GatePass/SetGatePassOut', body),
  removeIn: (docnumbr: string) =>
    api.post<GatePassDeleted>('GatePass/deleteGatePassIn', undefined, { docnumbr }),
  removeOut: (docnumbr: string) =>
    api.post<GatePassDeleted>('GatePass/deleteGatePassout', undefined, { docnumbr }),
  /** Job orders of the reception the gate pass in does not offer yet, with the step each waits for. */
  waitingIn: (signal?: AbortSignal) =>
    api.get<GatePassInWaiting[]>('GatePass/getGatePassInWaiting', undefined, { signal }),
  /** Job orders whose status allows the step that moves them to `tostatus`. */
  choices: (tostatus: number, signal?: AbortSignal) =>
    api.get<JobOrderChoice[]>('getJobOrder', { tostatus }, { signal }),
  assignLeader: (body: AssignLeaderRequest) =>
    api.post<GatePassWritten>('AssignLeader/insertAssignLeaderDetail', body),
  leaderOf: (jobordno: string, signal?: AbortSignal) =>
    api.get<TeamLeaderAssignment>('AssignLeader/getAssignLeaderByJOId', { docnumbr: jobordno }, { signal }),
  teamLeaders: (signal?: AbortSignal) =>
    api.get<UserChoice[]>('AssignLeader/getTeamLeaderList', undefined, { signal }),
};
