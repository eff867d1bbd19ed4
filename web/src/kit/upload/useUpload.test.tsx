// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupI18n } from '../test/testing.tsx';
import { useUpload } from './useUpload.ts';

const post = vi.fn();
vi.mock('../../api/client.ts', () => ({
  api: { post: (...args: unknown[]) => post(...args), get: vi.fn() },
}));

/** A stand-in XMLHttpRequest: reports half the bytes, then answers `status`. */
let status = 204;
class FakeRequest {
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  status = 0;
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  open() {}
  abort() {}
  send() {
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      this.status = status;
      this.onload?.();
    }, 0);
  }
}

const stored = {
  fileId: 'f1',
  key: 'uploads/MOI/f1.png',
  fileName: 'a.png',
  contentType: 'image/png',
  size: 4,
};
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png', { type: 'image/png' });

beforeAll(async () => {
  await setupI18n();
  vi.stubGlobal('XMLHttpRequest', FakeRequest);
});

beforeEach(() => {
  status = 204;
  post.mockReset();
  post.mockImplementation(async (path: string) =>
    path === 'Files/presign'
      ? { uploadId: 'f1', url: 'http://s3/bucket', fields: { key: 'k' }, key: 'k', maxBytes: 10 }
      : ['File uploaded successfully', stored],
  );
});

describe('unit: useUpload', () => {
  it('goes from 0 to 100 on success and is uploading meanwhile', async () => {
    const { result } = renderHook(() => useUpload());
    expect(result.current.progress).toBe(0);

    let pending!: Promise<unknown>;
    act(() => {
      pending = result.current.upload(png(), 'image');
    });
    expect(result.current.uploading).toBe(true);
    expect(result.current.progress).toBe(0);
    let answer: unknown;
    await act(async () => {
      answer = await pending;
    });

    expect(answer).toEqual(stored);
    expect(result.current.progress).toBe(100);
    expect(result.current.uploading).toBe(false);
    expect(post).toHaveBeenCalledWith('Files/confirm', { uploadId: 'f1' });
  });

  it("falls back to 0 with 'Upload Failed' when storage refuses the file", async () => {
    status = 403;
    const { result } = renderHook(() => useUpload());
    let answer: unknown;
    await act(async () => {
      answer = await result.current.upload(png(), 'image');
    });
    expect(answer).toBeUndefined();
    expect(result.current.progress).toBe(0);
    expect(result.current.error).toBe('Upload Failed');
    expect(post).not.toHaveBeenCalledWith('Files/confirm', expect.anything());
  });

  it('refuses a wrong type before any call, with the invalid file type text', async () => {
    const { result } = renderHook(() => useUpload());
    await act(async () => {
      await result.current.upload(new File(['x'], 'a.exe', { type: 'application/x-msdownload' }), 'document');
    });
    expect(post).not.toHaveBeenCalled();
    expect(result.current.error).toBe('Invalid file type. Only PDF, DOC, DOCX or image files are allowed.');
  });

  it("answers 'Document upload failed.' when the server's check refuses a document", async () => {
    const { ApiError } = await import('../../api/errors.ts');
    post.mockImplementation(async (path: string) => {
      if (path === 'Files/presign')
        return { uploadId: 'f1', url: 'http://s3/b', fields: {}, key: 'k', maxBytes: 10 };
      throw new ApiError(400, 'Document upload failed.', 'documentUploadFailed');
    });
    const { result } = renderHook(() => useUpload());
    await act(async () => {
      await result.current.upload(new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }), 'document');
    });
    expect(result.current.error).toBe('Document upload failed.');
    expect(result.current.progress).toBe(0);
  });
});
