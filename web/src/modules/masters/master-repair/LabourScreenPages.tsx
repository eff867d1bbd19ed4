/**
 * Labour screen (`/labourScreen`, form `/labourScreenDetail`; screen SGRM008): the sub repair master
 * with its labour hours, labour cost and standard amount per workshop and main repair, on the
 * filtered call paged on the server (`SubRepair/getSubRepairFiltered`: search, workshop, main repair,
 * sub repair code, standard amount from / to; 50 rows per page at first). New, edit, delete (after the
 * confirmation; refused by the server while documents use the sub repair) and view by rights.
 */
import { useTranslation } from 'react-i18next';
import { screenCodes } from '@fleet/shared';
import { subRepairPageSize, type SubRepairRow } from '@fleet/shared/masters/master-repair';
import { useDocumentListPage, useLookupOptions, type FilterValues } from '../../../kit/index.ts';
import {
  masterList,
  pageSizeKeyOf,
  RecordSection,
  recordFields,
  useMasterForm,
} from '../../../kit/record/index.ts';
import { pickedQuery } from '../../../kit/list/listPage.ts';
import { masterRepairApi } from './api.ts';
import { lookupFilter } from '../../../kit/filters/lookupFilter.ts';
import {
  emptySubRepair,
  subRepairDocId,
  subRepairBodies,
  subRepairKeyOf,
  subRepairListPage,
  subRepairPageQuery,
  subValuesFromRow,
  type SubRepairValues,
} from './forms.ts';
import { mainRepairOption, workshopOption } from '../../../kit/document/masterOptions.ts';
import { MasterRepairForm, MasterRepairList, useWorkshopFilter } from './masterRepairPages.tsx';
import { valueColumn } from '../../../kit/list/valueColumns.ts';

const routes = {
  screen: screenCodes.labourScreen,
  listPath: '/labourScreen',
  formPath: '/labourScreenDetail',
};
const field = recordFields<SubRepairValues>();

/** The filter panel's values as the filtered call's query (the search box is `searchTerm`). */
export function labourScreenQuery(values: FilterValues): Record<string, string> {
  const picked = pickedQuery(values, [
    'search',
    'workshopId',
    'mainRepairId',
    'subRepairId',
    'minStdAmount',
    'maxStdAmount',
  ]);
  const { search, ...rest } = picked;
  return { ...rest, ...(search ? { searchTerm: search } : {}) };
}

/** The list's page-size memory: 50 rows until the user picks another size (spec 001 section 9). */
const pageSizeKey = pageSizeKeyOf(routes.listPath);

/** Starts the labour screen at the filtered call's page size (50) unless the user chose one. */
export function rememberDefaultPageSize(key: string, size: number): void {
  if (typeof localStorage !== 'undefined' && localStorage.getItem(key) === null)
    localStorage.setItem(key, String(size));
}

