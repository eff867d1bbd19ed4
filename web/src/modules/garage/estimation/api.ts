/**
 * Estimation calls (spec 001 section 7 "Estimation (quotation)", served under `/api/Quotation/`;
 * screen SGRG004), typed by the shared estimation and approval schemas.
 */
import type { JobOrderDocumentRow } from '@fleet/shared/engines/document-lines';
import type { ApprovalDecisionBody, ApprovalLevel, PendingApproval } from '@fleet/shared/engines/approvals';
import type {
  EstimationDocument,
  EstimationImage,
  EstimationSaveRequest,
} from '@fleet/shared/garage/estimation';
import type { JobOrderChoice } from '@fleet/shared/reception/job-orders';
import type { InspectionLine, InspectionMaster } from '@fleet/shared/garage/garage-inspection';
import type { SparePartSearchResult, StockBalance } from '@fleet/shared/platform/lookups';
import { api } from '../../../api/client.ts';
import { getBy, getWith, postBody, postBy } from '../../../kit/calls.ts';
import type { DecisionWritten } from '../../../kit/approval/decisions.ts';
import type { Written } from '../../../kit/written.ts';

export interface EstimationRow extends JobOrderDocumentRow {
  vehmaknam: string;
  totalval: number;
  approvedval: number;
  state: 'pending' | 'approved' | 'rejected';
  waiting: ApprovalLevel[];
  round: number;
  cretuser: string;
  version: number;
}

export type EstimationWritten = Written<{ jobordno: string; totalval: number; waiting: ApprovalLevel[] }>;

/** The calls of a level: MOI by the plain names, KD250 by the `kd` ones. */
const levelCall = (level: ApprovalLevel, moi: string, kd: string) => `Quotation/${level === 'KD' ? kd : moi}`;

export const estimationApi = {
  list: getWith<EstimationRow[], { fromdate?: string; todate?: string; state?: string }>(
    'Quotation/getQuotationList',
  ),
  get: getBy<EstimationDocument>('Quotation/getByQuotId'),
  save: postBody<EstimationWritten, EstimationSaveRequest>('Quotation/insertupdatequotation'),
  remove: postBy<[string]>('Quotation/deletequotation'),
  decide: (level: ApprovalLevel, body: ApprovalDecisionBody) =>
    api.post<DecisionWritten>(levelCall(level, 'approvequotation', 'approvequotationkd'), body),
  pending: (level: ApprovalLevel, signal?: AbortSignal) =>
    api.get<PendingApproval[]>(
      levelCall(level, 'getQuotationAprPendList', 'getQuotationAprPendListkd'),
      undefined,
      { signal },
    ),
  /** Job orders whose garage inspection is complete (1213) or checked (1214): ready for an estimation. */
  choices: async (signal?: AbortSignal) =>
    (await api.get<JobOrderChoice[]>('getJobOrder', { tostatus: 1215 }, { signal })).filter(
      (row) => row.statuscde === 1213 || row.statuscde === 1214,
    ),
  images: getBy<EstimationImage[]>('Quotation/getEstimationImages', 'estimationId'),
  attachImages: (estimationId: string, files: string[], fileNames: string[]) =>
    api.post<[string, { images: EstimationImage[] }]>('Quotation/uploadEstimationImages', {
      estimationId,
      files,
      fileNames,
    }),
  deleteImage: postBy<[string, { imageId: string }]>('Quotation/deleteEstimationImage', 'imageId'),
  /**
   * The garage inspection of a job order, master and lines in one call: a new estimation starts from its
   * repair lines, and waits while the workshop manager has it (issue 28).
   */
  inspection: getBy<{ master: InspectionMaster; lines: InspectionLine[] }>(
    'GarageInspection/getInspectionByJobordno',
  ),
  /** Items of the item master matching `q` (code or name): the server accepts no other part. */
  searchParts: (q: string, signal?: AbortSignal) =>
    api.get<SparePartSearchResult[]>(
      'searchSparePartsUnified',
      { q, includeTender: false, includeMaster: true, maxRows: 50 },
      { signal },
    ),
  /** Stock of an item per store. */
  stock: getBy<StockBalance[]>('Items/stockAvailability', 'itemNumber'),
};
