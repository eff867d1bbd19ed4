/** Sticker service calls and the sticker makes they offer (issue 14 item 5; screens SGRS001-SGRS004). */
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
import { getAll, getBy, postBody } from '../../kit/calls.ts';

type Written = [string, StickerWritten];

const s = (name: string) => `StickerWorkflow/${name}`;

export const stickerApi = {
  counts: getAll<StickerCounts>(s('getStickerDashboard')),
  jobs: (stage: StickerStage, cursor: string | undefined, signal?: AbortSignal) =>
    api.get<{ items: StickerJobRow[]; cursor?: string }>(
      s('getStickerJobs'),
      { stage, cursor, limit: 50 },
      { signal },
    ),
  job: getBy<StickerJob>(s('getStickerJob'), 'jobordno'),
  teamLeads: getAll<UserChoice[]>(s('getTeamLeadList')),
  technicians: getAll<UserChoice[]>(s('getTechnicianList')),
  assignTeamLead: postBody<Written, Partial<AssignTeamLeadBody>>(s('assignTeamLead')),
  teamLeadJobs: getAll<StickerJobRow[]>(s('getTeamLeadJobs')),
  assignTechnician: postBody<Written, Partial<AssignTechnicianBody>>(s('assignTechnician')),
  technicianJobs: getAll<StickerJob[]>(s('getTechnicianJobs')),
  /** A queued technician update (task, item, image) sent to its call. */
  send: (path: string, body: unknown) => api.post<Written>(path, body),
  complete: postBody<Written, Partial<CompleteServiceBody>>(s('completeService')),
  summary: (fromdate: string, todate: string, signal?: AbortSignal) =>
    api.get<StickerSummaryRow[]>(
      s('GetGarageWiseSparepart_oilitems_totals_Summary'),
      { fromdate, todate },
      { signal },
    ),
  makes: getAll<StickerMake[]>('StickerMake/getStickerMakeList'),
};
