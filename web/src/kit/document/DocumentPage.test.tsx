// @vitest-environment jsdom
import { useState } from 'react';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { allRights } from '@fleet/shared';
import { ApiError } from '../../api/errors.ts';
import { ReadOnlyField, TextField } from '../form/fields.tsx';
import { documentFormBindings } from '../form/documentFormBindings.ts';
import { useFormState, type FormState } from '../form/formState.ts';
import { parseDocumentMode } from '../form/mode.ts';
import type { FileRef } from '../upload/FileThumbnail.tsx';
import { page, renderPage, setupI18n } from '../test/testing.tsx';
import { documentFileProps } from './DocumentFile.tsx';
import { DocumentPage, useDocumentSave } from './DocumentPage.tsx';

beforeAll(() => setupI18n());
afterEach(cleanup);

interface Values {
  remarks: string;
  document: FileRef[];
}
const empty = (): Values => ({ remarks: '', document: [] });
const stored = { master: { remarks: 'Checked', docfilename: 'quote.pdf' }, docurl: 'http://s3/quote.pdf' };

/** A document page as a module writes it: the page's parts, its save, its own sections. */
function QuotationPage({
  search,
  editable,
  send,
  after,
  number,
  texts,
}: {
  search: string;
  /** Named by the document's texts instead (`lpo`, approving on `APPROVE`). */
  texts?: string;
  editable?: boolean;
  send: (values: Values) => Promise<unknown>;
  after?: () => void;
  number?: string;
}) {
  const mode = parseDocumentMode(search);
  const form = useFormState<Values>(mode.docnumbr ? { ...empty(), remarks: 'Checked' } : empty);
  const [openedAt] = useState(() => new Date());
  const document = { data: mode.docnumbr ? stored : undefined, loading: false, reload: () => {} };
  const bindings = documentFormBindings({
    mode,
    rights: allRights,
    listPath: '/quotations',
    form,
    document,
    empty,
  });
  const saving = useDocumentSave(form, empty, send, after);
  const upload = { setUploading: vi.fn() };
  const file = documentFileProps(form, 'document', upload, mode.docnumbr ? stored : undefined);
  return (
    <DocumentPage
      page={{ mode, document, openedAt, bindings }}
      {...(texts
        ? { texts, approving: search.includes('APPROVE') }
        : {
            title: 'Quotation',
            conflictTestId: 'quotation-conflict',
            lockedText: 'An approved quotation cannot be changed.',
          })}
      saving={saving}
      editable={editable}
      headerFields={number && <ReadOnlyField label="Number" value={number} testId="docnumbr" />}
    >
      <TextField form={form} name="remarks" label="Remarks" testId="remarks" />
      <output data-testid="file">{`${file.url ?? '-'} ${file.fileName ?? '-'} ${file.files.length}`}</output>
    </DocumentPage>
  );
}

const input = (testId: string) =>
  page().findFormField(`[data-testid="${testId}"]`)!.findControl()!.findInput()!;
const remarks = () => input('remarks').findNativeInput().getElement() as HTMLInputElement;

describe('component: DocumentPage', () => {
  it('frames the sections with the header row and the page header fields', () => {
    renderPage(<QuotationPage search="status=ADD" send={async () => []} number="PQ-7" />);
    expect(screen.getByText('Quotation')).toBeTruthy();
    expect(screen.getByTestId('header-user')).toBeTruthy();
    expect((input('docnumbr').findNativeInput().getElement() as HTMLInputElement).value).toBe('PQ-7');
    expect(remarks().readOnly).toBe(false);
    expect(screen.getByTestId('file').textContent).toBe('- - 0');
  });

  it('opens a document that may not be changed read-only, and an EDIT says why', () => {
    renderPage(
      <QuotationPage search="mod=false&status=EDIT&docnumbr=PQ-7" editable={false} send={async () => []} />,
    );
    expect(screen.getByText('An approved quotation cannot be changed.')).toBeTruthy();
    expect(remarks().readOnly).toBe(true);
    expect(screen.getByTestId('file').textContent).toBe('http://s3/quote.pdf quote.pdf 0');
  });

  it('says nothing of a lock in VIEW', () => {
    renderPage(
      <QuotationPage search="mod=true&status=VIEW&docnumbr=PQ-7" editable={false} send={async () => []} />,
    );
    expect(screen.queryByText('An approved quotation cannot be changed.')).toBeNull();
  });

  it("names the title, the lock and the conflict by the document's texts", async () => {
    const send = vi.fn(() => Promise.reject(new ApiError(409, 'Changed by someone else.')));
    const lpo = (search: string) =>
      renderPage(<QuotationPage search={search} editable={false} send={send} texts="lpo" />);
    lpo('mod=false&status=EDIT&docnumbr=LPO-1');
    expect(screen.getByText('Local purchase order')).toBeTruthy();
    expect(
      screen.getByText('This purchase order has been decided or received and cannot be changed.'),
    ).toBeTruthy();
    cleanup();
    lpo('mod=true&status=APPROVE&docnumbr=LPO-1');
    expect(screen.getByText('Purchase order approval (KPTC)')).toBeTruthy();
    cleanup();
    renderPage(<QuotationPage search="status=ADD" send={send} texts="lpo" />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('lpo-conflict')).toBeTruthy());
  });

  it('keeps the 409 of a save above the sections, and starts a new document after a save', async () => {
    const send = vi
      .fn<(values: Values) => Promise<unknown>>()
      .mockRejectedValueOnce(new ApiError(409, 'This record was changed by someone else.'))
      .mockResolvedValueOnce(['Saved']);
    const after = vi.fn();
    renderPage(<QuotationPage search="status=ADD" send={send} after={after} />);
    input('remarks').setInputValue('Urgent');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('quotation-conflict')).toBeTruthy());
    expect(send).toHaveBeenCalledWith({ remarks: 'Urgent', document: [] });
    expect(remarks().value).toBe('Urgent');
    expect(after).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(after).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('quotation-conflict')).toBeNull();
    expect(remarks().value).toBe('');
  });
});

describe('unit: documentFileProps', () => {
  it("binds the section to the form's field, the upload gate and the stored document", () => {
    const form = {
      values: { remarks: '', document: [] as FileRef[] },
      set: vi.fn(),
      touch: vi.fn(),
      errorOf: vi.fn(() => 'Attach the document'),
    };
    const upload = { setUploading: vi.fn() };
    const file = documentFileProps(form as unknown as FormState<Values>, 'document', upload, stored);
    const quote: FileRef = { fileId: 'f1', fileName: 'quote.pdf', contentType: 'application/pdf' };

    file.onChange([quote]);
    file.onUploaded!();
    file.onUploadingChange(true);

    expect(form.set).toHaveBeenCalledWith('document', [quote]);
    expect(form.touch).toHaveBeenCalledWith('document');
    expect(upload.setUploading).toHaveBeenCalledWith(true);
    expect(file).toMatchObject({
      files: [],
      errorText: 'Attach the document',
      url: 'http://s3/quote.pdf',
      fileName: 'quote.pdf',
    });
  });
});
