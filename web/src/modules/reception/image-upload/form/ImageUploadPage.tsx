/**
 * Reception image upload form (`/imageuploadrecmoi`, screen SGRK002; frmtypeimg moi on SGRJ001): in
 * ADD the user picks a job order waiting for its images (getImageUploadPendingList), then uploads per
 * garage location and accessory; EDIT and VIEW open the job order's document. The mode's right is
 * checked here (ADD adds, EDIT edits, VIEW views).
 */
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { imageUploadScreen } from '@fleet/shared/reception/image-upload';
import {
  parseDocumentMode,
  rightOfStatus,
  useLookupOptions,
  workflowChoices,
  useScreenRights,
} from '../../../../kit/index.ts';
import { jobOrderOptionWithGarage } from '../../../../kit/jobOrderOption.ts';
import { ImageUploadForm } from '../ImageUploadForm.tsx';
import { imageUploadApi } from '../api.ts';
import { formTypeOf, imageUploadListUrl } from '../navigation.ts';
import { findableByArabicDigits } from '../../../../kit/form/fields.tsx';

export function ImageUploadPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const mode = parseDocumentMode(params, location.state);
  const frmtypeimg = formTypeOf(params);
  const rights = useScreenRights(imageUploadScreen[frmtypeimg]);
  const fixedJobOrder = mode.status === 'ADD' ? '' : (params.get('jobordno') ?? '').trim();
  // A link of the workflow map (`?jobordno=`) starts a new upload on its job order.
  const [picked, setPicked] = useState(() =>
    mode.status === 'ADD' ? (params.get('jobordno') ?? '').trim() : '',
  );
  const pending = useLookupOptions(
    `imageUploadPending:${frmtypeimg}`,
    (signal) => imageUploadApi.pending(frmtypeimg, signal),
    jobOrderOptionWithGarage,
    workflowChoices,
  );

  if (rights[rightOfStatus[mode.status]] !== 'Y') return <Navigate to="/404" replace />;

  const jobordno = fixedJobOrder || picked;
  const back = () => navigate(imageUploadListUrl(frmtypeimg));
  const title =
    mode.status === 'ADD'
      ? t('imageUpload:form.titleAdd')
      : mode.status === 'EDIT'
        ? t('imageUpload:form.titleEdit')
        : t('imageUpload:form.titleView');

  return (
    <SpaceBetween size="l">
      <Header
        variant="h1"
        description={
          frmtypeimg === 'moi' ? t('imageUpload:form.descriptionMoi') : t('imageUpload:form.description')
        }
        actions={<Button onClick={back}>{t('imageUpload:form.close')}</Button>}
      >
        {title}
      </Header>
      <Container>
        <FormField label={t('imageUpload:list.jobordno')} stretch>
          {fixedJobOrder ? (
            <span data-testid="image-upload-jobordno">{fixedJobOrder}</span>
          ) : (
            <Select
              selectedOption={pending.options.find((option) => option.value === picked) ?? null}
              options={findableByArabicDigits(pending.options)}
              filteringType="auto"
              statusType={pending.loading ? 'loading' : pending.error ? 'error' : 'finished'}
              placeholder={t('imageUpload:form.chooseJobOrder')}
              empty={t('imageUpload:form.noPending')}
              onChange={({ detail }) => setPicked(detail.selectedOption.value ?? '')}
              data-testid="image-upload-jobordno"
            />
          )}
        </FormField>
      </Container>
      {jobordno && (
        <ImageUploadForm
          key={jobordno}
          jobordno={jobordno}
          frmtypeimg={frmtypeimg}
          readOnly={mode.readOnly}
          onSaved={back}
        />
      )}
    </SpaceBetween>
  );
}

export default ImageUploadPage;
