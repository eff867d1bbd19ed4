/**
 * Garage inspection list (`/inspectionlistIns`, screen SGRG003): inspections by date (no default window,
 * spec 000 section 9), job order and plate, who inspected (garage or MOI) and the status; edit and delete
 * only while the job order is still being inspected (1210-1213).
 */
import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { screenCodes, statusByCode } from '@fleet/shared';
import { inspectionStageCodes } from '@fleet/shared/garage/garage-inspection';
import { DocumentList, useDocumentListPage } from '../../../kit/index.ts';
import { filterQuery, type FilterValues } from '../../../kit/filters/model.ts';
import { documentFormUrl } from '../../../kit/form/mode.ts';
import { listDay } from '../../../kit/list/listPage.ts';
import { garageInspectionApi, type InspectionRow } from './api.ts';
import { amountColumn, fieldColumn } from '../../../kit/list/columns.ts';
import { documentActions } from '../../../kit/list/documentActions.ts';

const contains = (text: string, wanted: unknown) =>
  typeof wanted !== 'string' || !wanted.trim() || text.toLowerCase().includes(wanted.trim().toLowerCase());

export function InspectionListPage() {
  const { t, i18n } = useTranslation();
  const page = useDocumentListPage({
    screen: screenCodes.garageInspection,
    fields: [
      { kind: 'text', id: 'jobordno', label: t('garageInspection:fields.jobordno') },
      { kind: 'text', id: 'vehicleno', label: t('garageInspection:fields.vehicleno') },
      {
        kind: 'select',
        id: 'inspby',
        label: t('garageInspection:fields.inspby'),
        options: [
          { value: 'gar', label: t('garageInspection:inspby.gar') },
          { value: 'moi', label: t('garageInspection:inspby.moi') },
        ],
        placeholder: t('garageInspection:list.all'),
      },
      { kind: 'dateRange', id: 'inspdate', label: t('garageInspection:list.dateRange') },
    ],
    window: 'none',
    query: (values: FilterValues) => {
      const { fromdate, todate } = filterQuery({ inspdate: values['inspdate'] ?? '' });
      return { ...(fromdate ? { fromdate } : {}), ...(todate ? { todate } : {}) };
    },
    fetch: (query, _page, signal) => garageInspectionApi.list(query, signal),
    filter: (row, values) =>
      contains(row.jobordno, values['jobordno']) &&
      contains(row.vehicleno, values['vehicleno']) &&
      (!values['inspby'] || row.inspby === values['inspby']),
    pageSizeKey: 'pageSize:inspectionlistIns',
    columns: (t) => [
      fieldColumn('docnumbr', t('garageInspection:fields.docnumbr'), 150),
      {
        id: 'inspdate',
        header: t('garageInspection:fields.inspdate'),
        value: (row) => listDay(row.inspdate),
      },
      fieldColumn('jobordno', t('garageInspection:fields.jobordno'), 150),
      fieldColumn('vehicleno', t('garageInspection:fields.vehicleno')),
      fieldColumn('garagnam', t('garageInspection:fields.garage')),
      {
        id: 'inspby',
        header: t('garageInspection:fields.inspby'),
        value: (row) => t(`garageInspection:inspby.${row.inspby}`),
      },
      {
        id: 'statuscde',
        header: t('garageInspection:fields.status'),
        value: (row) => {
          const status = row.statuscde === undefined ? undefined : statusByCode.get(row.statuscde);
          return status ? (i18n.language === 'ar' ? status.ar : status.en) : '';
        },
        minWidth: 160,
      },
      fieldColumn('totalhours', t('garageInspection:fields.totalhours')),
      amountColumn('totalcost', t('garageInspection:fields.totalcost')),
    ],
    form: (status, row) => ({ url: documentFormUrl('/inspectionIns', status, row?.docnumbr) }),
  });
  if (!page.opens) return <Navigate to="/404" replace />;
  return (
    <DocumentList<InspectionRow>
      {...page.listProps}
      id="garage-inspection-list"
      wrapLines
      title={t('garageInspection:list.title')}
      description={t('garageInspection:list.description')}
      trackBy={(row) => row.docnumbr}
      onNew={() => page.open('ADD')}
      exportTitle="GarageInspection"
      actions={{
        ...documentActions(page, t, {
          changeable: (row) => row.statuscde !== undefined && inspectionStageCodes.includes(row.statuscde),
          remove: (row) => garageInspectionApi.remove(row.docnumbr),
          numberOf: (row) => row.docnumbr,
        }),
      }}
    />
  );
}

export default InspectionListPage;
