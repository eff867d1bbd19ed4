/**
 * The generic master data list and form, driven by a declaration (types.ts, definitions.ts).
 * List: the whole (bounded) list of the type, searched by any column, with New, edit, view and
 * delete by the screen's rights; the delete asks first and shows the server's refusal when documents
 * use the record. Form: creates (key typed), updates at the version read (a 409 keeps the input and
 * says so) or shows one record; a required field left empty, a bad code, name, mobile or e-mail are
 * marked in the UI language from the shared schemas.
 */
import { useEffect, useRef } from 'react';
import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { MainRepair, SubRepair, VehicleMake, Workshop } from '@fleet/shared/platform/lookups';
import {
  DocumentForm,
  DocumentHeaderRow,
  DocumentList,
  SaveConflictAlert,
  SelectField,
  TextField,
  matchesSearch,
  searchKey,
  useDocumentFormPage,
  useDocumentListPage,
  useLookupOptions,
  useSaveConflict,
  type FieldOption,
} from '../../../kit/index.ts';
import { documentFormUrl } from '../../../kit/form/mode.ts';
import { masterDataApi } from './api.ts';
import { bodyOf, docIdOf, emptyValues, errorKeys, keyOf, searchTexts, valuesOf } from './forms.ts';
import type { MasterDefinition, MasterField, MasterRow, MasterValues } from './types.ts';

export const makeOption = (make: VehicleMake, arabic: boolean): FieldOption => ({
  value: make.vehmakid,
  label: (arabic && make.vehmaknamar) || make.vehmaknam,
  description: make.vehmakid,
});

/** A cell of the list in the UI language. */
function cellText(field: MasterField, row: MasterRow, t: TFunction, arabic: boolean): string {
  const value = String(row[field.name] ?? '');
  if (field.kind === 'yesNo') return value === 'Y' ? t('masterData:yes') : t('masterData:no');
  if (field.kind === 'status') return value ? t(`masterData:status.${value}`) : '';
  if (field.names) {
    const [english, arabicName] = field.names;
    const name = (arabic && String(row[arabicName] ?? '')) || String(row[english] ?? '');
    return name ? `${name} (${value})` : value;
  }
  return value;
}

const workshopOption = (workshop: Workshop, arabic: boolean): FieldOption => ({
  value: workshop.wrkshpid,
  label: (arabic && workshop.wrkshpnamar) || workshop.wrkshpnam,
  description: workshop.wrkshpid,
});
const mainRepairOption = (main: MainRepair, arabic: boolean): FieldOption => ({
  value: main.mainrepid,
  label: (arabic && main.mainrepnamar) || main.mainrepnam,
  description: main.mainrepid,
});
const subRepairOption = (sub: SubRepair, arabic: boolean): FieldOption => ({
  value: sub.subrepid,
  label: (arabic && sub.subrepnamar) || sub.subrepnam,
  description: sub.subrepid,
});
const none = async () => [];

/**
 * The choices of the reference fields a type declares (makes, workshops, main repairs of the chosen
 * workshop, sub repairs of the chosen main repair); choosing a workshop clears the main and sub repair,
 * choosing a main repair clears the sub repair (while adding: the key is fixed after).
 */
function useReferenceChoices(
  definition: MasterDefinition,
  values: MasterValues,
  adding: boolean,
  set: (name: string, value: string) => void,
) {
  const kinds = new Set(definition.fields.map((field) => field.kind));
  const nameOf = (kind: string) => definition.fields.find((field) => field.kind === kind)?.name ?? '';
  const wrkshpid = kinds.has('workshop') ? (values[nameOf('workshop')] ?? '') : '';
  const mainrepid = kinds.has('mainRepair') ? (values[nameOf('mainRepair')] ?? '') : '';
  const make = useLookupOptions(
    kinds.has('make') ? 'vehicleMakes' : 'masterData:none',
    kinds.has('make') ? masterDataApi.makes : none,
    makeOption,
  );
  // Lookup keys are shared with other pages: a type without the field reads nothing under its own key.
  const workshop = useLookupOptions(
    kinds.has('workshop') ? 'workshops' : 'masterData:none',
    kinds.has('workshop') ? masterDataApi.workshops : none,
    workshopOption,
  );
  const mainRepair = useLookupOptions(
    `masterData:mainRepairs:${wrkshpid}`,
    (signal) => (wrkshpid ? masterDataApi.mainRepairsOf(wrkshpid, signal) : none()),
    mainRepairOption,
  );
  const subRepair = useLookupOptions(
    `masterData:subRepairs:${wrkshpid}:${mainrepid}`,
    (signal) => (wrkshpid && mainrepid ? masterDataApi.subRepairsOf(wrkshpid, mainrepid, signal) : none()),
    subRepairOption,
  );
  const previous = useRef({ wrkshpid, mainrepid });
  useEffect(() => {
    const before = previous.current;
    previous.current = { wrkshpid, mainrepid };
    if (!adding) return;
    if (before.wrkshpid !== wrkshpid && before.wrkshpid) {
      if (kinds.has('mainRepair')) set(nameOf('mainRepair'), '');
      if (kinds.has('subRepair')) set(nameOf('subRepair'), '');
    } else if (before.mainrepid !== mainrepid && before.mainrepid && kinds.has('subRepair')) {
      set(nameOf('subRepair'), '');
    }
  }, [wrkshpid, mainrepid, adding]);
  return { make, workshop, mainRepair, subRepair };
}

