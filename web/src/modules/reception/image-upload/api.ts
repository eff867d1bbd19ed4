/** The image upload calls (spec 001 section 7 "Image upload"), typed by the shared schema. */
import type { Accessory } from '@fleet/shared/platform/lookups';
import type {
  ImageFormType,
  ImageUploadDocument,
  ImageUploadPage,
  ImageUploadPutRequest,
  ImageUploadRequest,
  PendingImageUpload,
} from '@fleet/shared/reception/image-upload';
import { api } from '../../../api/client.ts';
import { ApiError } from '../../../api/errors.ts';
import { getAll, postBody, postBy } from '../../../kit/calls.ts';

/** The image lists a save sends. */
export type ImageGroupsBody = Pick<ImageUploadRequest, 'locations' | 'accessories'>;

export type ImageUploadAnswer = [string, { docnumbr: string; version: number; statuscde?: number }];

export interface ImageUploadListRequest {
  frmtypeimg: ImageFormType;
  fromdate?: string;
  todate?: string;
  jobordno?: string;
  limit?: number;
  cursor?: string;
}

export const imageUploadApi = {
  list: ({ frmtypeimg, ...query }: ImageUploadListRequest, signal?: AbortSignal) =>
    frmtypeimg === 'gar'
      ? api.get<ImageUploadPage>('ImageUpload/getImageUploadGarageList', { ...query }, { signal })
      : api.get<ImageUploadPage>('ImageUpload/getImageUploadList', { frmtypeimg, ...query }, { signal }),
  pending: (frmtypeimg: ImageFormType, signal?: AbortSignal) =>
    frmtypeimg === 'gar'
      ? api.get<PendingImageUpload[]>('ImageUpload/getImageUploadGaragePendingList', undefined, { signal })
      : api.get<PendingImageUpload[]>('ImageUpload/getImageUploadPendingList', { frmtypeimg }, { signal }),
  /** The document of a job order and type, or undefined when none was uploaded yet. */
  ofJobOrder: async (jobordno: string, frmtypeimg: ImageFormType, signal?: AbortSignal) => {
    try {
      return await api.get<ImageUploadDocument>(
        'ImageUpload/getImageUploadById',
        { jobordno, frmtypeimg },
        { signal },
      );
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return undefined;
      throw error;
    }
  },
  upload: postBody<ImageUploadAnswer, ImageUploadRequest>('ImageUpload/uploadGarageandAccessories'),
  replace: postBody<ImageUploadAnswer, ImageUploadPutRequest>('ImageUpload/putuploadGarageandAccessories'),
  remove: postBy<[string, { docnumbr: string }]>('ImageUpload/deleteImageUpload'),
  accessories: getAll<Accessory[]>('getAccessories'),
};
