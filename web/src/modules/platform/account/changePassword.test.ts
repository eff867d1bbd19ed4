import { describe, expect, it } from 'vitest';
import { changePasswordErrors, toRequest } from './changePassword.ts';

describe('unit: change password', () => {
  it('accepts a new password that meets the policy and is typed twice', () => {
    const values = {
      currentPassword: 'Fleet@2026',
      newPassword: 'Garage#2027',
      confirmPassword: 'Garage#2027',
    };
    expect(changePasswordErrors(values)).toEqual({});
    expect(toRequest(values)).toEqual({ currentPassword: 'Fleet@2026', newPassword: 'Garage#2027' });
  });

  it('needs the current password', () => {
    expect(
      changePasswordErrors({
        currentPassword: '',
        newPassword: 'Garage#2027',
        confirmPassword: 'Garage#2027',
      }),
    ).toEqual({
      currentPassword: 'account:errors.currentRequired',
    });
  });

  it('refuses a password without a symbol, a digit, both cases or 8 characters', () => {
    for (const weak of ['garage#2027', 'GARAGE#2027', 'Garage#abc', 'Garage2027', 'Ga#1']) {
      expect(
        changePasswordErrors({ currentPassword: 'x', newPassword: weak, confirmPassword: weak }).newPassword,
      ).toBe('account:errors.policy');
    }
  });

  it('refuses the current password again and a confirmation that differs', () => {
    expect(
      changePasswordErrors({
        currentPassword: 'Fleet@2026',
        newPassword: 'Fleet@2026',
        confirmPassword: 'Fleet@2026',
      }),
    ).toEqual({ newPassword: 'account:errors.sameAsCurrent' });
    expect(
      changePasswordErrors({
        currentPassword: 'x',
        newPassword: 'Garage#2027',
        confirmPassword: 'Garage#2028',
      }),
    ).toEqual({ confirmPassword: 'account:errors.mismatch' });
  });
});
