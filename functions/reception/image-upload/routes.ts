/**
 * Image upload calls (spec 001 section 7 "Image upload") at the spec's paths. The spec's upload calls
 * are multipart; here the browser first uploads each file to S3 (Files/presign + Files/confirm) and
 * these calls carry the confirmed fileIds as JSON. Rights follow the form type (frmtypeimg): moi on
 * SGRJ001, rec on SGRK002, gar on SGRG001; calls whose type comes from the input or the stored
 * document check that screen's right themselves (the guard's screen is fixed per route).
 */
import { messages } from '@fleet/shared';
import {
  deleteAccessoryImageRequest,
  deleteLocationImageRequest,
  imageUploadByIdQuery,
  imageUploadDocQuery,
  imageUploadListQuery,
  imageUploadPendingQuery,
  imageUploadPutRequest,
  imageUploadRequest,
  imageUploadScreen,
  type ImageFormType,
} from '@fleet/shared/reception/image-upload';
import { z } from 'zod';
import { BadRequestError } from '#lib/errors';
import { screenRoutes, signedIn } from '#lib/document-routes';
import { defineModule } from '#lib/registry';
import {
  deleteImageUpload,
  deleteOneImage,
  listImageUploads,
  pendingImageUploads,
  readImageUpload,
  replaceImages,
  uploadImages,
} from './manage.ts';

/**
 * Calls whose screen depends on a stored document's type (by docnumbr) or on stored state (the first
 * upload needs adds, later ones edits) check the right in the handler (`requireImageRight`).
 */
const byType = signedIn;
/** Lists name their type in the query: the guard picks the screen (SGRJ001 moi, SGRK002 rec, SGRG001 gar). */
const byQueryType = screenRoutes({
  anyOf: [imageUploadScreen.rec, imageUploadScreen.moi, imageUploadScreen.gar],
  of: ({ query }) => imageUploadScreen[(query as { frmtypeimg: ImageFormType }).frmtypeimg],
});
const garage = imageUploadScreen.gar;
const listQueryGarage = imageUploadListQuery.omit({ frmtypeimg: true });

export const imageUploadModule = defineModule({
  name: 'image-upload',
  routes: [
    byType.write({
      path: '/api/ImageUpload/uploadGarageandAccessories',
      summary:
        "Adds images to a job order: {jobordno, frmtypeimg: 'moi'|'rec'|'gar', locations: [{garageId, images: fileId[]}], accessories: [{accessoryId, images: fileId[]}]} (fileIds from Files/confirm). The first upload of a type creates the document (IMG-<year>-<nnnnn>) and moves the job order to UploadImages_Moi/_Reception/_Garage (adds on the type's screen); later ones add images (edits). Returns ['Images uploaded successfully', {docnumbr, version, statuscde}].",
      body: imageUploadRequest,
      message: messages.imagesUploaded,
      write: uploadImages,
    }),
    byType.write({
      path: '/api/ImageUpload/putuploadGarageandAccessories',
      summary:
        'Replaces the image lists of docnumbr at version (edits; 409 when stale); images left out are deleted with their files. Returns [message, {docnumbr, version}].',
      body: imageUploadPutRequest,
      message: messages.imagesUploaded,
      write: replaceImages,
    }),
    byQueryType.read({
      path: '/api/ImageUpload/getImageUploadList',
      summary:
        'Image uploads of a type (frmtypeimg rec (default) or moi) newest first: {items: [{docnumbr, docdate, jobordno, frmtypeimg, vehicleno, vehmaknam, garage, garagnam, imagecount, createdby, version}], cursor?}; fromdate, todate (YYYY-MM-DD), jobordno (contains), limit, cursor.',
      query: imageUploadListQuery,
      read: (caller, query) => listImageUploads(caller, query),
    }),
    byQueryType.read({
      path: '/api/ImageUpload/getImageUploadPendingList',
      summary:
        'Job orders waiting for images of a type (frmtypeimg rec (default) or moi): at a status that allows the upload step and without a document of that type: [{jobordno, joborddat, vehicleno, vehmaknam, garage, garagnam, statuscde, kind}].',
      query: imageUploadPendingQuery,
      read: (caller, query) => pendingImageUploads(caller, query.frmtypeimg),
    }),
    screenRoutes(garage).read({
      path: '/api/ImageUpload/getImageUploadGarageList',
      summary: 'Garage image uploads (frmtypeimg gar), as getImageUploadList.',
      query: listQueryGarage,
      read: (caller, query) => listImageUploads(caller, { ...query, frmtypeimg: 'gar' }),
    }),
    screenRoutes(garage).read({
      path: '/api/ImageUpload/getImageUploadGaragePendingList',
      summary: 'Job orders inside the garage (QCPASSIN) without garage images, as getImageUploadPendingList.',
      read: (caller) => pendingImageUploads(caller, 'gar'),
    }),
    byType.read({
      path: '/api/ImageUpload/getImageUploadById',
      summary:
        'One image upload by docnumbr, or by jobordno and frmtypeimg: {docnumbr, docdate, jobordno, frmtypeimg, vehicleno, locations: [{garageId, images: [{imageName (fileId), fileName, contentType, size}]}], accessories: [{accessoryId, images}], imagecount, version, ...}; 404 when missing.',
      query: imageUploadByIdQuery,
      read: (caller, query) => readImageUpload(caller, query),
    }),
    byType.read({
      path: '/api/ImageUploadmoi/getImageUploadByIdmoigar',
      summary: 'One MOI or garage image upload by docnumbr (as getImageUploadById).',
      query: imageUploadDocQuery,
      read: (caller, query) => readImageUpload(caller, query, ['moi', 'gar']),
    }),
    byType.write({
      path: '/api/ImageUpload/deleteImageUpload',
      summary:
        'Deletes the image upload docnumbr (query, or body {docnumbr}) and its files; the job order keeps its status. Returns [message, {docnumbr}].',
      query: z.object({ docnumbr: z.string().trim().max(40).optional() }),
      body: z.object({ docnumbr: z.string().trim().max(40).optional() }).optional(),
      message: messages.imageUploadDeleted,
      write: async (caller, body, _now, query) => {
        const docnumbr = query.docnumbr || body?.docnumbr;
        if (!docnumbr) throw new BadRequestError(messages.invalidParameters);
        return deleteImageUpload(caller, docnumbr);
      },
    }),
    byType.write({
      path: '/api/ImageUpload/deleteLocationImage',
      summary:
        'Removes one image {docnumbr, garageId, imageName (fileId)} and its file. Returns [message, {docnumbr, version}].',
      body: deleteLocationImageRequest,
      message: messages.imageDeleted,
      write: deleteOneImage,
    }),
    byType.write({
      path: '/api/ImageUpload/deleteAccessoryImage',
      summary:
        'Removes one image {docnumbr, accessoryId, imageName (fileId)} and its file. Returns [message, {docnumbr, version}].',
      body: deleteAccessoryImageRequest,
      message: messages.imageDeleted,
      write: deleteOneImage,
    }),
  ],
});
