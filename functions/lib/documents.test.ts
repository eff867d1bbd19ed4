import { beforeAll, describe, expect, it } from 'vitest';
import { yearNumbering } from '../engines/numbers.ts';
import { dateRangeKeys, documentStore, recordStore } from './documents.ts';

beforeAll(() => {
  process.env.TABLE_NAME ??= 'fleet-test';
});

interface Transfer {
  docnumbr: string;
  version: number;
  jobordno: string;
  trfdate: string;
}

const transfer: Transfer = { docnumbr: 'GT-2026-00001', version: 1, jobordno: 'JO-1', trfdate: '2026-03-01' };

describe('unit: document storage', () => {
  it('numbers a year as <prefix>-<year>-<nnnnn> from the counter <TYPE>#<year>', () => {
    const numbering = yearNumbering('QUOT', 'QT', '2026');
    expect(numbering.counter).toBe('QUOT#2026');
    expect(numbering.name(7)).toBe('QT-2026-00007');
  });

  it('reads a date window as a gsi1 sort key range, both ends optional', () => {
    expect(dateRangeKeys({})).toEqual(['0000-00-00', '9999-12-31#~']);
    expect(dateRangeKeys({ fromdate: '2026-01-01', todate: '2026-01-31' })).toEqual([
      '2026-01-01',
      '2026-01-31#~',
    ]);
  });

  it('puts a record in its job order partition with a reference when new, alone at a version', () => {
    const store = recordStore<Transfer>({
      type: 'GARAGETRANS',
      entity: 'garageTransfer',
      prefix: 'GT',
      date: (record) => record.trfdate,
      jobOrder: { entity: 'garageTransferRef', type: 'GT', extra: () => ({ kind: 'G' }) },
    });
    const [put, reference] = store.puts('MOI', transfer);
    expect(put?.Put?.Item).toMatchObject({
      pk: 'MOI#JO#JO-1',
      sk: 'GARAGETRANS#GT-2026-00001',
      gsi1pk: 'MOI#GARAGETRANS',
      gsi1sk: '2026-03-01#GT-2026-00001',
      entity: 'garageTransfer',
      trfdate: '2026-03-01',
    });
    expect(put?.Put?.ConditionExpression).toBe('attribute_not_exists(pk)');
    expect(reference?.Put?.Item).toEqual({
      pk: 'MOI#GT#GT-2026-00001',
      sk: 'REF',
      entity: 'garageTransferRef',
      jobordno: 'JO-1',
      kind: 'G',
    });
    const changed = store.puts('MOI', { ...transfer, version: 2 }, 1);
    expect(changed).toHaveLength(1);
    expect(changed[0]?.Put?.ConditionExpression).toBe(
      '#version = :expected AND attribute_not_exists(deldate)',
    );
    expect(store.numbering('2026').name(1)).toBe('GT-2026-00001');
  });

  it('keeps a record of its own in its partition with the second list it declares, and deletes it softly', () => {
    const store = recordStore<Transfer>({
      type: 'EMPTRANS',
      entity: 'employeeTransfer',
      date: (record) => record.trfdate,
      gsi2: (project, record) => ({ gsi2pk: `${project}#EMPTRANS#R`, gsi2sk: record.docnumbr }),
    });
    expect(store.puts('MOI', transfer)).toHaveLength(1);
    expect(store.put('MOI', transfer).Put?.Item).toMatchObject({
      pk: 'MOI#EMPTRANS#GT-2026-00001',
      sk: 'MASTER',
      gsi1pk: 'MOI#EMPTRANS',
      gsi2pk: 'MOI#EMPTRANS#R',
      gsi2sk: 'GT-2026-00001',
    });
    const deletion = store.delete('MOI', transfer, { deluser: 'u1', deldate: '2026-03-02T00:00:00Z' });
    expect(deletion.Update?.Key).toEqual({ pk: 'MOI#EMPTRANS#GT-2026-00001', sk: 'MASTER' });
    expect(deletion.Update?.ExpressionAttributeValues).toMatchObject({ ':expected': 1, ':deluser': 'u1' });
  });

  it('saves a document with lines: the master by its date, its lines with their extras, unused lines deleted', () => {
    interface Master {
      docnumbr: string;
      docdate: string;
      inspdate: string;
      version: number;
      jobordno: string;
    }
    const store = documentStore<Master, { serlnumb: number; subrepid: string }>(
      'GARINSP',
      'garageInspection',
      {
        prefix: 'GI',
        date: (master) => master.inspdate,
        lineExtra: (_project, master, line) => ({ usedBy: `${master.docnumbr}#${line.subrepid}` }),
      },
    );
    const master = {
      docnumbr: 'GI-2026-00001',
      docdate: '',
      inspdate: '2026-03-01',
      version: 2,
      jobordno: 'JO-1',
    };
    const items = store.saveItems(
      'MOI',
      { master, lines: [{ serlnumb: 1, subrepid: 'SR1' }] },
      {
        master: { ...master, version: 1 },
        lines: [
          { serlnumb: 1, subrepid: 'SR1' },
          { serlnumb: 2, subrepid: 'SR2' },
        ],
      },
    );
    expect(items[0]?.Put?.Item).toMatchObject({
      sk: 'MASTER',
      gsi1sk: '2026-03-01#GI-2026-00001',
      gsi2pk: 'MOI#JO#JO-1',
      gsi2sk: 'GARINSP#GI-2026-00001',
    });
    expect(items[1]?.Put?.Item).toMatchObject({
      sk: 'LINE#001',
      entity: 'garageInspectionLine',
      usedBy: 'GI-2026-00001#SR1',
    });
    expect(items[2]?.Delete?.Key).toEqual({ pk: 'MOI#GARINSP#GI-2026-00001', sk: 'LINE#002' });
    expect(store.numbering('2026').name(3)).toBe('GI-2026-00003');
  });
});
