/**
 * Main repair master (`/mainrepairlist`, form `/mainrepair`; screen SGRM007): the main repairs of each
 * workshop with their sub repair count, filtered by workshop on the server and searched by code or
 * name; New, edit, delete (after the confirmation; refused by the server while the main repair has sub
 * repairs) and view by rights. The form creates a main repair in a workshop, renames it at the version
 * read (workshop and code stay) or shows it.
 */
import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { screenCodes } from '@fleet/shared';
import type { Workshop } from '@fleet/shared/platform/lookups';
import type { MainRepairRow } from '@fleet/shared/masters/master-repair';
import {
  DocumentForm,
  DocumentHeaderRow,
  DocumentList,
  matchesSearch,
  searchKey,
  SaveConflictAlert,
  SelectField,
  TextField,
  useDocumentFormPage,
  useDocumentListPage,
  useLookupOptions,
  useSaveConflict,
  type FieldOption,
} from '../../../kit/index.ts';
import { documentFormUrl } from '../../../kit/form/mode.ts';
import { pickedQuery } from '../../../kit/list/listPage.ts';
import { masterRepairApi } from './api.ts';
import {
  emptyMainRepair,
  mainRepairDocId,
  mainRepairErrorKeys,
  mainRepairKeyOf,
  mainValuesFromRow,
  toMainCreate,
  toMainUpdate,
  type MainRepairValues,
} from './forms.ts';

const listPath = '/mainrepairlist';
const formPath = '/mainrepair';

export const workshopOption = (workshop: Workshop, arabic: boolean): FieldOption => ({
  value: workshop.wrkshpid,
  label: (arabic && workshop.wrkshpnamar) || workshop.wrkshpnam,
  description: workshop.wrkshpid,
});

export function MainRepairListPage() {
  const { t } = useTranslation();
  const workshops = useLookupOptions('workshops', masterRepairApi.workshops, workshopOption);
  const page = useDocumentListPage<MainRepairRow, Record<string, string>>({
    screen: screenCodes.mainRepair,
    window: 'none',
    fields: [
      {
        kind: 'select',
        id: 'wrkshpid',
        label: t('masterRepair:fields.wrkshpid'),
        options: workshops.options,
        loading: workshops.loading,
        placeholder: t('masterRepair:allWorkshops'),
      },
    ],
    query: (values) => pickedQuery(values, ['wrkshpid']),
    fetch: (query, _page, signal) => masterRepairApi.mainList(query, signal),
    filter: (row, values) =>
      matchesSearch(values[searchKey], [row.mainrepid, row.mainrepnam, row.mainrepnamar, row.wrkshpnam]),
    searchPlaceholder: t('masterRepair:mainRepair.search'),
    pageSizeKey: 'pageSize:mainrepairlist',
    filtersExpanded: true,
    columns: (tr, arabic) => [
      {
        id: 'wrkshpnam',
        header: tr('masterRepair:fields.wrkshpid'),
        value: (row) => `${(arabic && row.wrkshpnamar) || row.wrkshpnam} (${row.wrkshpid})`,
        minWidth: 180,
      },
      { id: 'mainrepid', header: tr('masterRepair:fields.mainrepidCode'), value: (row) => row.mainrepid },
      {
        id: 'mainrepnam',
        header: tr('masterRepair:fields.mainrepnam'),
        value: (row) => row.mainrepnam,
        minWidth: 160,
      },
      {
        id: 'mainrepnamar',
        header: tr('masterRepair:fields.mainrepnamar'),
        value: (row) => row.mainrepnamar,
        minWidth: 160,
      },
      {
        id: 'subRepairCount',
        header: tr('masterRepair:mainRepair.subRepairCount'),
        value: (row) => row.subRepairCount,
      },
    ],
    form: (status, row) => documentFormUrl(formPath, status, row ? mainRepairDocId(row) : undefined),
  });

  if (!page.opens) return <Navigate to="/404" replace />;
  return (
    <DocumentList<MainRepairRow>
      {...page.listProps}
      id="main-repair-list"
      title={t('masterRepair:mainRepair.listTitle')}
      description={t('masterRepair:mainRepair.listDescription')}
      trackBy={mainRepairDocId}
      onNew={() => page.open('ADD')}
      exportTitle="MainRepair"
      emptyText={t('masterRepair:empty')}
      actions={{
        edit: { onClick: (row) => page.open('EDIT', row) },
        delete: {
          onDelete: (row) =>
            masterRepairApi.mainRemove({
              wrkshpid: row.wrkshpid,
              mainrepid: row.mainrepid,
              version: row.version,
            }),
          disabledReason: (row) =>
            row.subRepairCount > 0 ? t('masterRepair:mainRepair.hasSubRepairs') : undefined,
          describe: (row) => `${row.mainrepid} ${row.mainrepnam}`,
        },
        view: { onClick: (row) => page.open('VIEW', row) },
      }}
    />
  );
}

export function MainRepairFormPage() {
  const { t } = useTranslation();
  const conflict = useSaveConflict();
  const { mode, form, openedAt, bindings } = useDocumentFormPage<MainRepairValues, MainRepairRow>({
    screen: screenCodes.mainRepair,
    listPath,
    empty: emptyMainRepair,
    validate: (values, current) => mainRepairErrorKeys(values, current.status === 'EDIT'),
    read: {
      key: 'mainRepair',
      fetch: (docnumbr, signal) => {
        const key = mainRepairKeyOf(docnumbr);
        return key ? masterRepairApi.mainGet(key, signal) : Promise.reject(new Error(t('errors:notFound')));
      },
      toValues: mainValuesFromRow,
    },
  });
  const adding = mode.status === 'ADD';
  const workshops = useLookupOptions('workshops', masterRepairApi.workshops, workshopOption);

  const save = async () => {
    conflict.clear();
    const answer = adding
      ? await masterRepairApi.mainCreate(toMainCreate(form.values))
      : await masterRepairApi.mainUpdate(toMainUpdate(form.values));
    form.reset(emptyMainRepair());
    return answer;
  };

  return (
    <DocumentForm
      {...bindings}
      title={t('masterRepair:mainRepair.formTitle')}
      onSave={save}
      onSaveError={conflict.onSaveError}
      onClear={() => {
        bindings.onClear?.();
        conflict.clear();
      }}
      header={<DocumentHeaderRow openedAt={openedAt} columns={3} />}
    >
      <SpaceBetween size="l">
        <SaveConflictAlert
          conflict={conflict}
          header={t('masterRepair:notSaved')}
          testId="main-repair-conflict"
        />
        <Container>
          <ColumnLayout columns={2} minColumnWidth={220}>
            <SelectField
              form={form}
              name="wrkshpid"
              label={t('masterRepair:fields.wrkshpid')}
              options={workshops.options}
              loading={workshops.loading}
              readOnly={!adding || mode.readOnly}
              required
            />
            <TextField
              form={form}
              name="mainrepid"
              label={t('masterRepair:fields.mainrepidCode')}
              constraintText={t('masterRepair:codeHint')}
              readOnly={!adding || mode.readOnly}
              required
              ltr
            />
            <TextField form={form} name="mainrepnam" label={t('masterRepair:fields.mainrepnam')} required />
            <TextField form={form} name="mainrepnamar" label={t('masterRepair:fields.mainrepnamar')} />
          </ColumnLayout>
        </Container>
      </SpaceBetween>
    </DocumentForm>
  );
}
