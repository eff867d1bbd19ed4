/**
 * Image upload (spec 001 section 7 "Image upload"): photos of a job order per garage location and per
 * accessory, taken at MOI reception (frmtypeimg moi, screen SGRJ001), KPTC reception (rec, SGRK002)
 * or the garage's gate pass in (gar, SGRG001). The spec's calls are multipart; here the files go to
 * S3 first (Files/presign + confirm) and the calls carry the confirmed `fileId`s as JSON.
 * `imageName` in the delete calls is that fileId.
 */
import type { JobOrderChoice } from './job-orders.ts';
import { z } from 'zod';
import { inputLimits } from '../platform/limits.ts';
import { messages } from '../platform/messages.ts';
import type { WorkflowStepName } from '../engines/workflow.ts';

export const imageFormTypes = ['moi', 'rec', 'gar'] as const;
export type ImageFormType = (typeof imageFormTypes)[number];

/** The workflow step the first upload of a type takes. */
export const imageUploadStep: Record<ImageFormType, WorkflowStepName> = {
  moi: 'uploadImagesMoi',
  rec: 'uploadImagesReception',
  gar: 'uploadImagesGarage',
};

/** The screen whose rights a type's calls need. */
export const imageUploadScreen: Record<ImageFormType, string> = {
  moi: 'SGRJ001',
  rec: 'SGRK002',
  gar: 'SGRG001',
};

/** Images per location or accessory, and locations plus accessories per document. */
export const maxImagesPerGroup = 20;
export const maxGroups = 40;

const fileIds = z.array(z.string().trim().min(1).max(64)).max(maxImagesPerGroup);

export const imageLocationInput = z.object({ garageId: z.string().trim().min(1).max(40), images: fileIds });
export const imageAccessoryInput = z.object({
  accessoryId: z.string().trim().min(1).max(40),
  images: fileIds,
});

const uploadFields = {
  jobordno: z.string().trim().min(1).max(40),
  frmtypeimg: z.enum(imageFormTypes),
  locations: z.array(imageLocationInput).max(maxGroups).default([]),
  accessories: z.array(imageAccessoryInput).max(maxGroups).default([]),
};

const hasImages = (body: { locations: { images: string[] }[]; accessories: { images: string[] }[] }) =>
  [...body.locations, ...body.accessories].some((group) => group.images.length > 0);

/** POST ImageUpload/uploadGarageandAccessories: adds images (creates the document on the first call). */
export const imageUploadRequest = z
  .object(uploadFields)
  .refine(hasImages, { message: messages.imageUploadNoImages, path: ['locations'] });
export type ImageUploadRequest = z.infer<typeof imageUploadRequest>;

/** POST ImageUpload/putuploadGarageandAccessories: replaces the image lists of docnumbr at version. */
export const imageUploadPutRequest = z.object({
  ...uploadFields,
  docnumbr: z.string().trim().min(1).max(40),
  version: z.number().int().positive(),
});
export type ImageUploadPutRequest = z.infer<typeof imageUploadPutRequest>;

export const imageUploadListQuery = z.object({
  frmtypeimg: z.enum(imageFormTypes).default('rec'),
  fromdate: z.iso.date().max(inputLimits.code).optional(),
  todate: z.iso.date().max(inputLimits.code).optional(),
  jobordno: z.string().trim().max(40).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().max(2000).optional(),
});
export type ImageUploadListQuery = z.infer<typeof imageUploadListQuery>;

export const imageUploadPendingQuery = z.object({ frmtypeimg: z.enum(imageFormTypes).default('rec') });

/** GET getImageUploadById: by docnumbr, or the document of a job order and type (the forms). */
export const imageUploadByIdQuery = z
  .object({
    docnumbr: z.string().trim().max(40).optional(),
    jobordno: z.string().trim().max(40).optional(),
    frmtypeimg: z.enum(imageFormTypes).optional(),
  })
  .refine((query) => Boolean(query.docnumbr) || Boolean(query.jobordno && query.frmtypeimg), {
    message: messages.invalidParameters,
  });

export const imageUploadDocQuery = z.object({ docnumbr: z.string().trim().min(1).max(40) });

export const deleteLocationImageRequest = z.object({
  docnumbr: z.string().trim().min(1).max(40),
  garageId: z.string().trim().min(1).max(40),
  imageName: z.string().trim().min(1).max(64),
});
export const deleteAccessoryImageRequest = z.object({
  docnumbr: z.string().trim().min(1).max(40),
  accessoryId: z.string().trim().min(1).max(40),
  imageName: z.string().trim().min(1).max(64),
});

/** One stored image: `imageName` is the fileId of the upload. */
export interface StoredImage {
  imageName: string;
  fileName: string;
  contentType: string;
  size: number;
}

export interface ImageUploadDocument {
  docnumbr: string;
  /** YYYY-MM-DD of the first upload. */
  docdate: string;
  jobordno: string;
  frmtypeimg: ImageFormType;
  vehicleno: string;
  vehmaknam?: string;
  garage?: string;
  garagnam?: string;
  locations: { garageId: string; images: StoredImage[] }[];
  accessories: { accessoryId: string; images: StoredImage[] }[];
  imagecount: number;
  createdby: string;
  createdat: string;
  updatedby?: string;
  updatedat?: string;
  version: number;
}

export type ImageUploadRow = Omit<ImageUploadDocument, 'locations' | 'accessories'>;

export interface ImageUploadPage {
  items: ImageUploadRow[];
  cursor?: string;
}

/** A job order waiting for its images (pending lists). */
export type PendingImageUpload = JobOrderChoice;

/** Total images of a document. */
export const imageCount = (document: Pick<ImageUploadDocument, 'locations' | 'accessories'>) =>
  [...document.locations, ...document.accessories].reduce((sum, group) => sum + group.images.length, 0);

/** Merges new image ids into groups keyed by `id` (keeps order, drops repeats and empty groups). */
export function mergeGroups<K extends string>(
  existing: ({ images: string[] } & Record<K, string>)[],
  added: ({ images: string[] } & Record<K, string>)[],
  keyName: K,
): ({ images: string[] } & Record<K, string>)[] {
  const byKey = new Map<string, string[]>();
  for (const group of [...existing, ...added]) {
    const images = byKey.get(group[keyName]) ?? [];
    for (const image of group.images) if (!images.includes(image)) images.push(image);
    byKey.set(group[keyName], images);
  }
  return [...byKey]
    .filter(([, images]) => images.length > 0)
    .map(([id, images]) => ({ [keyName]: id, images }) as { images: string[] } & Record<K, string>);
}
