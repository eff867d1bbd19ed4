/** Scrap spares calls (spec 001 section 7 `Scrabspares/*`; screen SGRG017). */
import type { JobOrderChoice } from '@fleet/shared/reception/job-orders';
import type { SparePart } from '@fleet/shared/platform/lookups';
import type {
  InsertScrabSparesRequest,
  ScrapPage,
  ScrapSpares,
  ScrapWritten,
} from '@fleet/shared/garage/scrap-spares';
import { api } from '../../../api/client.ts';

type Query = Record<string, string | number | undefined>;

export const scrapApi = {
  list: (query: Query, signal?: AbortSignal) =>
    api.get<ScrapPage>('Scrabspares/getScrabSparesList', query, { signal }),
  get: (docnumbr: string, signal?: AbortSignal) =>
    api.get<ScrapSpares>('Scrabspares/getScrabSparesById', { docnumbr }, { signal }),
  save: (body: InsertScrabSparesRequest) =>
    api.post<[string, ScrapWritten]>('Scrabspares/insertScrabSpares', body),
  remove: (docnumbr: string) =>
    api.post<[string, { docnumbr: string; jobordno: string }]>('Scrabspares/deleteScrabSpares', undefined, {
      docnumbr,
    }),
  /** Job orders in the garage (those a garage transfer may take: not away at a supplier). */
  jobOrders: (signal?: AbortSignal) =>
    api.get<JobOrderChoice[]>('getJobOrder', { tostatus: 1252 }, { signal }),
  items: (signal?: AbortSignal) => api.get<SparePart[]>('getSpareParts', undefined, { signal }),
};
