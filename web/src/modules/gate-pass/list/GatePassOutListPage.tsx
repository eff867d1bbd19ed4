/**
 * Gate pass out list (`/gatepassoutlist`, screen SGRG010): gate passes out by date (default last 7
 * days), job order and plate; New, edit and view open the gate pass out form; edit and delete only
 * while the job order is still at QCPASSOUT.
 */
import { useMemo } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { screenCodes } from '@fleet/shared';
import { gatePassOutStatus, type GatePassOut } from '@fleet/shared/gate-pass';
import {
  DocumentList,
  FilterPanel,
  useFilters,
  useListData,
  useScreenRights,
  type DocumentColumn,
  type FilterField,
  type FormStatus,
} from '../../../kit/index.ts';
import { formatDateTimeInput } from '../../../kit/dateTime.ts';
import { gatePassApi } from '../api.ts';
import {
  gatePassColumns,
  gatePassFilterIds,
  gatePassListOpens,
  gatePassListQuery,
  gatePassOutUrl,
  matchesGatePassFilters,
} from './lists.ts';

export function GatePassOutListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rights = useScreenRights(screenCodes.gatePassOut);
  const fields: FilterField[] = [
    { kind: 'text', id: gatePassFilterIds.jobordno, label: t('gatePass:fields.jobordno') },
    { kind: 'text', id: gatePassFilterIds.vehicleno, label: t('gatePass:fields.vehicleno') },
    { kind: 'dateRange', id: gatePassFilterIds.date, label: t('gatePass:list.dateRange') },
  ];
  const filters = useFilters(fields, 'last7Days');
  const query = gatePassListQuery(filters.values);
  const list = useListData<GatePassOut>({
    fetch: (_page, signal) => gatePassApi.listOut(query, signal),
    queryKey: JSON.stringify(query),
    filter: (row) => matchesGatePassFilters(row, filters.values),
    pageSizeKey: 'pageSize:gatepassoutlist',
  });
  const columns = useMemo<DocumentColumn<GatePassOut>[]>(
    () => [
      ...gatePassColumns<GatePassOut>(t),
      {
        id: 'checkoutdt',
        header: t('gatePass:fields.checkoutdt'),
        value: (row) => formatDateTimeInput(row.checkoutdt),
        minWidth: 150,
      },
      { id: 'checkedoutby', header: t('gatePass:fields.checkedoutby'), value: (row) => row.checkedoutby },
      { id: 'remarksout', header: t('gatePass:fields.remarksout'), value: (row) => row.remarksout },
    ],
    [t],
  );

  if (!gatePassListOpens(rights)) return <Navigate to="/404" replace />;

  const open = (status: FormStatus, row?: GatePassOut) =>
    navigate(gatePassOutUrl(status, row?.docnumbr), {
      state: row ? { jobOrderId: row.jobordno } : undefined,
    });
  const pastStage = (row: GatePassOut, text: string) =>
    row.statuscde === gatePassOutStatus ? undefined : text;

  return (
    <DocumentList<GatePassOut>
      id="gate-pass-out-list"
      wrapLines
      title={t('gatePass:outList.title')}
      description={t('gatePass:outList.description')}
      rights={rights}
      list={list}
      columns={columns}
      trackBy={(row) => row.docnumbr}
      onNew={() => open('ADD')}
      exportTitle="GatePassOut"
      actions={{
        edit: {
          onClick: (row) => open('EDIT', row),
          disabledReason: (row) => pastStage(row, t('kit:list.unableToEdit')),
        },
        delete: {
          onDelete: (row) => gatePassApi.removeOut(row.docnumbr),
          describe: (row) => row.docnumbr,
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

export default GatePassOutListPage;
