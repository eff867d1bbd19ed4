// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api/client.ts';
import { clearSession, setSession } from '../../auth/session.ts';
import { clearQueryCache } from '../useQuery.ts';
import { levelsHeld } from './approver.ts';
import { useApprover } from './useApprover.ts';

describe('levelsHeld', () => {
  it('offers the estimation levels the roles decide: MOI to an MOI approver, KD250 to a KPTC approver', () => {
    expect(levelsHeld('QUOT', { roles: ['APPROVER_MOI'], superuser: false })).toEqual(['MOI']);
    expect(levelsHeld('QUOT', { roles: ['APPROVER_KPTC'], superuser: false })).toEqual(['KD']);
  });

  it('offers a garage approver no estimation level, a superuser every level in the chain order', () => {
    expect(levelsHeld('QUOT', { roles: ['APPROVER_GARAGE'], superuser: false })).toEqual([]);
    expect(levelsHeld('QUOT', { roles: [], superuser: true })).toEqual(['MOI', 'KD']);
    expect(levelsHeld('PRQ', { roles: ['APPROVER_GARAGE', 'APPROVER_THIRD'], superuser: false })).toEqual([
      'GARAGE',
      'THIRD',
    ]);
  });
});

function Roles() {
  const approver = useApprover();
  return <output data-testid="roles">{approver.loading ? 'loading' : approver.roles.join(',')}</output>;
}

describe('useApprover', () => {
  beforeEach(() => clearQueryCache());
  afterEach(() => {
    cleanup();
    clearSession();
    vi.restoreAllMocks();
  });

  it('holds the roles and those acted in today as a delegate, each once', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue({
      roles: ['APPROVER_MOI', 'RECEPTION'],
      acting: [{ role: 'APPROVER_KPTC' }, { role: 'APPROVER_MOI' }],
    });
    setSession({
      usercode: 'moiapprover',
      username: 'MOI approver',
      superuser: false,
      project: 'MOI',
      projects: ['MOI'],
      rights: {},
      sessionToken: 'token',
    });
    render(<Roles />);
    await waitFor(() =>
      expect(screen.getByTestId('roles').textContent).toBe('APPROVER_MOI,RECEPTION,APPROVER_KPTC'),
    );
    expect(get).toHaveBeenCalledWith('User/getUserLoginById', undefined, expect.anything());
  });
});
