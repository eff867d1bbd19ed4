/**
 * The job card form's values and rules (spec 000 sections 2, 4, 5): four steps ('Job card', 'Vehicle
 * checklist', 'Images and documents', 'Assign inspector'); each step is checked with the shared
 * schema before the next opens; Save is on the last step, once every step is valid and no upload runs.
 */
import type { FieldErrors } from '../../../../kit/form/formState.ts';
import { zodFieldErrors } from '../../../../kit/form/formState.ts';
import { messageKeyOf } from '../../../../api/errors.ts';
import {
  checklist as checklistSchema,
  customerWaiting,
  jobCardHeader,
  type JobCardCreateRequest,
  type JobCardDocument,
  type JobCardUpdateRequest,
} from '@fleet/shared/reception/job-cards';
import { messages } from '@fleet/shared';
import type { VehicleCheck } from '@fleet/shared/platform/lookups';
import type { FileRef } from '../../../../kit/upload/index.ts';
import { headerRequest, headerValues, type JobOrderHeaderValues } from '../../jobOrderHeader.ts';

export const jobCardSteps = ['jobCard', 'checklist', 'images', 'inspector'] as const;
export type StepIndex = 0 | 1 | 2 | 3;
export const lastStep: StepIndex = 3;

/**
 * The step a saved job card opens at: `step` of the query, 1-based like the gate pass stepper (the
 * spec's `/vehiclechecklistmoi` opens the checklist, step 2); a new job card always starts at step 1.
 */
export function stepFromQuery(params: URLSearchParams): StepIndex {
  const step = Number(params.get('step')) - 1;
  const saved = params.get('status') !== 'ADD' && Boolean(params.get('docnumbr'));
  return saved && Number.isInteger(step) && step >= 0 && step <= lastStep ? (step as StepIndex) : 0;
}

