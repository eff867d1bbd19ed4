import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { levelStateText, storedApprovalText } from './approvalState.ts';

// The keys themselves, so that the test reads which texts are put together.
const t = ((key: string) => key) as unknown as TFunction;

describe('approval state text', () => {
  it('names the levels a pending document waits at, and only the state otherwise', () => {
    expect(levelStateText(t, 'lpo', 'pending', ['KPTC'])).toBe(
      'lpo:state.pending (kit:approval.levels.KPTC)',
    );
    expect(levelStateText(t, 'lpo', 'pending', [])).toBe('lpo:state.pending');
    expect(levelStateText(t, 'costSheet', 'approved', ['MOI'])).toBe('costSheet:state.approved');
  });

  it("reads a stored approval's waiting levels from waitingSince, nothing without an approval", () => {
    expect(
      storedApprovalText(t, 'costSheet', {
        state: 'pending',
        waitingSince: { MOI: '2026-03-01T08:00:00Z', KPTC: '2026-03-01T08:00:00Z' },
      }),
    ).toBe('costSheet:state.pending (kit:approval.levels.MOI, kit:approval.levels.KPTC)');
    expect(storedApprovalText(t, 'costSheet', undefined)).toBeUndefined();
  });
});
