/**
 * The generic master form's logic, pure: a new record's values, a row as form values, the body a save
 * sends, field errors from the shared schemas, and the record's key in the URL.
 */
import { schemaErrorKeys, type FieldErrors } from '../../../kit/form/formState.ts';
import type { MasterDefinition, MasterRow, MasterValues } from './types.ts';

const separator = '|';

const keyFields = (definition: MasterDefinition) => definition.fields.filter((field) => field.key);

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

/** What a save sends: the fields (not the generated ones on create), and the version read on update. */
export function bodyOf(definition: MasterDefinition, values: MasterValues, editing: boolean) {
  const body: Record<string, unknown> = {};
  for (const field of definition.fields) {
    if (field.generated && !editing) continue;
    body[field.name] = (values[field.name] ?? '').trim();
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
    if (!field.required || (field.generated && !editing) || (values[field.name] ?? '').trim()) continue;
    errors[field.name] = field.key ? 'errors:masterCodeRequired' : 'errors:masterNameRequired';
  }
  return errors;
}

/** The record's key fields joined, as the form's `docnumbr`. */
export const docIdOf = (definition: MasterDefinition, row: MasterRow) =>
  keyFields(definition)
    .map((field) => String(row[field.name] ?? ''))
    .join(separator);

export function keyOf(definition: MasterDefinition, docId: string): Record<string, string> | undefined {
  const fields = keyFields(definition);
  const parts = docId.split(separator);
  if (parts.length !== fields.length || parts.some((part) => !part.trim())) return undefined;
  return Object.fromEntries(fields.map((field, index) => [field.name, parts[index]!]));
}

/** The texts of a row the list's search looks in (every field). */
export const searchTexts = (definition: MasterDefinition, row: MasterRow) =>
  definition.fields.map((field) => String(row[field.name] ?? ''));
