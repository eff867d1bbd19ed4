/**
 * Gate pass in list (`/gatepassinlist`, screen SGRG001): gate passes in by date (default last 7 days),
 * job order and plate; New opens the gate pass in stepper; delete only while the job order is still
 * at QCPASSIN (the server moves it back).
 */
import { useMemo } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { screenCodes } from '@fleet/shared';
import { gatePassInStatus, type GatePassIn } from '@fleet/shared/gate-pass';
import {
  DocumentList,
  FilterPanel,
  useFilters,
  useListData,
  useScreenRights,
  type DocumentColumn,
  type FilterField,
} from '../../../kit/index.ts';
import { gatePassApi } from '../api.ts';
import {
  gatePassColumns,
  gatePassFilterIds,
  gatePassInNewUrl,
  gatePassListOpens,
  gatePassListQuery,
  matchesGatePassFilters,
} from './lists.ts';

export function GatePassInListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rights = useScreenRights(screenCodes.gatePassIn);
  const fields: FilterField[] = [
    { kind: 'text', id: gatePassFilterIds.jobordno, label: t('gatePass:fields.jobordno') },
    { kind: 'text', id: gatePassFilterIds.vehicleno, label: t('gatePass:fields.vehicleno') },
    { kind: 'dateRange', id: gatePassFilterIds.date, label: t('gatePass:list.dateRange') },
  ];
  const filters = useFilters(fields, 'last7Days');
  const query = gatePassListQuery(filters.values);
  const list = useListData<GatePassIn>({
    fetch: (_page, signal) => gatePassApi.listIn(query, signal),
    queryKey: JSON.stringify(query),
    filter: (row) => matchesGatePassFilters(row, filters.values),
    pageSizeKey: 'pageSize:gatepassinlist',
  });
  const columns = useMemo<DocumentColumn<GatePassIn>[]>(
    () => [
      ...gatePassColumns<GatePassIn>(t),
      { id: 'checkedinby', header: t('gatePass:fields.checkedinby'), value: (row) => row.checkedinby },
      { id: 'remarksin', header: t('gatePass:fields.remarksin'), value: (row) => row.remarksin },
    ],
    [t],
  );

  if (!gatePassListOpens(rights)) return <Navigate to="/404" replace />;

  return (
    <DocumentList<GatePassIn>
      id="gate-pass-in-list"
      wrapLines
      title={t('gatePass:inList.title')}
      description={t('gatePass:inList.description')}
      rights={rights}
      list={list}
      columns={columns}
      trackBy={(row) => row.docnumbr}
      onNew={() => navigate(gatePassInNewUrl())}
      exportTitle="GatePassIn"
      actions={{
        delete: {
          onDelete: (row) => gatePassApi.removeIn(row.docnumbr),
          describe: (row) => row.docnumbr,
          disabledReason: (row) =>
            row.statuscde === gatePassInStatus ? undefined : t('kit:list.unableToDelete'),
        },
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

export default GatePassInListPage;
