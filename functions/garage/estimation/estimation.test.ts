import { describe, expect, it } from 'vitest';
import { estimationSaveRequest } from '@fleet/shared/garage/estimation';
import { composeMaster, priceLines, type MasterNames } from './estimation.ts';
import { engineOverhaul } from '../../../tests/support/sub-repairs.ts';

const sub = engineOverhaul(1);
const names: MasterNames = {
  subRepairs: new Map([['WS01#MR0101#SR010101', sub]]),
  workshops: new Map([['WS01', { en: 'Mechanical Workshop', ar: 'الورشة الميكانيكية' }]]),
  mainRepairs: new Map([['WS01#MR0101', { en: 'Engine', ar: 'المحرك' }]]),
  spareParts: new Map([['P-1', { sparenam: 'Oil filter', sparenamar: 'فلتر زيت', spareuom: 'PCS' }]]),
};

const parse = (lines: unknown[]) => estimationSaveRequest.parse({ jobordno: 'JO-1', lines }).lines;

describe('unit: estimation pricing', () => {
  it('prices a sub repair from the master data whatever the client sent', () => {
    const [line] = priceLines(
      parse([
        {
          linetype: 'SUBREPAIR',
          wrkshpid: 'WS01',
          mainrepid: 'MR0101',
          subrepid: 'SR010101',
          unitprice: 1,
          qty: 9,
        },
      ]),
      names,
    );
    expect(line).toMatchObject({
      serlnumb: 1,
      qty: 1,
      unitprice: 180,
      value: 180,
      laborhors: 24,
      subrepnam: 'Engine overhaul',
      wrkshpnam: 'Mechanical Workshop',
    });
  });

  it("keeps the codes and the master data's names in both languages on sub repair and part lines (issue 24)", () => {
    const [subLine, partLine] = priceLines(
      parse([
        { linetype: 'SUBREPAIR', wrkshpid: 'WS01', mainrepid: 'MR0101', subrepid: 'SR010101' },
        { linetype: 'PART', sparepart: 'P-1', sparenam: 'typed name', qty: 1, unitprice: 2 },
      ]),
      names,
    );
    expect(subLine).toMatchObject({
      subrepid: 'SR010101',
      subrepnam: 'Engine overhaul',
      subrepnamar: 'عمرة المحرك',
      mainrepnam: 'Engine',
      mainrepnamar: 'المحرك',
      wrkshpnam: 'Mechanical Workshop',
      wrkshpnamar: 'الورشة الميكانيكية',
    });
    expect(partLine).toMatchObject({
      sparepart: 'P-1',
      sparenam: 'Oil filter',
      sparenamar: 'فلتر زيت',
      spareuom: 'PCS',
    });
  });

  it('refuses a sub repair that is not in the master data', () => {
    expect(() =>
      priceLines(
        parse([{ linetype: 'SUBREPAIR', wrkshpid: 'WS01', mainrepid: 'MR0101', subrepid: 'X' }]),
        names,
      ),
    ).toThrow('Sub repair not found in the master data.');
  });

  it('refuses a part that is not in the item master (issue 24 item 10)', () => {
    expect(() =>
      priceLines(parse([{ linetype: 'PART', sparepart: 'FREE-TEXT', qty: 1, unitprice: 5 }]), names),
    ).toThrow('Spare part FREE-TEXT not found in the item master.');
  });

  it('values parts and labour as qty x unit price in KWD with 3 decimals and totals them by type', () => {
    const lines = priceLines(
      parse([
        { linetype: 'PART', sparepart: 'P-1', sparenam: 'Filter', qty: 3, unitprice: 1.2345 },
        { linetype: 'LABOUR', workdesc: 'Extra work', qty: 1.5, unitprice: 7.5 },
        { linetype: 'SUBREPAIR', wrkshpid: 'WS01', mainrepid: 'MR0101', subrepid: 'SR010101' },
      ]),
      names,
    );
    expect(lines.map((line) => line.value)).toEqual([3.704, 11.25, 180]);
    const master = composeMaster(
      estimationSaveRequest.parse({
        jobordno: 'JO-1',
        lines: [{ linetype: 'PART', sparepart: 'x', qty: 1, unitprice: 1 }],
      }),
      lines,
      {
        docnumbr: 'QT-2026-00001',
        user: 'teamleader',
        now: { date: '2026-11-24', time: '10:00:00', iso: '2026-11-24T07:00:00.000Z' },
        jobOrder: {
          jobordno: 'JO-1',
          joborddat: '2026-11-20',
          vehicleno: '1/1',
          vehmaknam: 'Toyota',
          garage: 'G01',
          garagnam: 'Main',
        },
      },
    );
    expect(master).toMatchObject({
      partstotal: 3.704,
      labourtotal: 11.25,
      subrepairtotal: 180,
      totalval: 194.954,
      version: 1,
    });
  });

  it('needs at least one line and the fields of each line type', () => {
    expect(estimationSaveRequest.safeParse({ jobordno: 'JO-1', lines: [] }).error?.issues[0]?.message).toBe(
      'Please add atleast one record to proceed.',
    );
    const issues =
      estimationSaveRequest.safeParse({ jobordno: 'JO-1', lines: [{ linetype: 'PART', qty: 0 }] }).error
        ?.issues ?? [];
    expect(issues.map((issue) => issue.message)).toEqual([
      'S/Parts. is Required',
      'Qty. is Required',
      'Unitprice. is Required',
    ]);
  });
});
