import { describe, expect, it } from 'vitest';
import { documentRow, searchRowsOf, searchRowsOfTransaction } from './rows.ts';

const header = (jobordno: string, vehicleno: string, joborddat: string) => ({
  pk: `MOI#JO#${jobordno}`,
  sk: 'HEADER',
  entity: 'jobOrderHeader',
  jobordno,
  vehicleno,
  joborddat,
});

describe('unit: search rows', () => {
  it('indexes a job order by number, short number and plate, in its project', () => {
    const rows = searchRowsOf([header('JO-2026-00123', '12-345', '2026-03-01')]);
    expect(rows.map((row) => [row.pk, row.sk])).toEqual([
      ['MOI#FIND#J', 'JO202600123#J#JO-2026-00123'],
      ['MOI#FIND#1', '123#J#JO-2026-00123'],
      ['MOI#FIND#1', '12345#V#12-345'],
    ]);
    expect(rows[2]).toMatchObject({ kind: 'V', vehicleno: '12-345', jobordno: 'JO-2026-00123' });
  });

  it('lets the vehicle row name the newest job order of the vehicle', () => {
    const rows = searchRowsOf([
      header('JO-2026-00200', '12-345', '2026-05-01'),
      header('JO-2026-00100', '12-345', '2026-01-01'),
    ]);
    expect(rows.filter((row) => row.kind === 'V')).toEqual([
      expect.objectContaining({ jobordno: 'JO-2026-00200' }),
    ]);
  });

  it('indexes a job order document by its number, with its master', () => {
    const rows = searchRowsOf([
      {
        pk: 'MOI#QUOT#QT-2026-00007',
        sk: 'MASTER',
        gsi2pk: 'MOI#JO#JO-2026-00123',
        gsi2sk: 'QUOT#QT-2026-00007',
      },
    ]);
    expect(rows).toEqual(
      documentRow('MOI', {
        doctype: 'QUOT',
        docnumbr: 'QT-2026-00007',
        jobordno: 'JO-2026-00123',
        refpk: 'MOI#QUOT#QT-2026-00007',
        refsk: 'MASTER',
      }),
    );
    expect(rows[0]).toMatchObject({ pk: 'MOI#FIND#Q', sk: 'QT202600007#D#QUOT#QT-2026-00007' });
  });

  it('leaves out items that are neither (other gsi2 uses, another project in the key)', () => {
    expect(
      searchRowsOf([
        { pk: 'MOI#X#1', sk: 'A', gsi2pk: 'MOI#VEH#12-345', gsi2sk: 'JO#2026-01-01#JO-1' },
        { pk: 'MOI#X#2', sk: 'A', gsi2pk: 'KPTC#JO#JO-1', gsi2sk: 'QUOT#QT-1' },
        { pk: 'MOI#X#3', sk: 'A', gsi2pk: 'MOI#JO#JO-1', gsi2sk: 'HIST#1' },
      ]),
    ).toEqual([]);
  });

  it('adds rows for what a transaction creates only', () => {
    const created = {
      Put: {
        Item: header('JO-2026-00001', 'A1', '2026-01-01'),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    };
    const replaced = {
      Put: { Item: header('JO-2026-00002', 'A2', '2026-01-01'), ConditionExpression: 'version = :expected' },
    };
    const rows = searchRowsOfTransaction([replaced, created, { Delete: {} } as never]);
    expect(rows.map((row) => row.jobordno)).toEqual(['JO-2026-00001', 'JO-2026-00001', 'JO-2026-00001']);
  });
});
