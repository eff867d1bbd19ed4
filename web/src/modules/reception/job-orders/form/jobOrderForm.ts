/**
 * The reception job order form's model (Create Job Order KJO, spec 000 section 2 "KPTC Reception"):
 * a job order from an MOI job card or directly for a vehicle, its header fields, and the reception
 * inspection saved after it. Pure: values, field errors (i18n keys) and the requests sent.
 */
import type {
  InspectionFinding,
  JobOrderRow,
  SetInspectionRequest,
  SetJobOrderRequest,
} from '@fleet/shared/reception/kptc-job-orders';
import type { FieldErrors } from '../../../../kit/index.ts';

export type JobOrderSource = 'jobCard' | 'vehicle';

export interface JobOrderFormValues {
  source: JobOrderSource;
  /** The MOI job card (ADD from a job card) or the job order being edited. */
  jobordno: string;
  vehicleno: string;
  garage: string;
  moijobord: string;
  servicetype: string;
  custwait: 'Y' | 'N';
  mobileno: string;
  prevservicedate: string;
  accident: 'Y' | 'N';
  winch: 'Y' | 'N';
  kilometer: string;
  remarks: string;
  /** The reception inspection saved with the job order (optional). */
  inspectionRemarks: string;
  findings: InspectionFinding[];
  version?: number;
  statuscde?: number;
}

export const emptyJobOrderForm = (): JobOrderFormValues => ({
  source: 'jobCard',
  jobordno: '',
  vehicleno: '',
  garage: '',
  moijobord: '',
  servicetype: '',
  custwait: 'N',
  mobileno: '',
  prevservicedate: '',
  accident: 'N',
  winch: 'N',
  kilometer: '',
  remarks: '',
  inspectionRemarks: '',
  findings: [],
});

/** The stored job order as form values (EDIT and VIEW). */
export function fromJobOrder(row: JobOrderRow): JobOrderFormValues {
  return {
    ...emptyJobOrderForm(),
    source: row.kind === 'MOI' ? 'jobCard' : 'vehicle',
    jobordno: row.jobordno,
    vehicleno: row.vehicleno,
    garage: row.garage,
    moijobord: row.moijobord ?? '',
    servicetype: row.servicetype ?? '',
    custwait: row.custwait ?? 'N',
    mobileno: row.mobileno ?? '',
    prevservicedate: row.prevservicedate ?? '',
    accident: row.accident ?? 'N',
    winch: row.winch ?? 'N',
    kilometer: row.kilometer === undefined ? '' : String(row.kilometer),
    remarks: row.remarks ?? '',
    version: row.version,
    statuscde: row.statuscde,
  };
}

/**
 * The form once an MOI job card is picked (ADD from a job card): every header field reception typed on
 * the job card, so the KJO starts from them and its save sends them back unchanged (issue 24 item 1).
 * The inspection typed so far stays.
 */
export function withJobCard(values: JobOrderFormValues, card: JobOrderRow): JobOrderFormValues {
  const { version: _version, statuscde: _statuscde, ...fields } = fromJobOrder(card);
  return {
    ...fields,
    source: 'jobCard',
    inspectionRemarks: values.inspectionRemarks,
    findings: values.findings,
  };
}

/** Field errors as i18n keys; `today` is YYYY-MM-DD. */
export function jobOrderFieldErrors(values: JobOrderFormValues, adding: boolean, today: string): FieldErrors {
  const errors: FieldErrors = {};
  if (adding && values.source === 'jobCard' && !values.jobordno)
    errors['jobordno'] = 'jobOrders:errors.jobCardRequired';
  if (adding && values.source === 'vehicle') {
    if (!values.vehicleno) errors['vehicleno'] = 'errors:kjoSourceRequired';
    if (!values.garage) errors['garage'] = 'errors:kjoGarageRequired';
  }
  if (values.mobileno && !/^\d{8}$/.test(values.mobileno.trim()))
    errors['mobileno'] = 'errors:kjoMobileInvalid';
  if (values.prevservicedate && values.prevservicedate > today)
    errors['prevservicedate'] = 'errors:kjoPrevServiceFuture';
  if (values.kilometer && !/^\d{1,7}$/.test(values.kilometer.trim()))
    errors['kilometer'] = 'jobOrders:errors.kilometer';
  return errors;
}

/** Quick service makes the customer wait (spec 000 section 4). */
export function withServiceType(values: JobOrderFormValues, servicetype: string): JobOrderFormValues {
  return { ...values, servicetype, custwait: servicetype === 'quick' ? 'Y' : values.custwait };
}

function headerFields(values: JobOrderFormValues) {
  return {
    moijobord: values.moijobord.trim(),
    ...(values.servicetype ? { servicetype: values.servicetype as 'main' | 'quick' | 'sticker' } : {}),
    custwait: values.custwait,
    mobileno: values.mobileno.trim(),
    prevservicedate: values.prevservicedate,
    accident: values.accident,
    winch: values.winch,
    ...(values.kilometer.trim() ? { kilometer: Number(values.kilometer.trim()) } : {}),
    remarks: values.remarks.trim(),
  };
}

/** `SetJobOrder`: from the job card, or for the vehicle at the garage. */
export function toCreateRequest(values: JobOrderFormValues): SetJobOrderRequest {
  return values.source === 'jobCard'
    ? {
        jobordno: values.jobordno,
        ...(values.garage ? { garage: values.garage } : {}),
        ...headerFields(values),
      }
    : { vehicleno: values.vehicleno, garage: values.garage, ...headerFields(values) };
}

/** `putJobOrder` at the version read. */
export function toUpdateRequest(values: JobOrderFormValues) {
  return {
    jobordno: values.jobordno,
    version: values.version ?? 0,
    ...(values.garage ? { garage: values.garage } : {}),
    ...headerFields(values),
  };
}

/** Whether the user entered a reception inspection to save with the job order. */
export const hasInspection = (values: JobOrderFormValues) =>
  values.inspectionRemarks.trim() !== '' || values.findings.length > 0;

export function toInspectionRequest(values: JobOrderFormValues, jobordno: string): SetInspectionRequest {
  return { jobordno, remarks: values.inspectionRemarks.trim(), findings: values.findings };
}

/** Adds a finding (blank ones are ignored). */
export function addFinding(findings: InspectionFinding[], finding: InspectionFinding): InspectionFinding[] {
  return finding.finding.trim() ? [...findings, { ...finding, finding: finding.finding.trim() }] : findings;
}
