/**
 * Garage transfer (`/garageTransferList` + form `/garageTransfer`, screen SGRG019): moves a vehicle in
 * the garage to another garage (VehicleTransferred 1252; the job order goes on in the receiving garage),
 * or sends its engine to an MOI approved service supplier (1253) and records the service completed
 * (1237) and the vehicle received back (1238), one stage at a time.
 */
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import { screenCodes } from '@fleet/shared';
import { transferTypes, type GarageTransfer } from '@fleet/shared/garage/transfers';
import { ReadOnlyField, useGarageOptions, useLookupOptions, wordedOptions } from '../../../kit/index.ts';
import {
  RecordFormPage,
  RecordListPage,
  RecordSection,
  recordFields,
  useJobOrderChoices,
  useRecordForm,
} from '../../../kit/record/index.ts';
import { transfersApi } from './api.ts';
import { vendorOption } from '../../../kit/document/masterOptions.ts';
import {
  emptyGarageTrans,
  fromGarageTrans,
  garageFormPath,
  garageListPath,
  garageTransErrors,
  serviceSuppliers,
  stageChoices,
  toGarageTransRequest,
  type GarageTransValues,
} from './transferForms.ts';

const routes = { screen: screenCodes.garageTransfer, listPath: garageListPath, formPath: garageFormPath };

/** Whether the transfer is final: a received engine service. */
const finished = (row: GarageTransfer) => row.trftype === 'T' && row.servstatus === 'RECEIVED';

const field = recordFields<GarageTransValues>();

const toGarageJobOrders = (signal: AbortSignal) => transfersApi.jobOrders(1252, signal);
const toSupplierJobOrders = (signal: AbortSignal) => transfersApi.jobOrders(1253, signal);

export function GarageTransferListPage() {
  const { t } = useTranslation();
  const locked = (row: GarageTransfer) => (finished(row) ? t('errors:garageTransLocked') : undefined);
  return (
    <RecordListPage<GarageTransfer>
      routes={routes}
      texts="transfers:garage"
      fields={[
        'vehicleno',
        { kind: 'select', id: 'trftype', options: wordedOptions(t, 'transfers:types', transferTypes) },
        { kind: 'dateRange', id: 'trfdate' },
      ]}
      fetch={transfersApi.garageTransfers}
      columns={(tr, arabic) => [
        ['trfdate', 'trftime'],
        ['trftype', (type) => tr(`transfers:types.${type}`)],
        ['jobordno', 140],
        'vehicleno',
        { id: 'fromgarage', header: tr('transfers:fields.fromgarage'), value: (row) => row.fromgaragnam },
        {
          id: 'to',
          header: tr('transfers:fields.to'),
          value: (row) => (row.trftype === 'G' ? row.togaragnam : (arabic && row.vendnamear) || row.vendname),
        },
        ['servstatus', (stage) => (stage ? tr(`transfers:stages.${stage}`) : '')],
        'remarks',
      ]}
      id="garage-transfer-list"
      exportTitle="GarageTransfer"
      edit={locked}
      remove={{
        onDelete: (row) => transfersApi.removeGarageTransfer(row.docnumbr),
        describe: (row) => `${row.docnumbr} · ${row.vehicleno}`,
        disabledReason: (row) =>
          row.trftype === 'T' && row.servstatus !== 'SENT'
            ? t('errors:garageTransDeletePastStage')
            : undefined,
      }}
    />
  );
}

export function GarageTransferFormPage() {
  const { t } = useTranslation();
  const record = useRecordForm({
    ...routes,
    empty: emptyGarageTrans,
    validate: garageTransErrors,
    read: { key: 'garageTransfer', fetch: transfersApi.garageTransfer, toValues: fromGarageTrans },
    save: (values) => transfersApi.saveGarageTransfer(toGarageTransRequest(values)),
    lockedWhen: finished,
  });
  const { adding, stored, form } = record;
  const { values } = form;
  const toGarage = useJobOrderChoices('transfers:jobOrders:1252', toGarageJobOrders, values.jobordno);
  const toSupplier = useJobOrderChoices('transfers:jobOrders:1253', toSupplierJobOrders, values.jobordno);
  const choices = values.trftype === 'G' ? toGarage : toSupplier;
  const garages = useGarageOptions();
  const vendors = useLookupOptions('transfers:vendors', transfersApi.vendors, vendorOption);
  const approved = new Set(serviceSuppliers(vendors.items).map((vendor) => vendor.vendcode));
  const { picked } = choices;
  const fromgarage = stored?.fromgarage ?? picked?.garage;

  return (
    <RecordFormPage
      record={record}
      title={t('transfers:garage.formTitle')}
      conflict={{ testId: 'garage-transfer-conflict' }}
      lockedText={t('errors:garageTransLocked')}
    >
      <RecordSection
        title={t('transfers:garage.jobOrder')}
        columns={3}
        below={
          <field.Picker
            name="jobordno"
            testId="field-jobordno"
            label={t('transfers:fields.jobordno')}
            choices={choices}
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
        }
      >
        <field.Select
          name="trftype"
          label={t('transfers:fields.trftype')}
          options={wordedOptions(t, 'transfers:types', transferTypes)}
          fixed
          required
          testId="field-trftype"
        />
      </RecordSection>
      <RecordSection
        title={values.trftype === 'G' ? t('transfers:garage.destination') : t('transfers:garage.service')}
        columns={3}
        below={[
          values.trftype === 'T' && adding && (
            <Alert key="moiOnly" type="info">
              {t('transfers:garage.moiOnly')}
            </Alert>
          ),
          <field.TextArea key="remarks" name="remarks" label={t('transfers:fields.remarks')} rows={2} />,
        ]}
      >
        {values.trftype === 'G' ? (
          <field.Select
            name="togarage"
            label={t('transfers:fields.togarage')}
            options={garages.options.filter((option) => option.value !== fromgarage || !adding)}
            loading={garages.loading}
            fixed
            required
            testId="field-togarage"
          />
        ) : (
          <field.Select
            name="vendcode"
            label={t('transfers:fields.vendcode')}
            options={vendors.options.filter((option) => approved.has(option.value) || !adding)}
            loading={vendors.loading}
            fixed
            required
            testId="field-vendcode"
          />
        )}
        {values.trftype === 'T' && !adding && (
          <field.Select
            name="servstatus"
            label={t('transfers:fields.servstatus')}
            options={wordedOptions(t, 'transfers:stages', stageChoices(stored?.servstatus))}
            testId="field-servstatus"
          />
        )}
        {stored && (
          <ReadOnlyField label={t('transfers:fields.prevstatus')} value={String(stored.prevstatus)} />
        )}
      </RecordSection>
    </RecordFormPage>
  );
}
