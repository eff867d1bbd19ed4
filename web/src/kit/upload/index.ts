export { UploadField } from './UploadField.tsx';
export { type FileRef } from './FileThumbnail.tsx';
export { useUploadGate } from './DocumentFileSection.tsx';