export interface JobCardValues extends JobOrderHeaderValues {
  jobordno: string;
  version: number;
  joborddat: string;
  vehicleno: string;
  vehmaknam: string;
  garage: string;
  /** Job time IN: local day `YYYY-MM-DD` and time `HH:mm` (default now, adjustable). */
  jobtimdate: string;
  jobtimtime: string;
  gatepassno: string;
  /** Selected checklist items, `<checkheader>#<checkid>`. */
  checklist: string[];
  photos: FileRef[];
  accidentdoc: FileRef[];
  inspector: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Local day `YYYY-MM-DD` and time `HH:mm` of a moment. */
export function localDateTime(moment: Date): { jobtimdate: string; jobtimtime: string } {
  return {
    jobtimdate: `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`,
    jobtimtime: `${pad(moment.getHours())}:${pad(moment.getMinutes())}`,
  };
}

/** ISO of a local day and `HH:mm`, undefined when either is not valid. */
export function jobTimeIso(day: string, time: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return undefined;
  const moment = new Date(`${day}T${time}:00`);
  return Number.isNaN(moment.getTime()) ? undefined : moment.toISOString();
}

export function emptyJobCard(now: Date = new Date()): JobCardValues {
  return {
    jobordno: '',
    version: 0,
    joborddat: '',
    vehicleno: '',
    vehmaknam: '',
    garage: '',
    ...headerValues(),
    ...localDateTime(now),
    gatepassno: '',
    checklist: [],
    photos: [],
    accidentdoc: [],
    inspector: '',
  };
}

export const checkKey = (check: Pick<VehicleCheck, 'checkheader' | 'checkid'>) =>
  `${check.checkheader}#${check.checkid}`;

const fileRef = (fileId: string, fileName = ''): FileRef => ({ fileId, fileName, contentType: '' });

export function fromJobCard(document: JobCardDocument): JobCardValues {
  return {
    jobordno: document.jobordno,
    version: document.version,
    joborddat: document.joborddat,
    vehicleno: document.vehicleno,
    vehmaknam: document.vehmaknam,
    garage: document.garage,
    ...headerValues(document),
    ...(document.jobtimin ? localDateTime(new Date(document.jobtimin)) : { jobtimdate: '', jobtimtime: '' }),
    gatepassno: document.gatepassno ?? '',
    checklist: document.checklist.filter((line) => line.status === 'Y').map(checkKey),
    photos: document.photos.map((photo) => fileRef(photo.fileId, photo.fileName)),
    accidentdoc: document.accidentdoc ? [fileRef(document.accidentdoc)] : [],
    inspector: document.inspector ?? '',
  };
}

/** Section 4: Quick Service sets customer waiting to Y. */
export function withServiceType(
  values: JobCardValues,
  servicetype: string,
): Pick<JobCardValues, 'servicetype' | 'custwait'> {
  return { servicetype, custwait: customerWaiting(servicetype, values.custwait) };
}

function headerPart(values: JobCardValues) {
  return {
    vehicleno: values.vehicleno,
    garage: values.garage,
    ...headerRequest(values),
    servicetype: values.servicetype as JobCardCreateRequest['servicetype'],
    custwait: customerWaiting(values.servicetype, values.custwait),
    ...(jobTimeIso(values.jobtimdate, values.jobtimtime)
      ? { jobtimin: jobTimeIso(values.jobtimdate, values.jobtimtime) }
      : {}),
    accidentdoc: values.accident === 'Y' ? (values.accidentdoc[0]?.fileId ?? '') : '',
    gatepassno: values.winch === 'Y' ? values.gatepassno : '',
  };
}

/** Every checklist item, ticked (Y) or not (N). */
export function checklistEntries(values: Pick<JobCardValues, 'checklist'>, items: readonly VehicleCheck[]) {
  const selected = new Set(values.checklist);
  return items.map((item) => ({
    checkheader: item.checkheader,
    checkid: item.checkid,
    status: selected.has(checkKey(item)) ? ('Y' as const) : ('N' as const),
  }));
}

export function toCreateRequest(values: JobCardValues, items: readonly VehicleCheck[]): JobCardCreateRequest {
  return {
    ...headerPart(values),
    checklist: checklistEntries(values, items),
    photos: values.photos.map((photo) => ({ fileId: photo.fileId, fileName: photo.fileName })),
    inspector: values.inspector,
  };
}

export function toUpdateRequest(values: JobCardValues): JobCardUpdateRequest {
  return {
    ...headerPart(values),
    jobordno: values.jobordno,
    version: values.version,
    photos: values.photos.map((photo) => ({ fileId: photo.fileId, fileName: photo.fileName })),
  };
}

/** The i18n key of a schema message (the catalogue's key under `errors:`). */
const keyOf = (message: string) => {
  const key = messageKeyOf(message);
  return key ? `errors:${key}` : 'jobCards:errors.invalid';
};

/** Field errors of one step, as i18n keys. */
export function stepErrors(
  values: JobCardValues,
  step: StepIndex,
  items: readonly VehicleCheck[],
): FieldErrors {
  const keyed = (errors: FieldErrors) =>
    Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, keyOf(message)]));
  if (step === 0) {
    const errors = keyed(zodFieldErrors(jobCardHeader, { ...headerPart(values), accident: 'N' }));
    if (values.kilometer.trim() && !/^\d+$/.test(values.kilometer.trim()))
      errors.kilometer = 'jobCards:errors.kilometer';
    if (!jobTimeIso(values.jobtimdate, values.jobtimtime)) errors.jobtimtime = 'jobCards:errors.jobTime';
    return errors;
  }
  if (step === 1) {
    const result = checklistSchema.safeParse(checklistEntries(values, items));
    if (items.length === 0) return { checklist: `errors:jobCardChecklistRequired` };
    return result.success ? {} : { checklist: keyOf(result.error.issues[0]?.message ?? '') };
  }
  if (step === 2) {
    return values.accident === 'Y' && values.accidentdoc.length === 0
      ? { accidentdoc: keyOf(messages.jobCardAccidentDocRequired) }
      : {};
  }
  return values.inspector.trim() ? {} : { inspector: keyOf(messages.jobCardInspectorRequired) };
}

/** Every error of the steps up to `step`. */
export function errorsUpTo(
  values: JobCardValues,
  step: StepIndex,
  items: readonly VehicleCheck[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (let index = 0; index <= step; index += 1)
    Object.assign(errors, stepErrors(values, index as StepIndex, items));
  return errors;
}

/** The first step (up to `step`) with an error, if any. */
export function firstInvalidStep(
  values: JobCardValues,
  step: StepIndex,
  items: readonly VehicleCheck[],
): StepIndex | undefined {
  for (let index = 0; index <= step; index += 1)
    if (Object.keys(stepErrors(values, index as StepIndex, items)).length > 0) return index as StepIndex;
  return undefined;
}

/**
 * Editing, only the current or an earlier step can be opened by clicking; viewing, every step (nothing
 * to complete first). Never while an upload runs.
 */
export const canOpenStep = (current: StepIndex, target: StepIndex, uploading: boolean, readOnly = false) =>
  !uploading && (readOnly || target <= current);

/** Why Save is refused: not on the last step or a step invalid ('stepsIncomplete'), an upload running. */
export function saveBlocker(
  values: JobCardValues,
  current: StepIndex,
  uploading: boolean,
  items: readonly VehicleCheck[],
): 'uploading' | 'stepsIncomplete' | undefined {
  if (uploading) return 'uploading';
  if (current !== lastStep || firstInvalidStep(values, lastStep, items) !== undefined)
    return 'stepsIncomplete';
  return undefined;
}
