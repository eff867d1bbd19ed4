/**
 * What every document list page wires around `DocumentList` (spec 000 sections 2, 6 and 9): the
 * user's rights on its screen and whether the list opens at all, the filter values from their
 * default window, the rows read with the server-side part of the filters (a change reloads from
 * page 1) and kept by the client-side part, the filter panel, the columns in the UI language and
 * the way to the form in a mode. The page spreads `listProps` into `DocumentList`.
 */
import { useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import type { FormRights } from '@fleet/shared';
import { FilterPanel } from '../filters/FilterPanel.tsx';
import type { DefaultWindow } from '../filters/dates.ts';
import { isDateRange, type FilterField, type FilterValues } from '../filters/model.ts';
import { useFilters } from '../filters/useFilters.ts';
import { useLocalizedRows } from '../masterNames.ts';
import type { FormStatus } from '../form/mode.ts';
import { useScreenRights } from '../rights.ts';
import { useMediaQuery, wideQuery } from '../../app/useMediaQuery.ts';
import type { DocumentColumn, DocumentListProps } from './DocumentList.tsx';
import { listOpens, resolveFormTarget, type FormTargetOf } from './listPage.ts';
import type { ListAnswer } from './paging.ts';
import { useListData, type ListData, type ListQuery } from './useListData.ts';

export interface DocumentListPageOptions<T, Q> {
  /** Screen code whose rights apply (shared/src/platform/screens.ts). */
  screen: string;
  /** Filter fields, labels already translated. */
  fields: FilterField[];
  /**
   * The first date range's starting window (default the last 7 days); `open` for lists of documents that
   * stay open: no window (Clear returns to it), the call answers the open ones of any age.
   */
  window?: DefaultWindow;
  /** The server-side filters as the call's query; a change of its JSON reloads from page 1. */
  query?: (values: FilterValues) => Q;
  /** Reads the rows: the whole list, or one server page. */
  fetch: (query: Q, page: ListQuery, signal: AbortSignal) => Promise<ListAnswer<T>>;
  /** The client-side filters: keeps the matching rows of a whole-list answer. */
  filter?: (row: T, values: FilterValues) => boolean;
  /** Remembers the chosen page size under this localStorage key. */
  pageSizeKey: string;
  /** The columns in the UI language (built at each render, so they may use the page's state). */
  columns: (t: TFunction, arabic: boolean) => DocumentColumn<T>[];
  /** Where `open` goes: the form in a mode, for a row or for a new document. */
  form?: FormTargetOf<T>;
  /** The search box's placeholder: the panel has a search box only with it (the filter matches it). */
  searchPlaceholder?: string;
  /** Filter fields shown at first (default collapsed); `'wide'`: shown on a wide screen, collapsed on a narrow one. */
  filtersExpanded?: boolean | 'wide';
}

export interface DocumentListPage<T> {
  rights: FormRights;
  /** Whether the list opens (one of adds, edits, deletes, views); otherwise the page goes to /404. */
  opens: boolean;
  filters: ReturnType<typeof useFilters>;
  list: ListData<T>;
  /** Goes to `form` in a mode. */
  open: (status: FormStatus, row?: T) => void;
  /** `DocumentList` props: rights, rows, columns and the filter panel. */
  listProps: Pick<DocumentListProps<T>, 'rights' | 'list' | 'columns' | 'filter'>;
}

export function useDocumentListPage<T, Q = undefined>({
  screen,
  fields,
  window = 'last7Days',
  query,
  fetch,
  filter,
  pageSizeKey,
  columns,
  form,
  searchPlaceholder,
  filtersExpanded = false,
}: DocumentListPageOptions<T, Q>): DocumentListPage<T> {
  const { t, i18n } = useTranslation();
  const wide = useMediaQuery(wideQuery);
  const navigate = useNavigate();
  const rights = useScreenRights(screen);
  // A link for one job order (a notification, "My work"): `?jobordno=` shows that job order whatever its
  // age (no date window); the list's own job order filter takes it when it has one.
  const [params] = useSearchParams();
  const [linked, setLinked] = useState(() => params.get('jobordno')?.trim() || undefined);
  const hasJobOrderField = fields.some((field) => field.id === 'jobordno');
  const filters = useFilters(
    fields,
    linked ? 'none' : window,
    linked && hasJobOrderField ? { jobordno: linked } : {},
  );
  const callQuery = query ? query(filters.values) : (undefined as Q);
  const linkedRows =
    linked && !hasJobOrderField ? (row: T) => JSON.stringify(row).includes(`"${linked}"`) : undefined;
  const localizeRef = useRef(<R,>(row: R): R => row);
  const list = useListData<T>({
    fetch: (page, signal) => fetch(callQuery, page, signal),
    // The link's seek reads the pages again when it is dropped (Show all).
    queryKey: JSON.stringify([callQuery ?? null, linkedRows ? linked : null]),
    filter:
      filter || linkedRows
        ? (row) =>
            (!filter || filter(row, filters.values) || filter(localizeRef.current(row), filters.values)) &&
            (!linkedRows || linkedRows(row))
        : undefined,
    pageSizeKey,
    seek: linkedRows,
  });
  // Names in the reader's language (kit/masterNames.ts): the rows shown, searched and exported.
  const localize = useLocalizedRows(list.allItems ?? list.items, i18n.language === 'ar');
  localizeRef.current = localize;
  const localizedList: ListData<T> = {
    ...list,
    items: list.items.map(localize),
    ...(list.allItems ? { allItems: list.allItems.map(localize) } : {}),
    fetchAll: async () => (await list.fetchAll()).map(localize),
  };

  const open = (status: FormStatus, row?: T) => {
    if (!form) return;
    const target = resolveFormTarget(form(status, row));
    navigate(target.url, { state: target.state });
  };

  const filterPanel = (
    <FilterPanel
      fields={fields}
      values={filters.values}
      initialValues={filters.initialValues}
      onChange={filters.setValues}
      onRefresh={list.reload}
      refreshing={list.loading}
      search={searchPlaceholder !== undefined}
      searchPlaceholder={searchPlaceholder}
      defaultExpanded={filtersExpanded === 'wide' ? wide : filtersExpanded}
    />
  );

  const showAll = () => {
    setLinked(undefined);
    filters.setValues({});
  };
  // Without a date range an `open` list shows its open documents of any age: say so beside the filters.
  const range = fields.find((field) => field.kind === 'dateRange');
  const chosen = range ? filters.values[range.id] : undefined;
  const openAnyAge = window === 'open' && !linked && !(isDateRange(chosen) && (chosen.from || chosen.to));
  const filterArea = linked ? (
    <SpaceBetween size="s">
      <Alert
        type="info"
        action={
          <Button onClick={showAll} data-testid="list-show-all">
            {t('kit:list.showAll')}
          </Button>
        }
      >
        {t('kit:list.linkedJobOrder', { jobordno: linked })}
      </Alert>
      {filterPanel}
    </SpaceBetween>
  ) : openAnyAge ? (
    <SpaceBetween size="xs">
      {filterPanel}
      <Box variant="small" color="text-body-secondary" data-testid="list-open-any-age">
        {t('kit:list.openAnyAge')}
      </Box>
    </SpaceBetween>
  ) : (
    filterPanel
  );

  return {
    rights,
    opens: listOpens(rights),
    filters,
    list: localizedList,
    open,
    listProps: {
      rights,
      list: localizedList,
      columns: columns(t, i18n.language === 'ar'),
      filter: filterArea,
    },
  };
}
