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
import type { MasterDefinition, MasterField, MasterFieldKind, MasterRow, MasterValues } from './types.ts';
import {
  garageOption,
  mainRepairOption,
  makeWithCodeOption,
  subRepairOption,
  workshopOption,
} from '../../../kit/document/masterOptions.ts';
import { repairMasters } from '../../../kit/document/repairMasters.ts';
import { lookupFilter } from '../../../kit/filters/lookupFilter.ts';
import { valueColumn } from '../../../kit/list/valueColumns.ts';

const field = recordFields<MasterValues>();

/** A cell of the list in the UI language (a choice without names by its option's label). */
function cellText(field: MasterField, row: MasterRow, words: Words, choices: Choices): string {
  const { t, ns, arabic } = words;
  const value = String((arabic && field.inArabic && row[field.inArabic]) || (row[field.name] ?? ''));
  if (field.kind === 'yesNo') return value === 'Y' ? t(`${ns}:yes`) : t(`${ns}:no`);
  if (field.kind === 'status') return value ? t(`${ns}:status.${value}`) : '';
  if (field.names) {
    const [english, arabicName] = field.names;
    const name = (arabic && String(row[arabicName] ?? '')) || String(row[english] ?? '');
    return name ? `${name} (${value})` : value;
  }
  const options = field.kind in choices ? choices[field.kind as keyof Choices].options : [];
  return options.find((option) => option.value === value)?.label ?? value;
}

interface Words {
  t: TFunction;
  ns: string;
  arabic: boolean;
}

/**
 * The choices of the reference fields given (makes, garages, workshops, main repairs of the chosen
 * workshop, sub repairs of the chosen main repair); choosing a workshop clears the main and sub repair,
 * choosing a main repair clears the sub repair (while adding: the key is fixed after).
 */
