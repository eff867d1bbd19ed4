/**
 * Reception image upload list (`/imageuploadlistrecmoi?frmtypeimg=rec`, screen SGRK002; moi on
 * SGRJ001): uploads by date (default last 7 days) with the job order filter; New, edit, view and
 * delete by rights. Deleting removes the images and their files; the job order keeps its status.
 */
import { useMemo } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { imageUploadScreen, type ImageUploadRow } from '@fleet/shared/image-upload';
import {
  DocumentList,
  FilterPanel,
  filterQuery,
  useFilters,
  useListData,
  useScreenRights,
  type DocumentColumn,
  type FilterField,
  type FormStatus,
} from '../../../kit/index.ts';
import { formatDate } from '../../../i18n/format.ts';
import { parseIsoDay } from '../../../kit/filters/dates.ts';
import { useMediaQuery, wideQuery } from '../../../app/useMediaQuery.ts';
import { imageUploadApi } from '../api.ts';
import { formTypeOf, imageUploadFormUrl } from '../navigation.ts';

const day = (value: string | undefined) => formatDate(parseIsoDay(value?.slice(0, 10)) ?? value);

export function ImageUploadListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const frmtypeimg = formTypeOf(location.search);
  const rights = useScreenRights(imageUploadScreen[frmtypeimg]);
  const wide = useMediaQuery(wideQuery);

  const fields: FilterField[] = [
    { kind: 'text', id: 'jobordno', label: t('imageUpload:list.jobordno') },
    { kind: 'dateRange', id: 'docdate', label: t('imageUpload:list.dateRange') },
  ];
  const filters = useFilters(fields, 'last7Days');
  const query = filterQuery(filters.values);
  const list = useListData<ImageUploadRow>({
    fetch: (page, signal) =>
      imageUploadApi.list(
        {
          frmtypeimg,
          ...(query.jobordno ? { jobordno: query.jobordno } : {}),
          ...(query.fromdate ? { fromdate: query.fromdate } : {}),
          ...(query.todate ? { todate: query.todate } : {}),
          limit: page.limit,
          ...(page.cursor ? { cursor: page.cursor } : {}),
        },
        signal,
      ),
    queryKey: JSON.stringify({ frmtypeimg, query }),
    pageSizeKey: 'pageSize:imageuploadlistrecmoi',
  });

  const columns = useMemo<DocumentColumn<ImageUploadRow>[]>(
    () => [
      { id: 'docnumbr', header: t('imageUpload:list.docnumbr'), value: (row) => row.docnumbr, minWidth: 150 },
      {
        id: 'docdate',
        header: t('imageUpload:list.docdate'),
        value: (row) => day(row.docdate),
        minWidth: 120,
      },
      { id: 'jobordno', header: t('imageUpload:list.jobordno'), value: (row) => row.jobordno, minWidth: 150 },
      { id: 'vehicleno', header: t('imageUpload:list.vehicleno'), value: (row) => row.vehicleno },
      { id: 'vehmaknam', header: t('imageUpload:list.vehmaknam'), value: (row) => row.vehmaknam ?? '' },
      { id: 'garagnam', header: t('imageUpload:list.garagnam'), value: (row) => row.garagnam ?? '' },
      { id: 'imagecount', header: t('imageUpload:list.imagecount'), value: (row) => row.imagecount },
      { id: 'createdby', header: t('imageUpload:list.createdby'), value: (row) => row.createdby },
    ],
    [t],
  );

  if ((['adds', 'edits', 'deletes', 'views'] as const).every((action) => rights[action] !== 'Y'))
    return <Navigate to="/404" replace />;

  const open = (status: FormStatus, row?: ImageUploadRow) =>
    navigate(imageUploadFormUrl(status, frmtypeimg, row));

  return (
    <DocumentList<ImageUploadRow>
      id="image-upload-list"
      wrapLines
      title={frmtypeimg === 'moi' ? t('imageUpload:list.titleMoi') : t('imageUpload:list.title')}
      description={t('imageUpload:list.description')}
      rights={rights}
      list={list}
      columns={columns}
      trackBy={(row) => row.docnumbr}
      onNew={() => open('ADD')}
      exportTitle="ImageUpload"
      actions={{
        edit: { onClick: (row) => open('EDIT', row) },
        delete: { onDelete: (row) => imageUploadApi.remove(row.docnumbr), describe: (row) => row.docnumbr },
        view: { onClick: (row) => open('VIEW', row) },
      }}
      filter={
        <FilterPanel
          fields={fields}
          values={filters.values}
          initialValues={filters.initialValues}
          onChange={filters.setValues}
          onRefresh={list.reload}
          refreshing={list.loading}
          search={false}
          defaultExpanded={wide}
        />
      }
    />
  );
}

export default ImageUploadListPage;
