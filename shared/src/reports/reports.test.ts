import { describe, expect, it } from 'vitest';
import { messages } from '../platform/messages.ts';
import {
  averageJobCardTimeQuery,
  bucketText,
  daysBetween,
  daysOf,
  hoursOf,
  jobOrderProgressQuery,
  parseReportDay,
  reportBadRequest,
} from './reports.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('unit: report dates and windows', () => {
  it('reads a day written YYYY-MM-DD or YYYY/MM/DD, and only real days', () => {
    expect(parseReportDay('2026-11-27')).toBe('2026-11-27');
    expect(parseReportDay('2026/11/27')).toBe('2026-11-27');
    expect(parseReportDay(' 2024/02/29 ')).toBe('2024-02-29');
    expect(parseReportDay('2026/02/29')).toBeUndefined();
    expect(parseReportDay('27/11/2026')).toBeUndefined();
    expect(parseReportDay('2026-1-2')).toBeUndefined();
  });

  it('normalises the window and the page of a query', () => {
    const parsed = jobOrderProgressQuery.parse({ fromdate: '2026/11/01', todate: '2026-11-27', limit: '50' });
    expect(parsed).toMatchObject({ fromdate: '2026-11-01', todate: '2026-11-27', limit: 50 });
    expect(jobOrderProgressQuery.parse({}).limit).toBe(25);
  });

  it("answers the spec's bad-request text for a bad date and a reversed window", () => {
    expect(firstMessage(jobOrderProgressQuery.safeParse({ todate: '2026/13/01' }))).toBe(
      'Bad Request: todate must be a date as YYYY-MM-DD or YYYY/MM/DD. Please check your filters and try again.',
    );
    expect(
      firstMessage(jobOrderProgressQuery.safeParse({ fromdate: '2026-11-02', todate: '2026-11-01' })),
    ).toBe(reportBadRequest('fromdate is after todate'));
  });

  it("answers 'Invalid request parameters' for an unusable page size", () => {
    expect(firstMessage(jobOrderProgressQuery.safeParse({ limit: '101' }))).toBe(messages.invalidParameters);
    expect(firstMessage(jobOrderProgressQuery.safeParse({ limit: 'ten' }))).toBe(messages.invalidParameters);
  });

  it('pages the average job card time from page 1 with 10 rows by default (spec 001 section 9)', () => {
    expect(averageJobCardTimeQuery.parse({})).toMatchObject({ limit: 10, groupBy: 'garage' });
  });
});

describe('unit: report figures', () => {
  it('words durations and buckets as the reports print them', () => {
    expect(hoursOf(5_400_000)).toBe(1.5);
    expect(daysOf(129_600_000)).toBe(1.5);
    expect(daysBetween('2026-11-01', '2026-11-27')).toBe(26);
    expect(daysBetween('2026-11-27', '2026-11-01')).toBe(0);
    expect(bucketText('2026-11')).toBe('2026/11');
    expect(bucketText('all')).toBe('all');
  });
});
