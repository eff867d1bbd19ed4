/**
 * Reception image upload list (`/imageuploadlistrecmoi?frmtypeimg=rec`, screen SGRK002; moi on
 * SGRJ001): uploads by date (default last 7 days) with the job order filter; New, edit, view and
 * delete by rights. Deleting removes the images and their files; the job order keeps its status.
 */
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { imageUploadScreen, type ImageUploadRow } from '@fleet/shared/reception/image-upload';
import { pageParams, pickedQuery, useDocumentListPage, type DocumentColumn } from '../../../../kit/index.ts';
import { dayColumn, fieldColumn, personColumn } from '../../../../kit/list/columns.ts';
import { withPeople, type WithPeople } from '../../../../kit/personNames.ts';
import { PageDocumentList } from '../../../../kit/list/PageDocumentList.tsx';
import { imageUploadApi } from '../api.ts';
import { formTypeOf, imageUploadFormUrl } from '../navigation.ts';

export function ImageUploadListPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const frmtypeimg = formTypeOf(location.search);

  const page = useDocumentListPage({
    screen: imageUploadScreen[frmtypeimg],
    fields: [
      { kind: 'text', id: 'jobordno', label: t('imageUpload:list.jobordno') },
      { kind: 'dateRange', id: 'docdate', label: t('imageUpload:list.dateRange') },
    ],
    query: (values) => ({ frmtypeimg, ...pickedQuery(values, ['jobordno', 'fromdate', 'todate']) }),
    fetch: async (query, page, signal) => {
      const answer = await imageUploadApi.list({ ...query, ...pageParams(page) }, signal);
      return { ...answer, items: await withPeople(answer.items, (row) => [row.createdby], signal) };
    },
    pageSizeKey: 'pageSize:imageuploadlistrecmoi',
    columns: (t, arabic): DocumentColumn<WithPeople<ImageUploadRow>>[] => [
      fieldColumn('docnumbr', t('imageUpload:list.docnumbr'), 150),
      dayColumn('docdate', t('imageUpload:list.docdate'), 120),
      fieldColumn('jobordno', t('imageUpload:list.jobordno'), 150),
      fieldColumn('vehicleno', t('imageUpload:list.vehicleno')),
      { id: 'vehmaknam', header: t('imageUpload:list.vehmaknam'), value: (row) => row.vehmaknam ?? '' },
      { id: 'garagnam', header: t('imageUpload:list.garagnam'), value: (row) => row.garagnam ?? '' },
      fieldColumn('imagecount', t('imageUpload:list.imagecount')),
      personColumn('createdby', t('imageUpload:list.createdby'), arabic),
    ],
    form: (status, row?: WithPeople<ImageUploadRow>) => imageUploadFormUrl(status, frmtypeimg, row),
    filtersExpanded: 'wide',
  });

  return (
    <PageDocumentList<WithPeople<ImageUploadRow>>
      page={page}
      id="image-upload-list"
      title={frmtypeimg === 'moi' ? t('imageUpload:list.titleMoi') : t('imageUpload:list.title')}
      description={t('imageUpload:list.description')}
      adds
      exportTitle="ImageUpload"
      documents={{
        remove: (row) => imageUploadApi.remove(row.docnumbr),
      }}
    />
  );
}

export default ImageUploadListPage;
