/**
 * Garage issue voucher list (`/garageIssueVoucherlist`, screen SGRK004; spec 001 "Garage issue"):
 * the parts the store issued to job orders, by date, with their KWD value at ledger cost; New, view,
 * delete (while the job order is still where the issue put it: the parts go back to the store).
 */
import { useTranslation } from 'react-i18next';
import { screenCodes } from '@fleet/shared';
import type { GarageIssueMaster } from '@fleet/shared/parts/garage-issue';
import { useDocumentListPage } from '../../../../kit/index.ts';
import { useRowPdf } from '../../../../kit/list/useRowPdf.tsx';
import { garageIssuePrint } from './print.ts';
import { garageIssueApi } from '../api.ts';
import { garageIssueColumns, garageIssuePath, garageListOptions } from './lists.ts';
import { PageDocumentList } from '../../../../kit/list/PageDocumentList.tsx';

export function GarageIssueListPage() {
  const { t } = useTranslation();
  // The bilingual voucher PDF, as the store vouchers print.
  const rowPdf = useRowPdf(async (row: GarageIssueMaster) => {
    const { storeDocumentPdfSource } = await import('../../stores/pdf/index.ts');
    return storeDocumentPdfSource(t, row.docnumbr, async () =>
      garageIssuePrint(await garageIssueApi.get(row.docnumbr)),
    );
  });
  const page = useDocumentListPage({
    screen: screenCodes.garageIssue,
    fetch: (query, _page, signal) => garageIssueApi.list(query, signal),
    pageSizeKey: 'pageSize:garageIssueVoucherlist',
    columns: garageIssueColumns,
    ...garageListOptions(t, garageIssuePath),
  });
  return (
    <PageDocumentList<GarageIssueMaster>
      page={page}
      id="garage-issue-list"
      texts="garageIssue:list"
      adds
      exportTitle="GarageIssueVoucher"
      views
      pdf={rowPdf}
      deletes={{ remove: (row) => garageIssueApi.remove(row.docnumbr) }}
    />
  );
}

export default GarageIssueListPage;
