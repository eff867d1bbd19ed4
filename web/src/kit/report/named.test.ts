import { describe, expect, it } from 'vitest';
import { namedReports } from './named.ts';

const report = namedReports('workorderReports', (values) => ({ from: String(values['window'] ?? '') }));
const base = {
  screen: 'SGRR023',
  fileStem: 'GarageTurnover',
  fields: [],
  fetch: async () => [],
  columns: () => [],
  trackBy: (row: { garage: string }) => row.garage,
};

describe('unit: named reports', () => {
  it("titles and describes a report by its name under the module's namespace, on the module's query", () => {
    const config = report({ name: 'turnover', ...base });
    expect(config.title).toBe('workorderReports:titles.turnover');
    expect(config.description).toBe('workorderReports:descriptions.turnover');
    expect(config.query({ window: '2026-11' })).toEqual({ from: '2026-11' });
    expect(config).not.toHaveProperty('name');
  });

  it('keeps a query of its own', () => {
    const config = report({ name: 'turnover', ...base, query: () => ({ from: 'own' }) });
    expect(config.query({})).toEqual({ from: 'own' });
  });
});
