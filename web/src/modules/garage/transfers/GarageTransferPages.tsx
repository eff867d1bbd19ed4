/**
 * Garage transfer (`/garageTransferList` + form `/garageTransfer`, screen SGRG019): moves a vehicle in
 * the garage to another garage (VehicleTransferred 1252; the job order goes on in the receiving garage),
 * or sends its engine to an MOI approved service supplier (1253) and records the service completed
 * (1237) and the vehicle received back (1238), one stage at a time.
 */
import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { screenCodes } from '@fleet/shared';
import type { GarageTransfer } from '@fleet/shared/garage/transfers';
import {
  DocumentForm,
  DocumentHeaderRow,
  DocumentList,
  DocumentPickerFields,
  ReadOnlyField,
  SaveConflictAlert,
  SelectField,
  TextAreaField,
  useDocumentFormPage,
  useDocumentListPage,
  useJobOrderPreset,
  useLookupOptions,
  useSaveConflict,
  workflowChoices,
  type FieldOption,
  type FilterField,
} from '../../../kit/index.ts';
import type { FilterValues } from '../../../kit/filters/model.ts';
import { documentFormUrl } from '../../../kit/form/mode.ts';
import { pageParams, pickedQuery } from '../../../kit/list/listPage.ts';
import { jobOrderOption } from '../../../kit/jobOrderOption.ts';
import { transfersApi } from './api.ts';
import {
  emptyGarageTrans,
  fromGarageTrans,
  garageFormPath,
  garageListPath,
  garageTransErrors,
  serviceSuppliers,
  stageChoices,
  toGarageTransRequest,
} from './transferForms.ts';

const sent = ['vehicleno', 'trftype', 'fromdate', 'todate'] as const;
const listQuery = (values: FilterValues) => pickedQuery(values, sent);

const garageOption = (
  garage: { garageid: string; garagnam: string; garagnamar: string },
  arabic: boolean,
): FieldOption => ({
  value: garage.garageid,
  label: (arabic && garage.garagnamar) || garage.garagnam,
  description: garage.garageid,
});

/** Whether the transfer is final: a received engine service. */
const finished = (row: GarageTransfer) => row.trftype === 'T' && row.servstatus === 'RECEIVED';

export function GarageTransferListPage() {
  const { t, i18n } = useTranslation();
  const arabic = i18n.language === 'ar';
  const fields: FilterField[] = [
    { kind: 'text', id: 'vehicleno', label: t('transfers:fields.vehicleno') },
    {
      kind: 'select',
      id: 'trftype',
      label: t('transfers:fields.trftype'),
      options: (['G', 'T'] as const).map((value) => ({ value, label: t(`transfers:types.${value}`) })),
    },
    { kind: 'dateRange', id: 'trfdate', label: t('transfers:fields.trfdate') },
  ];
  const page = useDocumentListPage<GarageTransfer, Record<string, string>>({
    screen: screenCodes.garageTransfer,
    fields,
    query: listQuery,
    fetch: (query, paging, signal) =>
      transfersApi.garageTransfers({ ...query, ...pageParams(paging) }, signal),
    pageSizeKey: 'pageSize:garageTransferList',
    columns: (tr) => [
      {
        id: 'docnumbr',
        header: tr('transfers:fields.docnumbr'),
        value: (row) => row.docnumbr,
        minWidth: 140,
      },
      {
        id: 'trfdate',
        header: tr('transfers:fields.trfdate'),
        value: (row) => `${row.trfdate} ${row.trftime}`,
      },
      {
        id: 'trftype',
        header: tr('transfers:fields.trftype'),
        value: (row) => tr(`transfers:types.${row.trftype}`),
      },
      {
        id: 'jobordno',
        header: tr('transfers:fields.jobordno'),
        value: (row) => row.jobordno,
        minWidth: 140,
      },
      { id: 'vehicleno', header: tr('transfers:fields.vehicleno'), value: (row) => row.vehicleno },
      { id: 'fromgarage', header: tr('transfers:fields.fromgarage'), value: (row) => row.fromgaragnam },
      {
        id: 'to',
        header: tr('transfers:fields.to'),
        value: (row) => (row.trftype === 'G' ? row.togaragnam : (arabic && row.vendnamear) || row.vendname),
      },
      {
        id: 'servstatus',
        header: tr('transfers:fields.servstatus'),
        value: (row) => (row.servstatus ? tr(`transfers:stages.${row.servstatus}`) : ''),
      },
      { id: 'remarks', header: tr('transfers:fields.remarks'), value: (row) => row.remarks },
    ],
    form: (status, row) => ({ url: documentFormUrl(garageFormPath, status, row?.docnumbr) }),
  });
  if (!page.opens) return <Navigate to="/404" replace />;
  const locked = (row: GarageTransfer) => (finished(row) ? t('errors:garageTransLocked') : undefined);
  return (
    <DocumentList<GarageTransfer>
      {...page.listProps}
      id="garage-transfer-list"
      wrapLines
      title={t('transfers:garage.listTitle')}
      description={t('transfers:garage.listDescription')}
      trackBy={(row) => row.docnumbr}
      onNew={() => page.open('ADD')}
      exportTitle="GarageTransfer"
      emptyText={t('transfers:garage.empty')}
      actions={{
        edit: { onClick: (row) => page.open('EDIT', row), disabledReason: locked },
        delete: {
          onDelete: (row) => transfersApi.removeGarageTransfer(row.docnumbr),
          describe: (row) => `${row.docnumbr} · ${row.vehicleno}`,
          disabledReason: (row) =>
            row.trftype === 'T' && row.servstatus !== 'SENT'
              ? t('errors:garageTransDeletePastStage')
              : undefined,
        },
        view: { onClick: (row) => page.open('VIEW', row) },
      }}
    />
  );
}

