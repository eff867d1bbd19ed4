/**
 * Store reports (spec 001 section 7 "Store service": reports under CDNStore with the parameters sRVNo,
 * srvdate, cmbStore, cmbVehMake, FromDate, ToDate, txtItemFrom, cmbDeptNo, txtDocFrom, txtDocTo,
 * cmbCategory, cmbOrdType; section 5: a store or department plus a vehicle make, or the show-all
 * choice, is required, and a vehicle make must be chosen; section 9: default make INMS, report dates
 * YYYY/MM/DD) and the stock reports of the Reports group (current stock, stock query, store documents,
 * daily transactions, spare parts and oil consumption).
 */
import { z } from 'zod';
import { isoDay } from '../engines/document-schemas.ts';
import { messages } from '../platform/messages.ts';
import type { StockMovement } from './stock.ts';

/** Spec 001 section 9: the default vehicle make code (INMS: parts of any make). */
export const defaultVehicleMake = 'INMS';

/** Longest window a movement report reads (one Query per day). */
export const maxReportDays = 366;

const text = z.string().trim().max(40);

/** Order types of `cmbOrdType`: issues to a job order or to a department. */
export const reportOrderTypes = ['ALL', 'JOBORDER', 'DEPARTMENT'] as const;

export const storeReportQuery = z
  .object({
    sRVNo: text.optional(),
    srvdate: isoDay.optional(),
    cmbStore: text.optional(),
    cmbVehMake: text.default(defaultVehicleMake),
    FromDate: isoDay.optional(),
    ToDate: isoDay.optional(),
    txtItemFrom: text.optional(),
    cmbDeptNo: text.optional(),
    txtDocFrom: text.optional(),
    txtDocTo: text.optional(),
    cmbCategory: text.optional(),
    cmbOrdType: z.enum(reportOrderTypes).default('ALL'),
    /** The show-all-garages choice (every store). */
    showAll: z.enum(['Y', 'N']).default('N'),
  })
  .superRefine((query, ctx) => {
    if (!query.cmbVehMake)
      ctx.addIssue({ code: 'custom', path: ['cmbVehMake'], message: messages.vehicleMakeRequired });
    if (!query.cmbStore && !query.cmbDeptNo && query.showAll !== 'Y')
      ctx.addIssue({ code: 'custom', path: ['cmbStore'], message: messages.reportStoreRequired });
    if (query.FromDate && query.ToDate && query.FromDate > query.ToDate)
      ctx.addIssue({ code: 'custom', path: ['ToDate'], message: messages.dateWindowReversed });
  });
export type StoreReportQuery = z.infer<typeof storeReportQuery>;

/** A movement line of a report: the ledger's line, its optional references as '' when absent. */
export type StoreReportRow = Omit<
  StockMovement,
  'kind' | 'serlnumb' | 'at' | 'user' | 'jobordno' | 'deptcode' | 'otherstore' | 'reversal'
> & { kind: string; otherstore: string; deptcode: string; jobordno: string };

export interface StoreReport<Row = StoreReportRow> {
  rows: Row[];
  /** The KWD total row (and the quantity total). */
  totals: { qty: number; value: number };
  /** The report's window as printed (YYYY/MM/DD). */
  window: { from: string; to: string };
}

/** Report dates as the spec prints them: YYYY/MM/DD. */
export const reportDate = (isoDate: string) => isoDate.slice(0, 10).replaceAll('-', '/');
