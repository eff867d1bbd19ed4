/**
 * A stored file as a thumbnail (images) or a link (documents), with an optional remove button. An
 * image's thumbnail is a button that opens it full size in a dialog (Escape or Close returns to the
 * thumbnail). Whether a file is an image comes from the form's reference, else from the server's
 * answer for its view URL (stored documents often keep only the file's id and name).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import Modal from '@cloudscape-design/components/modal';
import { contentTypeOf, isImageType } from '@fleet/shared/platform/files';
import { fileViewUrl } from './upload.ts';
import './upload.css';

export interface FileRef {
  fileId: string;
  fileName: string;
  contentType: string;
}

export interface FileThumbnailProps {
  file: FileRef;
  onRemove?: (file: FileRef) => void;
  removing?: boolean;
}

/** The file's content type: the reference's, else the server's, else the one its name implies. */
export const thumbnailType = (file: FileRef, served?: string) =>
  file.contentType || served || contentTypeOf(file.fileName, '');

export function FileThumbnail({ file, onRemove, removing }: FileThumbnailProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<{ url: string; contentType: string }>();
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    fileViewUrl(file.fileId, controller.signal)
      .then((answer) => setView({ url: answer.url, contentType: answer.contentType }))
      .catch((error: unknown) => {
        if ((error as Error).name !== 'AbortError') setFailed(true);
      });
    return () => controller.abort();
  }, [file.fileId]);

  const url = view?.url;
  const image = isImageType(thumbnailType(file, view?.contentType));
  return (
    <figure className="fleet-upload-thumb" data-testid={`file-${file.fileId}`}>
      <div className="fleet-upload-thumb__frame">
        {url && image ? (
          <button
            type="button"
            className="fleet-upload-thumb__open"
            aria-haspopup="dialog"
            aria-label={t('upload:view', { name: file.fileName })}
            onClick={() => setOpen(true)}
          >
            <img src={url} alt={t('upload:imageAlt', { name: file.fileName })} loading="lazy" />
          </button>
        ) : url ? (
          <Link href={url} external>
            {t('upload:view', { name: file.fileName })}
          </Link>
        ) : (
          <span className="fleet-upload-thumb__status">
            {failed ? t('upload:loadFailed') : t('upload:loading')}
          </span>
        )}
      </div>
      <figcaption className="fleet-upload-thumb__caption">
        <span className="fleet-upload-thumb__name" title={file.fileName}>
          {file.fileName}
        </span>
        {onRemove && (
          <Button
            variant="icon"
            iconName="remove"
            loading={removing}
            ariaLabel={t('upload:remove', { name: file.fileName })}
            onClick={() => onRemove(file)}
          />
        )}
      </figcaption>
      {open && url && (
        <Modal
          visible
          size="large"
          header={file.fileName}
          closeAriaLabel={t('upload:closeViewer')}
          onDismiss={() => setOpen(false)}
          footer={
            <Box float="right">
              <Button onClick={() => setOpen(false)}>{t('upload:closeViewer')}</Button>
            </Box>
          }
        >
          <div className="fleet-upload-viewer" data-testid="image-viewer">
            <img src={url} alt={t('upload:imageAlt', { name: file.fileName })} />
            <Link href={url} external>
              {t('upload:openOriginal')}
            </Link>
          </div>
        </Modal>
      )}
    </figure>
  );
}
