import { describe, expect, it } from 'vitest';
import { encodeCursor } from './db.ts';
import { cursorWithReportTotals, reportTotalsInCursor } from './reports.ts';

describe('reports: totals carried in the cursor', () => {
  const pageCursor = encodeCursor({
    pk: 'MOI#CARINV#MI-2026-00009',
    sk: 'MASTER',
    gsi1pk: 'MOI#CARINV',
    gsi1sk: 'x',
  });

  it('gives the totals back to a query with the same filters', () => {
    const cursor = cursorWithReportTotals(
      pageCursor,
      { count: 12, sums: { netval: 345.675 } },
      '{"garage":"G01"}',
    );

    expect(reportTotalsInCursor(cursor, '{"garage":"G01"}')).toEqual({
      count: 12,
      sums: { netval: 345.675 },
    });
  });

  it('gives nothing to other filters, to a plain cursor and to the first page', () => {
    const cursor = cursorWithReportTotals(
      pageCursor,
      { count: 12, sums: { netval: 345.675 } },
      '{"garage":"G01"}',
    );

    expect(reportTotalsInCursor(cursor, '{"garage":"G02"}')).toBeUndefined();
    expect(reportTotalsInCursor(pageCursor, '{"garage":"G01"}')).toBeUndefined();
    expect(reportTotalsInCursor(undefined, '{}')).toBeUndefined();
    expect(cursorWithReportTotals(undefined, { count: 0, sums: {} }, '{}')).toBeUndefined();
  });
});
