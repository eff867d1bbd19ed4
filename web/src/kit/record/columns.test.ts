import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { recordColumns, recordFilters, recordText, sentOf } from './columns.ts';

const t = ((key: string) => `<${key}>`) as unknown as TFunction;

interface Row {
  docnumbr: string;
  jobordno: string;
  vehicleno: string;
}
const row: Row = { docnumbr: 'WA-1', jobordno: 'JO-7', vehicleno: '12/3456' };

describe('record list declarations', () => {
  it("shows a day and its time together under the day's label", () => {
    interface Timed {
      docnumbr: string;
      docdate: string;
      doctime: string;
    }
    const [, day] = recordColumns<Timed>(t, 'scrapSpares', [['docdate', 'doctime']]);
    expect([day?.id, day?.header]).toEqual(['docdate', '<scrapSpares:fields.docdate>']);
    expect(day?.value?.({ docnumbr: 'SS-1', docdate: '2026-11-30', doctime: '09:15' })).toBe(
      '2026-11-30 09:15',
    );
  });

  it('keys the texts under a group, or under a bare namespace', () => {
    expect(recordText('winch:assign', 'listTitle')).toBe('winch:assign.listTitle');
    expect(recordText('scrapSpares', 'empty')).toBe('scrapSpares:empty');
  });

  it('takes a text filter by its id, labels a filter without a label by its field, and sends a date range as fromdate and todate', () => {
    const filters = [
      'vehicleno',
      { kind: 'text', id: 'jobordno', label: 'Own' },
      { kind: 'dateRange', id: 'asgndate' },
    ] as const;
    expect(recordFilters(t, 'winch:assign', [...filters]).map((filter) => filter.label)).toEqual([
      '<winch:fields.vehicleno>',
      'Own',
      '<winch:fields.asgndate>',
    ]);
    expect(sentOf([...filters])).toEqual(['vehicleno', 'jobordno', 'fromdate', 'todate']);
  });

  it('leads with the number, 140 wide, and builds a named field as it is, with its width or wording', () => {
    const own = { id: 'own', header: 'Own', value: () => 'x' };
    const columns = recordColumns<Row>(t, 'scrapSpares', [
      ['jobordno', 140],
      'vehicleno',
      own,
      ['vehicleno', (plate) => `plate ${plate}`],
    ]);
    expect(columns.map((column) => [column.id, column.header, column.minWidth])).toEqual([
      ['docnumbr', '<scrapSpares:fields.docnumbr>', 140],
      ['jobordno', '<scrapSpares:fields.jobordno>', 140],
      ['vehicleno', '<scrapSpares:fields.vehicleno>', undefined],
      ['own', 'Own', undefined],
      ['vehicleno', '<scrapSpares:fields.vehicleno>', undefined],
    ]);
    expect(columns.map((column) => column.value?.(row))).toEqual([
      'WA-1',
      'JO-7',
      '12/3456',
      'x',
      'plate 12/3456',
    ]);
  });
});
