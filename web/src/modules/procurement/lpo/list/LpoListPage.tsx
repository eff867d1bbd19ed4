/**
 * Local purchase order list (`/inspectionnewlist`, screen SGRP006; docs/procurement.md "LPO and item
 * inspection"): the orders by date (default the last 30 days) with supplier, cost sheet, delivery
 * date, approval state, what was received of them and the KWD total, and, as a second tab, the orders
 * waiting for the KPTC approver (`getLpoPendingList`, oldest first). New, view, edit and delete (before
 * KPTC decided, nothing received), Approve on a waiting order (the server checks the approver's role),
 * and the bilingual PDF (preview, print).
 */
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { screenCodes } from '@fleet/shared';
import { ListTabs, useDocumentListPage } from '../../../../kit/index.ts';
import { lpoApi, type LpoRow } from '../api.ts';
import {
  lpoApprovalUrl,
  lpoColumns,
  lpoEditable,
  lpoFilterFields,
  lpoUrl,
  matchesLpoFilters,
  pendingLpoRows,
  waitsForKptc,
} from './lists.ts';
import { approveAction } from '../../../../kit/list/documentActions.ts';
import { useRowPdf } from '../../../../kit/list/useRowPdf.tsx';
import { PageDocumentList } from '../../../../kit/list/PageDocumentList.tsx';

type View = 'all' | 'pending';

function LpoList({ view }: { view: View }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rowPdf = useRowPdf(async (row: LpoRow) => {
    const { lpoPdfSource } = await import('../pdf/index.ts');
    return lpoPdfSource(t, row.docnumbr, () => lpoApi.get(row.docnumbr));
  });
  const page = useDocumentListPage({
    screen: screenCodes.lpo,
    fields: lpoFilterFields(t),
    window: view === 'pending' ? 'none' : 'last30Days',
    fetch: async (_query, _page, signal) => {
      if (view === 'all') return lpoApi.list(signal);
      const [pending, rows] = await Promise.all([lpoApi.pending(signal), lpoApi.list(signal)]);
      return pendingLpoRows(pending, rows);
    },
    filter: matchesLpoFilters,
    pageSizeKey: `pageSize:inspectionnewlist:${view}`,
    columns: lpoColumns,
    filtersExpanded: view === 'all',
    form: (status, row) => ({ url: lpoUrl(status, row?.docnumbr) }),
  });
  return (
    <PageDocumentList<LpoRow>
      page={page}
      id={`lpo-list-${view}`}
      title={t(`lpo:list.title.${view}`)}
      description={t(`lpo:list.description.${view}`)}
      adds
      exportTitle={view === 'all' ? 'LocalPurchaseOrder' : 'LocalPurchaseOrderPending'}
      emptyText={t(`lpo:list.empty.${view}`)}
      documents={{
        changeable: lpoEditable,
        remove: (row) => lpoApi.remove(row.docnumbr),
      }}
      pdf={rowPdf}
      actions={{
        extra: [
          approveAction<LpoRow>(
            t('lpo:list.approve'),
            (row) => navigate(lpoApprovalUrl(row.docnumbr)),
            waitsForKptc,
          ),
        ],
      }}
    />
  );
}

export function LpoListPage() {
  return (
    <ListTabs<View>
      tabs={['all', 'pending']}
      label="lpo:list.tab"
      content={(tab) => <LpoList view={tab} />}
    />
  );
}

export default LpoListPage;
