/**
 * Vehicle master form (`/vehicleMaster?mod=false&status=ADD|EDIT|VIEW&docnumbr=<plate>`, screen
 * SGRM005): plate (fixed once saved), make then a model of that make, year from the last 25 years,
 * colour, fuel type, chassis, cylinders, police number, company, department, owner, kilometres and
 * status. Save sends `insertVehicle` (ADD) or `updateVehicle` with the version read (a 409 keeps the
 * input), then returns to the list.
 */
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { screenCodes } from '@fleet/shared';
import { fuelTypes, vehicleStatuses } from '@fleet/shared/reception/vehicles';
import {
  DocumentForm,
  DocumentHeaderRow,
  ReadOnlyField,
  SaveConflictAlert,
  SelectField,
  TextField,
  useDocumentFormPage,
  useSaveConflict,
} from '../../../../kit/index.ts';
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
} from './vehicleForm.ts';

export function VehicleFormPage() {
  const { t } = useTranslation();
  const makes = useMakes();
  const colors = useColors();
  const companies = useCompanies();
  const departments = useDepartments();
  const { mode, form, openedAt, bindings } = useDocumentFormPage({
    screen: screenCodes.vehicleMaster,
    listPath: vehicleListPath,
    empty: emptyVehicle,
    validate: (values) => vehicleFieldErrors(values),
    read: { key: 'vehicle', fetch: vehicleApi.get, toValues: fromVehicle },
  });
  const conflict = useSaveConflict();
  const { values, set } = form;
  const models = useModels(values.vehmakid);
  const adding = mode.status === 'ADD';

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
  const fuelOptions = fuelTypes.map((fuel) => ({ value: fuel, label: t(`vehicles:fuel.${fuel}`) }));
  const statusOptions = vehicleStatuses.map((status) => ({
    value: status,
    label: t(`vehicles:status.${status}`),
  }));
  const optional = [{ value: '', label: t('vehicles:form.none') }];

  const save = async () => {
    conflict.clear();
    const answer = adding
      ? await vehicleApi.insert(toInsert(values))
      : await vehicleApi.update(toUpdate(values));
    form.reset(emptyVehicle());
    return answer;
  };

  return (
    <DocumentForm
      {...bindings}
      title={t('vehicles:formTitle')}
      onSave={save}
      onSaveError={conflict.onSaveError}
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
      <SpaceBetween size="l">
        <SaveConflictAlert
          conflict={conflict}
          header={t('vehicles:conflictTitle')}
          testId="vehicle-conflict"
        />
        <Container header={<Header variant="h2">{t('vehicles:sections.vehicle')}</Header>}>
          <ColumnLayout columns={3} minColumnWidth={200}>
            <TextField
              form={form}
              name="vehicleno"
              label={t('vehicles:fields.vehicleno')}
              constraintText={adding ? t('vehicles:hints.vehicleno') : undefined}
              placeholder="12/34567"
              inputMode="numeric"
              required
              readOnly={!adding || undefined}
            />
            <SelectField
              form={form}
              name="vehmakid"
              label={t('vehicles:fields.vehmakid')}
              options={makes.options}
              loading={makes.loading}
              required
            />
            <SelectField
              form={form}
              name="vehmodid"
              label={t('vehicles:fields.vehmodid')}
              options={models.options}
              loading={models.loading}
              disabled={!values.vehmakid}
              placeholder={values.vehmakid ? undefined : t('vehicles:form.chooseMakeFirst')}
              required
            />
            <SelectField
              form={form}
              name="yearvalue"
              label={t('vehicles:fields.yearvalue')}
              options={years}
              required
            />
            <SelectField
              form={form}
              name="colorcode"
              label={t('vehicles:fields.colorcode')}
              options={colors.options}
              loading={colors.loading}
              required
            />
            <SelectField
              form={form}
              name="fueltypeid"
              label={t('vehicles:fields.fueltypeid')}
              options={fuelOptions}
              required
            />
            <TextField
              form={form}
              name="chasisno"
              label={t('vehicles:fields.chasisno')}
              constraintText={t('vehicles:hints.chasisno')}
              required
            />
            <TextField
              form={form}
              name="cylinders"
              type="number"
              inputMode="numeric"
              label={t('vehicles:fields.cylinders')}
              required
            />
            <TextField form={form} name="policeno" label={t('vehicles:fields.policeno')} />
            <SelectField
              form={form}
              name="status"
              label={t('vehicles:fields.status')}
              options={statusOptions}
            />
            <TextField
              form={form}
              name="kilometer"
              type="number"
              inputMode="numeric"
              label={t('vehicles:fields.kilometer')}
            />
          </ColumnLayout>
        </Container>
        <Container header={<Header variant="h2">{t('vehicles:sections.ownership')}</Header>}>
          <ColumnLayout columns={3} minColumnWidth={200}>
            <SelectField
              form={form}
              name="compcode"
              label={t('vehicles:fields.compcode')}
              options={[...optional, ...companies.options]}
              loading={companies.loading}
            />
            <SelectField
              form={form}
              name="deptcode"
              label={t('vehicles:fields.deptcode')}
              options={[...optional, ...departments.options]}
              loading={departments.loading}
            />
            <TextField
              form={form}
              name="ownernam"
              label={t('vehicles:fields.ownernam')}
              constraintText={t('vehicles:hints.ownernam')}
            />
          </ColumnLayout>
        </Container>
      </SpaceBetween>
    </DocumentForm>
  );
}

export default VehicleFormPage;
