import { describe, expect, it } from 'vitest';
import { ForbiddenError } from '#lib/errors';
import { notificationOwner } from './owner.ts';

describe('unit: notificationOwner', () => {
  it('returns the caller when the usercode is the caller, in any case, or absent', () => {
    const caller = { usercode: 'inspector', superuser: false };

    expect(notificationOwner(caller, 'Inspector ')).toBe('inspector');
    expect(notificationOwner(caller)).toBe('inspector');
  });

  it('refuses another user to a non-superuser', () => {
    expect(() => notificationOwner({ usercode: 'inspector', superuser: false }, 'technician')).toThrow(
      ForbiddenError,
    );
  });

  it('lets a superuser name another user', () => {
    expect(notificationOwner({ usercode: 'admin', superuser: true }, 'Technician')).toBe('technician');
  });
});
