import { describe, expect, it } from 'vitest';
import { imageCount, imageUploadRequest, imageUploadStep, mergeGroups } from './image-upload.ts';
import { messages } from '../platform/messages.ts';
import { workflowSteps } from '../engines/workflow.ts';

describe('unit: image upload rules', () => {
  it('maps each form type to its workflow step', () => {
    expect(workflowSteps[imageUploadStep.moi].to).toBe(1199);
    expect(workflowSteps[imageUploadStep.rec].to).toBe(1203);
    expect(workflowSteps[imageUploadStep.gar].to).toBe(1207);
  });

  it('merges new images into groups without repeats and drops empty groups', () => {
    const merged = mergeGroups(
      [{ garageId: 'G01', images: ['a', 'b'] }],
      [
        { garageId: 'G01', images: ['b', 'c'] },
        { garageId: 'G02', images: [] },
        { garageId: 'G03', images: ['d'] },
      ],
      'garageId',
    );
    expect(merged).toEqual([
      { garageId: 'G01', images: ['a', 'b', 'c'] },
      { garageId: 'G03', images: ['d'] },
    ]);
  });

  it('counts images of locations and accessories', () => {
    const document = {
      locations: [{ images: [{}, {}] }],
      accessories: [{ images: [{}] }],
    } as unknown as Parameters<typeof imageCount>[0];
    expect(imageCount(document)).toBe(3);
  });

  it('refuses an upload without any image', () => {
    const result = imageUploadRequest.safeParse({
      jobordno: 'JO-1',
      frmtypeimg: 'rec',
      locations: [{ garageId: 'G01', images: [] }],
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(messages.imageUploadNoImages);
  });

  it('accepts locations alone or accessories alone', () => {
    expect(
      imageUploadRequest.safeParse({
        jobordno: 'JO-1',
        frmtypeimg: 'gar',
        accessories: [{ accessoryId: 'A', images: ['x'] }],
      }).success,
    ).toBe(true);
  });
});
