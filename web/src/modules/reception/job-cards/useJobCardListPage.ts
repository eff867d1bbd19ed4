/**
 * What the job card lists share around `DocumentList`: the filter fields (date range, default last
 * 7 days, or none on the lists of open job cards; number, plate, make, garage, inspector, user), whose
 * ids are the call's query parameters, and the job card columns.
 */
import { useTranslation } from 'react-i18next';
import type { JobCardListQuery, JobCardListRow } from '@fleet/shared/reception/job-cards';
import {
  useDocumentListPage,
  useGarageOptions,
  useMakeOptions,
  type DocumentColumn,
  type DefaultWindow,
  type FilterField,
  type FormTargetOf,
} from '../../../kit/index.ts';
import { withPeople } from '../../../kit/personNames.ts';
import { lookupFilter } from '../../../kit/filters/lookupFilter.ts';
import { filterQuery } from '../../../kit/filters/model.ts';
import { jobCardColumns, jobCardPeople, type JobCardRow } from './lists.ts';
import { useInspectors } from './lookups.ts';

function useJobCardFilterFields(): FilterField[] {
  const { t } = useTranslation();
  const garages = useGarageOptions();
  const makes = useMakeOptions();
  const inspectors = useInspectors();
  return [
    { kind: 'dateRange', id: 'date', label: t('jobCards:list.dateRange') },
    { kind: 'text', id: 'jobordno', label: t('jobCards:fields.jobordno') },
    { kind: 'text', id: 'vehicleno', label: t('jobCards:fields.vehicleno') },
    lookupFilter('vehmakid', t('jobCards:fields.vehmaknam'), makes),
    lookupFilter('garage', t('jobCards:fields.garage'), garages),
    lookupFilter('inspector', t('jobCards:fields.inspector'), inspectors),
    { kind: 'text', id: 'user', label: t('jobCards:fields.user') },
  ];
}

export interface JobCardListPageOptions {
  screen: string;
  fetch: (query: JobCardListQuery, signal: AbortSignal) => Promise<JobCardListRow[]>;
  pageSizeKey: string;
  /** Where `open` goes. */
  form: FormTargetOf<JobCardListRow>;
  /** A column after the job card's. */
  extraColumn?: DocumentColumn<JobCardListRow>;
  /** The default window: `open` (the open job cards of any age) for the lists of work still open. */
  window?: DefaultWindow;
}

export function useJobCardListPage({
  screen,
  fetch,
  pageSizeKey,
  form,
  extraColumn,
  window,
}: JobCardListPageOptions) {
  const fields = useJobCardFilterFields();
  return useDocumentListPage({
    screen,
    fields,
    window,
    query: filterQuery,
    fetch: async (query, _page, signal): Promise<JobCardRow[]> =>
      withPeople(await fetch(query, signal), jobCardPeople, signal),
    pageSizeKey,
    columns: (t, arabic) => [...jobCardColumns(t, arabic), ...(extraColumn ? [extraColumn] : [])],
    form,
  });
}
