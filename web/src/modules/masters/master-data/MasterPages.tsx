/**
 * The generic master data list and form, driven by a declaration (types.ts, definitions.ts).
 * List: the whole (bounded) list of the type, searched by any column, with New, edit, view and
 * delete by the screen's rights; the delete asks first and shows the server's refusal when documents
 * use the record. Form: creates (key typed), updates at the version read (a 409 keeps the input and
 * says so) or shows one record; a required field left empty, a bad code, name, mobile or e-mail are
 * marked in the UI language from the shared schemas.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  matchesSearch,
  searchKey,
  useDocumentListPage,
  useLookupOptions,
  wordedOptions,
  type FieldOption,
} from '../../../kit/index.ts';
import {
  masterList,
  RecordFormPage,
  RecordList,
  RecordSection,
  recordFields,
  useMasterForm,
} from '../../../kit/record/index.ts';
import { masterDataApi } from './api.ts';
import { bodyOf, docIdOf, emptyValues, errorKeys, keyOf, searchTexts, valuesOf } from './forms.ts';
import type { MasterDefinition, MasterField, MasterRow, MasterValues } from './types.ts';
import {
  mainRepairOption,
  makeWithCodeOption,
  subRepairOption,
  workshopOption,
} from '../../../kit/document/masterOptions.ts';

const field = recordFields<MasterValues>();

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
    makeWithCodeOption,
  );
  // Lookup keys are shared with other pages: a type without the field reads nothing under its own key.
  const workshop = useLookupOptions(
    kinds.has('workshop') ? 'workshops' : 'masterData:none',
    kinds.has('workshop') ? masterDataApi.workshops : none,
    workshopOption,
  );
  const mainRepair = useLookupOptions(
    `masterData:mainRepairs:${wrkshpid}`,
    (signal) => (wrkshpid ? masterDataApi.mainRepairs(wrkshpid, signal) : none()),
    mainRepairOption,
  );
  const subRepair = useLookupOptions(
    `masterData:subRepairs:${wrkshpid}:${mainrepid}`,
    (signal) => (wrkshpid && mainrepid ? masterDataApi.subRepairs(wrkshpid, mainrepid, signal) : none()),
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
    ...masterList(definition, (row: MasterRow) => docIdOf(definition, row)),
    fields: [],
    query: () => ({}),
    fetch: (_query, _page, signal) => definition.calls.list(signal),
    filter: (row, values) => matchesSearch(values[searchKey], searchTexts(definition, row)),
    searchPlaceholder: t(`masterData:${id}.search`),
    // Remembered under the route with its slash, as the first lists of these masters were.
    pageSizeKey: `pageSize:${definition.listPath}`,
    columns: (tr, arabic) =>
      definition.fields
        .filter((field) => field.column)
        .map((field) => ({
          id: field.name,
          header: tr(`masterData:fields.${field.name}`),
          value: (row: MasterRow) => cellText(field, row, tr, arabic),
          minWidth: field.key ? 120 : 160,
        })),
  });

  return (
    <RecordList
      page={page}
      id={`${id}-list`}
      title={t(`masterData:${id}.listTitle`)}
      description={t(`masterData:${id}.listDescription`)}
      trackBy={(row) => docIdOf(definition, row)}
      exportTitle={definition.exportTitle}
      emptyText={t('masterData:empty')}
      remove={{
        onDelete: (row) =>
          definition.calls.remove(keyOf(definition, docIdOf(definition, row)) ?? {}, row.version),
        describe: (row) =>
          definition.fields
            .filter((field) => field.key || field.name.endsWith('nam'))
            .map((field) => String(row[field.name] ?? ''))
            .join(' '),
      }}
    />
  );
}

export function MasterFormPage({ definition }: { definition: MasterDefinition }) {
  const { t } = useTranslation();
  const id = definition.id;
  const record = useMasterForm({
    screen: definition.screen,
    listPath: definition.listPath,
    key: `masterData:${id}`,
    empty: () => emptyValues(definition),
    errors: (values, editing) => errorKeys(definition, values, editing),
    keyOf: (docnumbr) => keyOf(definition, docnumbr),
    get: definition.calls.get,
    toValues: (row) => valuesOf(definition, row),
    save: (values) => definition.calls.create(bodyOf(definition, values, false)),
    update: (values) => definition.calls.update(bodyOf(definition, values, true)),
  });
  const { adding, form } = record;
  const choices = useReferenceChoices(definition, form.values, adding, form.set);
  const yesNo: FieldOption[] = [
    { value: 'Y', label: t('masterData:yes') },
    { value: 'N', label: t('masterData:no') },
  ];
  const statuses = wordedOptions(t, 'masterData:status', ['active', 'inactive']);

  const fieldOf = (spec: MasterField) => {
    if (spec.generated && adding) return null;
    const common = {
      name: spec.name,
      label: t(`masterData:fields.${spec.name}`),
      required: spec.required,
      fixed: spec.key,
    };
    if (spec.kind in choices)
      return (
        <field.Select key={spec.name} {...common} choices={choices[spec.kind as keyof typeof choices]} />
      );
    if (spec.kind === 'number') return <field.Text key={spec.name} {...common} inputMode="numeric" ltr />;
    if (spec.kind === 'yesNo') return <field.Select key={spec.name} {...common} options={yesNo} />;
    if (spec.kind === 'status') return <field.Select key={spec.name} {...common} options={statuses} />;
    return (
      <field.Text
        key={spec.name}
        {...common}
        ltr={spec.ltr}
        {...(spec.key ? { constraintText: t('masterData:codeHint') } : {})}
      />
    );
  };

  return (
    <RecordFormPage
      record={record}
      title={t(`masterData:${id}.formTitle`)}
      conflict={{ header: t('masterData:notSaved'), testId: `${id}-conflict` }}
    >
      <RecordSection columns={2} minColumnWidth={220}>
        {definition.fields.map(fieldOf)}
      </RecordSection>
    </RecordFormPage>
  );
}
