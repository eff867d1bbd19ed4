/**
 * Employee master (`/employee`, form `/employeeDetail`; screen SGRM020): the employees with job title,
 * garage, mobile and status, searched on the page; New, edit, delete (after the confirmation; refused
 * by the server while the employee is assigned as technician on a job order) and view by rights. The
 * form validates with the shared schema (code, name, mobile of exactly 8 digits).
 */
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { screenCodes } from '@fleet/shared';
import type { StoredEmployee } from '@fleet/shared/masters/master-repair';
import {
  matchesSearch,
  searchKey,
  useDocumentListPage,
  useGarageOptions,
  wordedOptions,
} from '../../../kit/index.ts';
import { masterList, RecordSection, recordFields, useMasterForm } from '../../../kit/record/index.ts';
import { masterRepairApi } from './api.ts';
import { lookupFilter } from '../../../kit/filters/lookupFilter.ts';
import { emptyEmployee, employeeBodies, employeeValuesFromRow, type EmployeeValues } from './forms.ts';
import { MasterRepairForm, MasterRepairList } from './masterRepairPages.tsx';
import { valueColumn } from '../../../kit/list/valueColumns.ts';

const routes = { screen: screenCodes.employee, listPath: '/employee', formPath: '/employeeDetail' };

const statusOptions = (t: TFunction) => wordedOptions(t, 'masterRepair:employee', ['active', 'inactive']);

const field = recordFields<EmployeeValues>();

export function EmployeeListPage() {
  const { t } = useTranslation();
  const garageList = useGarageOptions();
  const garageName = (id: string) => garageList.options.find((option) => option.value === id)?.label ?? id;
  const page = useDocumentListPage<StoredEmployee, undefined>({
    ...masterList(routes, (row: StoredEmployee) => row.emplcode),
    fields: [
      lookupFilter(
        'garageid',
        t('masterRepair:employee.garageid'),
        garageList,
        t('masterRepair:employee.allGarages'),
      ),
      {
        kind: 'select',
        id: 'status',
        label: t('masterRepair:employee.status'),
        options: statusOptions(t),
      },
    ],
    fetch: (_query, _page, signal) => masterRepairApi.employees(signal),
    filter: (row, values) =>
      (!values['garageid'] || row.garageid === values['garageid']) &&
      (!values['status'] || row.status === values['status']) &&
      matchesSearch(values[searchKey], [row.emplcode, row.emplname, row.emplnamar, row.jobtitle, row.mobile]),
    searchPlaceholder: t('masterRepair:employee.search'),
    columns: (tr, arabic) => [
      valueColumn('emplcode', tr('masterRepair:employee.emplcode'), (row) => row.emplcode),
      valueColumn(
        'emplname',
        tr('masterRepair:employee.emplname'),
        (row) => (arabic && row.emplnamar) || row.emplname,
        180,
      ),
      valueColumn(
        'jobtitle',
        tr('masterRepair:employee.jobtitle'),
        (row) => (arabic && row.jobtitlear) || row.jobtitle,
      ),
      valueColumn('garageid', tr('masterRepair:employee.garageid'), (row) => garageName(row.garageid)),
      valueColumn('mobile', tr('masterRepair:employee.mobile'), (row) => row.mobile),
      valueColumn('status', tr('masterRepair:employee.status'), (row) =>
        tr(`masterRepair:employee.${row.status}`),
      ),
    ],
  });

  return (
    <MasterRepairList<StoredEmployee>
      name="employee"
      page={page}
      trackBy={(row) => row.emplcode}
      exportTitle="Employee"
      remove={{
        onDelete: (row) => masterRepairApi.employeeRemove(row.emplcode, row.version),
        describe: (row) => `${row.emplcode} ${row.emplname}`,
      }}
    />
  );
}

export function EmployeeFormPage() {
  const { t } = useTranslation();
  const record = useMasterForm({
    ...routes,
    key: 'employee',
    empty: emptyEmployee,
    get: masterRepairApi.employeeGet,
    toValues: employeeValuesFromRow,
    ...employeeBodies.sentBy(masterRepairApi.employeeCreate, masterRepairApi.employeeUpdate),
  });
  const garageList = useGarageOptions();

  return (
    <MasterRepairForm name="employee" record={record} conflictId="employee-conflict">
      <RecordSection columns={3}>
        <field.Text
          name="emplcode"
          label={t('masterRepair:employee.emplcode')}
          constraintText={t('masterRepair:codeHint')}
          fixed
          required
          ltr
        />
        <field.Text name="emplname" label={t('masterRepair:employee.emplname')} required />
        <field.Text name="emplnamar" label={t('masterRepair:employee.emplnamar')} />
        <field.Text name="jobtitle" label={t('masterRepair:employee.jobtitle')} />
        <field.Text name="jobtitlear" label={t('masterRepair:employee.jobtitlear')} />
        <field.Select name="garageid" label={t('masterRepair:employee.garageid')} choices={garageList} />
        <field.Text
          name="mobile"
          label={t('masterRepair:employee.mobile')}
          constraintText={t('masterRepair:employee.mobileHint')}
          inputMode="numeric"
          required
          ltr
        />
        <field.Select name="status" label={t('masterRepair:employee.status')} options={statusOptions(t)} />
      </RecordSection>
    </MasterRepairForm>
  );
}
