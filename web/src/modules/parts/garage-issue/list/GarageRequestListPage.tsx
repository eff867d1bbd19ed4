/**
 * Garage request list (`/garageRequestVoucherlist`, screen SGRG006; spec 001 "Garage request"): the
 * parts the garage asked for that the store did not hold, with what was issued since; New, view,
 * delete (while nothing was issued).
 */
import { useTranslation } from 'react-i18next';
import { screenCodes } from '@fleet/shared';
import type { GarageRequestMaster } from '@fleet/shared/parts/garage-issue';
import { useDocumentListPage } from '../../../../kit/index.ts';
import { garageRequestApi } from '../api.ts';
import { garageRequestColumns, garageRequestPath, garageListOptions } from './lists.ts';
import { PageDocumentList } from '../../../../kit/list/PageDocumentList.tsx';

const nothingIssued = (row: GarageRequestMaster) => Object.values(row.issued ?? {}).every((qty) => qty === 0);

export function GarageRequestListPage() {
  const { t } = useTranslation();
  const page = useDocumentListPage({
    screen: screenCodes.garageRequest,
    fetch: (query, _page, signal) => garageRequestApi.list(query, signal),
    pageSizeKey: 'pageSize:garageRequestVoucherlist',
    columns: garageRequestColumns,
    ...garageListOptions(t, garageRequestPath),
  });
  return (
    <PageDocumentList<GarageRequestMaster>
      page={page}
      id="garage-request-list"
      texts="garageIssue:requestList"
      adds
      exportTitle="GarageRequestVoucher"
      views
      deletes={{ deletable: nothingIssued, remove: (row) => garageRequestApi.remove(row.docnumbr) }}
    />
  );
}

export default GarageRequestListPage;
