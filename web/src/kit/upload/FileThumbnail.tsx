/** A stored file as a thumbnail (images) or a link (documents), with an optional remove button. */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import { isImageType } from '@fleet/shared/files';
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

export function FileThumbnail({ file, onRemove, removing }: FileThumbnailProps) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    fileViewUrl(file.fileId, controller.signal)
      .then((answer) => setUrl(answer.url))
      .catch((error: unknown) => {
        if ((error as Error).name !== 'AbortError') setFailed(true);
      });
    return () => controller.abort();
  }, [file.fileId]);

  const image = isImageType(file.contentType);
  return (
    <figure className="fleet-upload-thumb" data-testid={`file-${file.fileId}`}>
      <div className="fleet-upload-thumb__frame">
        {url && image ? (
          <a
            href={url}
            target="_blank"
            rel="noreferrer"
            aria-label={t('upload:view', { name: file.fileName })}
          >
            <img src={url} alt={file.fileName} loading="lazy" />
          </a>
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
    </figure>
  );
}
