/**
 * Vehicle master list (`/vehicleMasterlist`, screen SGRM005; spec 000 sections 2, 4 and 9): vehicles
 * filtered by plate search, make and status (no default date window for vehicles), paged by the
 * server; New, edit, delete (after the confirmation; refused by the server while a job order is open)
 * and view by rights; Excel export.
 */
import { useMemo } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { screenCodes } from '@fleet/shared';
import type { VehicleRow } from '@fleet/shared/vehicles';
import {
  DocumentList,
  FilterPanel,
  useFilters,
  useListData,
  useScreenRights,
  type FilterField,
} from '../../../kit/index.ts';
import { useMediaQuery, wideQuery } from '../../../app/useMediaQuery.ts';
import { vehicleApi } from '../api.ts';
import { useMakes } from '../lookups.ts';
import { vehicleColumns } from './columns.tsx';
import {
  statusFilterValues,
  vehicleFilterBody,
  vehicleFilterIds,
  vehicleListOpens,
  vehicleListRequest,
} from './filters.ts';
import { vehicleFormUrl } from './navigation.ts';

export function VehicleListPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const rights = useScreenRights(screenCodes.vehicleMaster);
  const makes = useMakes();
  const wide = useMediaQuery(wideQuery);

  const fields: FilterField[] = [
    {
      kind: 'text',
      id: vehicleFilterIds.plate,
      label: t('vehicles:list.plateSearch'),
      placeholder: t('vehicles:list.platePlaceholder'),
    },
    {
      kind: 'select',
      id: vehicleFilterIds.make,
      label: t('vehicles:fields.vehmakid'),
      options: makes.options,
      loading: makes.loading,
    },
    {
      kind: 'select',
      id: vehicleFilterIds.status,
      label: t('vehicles:fields.status'),
      options: statusFilterValues.map((status) => ({ value: status, label: t(`vehicles:status.${status}`) })),
    },
  ];
  const filters = useFilters(fields, 'none');
  const list = useListData<VehicleRow>({
    fetch: (page, signal) => vehicleApi.list(vehicleListRequest(filters.values, page), signal),
    queryKey: JSON.stringify(vehicleFilterBody(filters.values)),
    pageSizeKey: 'pageSize:vehicleMasterlist',
  });

  const arabic = i18n.language === 'ar';
  const columns = useMemo(() => vehicleColumns(t, arabic), [t, arabic]);

  if (!vehicleListOpens(rights)) return <Navigate to="/404" replace />;

  return (
    <DocumentList<VehicleRow>
      id="vehicle-master-list"
      wrapLines
      title={t('vehicles:list.title')}
      description={t('vehicles:list.description')}
      rights={rights}
      list={list}
      columns={columns}
      trackBy={(row) => row.vehicleno}
      onNew={() => navigate(vehicleFormUrl('ADD'))}
      exportTitle="VehicleMaster"
      actions={{
        edit: { onClick: (row) => navigate(vehicleFormUrl('EDIT', row.vehicleno)) },
        delete: {
          onDelete: (row) => vehicleApi.remove(row.vehicleno),
          describe: (row) => row.vehicleno,
        },
        view: { onClick: (row) => navigate(vehicleFormUrl('VIEW', row.vehicleno)) },
      }}
      filter={
        <FilterPanel
          fields={fields}
          values={filters.values}
          initialValues={filters.initialValues}
          onChange={filters.setValues}
          onRefresh={list.reload}
          refreshing={list.loading}
          search={false}
          defaultExpanded={wide}
        />
      }
    />
  );
}

export default VehicleListPage;
