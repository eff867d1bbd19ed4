/**
 * Job order vocabulary shared by the server and the SPA (spec 000 section 3, "Job order fields read").
 * Issue 5 (reception and the job order lifecycle) grows this file; documents only read headers so far.
 */

/** The header fields other documents read: a `getJobOrderAll` row. */
export interface JobOrderSummary {
  jobordno: string;
  /** YYYY-MM-DD. */
  joborddat: string;
  vehicleno: string;
  vehmakid: string;
  vehmaknam: string;
  compcode: string;
  companynm: string;
  custname: string;
  garage: string;
  garagnam: string;
  /** Current status code (shared/src/status.ts). */
  statuscde: number;
}
