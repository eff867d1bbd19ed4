/**
 * A stored document's one file (`docfileid`, `docfilename`) as the form's file list: none without an id;
 * its type from its name (the master keeps only the id and the name).
 */
import { contentTypeOf } from '@fleet/shared/platform/files';
import type { FileRef } from './FileThumbnail.tsx';

export function storedFile(fileId: string | undefined, fileName: string): FileRef[] {
  return fileId ? [{ fileId, fileName, contentType: contentTypeOf(fileName, '') }] : [];
}
