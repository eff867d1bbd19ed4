/**
 * The estimation form's logic, pure: the values, the line being entered and what it adds, the save
 * request, the totals (shared `estimationTotals`, KWD 3 decimals), the KD250 tier, and the approver's
 * line decisions with the bulk actions. The page only wires these to components.
 */
import { estimationKdTier } from '@fleet/shared/engines/approvals';
import { repairPart, type InspectionLine, type RepairPart } from '@fleet/shared/garage/garage-inspection';
import type { StockBalance } from '@fleet/shared/platform/lookups';
import {
  estimationLineFields,
  estimationLineValue,
  estimationTotals,
  type EstimationDocument,
  type EstimationLineType,
  type EstimationSaveRequest,
} from '@fleet/shared/garage/estimation';
import { savedHeader } from '../../../../kit/document/formDocument.ts';

/**
 * A line as the form keeps it (sub repair lines carry the master's names, hours and cost), with the
 * Arabic names of the master data (issue 24: shown when the UI is Arabic; '' when not known).
 */
export interface FormLine extends RepairPart {
  linetype: EstimationLineType;
  sparepart: string;
  sparenam: string;
  spareuom: string;
  workdesc: string;
  qty: number;
  unitprice: number;
  remarks: string;
  sparenamar: string;
}

export interface EstimationValues {
  jobordno: string;
  remarks: string;
  lines: FormLine[];
  docnumbr?: string;
  version?: number;
  /** Images uploaded before the first save, attached with it (issue 25 item 5). */
  images?: { fileId: string; fileName: string; contentType: string }[];
}

export const emptyEstimation = (): EstimationValues => ({ jobordno: '', remarks: '', lines: [] });

export const emptyLine = (linetype: EstimationLineType = 'SUBREPAIR'): FormLine => ({
  linetype,
  wrkshpid: '',
  wrkshpnam: '',
  mainrepid: '',
  mainrepnam: '',
  subrepid: '',
  subrepnam: '',
  laborhors: 0,
  sparepart: '',
  sparenam: '',
  spareuom: '',
  workdesc: '',
  qty: linetype === 'SUBREPAIR' ? 1 : 0,
  unitprice: 0,
  remarks: '',
  wrkshpnamar: '',
  mainrepnamar: '',
  subrepnamar: '',
  sparenamar: '',
});

/** The stored document as form values. */
export function fromDocument(document: EstimationDocument): EstimationValues {
  return {
    jobordno: document.master.jobordno,
    remarks: document.master.remarks,
    docnumbr: document.master.docnumbr,
    version: document.master.version,
    lines: document.lines.map((line) => ({
      ...savedLine(line),
      ...repairPart(line),
      sparenamar: line.sparenamar ?? '',
    })),
  };
}

/** What a line saves, as the stored line gives it back: its kind, repair codes, part, work and price. */
const savedLine = (line: FormLine | EstimationDocument['lines'][number]) => ({
  ...estimationLineFields(line),
  remarks: line.remarks,
});

/**
 * A new estimation starts from the garage inspection (issue 24): one sub repair line per inspection
 * line, with its workshop, main and sub repair, labour hours and cost (the server prices them again
 * from the master data) and its remarks.
 */
export function linesFromInspection(lines: readonly InspectionLine[]): FormLine[] {
  return [...lines]
    .sort((a, b) => a.serlnumb - b.serlnumb)
    .map((line) => ({
      ...emptyLine('SUBREPAIR'),
      ...repairPart(line),
      qty: 1,
      unitprice: line.laborcost,
      remarks: line.remarks,
    }));
}

type NamedLine = Pick<
  FormLine,
  | 'linetype'
  | 'wrkshpnam'
  | 'mainrepnam'
  | 'subrepnam'
  | 'sparepart'
  | 'sparenam'
  | 'workdesc'
  | 'wrkshpnamar'
  | 'mainrepnamar'
  | 'subrepnamar'
  | 'sparenamar'
>;

/**
 * What a line is, in the reader's language (issue 24): the workshop, main and sub repair names, or the
 * item code and name, in Arabic when the UI is Arabic and the line has them (else in English); a labour
 * line's typed text as it is.
 */
export function lineDescription(line: Partial<NamedLine> & Pick<NamedLine, 'linetype'>, arabic: boolean) {
  const name = (en = '', ar = '') => (arabic && ar) || en;
  if (line.linetype === 'SUBREPAIR')
    return [
      name(line.wrkshpnam, line.wrkshpnamar),
      name(line.mainrepnam, line.mainrepnamar),
      name(line.subrepnam, line.subrepnamar),
    ]
      .filter(Boolean)
      .join(' / ');
  if (line.linetype === 'PART')
    return `${line.sparepart ?? ''} ${name(line.sparenam, line.sparenamar)}`.trim();
  return line.workdesc ?? '';
}

/** Stock on hand of an item over the stores that hold it, and per store (largest first). */
export function stockOnHand(balances: readonly StockBalance[]) {
  const stores = balances
    .filter((balance) => balance.qtyonhand > 0)
    .sort((a, b) => b.qtyonhand - a.qtyonhand || a.storecode.localeCompare(b.storecode));
  return { total: stores.reduce((sum, balance) => sum + balance.qtyonhand, 0), stores };
}

/** The i18n key of what a line being entered lacks, or undefined when it can be added. */
export function lineProblem(line: FormLine): string | undefined {
  if (line.linetype === 'SUBREPAIR') return line.subrepid ? undefined : 'errors:estimationSubRepairRequired';
  if (line.linetype === 'PART') {
    if (!line.sparepart.trim()) return 'errors:invoiceSparePartRequired';
    if (!(line.qty > 0)) return 'errors:invoiceQtyRequired';
    if (!(line.unitprice > 0)) return 'errors:invoiceUnitPriceRequired';
    return undefined;
  }
  if (!line.workdesc.trim()) return 'errors:estimationWorkRequired';
  return line.qty > 0 ? undefined : 'errors:estimationHoursRequired';
}

/** The value of a line (qty x unit price). */
export const lineValueOf = (line: Pick<FormLine, 'qty' | 'unitprice'>) => estimationLineValue(line);

/** Totals by type and overall, as the server computes them. */
export const totalsOf = (lines: readonly FormLine[]) =>
  estimationTotals(lines.map((line) => ({ linetype: line.linetype, value: lineValueOf(line) })));

/** Whether the estimation needs the KD250 approval after MOI (strictly above 250.000 KWD). */
export const needsKd = (total: number) => Math.round(total * 1000) > estimationKdTier * 1000;

/** The save call's body. */
export function toSaveRequest(values: EstimationValues): EstimationSaveRequest {
  return {
    ...savedHeader(values, ['jobordno', 'remarks']),
    lines: values.lines.map(savedLine),
    ...(values.images?.length
      ? { images: values.images.map(({ fileId, fileName }) => ({ fileId, fileName })) }
      : {}),
  };
}
