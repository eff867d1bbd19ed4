/**
 * Change password (screen SGRM013): one's own password, checked against the Cognito policy of the
 * shared schema before it is sent to `User/putChangepassword` with the current one.
 */
import { newPassword, type ChangePasswordRequest } from '@fleet/shared/platform/users';
import type { FieldErrors } from '../../../kit/form/formState.ts';

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const emptyChangePassword: ChangePasswordValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/** Field errors as `account:errors.<rule>` keys. */
export function changePasswordErrors(values: ChangePasswordValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.currentPassword) errors.currentPassword = 'account:errors.currentRequired';
  if (!newPassword.safeParse(values.newPassword).success) errors.newPassword = 'account:errors.policy';
  else if (values.newPassword === values.currentPassword) errors.newPassword = 'account:errors.sameAsCurrent';
  if (values.confirmPassword !== values.newPassword) errors.confirmPassword = 'account:errors.mismatch';
  return errors;
}

export function toRequest(values: ChangePasswordValues): ChangePasswordRequest {
  return { currentPassword: values.currentPassword, newPassword: values.newPassword };
}
