/**
 * Garage inspection list (`/inspectionlistIns`, screen SGRG003): inspections by date (no default window,
 * spec 000 section 9), job order and plate, who inspected (garage or MOI) and the status; edit and delete
 * only while the job order is still being inspected (1210-1213).
 */
import { useTranslation } from 'react-i18next';
import { screenCodes } from '@fleet/shared';
import { inspectionStageCodes } from '@fleet/shared/garage/garage-inspection';
import { useDocumentListPage, wordedOptions } from '../../../kit/index.ts';
import { PageDocumentList } from '../../../kit/list/PageDocumentList.tsx';
import { documentFormUrl } from '../../../kit/form/mode.ts';
import { garageInspectionApi, type InspectionRow } from './api.ts';
import { amountColumn, fieldColumn } from '../../../kit/list/columns.ts';
import {
  inspdateField,
  inspdateQuery,
  inspectionColumns,
  jobOrderAndPlateFields,
  matchesJobOrderAndPlate,
  statusColumn,
} from './inspectionLists.tsx';

export function InspectionListPage() {
  const { t, i18n } = useTranslation();
  const page = useDocumentListPage({
    screen: screenCodes.garageInspection,
    fields: [
      ...jobOrderAndPlateFields(t),
      {
        kind: 'select',
        id: 'inspby',
        label: t('garageInspection:fields.inspby'),
        options: wordedOptions(t, 'garageInspection:inspby', ['gar', 'moi']),
        placeholder: t('garageInspection:list.all'),
      },
      inspdateField(t),
    ],
    window: 'none',
    query: inspdateQuery,
    fetch: (query, _page, signal) => garageInspectionApi.list(query, signal),
    filter: (row, values) =>
      matchesJobOrderAndPlate(row, values) && (!values['inspby'] || row.inspby === values['inspby']),
    pageSizeKey: 'pageSize:inspectionlistIns',
    columns: (t) => [
      ...inspectionColumns<InspectionRow>(t),
      {
        id: 'inspby',
        header: t('garageInspection:fields.inspby'),
        value: (row) => t(`garageInspection:inspby.${row.inspby}`),
      },
      statusColumn(t, i18n.language === 'ar'),
      fieldColumn('totalhours', t('garageInspection:fields.totalhours')),
      amountColumn('totalcost', t('garageInspection:fields.totalcost')),
    ],
    form: (status, row) => ({ url: documentFormUrl('/inspectionIns', status, row?.docnumbr) }),
  });
  return (
    <PageDocumentList<InspectionRow>
      page={page}
      id="garage-inspection-list"
      texts="garageInspection:list"
      adds
      exportTitle="GarageInspection"
      documents={{
        changeable: (row) => row.statuscde !== undefined && inspectionStageCodes.includes(row.statuscde),
        remove: (row) => garageInspectionApi.remove(row.docnumbr),
      }}
    />
  );
}

export default InspectionListPage;
