/**
 * Values and rules of the garage technician form, pure (tested beside this file). The team leader picks
 * a job order at AssignTeamLeader (1208), then per workshop a technician and the estimated job time
 * (fields marked * are required, spec 000 section 5). Validation is the shared save schema's, worded
 * by message key in the UI language; hours are typed as text.
 */
import {
  assignTechgRequest,
  garageTechnicianChangeable,
  totalEstimatedHours,
  type AssignTechgRequest,
  type GarageTechnicianRow,
  type WorkshopProgressState,
} from '@fleet/shared/garage/garage-technician';
import type { Employee, Workshop } from '@fleet/shared/platform/lookups';
import { techniciansForWorkshop } from '@fleet/shared/garage/technicians';
import type { FieldErrors } from '../../../../kit/form/formState.ts';
import { typedNumber } from '../../../../kit/document/typedNumber.ts';

export interface LineValues {
  /** Stable key of the line in the editor (not sent). */
  key: string;
  wrkshpid: string;
  empcdetech: string;
  /** Hours, as typed. */
  estjobtime: string;
}

export interface TechnicianFormValues {
  jobordno: string;
  details: LineValues[];
  remarks: string;
  /** The assignment's version (EDIT). */
  version?: number;
}

export type LineField = 'wrkshpid' | 'empcdetech' | 'estjobtime';
/** i18n keys of each line's problems, by line index. */
export type LineErrors = Record<number, Partial<Record<LineField, string>>>;

let lineSequence = 0;
export const emptyLine = (): LineValues => ({
  key: `line-${++lineSequence}`,
  wrkshpid: '',
  empcdetech: '',
  estjobtime: '',
});

export const emptyAssignment = (): TechnicianFormValues => ({
  jobordno: '',
  details: [emptyLine()],
  remarks: '',
});

export const fromAssignment = (assignment: GarageTechnicianRow): TechnicianFormValues => ({
  jobordno: assignment.jobordno,
  details: [...assignment.details]
    .sort((a, b) => a.serlnumb - b.serlnumb)
    .map((detail) => ({
      key: `line-${++lineSequence}`,
      wrkshpid: detail.wrkshpid,
      empcdetech: detail.empcdetech,
      estjobtime: String(detail.estjobtime),
    })),
  remarks: assignment.remarks,
  version: assignment.version,
});

export function toRequest(values: TechnicianFormValues): AssignTechgRequest {
  return {
    jobordno: values.jobordno.trim(),
    details: values.details.map((line) => ({
      wrkshpid: line.wrkshpid,
      empcdetech: line.empcdetech,
      estjobtime: typedNumber(line.estjobtime),
    })),
    remarks: values.remarks.trim(),
    ...(values.version !== undefined ? { version: values.version } : {}),
  };
}

/** `errors:<key>` of a catalogue message (the schema's messages are the catalogue's English texts). */
type KeyOf = (message: string) => string | undefined;
const errorKey = (keyOf: KeyOf, message: string) => {
  const key = keyOf(message);
  return key ? `errors:${key}` : 'errors:badRequest';
};

/** The problems of the form as the shared schema sees them: top-level fields and each line's fields. */
export function validateAssignment(
  values: TechnicianFormValues,
  keyOf: KeyOf,
): { fields: FieldErrors; lines: LineErrors } {
  const fields: FieldErrors = {};
  const lines: LineErrors = {};
  const result = assignTechgRequest.safeParse(toRequest(values));
  if (result.success) return { fields, lines };
  for (const issue of result.error.issues) {
    const [field, index, lineField] = issue.path;
    const key = errorKey(keyOf, issue.message);
    if (field === 'details' && typeof index === 'number' && typeof lineField === 'string') {
      const line = (lines[index] ??= {});
      line[lineField as LineField] ??= key;
      // The form is invalid while a line is: its first problem stands for the lines.
      fields['details'] ??= key;
    } else if (typeof field === 'string' && !(field in fields)) {
      fields[field] = key;
    }
  }
  return { fields, lines };
}

/** Sum of the lines' hours typed so far (lines not yet a number count 0). */
export function typedHours(values: TechnicianFormValues): number {
  return totalEstimatedHours(
    values.details.map((line) => {
      const hours = typedNumber(line.estjobtime);
      return { estjobtime: Number.isFinite(hours) && hours > 0 ? hours : 0 };
    }),
  );
}

/** Workshops not yet taken by another line (a line keeps its own), so each workshop is picked once. */
export function freeWorkshops<T extends { value: string }>(
  options: readonly T[],
  values: TechnicianFormValues,
  index: number,
): T[] {
  const taken = new Set(values.details.filter((_, other) => other !== index).map((line) => line.wrkshpid));
  return options.filter((option) => !taken.has(option.value));
}

/** A choice group: a label and its options (Cloudscape's option group). */
export interface ChoiceGroup<T> {
  label: string;
  options: T[];
}

/**
 * A workshop line's technician choices: the garage's technicians of the workshop's trade first, under
 * `labels.matching`, then the garage's others under `labels.others` (one flat list when the trade is
 * unknown or nobody has it). Technicians a stored line keeps (`kept`, no longer offered) follow.
 */
export function technicianChoices<T>(
  technicians: readonly Employee[],
  workshop: Workshop | undefined,
  toOption: (employee: Employee) => T,
  labels: { matching: string; others: string },
  kept: readonly T[] = [],
): (T | ChoiceGroup<T>)[] {
  const { matching, others } = techniciansForWorkshop(technicians, workshop);
  if (matching.length === 0) return [...others.map(toOption), ...kept];
  return [
    { label: labels.matching, options: matching.map(toOption) },
    { label: labels.others, options: [...others.map(toOption), ...kept] },
  ];
}

/** The options of a choice list with its groups opened. */
export const flatChoices = <T>(choices: readonly (T | ChoiceGroup<T>)[]): T[] =>
  choices.flatMap((choice) =>
    typeof choice === 'object' && choice !== null && 'options' in choice ? choice.options : [choice],
  );

/** Editing is possible only while the job order is still at 1209 (the server refuses otherwise). */
export const editable = (statuscde: number | undefined) => garageTechnicianChangeable(statuscde);

/** How a workshop's progress shows (Cloudscape status indicator types). */
export const progressIndicator: Record<
  WorkshopProgressState,
  'pending' | 'in-progress' | 'stopped' | 'loading' | 'success'
> = {
  notstarted: 'pending',
  inspecting: 'loading',
  waiting: 'stopped',
  inrepair: 'in-progress',
  finished: 'success',
};
