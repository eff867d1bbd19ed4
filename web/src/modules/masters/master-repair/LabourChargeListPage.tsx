/**
 * Labour charge list (`/labourChargeList`, screen SGRM012): every labour charge update, newest first,
 * with the sub repair, the labour cost before and the new cost, who and when; filtered by date range
 * (last 30 days at first), workshop and sub repair code on the server, paged on the server. New opens
 * the update form (with the edits right, see rights.ts), view opens a past update.
 */
import { useTranslation } from 'react-i18next';
import { screenCodes } from '@fleet/shared';
import type { LabourChargeRow } from '@fleet/shared/masters/master-repair';
import { formatDateTime } from '../../../i18n/format.ts';
import { matchesSearch, searchKey, useDocumentListPage } from '../../../kit/index.ts';
import { workshopOption } from '../../../kit/document/masterOptions.ts';
import { nameOnly } from '../../../kit/record/index.ts';
import { documentFormUrl } from '../../../kit/form/mode.ts';
import { pageParams, pickedQuery } from '../../../kit/list/listPage.ts';
import { masterRepairApi } from './api.ts';
import { labourChargeFormPath } from './LabourChargeFormPage.tsx';
import { labourRights } from './rights.ts';
import { MasterRepairList, useWorkshopFilter } from './masterRepairPages.tsx';
import { fieldColumn } from '../../../kit/list/columns.ts';
import { valueColumn } from '../../../kit/list/valueColumns.ts';

// The workshop by its name alone (the other repair masters add its code).
const workshopName = nameOnly(workshopOption);

export function LabourChargeListPage() {
  const { t } = useTranslation();
  const workshopFilter = useWorkshopFilter('wrkshpid', workshopName);
  const page = useDocumentListPage<LabourChargeRow, Record<string, string>>({
    screen: screenCodes.labourCharge,
    window: 'last30Days',
    fields: [
      { kind: 'dateRange', id: 'date', label: t('masterRepair:labourCharge.changedAt') },
      workshopFilter,
      {
        kind: 'text',
        id: 'subrepid',
        label: t('masterRepair:fields.subrepidCode'),
        placeholder: t('masterRepair:codePlaceholder'),
      },
    ],
    query: (values) => pickedQuery(values, ['fromdate', 'todate', 'wrkshpid', 'subrepid']),
    fetch: (query, listPage, signal) =>
      masterRepairApi.labourList({ ...query, ...pageParams(listPage) }, signal),
    filter: (row, values) =>
      matchesSearch(values[searchKey], [
        row.docnumbr,
        row.subrepid,
        row.subrepnam,
        row.mainrepnam,
        row.username,
      ]),
    searchPlaceholder: t('masterRepair:labourCharge.search'),
    pageSizeKey: 'pageSize:labourChargeList',
    filtersExpanded: true,
    columns: (tr) => [
      fieldColumn('docnumbr', tr('masterRepair:labourCharge.docnumbr'), 130),
      valueColumn(
        'changedAt',
        tr('masterRepair:labourCharge.changedAt'),
        (row) => formatDateTime(row.changedAt),
        150,
      ),
      valueColumn(
        'wrkshpnam',
        tr('masterRepair:fields.wrkshpid'),
        (row) => row.wrkshpnam || row.wrkshpid,
        150,
      ),
      valueColumn(
        'mainrepnam',
        tr('masterRepair:fields.mainrepid'),
        (row) => row.mainrepnam || row.mainrepid,
        140,
      ),
      valueColumn(
        'subrepnam',
        tr('masterRepair:fields.subrepid'),
        (row) => `${row.subrepnam} (${row.subrepid})`,
        200,
      ),
      valueColumn('laborhors', tr('masterRepair:fields.laborhors'), (row) => row.laborhors),
      valueColumn('laborcost', tr('masterRepair:labourCharge.oldCost'), (row) => row.laborcost, {
        amount: true,
      }),
      valueColumn('newlaborcost', tr('masterRepair:labourCharge.newCost'), (row) => row.newlaborcost, {
        amount: true,
      }),
      valueColumn('username', tr('masterRepair:labourCharge.user'), (row) => row.username || row.cretuser),
    ],
    form: (status, row) => documentFormUrl(labourChargeFormPath, status, row?.docnumbr),
  });

  return (
    <MasterRepairList
      name="labourCharge"
      page={page}
      rights={labourRights(page.rights)}
      wrapLines
      trackBy={(row) => row.docnumbr}
      exportTitle="LabourChargeUpdate"
      emptyText={t('masterRepair:labourCharge.empty')}
      edit={false}
    />
  );
}

export default LabourChargeListPage;
