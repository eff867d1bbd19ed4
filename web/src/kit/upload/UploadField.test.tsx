// @vitest-environment jsdom
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredFile } from '@fleet/shared/platform/files';
import { setupI18n } from '../test/testing.tsx';
import type { FileRef } from './FileThumbnail.tsx';
import { UploadField } from './UploadField.tsx';
import { FakeUploadRequest, uploadAnswer, pngFile } from './test/uploadTesting.ts';

const post = vi.fn();
vi.mock('../../api/client.ts', () => ({
  api: {
    post: (...args: unknown[]) => post(...args),
    get: async () => ({ url: 'http://s3/view', fileName: 'x', contentType: 'image/png' }),
  },
}));

beforeAll(async () => {
  await setupI18n();
  vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
});

afterEach(cleanup);

beforeEach(() => {
  post.mockReset();
  // Each presign names its upload after the file; the confirm answers that file.
  post.mockImplementation(uploadAnswer);
});

/** A form that holds the field's value the way the modules do (state set from the field's answer). */
function ListForm({ multiple, initial = [] }: { multiple?: boolean; initial?: FileRef[] }) {
  const [files, setFiles] = useState<FileRef[]>(initial);
  return (
    <>
      <UploadField
        purpose="image"
        label="Photos"
        files={files}
        multiple={multiple}
        onChange={setFiles}
        testId="photos"
      />
      <output data-testid="value">{files.map((file) => file.fileId).join(',')}</output>
    </>
  );
}

const choose = (container: HTMLElement, files: File[]) =>
  act(async () => {
    fireEvent.change(container.querySelector('input[type="file"]')!, { target: { files } });
  });

const value = () => screen.getByTestId('value').textContent;

describe('unit: UploadField', () => {
  it('keeps every file of one pick in the value (two photos chosen together)', async () => {
    const { container } = render(<ListForm />);

    await choose(container, [pngFile('front.png'), pngFile('back.png')]);

    await waitFor(() => expect(value()).toBe('id-front.png,id-back.png'));
    expect(post.mock.calls.filter(([path]) => path === 'Files/confirm')).toHaveLength(2);
  });

  it('adds a later pick to the files already there, and a remove keeps the others', async () => {
    const { container } = render(
      <ListForm initial={[{ fileId: 'old', fileName: 'old.png', contentType: 'image/png' }]} />,
    );

    await choose(container, [pngFile('a.png'), pngFile('b.png')]);
    await waitFor(() => expect(value()).toBe('old,id-a.png,id-b.png'));
    await choose(container, [pngFile('c.png')]);
    await waitFor(() => expect(value()).toBe('old,id-a.png,id-b.png,id-c.png'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Remove a.png' }));
    });

    expect(value()).toBe('old,id-b.png,id-c.png');
  });

  it('replaces the file of a single-file field', async () => {
    const { container } = render(
      <ListForm
        multiple={false}
        initial={[{ fileId: 'old', fileName: 'old.png', contentType: 'image/png' }]}
      />,
    );

    await choose(container, [pngFile('new.png')]);

    await waitFor(() => expect(value()).toBe('id-new.png'));
  });

  it('hands a server-attached field each file of a pick after the previous one was attached', async () => {
    let attached!: () => void;
    const uploaded = vi.fn(
      (_file: StoredFile) =>
        new Promise<void>((resolve) => {
          attached = resolve;
        }),
    );
    const uploading = vi.fn();
    const { container } = render(
      <UploadField
        purpose="image"
        label="Images"
        files={[]}
        onUploaded={uploaded}
        onUploadingChange={uploading}
      />,
    );

    await choose(container, [pngFile('one.png'), pngFile('two.png')]);
    await waitFor(() => expect(uploaded).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(uploaded).toHaveBeenCalledTimes(1);
    await act(async () => attached());
    await waitFor(() => expect(uploaded).toHaveBeenCalledTimes(2));
    expect(uploading).toHaveBeenLastCalledWith(true);
    await act(async () => attached());

    expect(uploaded.mock.calls.map(([file]) => file.fileId)).toEqual(['id-one.png', 'id-two.png']);
    await waitFor(() => expect(uploading).toHaveBeenLastCalledWith(false));
  });
});
