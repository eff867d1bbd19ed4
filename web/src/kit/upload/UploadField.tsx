/**
 * A file field that uploads what the user picks at once (presign, S3, confirm), with the progress
 * bar, the spec's validation texts and thumbnails with remove. Keyboard: the choose button and each
 * remove button are ordinary buttons.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import FileInput from '@cloudscape-design/components/file-input';
import FormField from '@cloudscape-design/components/form-field';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { acceptAttribute, type StoredFile, type UploadPurpose } from '@fleet/shared/files';
import { FileThumbnail, type FileRef } from './FileThumbnail.tsx';
import { useUpload } from './useUpload.ts';
import './upload.css';

export interface UploadFieldProps {
  purpose: UploadPurpose;
  label: string;
  description?: string;
  /** Files already attached (shown as thumbnails). */
  files: readonly FileRef[];
  onUploaded: (file: StoredFile) => void;
  onRemove?: (file: FileRef) => void;
  /** Told when uploads start and end (forms refuse to save meanwhile). */
  onUploadingChange?: (uploading: boolean) => void;
  multiple?: boolean;
  readOnly?: boolean;
  /** Overrides the purpose's accepted types. */
  accept?: string;
  /** An error of the form (e.g. a required file). */
  errorText?: string;
  /** Ids of files being removed (their buttons spin). */
  removing?: readonly string[];
  testId?: string;
}

export function UploadField(props: UploadFieldProps) {
  const { t } = useTranslation();
  const { upload, progress, uploading, error } = useUpload();
  const { onUploadingChange, onUploaded } = props;

  useEffect(() => onUploadingChange?.(uploading), [uploading, onUploadingChange]);

  const pick = async (picked: File[]) => {
    for (const file of picked) {
      const stored = await upload(file, props.purpose);
      if (stored) onUploaded(stored);
    }
  };

  const constraint = props.purpose === 'image' ? t('upload:constraintImage') : t('upload:constraintDocument');
  return (
    <FormField
      label={props.label}
      description={props.description}
      constraintText={props.readOnly ? undefined : constraint}
      errorText={error ?? props.errorText}
      data-testid={props.testId}
    >
      <SpaceBetween size="s">
        {!props.readOnly && (
          <FileInput
            value={[]}
            multiple={props.multiple ?? true}
            accept={props.accept ?? acceptAttribute(props.purpose)}
            ariaLabel={props.label}
            onChange={({ detail }) => void pick(detail.value)}
          >
            {props.purpose === 'image' ? t('upload:chooseImages') : t('upload:chooseFiles')}
          </FileInput>
        )}
        {uploading && (
          <ProgressBar
            value={progress}
            label={t('upload:progressLabel')}
            ariaLabel={t('upload:progressLabel')}
          />
        )}
        {props.files.length > 0 && (
          <div className="fleet-upload-grid" role="list">
            {props.files.map((file) => (
              <div role="listitem" key={file.fileId}>
                <FileThumbnail
                  file={file}
                  onRemove={props.readOnly ? undefined : props.onRemove}
                  removing={props.removing?.includes(file.fileId)}
                />
              </div>
            ))}
          </div>
        )}
      </SpaceBetween>
    </FormField>
  );
}
