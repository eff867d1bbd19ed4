// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { allRights } from '@fleet/shared';
import type { StickerJob } from '@fleet/shared/stickers/stickers';
import { ApiError } from '../../api/errors.ts';
import { clearQueryCache } from '../../kit/index.ts';
import { renderPage, resetPageTest, setupI18n, signInForTest } from '../../kit/test/testing.tsx';
import { stickerApi } from './api.ts';
import { testStickerJob } from './test/testing.ts';
import { TechnicianTaskPage } from './TechnicianTaskPage.tsx';

vi.mock('./api.ts');
// Uploads confirm at once; the field's own flow is tested in the kit.
vi.mock('../../kit/upload/upload.ts', async (original) => ({
  ...(await original<typeof import('../../kit/upload/upload.ts')>()),
  uploadFile: async (file: File) => ({
    fileId: `id-${file.name}`,
    key: `uploads/MOI/${file.name}`,
    fileName: file.name,
    contentType: 'image/png',
    size: file.size,
  }),
  fileViewUrl: async () => ({ url: 'http://s3/view', fileName: 'x', contentType: 'image/png' }),
}));
const api = vi.mocked(stickerApi);

const job: StickerJob = testStickerJob();

const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });

beforeAll(() => setupI18n());
beforeEach(() => {
  clearQueryCache();
  localStorage.clear();
  signInForTest('technician', 'Tech', { SGRS004: allRights });
  // The list still answers the version it had when the page opened (its reload lands later).
  api.technicianJobs.mockResolvedValue([job]);
  api.makes.mockResolvedValue([]);
  // The server: each image at the job's current version, a stale one is a 409.
  let serverVersion = job.version;
  api.send.mockImplementation(async (_path, body) => {
    const { version } = body as { version: number };
    if (version !== serverVersion) throw new ApiError(409, 'Conflict');
    serverVersion += 1;
    return [
      'Image added successfully',
      { jobordno: 'JO-1', version: serverVersion, stage: 'inprogress', statuscde: 1236 },
    ];
  });
});
afterEach(resetPageTest);

describe('technician task screen: images', () => {
  it('adds both images chosen together, the second on the version the first one left', async () => {
    renderPage(<TechnicianTaskPage />);
    const field = await screen.findByTestId('sticker-images');

    await act(async () => {
      fireEvent.change(field.querySelector('input[type="file"]')!, {
        target: { files: [png('front.png'), png('back.png')] },
      });
    });

    await waitFor(() => expect(api.send).toHaveBeenCalledTimes(2));
    const sent = api.send.mock.calls.map(([path, body]) => ({ path, ...(body as object) }));
    expect(sent).toEqual([
      expect.objectContaining({
        path: 'StickerWorkflow/addStickerImage',
        fileId: 'id-front.png',
        version: 3,
      }),
      expect.objectContaining({ path: 'StickerWorkflow/addStickerImage', fileId: 'id-back.png', version: 4 }),
    ]);
    await expect(api.send.mock.results[1]!.value).resolves.toContain('Image added successfully');
  });
});
