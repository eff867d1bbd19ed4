/**
 * The images of an estimation (spec 001 "Estimation (quotation)": uploadEstimationImages,
 * getEstimationImages, deleteEstimationImage): each picked file is uploaded with the kit's progress
 * (presign, S3, confirm on the server) and, on a saved estimation, attached at once under its name; a
 * thumbnail's remove asks first. Before the first save the uploads are held by the form and attached by
 * the save itself (issue 25 item 5). Read-only when the estimation cannot change (an approver decided)
 * or the user may not edit.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import { screenCodes } from '@fleet/shared';
import type { StoredFile } from '@fleet/shared/platform/files';
import { DeleteConfirm } from '../../../../kit/DeleteConfirm.tsx';
import { useSend } from '../../../../kit/index.ts';
import { can, useScreenRights } from '../../../../kit/rights.ts';
import { UploadField, type FileRef } from '../../../../kit/upload/index.ts';
import { useQuery } from '../../../../kit/useQuery.ts';
import { estimationApi } from '../api.ts';

export function EstimationImages({
  estimationId,
  editable,
  onUploadingChange,
  pending,
  onPendingChange,
}: {
  estimationId: string | undefined;
  editable: boolean;
  onUploadingChange?: (uploading: boolean) => void;
  /** Before the first save: the images uploaded so far, which the save attaches. */
  pending?: readonly FileRef[];
  onPendingChange?: (files: FileRef[]) => void;
}) {
  const { t } = useTranslation();
  const attaching = useSend();
  const rights = useScreenRights(screenCodes.estimation);
  const images = useQuery(estimationId ? `estimation:images:${estimationId}` : null, (signal) =>
    estimationApi.images(estimationId!, signal),
  );
  const [removing, setRemoving] = useState<FileRef>();
  const deleting = useSend();
  // A new estimation takes its images with the save (adds); a saved one attaches them at once (edits).
  const changeable = editable && can(rights, estimationId ? 'edits' : 'adds');

  const attach = async (file: StoredFile) => {
    if (!estimationId) return;
    await attaching.send(() => estimationApi.attachImages(estimationId, [file.fileId], [file.fileName]));
    images.reload();
  };

  const remove = async () => {
    if (!removing) return;
    await deleting.send(() => estimationApi.deleteImage(removing.fileId));
    setRemoving(undefined);
    images.reload();
  };

  const files: FileRef[] = (images.data ?? []).map((image) => ({
    fileId: image.imageId,
    fileName: image.fileName,
    contentType: image.contentType,
  }));

  return (
    <Container
      header={
        <Header variant="h2" counter={`(${estimationId ? files.length : (pending?.length ?? 0)})`}>
          {t('estimation:images.title')}
        </Header>
      }
      data-testid="estimation-images"
    >
      {!estimationId ? (
        <UploadField
          purpose="image"
          label={t('estimation:images.label')}
          description={changeable ? t('estimation:images.beforeSave') : undefined}
          files={pending ?? []}
          onChange={changeable ? onPendingChange : undefined}
          onUploadingChange={onUploadingChange}
          readOnly={!changeable || !onPendingChange}
          testId="estimation-images-field"
        />
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
            removing={removing && deleting.busy ? [removing.fileId] : []}
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
        deleting={deleting.busy}
        subject={removing?.fileName}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(undefined)}
      />
    </Container>
  );
}
