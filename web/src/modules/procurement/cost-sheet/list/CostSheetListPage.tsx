/**
 * Cost sheet list (`/costsheetlist`, screen SGRP003; docs/procurement.md "Cost sheet"): the sheets by
 * date (default the last 30 days) with their request, job order, suppliers, approval state and the
 * purchase orders made from them, the chosen and the all-lowest totals in KWD; New, view, edit and
 * delete (before any level decided and without a purchase order, or after a rejection), and the
 * bilingual PDF (preview, print).
 */
import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { screenCodes } from '@fleet/shared';
import { DocumentList, useDocumentListPage, usePdf, useToasts } from '../../../../kit/index.ts';
import { costSheetApi, type CostSheetRow } from '../api.ts';
import {
  costSheetColumns,
  costSheetFilterFields,
  costSheetUrl,
  matchesCostSheetFilters,
  rowEditable,
} from './lists.ts';
import { useCostSheetPdf } from './useCostSheetPdf.ts';

export function CostSheetListPage() {
  const { t } = useTranslation();
  const pdf = usePdf();
  const toasts = useToasts();
  const printSheet = useCostSheetPdf(pdf, toasts);
  const page = useDocumentListPage({
    screen: screenCodes.costSheet,
    fields: costSheetFilterFields(t),
    window: 'last30Days',
    fetch: (_query, _page, signal) => costSheetApi.list(signal),
    filter: matchesCostSheetFilters,
    pageSizeKey: 'pageSize:costsheetlist',
    columns: costSheetColumns,
    filtersExpanded: true,
    form: (status, row) => ({ url: costSheetUrl(status, row?.docnumbr) }),
  });
  if (!page.opens) return <Navigate to="/404" replace />;
  const notEditable = (row: CostSheetRow, text: string) => (rowEditable(row) ? undefined : text);

  return (
    <SpaceBetween size="l">
      <DocumentList<CostSheetRow>
        {...page.listProps}
        id="cost-sheet-list"
        wrapLines
        title={t('costSheet:list.title')}
        description={t('costSheet:list.description')}
        trackBy={(row) => row.docnumbr}
        onNew={() => page.open('ADD')}
        exportTitle="CostSheet"
        emptyText={t('costSheet:list.empty')}
        actions={{
          edit: {
            onClick: (row) => page.open('EDIT', row),
            disabledReason: (row) => notEditable(row, t('kit:list.unableToEdit')),
          },
          delete: {
            onDelete: (row) => costSheetApi.remove(row.docnumbr),
            describe: (row) => row.docnumbr,
            disabledReason: (row) => notEditable(row, t('kit:list.unableToDelete')),
          },
          view: { onClick: (row) => page.open('VIEW', row) },
          preview: { onClick: (row) => void printSheet(row.docnumbr, 'preview') },
          print: { onClick: (row) => void printSheet(row.docnumbr, 'download') },
        }}
      />
      {pdf.dialog}
    </SpaceBetween>
  );
}

export default CostSheetListPage;
