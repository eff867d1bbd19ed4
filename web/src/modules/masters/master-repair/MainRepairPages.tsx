/**
 * Main repair master (`/mainrepairlist`, form `/mainrepair`; screen SGRM007): the main repairs of each
 * workshop with their sub repair count, filtered by workshop on the server and searched by code or
 * name; New, edit, delete (after the confirmation; refused by the server while the main repair has sub
 * repairs) and view by rights. The form creates a main repair in a workshop, renames it at the version
 * read (workshop and code stay) or shows it.
 */
import { useTranslation } from 'react-i18next';
import { screenCodes } from '@fleet/shared';
import type { MainRepairRow } from '@fleet/shared/masters/master-repair';
import { matchesSearch, searchKey, useDocumentListPage, useLookupOptions } from '../../../kit/index.ts';
import { masterList, RecordSection, recordFields, useMasterForm } from '../../../kit/record/index.ts';
import { pickedQuery } from '../../../kit/list/listPage.ts';
import { masterRepairApi } from './api.ts';
import { workshopOption } from '../../../kit/document/masterOptions.ts';
import { MasterRepairForm, MasterRepairList, useWorkshopFilter } from './masterRepairPages.tsx';
import {
  emptyMainRepair,
  mainRepairDocId,
  mainRepairBodies,
  mainRepairKeyOf,
  mainValuesFromRow,
  type MainRepairValues,
} from './forms.ts';
import { fieldColumn } from '../../../kit/list/columns.ts';
import { valueColumn } from '../../../kit/list/valueColumns.ts';

const routes = { screen: screenCodes.mainRepair, listPath: '/mainrepairlist', formPath: '/mainrepair' };

const field = recordFields<MainRepairValues>();

export function MainRepairListPage() {
  const { t } = useTranslation();
  const workshopFilter = useWorkshopFilter('wrkshpid');
  const page = useDocumentListPage<MainRepairRow, Record<string, string>>({
    ...masterList(routes, mainRepairDocId),
    fields: [workshopFilter],
    query: (values) => pickedQuery(values, ['wrkshpid']),
    fetch: (query, _page, signal) => masterRepairApi.mainList(query, signal),
    filter: (row, values) =>
      matchesSearch(values[searchKey], [row.mainrepid, row.mainrepnam, row.mainrepnamar, row.wrkshpnam]),
    searchPlaceholder: t('masterRepair:mainRepair.search'),
    columns: (tr, arabic) => [
      valueColumn(
        'wrkshpnam',
        tr('masterRepair:fields.wrkshpid'),
        (row) => `${(arabic && row.wrkshpnamar) || row.wrkshpnam} (${row.wrkshpid})`,
        180,
      ),
      valueColumn('mainrepid', tr('masterRepair:fields.mainrepidCode'), (row) => row.mainrepid),
      fieldColumn('mainrepnam', tr('masterRepair:fields.mainrepnam'), 160),
      fieldColumn('mainrepnamar', tr('masterRepair:fields.mainrepnamar'), 160),
      fieldColumn('subRepairCount', tr('masterRepair:mainRepair.subRepairCount')),
    ],
  });

  return (
    <MasterRepairList
      name="mainRepair"
      page={page}
      trackBy={mainRepairDocId}
      exportTitle="MainRepair"
      remove={{
        onDelete: (row) =>
          masterRepairApi.mainRemove({
            wrkshpid: row.wrkshpid,
            mainrepid: row.mainrepid,
            version: row.version,
          }),
        disabledReason: (row) =>
          row.subRepairCount > 0 ? t('masterRepair:mainRepair.hasSubRepairs') : undefined,
        describe: (row) => `${row.mainrepid} ${row.mainrepnam}`,
      }}
    />
  );
}

export function MainRepairFormPage() {
  const { t } = useTranslation();
  const record = useMasterForm({
    ...routes,
    key: 'mainRepair',
    empty: emptyMainRepair,
    keyOf: mainRepairKeyOf,
    get: masterRepairApi.mainGet,
    toValues: mainValuesFromRow,
    ...mainRepairBodies.sentBy(masterRepairApi.mainCreate, masterRepairApi.mainUpdate),
  });
  const workshops = useLookupOptions('workshops', masterRepairApi.workshops, workshopOption);

  return (
    <MasterRepairForm name="mainRepair" record={record} conflictId="main-repair-conflict">
      <RecordSection columns={2} minColumnWidth={220}>
        <field.Select
          name="wrkshpid"
          label={t('masterRepair:fields.wrkshpid')}
          choices={workshops}
          fixed
          required
        />
        <field.Text
          name="mainrepid"
          label={t('masterRepair:fields.mainrepidCode')}
          constraintText={t('masterRepair:codeHint')}
          fixed
          required
          ltr
        />
        <field.Text name="mainrepnam" label={t('masterRepair:fields.mainrepnam')} required />
        <field.Text name="mainrepnamar" label={t('masterRepair:fields.mainrepnamar')} />
      </RecordSection>
    </MasterRepairForm>
  );
}
