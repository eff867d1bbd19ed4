import { describe, expect, it } from 'vitest';
import type { UserProfileItem } from '#lib/caller';
import { ForbiddenError } from '#lib/errors';
import { assertMayManage, canSee, scopedProjects, toUserView } from './policy.ts';

const admin = { usercode: 'moiadmin', project: 'MOI', projects: ['MOI'], superuser: false };
const superuser = { ...admin, usercode: 'admin', projects: ['MOI', 'KPTC'], superuser: true };

const profile = (overrides: Partial<UserProfileItem> = {}): UserProfileItem => ({
  pk: 'GLOBAL#USER',
  sk: 'clerk',
  entity: 'user',
  usercode: 'clerk',
  username: 'Clerk',
  projects: ['MOI'],
  garages: [],
  roles: ['RECEPTION'],
  superuser: 'N',
  status: 'active',
  failedAttempts: 0,
  version: 3,
  ...overrides,
});

describe('unit: user master policy', () => {
  it('shows a user to callers of a shared project and to a superuser only', () => {
    const kptcOnly = profile({ projects: ['KPTC'] });

    expect(canSee(admin, profile())).toBe(true);
    expect(canSee(admin, kptcOnly)).toBe(false);
    expect(canSee(superuser, kptcOnly)).toBe(true);
  });

  it('lets only a superuser manage a superuser or grant the flag', () => {
    expect(() => assertMayManage(admin, { superuser: 'Y' })).toThrow(ForbiddenError);
    expect(() => assertMayManage(admin, { superuser: 'N' }, 'Y')).toThrow(ForbiddenError);
    expect(() => assertMayManage(admin, { superuser: 'N' }, 'N')).not.toThrow();
    expect(() => assertMayManage(superuser, { superuser: 'Y' }, 'Y')).not.toThrow();
  });

  it('keeps projects the caller does not belong to and applies the rest as sent', () => {
    expect(scopedProjects(['MOI'], ['MOI', 'KPTC'], admin)).toEqual(['KPTC', 'MOI']);
    expect(scopedProjects(['MOI', 'MOI'], [], admin)).toEqual(['MOI']);
  });

  it('refuses to hand out a project the caller does not belong to', () => {
    expect(() => scopedProjects(['MOI', 'KPTC'], [], admin)).toThrow(ForbiddenError);
  });

  it('lets a superuser set any projects, removing them too', () => {
    expect(scopedProjects(['KPTC'], ['MOI', 'KPTC'], superuser)).toEqual(['KPTC']);
  });

  it('shows a profile without keys and with the derived lock flag', () => {
    const now = new Date('2026-03-01T10:00:00.000Z');

    const view = toUserView(profile({ lockedUntil: '2026-03-01T10:10:00.000Z', failedAttempts: 0 }), now);

    expect(view).toMatchObject({
      usercode: 'clerk',
      locked: 'Y',
      version: 3,
      status: 'active',
      superuser: 'N',
    });
    expect(view).not.toHaveProperty('pk');
    expect(toUserView(profile({ lockedUntil: '2026-03-01T09:00:00.000Z' }), now).locked).toBe('N');
  });
});
