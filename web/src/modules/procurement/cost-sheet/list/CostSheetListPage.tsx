/**
 * Cost sheet list (`/costsheetlist`, screen SGRP003; docs/procurement.md "Cost sheet"): the sheets by
 * date (default the last 30 days) with their request, job order, suppliers, approval state and the
 * purchase orders made from them, the chosen and the all-lowest totals in KWD; New, view, edit and
 * delete (before any level decided and without a purchase order, or after a rejection), and the
 * bilingual PDF (preview, print).
 */
import { useTranslation } from 'react-i18next';
import { screenCodes } from '@fleet/shared';
import { useDocumentListPage } from '../../../../kit/index.ts';
import { costSheetApi, type CostSheetRow } from '../api.ts';
import {
  costSheetColumns,
  costSheetFilterFields,
  costSheetUrl,
  matchesCostSheetFilters,
  rowEditable,
} from './lists.ts';
import { useCostSheetPdf } from './useCostSheetPdf.ts';
import { PageDocumentList } from '../../../../kit/list/PageDocumentList.tsx';

export function CostSheetListPage() {
  const { t } = useTranslation();
  const rowPdf = useCostSheetPdf();
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
  return (
    <PageDocumentList<CostSheetRow>
      page={page}
      id="cost-sheet-list"
      texts="costSheet:list"
      adds
      exportTitle="CostSheet"
      documents={{ changeable: rowEditable, remove: (row) => costSheetApi.remove(row.docnumbr) }}
      pdf={rowPdf}
    />
  );
}

export default CostSheetListPage;
