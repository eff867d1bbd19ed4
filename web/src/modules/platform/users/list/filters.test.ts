import { describe, expect, it } from 'vitest';
import type { UserView } from '@fleet/shared/platform/users';
import { matchesUserFilters } from './filters.ts';

const user = (overrides: Partial<UserView>): UserView => ({
  usercode: 'reception',
  username: 'Reem Al-Sabah',
  projects: ['MOI'],
  garages: [],
  roles: ['RECEPTION'],
  superuser: 'N',
  status: 'active',
  failedAttempts: 0,
  locked: 'N',
  version: 1,
  ...overrides,
});

describe('unit: user list filters', () => {
  it('matches the user code or the name, case-insensitively', () => {
    expect(matchesUserFilters(user({}), { user: 'RECEP' })).toBe(true);
    expect(matchesUserFilters(user({}), { user: 'al-sabah' })).toBe(true);
    expect(matchesUserFilters(user({}), { user: 'admin' })).toBe(false);
  });

  it('keeps the users holding the role', () => {
    expect(matchesUserFilters(user({}), { role: 'RECEPTION' })).toBe(true);
    expect(matchesUserFilters(user({}), { role: 'ADMIN' })).toBe(false);
  });

  it('filters by active, disabled and locked', () => {
    expect(matchesUserFilters(user({ status: 'disabled' }), { status: 'disabled' })).toBe(true);
    expect(matchesUserFilters(user({ status: 'disabled' }), { status: 'active' })).toBe(false);
    expect(matchesUserFilters(user({ locked: 'Y' }), { status: 'locked' })).toBe(true);
    expect(matchesUserFilters(user({}), { status: 'locked' })).toBe(false);
  });

  it('searches across code, name, roles by name and projects', () => {
    const names = (code: string) => (code === 'RECEPTION' ? 'الاستقبال' : code);
    expect(matchesUserFilters(user({}), { search: 'الاستقبال' }, names)).toBe(true);
    expect(matchesUserFilters(user({}), { search: 'moi reem' }, names)).toBe(true);
    expect(matchesUserFilters(user({}), { search: 'kptc' }, names)).toBe(false);
  });
});
