/**
 * Files: presigned uploads straight to S3 and short-lived view URLs (issue 5 item 6). Any signed-in
 * user of the project may upload; confirm only confirms the caller's own uploads and url only serves
 * files of the caller's project (the keys start with it).
 */
import { confirmRequest, fileUrlQuery, presignRequest } from '@fleet/shared/platform/files';
import { messages } from '@fleet/shared';
import { defineModule, definePost } from '#lib/registry';
import { signedIn } from '#lib/document-routes';
import { confirmUpload, presignUpload, viewUrl } from '../../engines/files/store.ts';

const authenticated = { kind: 'authenticated' } as const;

export const filesModule = defineModule({
  name: 'files',
  routes: [
    definePost({
      path: '/api/Files/presign',
      kind: 'read',
      summary:
        "Asks for an upload: {purpose: 'image'|'document', fileName, contentType, size} -> {uploadId, url, fields, key, maxBytes}. POST the file to url as multipart form data (fields, then the file as `file`); the policy allows 1 byte to 10 MB of exactly that Content-Type. Images: JPEG, PNG, WEBP, GIF; documents also PDF, DOC, DOCX. 400 with the invalid type or too large text otherwise.",
      access: authenticated,
      body: presignRequest,
      handler: async ({ caller, body }) => presignUpload(caller, body, new Date()),
    }),
    signedIn.write({
      path: '/api/Files/confirm',
      summary:
        "Confirms the caller's upload {uploadId} after checking the stored object (size, content type, first bytes) -> [message, {fileId, key, fileName, contentType, size}]. The key's extension is the verified type's. A failing object is deleted: 400 with the too-large text over 10 MB, else 'Upload Failed' (image) or 'Document upload failed.' (document).",
      body: confirmRequest,
      message: messages.uploadConfirmed,
      write: (caller, body) => confirmUpload(caller, body.uploadId),
    }),
    signedIn.read({
      path: '/api/Files/url',
      summary:
        'A presigned GET URL (5 minutes) of a confirmed file of the project: {url, fileName, contentType}. The URL fixes the response type (the verified one) and disposition: inline for images and PDFs, attachment otherwise, under the original name.',
      query: fileUrlQuery,
      read: (caller, query) => viewUrl(caller, query.fileId),
    }),
  ],
});
