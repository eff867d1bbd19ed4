/**
 * QC technician assignment list (`/technicianDetailslistmoi`, screen SGRK001): the MOI (1197) and the
 * reception (1202) assignments in one list, newest first, filtered by assignment date (default last
 * 7 days), job order, plate, make, garage, technician or user. New, edit, view open
 * `technicianDetailsmoi`; delete only while the job order is still at the assignment's status.
 */
import { useTranslation } from 'react-i18next';
import { assignTechnicianScreens, type TechnicianAssignment } from '@fleet/shared/garage/assign-technician';
import { listDay, useDocumentListPage } from '../../../../kit/index.ts';
import { PageDocumentList } from '../../../../kit/list/PageDocumentList.tsx';
import { filterQuery } from '../../../../kit/filters/model.ts';
import { rowPerson, withPeople, type WithPeople } from '../../../../kit/personNames.ts';
import { assignTechnicianApi } from '../api.ts';
import { formatDateTimeInput } from '../../../../kit/dateTime.ts';
import { targetStatus } from '../forms.ts';
import { statusColumn } from '../../../../kit/list/statusColumn.ts';
import { queueColumns, technicianFormUrl } from '../lists.ts';
import { useListFilterFields } from '../useListFilterFields.ts';

type TechnicianRow = WithPeople<TechnicianAssignment>;

const rowKey = (row: TechnicianAssignment) => `${row.variant}:${row.jobordno}`;

export function TechnicianListPage() {
  const { t } = useTranslation();
  const fields = useListFilterFields(t('assignTechnician:list.asgndateRange'));
  const page = useDocumentListPage({
    screen: assignTechnicianScreens.technicianAssignment,
    fields,
    query: filterQuery,
    fetch: async (query, _page, signal) => {
      const [moi, reception] = await Promise.all([
        assignTechnicianApi.list('MOI', query, signal),
        assignTechnicianApi.list('REC', query, signal),
      ]);
      const rows = [...moi, ...reception].sort(
        (a, b) => b.asgndate.localeCompare(a.asgndate) || b.jobordno.localeCompare(a.jobordno),
      );
      // Who assigned is read by the employee's name, not the user code the assignment keeps.
      return withPeople(rows, (row) => [row.cretuser, row.technicianuser], signal);
    },
    pageSizeKey: 'pageSize:technicianDetailslistmoi',
    columns: (t, arabic) => [
      ...queueColumns<TechnicianRow>(t),
      {
        id: 'variant',
        header: t('assignTechnician:fields.variant'),
        value: (row) => t(`assignTechnician:variants.${row.variant}`),
      },
      {
        id: 'emplname',
        header: t('assignTechnician:fields.empcdetech'),
        value: (row) =>
          row.technicianuser && row.people[row.technicianuser]
            ? rowPerson(row, row.technicianuser, arabic)
            : row.emplname,
      },
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
      {
        id: 'asgndate',
        header: t('assignTechnician:fields.asgndate'),
        value: (row) => listDay(row.asgndate),
      },
      statusColumn<TechnicianRow>(t('assignTechnician:fields.status'), arabic),
      {
        id: 'cretuser',
        header: t('assignTechnician:list.user'),
        value: (row) => rowPerson(row, row.cretuser, arabic),
      },
    ],
    form: (status, row) => technicianFormUrl(status, row?.jobordno, row?.variant),
  });

  return (
    <PageDocumentList<TechnicianRow>
      page={page}
      id="technician-assignment-list"
      texts="assignTechnician:technicianList"
      trackBy={rowKey}
      adds
      exportTitle="TechnicianAssignment"
      documents={{
        changeable: (row) => row.statuscde === targetStatus(row.variant),
        remove: (row) => assignTechnicianApi.remove(row.variant, row.jobordno),
        numberOf: (row) => `${row.jobordno} · ${row.emplname}`,
      }}
    />
  );
}

export default TechnicianListPage;
