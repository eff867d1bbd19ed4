/**
 * Operations statement (`/dashboardOperationsStatement`, SGRR038): per garage, the job orders opened in
 * the window by the status group they are in now (labelled as on every page), the deliveries of the
 * window and the money posted in the window by category, KWD (`Reports/getOperationStatement`, from the
 * projections).
 */
import { useTranslation } from 'react-i18next';
import { screenCodes } from '@fleet/shared';
import { operationStatementGroups, type OperationStatementRow } from '@fleet/shared/reports/reports';
import { headerCountKey } from '../dashboard/format.ts';
import { ReportPage } from '../../../kit/report/index.ts';
import { reportsApi } from './api.ts';
import { col, generalReport, scopeFields, useReportChoices } from './shared.tsx';

export default function OperationStatementReport() {
  const { t } = useTranslation();
  const choices = useReportChoices();
  const garageNames = new Map(choices.garages.map((option) => [option.value, option.label]));
  const config = generalReport<OperationStatementRow>({
    name: 'operationStatement',
    screen: screenCodes.operationsStatement,
    fileStem: 'OperationsStatement',
    fields: scopeFields(t, choices),
    read: reportsApi.operationStatement,
    whole: true,
    columns: (columnT) => [
      {
        id: 'garage',
        header: columnT('reports:columns.garagnam'),
        value: (row) => garageNames.get(row.garage) ?? row.garage,
        minWidth: 140,
      },
      col<OperationStatementRow>(columnT, 'opened', { total: true }),
      // One column per status group; delivered: the deliveries of the period (a flow), as on the dashboards.
      ...operationStatementGroups.map((group) =>
        col<OperationStatementRow>(columnT, group, { header: columnT(headerCountKey(group)), total: true }),
      ),
      col<OperationStatementRow>(columnT, 'maintenance', { amount: true, total: true }),
      col<OperationStatementRow>(columnT, 'threeInOne', { amount: true, total: true }),
      col<OperationStatementRow>(columnT, 'labour', { amount: true, total: true }),
      col<OperationStatementRow>(columnT, 'storeItems', { amount: true, total: true }),
      col<OperationStatementRow>(columnT, 'pettyCash', { amount: true, total: true }),
      col<OperationStatementRow>(columnT, 'purchase', { amount: true, total: true }),
      col<OperationStatementRow>(columnT, 'total', { amount: true, total: true }),
    ],
    trackBy: (row) => row.garage,
  });
  return <ReportPage config={config} />;
}
