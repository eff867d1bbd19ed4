import { describe, expect, it } from 'vitest';
import type { WinchState } from '@fleet/shared/garage/winch';
import {
  assignErrors,
  emptyAssign,
  emptyMove,
  moveErrors,
  toAssignRequest,
  toMoveRequest,
  winchColumn,
  winchFree,
} from './winchForms.ts';
import type { TFunction } from 'i18next';

describe('unit: winch forms', () => {
  it('asks for the job order, winch and both places, and sends the assignment time as ISO', () => {
    const now = new Date('2026-06-01T05:00:00.000Z');
    expect(assignErrors({ ...emptyAssign(now), assigndt: '' })).toEqual({
      jobordno: 'errors:inspectionJobOrderRequired',
      winchid: 'errors:winchRequired',
      fromlocation: 'errors:winchFromRequired',
      tolocation: 'errors:winchToRequired',
    });
    const request = toAssignRequest({
      ...emptyAssign(now),
      jobordno: 'JO-1',
      winchid: 'WN01',
      fromlocation: ' Road ',
      tolocation: 'Garage',
    });
    expect(request).toMatchObject({ fromlocation: 'Road', assigndt: now.toISOString() });
    expect(request).not.toHaveProperty('docnumbr');
  });

  it('offers free active winches and the one the assignment holds', () => {
    const state = { status: 'active', busy: true, holder: { docnumbr: 'AW-1' } } as WinchState;
    expect(winchFree(state, 'AW-1')).toBe(true);
    expect(winchFree(state, 'AW-2')).toBe(false);
    expect(winchFree({ ...state, busy: false, holder: undefined } as WinchState, '')).toBe(true);
    expect(winchFree({ ...state, status: 'inactive', busy: false } as WinchState, '')).toBe(false);
  });

  it('refuses an arrival before the start and sends an open move without arrival', () => {
    const start = new Date('2026-06-01T05:00:00.000Z');
    const values = { ...emptyMove(start), asgndocno: 'AW-1', enddt: '01/01/2026 00:00' };
    expect(moveErrors(values)).toEqual({ enddt: 'errors:winchMoveEndBeforeStart' });
    expect(moveErrors({ ...emptyMove(start), kilometer: '-1' })).toMatchObject({
      asgndocno: 'errors:winchMoveAssignmentRequired',
      kilometer: 'winch:fields.kilometerRange',
    });
    expect(toMoveRequest({ ...emptyMove(start), asgndocno: 'AW-1' })).toEqual({
      asgndocno: 'AW-1',
      startdt: start.toISOString(),
      enddt: '',
      kilometer: 0,
      remarks: '',
    });
  });

  it("shows a winch in a list by its name in the reader's language and its code", () => {
    const t = ((key: string) => key) as unknown as TFunction;
    const winch = { winchid: 'W07', winchnam: 'Heavy tow', winchnamar: 'ونش ثقيل' };
    expect(winchColumn(t, true).value?.(winch)).toBe('ونش ثقيل (W07)');
    expect(winchColumn(t, false).value?.(winch)).toBe('Heavy tow (W07)');
    expect(winchColumn(t, true).value?.({ ...winch, winchnamar: '' })).toBe('Heavy tow (W07)');
  });
});
