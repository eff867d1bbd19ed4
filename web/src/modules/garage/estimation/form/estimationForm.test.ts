import { describe, expect, it } from 'vitest';
import {
  emptyLine,
  lineDescription,
  lineProblem,
  linesFromInspection,
  needsKd,
  stockOnHand,
  toSaveRequest,
  totalsOf,
} from './estimationForm.ts';
import { typedNumber } from '../../../../kit/document/typedNumber.ts';
import { brakeRepair, testInspectionLine } from '../../../../../../tests/support/inspection-lines.ts';

describe('unit: estimation form', () => {
  it('says what a line lacks before it is added, per line type', () => {
    expect(lineProblem(emptyLine('SUBREPAIR'))).toBe('errors:estimationSubRepairRequired');
    expect(lineProblem({ ...emptyLine('PART'), sparepart: 'P1', qty: 2 })).toBe(
      'errors:invoiceUnitPriceRequired',
    );
    expect(lineProblem({ ...emptyLine('PART'), sparepart: 'P1', qty: 2, unitprice: 1.5 })).toBeUndefined();
    expect(lineProblem({ ...emptyLine('LABOUR'), workdesc: 'Test drive' })).toBe(
      'errors:estimationHoursRequired',
    );
    expect(lineProblem({ ...emptyLine('PART'), sparepart: 'P1', qty: typedNumber('x'), unitprice: 1 })).toBe(
      'errors:invoiceQtyRequired',
    );
  });

  it("describes a line in the reader's language, in English when it has no Arabic name (issue 24)", () => {
    const sub = {
      ...emptyLine('SUBREPAIR'),
      wrkshpnam: 'Mechanical',
      wrkshpnamar: 'الميكانيكا',
      mainrepnam: 'Engine',
      mainrepnamar: 'المحرك',
      subrepnam: 'Gasket',
      subrepnamar: '',
    };
    const part = { ...emptyLine('PART'), sparepart: 'P1', sparenam: 'Oil filter', sparenamar: 'فلتر زيت' };

    expect(lineDescription(sub, false)).toBe('Mechanical / Engine / Gasket');
    expect(lineDescription(sub, true)).toBe('الميكانيكا / المحرك / Gasket');
    expect(lineDescription(part, true)).toBe('P1 فلتر زيت');
    expect(lineDescription({ ...emptyLine('LABOUR'), workdesc: 'Road test' }, true)).toBe('Road test');
  });

  it('totals by type in KWD with 3 decimals and tells when the KD250 approval is needed', () => {
    const lines = [
      { ...emptyLine('SUBREPAIR'), subrepid: 'S', unitprice: 180 },
      { ...emptyLine('PART'), sparepart: 'P', qty: 3, unitprice: typedNumber('23,3337') },
    ];
    const totals = totalsOf(lines);
    expect(totals).toMatchObject({ subrepairtotal: 180, partstotal: 70.001, totalval: 250.001 });
    expect(needsKd(totals.totalval)).toBe(true);
    expect(needsKd(250)).toBe(false);
  });

  it('sends the lines without the names the server takes from the master data, and the version when revising', () => {
    const request = toSaveRequest({
      jobordno: 'JO-1',
      remarks: '',
      docnumbr: 'QT-1',
      version: 3,
      lines: [{ ...emptyLine('SUBREPAIR'), wrkshpid: 'W', mainrepid: 'M', subrepid: 'S', subrepnam: 'Name' }],
    });
    expect(request).toMatchObject({
      docnumbr: 'QT-1',
      version: 3,
      lines: [{ linetype: 'SUBREPAIR', subrepid: 'S' }],
    });
    expect(request.lines[0]).not.toHaveProperty('subrepnam');
  });
});

describe('unit: estimation form, starting from the garage inspection (issue 24 item 10)', () => {
  const inspectionLine = (serlnumb: number, subrepid: string, laborcost: number) =>
    testInspectionLine(serlnumb, subrepid, {
      ...brakeRepair,
      laborcost,
      remarks: serlnumb === 1 ? 'Squeal' : '',
    });

  it('makes one sub repair line per inspection line, in order, with its labour and remarks', () => {
    const lines = linesFromInspection([
      inspectionLine(2, 'SR010202', 15),
      inspectionLine(1, 'SR010201', 7.5),
    ]);
    expect(
      lines.map((line) => [line.linetype, line.subrepid, line.qty, line.unitprice, line.remarks]),
    ).toEqual([
      ['SUBREPAIR', 'SR010201', 1, 7.5, 'Squeal'],
      ['SUBREPAIR', 'SR010202', 1, 15, ''],
    ]);
    expect(lines[0]).toMatchObject({ wrkshpnam: 'Mechanical Workshop', mainrepnam: 'Brakes', laborhors: 1 });
    expect(totalsOf(lines).subrepairtotal).toBe(22.5);
    expect(toSaveRequest({ jobordno: 'JO-1', remarks: '', lines }).lines[0]).toMatchObject({
      linetype: 'SUBREPAIR',
      wrkshpid: 'WS01',
      mainrepid: 'MR0102',
      subrepid: 'SR010201',
    });
  });

  it('sums the stock on hand over the stores that hold the item, largest first', () => {
    const balance = (storecode: string, qtyonhand: number) => ({
      sparepart: 'BRK-2001',
      storecode,
      storenam: `Store ${storecode}`,
      qtyonhand,
    });
    expect(stockOnHand([balance('S1', 2), balance('S2', 0), balance('S3', 7)])).toEqual({
      total: 9,
      stores: [balance('S3', 7), balance('S1', 2)],
    });
    expect(stockOnHand([])).toEqual({ total: 0, stores: [] });
  });
});
