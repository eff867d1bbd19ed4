export { useUpload, type UploadState } from './useUpload.ts';
export { UploadField, type UploadFieldProps } from './UploadField.tsx';
export { FileThumbnail, type FileRef, type FileThumbnailProps } from './FileThumbnail.tsx';
export {
  checkFile,
  fileViewUrl,
  postToStorage,
  progressOf,
  transferProgress,
  uploadFile,
  UploadError,
  type UploadPhase,
} from './upload.ts';
export { DocumentFileSection, useUploadGate, type DocumentFileSectionProps } from './DocumentFileSection.tsx';
export { storedFile } from './storedFile.ts';
