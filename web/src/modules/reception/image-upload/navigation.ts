/**
 * Where the reception image upload pages live (spec 000 section 2, KPTC Reception):
 * `/imageuploadlistrecmoi?frmtypeimg=rec` and the form `/imageuploadrecmoi?mod&status&docnumbr`
 * with the form type and the job order in the query too, so a reload keeps them.
 */
import { imageFormTypes, type ImageFormType } from '@fleet/shared/reception/image-upload';
import { documentFormUrl, type FormStatus } from '../../../kit/form/mode.ts';

export const imageUploadListPath = '/imageuploadlistrecmoi';
export const imageUploadFormPath = '/imageuploadrecmoi';

/** The form type of a page's query; reception (rec) unless moi is asked for (gar lives in the gate pass). */
export function formTypeOf(search: URLSearchParams | string): Exclude<ImageFormType, 'gar'> {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw = (params.get('frmtypeimg') ?? '').trim().toLowerCase();
  return raw === 'moi' && (imageFormTypes as readonly string[]).includes(raw) ? 'moi' : 'rec';
}

export function imageUploadListUrl(frmtypeimg: ImageFormType): string {
  return `${imageUploadListPath}?frmtypeimg=${frmtypeimg}`;
}

export function imageUploadFormUrl(
  status: FormStatus,
  frmtypeimg: ImageFormType,
  document?: { docnumbr: string; jobordno: string },
): string {
  const url = documentFormUrl(imageUploadFormPath, status, document?.docnumbr);
  const params = new URLSearchParams({ frmtypeimg });
  if (document && status !== 'ADD') params.set('jobordno', document.jobordno);
  return `${url}&${params.toString()}`;
}
