import { describe, expect, it } from 'vitest';
import type { VehicleCheck } from '@fleet/shared/platform/lookups';
import {
  canOpenStep,
  emptyJobCard,
  firstInvalidStep,
  jobTimeIso,
  saveBlocker,
  stepErrors,
  toCreateRequest,
  withServiceType,
  type JobCardValues,
} from './jobCardForm.ts';

const items: VehicleCheck[] = [
  {
    checkheader: 'EXT',
    checkheadernam: 'Exterior',
    checkheadernamar: '',
    checkid: '1',
    checknam: 'Body',
    checknamar: '',
  },
  {
    checkheader: 'EXT',
    checkheadernam: 'Exterior',
    checkheadernamar: '',
    checkid: '2',
    checknam: 'Mirrors',
    checknamar: '',
  },
];

const complete = (overrides: Partial<JobCardValues> = {}): JobCardValues => ({
  ...emptyJobCard(new Date(2026, 0, 5, 9, 30)),
  vehicleno: '12/34567',
  garage: 'G01',
  servicetype: 'main',
  checklist: ['EXT#1'],
  inspector: 'inspector',
  ...overrides,
});

describe('unit: job card form', () => {
  it('defaults job time IN to now and turns it into ISO', () => {
    const values = emptyJobCard(new Date(2026, 0, 5, 9, 30));
    expect([values.jobtimdate, values.jobtimtime]).toEqual(['2026-01-05', '09:30']);
    expect(jobTimeIso('2026-01-05', '09:30')).toBe(new Date(2026, 0, 5, 9, 30).toISOString());
    expect(jobTimeIso('2026-01-05', '25:00')).toBeUndefined();
  });

  it('sets customer waiting for Quick Service only', () => {
    expect(withServiceType(complete({ custwait: 'N' }), 'quick')).toEqual({
      servicetype: 'quick',
      custwait: 'Y',
    });
    expect(withServiceType(complete({ custwait: 'N' }), 'main')).toEqual({
      servicetype: 'main',
      custwait: 'N',
    });
  });

  it("checks each step with the spec's messages", () => {
    expect(stepErrors(complete({ mobileno: '1234567' }), 0, items)).toEqual({
      mobileno: 'errors:jobCardMobileInvalid',
    });
    expect(stepErrors(complete({ winch: 'Y' }), 0, items)).toEqual({
      gatepassno: 'errors:jobCardGatePassRequired',
    });
    expect(stepErrors(complete({ prevservicedate: '2999-01-01' }), 0, items)).toEqual({
      prevservicedate: 'errors:jobCardPrevServiceFuture',
    });
    expect(stepErrors(complete({ checklist: [] }), 1, items)).toEqual({
      checklist: 'errors:jobCardChecklistNoItem',
    });
    expect(stepErrors(complete(), 1, [])).toEqual({ checklist: 'errors:jobCardChecklistRequired' });
    expect(stepErrors(complete({ accident: 'Y' }), 2, items)).toEqual({
      accidentdoc: 'errors:jobCardAccidentDocRequired',
    });
    expect(stepErrors(complete({ inspector: '' }), 3, items)).toEqual({
      inspector: 'errors:jobCardInspectorRequired',
    });
  });

  it('saves only on the last step with every step complete and no upload running', () => {
    expect(saveBlocker(complete(), 3, false, items)).toBeUndefined();
    expect(saveBlocker(complete(), 2, false, items)).toBe('stepsIncomplete');
    expect(saveBlocker(complete({ checklist: [] }), 3, false, items)).toBe('stepsIncomplete');
    expect(firstInvalidStep(complete({ checklist: [] }), 3, items)).toBe(1);
    expect(saveBlocker(complete(), 3, true, items)).toBe('uploading');
  });

  it('opens only the current or an earlier step, never during an upload', () => {
    expect(canOpenStep(2, 1, false)).toBe(true);
    expect(canOpenStep(1, 2, false)).toBe(false);
    expect(canOpenStep(2, 1, true)).toBe(false);
  });

  it('opens every step in view mode (issue 25 item 3)', () => {
    expect(canOpenStep(0, 3, false, true)).toBe(true);
    expect(canOpenStep(0, 2, false, true)).toBe(true);
    expect(canOpenStep(0, 2, true, true)).toBe(false);
  });

  it('sends every checklist item with its status, the photos and the inspector', () => {
    const request = toCreateRequest(
      complete({ photos: [{ fileId: 'f1', fileName: 'a.png', contentType: 'image/png' }] }),
      items,
    );
    expect(request.checklist).toEqual([
      { checkheader: 'EXT', checkid: '1', status: 'Y' },
      { checkheader: 'EXT', checkid: '2', status: 'N' },
    ]);
    expect(request).toMatchObject({
      photos: [{ fileId: 'f1', fileName: 'a.png' }],
      inspector: 'inspector',
      custwait: 'N',
    });
  });
});
