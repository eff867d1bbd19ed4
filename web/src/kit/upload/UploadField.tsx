/**
 * A file field that uploads what the user picks at once (presign, S3, confirm), with the progress
 * bar, the spec's validation texts and thumbnails with remove. Keyboard: the choose button and each
 * remove button are ordinary buttons.
 *
 * A pick's uploads finish one after another, after the render that started them: the field builds
 * each new list from the list as it last reported it (not from that render's `files`), so every file
 * of a pick, and of a pick made while another still uploads, stays in the value.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import FileInput from '@cloudscape-design/components/file-input';
import FormField from '@cloudscape-design/components/form-field';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { acceptAttribute, type StoredFile, type UploadPurpose } from '@fleet/shared/platform/files';
import { FileThumbnail, type FileRef } from './FileThumbnail.tsx';
import { useUpload } from './useUpload.ts';
import './upload.css';

export interface UploadFieldProps {
  purpose: UploadPurpose;
  label: string;
  description?: string;
  /** Files already attached (shown as thumbnails). */
  files: readonly FileRef[];
  /**
   * For a list the form holds: the field's whole new list after each confirmed upload (added, or in
   * place of the file when `multiple` is false) and each remove (when `onRemove` is not given).
   */
  onChange?: (files: FileRef[]) => void;
  /**
   * For files the server attaches to a saved document: each confirmed file, one at a time; the next
   * waits until the answer's promise settles, and the call goes to the latest render's handler.
   */
  onUploaded?: (file: StoredFile) => void | Promise<void>;
  /** Replaces the field's own remove (e.g. a server delete after a confirmation). */
  onRemove?: (file: FileRef) => void;
  /** Told when uploads start and end (forms refuse to save meanwhile). */
  onUploadingChange?: (uploading: boolean) => void;
  multiple?: boolean;
  readOnly?: boolean;
  /** An error of the form (e.g. a required file). */
  errorText?: string;
  /** Ids of files being removed (their buttons spin). */
  removing?: readonly string[];
  testId?: string;
}

const fileRefOf = ({ fileId, fileName, contentType }: FileRef): FileRef => ({
  fileId,
  fileName,
  contentType,
});

export function UploadField(props: UploadFieldProps) {
  const { t } = useTranslation();
  const { upload, progress, uploading, error } = useUpload();
  const { onUploadingChange } = props;
  // Picks not finished yet (uploads and their handlers): `uploading` alone drops between two files.
  const [picks, setPicks] = useState(0);
  const busy = uploading || picks > 0;

  useEffect(() => onUploadingChange?.(busy), [busy, onUploadingChange]);

  const latest = useRef(props);
  const reported = useRef({ given: props.files, files: props.files });
  const picked = useRef<Promise<void>>(Promise.resolve());
  useLayoutEffect(() => {
    latest.current = props;
    // A new `files` from the form (a reset, a loaded document, our own change) is the list from now on.
    if (reported.current.given !== props.files) reported.current = { given: props.files, files: props.files };
  });

  const change = (files: FileRef[]) => {
    reported.current.files = files;
    latest.current.onChange?.(files);
  };

  const uploadAll = async (files: File[]) => {
    for (const file of files) {
      const stored = await upload(file, latest.current.purpose);
      if (!stored) continue;
      const added = fileRefOf(stored);
      change(latest.current.multiple === false ? [added] : [...reported.current.files, added]);
      await latest.current.onUploaded?.(stored);
    }
  };

  // Picks run one after another, so their files keep the order they were chosen in.
  const pick = (files: File[]) => {
    if (files.length === 0) return;
    setPicks((count) => count + 1);
    const run = () => uploadAll(files).finally(() => setPicks((count) => count - 1));
    picked.current = picked.current.then(run, run);
  };

  const remove =
    props.onRemove ??
    (props.onChange
      ? (file: FileRef) => change(reported.current.files.filter((kept) => kept.fileId !== file.fileId))
      : undefined);

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
            accept={acceptAttribute(props.purpose)}
            ariaLabel={props.label}
            onChange={({ detail }) => pick(detail.value)}
          >
            {props.purpose === 'image' ? t('upload:chooseImages') : t('upload:chooseFiles')}
          </FileInput>
        )}
        {busy && (
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
                  onRemove={props.readOnly ? undefined : remove}
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
