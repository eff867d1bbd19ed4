/**
 * The declaration one master type gives the generic master list and form (MasterPages.tsx): its screen
 * and paths, its fields, which of them make its key, its calls and its schemas. A new master type is a
 * new declaration (definitions.ts) and two routes in ./pages.ts.
 */
import type { z } from 'zod';

/**
 * How a field is typed and shown: free text, a whole number, Y/N, active/inactive, or a choice of
 * vehicle make, garage, workshop, main repair of the chosen workshop, sub repair of the chosen main repair.
 */
export type MasterFieldKind =
  'text' | 'number' | 'yesNo' | 'status' | 'make' | 'garage' | 'workshop' | 'mainRepair' | 'subRepair';

export interface MasterField {
  /** The record's field name (also the i18n key `<namespace>:fields.<name>`). */
  name: string;
  /** The label's key under `<namespace>:fields` when it is not the name. */
  label?: string;
  kind: MasterFieldKind;
  required?: boolean;
  /** Part of the record's key: typed on create, read-only after. */
  key?: boolean;
  /** Given by the server on create (not shown when adding). */
  generated?: boolean;
  /** Kept left-to-right in Arabic (codes, phone numbers, e-mail). */
  ltr?: boolean;
  /** Shown as a column of the list. */
  column?: boolean;
  /** The default of a new record. */
  initial?: string;
  /** The row fields with the chosen record's English and Arabic name (list cells of choices). */
  names?: [string, string];
  /** The field the list shows instead in Arabic (a name's Arabic twin). */
  inArabic?: string;
  /** A filter of the list (a choice or a status, all at first: `<namespace>:all.<name>`). */
  filter?: boolean;
  /** The key of the field's hint under the namespace (a code's is `codeHint`). */
  hint?: string;
}

/** Form values: every field as text, and the version read. */
export type MasterValues = Record<string, string> & { version?: string };

export type MasterRow = Record<string, unknown> & { version?: number };

export interface MasterCalls {
  list: (signal?: AbortSignal) => Promise<MasterRow[]>;
  get: (key: Record<string, string>, signal?: AbortSignal) => Promise<MasterRow>;
  create: (body: unknown) => Promise<unknown>;
  update: (body: unknown) => Promise<unknown>;
  remove: (key: Record<string, string>, version: number | undefined) => Promise<unknown>;
}

export interface MasterDefinition {
  /** Names the type in `<namespace>:<id>.*` (titles, search) and, kebab-cased, in test ids. */
  id: string;
  /** The i18n namespace of the type's texts, labels and words (`masterData` when not given). */
  namespace?: string;
  screen: string;
  listPath: string;
  formPath: string;
  /** The exported sheet's title. */
  exportTitle: string;
  fields: MasterField[];
  /** Counts the list shows after the fields (read-only row values, never sent). */
  counts?: string[];
  /** The key of the reason a row may not be deleted (the server refuses it too). */
  keepReason?: (row: MasterRow) => string | undefined;
  /** A required field left empty is worded by the schemas (not as a code or name required). */
  schemaWords?: boolean;
  calls: MasterCalls;
  createSchema: z.ZodType;
  updateSchema: z.ZodType;
}
