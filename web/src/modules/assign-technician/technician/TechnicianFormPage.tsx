/**
 * QC technician assignment form (`/technicianDetailsmoi?mod&status&docnumbr&variant`, screen SGRK001;
 * spec 000 help text): pick Job Order No. (MOI job cards eligible for 1197 and job orders eligible
 * for 1202 in one list; the save calls the matching variant), enter the estimated job time, pick the
 * technician, optionally upload images, Save. Clear resets, Close returns to the list. A stale
 * version (409) keeps the input and says so.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import {
  assignTechnicianScreens,
  technicianVariants,
  type TechnicianAssignmentView,
  type TechnicianVariant,
} from '@fleet/shared/assign-technician';
import { statusByCode } from '@fleet/shared';
import { ApiError } from '../../../api/errors.ts';
import { useSession } from '../../../auth/session.ts';
import { formatDate, formatTime } from '../../../i18n/format.ts';
import {
  DocumentForm,
  ReadOnlyField,
  SelectField,
  TextAreaField,
  TextField,
  clearQueryCache,
  errorText,
  useDocumentFormPage,
  useQuery,
  type FieldOption,
} from '../../../kit/index.ts';
import { UploadField } from '../../../kit/upload/index.ts';
import { assignTechnicianApi } from '../api.ts';
import {
  emptyTechnician,
  fromAssignment,
  targetStatus,
  technicianChoices,
  technicianErrors,
  toTechnicianRequest,
  variantOf,
  type TechnicianChoice,
  type TechnicianValues,
} from '../forms.ts';
import { day, paths } from '../lists.ts';
import { jobOrderOption, useTechnicians } from '../lookups.ts';

const variantParam = (value: string | null): TechnicianVariant =>
  (technicianVariants as readonly string[]).includes(value ?? '') ? (value as TechnicianVariant) : 'MOI';

/** `jobOrderId` from the navigation state, if any. */
function stateJobOrder(state: unknown): string | undefined {
  return state && typeof state === 'object' && 'jobOrderId' in state && typeof state.jobOrderId === 'string'
    ? state.jobOrderId
    : undefined;
}

