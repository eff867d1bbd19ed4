import { describe, expect, it } from 'vitest';
import { savedHeader, savedLines, savedVersion, storedHeader, storedLines } from './formDocument.ts';

const part = (serlnumb: number) => ({
  serlnumb,
  sparepart: `P${serlnumb}`,
  sparenam: 'Filter',
  spareuom: 'PC',
});

describe('unit: a document form with part lines', () => {
  it("reads a stored header's number, version and the named fields only", () => {
    const master = { docnumbr: 'CI-2026-00001', version: 4, pivno: 'PI-1', remarks: 'r', cretuser: 'u1' };
    expect(storedHeader(master, ['pivno', 'remarks'])).toEqual({
      docnumbr: 'CI-2026-00001',
      version: 4,
      pivno: 'PI-1',
      remarks: 'r',
    });
  });

  it('reads stored lines in serial order with their part and the fields the form gives them', () => {
    const lines = [
      { ...part(2), qty: 3, extra: true },
      { ...part(1), qty: 0, extra: false },
    ];
    expect(storedLines(lines, (line) => ({ qty: line.qty ? String(line.qty) : '' }))).toEqual([
      { ...part(1), qty: '' },
      { ...part(2), qty: '3' },
    ]);
  });

  it('sends the number and version of a saved document only', () => {
    expect(savedVersion({ docnumbr: 'SI-2026-00002', version: 2 })).toEqual({
      docnumbr: 'SI-2026-00002',
      version: 2,
    });
    expect(savedVersion({ docnumbr: '', version: undefined })).toEqual({});
  });

  it('sends the named header fields as typed, after the number and version of a saved document', () => {
    const values = { docnumbr: 'LPO-2026-00001', version: 3, vendcode: 'V1', remarks: 'x', lines: [] };
    expect(savedHeader(values, ['vendcode', 'remarks'])).toEqual({
      docnumbr: 'LPO-2026-00001',
      version: 3,
      vendcode: 'V1',
      remarks: 'x',
    });
    expect(savedHeader({ ...values, docnumbr: '' }, ['vendcode'])).toEqual({ vendcode: 'V1' });
  });

  it('sends the lines the form takes, by serial number with their amounts', () => {
    const lines = [
      { serlnumb: 1, qty: '' },
      { serlnumb: 2, qty: '5' },
    ];
    expect(
      savedLines(
        lines,
        (line) => line.qty !== '',
        (line) => ({ qty: Number(line.qty) }),
      ),
    ).toEqual([{ serlnumb: 2, qty: 5 }]);
  });
});
