/**
 * The garage inspection form's logic, pure: values, the line being entered, the request, the totals
 * shown while typing (hours and cost from the master data the lookups give).
 */
import {
  inspectionTotals,
  repairPart,
  type InspectionLine,
  type InspectionStatus,
  type Inspector,
  type RepairPart,
} from '@fleet/shared/garage/garage-inspection';
import { storedHeader } from '../../../kit/document/formDocument.ts';

/** A line as the form keeps it: the repair it names (in the names it was chosen by), its cost and remarks. */
export interface FormLine extends Omit<RepairPart, 'wrkshpnamar' | 'mainrepnamar' | 'subrepnamar'> {
  laborcost: number;
  remarks: string;
}

export interface InspectionValues {
  jobordno: string;
  inspby: Inspector;
  inspstatus: InspectionStatus;
  remarks: string;
  lines: FormLine[];
  docnumbr?: string;
  version?: number;
}

export const emptyInspection = (): InspectionValues => ({
  jobordno: '',
  inspby: 'gar',
  inspstatus: 'initiated',
  remarks: '',
  lines: [],
});

export const fromStored = (
  master: {
    docnumbr: string;
    version: number;
    jobordno: string;
    inspby: Inspector;
    inspstatus: InspectionStatus;
    remarks: string;
  },
  lines: readonly InspectionLine[],
): InspectionValues => ({
  ...storedHeader(master, ['jobordno', 'inspby', 'inspstatus', 'remarks']),
  lines: lines.map((line) => ({
    ...repairPart(line),
    laborcost: line.laborcost,
    remarks: line.remarks,
  })),
});

/** A sub repair may be listed once per inspection. */
export const duplicateLine = (lines: readonly FormLine[], line: FormLine) =>
  lines.some(
    (old) =>
      old.wrkshpid === line.wrkshpid && old.mainrepid === line.mainrepid && old.subrepid === line.subrepid,
  );

export const totalsOf = (lines: readonly FormLine[]) => inspectionTotals(lines);

export function toRequest(values: InspectionValues) {
  const lines = values.lines.map((line) => ({
    wrkshpid: line.wrkshpid,
    mainrepid: line.mainrepid,
    subrepid: line.subrepid,
    remarks: line.remarks,
  }));
  const common = { inspby: values.inspby, inspstatus: values.inspstatus, remarks: values.remarks, lines };
  return values.docnumbr
    ? {
        kind: 'update' as const,
        body: { ...common, docnumbr: values.docnumbr, version: values.version ?? 0 },
      }
    : { kind: 'insert' as const, body: { ...common, jobordno: values.jobordno } };
}
