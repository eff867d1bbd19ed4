// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { allRights } from '@fleet/shared';
import type { JobCardDocument } from '@fleet/shared/reception/job-cards';
import { clearSession } from '../../../../auth/session.ts';
import { clearQueryCache } from '../../../../kit/index.ts';
import { renderPage, setupI18n, signInForTest } from '../../../../kit/test/testing.tsx';
import { JobCardPage } from './JobCardPage.tsx';

const get = vi.fn();
vi.mock('../../../../api/client.ts', () => ({
  api: { get: (...args: unknown[]) => get(...args), post: vi.fn() },
}));

/** A saved job card as `getJobOrderById` answers it: photos by id and name only. */
const jobCard = {
  jobordno: 'JO-2026-00007',
  joborddat: '2026-03-01',
  vehicleno: '12/34567',
  vehmaknam: 'Toyota',
  garage: 'G01',
  garagnam: 'Shuwaikh Main Garage',
  servicetype: 'main',
  custwait: 'N',
  jobtimin: '2026-03-01T05:00:00.000Z',
  accident: 'N',
  winch: 'N',
  statuscde: 1196,
  state: 'open',
  version: 1,
  inspector: 'inspector',
  checklist: [],
  photos: [
    { fileId: 'p-1', fileName: 'front.jpg' },
    { fileId: 'p-2', fileName: 'rear.jpg' },
  ],
  history: [],
} as unknown as JobCardDocument;

beforeAll(() => setupI18n());
beforeEach(() => {
  clearQueryCache();
  signInForTest('reception', 'Reception', { SGRJ001: allRights });
  get.mockImplementation(async (path: string, query?: { fileId?: string }) => {
    if (path === 'JobOrdermoi/getJobOrderById') return jobCard;
    if (path === 'Files/url')
      return {
        url: `http://s3/${query?.fileId}`,
        fileName: String(query?.fileId),
        contentType: 'image/jpeg',
      };
    return [];
  });
});
afterEach(() => {
  cleanup();
  clearSession();
  get.mockReset();
});

const stepButton = (step: number) =>
  within(screen.getByTestId(`job-card-step-${step}`)).getByRole('button') as HTMLButtonElement;

describe('component: job card in view mode (issue 25 item 3)', () => {
  it('opens any step without Next and shows the photos as thumbnails that open full size', async () => {
    renderPage(<JobCardPage />, { route: '/jobCardQs?mod=true&status=VIEW&docnumbr=JO-2026-00007' });
    await screen.findByTestId('job-card-steps');

    expect([1, 2, 3, 4].map((step) => stepButton(step).disabled)).toEqual([false, false, false, false]);

    fireEvent.click(stepButton(3));
    const front = await screen.findByRole('button', { name: 'Open front.jpg' });
    expect(screen.getByRole('button', { name: 'Open rear.jpg' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /front\.jpg/ })).toBeNull();
    fireEvent.click(front);
    expect((await screen.findByTestId('image-viewer')).querySelector('img')!.getAttribute('alt')).toBe(
      'Photo front.jpg',
    );

    fireEvent.click(stepButton(4));
    await waitFor(() => expect(screen.getByTestId('field-inspector')).toBeTruthy());
    fireEvent.click(stepButton(2));
    await waitFor(() => expect(screen.getByTestId('field-checklist')).toBeTruthy());
  });

  it('keeps later steps closed while adding', async () => {
    renderPage(<JobCardPage />, { route: '/jobCardQs?mod=false&status=ADD' });
    await screen.findByTestId('job-card-steps');

    expect([1, 2, 3, 4].map((step) => stepButton(step).disabled)).toEqual([false, true, true, true]);
  });
});
