import { describe, expect, it } from 'vitest';
import { clampZoom, maxZoom, minZoom, zoomIn, zoomLabel, zoomOut } from './zoom.ts';

describe('unit: pdf zoom', () => {
  it('steps by 25%', () => {
    expect(zoomIn(1)).toBe(1.25);
    expect(zoomOut(1)).toBe(0.75);
  });

  it('stops at 50% and 300%', () => {
    expect(zoomOut(minZoom)).toBe(0.5);
    expect(zoomIn(maxZoom)).toBe(3);
    expect(clampZoom(10)).toBe(3);
    expect(clampZoom(0.1)).toBe(0.5);
  });

  it('walks every step from 50% to 300%', () => {
    const seen = [minZoom];
    while (seen.at(-1)! < maxZoom) seen.push(zoomIn(seen.at(-1)!));
    expect(seen.map(zoomLabel)).toEqual([
      '50%',
      '75%',
      '100%',
      '125%',
      '150%',
      '175%',
      '200%',
      '225%',
      '250%',
      '275%',
      '300%',
    ]);
  });

  it('snaps odd values to a step', () => {
    expect(clampZoom(1.1)).toBe(1);
    expect(clampZoom(Number.NaN)).toBe(1);
  });
});
