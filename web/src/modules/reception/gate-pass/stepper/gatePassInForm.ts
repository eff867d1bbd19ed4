/** The gate pass in form's values and rules: job order, check-in date-time (default now), remarks in. */
import type { GatePassInRequest } from '@fleet/shared/reception/gate-pass';
import type { FieldErrors } from '../../../../kit/form/formState.ts';
import { formatDateTimeInput, dateTimeInputIso } from '../../../../kit/dateTime.ts';

export interface GatePassInValues {
  jobordno: string;
  /** `DD/MM/YYYY HH:mm`. */
  checkindt: string;
  remarksin: string;
}

export const emptyGatePassIn = (now: Date = new Date()): GatePassInValues => ({
  jobordno: '',
  checkindt: formatDateTimeInput(now),
  remarksin: '',
});

export function gatePassInErrors(values: GatePassInValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.jobordno.trim()) errors['jobordno'] = 'errors:gatePassJobOrderRequired';
  if (values.checkindt.trim() && !dateTimeInputIso(values.checkindt))
    errors['checkindt'] = 'gatePass:fields.dateTimeFormat';
  return errors;
}

export const toGatePassInRequest = (values: GatePassInValues): GatePassInRequest => ({
  jobordno: values.jobordno,
  ...(values.checkindt.trim() ? { checkindt: dateTimeInputIso(values.checkindt) } : {}),
  remarksin: values.remarksin.trim(),
});
