// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../test/testing.tsx';
import { FileThumbnail } from './FileThumbnail.tsx';

const get = vi.fn();
vi.mock('../../api/client.ts', () => ({ api: { get: (...args: unknown[]) => get(...args) } }));

beforeAll(() => setupI18n());
afterEach(async () => {
  cleanup();
  get.mockReset();
  await act(() => i18next.changeLanguage('en'));
});

/** A stored job card photo: the document keeps its id and name only (no content type). */
const storedPhoto = { fileId: 'f-1', fileName: 'front-left.jpg', contentType: '' };

describe('component: file thumbnail (issue 25 item 3)', () => {
  it('shows a photo the form knows only by id and name as a thumbnail that opens full size', async () => {
    get.mockResolvedValue({
      url: 'http://s3/front-left',
      fileName: 'front-left.jpg',
      contentType: 'image/jpeg',
    });
    render(<FileThumbnail file={storedPhoto} />);

    const open = await screen.findByRole('button', { name: 'Open front-left.jpg' });
    expect(screen.queryByRole('link', { name: 'Open front-left.jpg' })).toBeNull();
    expect(screen.getByAltText('Photo front-left.jpg').getAttribute('src')).toBe('http://s3/front-left');

    fireEvent.click(open);
    const viewer = await screen.findByTestId('image-viewer');
    const full = viewer.querySelector('img')!;
    expect(full.getAttribute('src')).toBe('http://s3/front-left');
    expect(full.getAttribute('alt')).toBe('Photo front-left.jpg');
    expect(screen.getByRole('dialog')).toBeTruthy();

    fireEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByTestId('image-viewer')).toBeNull());
  });

  it('names the thumbnail and its picture in Arabic', async () => {
    await act(() => i18next.changeLanguage('ar'));
    get.mockResolvedValue({ url: 'http://s3/rear', fileName: 'rear.png', contentType: 'image/png' });
    render(<FileThumbnail file={{ fileId: 'f-2', fileName: 'rear.png', contentType: '' }} />);

    fireEvent.click(await screen.findByRole('button', { name: 'فتح rear.png' }));

    expect((await screen.findByTestId('image-viewer')).querySelector('img')!.getAttribute('alt')).toBe(
      'صورة rear.png',
    );
  });

  it('keeps a document as a link', async () => {
    get.mockResolvedValue({
      url: 'http://s3/report',
      fileName: 'report.pdf',
      contentType: 'application/pdf',
    });
    render(<FileThumbnail file={{ fileId: 'f-3', fileName: 'report.pdf', contentType: '' }} />);

    expect(await screen.findByRole('link', { name: /Open report.pdf/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open report.pdf' })).toBeNull();
  });
});
