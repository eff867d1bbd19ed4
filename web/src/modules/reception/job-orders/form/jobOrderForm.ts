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
import { headerRequest, headerValues, type JobOrderHeaderValues } from '../../jobOrderHeader.ts';

export type JobOrderSource = 'jobCard' | 'vehicle';

export interface JobOrderFormValues extends JobOrderHeaderValues {
  source: JobOrderSource;
  /** The MOI job card (ADD from a job card) or the job order being edited. */
  jobordno: string;
  vehicleno: string;
  garage: string;
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
  ...headerValues(),
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
    ...headerValues(row),
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

/** `SetJobOrder`: from the job card, or for the vehicle at the garage. */
export function toCreateRequest(values: JobOrderFormValues): SetJobOrderRequest {
  return values.source === 'jobCard'
    ? {
        jobordno: values.jobordno,
        ...(values.garage ? { garage: values.garage } : {}),
        ...headerRequest(values),
      }
    : { vehicleno: values.vehicleno, garage: values.garage, ...headerRequest(values) };
}

/** `putJobOrder` at the version read. */
export function toUpdateRequest(values: JobOrderFormValues) {
  return {
    jobordno: values.jobordno,
    version: values.version ?? 0,
    ...(values.garage ? { garage: values.garage } : {}),
    ...headerRequest(values),
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
