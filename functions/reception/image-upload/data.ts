/**
 * Image upload documents live in their job order's partition: pk `<project>#JO#<jobordno>`, sk
 * `IMGUPLOAD#<frmtypeimg>` (one per type). gsi1 `<project>#IMGUPLOAD#<frmtypeimg>` /
 * `<docdate>#<docnumbr>` lists them by date; gsi2 `<project>#IMGUPLOAD` / `<docnumbr>` finds one by
 * number. Numbers are `IMG-<year>-<nnnnn>`.
 */
import type { ImageFormType, ImageUploadDocument } from '@fleet/shared/reception/image-upload';
import { getItem, queryPage, versionedPut, withoutKeys, type TransactItem, transactDelete } from '#lib/db';
import { yearNumbering, type Numbering } from '../../engines/numbers.ts';
import { key } from '#lib/table';
import { jobOrderPk } from '../../engines/status/headers.ts';

export const imageUploadKeys = {
  document: (project: string, jobordno: string, frmtypeimg: ImageFormType) => ({
    pk: jobOrderPk(project, jobordno),
    sk: `IMGUPLOAD#${frmtypeimg}`,
  }),
  byDate: (project: string, frmtypeimg: ImageFormType) => key.project(project, 'IMGUPLOAD', frmtypeimg),
  byNumber: (project: string) => key.project(project, 'IMGUPLOAD'),
};

/** The year's image upload numbers, claimed in the save's own transaction (#lib/numbers). */
export const imageUploadNumbering = (year: string): Numbering => yearNumbering('IMGUPLOAD', 'IMG', year);

export function storageItem(project: string, document: ImageUploadDocument) {
  return {
    ...imageUploadKeys.document(project, document.jobordno, document.frmtypeimg),
    gsi1pk: imageUploadKeys.byDate(project, document.frmtypeimg),
    gsi1sk: `${document.docdate}#${document.docnumbr}`,
    gsi2pk: imageUploadKeys.byNumber(project),
    gsi2sk: document.docnumbr,
    entity: 'imageUpload',
    ...document,
  };
}

const fromStorage = (item: Record<string, unknown>) => withoutKeys(item) as unknown as ImageUploadDocument;

export async function readByJobOrder(project: string, jobordno: string, frmtypeimg: ImageFormType) {
  const { pk, sk } = imageUploadKeys.document(project, jobordno, frmtypeimg);
  const item = await getItem<Record<string, unknown>>(pk, sk);
  return item ? fromStorage(item) : undefined;
}

export async function readByNumber(project: string, docnumbr: string) {
  const page = await queryPage<Record<string, unknown>>({
    pk: imageUploadKeys.byNumber(project),
    index: 'gsi2',
    between: [docnumbr, docnumbr],
    limit: 1,
  });
  const ref = page.items[0];
  if (!ref) return undefined;
  // gsi2 projects every attribute, but read the item itself for a consistent version.
  return readByJobOrder(project, String(ref['jobordno']), ref['frmtypeimg'] as ImageFormType);
}

/** The document's put: create only if absent, replace only at `expectedVersion`. */
export function putDocument(
  project: string,
  document: ImageUploadDocument,
  expectedVersion?: number,
): TransactItem {
  return versionedPut(storageItem(project, document), expectedVersion);
}

export function deleteDocument(project: string, document: ImageUploadDocument): TransactItem {
  return transactDelete(
    imageUploadKeys.document(project, document.jobordno, document.frmtypeimg),
    'version = :expected',
    { ':expected': document.version },
  );
}

export async function listPage(
  project: string,
  frmtypeimg: ImageFormType,
  bounds: [string, string],
  limit: number,
  cursor?: string,
) {
  const page = await queryPage<Record<string, unknown>>({
    pk: imageUploadKeys.byDate(project, frmtypeimg),
    index: 'gsi1',
    between: bounds,
    ascending: false,
    limit,
    cursor,
  });
  return { items: page.items.map(fromStorage), cursor: page.cursor };
}
