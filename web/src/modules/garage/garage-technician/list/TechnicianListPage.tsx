/**
 * Garage technician assignment list (`/technicianDetailslist`, screen SGRG002; spec 001 section 7
 * `AssignTechg/getAssignLeaderAll`): assignments by assignment date (default the last 7 days), paged by
 * the server (the spec's 50 rows to start with), filtered by job order, plate, garage, technician and
 * workshop. The detailed view shows one row per workshop line. New, edit, view open `technicianDetails`;
 * edit and delete (after a confirmation) only while the job order is still at 1209.
 */
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import { screenCodes } from '@fleet/shared';
import type { GarageTechnicianLineRow } from '@fleet/shared/garage/garage-technician';
import { formatDateTimeInput } from '../../../../kit/dateTime.ts';
import {
  useDocumentListPage,
  useGarageOptions,
  type DocumentColumn,
  type FilterField,
} from '../../../../kit/index.ts';
import { PageDocumentList } from '../../../../kit/list/PageDocumentList.tsx';
import { statusColumn } from '../../../../kit/list/statusColumn.ts';
import { dayColumn, jobOrderColumns as jobOrderColumnsOf } from '../../../../kit/list/columns.ts';
import { rowPerson, withPeople, type WithPeople } from '../../../../kit/personNames.ts';
import { lookupFilter } from '../../../../kit/filters/lookupFilter.ts';
import { garageTechnicianApi, type TechnicianListRow } from '../api.ts';
import { useWorkshops } from '../lookups.ts';
import { technicianFormUrl } from '../paths.ts';
import {
  initialPageSize,
  isLineRow,
  listQuery,
  pageSizeKey,
  pagingOf,
  rowKey,
  stillAssigned,
  toListPage,
  workshopsCell,
} from './listRows.ts';

/** A row as the list's fetch gives it: with the names of its user codes. */
const named = (row: TechnicianListRow) => row as WithPeople<TechnicianListRow>;

/** Who created a summary row (a workshop line row names no creator). */
const personOf = (row: TechnicianListRow) => (isLineRow(row) ? undefined : row.cretuser);

/** Columns both views start with: job order, its date, plate, make, garage. */
const jobOrderColumns = (t: TFunction) =>
  jobOrderColumnsOf<TechnicianListRow>(t, 'garageTechnician:fields', { plateWidth: 100 });

/** Columns both views end with: assignment date, the job order's status now. */
function closingColumns(t: TFunction, arabic: boolean): DocumentColumn<TechnicianListRow>[] {
  return [
    dayColumn('asgndate', t('garageTechnician:fields.asgndate')),
    statusColumn(t('garageTechnician:fields.status'), arabic),
  ];
}

function summaryColumns(t: TFunction, arabic: boolean): DocumentColumn<TechnicianListRow>[] {
  return [
    ...jobOrderColumns(t),
    {
      id: 'workshops',
      header: t('garageTechnician:fields.workshops'),
      value: (row) => (isLineRow(row) ? '' : workshopsCell(row, arabic)),
      minWidth: 260,
    },
    {
      id: 'totestjobtime',
      header: t('garageTechnician:fields.totestjobtime'),
      value: (row) => (isLineRow(row) ? undefined : row.totestjobtime),
      minWidth: 100,
    },
    {
      id: 'teamleadername',
      header: t('garageTechnician:fields.teamleader'),
      value: (row) =>
        row.teamleader && named(row).people?.[row.teamleader]
          ? rowPerson(named(row), row.teamleader, arabic)
          : row.teamleadername,
    },
    ...closingColumns(t, arabic),
    {
      id: 'cretuser',
      header: t('garageTechnician:fields.cretuser'),
      value: (row) => rowPerson(named(row), personOf(row), arabic),
    },
  ];
}

function lineColumns(t: TFunction, arabic: boolean): DocumentColumn<TechnicianListRow>[] {
  /** A column of the assignment line a detailed row carries (empty on a job order row). */
  const lineColumn = (
    id: string,
    field: string,
    minWidth: number,
    value: (line: GarageTechnicianLineRow) => string | number | undefined,
  ): DocumentColumn<TechnicianListRow> => ({
    id,
    header: t(`garageTechnician:fields.${field}`),
    value: (row) => (isLineRow(row) ? value(row) : ''),
    minWidth,
  });
  return [
    ...jobOrderColumns(t),
    lineColumn('wrkshpnam', 'wrkshpid', 160, (line) => (arabic && line.wrkshpnamar) || line.wrkshpnam),
    lineColumn('emplname', 'empcdetech', 160, (line) => (arabic && line.emplnamar) || line.emplname),
    lineColumn('estjobtime', 'estjobtime', 100, (line) => line.estjobtime),
    lineColumn('asgntime', 'asgntime', 150, (line) => formatDateTimeInput(line.asgntime)),
    ...closingColumns(t, arabic),
  ];
}

export function TechnicianListPage() {
  const { t } = useTranslation();
  // The spec's page size (50) until the user picks another one.
  useState(() => {
    if (localStorage.getItem(pageSizeKey) === null)
      localStorage.setItem(pageSizeKey, String(initialPageSize));
  });
  const [detailed, setDetailed] = useState(false);
  const garages = useGarageOptions();
  const workshops = useWorkshops();
  const fields: FilterField[] = [
    { kind: 'dateRange', id: 'date', label: t('garageTechnician:list.asgndateRange') },
    { kind: 'text', id: 'jobOrderNo', label: t('garageTechnician:fields.jobordno') },
    { kind: 'text', id: 'vehicleno', label: t('garageTechnician:fields.vehicleno') },
    lookupFilter('garage', t('garageTechnician:fields.garagnam'), garages),
    { kind: 'text', id: 'technician', label: t('garageTechnician:fields.empcdetech') },
    lookupFilter('workshopId', t('garageTechnician:fields.wrkshpid'), workshops),
  ];
  const page = useDocumentListPage<TechnicianListRow, Record<string, string>>({
    screen: screenCodes.garageTechnician,
    fields,
    query: (values) => listQuery(values, detailed),
    fetch: async (query, listPage, signal) => {
      const answer = toListPage(await garageTechnicianApi.list({ ...query, ...pagingOf(listPage) }, signal));
      // People by the employee's name (rowPerson), not the user codes the assignment keeps.
      const items = await withPeople(answer.items, (row) => [row.teamleader, personOf(row)], signal);
      return { ...answer, items };
    },
    pageSizeKey,
    columns: (translate, arabic) =>
      detailed ? lineColumns(translate, arabic) : summaryColumns(translate, arabic),
    form: (status, row) => technicianFormUrl(status, row?.jobordno),
  });

  // Here and not only in the table: the view toggle above it is not shown on the way to the 404 either.
  if (!page.opens) return <Navigate to="/404" replace />;

  return (
    <SpaceBetween size="s">
      <Toggle
        checked={detailed}
        onChange={({ detail }) => setDetailed(detail.checked)}
        description={t('garageTechnician:list.detailedViewHint')}
        data-testid="detailed-view"
      >
        {t('garageTechnician:list.detailedView')}
      </Toggle>
      <PageDocumentList<TechnicianListRow>
        page={page}
        id="garage-technician-list"
        texts="garageTechnician:list"
        trackBy={rowKey}
        adds
        exportTitle="TechnicianDetails"
        documents={{
          changeable: stillAssigned,
          remove: (row) => garageTechnicianApi.remove(row.jobordno),
          numberOf: (row) => t('garageTechnician:list.deleteWhat', { jobordno: row.jobordno }),
        }}
      />
    </SpaceBetween>
  );
}

export default TechnicianListPage;
