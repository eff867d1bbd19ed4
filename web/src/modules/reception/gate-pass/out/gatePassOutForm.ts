/**
 * The gate pass out form's values and rules (spec 000 section 2 "Gate pass out form", section 5:
 * job order choice and remarks out show field errors once touched; section 9: check-out defaults to
 * now). Pure, tested beside this file.
 */
import type { GatePassOut, GatePassOutRequest } from '@fleet/shared/reception/gate-pass';
import type { FieldErrors } from '../../../../kit/form/formState.ts';
import { formatDateTimeInput, dateTimeInputIso } from '../../../../kit/dateTime.ts';
import { savedHeader, storedHeader } from '../../../../kit/document/formDocument.ts';

export interface GatePassOutValues {
  jobordno: string;
  /** `DD/MM/YYYY HH:mm`. */
  checkoutdt: string;
  remarksout: string;
  docnumbr: string;
  version?: number;
}

export const emptyGatePassOut = (now: Date = new Date()): GatePassOutValues => ({
  jobordno: '',
  checkoutdt: formatDateTimeInput(now),
  remarksout: '',
  docnumbr: '',
});

export const fromGatePassOut = (pass: GatePassOut): GatePassOutValues => ({
  ...storedHeader(pass, ['jobordno', 'remarksout']),
  checkoutdt: formatDateTimeInput(pass.checkoutdt),
});

/** Field errors as i18n keys. */
export function gatePassOutErrors(values: GatePassOutValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.jobordno.trim()) errors['jobordno'] = 'errors:gatePassJobOrderRequired';
  if (!values.checkoutdt.trim()) errors['checkoutdt'] = 'errors:gatePassCheckoutRequired';
  else if (!dateTimeInputIso(values.checkoutdt)) errors['checkoutdt'] = 'gatePass:fields.dateTimeFormat';
  if (!values.remarksout.trim()) errors['remarksout'] = 'errors:gatePassRemarksOutRequired';
  return errors;
}

/** The call's body: ISO on the wire; an existing gate pass with its number and version. */
export function toGatePassOutRequest(values: GatePassOutValues): GatePassOutRequest {
  return {
    ...savedHeader(values, ['jobordno']),
    checkoutdt: dateTimeInputIso(values.checkoutdt) ?? '',
    remarksout: values.remarksout.trim(),
  };
}
