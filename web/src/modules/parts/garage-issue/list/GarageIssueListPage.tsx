/**
 * Garage issue voucher list (`/garageIssueVoucherlist`, screen SGRK004; spec 001 "Garage issue"):
 * the parts the store issued to job orders, by date, with their KWD value at ledger cost; New, view,
 * delete (while the job order is still where the issue put it: the parts go back to the store).
 */
import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { screenCodes } from '@fleet/shared';
import type { GarageIssueMaster } from '@fleet/shared/parts/garage-issue';
import { DocumentList, useDocumentListPage, usePdf, useToasts } from '../../../../kit/index.ts';
import { garageIssuePrint } from './print.ts';
import { garageIssueApi } from '../api.ts';
import {
  garageFilterFields,
  garageIssueColumns,
  garageIssueUrl,
  garageListQuery,
  matchesJobOrder,
} from './lists.ts';

export function GarageIssueListPage() {
  const { t } = useTranslation();
  const pdf = usePdf();
  const toasts = useToasts();
  const page = useDocumentListPage({
    screen: screenCodes.garageIssue,
    fields: garageFilterFields(t),
    query: garageListQuery,
    fetch: (query, _page, signal) => garageIssueApi.list(query, signal),
    filter: matchesJobOrder,
    pageSizeKey: 'pageSize:garageIssueVoucherlist',
    columns: garageIssueColumns,
    filtersExpanded: true,
    form: (status, row) => ({ url: garageIssueUrl(status, row?.docnumbr) }),
  });
  if (!page.opens) return <Navigate to="/404" replace />;

  // The bilingual voucher PDF (preview, or print as a download), as the store vouchers print.
  const issuePdf = async (row: GarageIssueMaster, action: 'preview' | 'download') => {
    try {
      const { storeDocumentPdfSource } = await import('../../stores/pdf/index.ts');
      const source = storeDocumentPdfSource(t, row.docnumbr, async () =>
        garageIssuePrint(await garageIssueApi.get(row.docnumbr)),
      );
      if (action === 'preview') pdf.preview(source);
      else await pdf.download(source);
    } catch (failure) {
      console.error(failure);
      toasts.error(t('kit:pdf.previewFailed'));
    }
  };

  return (
    <>
      <DocumentList<GarageIssueMaster>
        {...page.listProps}
        id="garage-issue-list"
        wrapLines
        title={t('garageIssue:list.title')}
        description={t('garageIssue:list.description')}
        trackBy={(row) => row.docnumbr}
        onNew={() => page.open('ADD')}
        exportTitle="GarageIssueVoucher"
        actions={{
          view: { onClick: (row) => page.open('VIEW', row) },
          preview: { onClick: (row) => void issuePdf(row, 'preview') },
          print: { onClick: (row) => void issuePdf(row, 'download') },
          delete: { onDelete: (row) => garageIssueApi.remove(row.docnumbr), describe: (row) => row.docnumbr },
        }}
      />
      {pdf.dialog}
    </>
  );
}

export default GarageIssueListPage;
