/**
 * The one document a form carries (a supplier's quotation or invoice, a petty cash receipt), in its own
 * container: uploaded with progress while the form is edited (one file, a new upload in place of the
 * old), linked once stored (or named when it has no link). `useUploadGate` keeps Save waiting for it.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import { useToasts } from '../toasts/ToastProvider.tsx';
import type { FileRef } from './FileThumbnail.tsx';
import { UploadField } from './UploadField.tsx';

export interface DocumentFileSectionProps {
  /** The container's title, the field's label and hint, translated. */
  title: string;
  label: string;
  description?: string;
  /** Upload (true) or show the stored document. */
  editable: boolean;
  files: readonly FileRef[];
  errorText?: string;
  /** The form's new list: the uploaded file, or none after a remove. */
  onChange: (files: FileRef[]) => void;
  /** After an upload (e.g. the field counts as touched). */
  onUploaded?: () => void;
  onUploadingChange: (uploading: boolean) => void;
  /** The stored document: its view URL and name; the link reads `openText` without a name. */
  url?: string;
  fileName?: string;
  openText: string;
  testId: string;
  linkTestId?: string;
}

export function DocumentFileSection(props: DocumentFileSectionProps) {
  const { title, label, editable, url, fileName, testId } = props;
  return (
    <Container header={<Header variant="h2">{title}</Header>}>
      {editable ? (
        <UploadField
          purpose="document"
          label={label}
          description={props.description}
          files={props.files}
          multiple={false}
          errorText={props.errorText}
          onUploadingChange={props.onUploadingChange}
          onUploaded={(file) => {
            props.onChange([{ fileId: file.fileId, fileName: file.fileName, contentType: file.contentType }]);
            props.onUploaded?.();
          }}
          onRemove={() => props.onChange([])}
          testId={testId}
        />
      ) : (
        <FormField label={label} data-testid={testId}>
          {url ? (
            <Link href={url} external data-testid={props.linkTestId}>
              {fileName || props.openText}
            </Link>
          ) : (
            <Box color="text-status-inactive">{fileName || '—'}</Box>
          )}
        </FormField>
      )}
    </Container>
  );
}

/**
 * Spec 001 section 5: 'Cannot proceed while an upload is in progress'. `canSave` refuses while a file
 * uploads, then asks `next` (the form's own checks) when there is one.
 */
export function useUploadGate(next?: () => boolean) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const [uploading, setUploading] = useState(false);
  const canSave = () => {
    if (uploading) {
      toasts.error(t('errors:uploadInProgress'));
      return false;
    }
    return next ? next() : true;
  };
  return { uploading, setUploading, canSave };
}
