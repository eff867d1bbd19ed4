// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { TFunction } from 'i18next';
import type { StickerSummaryRow } from '@fleet/shared/stickers/stickers';
import { stickerApi } from './api.ts';
import { stickerSummaryColumns, stickerSummaryConfig } from './StickerSummaryReportPage.tsx';

vi.mock('./api.ts');

const t = ((key: string) => key) as unknown as TFunction;
const row = (garage: string, garagnam: string): StickerSummaryRow => ({
  garage,
  garagnam,
  jobs: 2,
  sparepartqty: 3,
  sparepartvalue: 12.5,
  oilqty: 4,
  oilvalue: 8.25,
  totalqty: 7,
  totalvalue: 20.75,
});

describe('unit: sticker summary report (SGRR017)', () => {
  it('totals the quantities and the KWD values', () => {
    const columns = stickerSummaryColumns(t);
    expect(columns.filter((column) => column.amount).map((column) => column.id)).toEqual([
      'sparepartvalue',
      'oilvalue',
      'totalvalue',
    ]);
    expect(columns.filter((column) => column.total).map((column) => column.id)).toEqual([
      'jobs',
      'sparepartqty',
      'sparepartvalue',
      'oilqty',
      'oilvalue',
      'totalqty',
      'totalvalue',
    ]);
  });

  it('calls with the window, waits for both dates and filters by garage code or name', async () => {
    const config = stickerSummaryConfig(t);
    const query = config.query({ window: { from: '2026-03-01', to: '2026-03-31' }, garage: 'sabhan' });
    expect(config.ready!(query)).toBe(true);
    expect(config.ready!(config.query({ window: { from: '2026-03-01', to: '' } }))).toBe(false);
    vi.mocked(stickerApi.summary).mockResolvedValue([
      row('G01', 'Shuwaikh Main'),
      row('G02', 'Sabhan Branch'),
    ]);

    const rows = await config.fetch(query, { page: 1, pageSize: 10 } as never, new AbortController().signal);

    expect(stickerApi.summary).toHaveBeenCalledWith('2026-03-01', '2026-03-31', expect.anything());
    expect((rows as StickerSummaryRow[]).map((entry) => entry.garage)).toEqual(['G02']);
    expect(config.screen).toBe('SGRR017');
  });
});
