// @vitest-environment jsdom
import { useState } from 'react';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage, setupI18n } from '../test/testing.tsx';
import { DocumentFileSection, useUploadGate } from './DocumentFileSection.tsx';
import type { FileRef } from './FileThumbnail.tsx';
import { storedFile } from './storedFile.ts';
import { confirmAnswer, FakeUploadRequest, presignAnswer } from './test/uploadTesting.ts';

/** Holds the confirm until the test lets it go, so the upload is seen in progress. */
let release: () => void = () => {};
vi.mock('../../api/client.ts', () => ({
  api: {
    post: async (path: string, body: { fileName?: string; uploadId?: string }) => {
      if (path === 'Files/presign') return presignAnswer(body);
      await new Promise<void>((resolve) => (release = resolve));
      return confirmAnswer(body, 'application/pdf');
    },
    get: async () => ({ url: 'http://s3/view', fileName: 'x', contentType: 'application/pdf' }),
  },
}));

beforeAll(async () => {
  await setupI18n();
  vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
});
afterEach(cleanup);

/** A form with its supplier's document and a Save that waits for the upload. */
function QuotationForm({ onUploaded }: { onUploaded: () => void }) {
  const [files, setFiles] = useState<FileRef[]>([]);
  const upload = useUploadGate(() => files.length > 0);
  const [saved, setSaved] = useState<boolean>();
  return (
    <>
      <DocumentFileSection
        title="Supplier's document"
        label="Document"
        editable
        files={files}
        onChange={setFiles}
        onUploaded={onUploaded}
        onUploadingChange={upload.setUploading}
        openText="Open the document"
        testId="quotation-document"
      />
      <button onClick={() => setSaved(upload.canSave())}>Save</button>
      <output data-testid="value">{`${files.map((file) => file.fileId).join(',')}|${String(saved)}`}</output>
    </>
  );
}

const value = () => screen.getByTestId('value').textContent;

describe('component: DocumentFileSection', () => {
  it('shows the stored document as a link, or its name without one', () => {
    const view = (url?: string, fileName?: string) =>
      renderPage(
        <DocumentFileSection
          title="Supplier's document"
          label="Document"
          editable={false}
          files={[]}
          onChange={() => {}}
          onUploadingChange={() => {}}
          url={url}
          fileName={fileName}
          openText="Open the document"
          testId="quotation-document"
          linkTestId="quotation-document-link"
        />,
      );
    view('http://s3/offer.pdf', 'offer.pdf');
    expect(screen.getByTestId('quotation-document-link').textContent?.trim()).toBe('offer.pdf');
    expect(screen.getByText("Supplier's document")).toBeTruthy();
    cleanup();
    view('http://s3/offer.pdf');
    expect(screen.getByTestId('quotation-document-link').textContent?.trim()).toBe('Open the document');
    cleanup();
    view(undefined, 'offer.pdf');
    expect(screen.queryByTestId('quotation-document-link')).toBeNull();
    expect(screen.getByTestId('quotation-document').textContent).toContain('offer.pdf');
  });

  it('uploads one file into the form, refusing Save until it is done', async () => {
    const onUploaded = vi.fn();
    const { container } = renderPage(<QuotationForm onUploaded={onUploaded} />);
    await act(async () => {
      fireEvent.change(container.querySelector('input[type="file"]')!, {
        target: { files: [new File(['%PDF'], 'offer.pdf', { type: 'application/pdf' })] },
      });
    });

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(value()).toBe('|false');
    expect(await screen.findByText('Cannot proceed while an upload is in progress.')).toBeTruthy();

    await act(async () => release());
    await waitFor(() => expect(value()).toBe('id-offer.pdf|false'));
    expect(onUploaded).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(value()).toBe('id-offer.pdf|true');
  });

  it('reads a stored file id and name as the form file list', () => {
    expect(storedFile('F-1', 'offer.pdf')).toEqual([
      { fileId: 'F-1', fileName: 'offer.pdf', contentType: 'application/pdf' },
    ]);
    expect(storedFile('', 'offer.pdf')).toEqual([]);
    expect(storedFile(undefined, '')).toEqual([]);
  });
});
