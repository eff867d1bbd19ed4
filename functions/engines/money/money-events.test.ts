import { describe, expect, it } from 'vitest';
import type { FinalInvoiceMaster } from '@fleet/shared/accounts/accounts';
import type { CreditInvoiceMaster } from '@fleet/shared/accounts/credit-invoice';
import {
  approvalMoneyItems,
  changeEvents,
  creditInvoicePosting,
  finalInvoiceLabourPostings,
  reversalOf,
  type MoneyPosting,
} from './money-events.ts';
import { expenditureCsv } from '../../reports/cost-expenditure/export.ts';

const posting: MoneyPosting = {
  category: 'maintenance',
  amount: 10.5,
  garage: 'G01',
  docType: 'CARINV',
  docnumbr: 'CI-1',
  docdate: '2026-05-01',
};

describe('unit: money events', () => {
  it('an approved credit invoice takes its total off the purchases without counting a document', () => {
    const credit = {
      docnumbr: 'CRN-2026-00001',
      docdate: '2026-05-04',
      garage: 'G01',
      jobordno: '',
      totalval: 10.75,
    } as CreditInvoiceMaster;
    expect(creditInvoicePosting(credit)).toEqual([
      expect.objectContaining({ category: 'purchase', amount: -10.75, docType: 'CRN', count: 0 }),
    ]);
    const stamp = { user: 'kptcapprover', now: new Date('2026-05-04T08:00:00Z') };
    const amountsOf = (before: MoneyPosting[], after: MoneyPosting[]) =>
      changeEvents('MOI', stamp, before, after).map((event) => event.detail['amount']);
    expect(amountsOf([], creditInvoicePosting(credit))).toEqual([-10.75]);
    // A withdrawn approval gives the purchases back.
    expect(amountsOf(creditInvoicePosting(credit), [])).toEqual([10.75]);
    const approved = { state: 'approved' };
    const caller = { project: 'MOI', usercode: 'kptcapprover' };
    expect(approvalMoneyItems(caller, stamp.now, creditInvoicePosting(credit), approved, approved)).toEqual(
      [],
    );
  });

  it('a change reverses what was posted and posts what is', () => {
    const events = changeEvents(
      'MOI',
      { user: 'u', now: new Date('2026-05-02T00:00:00Z') },
      [posting],
      [{ ...posting, amount: 12 }],
    );
    expect(events.map((event) => [event.detailType, event.detail['amount'], event.detail['count']])).toEqual([
      ['AmountPosted', -10.5, -1],
      ['AmountPosted', 12, undefined],
    ]);
    expect(reversalOf(posting)).toMatchObject({ amount: -10.5, count: -1 });
  });

  it('posts a final invoice labour per workshop, the job order counted on the first', () => {
    const master = {
      docnumbr: 'FIN-1',
      docdate: '2026-05-03',
      jobordno: 'JO-1',
      garage: 'G01',
      lines: [
        {
          serlnumb: 1,
          kind: 'LABOUR',
          ref: 'S1',
          refdate: '',
          description: 'Mechanical / Engine / Oil',
          value: 5,
        },
        {
          serlnumb: 2,
          kind: 'LABOUR',
          ref: 'S2',
          refdate: '',
          description: 'Electrical / Lights / Bulb',
          value: 2.5,
        },
        {
          serlnumb: 3,
          kind: 'LABOUR',
          ref: 'S3',
          refdate: '',
          description: 'Mechanical / Brakes / Pads',
          value: 1.25,
        },
        { serlnumb: 4, kind: 'PARTS', ref: 'GIV-1', refdate: '', description: 'Issue', value: 100 },
      ],
    } as unknown as FinalInvoiceMaster;
    const postings = finalInvoiceLabourPostings(master, new Map([['Mechanical', 3.5]]));
    expect(postings.map((entry) => [entry.workshop, entry.amount, entry.hours, entry.count])).toEqual([
      ['Mechanical', 6.25, 3.5, 1],
      ['Electrical', 2.5, 0, 0],
    ]);
  });
});

describe('unit: expenditure export', () => {
  it('writes CSV with quoted text and the KWD total row', () => {
    const csv = expenditureCsv([
      {
        id: 'EXP-1',
        category: 'labour',
        amount: 1.5,
        description: 'Oil, "filters"',
        date: '2026-05-01',
        reference: '',
        createdBy: 'u',
        modifiedBy: '',
        garage: 'G01',
        jobOrderNumber: '',
        source: 'manual',
        createdAt: '',
        modifiedAt: '',
        version: 1,
      },
    ]);
    const lines = csv.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[1]).toBe('1,EXP-1,2026-05-01,labour,"Oil, ""filters""",,G01,,u,,1.500');
    expect(lines[2]).toBe('Total (KWD),,,,,,,,,,1.500');
  });
});
