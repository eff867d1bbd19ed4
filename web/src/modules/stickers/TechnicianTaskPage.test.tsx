// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { allRights } from '@fleet/shared';
import type { StickerJob } from '@fleet/shared/stickers/stickers';
import { ApiError } from '../../api/errors.ts';
import { clearSession } from '../../auth/session.ts';
import { clearQueryCache } from '../../kit/index.ts';
import { renderPage, setupI18n, signInForTest } from '../../kit/test/testing.tsx';
import { stickerApi } from './api.ts';
import { testStickerJob } from './test/testing.ts';
import { TechnicianTaskPage } from './TechnicianTaskPage.tsx';

vi.mock('./api.ts');
const api = vi.mocked(stickerApi);

const job: StickerJob = testStickerJob();

let online = true;
beforeAll(() => setupI18n());
beforeEach(() => {
  clearQueryCache();
  localStorage.clear();
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  signInForTest('technician', 'Tech', { SGRS004: allRights });
  api.technicianJobs.mockResolvedValue([job]);
  api.makes.mockResolvedValue([]);
});
afterEach(() => {
  cleanup();
  clearSession();
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

const checkbox = () => within(screen.getByTestId('sticker-task-T01')).getByRole('checkbox');

describe('technician task screen', () => {
  it('keeps a task ticked offline as pending and sends it with its id when the connection returns', async () => {
    renderPage(<TechnicianTaskPage />);
    await screen.findByTestId('sticker-job-JO-1');
    online = false;
    act(() => void window.dispatchEvent(new Event('offline')));
    fireEvent.click(checkbox());
    expect(await screen.findByTestId('sticker-pending')).toBeTruthy();
    expect(api.send).not.toHaveBeenCalled();
    expect(localStorage.getItem('fleet.stickerQueue.MOI.technician')).toContain('"taskid":"T01"');

    api.send.mockResolvedValue([
      'Task updated successfully',
      { jobordno: 'JO-1', version: 4, stage: 'inprogress', statuscde: 1236 },
    ]);
    api.technicianJobs.mockResolvedValue([
      { ...job, version: 4, stage: 'inprogress', tasks: [{ ...job.tasks[0]!, done: true }] },
    ]);
    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    await waitFor(() => expect(screen.queryByTestId('sticker-pending')).toBeNull());
    expect(api.send).toHaveBeenCalledWith(
      'StickerWorkflow/updateTask',
      expect.objectContaining({
        jobordno: 'JO-1',
        taskid: 'T01',
        done: true,
        version: 3,
        updateId: expect.any(String),
      }),
    );
    expect(localStorage.getItem('fleet.stickerQueue.MOI.technician')).toBeNull();
  });

  it('shows a version conflict instead of losing the update, and applies it again on the latest version', async () => {
    renderPage(<TechnicianTaskPage />);
    await screen.findByTestId('sticker-job-JO-1');
    online = false;
    act(() => void window.dispatchEvent(new Event('offline')));
    fireEvent.click(checkbox());
    await screen.findByTestId('sticker-pending');

    api.send.mockRejectedValueOnce(new ApiError(409, 'Conflict'));
    online = true;
    act(() => void window.dispatchEvent(new Event('online')));
    const problem = await screen.findByTestId('sticker-update-problem');
    expect(checkbox()).toHaveProperty('checked', true);
    expect(localStorage.getItem('fleet.stickerQueue.MOI.technician')).toContain('"state":"conflict"');

    api.job.mockResolvedValue({ ...job, version: 7 });
    api.send.mockResolvedValue([
      'Task updated successfully',
      { jobordno: 'JO-1', version: 8, stage: 'inprogress', statuscde: 1236 },
    ]);
    fireEvent.click(within(problem).getByRole('button', { name: 'Apply again on the latest' }));
    await waitFor(() => expect(screen.queryByTestId('sticker-update-problem')).toBeNull());
    expect(api.send).toHaveBeenLastCalledWith(
      'StickerWorkflow/updateTask',
      expect.objectContaining({ version: 7 }),
    );
    const ids = api.send.mock.calls.map(([, body]) => (body as { updateId: string }).updateId);
    expect(new Set(ids).size).toBe(1);
  });
});
