/**
 * What the executive and the contracting party dashboards share: the page's start (the reader's
 * language, garage names, the dashboard filters from the address) and the columns of their documents
 * table (the document's link, the garage in the reader's language, the amount in KWD, a time).
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import Link from '@cloudscape-design/components/link';
import type { TableProps } from '@cloudscape-design/components/table';
import { tableColumns, useDashboardFiltersFromUrl, type DashboardPeriod } from '../../../kit/charts/index.ts';
import { formatDateTime, formatKwd } from '../../../i18n/format.ts';
import { useReaderNames, type ReaderNameOf } from '../../../kit/masterNames.ts';

/** The page's state before its panels: `period` is the one it opens on. */
export function useManagementDashboard(period: DashboardPeriod) {
  const { t, i18n } = useTranslation();
  // Garages named in the reader's language; the documents keep the codes (issue 25 item 7).
  const nameOf = useReaderNames(['garages']);
  const filters = useDashboardFiltersFromUrl(period);
  return { t, arabic: i18n.language === 'ar', nameOf, filters };
}

/** The document number, linked to its page in the SPA. */
export const DocumentLink = ({ link, docnumbr }: { link: string; docnumbr?: string | undefined }) => (
  <Link href={link}>
    <bdi>{docnumbr}</bdi>
  </Link>
);

interface DocumentRow {
  garage?: string | undefined;
  garagnam?: string | undefined;
  amount?: number | undefined;
}

/** A column of a dashboard table titled by `managementDashboards:columns.<header>` (its id unless given). */
export const column = tableColumns('managementDashboards:columns');

/** The garage, amount and time (`timeId`, read by `at`) columns of a documents table, to place in its order. */
export function documentColumns<T extends DocumentRow>(
  t: TFunction,
  nameOf: ReaderNameOf,
  timeId: 'approvedAt' | 'since',
  at: (row: T) => string,
) {
  const documentColumn = (id: string, cell: TableProps.ColumnDefinition<T>['cell'], header = id) =>
    column<T>(t, id, cell, header);
  return {
    column: documentColumn,
    garage: documentColumn('garage', (row) => nameOf('garages', row.garage, row.garagnam)),
    amount: documentColumn('amount', (row) => (row.amount === undefined ? '' : formatKwd(row.amount))),
    time: documentColumn(timeId, (row) => <bdi>{formatDateTime(at(row))}</bdi>),
  };
}