export function MasterListPage({ definition }: { definition: MasterDefinition }) {
  const { t } = useTranslation();
  const id = definition.id;
  const page = useDocumentListPage<MasterRow, Record<string, string>>({
    screen: definition.screen,
    window: 'none',
    fields: [],
    query: () => ({}),
    fetch: (_query, _page, signal) => definition.calls.list(signal),
    filter: (row, values) => matchesSearch(values[searchKey], searchTexts(definition, row)),
    searchPlaceholder: t(`masterData:${id}.search`),
    pageSizeKey: `pageSize:${definition.listPath}`,
    filtersExpanded: true,
    columns: (tr, arabic) =>
      definition.fields
        .filter((field) => field.column)
        .map((field) => ({
          id: field.name,
          header: tr(`masterData:fields.${field.name}`),
          value: (row: MasterRow) => cellText(field, row, tr, arabic),
          minWidth: field.key ? 120 : 160,
        })),
    form: (status, row) =>
      documentFormUrl(definition.formPath, status, row ? docIdOf(definition, row) : undefined),
  });

  if (!page.opens) return <Navigate to="/404" replace />;
  return (
    <DocumentList<MasterRow>
      {...page.listProps}
      id={`${id}-list`}
      title={t(`masterData:${id}.listTitle`)}
      description={t(`masterData:${id}.listDescription`)}
      trackBy={(row) => docIdOf(definition, row)}
      onNew={() => page.open('ADD')}
      exportTitle={definition.exportTitle}
      emptyText={t('masterData:empty')}
      actions={{
        edit: { onClick: (row) => page.open('EDIT', row) },
        delete: {
          onDelete: (row) =>
            definition.calls.remove(keyOf(definition, docIdOf(definition, row)) ?? {}, row.version),
          describe: (row) =>
            definition.fields
              .filter((field) => field.key || field.name.endsWith('nam'))
              .map((field) => String(row[field.name] ?? ''))
              .join(' '),
        },
        view: { onClick: (row) => page.open('VIEW', row) },
      }}
    />
  );
}

export function MasterFormPage({ definition }: { definition: MasterDefinition }) {
  const { t } = useTranslation();
  const conflict = useSaveConflict();
  const id = definition.id;
  const { mode, form, openedAt, bindings } = useDocumentFormPage<MasterValues, MasterRow>({
    screen: definition.screen,
    listPath: definition.listPath,
    empty: () => emptyValues(definition),
    validate: (values, current) => errorKeys(definition, values, current.status === 'EDIT'),
    read: {
      key: `masterData:${id}`,
      fetch: (docnumbr, signal) => {
        const key = keyOf(definition, docnumbr);
        return key ? definition.calls.get(key, signal) : Promise.reject(new Error(t('errors:notFound')));
      },
      toValues: (row) => valuesOf(definition, row),
    },
  });
  const adding = mode.status === 'ADD';
  const choices = useReferenceChoices(definition, form.values, adding, form.set);
  const yesNo: FieldOption[] = [
    { value: 'Y', label: t('masterData:yes') },
    { value: 'N', label: t('masterData:no') },
  ];
  const statuses: FieldOption[] = [
    { value: 'active', label: t('masterData:status.active') },
    { value: 'inactive', label: t('masterData:status.inactive') },
  ];

  const save = async () => {
    conflict.clear();
    const body = bodyOf(definition, form.values, !adding);
    const answer = adding ? await definition.calls.create(body) : await definition.calls.update(body);
    form.reset(emptyValues(definition));
    return answer;
  };

  const field = (spec: MasterField) => {
    if (spec.generated && adding) return null;
    const common = {
      form,
      name: spec.name,
      label: t(`masterData:fields.${spec.name}`),
      required: spec.required,
      ...(spec.key ? { readOnly: !adding || mode.readOnly } : {}),
    };
    if (spec.kind in choices) {
      const choice = choices[spec.kind as keyof typeof choices];
      return <SelectField key={spec.name} {...common} options={choice.options} loading={choice.loading} />;
    }
    if (spec.kind === 'number') return <TextField key={spec.name} {...common} inputMode="numeric" ltr />;
    if (spec.kind === 'yesNo') return <SelectField key={spec.name} {...common} options={yesNo} />;
    if (spec.kind === 'status') return <SelectField key={spec.name} {...common} options={statuses} />;
    return (
      <TextField
        key={spec.name}
        {...common}
        ltr={spec.ltr}
        {...(spec.key ? { constraintText: t('masterData:codeHint') } : {})}
      />
    );
  };

  return (
    <DocumentForm
      {...bindings}
      title={t(`masterData:${id}.formTitle`)}
      onSave={save}
      onSaveError={conflict.onSaveError}
      onClear={() => {
        bindings.onClear?.();
        conflict.clear();
      }}
      header={<DocumentHeaderRow openedAt={openedAt} columns={3} />}
    >
      <SpaceBetween size="l">
        <SaveConflictAlert conflict={conflict} header={t('masterData:notSaved')} testId={`${id}-conflict`} />
        <Container>
          <ColumnLayout columns={2} minColumnWidth={220}>
            {definition.fields.map(field)}
          </ColumnLayout>
        </Container>
      </SpaceBetween>
    </DocumentForm>
  );
}
