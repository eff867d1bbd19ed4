// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import createWrapper from '@cloudscape-design/components/test-utils/dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { allRights, messages } from '@fleet/shared';
import type { UserView } from '@fleet/shared/platform/users';
import { renderPage, setupPageTests } from '../../../../kit/test/testing.tsx';
import { usersApi } from '../api.ts';
import { UserFormPage } from './UserFormPage.tsx';

vi.mock('../api.ts');

const api = vi.mocked(usersApi);

const storekeeper: UserView = {
  usercode: 'storekeeper',
  username: 'Store Keeper',
  email: 'stores@example.com',
  mobile: '55512345',
  emplcode: 'E-17',
  projects: ['MOI'],
  garages: ['G01'],
  roles: ['STORE'],
  superuser: 'N',
  status: 'active',
  failedAttempts: 0,
  locked: 'N',
  version: 4,
  createdAt: '2026-01-05T08:00:00.000Z',
  updatedAt: '2026-02-01T09:30:00.000Z',
};

setupPageTests('admin', 'Administrator', { SGRM011: allRights });
beforeEach(() => {
  api.roles.mockResolvedValue([{ rolecode: 'STORE', rolename: 'Store Keeper' }]);
  api.assignableRoles.mockResolvedValue(['STORE']);
  api.garages.mockResolvedValue([]);
  api.projects.mockResolvedValue([{ code: 'MOI', name: 'Ministry of Interior', nameAr: 'وزارة الداخلية' }]);
});

const control = (testId: string) =>
  createWrapper(document.body).findFormField(`[data-testid="${testId}"]`)!.findControl()!;
const input = (testId: string) => control(testId).findInput()!;

describe('component: user form', () => {
  it('adds a user with a typed code and a password', async () => {
    api.create.mockResolvedValue([messages.userSaved]);
    renderPage(<UserFormPage />, { route: '/userMaster?mod=false&status=ADD' });

    expect(input('usercode').findNativeInput().getElement().readOnly).toBe(false);
    act(() => input('usercode').setInputValue('clerk'));
    act(() => input('username').setInputValue('Desk Clerk'));
    act(() => input('password').setInputValue('Secret#2026'));
    act(() => input('confirmPassword').setInputValue('Secret#2026'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText(messages.userSaved);
    expect(api.create).toHaveBeenCalledWith(
      expect.objectContaining({ usercode: 'clerk', username: 'Desk Clerk', password: 'Secret#2026' }),
    );
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/userMasterlist'));
  });

  it('edits a user at the version read: the code is fixed and there is no password', async () => {
    api.get.mockResolvedValue(storekeeper);
    api.update.mockResolvedValue([messages.userUpdated]);
    renderPage(<UserFormPage />, { route: '/userMaster?mod=false&status=EDIT&docnumbr=storekeeper' });

    await waitFor(() => expect(input('username').getInputValue()).toBe('Store Keeper'));
    expect(input('usercode').findNativeInput().getElement().readOnly).toBe(true);
    expect(screen.queryByTestId('password')).toBeNull();
    act(() => input('username').setInputValue('Senior Store Keeper'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByText(messages.userUpdated);
    expect(api.update).toHaveBeenCalledWith(
      expect.objectContaining({ usercode: 'storekeeper', username: 'Senior Store Keeper', version: 4 }),
    );
    expect(api.create).not.toHaveBeenCalled();
  });
});
