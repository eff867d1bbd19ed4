/**
 * Create Job Order (KJO) form (`/receptionInspection?mod=false&status=ADD|EDIT|VIEW`, screen SGRK003;
 * spec 000 section 2 "KPTC Reception"): pick an MOI job card eligible for Job Order Created
 * (`getJobOrdermoi?tostatus=1201`) or a vehicle plate and garage for a direct KPTC job order; the
 * header fields; then the reception inspection (remarks and findings), saved after the job order and
 * moving it to Reception Inspection. EDIT saves the header at the version read (409 keeps the input).
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { screenCodes, statusLabel } from '@fleet/shared';
import type { CheckListHeader, InspectionFinding } from '@fleet/shared/reception/kptc-job-orders';
import { serviceTypes } from '@fleet/shared/platform/lookups';
import { stepAllowed } from '@fleet/shared/engines/workflow';
import { api } from '../../../../api/client.ts';
import {
  CheckboxField,
  DateField,
  DocumentPage,
  ReadOnlyField,
  PickField,
  SelectField,
  TextAreaField,
  TextField,
  documentFormUrl,
  useGarageOptions,
  isoDay,
  removeLine,
  useDocumentFormPage,
  useLookupOptions,
  useQuery,
  useSaveConflict,
  useToasts,
  type FieldOption,
  wordedOptions,
} from '../../../../kit/index.ts';
import { jobOrderApi } from '../api.ts';
import { OpenJobOrderAlert, useOpenJobOrder } from '../../OpenJobOrderAlert.tsx';
import { WarrantyOffer } from '../../../garage/warranty/WarrantyOffer.tsx';
import { warrantyFormPath, type WarrantyPreset } from '../../../garage/warranty/warrantyForm.ts';
import { receptionListPath } from '../list/navigation.ts';
import { useJobCards } from '../lookups.ts';
import { useVehicles } from '../../lookups.ts';
import {
  addFinding,
  emptyJobOrderForm,
  fromJobOrder,
  hasInspection,
  jobOrderFieldErrors,
  toCreateRequest,
  toInspectionRequest,
  toUpdateRequest,
  withJobCard,
  withServiceType,
  type JobOrderFormValues,
  type JobOrderSource,
} from './jobOrderForm.ts';
import { InputField } from '../../../../kit/form/InputField.tsx';
import { tableColumns } from '../../../../kit/charts/DashboardTable.tsx';

const results = ['ok', 'repair', 'replace'] as const;

const checkHeaderOption = (header: CheckListHeader, arabic: boolean): FieldOption => ({
  value: header.checkheader,
  label: (arabic && header.checkheadernamar) || header.checkheadernam,
});
const fetchCheckHeaders = (signal: AbortSignal) =>
  api.get<CheckListHeader[]>('JobOrder/getCheckListHeader', undefined, { signal });

/** The columns of the findings, titled by the inspection's texts. */
const column = tableColumns('jobOrders:inspection');

const emptyFinding = (): InspectionFinding => ({ checkheader: '', checkid: '', finding: '', result: 'ok' });

