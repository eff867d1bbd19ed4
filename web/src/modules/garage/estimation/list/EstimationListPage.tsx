/**
 * Estimation list (`/estimationlist`, screen SGRG004; spec 000 section 2, 001 "Estimation"): the
 * approved and pending views as a state filter, by date (default the last 7 days), job order and
 * plate, KWD totals; New, view, edit and delete (only before any level approved it, or after a
 * rejection), and Approve for a row waiting at a level (the server checks the approver's role).
 */
import { Navigate, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { screenCodes } from '@fleet/shared';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { DocumentList, useDocumentListPage, usePdf, useToasts } from '../../../../kit/index.ts';
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

export function EstimationListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pdf = usePdf();
  const toasts = useToasts();
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

  if (!page.opens) return <Navigate to="/404" replace />;

  // The bilingual estimation PDF (preview, or print as a download), rendered in the browser.
  const estimationPdf = async (row: EstimationRow, action: 'preview' | 'download') => {
    try {
      const { estimationPdfSource } = await import('../pdf/index.ts');
      const source = estimationPdfSource(t, row.docnumbr, () => estimationApi.get(row.docnumbr));
      if (action === 'preview') pdf.preview(source);
      else await pdf.download(source);
    } catch (failure) {
      console.error(failure);
      toasts.error(t('kit:pdf.previewFailed'));
    }
  };

  const notEditable = (row: EstimationRow, text: string) => (rowEditable(row) ? undefined : text);

  return (
    <SpaceBetween size="l">
      {page.rights.edits === 'Y' && <ApprovalWorkList />}
      <DocumentList<EstimationRow>
        {...page.listProps}
        id="estimation-list"
        wrapLines
        title={t('estimation:list.title')}
        description={t('estimation:list.description')}
        trackBy={(row) => row.docnumbr}
        onNew={() => page.open('ADD')}
        exportTitle="Estimation"
        actions={{
          edit: {
            onClick: (row) => page.open('EDIT', row),
            disabledReason: (row) => notEditable(row, t('kit:list.unableToEdit')),
          },
          delete: {
            onDelete: (row) => estimationApi.remove(row.docnumbr),
            describe: (row) => row.docnumbr,
            disabledReason: (row) => notEditable(row, t('kit:list.unableToDelete')),
          },
          view: { onClick: (row) => page.open('VIEW', row) },
          preview: { onClick: (row) => void estimationPdf(row, 'preview') },
          print: { onClick: (row) => void estimationPdf(row, 'download') },
          extra: [
            {
              id: 'approve',
              text: t('estimation:approval.open'),
              iconName: 'check',
              right: 'edits',
              visible: (row) => row.state === 'pending' && row.waiting.length > 0,
              onClick: (row) => navigate(approvalUrl(row.docnumbr, row.waiting[0]!)),
            },
          ],
        }}
      />
      {pdf.dialog}
    </SpaceBetween>
  );
}

export default EstimationListPage;
