/**
 * The form's side of the one file a document carries (`DocumentFileSection`: a supplier's quotation or
 * invoice, a petty cash receipt): the field's file and error, an upload or a remove put into the field
 * (touched after an upload, so that its error shows), the upload gate told while a file uploads, and
 * the stored document's link and file name.
 */
import type { DocumentFileSectionProps } from '../upload/DocumentFileSection.tsx';
import type { FileRef } from '../upload/FileThumbnail.tsx';
import type { KeysOf } from '../form/fields.tsx';
import type { FormState } from '../form/formState.ts';

type BoundProps = Pick<
  DocumentFileSectionProps,
  'files' | 'errorText' | 'onChange' | 'onUploaded' | 'onUploadingChange' | 'url' | 'fileName'
>;

export function documentFileProps<V extends object, K extends KeysOf<V, FileRef[]>>(
  form: FormState<V>,
  name: K,
  upload: { setUploading: (uploading: boolean) => void },
  stored: { docurl?: string; master: { docfilename?: string } } | undefined,
): BoundProps {
  return {
    files: form.values[name] as FileRef[],
    errorText: form.errorOf(name),
    onChange: (files) => form.set(name, files as V[K]),
    onUploaded: () => form.touch(name),
    onUploadingChange: upload.setUploading,
    url: stored?.docurl,
    fileName: stored?.master.docfilename,
  };
}
