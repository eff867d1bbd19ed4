/** Sticker service and sticker make calls (issue 14 item 5; screens SGRS001-SGRS004, SGRM004). */
import type {
  AssignTeamLeadBody,
  AssignTechnicianBody,
  CompleteServiceBody,
  StickerCounts,
  StickerJob,
  StickerJobRow,
  StickerMake,
  StickerStage,
  StickerSummaryRow,
  StickerWritten,
} from '@fleet/shared/stickers/stickers';
import type { UserChoice } from '@fleet/shared/reception/job-orders';
import { api } from '../../api/client.ts';

type Written = [string, StickerWritten];

export const stickerApi = {
  counts: (signal?: AbortSignal) =>
    api.get<StickerCounts>('StickerWorkflow/getStickerDashboard', undefined, { signal }),
  jobs: (stage: StickerStage, cursor: string | undefined, signal?: AbortSignal) =>
    api.get<{ items: StickerJobRow[]; cursor?: string }>(
      'StickerWorkflow/getStickerJobs',
      { stage, cursor, limit: 50 },
      { signal },
    ),
  job: (jobordno: string, signal?: AbortSignal) =>
    api.get<StickerJob>('StickerWorkflow/getStickerJob', { jobordno }, { signal }),
  teamLeads: (signal?: AbortSignal) =>
    api.get<UserChoice[]>('StickerWorkflow/getTeamLeadList', undefined, { signal }),
  technicians: (signal?: AbortSignal) =>
    api.get<UserChoice[]>('StickerWorkflow/getTechnicianList', undefined, { signal }),
  assignTeamLead: (body: Partial<AssignTeamLeadBody>) =>
    api.post<Written>('StickerWorkflow/assignTeamLead', body),
  teamLeadJobs: (signal?: AbortSignal) =>
    api.get<StickerJobRow[]>('StickerWorkflow/getTeamLeadJobs', undefined, { signal }),
  assignTechnician: (body: Partial<AssignTechnicianBody>) =>
    api.post<Written>('StickerWorkflow/assignTechnician', body),
  technicianJobs: (signal?: AbortSignal) =>
    api.get<StickerJob[]>('StickerWorkflow/getTechnicianJobs', undefined, { signal }),
  /** A queued technician update (task, item, image) sent to its call. */
  send: (path: string, body: unknown) => api.post<Written>(path, body),
  complete: (body: Partial<CompleteServiceBody>) =>
    api.post<Written>('StickerWorkflow/completeService', body),
  summary: (fromdate: string, todate: string, signal?: AbortSignal) =>
    api.get<StickerSummaryRow[]>(
      'StickerWorkflow/GetGarageWiseSparepart_oilitems_totals_Summary',
      { fromdate, todate },
      { signal },
    ),
  makes: (signal?: AbortSignal) =>
    api.get<StickerMake[]>('StickerMake/getStickerMakeList', undefined, { signal }),
  saveMake: (body: unknown) =>
    api.post<[string, { stickercode: string; version: number }]>('StickerMake/createSticker', body),
  deleteMake: (stickercode: string) =>
    api.post<[string, { stickercode: string }]>('StickerMake/deleteStickerMake', undefined, { stickercode }),
};
