/**
 * Employee master (`/employee`, form `/employeeDetail`; screen SGRM020): the employees with job title,
 * garage, mobile and status, searched on the page; New, edit, delete (after the confirmation; refused
 * by the server while the employee is assigned as technician on a job order) and view by rights. The
 * form validates with the shared schema (code, name, mobile of exactly 8 digits).
 */
import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { screenCodes } from '@fleet/shared';
import type { Garage } from '@fleet/shared/platform/lookups';
import type { StoredEmployee } from '@fleet/shared/masters/master-repair';
import { api } from '../../../api/client.ts';
import {
  DocumentForm,
  DocumentHeaderRow,
  DocumentList,
  matchesSearch,
  searchKey,
  SaveConflictAlert,
  SelectField,
  TextField,
  useDocumentFormPage,
  useDocumentListPage,
  useLookupOptions,
  useSaveConflict,
  type FieldOption,
} from '../../../kit/index.ts';
import { documentFormUrl } from '../../../kit/form/mode.ts';
import { masterRepairApi } from './api.ts';
import {
  emptyEmployee,
  employeeErrorKeys,
  employeeValuesFromRow,
  toEmployeeCreate,
  toEmployeeUpdate,
  type EmployeeValues,
} from './forms.ts';

const listPath = '/employee';
const formPath = '/employeeDetail';

const garages = (signal: AbortSignal) => api.get<Garage[]>('getGarage', undefined, { signal });
const garageOption = (garage: Garage, arabic: boolean): FieldOption => ({
  value: garage.garageid,
  label: (arabic && garage.garagnamar) || garage.garagnam,
  description: garage.garageid,
});

export function EmployeeListPage() {
  const { t } = useTranslation();
  const garageList = useLookupOptions('garages', garages, garageOption);
  const garageName = (id: string) => garageList.options.find((option) => option.value === id)?.label ?? id;
  const page = useDocumentListPage<StoredEmployee, undefined>({
    screen: screenCodes.employee,
    window: 'none',
    fields: [
      {
        kind: 'select',
        id: 'garageid',
        label: t('masterRepair:employee.garageid'),
        options: garageList.options,
        loading: garageList.loading,
        placeholder: t('masterRepair:employee.allGarages'),
      },
      {
        kind: 'select',
        id: 'status',
        label: t('masterRepair:employee.status'),
        options: [
          { value: 'active', label: t('masterRepair:employee.active') },
          { value: 'inactive', label: t('masterRepair:employee.inactive') },
        ],
      },
    ],
    fetch: (_query, _page, signal) => masterRepairApi.employees(signal),
    filter: (row, values) =>
      (!values['garageid'] || row.garageid === values['garageid']) &&
      (!values['status'] || row.status === values['status']) &&
      matchesSearch(values[searchKey], [row.emplcode, row.emplname, row.emplnamar, row.jobtitle, row.mobile]),
    searchPlaceholder: t('masterRepair:employee.search'),
    pageSizeKey: 'pageSize:employee',
    filtersExpanded: true,
    columns: (tr, arabic) => [
      { id: 'emplcode', header: tr('masterRepair:employee.emplcode'), value: (row) => row.emplcode },
      {
        id: 'emplname',
        header: tr('masterRepair:employee.emplname'),
        value: (row) => (arabic && row.emplnamar) || row.emplname,
        minWidth: 180,
      },
      {
        id: 'jobtitle',
        header: tr('masterRepair:employee.jobtitle'),
        value: (row) => (arabic && row.jobtitlear) || row.jobtitle,
      },
      {
        id: 'garageid',
        header: tr('masterRepair:employee.garageid'),
        value: (row) => garageName(row.garageid),
      },
      { id: 'mobile', header: tr('masterRepair:employee.mobile'), value: (row) => row.mobile },
      {
        id: 'status',
        header: tr('masterRepair:employee.status'),
        value: (row) => tr(`masterRepair:employee.${row.status}`),
      },
    ],
    form: (status, row) => documentFormUrl(formPath, status, row?.emplcode),
  });

  if (!page.opens) return <Navigate to="/404" replace />;
  return (
    <DocumentList<StoredEmployee>
      {...page.listProps}
      id="employee-list"
      title={t('masterRepair:employee.listTitle')}
      description={t('masterRepair:employee.listDescription')}
      trackBy={(row) => row.emplcode}
      onNew={() => page.open('ADD')}
      exportTitle="Employee"
      emptyText={t('masterRepair:empty')}
      actions={{
        edit: { onClick: (row) => page.open('EDIT', row) },
        delete: {
          onDelete: (row) => masterRepairApi.employeeRemove(row.emplcode, row.version),
          describe: (row) => `${row.emplcode} ${row.emplname}`,
        },
        view: { onClick: (row) => page.open('VIEW', row) },
      }}
    />
  );
}

