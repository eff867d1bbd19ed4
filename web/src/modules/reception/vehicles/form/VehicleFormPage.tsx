/**
 * Vehicle master form (`/vehicleMaster?mod=false&status=ADD|EDIT|VIEW&docnumbr=<plate>`, screen
 * SGRM005): plate (fixed once saved), make then a model of that make, year from the last 25 years,
 * colour, fuel type, chassis, cylinders, police number, company, department, owner, kilometres and
 * status. Save sends `insertVehicle` (ADD) or `updateVehicle` with the version read (a 409 keeps the
 * input), then returns to the list.
 */
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { screenCodes } from '@fleet/shared';
import { fuelTypes, vehicleStatuses } from '@fleet/shared/reception/vehicles';
import { DocumentHeaderRow, ReadOnlyField, wordedOptions } from '../../../../kit/index.ts';
import { RecordFormPage, RecordSection, recordFields, useRecordForm } from '../../../../kit/record/index.ts';
import { vehicleApi } from '../api.ts';
import { useColors, useCompanies, useDepartments, useMakes, useModels } from '../lookups.ts';
import { vehicleListPath } from '../list/navigation.ts';
import {
  emptyVehicle,
  fromVehicle,
  modelAfterMakeChange,
  toInsert,
  toUpdate,
  vehicleFieldErrors,
  yearChoices,
  type VehicleFormValues,
} from './vehicleForm.ts';

const field = recordFields<VehicleFormValues>();

export function VehicleFormPage() {
  const { t } = useTranslation();
  const makes = useMakes();
  const colors = useColors();
  const companies = useCompanies();
  const departments = useDepartments();
  const record = useRecordForm({
    screen: screenCodes.vehicleMaster,
    listPath: vehicleListPath,
    empty: emptyVehicle,
    validate: (values) => vehicleFieldErrors(values),
    read: { key: 'vehicle', fetch: vehicleApi.get, toValues: fromVehicle },
    save: (values) => vehicleApi.insert(toInsert(values)),
    update: (values) => vehicleApi.update(toUpdate(values)),
  });
  const { adding, form, openedAt } = record;
  const { values, set } = form;
  const models = useModels(values.vehmakid);

  // Make -> model cascade: a model of another make is cleared once the new make's models are known.
  const keptModel = modelAfterMakeChange(values.vehmodid, values.vehmakid, models.items, models.loading);
  useEffect(() => {
    if (keptModel !== values.vehmodid) set('vehmodid', keptModel);
  }, [keptModel, values.vehmodid, set]);

  const years = useMemo(
    () =>
      yearChoices(openedAt, values.storedYear).map((year) => ({ value: String(year), label: String(year) })),
    [openedAt, values.storedYear],
  );
  const fuelOptions = wordedOptions(t, 'vehicles:fuel', fuelTypes);
  const statusOptions = wordedOptions(t, 'vehicles:status', vehicleStatuses);
  const optional = [{ value: '', label: t('vehicles:form.none') }];

  return (
    <RecordFormPage
      record={record}
      title={t('vehicles:formTitle')}
      conflict={{ header: t('vehicles:conflictTitle'), testId: 'vehicle-conflict' }}
      header={
        <DocumentHeaderRow openedAt={openedAt}>
          <ReadOnlyField
            label={t('vehicles:fields.vehicleno')}
            value={values.vehicleno || t('vehicles:header.newVehicle')}
            testId="header-vehicleno"
          />
        </DocumentHeaderRow>
      }
    >
      <RecordSection title={t('vehicles:sections.vehicle')} columns={3}>
        <field.Text
          name="vehicleno"
          label={t('vehicles:fields.vehicleno')}
          constraintText={adding ? t('vehicles:hints.vehicleno') : undefined}
          placeholder="12/34567"
          inputMode="numeric"
          required
          fixed
        />
        <field.Select name="vehmakid" label={t('vehicles:fields.vehmakid')} choices={makes} required />
        <field.Select
          name="vehmodid"
          label={t('vehicles:fields.vehmodid')}
          choices={models}
          disabled={!values.vehmakid}
          placeholder={values.vehmakid ? undefined : t('vehicles:form.chooseMakeFirst')}
          required
        />
        <field.Select name="yearvalue" label={t('vehicles:fields.yearvalue')} options={years} required />
        <field.Select name="colorcode" label={t('vehicles:fields.colorcode')} choices={colors} required />
        <field.Select
          name="fueltypeid"
          label={t('vehicles:fields.fueltypeid')}
          options={fuelOptions}
          required
        />
        <field.Text
          name="chasisno"
          label={t('vehicles:fields.chasisno')}
          constraintText={t('vehicles:hints.chasisno')}
          required
        />
        <field.Text
          name="cylinders"
          type="number"
          inputMode="numeric"
          label={t('vehicles:fields.cylinders')}
          required
        />
        <field.Text name="policeno" label={t('vehicles:fields.policeno')} />
        <field.Select name="status" label={t('vehicles:fields.status')} options={statusOptions} />
        <field.Text
          name="kilometer"
          type="number"
          inputMode="numeric"
          label={t('vehicles:fields.kilometer')}
        />
      </RecordSection>
      <RecordSection title={t('vehicles:sections.ownership')} columns={3}>
        <field.Select
          name="compcode"
          label={t('vehicles:fields.compcode')}
          options={[...optional, ...companies.options]}
          loading={companies.loading}
        />
        <field.Select
          name="deptcode"
          label={t('vehicles:fields.deptcode')}
          options={[...optional, ...departments.options]}
          loading={departments.loading}
        />
        <field.Text
          name="ownernam"
          label={t('vehicles:fields.ownernam')}
          constraintText={t('vehicles:hints.ownernam')}
        />
      </RecordSection>
    </RecordFormPage>
  );
}

export default VehicleFormPage;
