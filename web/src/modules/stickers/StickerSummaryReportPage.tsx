/**
 * Sticker summary report (SGRR017, `/stickerSummary`; spec 000 section 2 Reports and section 7
 * `StickerWorkflow/GetGarageWiseSparepart_oilitems_totals_Summary?fromdate&todate`): spare part and oil
 * items of sticker jobs per garage in KWD, on the kit's report screen (filter panel, Excel and bilingual
 * PDF with the KWD total row, dates YYYY/MM/DD). Issue 15, H3.
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { StickerSummaryRow } from '@fleet/shared/stickers/stickers';
import { screenCodes } from '@fleet/shared';
import { filterQuery } from '../../kit/filters/model.ts';
import type { DocumentColumn } from '../../kit/list/DocumentList.tsx';
import { ReportPage, fieldColumns, type ReportConfig } from '../../kit/report/index.ts';
import { stickerApi } from './api.ts';

type Query = Record<string, string>;

const col = fieldColumns('managementDashboards:stickerSummary.columns');

/** The report's columns; quantities and KWD values make the total row. */
export function stickerSummaryColumns(t: TFunction): DocumentColumn<StickerSummaryRow>[] {
  return [
    col(t, 'garage'),
    col(t, 'garagnam'),
    col(t, 'jobs', { total: true }),
    col(t, 'sparepartqty', { total: true }),
    col(t, 'sparepartvalue', { amount: true, total: true }),
    col(t, 'oilqty', { total: true }),
    col(t, 'oilvalue', { amount: true, total: true }),
    col(t, 'totalqty', { total: true }),
    col(t, 'totalvalue', { amount: true, total: true }),
  ];
}

export function stickerSummaryConfig(t: TFunction): ReportConfig<StickerSummaryRow, Query> {
  return {
    screen: screenCodes.stickerSummary,
    title: 'managementDashboards:stickerSummary.title',
    description: 'managementDashboards:stickerSummary.description',
    fileStem: 'StickerSummary',
    fields: [
      { kind: 'dateRange', id: 'window', label: t('managementDashboards:stickerSummary.window') },
      {
        kind: 'text',
        id: 'garage',
        label: t('managementDashboards:stickerSummary.garage'),
        placeholder: t('managementDashboards:stickerSummary.garageHint'),
      },
    ],
    // The window's fromdate / todate and the garage (kept on this side).
    query: filterQuery,
    ready: (query) => Boolean(query['fromdate'] && query['todate']),
    hint: t('managementDashboards:stickerSummary.needsWindow'),
    fetch: async (query, _page, signal) => {
      const rows = await stickerApi.summary(query['fromdate']!, query['todate']!, signal);
      const garage = query['garage']?.toUpperCase();
      return garage
        ? rows.filter(
            (row) => row.garage.toUpperCase().includes(garage) || row.garagnam.toUpperCase().includes(garage),
          )
        : rows;
    },
    columns: stickerSummaryColumns,
    trackBy: (row) => row.garage,
  };
}

export default function StickerSummaryReportPage() {
  const { t } = useTranslation();
  return <ReportPage config={stickerSummaryConfig(t)} />;
}
