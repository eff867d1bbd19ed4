/**
 * The last mile of a job order (issue 13, docs/accounts.md): what a delivered job order cost, the 3-in-1
 * invoice that puts labour, parts and outside costs in one document for the customer's approval, the
 * final invoice issued from it and the job order's submission for payment.
 *
 * The costing is one rule for the screen, the stored documents and the PDFs: labour from the finished
 * repair lines (the sub repair's labour cost from the master data), parts at the ledger's cost (store and
 * garage issues and consignment issues to the job order, less its returns), outside work (the maintenance
 * invoices of the job order, net) and approved petty cash of the job order, summed in whole fils by the
 * shared amount rules.
 */
import { z } from 'zod';
import { inSerialOrder, type JobOrderHead } from '../engines/document-lines.ts';
import { required } from '../engines/document-schemas.ts';
import { roundKwd, sumKwd } from '../engines/amounts.ts';
import { messages } from '../platform/messages.ts';
import type { ApprovalRecord, ApprovalState } from '../engines/approvals.ts';

/** The heads of a job order's cost, in the order the documents print them. */
export const costKinds = ['LABOUR', 'PARTS', 'OUTSIDE', 'PETTY'] as const;
export type CostKind = (typeof costKinds)[number];

/** One line of a costing: a repair line, a stock document, an outside invoice or a petty cash voucher. */
export interface CostLine {
  serlnumb: number;
  kind: CostKind;
  /** The document or line it comes from (GIV-2026-00012, CARINV number, the repair line's sub repair). */
  ref: string;
  refdate: string;
  /**
   * Labour: the workshop, main and sub repair names (English); parts: the voucher type's code (GIV, SIV,
   * CSV, SRN), shown as its label in the reader's language; outside work and petty cash: the party.
   */
  description: string;
  /**
   * Labour: the description in Arabic, from the master data's Arabic names (issue 24: shown when the UI
   * is Arabic); absent when the repair line has none (lines of documents stored before).
   */
  descriptionar?: string;
  /** KWD, 3 decimals; a return to the store is negative. */
  value: number;
}

export interface CostTotals {
  labourval: number;
  partsval: number;
  outsideval: number;
  pettyval: number;
  totalval: number;
}

export interface JobOrderCosting extends CostTotals {
  jobordno: string;
  lines: CostLine[];
}

/** A finished repair line of the garage inspection. */
export interface LabourSource {
  serlnumb: number;
  wrkshpnam: string;
  mainrepnam: string;
  subrepid: string;
  subrepnam: string;
  laborcost: number;
  finishedat: string;
  /** Arabic names of the repair line, when it keeps them. */
  wrkshpnamar?: string | undefined;
  mainrepnamar?: string | undefined;
  subrepnamar?: string | undefined;
}

/** A stock document of the job order at the ledger's cost (`totalval` of the voucher). */
export interface PartsSource {
  doctype: string;
  docnumbr: string;
  docdate: string;
  totalval: number;
  /** A return to the store takes its value off. */
  returned: boolean;
}

/** A maintenance invoice (outside work) or an approved petty cash voucher of the job order. */
export interface ChargeSource {
  docnumbr: string;
  docdate: string;
  party: string;
  value: number;
}

export interface CostingSources {
  labour: readonly LabourSource[];
  parts: readonly PartsSource[];
  outside: readonly ChargeSource[];
  petty: readonly ChargeSource[];
}

/** The costing of a job order from its sources: lines in the order of `costKinds`, totals in whole fils. */
export function composeCosting(jobordno: string, sources: CostingSources): JobOrderCosting {
  const drafts: Omit<CostLine, 'serlnumb'>[] = [
    ...inSerialOrder(sources.labour).map((line) => ({
      kind: 'LABOUR' as const,
      ref: line.subrepid,
      refdate: line.finishedat.slice(0, 10),
      description: [line.wrkshpnam, line.mainrepnam, line.subrepnam].filter(Boolean).join(' / '),
      ...labourDescriptionAr(line),
      value: roundKwd(line.laborcost),
    })),
    ...[...sources.parts]
      .sort((a, b) => a.docdate.localeCompare(b.docdate) || a.docnumbr.localeCompare(b.docnumbr))
      .map((document) => ({
        kind: 'PARTS' as const,
        ref: document.docnumbr,
        refdate: document.docdate,
        description: document.doctype,
        value: roundKwd(document.returned ? -document.totalval : document.totalval),
      })),
    ...charges('OUTSIDE', sources.outside),
    ...charges('PETTY', sources.petty),
  ];
  const lines = drafts.map((line, index) => ({ serlnumb: index + 1, ...line }));
  return { jobordno, lines, ...costTotals(lines) };
}

/** A labour line's description in Arabic (each name in Arabic where the line has it), when it has any. */
function labourDescriptionAr(line: LabourSource): { descriptionar?: string } {
  if (!line.wrkshpnamar && !line.mainrepnamar && !line.subrepnamar) return {};
  return {
    descriptionar: [
      line.wrkshpnamar || line.wrkshpnam,
      line.mainrepnamar || line.mainrepnam,
      line.subrepnamar || line.subrepnam,
    ]
      .filter(Boolean)
      .join(' / '),
  };
}

