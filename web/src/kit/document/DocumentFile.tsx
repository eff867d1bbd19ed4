/**
 * The one file a document carries (a supplier's quotation or invoice, a petty cash receipt), declared
 * by its field: `DocumentFileSection` bound to the form (`documentFileProps`: the field's file and
 * error, an upload or a remove put into the field, touched after an upload so that its error shows,
 * the upload gate told while a file uploads, the stored document's link and file name), with the
 * document's texts by the field's name (`<ns>:form.<name>` the title, `<ns>:fields.<name>` the label,
 * `<ns>:form.<name>Hint` the hint, `<ns>:form.open<Name>` the link).
 */
import { useTranslation } from 'react-i18next';
import { DocumentFileSection, type DocumentFileSectionProps } from '../upload/DocumentFileSection.tsx';
import type { FileRef } from '../upload/FileThumbnail.tsx';
import type { KeysOf } from '../form/fields.tsx';
import type { FormState } from '../form/formState.ts';
import { kebabCase } from '../form/testIds.ts';

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

export interface DocumentFileProps<V extends object, K extends KeysOf<V, FileRef[]>> {
  /** The document's i18n namespace (`pettyCash`). */
  ns: string;
  name: K & string;
  page: {
    form: FormState<V>;
    stored: { docurl?: string; master: { docfilename?: string } } | undefined;
  };
  upload: { setUploading: (uploading: boolean) => void };
  editable: boolean;
  /** `<ns in kebab case>-<name>` unless given; the link's, the test id then `-link`. */
  testId?: string;
  linkTestId?: string;
}

export function DocumentFile<V extends object, K extends KeysOf<V, FileRef[]>>({
  ns,
  name,
  page,
  upload,
  testId = `${kebabCase(ns)}-${name}`,
  linkTestId = `${testId}-link`,
  ...props
}: DocumentFileProps<V, K>) {
  const { t } = useTranslation();
  const capitalized = name.charAt(0).toUpperCase() + name.slice(1);
  return (
    <DocumentFileSection
      title={t(`${ns}:form.${name}`)}
      label={t(`${ns}:fields.${name}`)}
      description={t(`${ns}:form.${name}Hint`)}
      openText={t(`${ns}:form.open${capitalized}`)}
      {...documentFileProps(page.form, name, upload, page.stored)}
      {...props}
      testId={testId}
      linkTestId={linkTestId}
    />
  );
}
