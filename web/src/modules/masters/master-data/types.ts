/**
 * The declaration one master type gives the generic master list and form (MasterPages.tsx): its screen
 * and paths, its fields, which of them make its key, its calls and its schemas. A new master type is a
 * new declaration (definitions.ts) and two routes in ./pages.ts.
 */
import type { z } from 'zod';

/**
 * How a field is typed and shown: free text, a whole number, Y/N, active/inactive, or a choice of
 * vehicle make, workshop, main repair of the chosen workshop, sub repair of the chosen main repair.
 */
export type MasterFieldKind =
  'text' | 'number' | 'yesNo' | 'status' | 'make' | 'workshop' | 'mainRepair' | 'subRepair';

export interface MasterField {
  /** The record's field name (also the i18n key `masterData:fields.<name>`). */
  name: string;
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
  /** Names the type in `masterData:<id>.*` (titles, search) and in test ids. */
  id: string;
  screen: string;
  listPath: string;
  formPath: string;
  /** The exported sheet's title. */
  exportTitle: string;
  fields: MasterField[];
  calls: MasterCalls;
  createSchema: z.ZodType;
  updateSchema: z.ZodType;
}
