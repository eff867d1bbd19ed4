import { describe, expect, it } from 'vitest';
import { create } from 'qrcode';
import { qrPath } from './VerificationQr.tsx';
import { verificationUrl } from './verification.ts';

const url = 'https://fleet.example.com/verify?p=MOI&t=QUOT&n=QT-2026-00007&h=0123456789abcdef';

/** The dark modules a path draws, read back from its `M x y h n v 1 h -n z` runs. */
function drawn(d: string): Set<string> {
  const cells = new Set<string>();
  for (const [, x, y, run] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)) {
    for (let i = 0; i < Number(run); i += 1) cells.add(`${Number(y)},${Number(x) + i}`);
  }
  return cells;
}

describe('unit: verification QR code', () => {
  it("draws exactly the dark modules of the link's QR code, inside a quiet zone of two modules", () => {
    const { modules } = create(url, { errorCorrectionLevel: 'M' });
    const expected = new Set<string>();
    for (let row = 0; row < modules.size; row += 1)
      for (let column = 0; column < modules.size; column += 1)
        if (modules.get(row, column)) expected.add(`${row + 2},${column + 2}`);

    const qr = qrPath(url);

    expect(qr.size).toBe(modules.size + 4);
    expect(qr.d).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
    expect(drawn(qr.d)).toEqual(expected);
  });

  it('is the same for the same link and differs for another hash', () => {
    expect(qrPath(url)).toEqual(qrPath(url));
    expect(qrPath(url.replace('0123', '4567')).d).not.toBe(qrPath(url).d);
  });

  it("makes the page's path an absolute link on the site's origin", () => {
    expect(verificationUrl('/verify?p=MOI&t=QUOT&n=QT-1&h=ab', 'https://fleet.example.com')).toBe(
      'https://fleet.example.com/verify?p=MOI&t=QUOT&n=QT-1&h=ab',
    );
  });
});