function useReferenceChoices(
  fields: MasterField[],
  values: MasterValues,
  adding: boolean,
  set: (name: string, value: string) => void,
) {
  const kinds = new Set(fields.map((field) => field.kind));
  const nameOf = (kind: string) => fields.find((field) => field.kind === kind)?.name ?? '';
  const wrkshpid = kinds.has('workshop') ? (values[nameOf('workshop')] ?? '') : '';
  const mainrepid = kinds.has('mainRepair') ? (values[nameOf('mainRepair')] ?? '') : '';
  // A type without the field reads nothing (lookup keys are shared with other pages).
  const read = <T,>(kind: MasterFieldKind, fetch: (signal: AbortSignal) => Promise<T[]>) =>
    kinds.has(kind) ? fetch : null;
  const make = useLookupOptions('vehicleMakes', read('make', masterDataApi.makes), makeWithCodeOption);
  const garage = useLookupOptions('garages', read('garage', masterDataApi.garages), garageOption);
  const workshop = useLookupOptions('workshops', read('workshop', repairMasters.workshops), workshopOption);
  const mainRepair = useLookupOptions(
    `masterData:mainRepairs:${wrkshpid}`,
    wrkshpid ? (signal) => repairMasters.mainRepairs(wrkshpid, signal) : null,
    mainRepairOption,
  );
  const subRepair = useLookupOptions(
    `masterData:subRepairs:${wrkshpid}:${mainrepid}`,
    wrkshpid && mainrepid ? (signal) => repairMasters.subRepairs(wrkshpid, mainrepid, signal) : null,
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
  return { make, garage, workshop, mainRepair, subRepair };
}

type Choices = ReturnType<typeof useReferenceChoices>;

const noValues: MasterValues = {};
const keep = () => undefined;

export function MasterListPage({ definition }: { definition: MasterDefinition }) {
  const { t } = useTranslation();
  const { id, namespace: ns = 'masterData' } = definition;
  const filters = definition.fields.filter((field) => field.filter);
  // Only the choices a filter offers or a cell words (a choice with names reads them from the row).
  const choices = useReferenceChoices(
    definition.fields.filter((field) => field.filter || !field.names),
    noValues,
    false,
    keep,
  );
  const statuses = wordedOptions(t, `${ns}:status`, ['active', 'inactive']);
  const label = (field: MasterField) => t(`${ns}:fields.${field.label ?? field.name}`);
  const page = useDocumentListPage<MasterRow, Record<string, string>>({
    ...masterList(definition, (row: MasterRow) => docIdOf(definition, row)),
    fields: filters.map((field) =>
      lookupFilter(
        field.name,
        label(field),
        field.kind === 'status' ? { options: statuses } : choices[field.kind as keyof Choices],
        t(`${ns}:all.${field.name}`),
      ),
    ),
    query: () => ({}),
    fetch: (_query, _page, signal) => definition.calls.list(signal),
    filter: (row, values) =>
      filters.every((field) => !values[field.name] || String(row[field.name] ?? '') === values[field.name]) &&
      matchesSearch(values[searchKey], searchTexts(definition, row)),
    searchPlaceholder: t(`${ns}:${id}.search`),
    // Remembered under the route with its slash, as the first lists of these masters were.
    pageSizeKey: `pageSize:${definition.listPath}`,
    columns: (tr, arabic) => [
      ...definition.fields
        .filter((field) => field.column)
        .map((field) => ({
          id: field.name,
          header: tr(`${ns}:fields.${field.label ?? field.name}`),
          value: (row: MasterRow) => cellText(field, row, { t: tr, ns, arabic }, choices),
          minWidth: field.key ? 120 : 160,
        })),
      ...(definition.counts ?? []).map((count) =>
        valueColumn(count, tr(`${ns}:fields.${count}`), (row: MasterRow) => String(row[count] ?? '')),
      ),
    ],
  });

  return (
    <RecordList
      page={page}
      id={`${kebab(id)}-list`}
      title={t(`${ns}:${id}.listTitle`)}
      description={t(`${ns}:${id}.listDescription`)}
      trackBy={(row) => docIdOf(definition, row)}
      exportTitle={definition.exportTitle}
      emptyText={t(`${ns}:empty`)}
      remove={{
        onDelete: (row) =>
          definition.calls.remove(keyOf(definition, docIdOf(definition, row)) ?? {}, row.version),
        disabledReason: (row) => {
          const reason = definition.keepReason?.(row);
          return reason && t(`${ns}:${reason}`);
        },
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
  const { id, namespace: ns = 'masterData' } = definition;
  const record = useMasterForm({
    screen: definition.screen,
    listPath: definition.listPath,
    key: `${ns}:${id}`,
    empty: () => emptyValues(definition),
    errors: (values, editing) => errorKeys(definition, values, editing),
    keyOf: (docnumbr) => keyOf(definition, docnumbr),
    get: definition.calls.get,
    toValues: (row) => valuesOf(definition, row),
    save: (values) => definition.calls.create(bodyOf(definition, values, false)),
    update: (values) => definition.calls.update(bodyOf(definition, values, true)),
  });
  const { adding, form } = record;
  const choices = useReferenceChoices(definition.fields, form.values, adding, form.set);
  const yesNo: FieldOption[] = [
    { value: 'Y', label: t(`${ns}:yes`) },
    { value: 'N', label: t(`${ns}:no`) },
  ];
  const statuses = wordedOptions(t, `${ns}:status`, ['active', 'inactive']);

  const fieldOf = (spec: MasterField) => {
    if (spec.generated && adding) return null;
    const common = {
      name: spec.name,
      label: t(`${ns}:fields.${spec.label ?? spec.name}`),
      required: spec.required,
      fixed: spec.key,
      ...(spec.hint ? { constraintText: t(`${ns}:${spec.hint}`) } : {}),
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
        {...(spec.key ? { constraintText: t(`${ns}:codeHint`) } : {})}
      />
    );
  };

  return (
    <RecordFormPage
      record={record}
      title={t(`${ns}:${id}.formTitle`)}
      conflict={{ header: t(`${ns}:notSaved`), testId: `${kebab(id)}-conflict` }}
    >
      <RecordSection columns={2} minColumnWidth={220}>
        {definition.fields.map(fieldOf)}
      </RecordSection>
    </RecordFormPage>
  );
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
