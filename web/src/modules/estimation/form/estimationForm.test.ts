import { describe, expect, it } from 'vitest';
import { emptyLine, lineProblem, needsKd, parseAmount, toSaveRequest, totalsOf } from './estimationForm.ts';

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
    expect(lineProblem({ ...emptyLine('PART'), sparepart: 'P1', qty: parseAmount('x'), unitprice: 1 })).toBe(
      'errors:invoiceQtyRequired',
    );
  });

  it('totals by type in KWD with 3 decimals and tells when the KD250 approval is needed', () => {
    const lines = [
      { ...emptyLine('SUBREPAIR'), subrepid: 'S', unitprice: 180 },
      { ...emptyLine('PART'), sparepart: 'P', qty: 3, unitprice: parseAmount('23,3337') },
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
