import { describe, expect, it } from 'vitest';
import type { ImageUploadDocument } from '@fleet/shared/reception/image-upload';
import {
  addFile,
  addGroup,
  emptyGroups,
  groupsBody,
  groupsOf,
  removeFile,
  removeGroup,
  saveBlocker,
  totalImages,
} from './imageGroups.ts';

const file = (fileId: string) => ({ fileId, fileName: `${fileId}.png`, contentType: 'image/png' });

describe('unit: image upload form model', () => {
  it('adds a group once, files to it once, and removes both', () => {
    let groups = addGroup(emptyGroups, 'locations', 'G01');
    groups = addGroup(groups, 'locations', 'G01');
    groups = addFile(groups, 'locations', 'G01', file('a'));
    groups = addFile(groups, 'locations', 'G01', file('a'));
    groups = addFile(groups, 'locations', 'G01', file('b'));
    expect(groups.locations).toEqual([{ id: 'G01', files: [file('a'), file('b')] }]);
    expect(removeFile(groups, 'locations', 'G01', 'a').locations[0]?.files).toEqual([file('b')]);
    expect(removeGroup(groups, 'locations', 'G01').locations).toEqual([]);
  });

  it('sends only groups with images, as ids', () => {
    let groups = addGroup(addGroup(emptyGroups, 'locations', 'G01'), 'accessories', 'ACC01');
    groups = addGroup(groups, 'locations', 'G02');
    groups = addFile(groups, 'locations', 'G01', file('a'));
    groups = addFile(groups, 'accessories', 'ACC01', file('b'));
    expect(groupsBody(groups)).toEqual({
      locations: [{ garageId: 'G01', images: ['a'] }],
      accessories: [{ accessoryId: 'ACC01', images: ['b'] }],
    });
    expect(totalImages(groups)).toBe(2);
  });

  it('blocks a save while uploading, then without images', () => {
    const withImage = addFile(addGroup(emptyGroups, 'locations', 'G01'), 'locations', 'G01', file('a'));
    expect(saveBlocker(withImage, true)).toBe('uploadInProgress');
    expect(saveBlocker(emptyGroups, false)).toBe('imageUploadNoImages');
    expect(saveBlocker(withImage, false)).toBeUndefined();
  });

  it('reads a stored document into groups', () => {
    const document = {
      locations: [
        {
          garageId: 'G01',
          images: [{ imageName: 'a', fileName: 'a.png', contentType: 'image/png', size: 1 }],
        },
      ],
      accessories: [],
    } as unknown as ImageUploadDocument;
    expect(groupsOf(document)).toEqual({ locations: [{ id: 'G01', files: [file('a')] }], accessories: [] });
    expect(groupsOf(undefined)).toEqual(emptyGroups);
  });
});
