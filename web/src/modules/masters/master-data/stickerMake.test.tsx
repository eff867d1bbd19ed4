// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { allRights, messages } from '@fleet/shared';
import { ApiError, api } from '../../../api/client.ts';
import { formControl, inputValue, renderPage, setupPageTests } from '../../../kit/test/testing.tsx';
import { StickerMakeFormPage } from './pages.tsx';

vi.mock('../../../api/client.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../api/client.ts')>();
  return { ...original, api: { ...original.api, get: vi.fn(), post: vi.fn() } };
});
const post = vi.mocked(api.post);

setupPageTests('supervisor', 'Sup', { SGRM004: allRights });

const route = '/createSticker?mod=false&status=ADD';
const typed = {
  stickercode: 'std',
  stickername: 'Standard',
  stickernamear: 'عادي',
  intervalkm: '5000',
  intervalmonths: '3',
};
const type = () =>
  Object.entries(typed).forEach(([id, value]) => formControl(id).findInput()!.setInputValue(value));

describe('sticker make form (the generic master form)', () => {
  it('validates with the catalogue messages and saves a new make', async () => {
    post.mockResolvedValue([messages.stickerMakeSaved, { stickercode: 'STD', version: 1 }]);
    renderPage(<StickerMakeFormPage />, { route });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.stickerMakeCodeRequired)).toBeTruthy();
    expect(screen.getByText(messages.stickerMakeNameRequired)).toBeTruthy();
    type();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('StickerMake/createSticker', {
        stickercode: 'std',
        stickername: 'Standard',
        stickernamear: 'عادي',
        intervalkm: 5000,
        intervalmonths: 3,
        active: 'Y',
      }),
    );
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/stickerMakeList'));
  });

  it('keeps the input and says so when someone else saved the make first (409)', async () => {
    post.mockRejectedValue(new ApiError(409, 'Changed by someone else'));
    renderPage(<StickerMakeFormPage />, { route });
    type();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByTestId('sticker-make-conflict')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(route);
    expect(inputValue('stickercode')).toBe('std');
  });
});