function charges(kind: 'OUTSIDE' | 'PETTY', sources: readonly ChargeSource[]) {
  return [...sources]
    .sort((a, b) => a.docdate.localeCompare(b.docdate) || a.docnumbr.localeCompare(b.docnumbr))
    .map((charge) => ({
      kind,
      ref: charge.docnumbr,
      refdate: charge.docdate,
      description: charge.party,
      value: roundKwd(charge.value),
    }));
}

/** Totals per head and overall, each summed in whole fils. */
export function costTotals(lines: readonly Pick<CostLine, 'kind' | 'value'>[]): CostTotals {
  const of = (kind: CostKind) => sumKwd(lines.filter((line) => line.kind === kind).map((line) => line.value));
  const labourval = of('LABOUR');
  const partsval = of('PARTS');
  const outsideval = of('OUTSIDE');
  const pettyval = of('PETTY');
  return {
    labourval,
    partsval,
    outsideval,
    pettyval,
    totalval: sumKwd([labourval, partsval, outsideval, pettyval]),
  };
}

// ---- Requests ----------------------------------------------------------------------------------

const jobordno = required(messages.storeJobOrderRequired, 40);
const remarks = z.string().trim().max(500).default('');

/** `ThreeInOne/insertThreeInOne`: prepares (or, with docnumbr and version, re-costs) a job order's 3-in-1. */
export const threeInOneBody = z.object({
  docnumbr: z.string().trim().max(40).optional(),
  version: z.coerce.number().int().min(1).optional(),
  jobordno,
  remarks,
});
export type ThreeInOneBody = z.infer<typeof threeInOneBody>;

/** `insertFinalinovice`: issues the final invoice of a job order whose 3-in-1 is approved. */
export const finalInvoiceBody = z.object({ jobordno, remarks });
export type FinalInvoiceBody = z.infer<typeof finalInvoiceBody>;

/** `InsertJoSubmit`: submits a final-invoiced job order for payment. */
export const joSubmitBody = z.object({ jobordno, remarks });
export type JoSubmitBody = z.infer<typeof joSubmitBody>;

export const docnumbrQuery = z.object({ docnumbr: z.string().trim().min(1).max(40) });
export const jobOrderQuery = z.object({ jobordno });
/** `getFinalInvoiceprint?joborderno` (the spec's name for the job order number). */
export const finalInvoicePrintQuery = z.object({ joborderno: jobordno });
export const accountsListQuery = z.object({
  fromdate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, messages.useIsoDay)
    .optional(),
  todate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, messages.useIsoDay)
    .optional(),
});

// ---- Stored documents --------------------------------------------------------------------------

/** The job order's header fields every accounts document repeats. */
export interface JobOrderParty extends JobOrderHead {
  companynm: string;
  custname: string;
}

/** The 3-in-1 invoice (TIO): the costing at the time it was prepared, approved by the customer (MOI). */
export interface ThreeInOneMaster extends JobOrderParty, CostTotals {
  docnumbr: string;
  docdate: string;
  doctime: string;
  remarks: string;
  lines: CostLine[];
  /** The final invoice issued from it, once issued. */
  fininvno?: string;
  approval?: ApprovalState;
  cretuser: string;
  version: number;
}

/** The final invoice (FIN): the approved 3-in-1's figures, numbered and kept as issued. */
export interface FinalInvoiceMaster extends JobOrderParty, CostTotals {
  docnumbr: string;
  docdate: string;
  doctime: string;
  threeinone: string;
  remarks: string;
  lines: CostLine[];
  /** Set when the job order is submitted for payment (1426). */
  submitno?: string;
  /** pending (issued) | submitted (sent for payment). */
  state: 'pending' | 'submitted';
  cretuser: string;
  version: number;
}

/** The submission of a final-invoiced job order for payment (JSB). */
export interface JoSubmitMaster extends JobOrderParty {
  docnumbr: string;
  docdate: string;
  doctime: string;
  fininvno: string;
  totalval: number;
  remarks: string;
  cretuser: string;
  version: number;
}

/** `getThreeInOneById`. */
export interface ThreeInOneDocument {
  master: ThreeInOneMaster;
  approvals: ApprovalRecord[];
}

/** A row of `getThreeInOneList`: the master without its lines, with its approval state. */
export type ThreeInOneRow = Omit<ThreeInOneMaster, 'lines'> & Pick<ApprovalState, 'state'>;

/** A row of `getFinalInvoiceList`: the master without its lines. */
export type FinalInvoiceRow = Omit<FinalInvoiceMaster, 'lines'>;

/** A row of `Getthreeinoneapprjobordnos`: an approved 3-in-1 without a final invoice. */
export type ReadyForFinalInvoice = Pick<
  ThreeInOneMaster,
  'jobordno' | 'vehicleno' | 'garagnam' | 'totalval'
> & {
  threeinone: string;
};

/** A row of `getJobOrdersForSubmit`: a final-invoiced job order (1425). */
export type ReadyForSubmit = Pick<
  FinalInvoiceMaster,
  'jobordno' | 'docdate' | 'vehicleno' | 'garagnam' | 'totalval'
> & {
  fininvno: string;
};
