/**
 * MOI job card (`/jobCardQs?mod=false&status=ADD|EDIT|VIEW`, also `/jobCardQs?jobordno=...`; screen
 * SGRJ001; spec 000 sections 2, 3, 4, 5). A stepper: 'Job card' (auto-generated number, date, plate
 * with its make, garage, service type, customer waiting set for Quick Service, job time IN defaulting
 * to now, MOI job order ref, mobile, previous service date, accident, winch with its gate pass),
 * 'Vehicle checklist', 'Images and documents' (photos, the accident document), 'Assign inspector'.
 * Back and Next; editing, only the current or an earlier step can be clicked (viewing, every step);
 * Save on the last step once every step is complete and no upload runs. The rules live in jobCardForm.ts.
 */
import { useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { statusLabel } from '@fleet/shared';
import type { VehicleCheck } from '@fleet/shared/platform/lookups';
import { serviceTypes } from '@fleet/shared/platform/lookups';
import { formatDate } from '../../../../i18n/format.ts';
import {
  CheckboxField,
  DateField,
  DocumentPage,
  FieldLabel,
  ReadOnlyField,
  SelectField,
  TextAreaField,
  TextField,
  documentFormUrl,
  listDay,
  useDocumentFormPage,
  useDocumentSave,
  useGarageOptions,
  useToasts,
} from '../../../../kit/index.ts';
import { useReaderNames } from '../../../../kit/masterNames.ts';
import { RecordSection } from '../../../../kit/record/index.ts';
import { UploadField } from '../../../../kit/upload/index.ts';
import { OpenJobOrderAlert, useOpenJobOrder } from '../../OpenJobOrderAlert.tsx';
import { jobCardApi } from '../api.ts';
import { jobCardPaths, jobCardScreens } from '../lists.ts';
import { useCheckItems } from '../lookups.ts';
import { useVehicles } from '../../lookups.ts';
import { InspectorField } from './JobCardFields.tsx';
import {
  canOpenStep,
  checkKey,
  emptyJobCard,
  errorsUpTo,
  firstInvalidStep,
  fromJobCard,
  jobCardSteps,
  lastStep,
  saveBlocker,
  stepFromQuery,
  stepErrors,
  toCreateRequest,
  toUpdateRequest,
  withServiceType,
  type JobCardValues,
  type StepIndex,
} from './jobCardForm.ts';
import './jobCardForm.css';

/** Groups of the checklist in master order. */
function groups(items: readonly VehicleCheck[]) {
  const byHeader = new Map<string, VehicleCheck[]>();
  for (const item of items) byHeader.set(item.checkheader, [...(byHeader.get(item.checkheader) ?? []), item]);
  return [...byHeader.values()];
}

export function JobCardPage() {
  const [params] = useSearchParams();
  // Spec 000 section 2: `/jobCardQs?jobordno=...` opens a job card.
  const jobordno = params.get('jobordno');
  if (jobordno && !params.get('docnumbr')) {
    const step = params.get('step');
    const url = documentFormUrl(jobCardPaths.form, 'VIEW', jobordno);
    return <Navigate replace to={step ? `${url}&step=${encodeURIComponent(step)}` : url} />;
  }
  return <JobCardForm firstStep={stepFromQuery(params)} />;
}

function JobCardForm({ firstStep }: { firstStep: StepIndex }) {
  const { t, i18n } = useTranslation();
  const arabic = i18n.language === 'ar';
  const toasts = useToasts();
  const garages = useGarageOptions();
  const vehicles = useVehicles();
  const checks = useCheckItems();
  const [step, setStep] = useState<StepIndex>(firstStep);
  const [uploading, setUploading] = useState(false);
  const stepRef = useRef<StepIndex>(firstStep);
  stepRef.current = step;
  const checkItems = checks.items;

  const page = useDocumentFormPage<JobCardValues, Awaited<ReturnType<typeof jobCardApi.get>>>({
    screen: jobCardScreens.jobCard,
    listPath: jobCardPaths.list,
    empty: () => emptyJobCard(),
    validate: (values) => errorsUpTo(values, stepRef.current, checkItems),
    read: { key: 'jobCard', fetch: jobCardApi.get, toValues: fromJobCard },
  });
  const { mode, form, openedAt, bindings } = page;
  const { values } = form;
  const readOnly = mode.readOnly;
  const adding = mode.status === 'ADD';
  const vehicle = vehicles.items.find((item) => item.vehicleno === values.vehicleno);
  const nameOf = useReaderNames(['makes']);
  const vehmaknam = nameOf('makes', vehicle?.vehmakid, vehicle?.vehmaknam ?? values.vehmaknam);
  // Told when the plate is picked, not at Save four steps later (issue 24 item 3).
  const openJobOrder = useOpenJobOrder(adding ? values.vehicleno : undefined);
  const touchStep = (index: StepIndex) =>
    Object.keys(stepErrors(values, index, checkItems)).forEach((field) =>
      form.touch(field as keyof JobCardValues),
    );

  const goTo = (target: StepIndex) => {
    if (target > step && openJobOrder) {
      setStep(0);
      return;
    }
    if (target > step) {
      // Next: the steps up to the current one must be complete.
      const invalid = readOnly ? undefined : firstInvalidStep(values, step, checkItems);
      if (invalid !== undefined) {
        touchStep(invalid);
        setStep(invalid);
        return;
      }
    }
    setStep(target);
  };

  const canSave = () => {
    if (openJobOrder) {
      toasts.error(t('errors:jobOrderVehicleBusy'));
      setStep(0);
      return false;
    }
    const blocker = saveBlocker(values, step, uploading, checkItems);
    if (blocker === 'uploading') toasts.error(t('errors:jobCardUploadInProgress'));
    if (blocker === 'stepsIncomplete') {
      const invalid = firstInvalidStep(values, lastStep, checkItems);
      if (invalid !== undefined) {
        touchStep(invalid);
        setStep(invalid);
      }
      toasts.error(t('errors:jobCardStepsIncomplete'));
    }
    return !blocker;
  };

  const saving = useDocumentSave(
    form,
    emptyJobCard,
    (values) =>
      adding
        ? jobCardApi.create(toCreateRequest(values, checkItems))
        : jobCardApi.update(toUpdateRequest(values)),
    () => setStep(0),
  );

  const stepTitle = (key: string) => t(`jobCards:steps.${key}`);
  const fieldError = (name: keyof JobCardValues) => form.errorOf(name);
  // A field of the page: its label under `jobCards:fields` and its test id `field-<name>`.
  const field = <K extends keyof JobCardValues>(name: K) => ({
    form,
    name,
    label: t(`jobCards:fields.${name}`),
    testId: `field-${name}`,
  });
  const status = page.document.data?.statuscde;

  return (
    <DocumentPage
      page={page}
      title={t('jobCards:form.title')}
      canSave={canSave}
      saving={saving}
      conflictHeader={t('jobCards:form.conflict')}
      onClear={() => {
        bindings.onClear?.();
        setStep(0);
      }}
      headerFields={[
        <ReadOnlyField
          key="jobordno"
          label={t('jobCards:fields.jobordno')}
          value={values.jobordno || t('jobCards:header.autoNumber')}
          testId="header-jobordno"
        />,
        <ReadOnlyField
          key="joborddat"
          label={t('jobCards:fields.joborddat')}
          value={values.joborddat ? listDay(values.joborddat) : formatDate(openedAt)}
        />,
        status !== undefined && (
          <ReadOnlyField
            key="status"
            label={t('jobCards:fields.status')}
            value={statusLabel(status, arabic)}
            testId="header-status"
          />
        ),
      ]}
    >
      <OpenJobOrderAlert jobOrder={openJobOrder} />
      <nav aria-label={t('jobCards:steps.label')} className="job-card-steps" data-testid="job-card-steps">
        {jobCardSteps.map((key, index) => {
          const target = index as StepIndex;
          const current = target === step;
          const done = target < step && Object.keys(stepErrors(values, target, checkItems)).length === 0;
          return (
            <div
              key={key}
              className="job-card-step"
              data-testid={`job-card-step-${index + 1}`}
              data-current={current}
            >
              <Button
                variant={current ? 'primary' : 'normal'}
                disabled={!canOpenStep(step, target, uploading, readOnly)}
                onClick={() => goTo(target)}
              >
                {`${index + 1}. ${stepTitle(key)}`}
              </Button>
              {done && <StatusIndicator type="success">{t('jobCards:steps.completed')}</StatusIndicator>}
            </div>
          );
        })}
      </nav>

      {step === 0 && (
        <Container header={<Header variant="h2">{stepTitle('jobCard')}</Header>}>
          <ColumnLayout columns={3} minColumnWidth={200}>
            <SelectField {...field('vehicleno')} choices={vehicles} readOnly={readOnly || !adding} required />
            <ReadOnlyField
              label={t('jobCards:fields.vehmaknam')}
              value={vehmaknam}
              testId="field-vehmaknam"
            />
            <SelectField {...field('garage')} choices={garages} required />
            <FormField
              label={<FieldLabel text={t('jobCards:fields.servicetype')} required />}
              errorText={fieldError('servicetype')}
              data-testid="field-servicetype"
            >
              <SpaceBetween direction="horizontal" size="xs">
                {serviceTypes.map((type) => (
                  <Button
                    key={type}
                    variant={values.servicetype === type ? 'primary' : 'normal'}
                    disabled={readOnly}
                    data-testid={`servicetype-${type}`}
                    onClick={() => {
                      const next = withServiceType(values, type);
                      form.set('servicetype', next.servicetype);
                      form.set('custwait', next.custwait);
                    }}
                  >
                    {t(`jobCards:serviceTypes.${type}`)}
                  </Button>
                ))}
              </SpaceBetween>
            </FormField>
            <CheckboxField
              {...field('custwait')}
              readOnly={readOnly || values.servicetype === 'quick'}
              description={values.servicetype === 'quick' ? t('jobCards:form.quickWaits') : undefined}
            />
            <DateField {...field('jobtimdate')} />
            <TextField {...field('jobtimtime')} placeholder="HH:mm" inputMode="numeric" />
            <TextField {...field('moijobord')} />
            <TextField
              {...field('mobileno')}
              inputMode="tel"
              constraintText={t('jobCards:form.mobileHint')}
            />
            <DateField {...field('prevservicedate')} />
            <TextField {...field('kilometer')} inputMode="numeric" />
            <CheckboxField {...field('accident')} />
            <CheckboxField {...field('winch')} />
            {values.winch === 'Y' && <TextField {...field('gatepassno')} required />}
          </ColumnLayout>
          <TextAreaField form={form} name="remarks" label={t('jobCards:fields.remarks')} />
        </Container>
      )}

      {step === 1 && (
        <RecordSection title={stepTitle('checklist')} description={t('jobCards:form.checklistHint')}>
          <FormField errorText={fieldError('checklist')} stretch data-testid="field-checklist">
            <ColumnLayout columns={3} minColumnWidth={220}>
              {groups(checkItems).map((group) => (
                <SpaceBetween size="xxs" key={group[0]!.checkheader}>
                  <Box variant="h4">{(arabic && group[0]!.checkheadernamar) || group[0]!.checkheadernam}</Box>
                  {group.map((item) => {
                    const itemKey = checkKey(item);
                    const checked = values.checklist.includes(itemKey);
                    return (
                      <Checkbox
                        key={itemKey}
                        checked={checked}
                        readOnly={readOnly || !adding}
                        data-testid={`check-${item.checkheader}-${item.checkid}`}
                        onChange={({ detail }) => {
                          form.set(
                            'checklist',
                            detail.checked
                              ? [...values.checklist, itemKey]
                              : values.checklist.filter((selected) => selected !== itemKey),
                          );
                          form.touch('checklist');
                        }}
                      >
                        {(arabic && item.checknamar) || item.checknam}
                      </Checkbox>
                    );
                  })}
                </SpaceBetween>
              ))}
            </ColumnLayout>
          </FormField>
        </RecordSection>
      )}

      {step === 2 && (
        <Container header={<Header variant="h2">{stepTitle('images')}</Header>}>
          <SpaceBetween size="l">
            <UploadField
              purpose="image"
              label={t('jobCards:fields.photos')}
              files={values.photos}
              readOnly={readOnly}
              onUploadingChange={setUploading}
              onChange={(photos) => form.set('photos', photos)}
              testId="field-photos"
            />
            {values.accident === 'Y' && (
              <UploadField
                purpose="document"
                label={t('jobCards:fields.accidentdoc')}
                files={values.accidentdoc}
                multiple={false}
                readOnly={readOnly || !adding}
                errorText={fieldError('accidentdoc')}
                onUploadingChange={setUploading}
                onUploaded={(file) => {
                  form.set('accidentdoc', [
                    { fileId: file.fileId, fileName: file.fileName, contentType: file.contentType },
                  ]);
                  form.touch('accidentdoc');
                }}
                onRemove={() => form.set('accidentdoc', [])}
                testId="field-accidentdoc"
              />
            )}
          </SpaceBetween>
        </Container>
      )}

      {step === 3 && (
        <RecordSection title={stepTitle('inspector')} columns={2} minColumnWidth={220}>
          <InspectorField form={form} readOnly={readOnly || !adding} />
        </RecordSection>
      )}

      <Box float="right">
        <SpaceBetween direction="horizontal" size="xs">
          <Button
            data-testid="job-card-back"
            disabled={step === 0 || uploading}
            onClick={() => goTo((step - 1) as StepIndex)}
          >
            {t('jobCards:steps.back')}
          </Button>
          <Button
            data-testid="job-card-next"
            disabled={step === lastStep || uploading}
            onClick={() => goTo((step + 1) as StepIndex)}
          >
            {t('jobCards:steps.next')}
          </Button>
        </SpaceBetween>
      </Box>
    </DocumentPage>
  );
}

export default JobCardPage;
