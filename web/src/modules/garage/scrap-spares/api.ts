/** Scrap spares calls (spec 001 section 7 `Scrabspares/*`; screen SGRG017). */
import type { JobOrderChoice } from '@fleet/shared/reception/job-orders';
import type { SparePart } from '@fleet/shared/platform/lookups';
import type {
  InsertScrabSparesRequest,
  ScrapPage,
  ScrapSpares,
  ScrapWritten,
} from '@fleet/shared/garage/scrap-spares';
import { getAll, getBy, getWith, postBody, postBy } from '../../../kit/calls.ts';

export const scrapApi = {
  list: getWith<ScrapPage>('Scrabspares/getScrabSparesList'),
  get: getBy<ScrapSpares>('Scrabspares/getScrabSparesById'),
  save: postBody<[string, ScrapWritten], InsertScrabSparesRequest>('Scrabspares/insertScrabSpares'),
  remove: postBy<[string, { docnumbr: string; jobordno: string }]>('Scrabspares/deleteScrabSpares'),
  /** Job orders in the garage (those a garage transfer may take: not away at a supplier). */
  jobOrders: getAll<JobOrderChoice[]>('getJobOrder', { tostatus: 1252 }),
  items: getAll<SparePart[]>('getSpareParts'),
};
