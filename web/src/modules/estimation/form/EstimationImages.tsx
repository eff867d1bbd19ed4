/**
 * The images of a saved estimation (spec 001 "Estimation (quotation)": uploadEstimationImages,
 * getEstimationImages, deleteEstimationImage): each picked file is uploaded with the kit's progress
 * (presign, S3, confirm on the server) and attached at once under its name; a thumbnail's remove asks
 * first. Read-only when the estimation cannot change (an approver decided) or the user may not edit.
 */
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import { screenCodes } from '@fleet/shared';
import type { StoredFile } from '@fleet/shared/files';
import { DeleteConfirm } from '../../../kit/DeleteConfirm.tsx';
import { useToasts } from '../../../kit/index.ts';
import { can, useScreenRights } from '../../../kit/rights.ts';
import { UploadField, type FileRef } from '../../../kit/upload/index.ts';
import { useQuery } from '../../../kit/useQuery.ts';
import { estimationApi } from '../api.ts';

export function EstimationImages({
  estimationId,
  editable,
  onUploadingChange,
}: {
  estimationId: string | undefined;
  editable: boolean;
  onUploadingChange?: (uploading: boolean) => void;
}) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const rights = useScreenRights(screenCodes.estimation);
  const images = useQuery(estimationId ? `estimation:images:${estimationId}` : null, (signal) =>
    estimationApi.images(estimationId!, signal),
  );
  const [removing, setRemoving] = useState<FileRef>();
  const [deleting, setDeleting] = useState(false);
  const changeable = editable && can(rights, 'edits');

  const attach = useCallback(
    async (file: StoredFile) => {
      if (!estimationId) return;
      try {
        toasts.written(await estimationApi.attachImages(estimationId, [file.fileId], [file.fileName]));
      } catch (failure) {
        toasts.error(failure);
      }
      images.reload();
    },
    [estimationId, images, toasts],
  );

  const remove = async () => {
    if (!removing) return;
    setDeleting(true);
    try {
      toasts.written(await estimationApi.deleteImage(removing.fileId));
    } catch (failure) {
      toasts.error(failure);
    } finally {
      setDeleting(false);
      setRemoving(undefined);
      images.reload();
    }
  };

  const files: FileRef[] = (images.data ?? []).map((image) => ({
    fileId: image.imageId,
    fileName: image.fileName,
    contentType: image.contentType,
  }));

  return (
    <Container
      header={
        <Header variant="h2" counter={estimationId ? `(${files.length})` : undefined}>
          {t('estimation:images.title')}
        </Header>
      }
      data-testid="estimation-images"
    >
      {!estimationId ? (
        <Box color="text-body-secondary">{t('estimation:images.saveFirst')}</Box>
      ) : (
        <>
          <UploadField
            purpose="image"
            label={t('estimation:images.label')}
            description={changeable ? t('estimation:images.description') : undefined}
            files={files}
            onUploaded={(file) => void attach(file)}
            onRemove={changeable ? setRemoving : undefined}
            onUploadingChange={onUploadingChange}
            readOnly={!changeable}
            removing={removing && deleting ? [removing.fileId] : []}
            errorText={images.error ? t('estimation:images.loadFailed') : undefined}
            testId="estimation-images-field"
          />
          {!images.loading && files.length === 0 && (
            <Box color="text-body-secondary" margin={{ top: 's' }}>
              {t('estimation:images.none')}
            </Box>
          )}
        </>
      )}
      <DeleteConfirm
        visible={removing !== undefined}
        deleting={deleting}
        subject={removing?.fileName}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(undefined)}
      />
    </Container>
  );
}