export function GarageTransferFormPage() {
  const { t } = useTranslation();
  const { mode, form, document, openedAt, bindings } = useDocumentFormPage({
    screen: screenCodes.garageTransfer,
    listPath: garageListPath,
    empty: emptyGarageTrans,
    validate: garageTransErrors,
    read: { key: 'garageTransfer', fetch: transfersApi.garageTransfer, toValues: fromGarageTrans },
  });
  const adding = mode.status === 'ADD';
  const conflict = useSaveConflict();
  useJobOrderPreset(form, adding);
  const { values } = form;
  const stored = document.data;
  const toGarage = useLookupOptions(
    'transfers:jobOrders:1252',
    (signal) => transfersApi.jobOrders(1252, signal),
    jobOrderOption,
    workflowChoices,
  );
  const toSupplier = useLookupOptions(
    'transfers:jobOrders:1253',
    (signal) => transfersApi.jobOrders(1253, signal),
    jobOrderOption,
    workflowChoices,
  );
  const choices = values.trftype === 'G' ? toGarage : toSupplier;
  const garages = useLookupOptions('transfers:garages', transfersApi.garages, garageOption);
  const vendors = useLookupOptions('transfers:vendors', transfersApi.vendors, (vendor, arabic) => ({
    value: vendor.vendcode,
    label: (arabic && vendor.vendnamear) || vendor.vendname,
    description: vendor.vendcode,
  }));
  const approved = new Set(serviceSuppliers(vendors.items).map((vendor) => vendor.vendcode));
  const picked = choices.items.find((row) => row.jobordno === values.jobordno);
  const fromgarage = stored?.fromgarage ?? picked?.garage;
  const locked = stored ? finished(stored) : false;
  const effectiveMode = locked ? { ...mode, readOnly: true } : mode;

  const save = async () => {
    conflict.clear();
    const answer = await transfersApi.saveGarageTransfer(toGarageTransRequest(values));
    form.reset(emptyGarageTrans());
    return answer;
  };

  return (
    <DocumentForm
      {...bindings}
      mode={effectiveMode}
      title={t('transfers:garage.formTitle')}
      onSave={save}
      onSaveError={conflict.onSaveError}
      header={<DocumentHeaderRow openedAt={openedAt} columns={3} />}
    >
      <SpaceBetween size="l">
        {locked && <Alert type="info">{t('errors:garageTransLocked')}</Alert>}
        <SaveConflictAlert conflict={conflict} testId="garage-transfer-conflict" />
        <Container header={<Header variant="h2">{t('transfers:garage.jobOrder')}</Header>}>
          <SpaceBetween size="m">
            <ColumnLayout columns={3} minColumnWidth={200}>
              <SelectField
                form={form}
                name="trftype"
                label={t('transfers:fields.trftype')}
                options={(['G', 'T'] as const).map((value) => ({
                  value,
                  label: t(`transfers:types.${value}`),
                }))}
                readOnly={!adding || effectiveMode.readOnly}
                required
                testId="field-trftype"
              />
            </ColumnLayout>
            <DocumentPickerFields
              form={form}
              name="jobordno"
              testId="field-jobordno"
              label={t('transfers:fields.jobordno')}
              options={choices.options}
              loading={choices.loading}
              picking={adding}
              details={[
                { label: t('transfers:fields.docnumbr'), value: stored?.docnumbr },
                { label: t('transfers:fields.vehicleno'), value: stored?.vehicleno ?? picked?.vehicleno },
                {
                  label: t('transfers:fields.fromgarage'),
                  value: stored?.fromgaragnam ?? picked?.garagnam,
                  testId: 'transfer-fromgarage',
                },
              ]}
            />
          </SpaceBetween>
        </Container>
        <Container
          header={
            <Header variant="h2">
              {values.trftype === 'G' ? t('transfers:garage.destination') : t('transfers:garage.service')}
            </Header>
          }
        >
          <SpaceBetween size="m">
            <ColumnLayout columns={3} minColumnWidth={200}>
              {values.trftype === 'G' ? (
                <SelectField
                  form={form}
                  name="togarage"
                  label={t('transfers:fields.togarage')}
                  options={garages.options.filter((option) => option.value !== fromgarage || !adding)}
                  loading={garages.loading}
                  readOnly={!adding || effectiveMode.readOnly}
                  required
                  testId="field-togarage"
                />
              ) : (
                <SelectField
                  form={form}
                  name="vendcode"
                  label={t('transfers:fields.vendcode')}
                  options={vendors.options.filter((option) => approved.has(option.value) || !adding)}
                  loading={vendors.loading}
                  readOnly={!adding || effectiveMode.readOnly}
                  required
                  testId="field-vendcode"
                />
              )}
              {values.trftype === 'T' && !adding && (
                <SelectField
                  form={form}
                  name="servstatus"
                  label={t('transfers:fields.servstatus')}
                  options={stageChoices(stored?.servstatus).map((value) => ({
                    value,
                    label: t(`transfers:stages.${value}`),
                  }))}
                  testId="field-servstatus"
                />
              )}
              {stored && (
                <ReadOnlyField label={t('transfers:fields.prevstatus')} value={String(stored.prevstatus)} />
              )}
            </ColumnLayout>
            {values.trftype === 'T' && adding && <Alert type="info">{t('transfers:garage.moiOnly')}</Alert>}
            <TextAreaField form={form} name="remarks" label={t('transfers:fields.remarks')} rows={2} />
          </SpaceBetween>
        </Container>
      </SpaceBetween>
    </DocumentForm>
  );
}