export function LabourScreenListPage() {
  rememberDefaultPageSize(pageSizeKey, subRepairPageSize);
  const { t } = useTranslation();
  const workshopFilter = useWorkshopFilter('workshopId');
  const mains = useLookupOptions(
    'mainRepairs:all',
    (signal) => masterRepairApi.mainRepairs('', signal),
    mainRepairOption,
  );
  const page = useDocumentListPage<SubRepairRow, Record<string, string>>({
    ...masterList(routes, subRepairDocId),
    fields: [
      workshopFilter,
      lookupFilter(
        'mainRepairId',
        t('masterRepair:fields.mainrepid'),
        mains,
        t('masterRepair:allMainRepairs'),
      ),
      {
        kind: 'text',
        id: 'subRepairId',
        label: t('masterRepair:fields.subrepidCode'),
        placeholder: t('masterRepair:codePlaceholder'),
      },
      { kind: 'text', id: 'minStdAmount', label: t('masterRepair:labourScreen.minStdAmount') },
      { kind: 'text', id: 'maxStdAmount', label: t('masterRepair:labourScreen.maxStdAmount') },
    ],
    query: labourScreenQuery,
    fetch: async (query, listPage, signal) =>
      subRepairListPage(
        await masterRepairApi.subFiltered({ ...query, ...subRepairPageQuery(listPage) }, signal),
      ),
    searchPlaceholder: t('masterRepair:labourScreen.search'),
    columns: (tr, arabic) => [
      valueColumn(
        'wrkshpnam',
        tr('masterRepair:fields.wrkshpid'),
        (row) => (arabic && row.wrkshpnamar) || row.wrkshpnam || row.wrkshpid,
        150,
      ),
      valueColumn(
        'mainrepnam',
        tr('masterRepair:fields.mainrepid'),
        (row) => (arabic && row.mainrepnamar) || row.mainrepnam || row.mainrepid,
        140,
      ),
      valueColumn('subrepid', tr('masterRepair:fields.subrepidCode'), (row) => row.subrepid),
      valueColumn(
        'subrepnam',
        tr('masterRepair:fields.subrepnam'),
        (row) => (arabic && row.subrepnamar) || row.subrepnam,
        200,
      ),
      valueColumn('laborhors', tr('masterRepair:fields.laborhors'), (row) => row.laborhors),
      valueColumn('laborcost', tr('masterRepair:fields.laborcost'), (row) => row.laborcost, { amount: true }),
      valueColumn('stdamount', tr('masterRepair:fields.stdamount'), (row) => row.stdamount, { amount: true }),
    ],
  });

  return (
    <MasterRepairList
      name="labourScreen"
      page={page}
      wrapLines
      trackBy={subRepairDocId}
      exportTitle="LabourScreen"
      remove={{
        onDelete: (row) =>
          masterRepairApi.subRemove({
            wrkshpid: row.wrkshpid,
            mainrepid: row.mainrepid,
            subrepid: row.subrepid,
            version: row.version,
          }),
        describe: (row) => `${row.subrepid} ${row.subrepnam}`,
      }}
    />
  );
}

export function SubRepairFormPage() {
  const { t } = useTranslation();
  const record = useMasterForm({
    ...routes,
    key: 'subRepair',
    empty: emptySubRepair,
    keyOf: subRepairKeyOf,
    get: masterRepairApi.subGet,
    toValues: subValuesFromRow,
    ...subRepairBodies.sentBy(masterRepairApi.subCreate, masterRepairApi.subUpdate),
  });
  const { form } = record;
  const { wrkshpid } = form.values;
  const workshops = useLookupOptions('workshops', masterRepairApi.workshops, workshopOption);
  const mains = useLookupOptions(
    `mainRepairs:${wrkshpid}`,
    wrkshpid ? (signal) => masterRepairApi.mainRepairs(wrkshpid, signal) : null,
    mainRepairOption,
  );
  const amount = {
    constraintText: t('masterRepair:amountHint'),
    inputMode: 'decimal',
    required: true,
    ltr: true,
  } as const;

  return (
    <MasterRepairForm name="labourScreen" record={record} conflictId="sub-repair-conflict">
      <RecordSection title={t('masterRepair:labourScreen.repair')} columns={3}>
        <field.Select
          name="wrkshpid"
          label={t('masterRepair:fields.wrkshpid')}
          choices={workshops}
          onChange={(value) => {
            form.set('wrkshpid', value);
            form.set('mainrepid', '');
          }}
          fixed
          required
        />
        <field.Select
          name="mainrepid"
          label={t('masterRepair:fields.mainrepid')}
          choices={mains}
          disabled={!wrkshpid}
          fixed
          required
        />
        <field.Text
          name="subrepid"
          label={t('masterRepair:fields.subrepidCode')}
          constraintText={t('masterRepair:codeHint')}
          fixed
          required
          ltr
        />
        <field.Text name="subrepnam" label={t('masterRepair:fields.subrepnam')} required />
        <field.Text name="subrepnamar" label={t('masterRepair:fields.subrepnamar')} />
      </RecordSection>
      <RecordSection title={t('masterRepair:labourScreen.labour')} columns={3}>
        <field.Text
          name="laborhors"
          label={t('masterRepair:fields.laborhors')}
          inputMode="decimal"
          required
          ltr
        />
        <field.Text name="laborcost" label={t('masterRepair:fields.laborcost')} {...amount} />
        <field.Text name="stdamount" label={t('masterRepair:fields.stdamount')} {...amount} />
      </RecordSection>
    </MasterRepairForm>
  );
}
