/**
 * The form's model: images per garage location and per accessory, as the user adds and removes
 * them; what a save sends. Pure, tested.
 */
import type { ImageUploadDocument } from '@fleet/shared/reception/image-upload';
import type { FileRef } from '../../../kit/upload/index.ts';
import type { ImageGroupsBody } from './api.ts';

export interface ImageGroup {
  id: string;
  files: FileRef[];
}

export interface ImageGroups {
  locations: ImageGroup[];
  accessories: ImageGroup[];
}

export type GroupKind = keyof ImageGroups;

export const emptyGroups: ImageGroups = { locations: [], accessories: [] };

export function groupsOf(document: ImageUploadDocument | undefined): ImageGroups {
  if (!document) return emptyGroups;
  const files = (images: ImageUploadDocument['locations'][number]['images']) =>
    images.map((image) => ({
      fileId: image.imageName,
      fileName: image.fileName,
      contentType: image.contentType,
    }));
  return {
    locations: document.locations.map((group) => ({ id: group.garageId, files: files(group.images) })),
    accessories: document.accessories.map((group) => ({ id: group.accessoryId, files: files(group.images) })),
  };
}

/** Adds an empty group (no-op when it is there already). */
export function addGroup(groups: ImageGroups, kind: GroupKind, id: string): ImageGroups {
  if (!id || groups[kind].some((group) => group.id === id)) return groups;
  return { ...groups, [kind]: [...groups[kind], { id, files: [] }] };
}

export function removeGroup(groups: ImageGroups, kind: GroupKind, id: string): ImageGroups {
  return { ...groups, [kind]: groups[kind].filter((group) => group.id !== id) };
}

export function addFile(groups: ImageGroups, kind: GroupKind, id: string, file: FileRef): ImageGroups {
  return {
    ...groups,
    [kind]: groups[kind].map((group) =>
      group.id === id && !group.files.some((existing) => existing.fileId === file.fileId)
        ? { ...group, files: [...group.files, file] }
        : group,
    ),
  };
}

export function removeFile(groups: ImageGroups, kind: GroupKind, id: string, fileId: string): ImageGroups {
  return {
    ...groups,
    [kind]: groups[kind].map((group) =>
      group.id === id ? { ...group, files: group.files.filter((file) => file.fileId !== fileId) } : group,
    ),
  };
}

export const totalImages = (groups: ImageGroups) =>
  [...groups.locations, ...groups.accessories].reduce((sum, group) => sum + group.files.length, 0);

/** The save body's lists (groups without images left out). */
export function groupsBody(groups: ImageGroups): ImageGroupsBody {
  const ids = (group: ImageGroup) => group.files.map((file) => file.fileId);
  return {
    locations: groups.locations
      .filter((group) => group.files.length > 0)
      .map((group) => ({ garageId: group.id, images: ids(group) })),
    accessories: groups.accessories
      .filter((group) => group.files.length > 0)
      .map((group) => ({ accessoryId: group.id, images: ids(group) })),
  };
}

/** Why a save cannot be sent yet, as an `errors:` key, or undefined. */
export function saveBlocker(groups: ImageGroups, uploading: boolean) {
  if (uploading) return 'uploadInProgress' as const;
  if (totalImages(groups) === 0) return 'imageUploadNoImages' as const;
  return undefined;
}
