import { describe, expect, it } from 'vitest';
import { messages } from '../platform/messages.ts';
import {
  insertAssignWinchRequest,
  insertWinchmoveRequest,
  moveStatusOf,
  winchAssignNumber,
  winchMoveNumber,
} from './winch.ts';

describe('unit: winch rules', () => {
  it('numbers assignments and moves by year', () => {
    expect(winchAssignNumber(2026, 12)).toBe('AW-2026-00012');
    expect(winchMoveNumber('2026', 1)).toBe('WM-2026-00001');
  });

  it('completes a move once it has its arrival time', () => {
    expect(moveStatusOf('')).toBe('started');
    expect(moveStatusOf('2026-06-01T08:00:00.000Z')).toBe('completed');
  });

  it('asks for the winch, the job order and both places of an assignment', () => {
    const first = (body: unknown) => insertAssignWinchRequest.safeParse(body).error?.issues[0]?.message;
    expect(first({ winchid: 'W', fromlocation: 'a', tolocation: 'b' })).toBe(
      messages.inspectionJobOrderRequired,
    );
    expect(first({ jobordno: 'J', winchid: ' ', fromlocation: 'a', tolocation: 'b' })).toBe(
      messages.winchRequired,
    );
    expect(first({ jobordno: 'J', winchid: 'W', tolocation: 'b' })).toBe(messages.winchFromRequired);
    expect(first({ jobordno: 'J', winchid: 'W', fromlocation: 'a' })).toBe(messages.winchToRequired);
  });

  it('refuses a move arriving before it started', () => {
    const parsed = insertWinchmoveRequest.safeParse({
      asgndocno: 'AW-2026-00001',
      startdt: '2026-06-01T08:00:00.000Z',
      enddt: '2026-06-01T07:59:00.000Z',
    });
    expect(parsed.error?.issues[0]?.message).toBe(messages.winchMoveEndBeforeStart);
    expect(
      insertWinchmoveRequest.parse({ asgndocno: 'AW-2026-00001', startdt: '2026-06-01T08:00:00.000Z' }),
    ).toMatchObject({ enddt: '', kilometer: 0, remarks: '' });
  });
});
