// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { statusLabel } from '@fleet/shared';
import { callQuery, daysText, workflowLink } from './columns.ts';

describe('workorder-reports: columns', () => {
  it('turns the panel values into the call query, the search box left to the client', () => {
    expect(
      callQuery({
        window: { from: '2025-01-01', to: '2025-01-31' },
        garage: 'G01 ',
        search: 'x',
        vehmake: '',
      }),
    ).toEqual({ fromdate: '2025-01-01', todate: '2025-01-31', garage: 'G01' });
  });

  it('words statuses in the UI language and days at a status with one decimal', () => {
    expect(statusLabel(1229, false)).toBe('On Hold');
    expect(statusLabel(1229, true)).toBe('معلق');
    expect(statusLabel(9999, false)).toBe('9999');
    expect(daysText(36 * 3_600_000)).toBe('1.5');
    expect(daysText(undefined)).toBe('');
  });

  it('drills down to the vehicle workflow of a job order', () => {
    expect(workflowLink('JO/2025 1')).toBe('/vehicle-workflow?jobordno=JO%2F2025%201');
  });
});
