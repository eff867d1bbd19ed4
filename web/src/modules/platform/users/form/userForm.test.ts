import { describe, expect, it } from 'vitest';
import type { UserView } from '@fleet/shared/platform/users';
import {
  emptyUser,
  fromView,
  isOwnProfile,
  roleChoices,
  toCreate,
  toUpdate,
  userFieldErrors,
  type UserFormValues,
} from './userForm.ts';

const filled = (overrides: Partial<UserFormValues> = {}): UserFormValues => ({
  ...emptyUser('MOI'),
  usercode: 'Ali.K',
  username: 'Ali Al-Kandari',
  password: 'Fleet@2026',
  confirmPassword: 'Fleet@2026',
  roles: ['RECEPTION'],
  ...overrides,
});

describe('unit: user master form', () => {
  it('starts a new user active in the project signed in to', () => {
    expect(emptyUser('KPTC')).toMatchObject({
      projects: ['KPTC'],
      status: 'active',
      superuser: 'N',
      version: 0,
    });
  });

  it('has no errors for a complete new user', () => {
    expect(userFieldErrors(filled(), 'ADD')).toEqual({});
  });

  it('words each missing or malformed field with its own key', () => {
    const errors = userFieldErrors(
      filled({ usercode: 'a b', username: ' ', password: 'short', mobile: '123', email: 'x@', projects: [] }),
      'ADD',
    );
    expect(errors).toEqual({
      usercode: 'users:errors.usercode',
      username: 'users:errors.username',
      password: 'users:errors.password',
      mobile: 'users:errors.mobile',
      email: 'users:errors.email',
      projects: 'users:errors.projects',
    });
  });

  it('asks for the same password twice when adding', () => {
    expect(userFieldErrors(filled({ confirmPassword: 'Fleet@2027' }), 'ADD')).toEqual({
      confirmPassword: 'users:errors.confirmPassword',
    });
  });

  it('needs no password when editing', () => {
    expect(userFieldErrors(filled({ password: '', confirmPassword: '' }), 'EDIT')).toEqual({});
  });

  it('sends the create body without the confirmation and the update body with the version', () => {
    const values = filled({ email: ' ali@example.com ', version: 4 });
    expect(toCreate(values)).toEqual({
      usercode: 'Ali.K',
      username: 'Ali Al-Kandari',
      email: 'ali@example.com',
      mobile: '',
      emplcode: '',
      projects: ['MOI'],
      garages: [],
      roles: ['RECEPTION'],
      superuser: 'N',
      status: 'active',
      password: 'Fleet@2026',
    });
    const update = toUpdate(values);
    expect(update).toMatchObject({ usercode: 'Ali.K', version: 4 });
    expect(update).not.toHaveProperty('password');
  });

  it('loads a user read from the server', () => {
    const view: UserView = {
      usercode: 'reception',
      username: 'Reem',
      projects: ['MOI'],
      garages: ['G01'],
      roles: ['RECEPTION'],
      superuser: 'N',
      status: 'disabled',
      failedAttempts: 2,
      locked: 'N',
      version: 7,
    };
    expect(fromView(view)).toMatchObject({
      usercode: 'reception',
      email: '',
      garages: ['G01'],
      status: 'disabled',
      version: 7,
    });
  });
});

describe('unit: user master role choices (issue 26)', () => {
  const options = [
    { value: 'ADMIN', label: 'Admin' },
    { value: 'RECEPTION', label: 'Reception' },
  ];

  it('disables the roles the editor may not assign or remove', () => {
    expect(roleChoices(options, ['RECEPTION'])).toEqual([
      { value: 'ADMIN', label: 'Admin', disabled: true },
      { value: 'RECEPTION', label: 'Reception', disabled: false },
    ]);
  });

  it('disables every role until the assignable ones are known', () => {
    expect(roleChoices(options, undefined).every((option) => option.disabled)).toBe(true);
  });

  it('tells the signed-in user own profile, whatever the case', () => {
    expect(isOwnProfile('ali.k', 'Ali.K')).toBe(true);
    expect(isOwnProfile('ali.k', 'admin')).toBe(false);
    expect(isOwnProfile('ali.k', undefined)).toBe(false);
  });
});
