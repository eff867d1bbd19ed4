/**
 * Vehicle master list (`/vehicleMasterlist`, screen SGRM005; spec 000 sections 2, 4 and 9): vehicles
 * filtered by plate search, make and status (no default date window for vehicles), paged by the
 * server; New, edit, delete (after the confirmation; refused by the server while a job order is open)
 * and view by rights; Excel export.
 */
import { useTranslation } from 'react-i18next';
import { screenCodes } from '@fleet/shared';
import { vehicleStatuses, type VehicleRow } from '@fleet/shared/reception/vehicles';
import { useDocumentListPage, wordedOptions } from '../../../../kit/index.ts';
import { PageDocumentList } from '../../../../kit/list/PageDocumentList.tsx';
import { lookupFilter } from '../../../../kit/filters/lookupFilter.ts';
import { filterQuery } from '../../../../kit/filters/model.ts';
import { pageParams } from '../../../../kit/list/listPage.ts';
import { vehicleApi, type VehicleListRequest } from '../api.ts';
import { useMakes } from '../lookups.ts';
import { vehicleColumns } from './columns.tsx';
import { vehicleFormUrl } from './navigation.ts';

export function VehicleListPage() {
  const { t } = useTranslation();
  const makes = useMakes();

  const page = useDocumentListPage({
    screen: screenCodes.vehicleMaster,
    fields: [
      {
        kind: 'text',
        id: 'vehicleno',
        label: t('vehicles:list.plateSearch'),
        placeholder: t('vehicles:list.platePlaceholder'),
      },
      lookupFilter('vehmakid', t('vehicles:fields.vehmakid'), makes),
      {
        kind: 'select',
        id: 'status',
        label: t('vehicles:fields.status'),
        options: wordedOptions(t, 'vehicles:status', vehicleStatuses),
      },
    ],
    window: 'none',
    // The field ids are the body's fields (the kit's filterQuery leaves the empty ones out).
    query: filterQuery,
    fetch: (body, page, signal) =>
      vehicleApi.list({ ...(body as VehicleListRequest), ...pageParams(page) }, signal),
    pageSizeKey: 'pageSize:vehicleMasterlist',
    columns: vehicleColumns,
    form: (status, row?: VehicleRow) => vehicleFormUrl(status, row?.vehicleno),
    filtersExpanded: 'wide',
  });

  return (
    <PageDocumentList<VehicleRow>
      page={page}
      id="vehicle-master-list"
      texts="vehicles:list"
      trackBy="vehicleno"
      adds
      exportTitle="VehicleMaster"
      documents={{
        remove: (row) => vehicleApi.remove(row.vehicleno),
        numberOf: (row) => row.vehicleno,
      }}
    />
  );
}

export default VehicleListPage;
