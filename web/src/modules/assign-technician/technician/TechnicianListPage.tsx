/**
 * QC technician assignment list (`/technicianDetailslistmoi`, screen SGRK001): the MOI (1197) and the
 * reception (1202) assignments in one list, newest first, filtered by assignment date (default last
 * 7 days), job order, plate, make, garage, technician or user. New, edit, view open
 * `technicianDetailsmoi`; delete only while the job order is still at the assignment's status.
 */
import { useMemo } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { assignTechnicianScreens, type TechnicianAssignment } from '@fleet/shared/assign-technician';
import { statusByCode } from '@fleet/shared';
import {
  DocumentList,
  FilterPanel,
  useListData,
  useScreenRights,
  type DocumentColumn,
  type FormStatus,
} from '../../../kit/index.ts';
import { assignTechnicianApi } from '../api.ts';
import { formatDateTimeInput } from '../../../kit/dateTime.ts';
import { targetStatus } from '../forms.ts';
import { day, jobOrderColumns, listOpens, listQuery, technicianFormUrl } from '../lists.ts';
import { useListFilters } from '../useListFilters.ts';

const rowKey = (row: TechnicianAssignment) => `${row.variant}:${row.jobordno}`;

export function TechnicianListPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const rights = useScreenRights(assignTechnicianScreens.technicianAssignment);
  const { fields, filters } = useListFilters(t('assignTechnician:list.asgndateRange'), 'last7Days');
  const query = listQuery(filters.values);
  const list = useListData<TechnicianAssignment>({
    fetch: async (_page, signal) => {
      const [moi, reception] = await Promise.all([
        assignTechnicianApi.list('MOI', query, signal),
        assignTechnicianApi.list('REC', query, signal),
      ]);
      return [...moi, ...reception].sort(
        (a, b) => b.asgndate.localeCompare(a.asgndate) || b.jobordno.localeCompare(a.jobordno),
      );
    },
    queryKey: JSON.stringify(query),
    pageSizeKey: 'pageSize:technicianDetailslistmoi',
  });
  const arabic = i18n.language === 'ar';
  const columns = useMemo<DocumentColumn<TechnicianAssignment>[]>(
    () => [
      ...jobOrderColumns<TechnicianAssignment>(t),
      {
        id: 'variant',
        header: t('assignTechnician:fields.variant'),
        value: (row) => t(`assignTechnician:variants.${row.variant}`),
      },
      { id: 'emplname', header: t('assignTechnician:fields.empcdetech'), value: (row) => row.emplname },
      {
        id: 'estjobtime',
        header: t('assignTechnician:fields.estjobtime'),
        value: (row) => String(row.estjobtime),
        minWidth: 100,
      },
      {
        id: 'jobtimin',
        header: t('assignTechnician:fields.jobtimin'),
        value: (row) => formatDateTimeInput(row.jobtimin),
        minWidth: 150,
      },
      { id: 'asgndate', header: t('assignTechnician:fields.asgndate'), value: (row) => day(row.asgndate) },
      {
        id: 'statuscde',
        header: t('assignTechnician:fields.status'),
        value: (row) => {
          const status = statusByCode.get(row.statuscde);
          return status ? (arabic ? status.ar : status.en) : String(row.statuscde);
        },
      },
      { id: 'cretuser', header: t('assignTechnician:list.user'), value: (row) => row.cretuser },
    ],
    [t, arabic],
  );

  if (!listOpens(rights)) return <Navigate to="/404" replace />;

  const open = (status: FormStatus, row?: TechnicianAssignment) =>
    navigate(technicianFormUrl(status, row?.jobordno, row?.variant));
  const pastStage = (row: TechnicianAssignment, text: string) =>
    row.statuscde === targetStatus(row.variant) ? undefined : text;

  return (
    <DocumentList<TechnicianAssignment>
      id="technician-assignment-list"
      wrapLines
      title={t('assignTechnician:technicianList.title')}
      description={t('assignTechnician:technicianList.description')}
      rights={rights}
      list={list}
      columns={columns}
      trackBy={rowKey}
      onNew={() => open('ADD')}
      exportTitle="TechnicianAssignment"
      actions={{
        edit: {
          onClick: (row) => open('EDIT', row),
          disabledReason: (row) => pastStage(row, t('kit:list.unableToEdit')),
        },
        delete: {
          onDelete: (row) => assignTechnicianApi.remove(row.variant, row.jobordno),
          describe: (row) => `${row.jobordno} · ${row.emplname}`,
          disabledReason: (row) => pastStage(row, t('kit:list.unableToDelete')),
        },
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
        />
      }
    />
  );
}

export default TechnicianListPage;
