// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { WinchState } from '@fleet/shared/garage/winch';
import { matchesWinch } from './WinchStatePage.tsx';

const winch: WinchState = {
  winchid: 'W01',
  winchnam: 'Flatbed one',
  winchnamar: 'ونش مسطح 1',
  vehicleno: '45/12345',
  drivernam: 'Fahad',
  mobile: '99001122',
  garageid: 'G01',
  status: 'active',
  busy: true,
};

describe('unit: the winch board search', () => {
  it('finds a winch by its plate typed with Western or Arabic-Indic digits, and keeps to the state shown', () => {
    expect(matchesWinch(winch, 'all', '12345')).toBe(true);
    expect(matchesWinch(winch, 'all', '١٢٣٤٥')).toBe(true);
    expect(matchesWinch(winch, 'busy', ' ٤٥/١٢ ')).toBe(true);
    expect(matchesWinch(winch, 'free', '١٢٣٤٥')).toBe(false);
    expect(matchesWinch(winch, 'all', '٩٩٩')).toBe(false);
  });
});