export function EmployeeFormPage() {
  const { t } = useTranslation();
  const conflict = useSaveConflict();
  const { mode, form, openedAt, bindings } = useDocumentFormPage<EmployeeValues, StoredEmployee>({
    screen: screenCodes.employee,
    listPath,
    empty: emptyEmployee,
    validate: (values, current) => employeeErrorKeys(values, current.status === 'EDIT'),
    read: {
      key: 'employee',
      fetch: (docnumbr, signal) => masterRepairApi.employeeGet(docnumbr, signal),
      toValues: employeeValuesFromRow,
    },
  });
  const adding = mode.status === 'ADD';
  const garageList = useLookupOptions('garages', garages, garageOption);
  const statusOptions: FieldOption[] = [
    { value: 'active', label: t('masterRepair:employee.active') },
    { value: 'inactive', label: t('masterRepair:employee.inactive') },
  ];

  const save = async () => {
    conflict.clear();
    const answer = adding
      ? await masterRepairApi.employeeCreate(toEmployeeCreate(form.values))
      : await masterRepairApi.employeeUpdate(toEmployeeUpdate(form.values));
    form.reset(emptyEmployee());
    return answer;
  };

  return (
    <DocumentForm
      {...bindings}
      title={t('masterRepair:employee.formTitle')}
      onSave={save}
      onSaveError={conflict.onSaveError}
      onClear={() => {
        bindings.onClear?.();
        conflict.clear();
      }}
      header={<DocumentHeaderRow openedAt={openedAt} columns={3} />}
    >
      <SpaceBetween size="l">
        <SaveConflictAlert
          conflict={conflict}
          header={t('masterRepair:notSaved')}
          testId="employee-conflict"
        />
        <Container>
          <ColumnLayout columns={3} minColumnWidth={200}>
            <TextField
              form={form}
              name="emplcode"
              label={t('masterRepair:employee.emplcode')}
              constraintText={t('masterRepair:codeHint')}
              readOnly={!adding || mode.readOnly}
              required
              ltr
            />
            <TextField form={form} name="emplname" label={t('masterRepair:employee.emplname')} required />
            <TextField form={form} name="emplnamar" label={t('masterRepair:employee.emplnamar')} />
            <TextField form={form} name="jobtitle" label={t('masterRepair:employee.jobtitle')} />
            <TextField form={form} name="jobtitlear" label={t('masterRepair:employee.jobtitlear')} />
            <SelectField
              form={form}
              name="garageid"
              label={t('masterRepair:employee.garageid')}
              options={garageList.options}
              loading={garageList.loading}
            />
            <TextField
              form={form}
              name="mobile"
              label={t('masterRepair:employee.mobile')}
              constraintText={t('masterRepair:employee.mobileHint')}
              inputMode="numeric"
              required
              ltr
            />
            <SelectField
              form={form}
              name="status"
              label={t('masterRepair:employee.status')}
              options={statusOptions}
            />
          </ColumnLayout>
        </Container>
      </SpaceBetween>
    </DocumentForm>
  );
}
