/**
 * The user master form's values and rules (screen SGRM011): what the form holds, what it sends to
 * `User/SetUser` (ADD) and `User/putUser` (EDIT, with the version read), and its field errors from
 * the shared schemas, as i18n keys of the `users` namespace.
 */
import {
  userCreate,
  userUpdate,
  type UserCreate,
  type UserUpdate,
  type UserView,
} from '@fleet/shared/platform/users';
import type { FieldOption } from '../../../../kit/form/fields.tsx';
import { pickFields } from '../../../../kit/document/formDocument.ts';
import { zodFieldErrors, type FieldErrors } from '../../../../kit/form/formState.ts';
import type { FormStatus } from '../../../../kit/form/mode.ts';

/** The form's values: the create request's fields, the password typed again and the version read. */
export type UserFormValues = Required<Omit<UserCreate, 'superuser'>> & {
  superuser: 'Y' | 'N';
  confirmPassword: string;
  version: number;
};

/** A new user: active, in the project signed in to. */
export function emptyUser(project: string | undefined): UserFormValues {
  return {
    usercode: '',
    username: '',
    password: '',
    confirmPassword: '',
    email: '',
    mobile: '',
    emplcode: '',
    projects: project ? [project] : [],
    garages: [],
    roles: [],
    superuser: 'N',
    status: 'active',
    version: 0,
  };
}

/**
 * The role choices of the form: a role the editor may not assign or remove (its rights are not all
 * theirs, issue 26) is shown but disabled, so a user keeps such a role as it is. Until the assignable
 * roles are known every role is disabled. Cloudscape reads `disabled`, also on a chosen role's token.
 */
export function roleChoices(
  options: FieldOption[],
  assignable: readonly string[] | undefined,
): (FieldOption & { disabled: boolean })[] {
  return options.map((option) => ({ ...option, disabled: !assignable?.includes(option.value) }));
}

/** Whether the form shows the signed-in user's own profile (whose roles they cannot change). */
export const isOwnProfile = (usercode: string, signedIn: string | undefined) =>
  !!signedIn && usercode.trim().toLowerCase() === signedIn.trim().toLowerCase();

export const fromView = (user: UserView): UserFormValues => ({
  ...emptyUser(undefined),
  ...pickFields(user, ['usercode', 'username', 'superuser', 'status', 'version']),
  email: user.email ?? '',
  mobile: user.mobile ?? '',
  emplcode: user.emplcode ?? '',
  projects: [...user.projects],
  garages: [...user.garages],
  roles: [...user.roles],
});

/** The texts the requests send trimmed. */
const trimmed = ['usercode', 'username', 'email', 'mobile', 'emplcode'] as const;

function common({
  password: _password,
  confirmPassword: _again,
  version: _version,
  ...values
}: UserFormValues) {
  return { ...values, ...Object.fromEntries(trimmed.map((field) => [field, values[field].trim()])) };
}

/** Body of `User/SetUser`. */
export function toCreate(values: UserFormValues): UserCreate {
  return { ...common(values), password: values.password };
}

/** Body of `User/putUser`: the version read makes a concurrent change a 409. */
export function toUpdate(values: UserFormValues): UserUpdate {
  return { ...common(values), version: values.version };
}

const fieldsWithMessages = new Set([
  'usercode',
  'username',
  'password',
  'email',
  'mobile',
  'emplcode',
  'projects',
]);

/** Field errors as `users:errors.<field>` keys: the shared schema decides, the key words it. */
export function userFieldErrors(values: UserFormValues, status: FormStatus): FieldErrors {
  const errors =
    status === 'ADD'
      ? zodFieldErrors(userCreate, toCreate(values), (field) => errorKey(field))
      : zodFieldErrors(userUpdate, toUpdate(values), (field) => errorKey(field));
  if (status === 'ADD' && !errors.password && values.confirmPassword !== values.password)
    errors.confirmPassword = 'users:errors.confirmPassword';
  return errors;
}

function errorKey(field: string): string {
  return fieldsWithMessages.has(field) ? `users:errors.${field}` : 'users:errors.invalid';
}
