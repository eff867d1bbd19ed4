/**
 * Petty cash list (`/pettycashList`, screen SGRT003; docs/accounts-petty-cash.md): the petty cash by
 * date (default the last 30 days) with vendor, job order, pay mode, approval state and the KWD total
 * in the footer; filters by vendor, job order and state. New, view, edit and delete (before the
 * approver decided, or after a rejection); the server refuses the rest with its message.
 */
import { useTranslation } from 'react-i18next';
import { pettyCashScreens, type PettyCashRow } from '@fleet/shared/accounts/petty-cash';
import { useDocumentListPage } from '../../../../kit/index.ts';
import { pettyCashApi } from '../api.ts';
import {
  matchesPettyCashFilters,
  pettyCashColumns,
  pettyCashFilterFields,
  pettyCashUrl,
  rowEditable,
} from './lists.ts';
import { PageDocumentList } from '../../../../kit/list/PageDocumentList.tsx';
import { dateWindow } from '../../../../kit/list/documentFilters.ts';

export function PettyCashListPage() {
  const { t } = useTranslation();
  const page = useDocumentListPage({
    screen: pettyCashScreens.list,
    fields: pettyCashFilterFields(t),
    window: 'last30Days',
    query: dateWindow,
    fetch: (query, _page, signal) => pettyCashApi.list(query, signal),
    filter: matchesPettyCashFilters,
    pageSizeKey: 'pageSize:pettycashList',
    columns: pettyCashColumns,
    filtersExpanded: true,
    form: (status, row) => ({ url: pettyCashUrl(status, row?.docnumbr) }),
  });
  return (
    <PageDocumentList<PettyCashRow>
      page={page}
      id="petty-cash-list"
      texts="pettyCash:list"
      adds
      exportTitle="PettyCash"
      documents={{
        changeable: rowEditable,
        remove: (row) => pettyCashApi.remove(row.docnumbr),
      }}
    />
  );
}

export default PettyCashListPage;
