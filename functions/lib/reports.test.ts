import { describe, expect, it } from 'vitest';
import { encodeCursor } from './db.ts';
import { cursorWithReportTotals, reportTotalsInCursor } from './reports.ts';

describe('reports: totals carried in the cursor', () => {
  const pageCursor = encodeCursor({ pk: 'MOI#CARINV#MI-9', sk: 'MASTER', gsi1pk: 'MOI#CARINV', gsi1sk: 'x' });
  const totals = { count: 12, sums: { netval: 345.675 } };
  const carried = cursorWithReportTotals(pageCursor, totals, '{"garage":"G01"}');

  it('gives the totals back to a query with the same filters', () => {
    expect(reportTotalsInCursor(carried, '{"garage":"G01"}')).toEqual(totals);
  });

  it('gives nothing to other filters, to a plain cursor and to the first page', () => {
    expect(reportTotalsInCursor(carried, '{"garage":"G02"}')).toBeUndefined();
    expect(reportTotalsInCursor(pageCursor, '{"garage":"G01"}')).toBeUndefined();
    expect(reportTotalsInCursor(undefined, '{}')).toBeUndefined();
    expect(cursorWithReportTotals(undefined, { count: 0, sums: {} }, '{}')).toBeUndefined();
  });
});
