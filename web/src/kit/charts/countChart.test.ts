import { describe, expect, it } from 'vitest';
import { countChart } from './countChart.ts';

describe('unit: count chart', () => {
  it('keys and labels each row as a category and counts it in one series, the value axis titled as it', () => {
    const rows = [
      { garage: 'G01', name: 'Shuwaikh', count: 4 },
      { garage: 'G02', name: 'Ahmadi', count: 0 },
    ];
    expect(countChart(rows, (row) => ({ key: row.garage, label: row.name }), 'Job orders')).toEqual({
      categories: [
        { key: 'G01', label: 'Shuwaikh' },
        { key: 'G02', label: 'Ahmadi' },
      ],
      series: [{ id: 'count', title: 'Job orders', values: [4, 0] }],
      valueTitle: 'Job orders',
    });
  });

  it('draws nothing for no rows', () => {
    expect(countChart([], () => ({ key: '', label: '' }), 'Job orders')).toEqual({
      categories: [],
      series: [{ id: 'count', title: 'Job orders', values: [] }],
      valueTitle: 'Job orders',
    });
  });
});
