/**
 * Estimation list (`/estimationlist`, screen SGRG004; spec 000 section 2, 001 "Estimation"): the
 * approved and pending views as a state filter, by date (default the last 7 days), job order and
 * plate, KWD totals; New, view, edit and delete (only before any level approved it, or after a
 * rejection), and Approve for a row waiting at a level the user's roles decide (the server checks).
 */
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { screenCodes } from '@fleet/shared';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useApprover, useDocumentListPage, waitingLevelHeld } from '../../../../kit/index.ts';
import { PageDocumentList } from '../../../../kit/list/PageDocumentList.tsx';
import { useRowPdf } from '../../../../kit/list/useRowPdf.tsx';
import { ApprovalWorkList } from './ApprovalWorkList.tsx';
import { estimationApi, type EstimationRow } from '../api.ts';
import {
  approvalUrl,
  estimationColumns,
  estimationFilterFields,
  estimationListQuery,
  estimationUrl,
  matchesEstimationFilters,
  rowEditable,
} from './lists.ts';
import { approveAction } from '../../../../kit/list/documentActions.ts';

export function EstimationListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The bilingual estimation PDF, rendered in the browser.
  const rowPdf = useRowPdf(async (row: EstimationRow) => {
    const { estimationPdfSource } = await import('../pdf/index.ts');
    return estimationPdfSource(t, row.docnumbr, () => estimationApi.get(row.docnumbr));
  });
  const approver = useApprover();
  const myLevel = (row: EstimationRow) => waitingLevelHeld(row, 'QUOT', approver);
  const page = useDocumentListPage({
    screen: screenCodes.estimation,
    fields: estimationFilterFields(t),
    query: estimationListQuery,
    fetch: (query, _page, signal) => estimationApi.list(query, signal),
    filter: matchesEstimationFilters,
    pageSizeKey: 'pageSize:estimationlist',
    columns: estimationColumns,
    filtersExpanded: true,
    form: (status, row) => ({ url: estimationUrl(status, row?.docnumbr) }),
  });

  return (
    <SpaceBetween size="l">
      {page.rights.edits === 'Y' && <ApprovalWorkList />}
      <PageDocumentList<EstimationRow>
        page={page}
        id="estimation-list"
        texts="estimation:list"
        adds
        exportTitle="Estimation"
        documents={{ changeable: rowEditable, remove: (row) => estimationApi.remove(row.docnumbr) }}
        pdf={rowPdf}
        actions={{
          extra: [
            approveAction(
              t('estimation:approval.open'),
              (row) => navigate(approvalUrl(row.docnumbr, myLevel(row)!)),
              (row) => myLevel(row) !== undefined,
            ),
          ],
        }}
      />
    </SpaceBetween>
  );
}

export default EstimationListPage;
