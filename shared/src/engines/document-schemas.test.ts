import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { messages } from '../platform/messages.ts';
import { dateListQuery, docnumbrQuery, pagedListQuery, partLines, revisable } from './document-schemas.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('unit: document schema pieces', () => {
  it('refuses a reversed date window on the side the list names', () => {
    const byTo = dateListQuery({}, 'todate').safeParse({ fromdate: '2026-02-01', todate: '2026-01-01' });
    expect(firstMessage(byTo)).toBe(messages.dateWindowReversed);
    expect(byTo.error?.issues[0]?.path).toEqual(['todate']);
    const byFrom = dateListQuery({}).safeParse({ fromdate: '2026-02-01', todate: '2026-01-01' });
    expect(byFrom.error?.issues[0]?.path).toEqual(['fromdate']);
    expect(firstMessage(dateListQuery({}).safeParse({ fromdate: '1/2/2026' }))).toBe(messages.useIsoDay);
  });

  it('pages a list after its filters, 50 rows unless asked', () => {
    const query = pagedListQuery({ vehicleno: z.string().optional() });
    expect(query.parse({ vehicleno: 'A1' })).toEqual({ vehicleno: 'A1', limit: 50 });
    expect(query.safeParse({ limit: '500' }).success).toBe(false);
  });

  it('takes a revision with both its number and version, or neither', () => {
    const save = revisable({ remarks: z.string() });
    expect(save.safeParse({ remarks: '' }).success).toBe(true);
    expect(save.safeParse({ remarks: '', docnumbr: 'X-1', version: 2 }).success).toBe(true);
    const half = save.safeParse({ remarks: '', docnumbr: 'X-1' });
    expect(firstMessage(half)).toBe(messages.invalidParameters);
    expect(half.error?.issues[0]?.path).toEqual(['version']);
    expect(docnumbrQuery.safeParse({ docnumbr: ' ' }).success).toBe(false);
  });

  it('takes 1 to max part lines, each item once whatever its case', () => {
    const lines = partLines(2, messages.itemRequestTooManyLines);
    expect(lines.parse([{ sparepart: ' p1 ', qty: '3' }])).toEqual([
      { sparepart: 'p1', qty: 3, remarks: '' },
    ]);
    expect(firstMessage(lines.safeParse([]))).toBe(messages.invoiceNoLines);
    expect(
      firstMessage(
        lines.safeParse([
          { sparepart: 'a', qty: 1 },
          { sparepart: 'A', qty: 1 },
        ]),
      ),
    ).toBe(messages.storeDuplicateItem);
    expect(firstMessage(lines.safeParse([{ sparepart: 'a', qty: 0 }]))).toBe(messages.storeQtyRequired);
    expect(firstMessage(lines.safeParse([1, 2, 3].map((n) => ({ sparepart: `P${n}`, qty: 1 }))))).toBe(
      messages.itemRequestTooManyLines,
    );
  });
});