export function TechnicianFormPage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const loadedVariant = variantParam(params.get('variant'));
  const { mode, form, document, openedAt, bindings } = useDocumentFormPage({
    screen: assignTechnicianScreens.technicianAssignment,
    listPath: paths.technicianList,
    empty: emptyTechnician,
    validate: technicianErrors,
    read: {
      key: `technicianAssignment:${loadedVariant}`,
      fetch: (jobordno, signal) => assignTechnicianApi.get(loadedVariant, jobordno, signal),
      toValues: fromAssignment,
    },
  });
  const adding = mode.status === 'ADD';
  const technicians = useTechnicians();
  const choiceList = useQuery(
    adding ? `technicianChoices:${session?.project ?? ''}` : null,
    async (signal) => {
      const [moi, reception] = await Promise.all([
        assignTechnicianApi.choices(targetStatus('MOI'), true, signal),
        assignTechnicianApi.choices(targetStatus('REC'), false, signal),
      ]);
      return technicianChoices(moi, reception);
    },
  );
  const choices = useMemo<TechnicianChoice[]>(() => choiceList.data ?? [], [choiceList.data]);
  const choiceOptions = useMemo<FieldOption[]>(
    () =>
      choices.map((choice) => {
        const option = jobOrderOption(choice);
        return {
          ...option,
          description: `${t(`assignTechnician:variants.${choice.variant}`)} · ${option.description ?? ''}`,
        };
      }),
    [choices, t],
  );
  const [conflict, setConflict] = useState<unknown>(undefined);
  const [uploading, setUploading] = useState(false);

  const { set } = form;
  const preset = stateJobOrder(location.state);
  useEffect(() => {
    if (adding && preset) set('jobordno', preset);
  }, [adding, preset, set]);

  const assignment: TechnicianAssignmentView | undefined = document.data;
  const chosen = choices.find((choice) => choice.jobordno === form.values.jobordno);
  const shown = adding ? chosen : assignment;
  const variant = adding ? chosen?.variant : (assignment?.variant ?? loadedVariant);
  const arabic = i18n.language === 'ar';
  const status = shown ? statusByCode.get(shown.statuscde) : undefined;
  // Editing is only possible while the job order is still at the assignment's status.
  const pastStage =
    mode.status === 'EDIT' &&
    assignment !== undefined &&
    assignment.statuscde !== targetStatus(assignment.variant);
  const effectiveMode = pastStage ? { ...mode, readOnly: true } : mode;

  const save = async () => {
    setConflict(undefined);
    const target = variantOf(form.values, choices);
    if (!target) throw new Error(t('errors:assignTechnicianJobOrderRequired'));
    const answer = await assignTechnicianApi.save(target, toTechnicianRequest(form.values));
    form.reset(emptyTechnician());
    clearQueryCache('technicianChoices:');
    clearQueryCache('technicianAssignment:');
    return answer;
  };

  const onUploadingChange = useCallback((busy: boolean) => setUploading(busy), []);
  // Several files of one pick arrive one after another before the form re-renders.
  const images = useRef(form.values.images);
  images.current = form.values.images;
  const setImages = (next: TechnicianValues['images']) => {
    images.current = next;
    set('images', next);
  };

  return (
    <DocumentForm
      {...bindings}
      mode={effectiveMode}
      title={t('assignTechnician:technicianForm.title')}
      canSave={() => form.touchAll() && !uploading}
      onSave={save}
      onSaveError={(failure) => {
        if (failure instanceof ApiError && failure.status === 409) setConflict(failure);
      }}
      header={
        <ColumnLayout columns={3} minColumnWidth={150}>
          <ReadOnlyField
            label={t('assignTechnician:header.date')}
            value={formatDate(openedAt)}
            testId="header-date"
          />
          <ReadOnlyField
            label={t('assignTechnician:header.time')}
            value={formatTime(openedAt)}
            testId="header-time"
          />
          <ReadOnlyField
            label={t('assignTechnician:header.user')}
            value={session?.username}
            testId="header-user"
          />
        </ColumnLayout>
      }
    >
      <SpaceBetween size="l">
        {pastStage && <Alert type="info">{t('assignTechnician:technicianForm.pastStage')}</Alert>}
        {conflict !== undefined && (
          <Alert
            type="warning"
            dismissible
            onDismiss={() => setConflict(undefined)}
            data-testid="technician-conflict"
          >
            {errorText(t, conflict)}
          </Alert>
        )}
        <Container header={<Header variant="h2">{t('assignTechnician:technicianForm.jobOrder')}</Header>}>
          <ColumnLayout columns={3} minColumnWidth={200}>
            {adding ? (
              <SelectField
                form={form}
                name="jobordno"
                label={t('assignTechnician:fields.jobordno')}
                options={choiceOptions}
                loading={choiceList.loading}
                required
                testId="jobordno"
              />
            ) : (
              <ReadOnlyField
                label={t('assignTechnician:fields.jobordno')}
                value={form.values.jobordno}
                testId="jobordno"
              />
            )}
            <ReadOnlyField label={t('assignTechnician:fields.joborddat')} value={day(shown?.joborddat)} />
            <ReadOnlyField
              label={t('assignTechnician:fields.vehicleno')}
              value={shown?.vehicleno}
              testId="vehicleno"
            />
            <ReadOnlyField label={t('assignTechnician:fields.vehmaknam')} value={shown?.vehmaknam} />
            <ReadOnlyField label={t('assignTechnician:fields.garagnam')} value={shown?.garagnam} />
            <ReadOnlyField
              label={t('assignTechnician:fields.variant')}
              value={variant ? t(`assignTechnician:variants.${variant}`) : ''}
              testId="variant"
            />
            <ReadOnlyField
              label={t('assignTechnician:fields.status')}
              value={status ? (arabic ? status.ar : status.en) : ''}
            />
          </ColumnLayout>
        </Container>
        <Container header={<Header variant="h2">{t('assignTechnician:technicianForm.assignment')}</Header>}>
          <SpaceBetween size="m">
            <ColumnLayout columns={3} minColumnWidth={200}>
              <TextField
                form={form}
                name="estjobtime"
                label={t('assignTechnician:fields.estjobtime')}
                type="number"
                inputMode="decimal"
                required
                testId="estjobtime"
              />
              <SelectField
                form={form}
                name="empcdetech"
                label={t('assignTechnician:fields.empcdetech')}
                options={technicians.options}
                loading={technicians.loading}
                required
                testId="empcdetech"
              />
              <TextField
                form={form}
                name="jobtimin"
                ltr
                label={t('assignTechnician:fields.jobtimin')}
                placeholder={t('assignTechnician:fields.dateTimePlaceholder')}
                constraintText={t('assignTechnician:fields.dateTimePlaceholder')}
              />
            </ColumnLayout>
            <TextAreaField form={form} name="remarks" label={t('assignTechnician:fields.remarks')} rows={2} />
            <UploadField
              purpose="image"
              label={t('assignTechnician:fields.images')}
              description={t('assignTechnician:technicianForm.imagesHint')}
              files={form.values.images}
              multiple
              readOnly={effectiveMode.readOnly}
              onUploadingChange={onUploadingChange}
              onUploaded={(file) =>
                setImages([
                  ...images.current,
                  { fileId: file.fileId, fileName: file.fileName, contentType: file.contentType },
                ])
              }
              onRemove={(file) => setImages(images.current.filter((image) => image.fileId !== file.fileId))}
              testId="images"
            />
          </SpaceBetween>
        </Container>
      </SpaceBetween>
    </DocumentForm>
  );
}

export default TechnicianFormPage;