export function ReceptionInspectionPage() {
  const { t, i18n } = useTranslation();
  const toasts = useToasts();
  const arabic = i18n.language === 'ar';
  const jobCards = useJobCards();
  const vehicles = useVehicles();
  const garages = useGarageOptions();
  const checkHeaders = useLookupOptions('checkListHeaders', fetchCheckHeaders, checkHeaderOption);
  const page = useDocumentFormPage({
    screen: screenCodes.createJobOrder,
    listPath: receptionListPath,
    empty: emptyJobOrderForm,
    validate: (values, current) => jobOrderFieldErrors(values, current.status === 'ADD', isoDay(new Date())),
    read: { key: 'kptcJobOrder', fetch: jobOrderApi.get, toValues: fromJobOrder },
  });
  const [finding, setFinding] = useState<InspectionFinding>(emptyFinding);
  const conflict = useSaveConflict();
  const { mode, form } = page;
  const { values } = form;
  const adding = mode.status === 'ADD';
  const readOnly = mode.readOnly;
  const inspectionOpen =
    !readOnly &&
    (adding || (values.statuscde !== undefined && stepAllowed('inspectionReception', values.statuscde)));

  // The picked job card's header: the form fills with what reception typed on it (issue 24 item 1).
  const pickedCard = adding && values.source === 'jobCard' && values.jobordno ? values.jobordno : null;
  const card = useQuery(pickedCard ? `kjoJobCard:${pickedCard}` : null, (signal) =>
    jobOrderApi.get(pickedCard!, signal),
  );
  const filledFrom = useRef('');
  const { set } = form;
  useEffect(() => {
    const row = card.data;
    if (!pickedCard) filledFrom.current = '';
    if (!row || row.jobordno !== pickedCard || filledFrom.current === row.jobordno) return;
    filledFrom.current = row.jobordno;
    const filled = withJobCard(values, row);
    for (const name of Object.keys(filled) as (keyof JobOrderFormValues)[]) set(name, filled[name]);
    // Only when a job card's header arrives (not on `values`): later edits of the user stay.
  }, [card.data, pickedCard, set]);
  const openJobOrder = useOpenJobOrder(adding && values.source === 'vehicle' ? values.vehicleno : undefined);
  const selectedCard = jobCards.items.find((card) => card.jobordno === values.jobordno);
  const offeredPlate = adding && values.source === 'jobCard' ? selectedCard?.vehicleno : values.vehicleno;

  // A warranty claim chosen on a new job order is raised in the same flow: the save opens its form,
  // preset with the new job order (issue 25 item 15). Another plate drops the choice.
  const navigate = useNavigate();
  const [claimOnSave, setClaimOnSave] = useState<Omit<WarrantyPreset, 'jobOrderId'>>();
  const [claimFor, setClaimFor] = useState<WarrantyPreset>();
  useEffect(() => setClaimOnSave(undefined), [offeredPlate]);
  useEffect(() => {
    // After the render that cleared the saved form: nothing is left unsaved.
    if (claimFor) navigate(documentFormUrl(warrantyFormPath, 'ADD'), { state: claimFor });
  }, [claimFor, navigate]);

  const canSave = () => {
    if (!openJobOrder) return true;
    toasts.error(t('errors:jobOrderVehicleBusy'));
    return false;
  };

  const save = async () => {
    conflict.clear();
    const answer = adding
      ? await jobOrderApi.create(toCreateRequest(values))
      : await jobOrderApi.update(toUpdateRequest(values));
    const written =
      inspectionOpen && hasInspection(values)
        ? await jobOrderApi.setInspection(toInspectionRequest(values, answer[1].jobordno))
        : answer;
    if (adding && claimOnSave) {
      form.reset(emptyJobOrderForm());
      setClaimFor({ jobOrderId: answer[1].jobordno, ...claimOnSave });
    }
    return written;
  };

  const selectedVehicle = vehicles.items.find((vehicle) => vehicle.vehicleno === values.vehicleno);
  const headerOption = (checkheader: string) =>
    checkHeaders.options.find((option) => option.value === checkheader);

  return (
    <DocumentPage
      page={page}
      title={t('jobOrders:form.title')}
      canSave={canSave}
      saving={{ conflict, save }}
      afterSave={adding && claimOnSave ? 'stay' : 'list'}
      conflictTestId="job-order-conflict"
      headerFields={[
        <ReadOnlyField
          key="jobordno"
          label={t('jobOrders:fields.jobordno')}
          value={adding ? t('jobOrders:form.newNumber') : values.jobordno}
          testId="header-jobordno"
        />,
        !adding && (
          <ReadOnlyField
            key="status"
            label={t('jobOrders:fields.status')}
            value={statusLabel(values.statuscde, arabic)}
            testId="header-status"
          />
        ),
      ]}
    >
      <OpenJobOrderAlert jobOrder={openJobOrder} />
      <WarrantyOffer
        vehicleno={offeredPlate}
        jobordno={adding ? undefined : values.jobordno}
        claimOnSave={adding ? { chosen: claimOnSave?.prevjobordno, choose: setClaimOnSave } : undefined}
      />
      <Container header={<Header variant="h2">{t('jobOrders:form.jobOrder')}</Header>}>
        <SpaceBetween size="l">
          {adding && (
            <FormField label={t('jobOrders:form.source')}>
              <RadioGroup
                value={values.source}
                onChange={({ detail }) => form.set('source', detail.value as JobOrderSource)}
                items={[
                  { value: 'jobCard', label: t('jobOrders:form.fromJobCard') },
                  { value: 'vehicle', label: t('jobOrders:form.direct') },
                ]}
              />
            </FormField>
          )}
          <ColumnLayout columns={3} minColumnWidth={200}>
            {adding && values.source === 'jobCard' ? (
              <SelectField
                form={form}
                name="jobordno"
                label={t('jobOrders:form.jobCard')}
                choices={jobCards}
                required
                description={card.loading ? t('jobOrders:form.jobCardLoading') : undefined}
                testId="field-jobcard"
              />
            ) : adding ? (
              <SelectField
                form={form}
                name="vehicleno"
                label={t('jobOrders:fields.vehicleno')}
                choices={vehicles}
                required
                testId="field-vehicle"
              />
            ) : (
              <ReadOnlyField label={t('jobOrders:fields.vehicleno')} value={values.vehicleno} />
            )}
            {adding && (
              <ReadOnlyField
                label={t('jobOrders:fields.vehmaknam')}
                value={values.source === 'jobCard' ? selectedCard?.vehmaknam : selectedVehicle?.vehmaknam}
              />
            )}
            <SelectField
              form={form}
              name="garage"
              label={t('jobOrders:fields.garagnam')}
              choices={garages}
              required={adding && values.source === 'vehicle'}
              testId="field-garage"
            />
            <TextField form={form} name="moijobord" label={t('jobOrders:fields.moijobord')} />
            <PickField
              label={t('jobOrders:fields.servicetype')}
              disabled={readOnly}
              options={wordedOptions(t, 'jobOrders:serviceTypes', serviceTypes)}
              value={values.servicetype}
              onChange={(value) => {
                const next = withServiceType(values, value);
                form.set('servicetype', next.servicetype);
                form.set('custwait', next.custwait);
              }}
            />
            <TextField form={form} name="mobileno" label={t('jobOrders:fields.mobileno')} />
            <DateField form={form} name="prevservicedate" label={t('jobOrders:fields.prevservicedate')} />
            <TextField form={form} name="kilometer" label={t('jobOrders:fields.kilometer')} />
            <CheckboxField form={form} name="custwait" label={t('jobOrders:fields.custwait')} />
            <CheckboxField form={form} name="accident" label={t('jobOrders:fields.accident')} />
            <CheckboxField form={form} name="winch" label={t('jobOrders:fields.winch')} />
          </ColumnLayout>
          <TextAreaField form={form} name="remarks" label={t('jobOrders:fields.remarks')} rows={2} />
        </SpaceBetween>
      </Container>
      {inspectionOpen && (
        <Container
          header={
            <Header variant="h2" description={t('jobOrders:inspection.description')}>
              {t('jobOrders:inspection.title')}
            </Header>
          }
        >
          <SpaceBetween size="l">
            <TextAreaField
              form={form}
              name="inspectionRemarks"
              label={t('jobOrders:inspection.remarks')}
              rows={2}
            />
            <ColumnLayout columns={4} minColumnWidth={160}>
              <PickField
                label={t('jobOrders:inspection.checkheader')}
                options={checkHeaders.options}
                loading={checkHeaders.loading}
                value={finding.checkheader}
                onChange={(checkheader) => setFinding({ ...finding, checkheader })}
              />
              <InputField
                label={t('jobOrders:inspection.finding')}
                value={finding.finding}
                onChange={(value) => setFinding({ ...finding, finding: value })}
                testId="finding-text"
              />
              <PickField
                label={t('jobOrders:inspection.result')}
                options={wordedOptions(t, 'jobOrders:results', results)}
                value={finding.result}
                onChange={(result) =>
                  setFinding({ ...finding, result: result as InspectionFinding['result'] })
                }
              />
              <FormField label={'\u00a0'}>
                <Button
                  data-testid="finding-add"
                  disabled={!finding.finding.trim()}
                  onClick={() => {
                    form.set('findings', addFinding(values.findings, finding));
                    setFinding(emptyFinding());
                  }}
                >
                  {t('jobOrders:inspection.add')}
                </Button>
              </FormField>
            </ColumnLayout>
            <Table<InspectionFinding & { index: number }>
              variant="embedded"
              items={values.findings.map((item, index) => ({ ...item, index }))}
              trackBy="index"
              empty={t('jobOrders:inspection.empty')}
              columnDefinitions={[
                column(t, 'checkheader', (item) => headerOption(item.checkheader)?.label ?? ''),
                column(t, 'finding', (item) => item.finding),
                column(t, 'result', (item) => t(`jobOrders:results.${item.result}`)),
                {
                  id: 'remove',
                  header: '',
                  cell: (item) => (
                    <Button
                      variant="icon"
                      iconName="remove"
                      ariaLabel={t('jobOrders:inspection.remove')}
                      onClick={() => form.set('findings', removeLine(values.findings, item.index))}
                    />
                  ),
                },
              ]}
            />
          </SpaceBetween>
        </Container>
      )}
    </DocumentPage>
  );
}

export default ReceptionInspectionPage;
