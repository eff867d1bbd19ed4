import { describe, expect, it } from 'vitest';
import { invoiceSaveRequest } from '@fleet/shared/accounts/maintenance-invoice';
import { invoiceItems, invoiceKeys } from './data.ts';
import { composeInvoice, priceSave } from './invoice.ts';
import type { JobOrderHeader } from '../../engines/status/headers.ts';

const jobOrder: JobOrderHeader = {
  jobordno: '',
  joborddat: '2026-11-01',
  vehicleno: '21/10001',
  vehmakid: 'ASH',
  vehmaknam: 'Ashok Leyland',
  compcode: 'C01',
  companynm: 'Kuwait Public Transport Company',
  custname: 'Kuwait Public Transport Company',
  garage: 'G01',
  garagnam: 'G',
  statuscde: 1201,
};

function invoice(jobordno: string, lineCount: number) {
  const request = invoiceSaveRequest.parse({
    status: 'ADD',
    garage: 'G01',
    vendor: 'V001',
    jobordno,
    details: Array.from({ length: lineCount }, () => ({ sparepart: 'FLT-1001', qty: 1, unitprice: 2.5 })),
  });
  return composeInvoice(
    request,
    priceSave(request),
    {
      garagnam: 'G',
      garagnamar: '',
      vendname: 'V',
      vendnamear: '',
      ...(jobordno ? { jobOrder: { ...jobOrder, jobordno } } : {}),
    },
    {
      carinvno: 'MI-2026-00007',
      carinvdt: '2026-11-21',
      carinvtm: '10:00:00',
      cretuser: 'accountant',
      moduser: '',
      moddate: '',
      timstamp: '2026-11-21T07:00:00.000Z',
      version: 1,
    },
  );
}

describe('unit: invoice storage layout', () => {
  it('keeps master and lines in one partition, every line in one item (a save stays one transaction)', () => {
    // Act
    const items = invoiceItems('MOI', invoice('', 12));

    // Assert
    const [master, lines] = items;
    expect(items).toHaveLength(2);
    expect(master).toMatchObject({ pk: 'MOI#CARINV#MI-2026-00007', sk: 'MASTER', entity: 'invoice' });
    expect(lines).toMatchObject({ pk: master?.pk, sk: 'LINES', entity: 'invoiceLines' });
    expect((lines?.['lines'] as { serlnumb: number }[]).map((line) => line.serlnumb)).toEqual(
      Array.from({ length: 12 }, (_, index) => index + 1),
    );
  });

  it('lists the master by date on gsi1 and, when linked, under its job order on gsi2', () => {
    // Act
    const [unlinked] = invoiceItems('KPTC', invoice('', 1));
    const [linked] = invoiceItems('KPTC', invoice('JO-2026-00003', 1));

    // Assert
    expect(unlinked).toMatchObject({ gsi1pk: 'KPTC#CARINV', gsi1sk: '2026-11-21#MI-2026-00007' });
    expect(unlinked).not.toHaveProperty('gsi2pk');
    expect(linked).toMatchObject({ gsi2pk: 'KPTC#JO#JO-2026-00003', gsi2sk: 'CARINV#MI-2026-00007' });
  });

  it('builds every key from the project first', () => {
    expect(invoiceKeys.master('MOI', 'MI-1')).toEqual({ pk: 'MOI#CARINV#MI-1', sk: 'MASTER' });
    expect(invoiceKeys.lines('MOI', 'MI-1')).toEqual({ pk: 'MOI#CARINV#MI-1', sk: 'LINES' });
    expect(invoiceKeys.line('MOI', 'MI-1', 99)).toEqual({ pk: 'MOI#CARINV#MI-1', sk: 'LINE#099' });
    expect(invoiceKeys.byDate('KPTC')).toBe('KPTC#CARINV');
  });
});
