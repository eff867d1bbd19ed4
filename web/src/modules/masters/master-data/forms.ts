/**
 * The generic master form's logic, pure: a new record's values, a row as form values, the body a save
 * sends, field errors from the shared schemas, and the record's key in the URL.
 */
import { schemaErrorKeys, type FieldErrors } from '../../../kit/form/formState.ts';
import { docKeys } from '../../../kit/record/recordKeys.ts';
import type { MasterDefinition, MasterRow, MasterValues } from './types.ts';

/** The record's key fields as the form's `docnumbr`. */
const keys = (definition: MasterDefinition) =>
  docKeys(...definition.fields.filter((field) => field.key).map((field) => field.name));

export function emptyValues(definition: MasterDefinition): MasterValues {
  return Object.fromEntries(definition.fields.map((field) => [field.name, field.initial ?? '']));
}

export function valuesOf(definition: MasterDefinition, row: MasterRow): MasterValues {
  const values: MasterValues = Object.fromEntries(
    definition.fields.map((field) => [field.name, row[field.name] == null ? '' : String(row[field.name])]),
  );
  if (typeof row.version === 'number') values.version = String(row.version);
  return values;
}

/**
 * What a save sends: the fields (not the generated ones on create; a typed number as a number), and the
 * version read on update.
 */
export function bodyOf(definition: MasterDefinition, values: MasterValues, editing: boolean) {
  const body: Record<string, unknown> = {};
  for (const field of definition.fields) {
    if (field.generated && !editing) continue;
    const text = (values[field.name] ?? '').trim();
    body[field.name] = field.kind === 'number' && text ? Number(text) : text;
  }
  if (editing) body['version'] = values.version ? Number(values.version) : undefined;
  return body;
}

/** Field errors: a required field left empty first, then the shared schema's rules. */
export function errorKeys(definition: MasterDefinition, values: MasterValues, editing: boolean): FieldErrors {
  const errors = schemaErrorKeys(
    editing ? definition.updateSchema : definition.createSchema,
    bodyOf(definition, values, editing),
  );
  for (const field of definition.fields) {
    if (definition.schemaWords || !field.required || (field.generated && !editing)) continue;
    if ((values[field.name] ?? '').trim()) continue;
    errors[field.name] = field.key ? 'errors:masterCodeRequired' : 'errors:masterNameRequired';
  }
  return errors;
}

export const docIdOf = (definition: MasterDefinition, row: MasterRow) =>
  keys(definition).docId(valuesOf(definition, row));

export const keyOf = (definition: MasterDefinition, docId: string) => keys(definition).keyOf(docId);

/** The texts of a row the list's search looks in (every field). */
export const searchTexts = (definition: MasterDefinition, row: MasterRow) =>
  definition.fields.map((field) => String(row[field.name] ?? ''));
