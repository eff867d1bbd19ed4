/**
 * QC technician assignment form (`/technicianDetailsmoi?mod&status&docnumbr&variant`, screen SGRK001;
 * spec 000 help text): pick Job Order No. (MOI job cards eligible for 1197 and job orders eligible
 * for 1202 in one list; the save calls the matching variant), enter the estimated job time, pick the
 * technician, optionally upload images, Save. Clear resets, Close returns to the list. A stale
 * version (409) keeps the input and says so.
 */
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  assignTechnicianScreens,
  technicianVariants,
  type TechnicianAssignmentView,
  type TechnicianVariant,
} from '@fleet/shared/garage/assign-technician';
import { useSession } from '../../../../auth/session.ts';
import {
  DocumentPage,
  SelectField,
  TextAreaField,
  TextField,
  clearQueryCache,
  useDocumentFormPage,
  useDocumentSave,
  useQuery,
  type FieldOption,
} from '../../../../kit/index.ts';
import { RecordSection } from '../../../../kit/record/index.ts';
import { UploadField } from '../../../../kit/upload/index.ts';
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
} from '../forms.ts';
import { paths } from '../lists.ts';
import { jobOrderOption, useTechnicians } from '../lookups.ts';
import { StepDateTimeField } from '../StepDateTimeField.tsx';
import { JobOrderSection } from '../../../../kit/JobOrderSection.tsx';

const variantParam = (value: string | null): TechnicianVariant =>
  (technicianVariants as readonly string[]).includes(value ?? '') ? (value as TechnicianVariant) : 'MOI';

export function TechnicianFormPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [params] = useSearchParams();
  const loadedVariant = variantParam(params.get('variant'));
  const page = useDocumentFormPage({
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
  const { mode, form } = page;
  const adding = mode.status === 'ADD';
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
  const [uploading, setUploading] = useState(false);

  const { set } = form;

  const assignment: TechnicianAssignmentView | undefined = page.document.data;
  const chosen = choices.find((choice) => choice.jobordno === form.values.jobordno);
  const shown = adding ? chosen : assignment;
  // Only the technicians of the job order's garage are offered (the save refuses anyone else); the
  // assigned one stays offered on a change even if he has left the garage since.
  const technicians = useTechnicians(shown?.garage);
  const technicianOptions = useMemo<FieldOption[]>(
    () =>
      assignment && !technicians.options.some((option) => option.value === assignment.empcdetech)
        ? [...technicians.options, { value: assignment.empcdetech, label: assignment.emplname }]
        : technicians.options,
    [assignment, technicians.options],
  );
  const picked = form.values.empcdetech;
  useEffect(() => {
    // Another job order (another garage): a technician it does not offer is dropped.
    if (picked && !technicians.loading && !technicianOptions.some((option) => option.value === picked))
      set('empcdetech', '');
  }, [picked, technicians.loading, technicianOptions, set]);
  const variant = adding ? chosen?.variant : (assignment?.variant ?? loadedVariant);
  // Editing is only possible while the job order is still at the assignment's status.
  const pastStage =
    mode.status === 'EDIT' &&
    assignment !== undefined &&
    assignment.statuscde !== targetStatus(assignment.variant);

  const saving = useDocumentSave(
    form,
    emptyTechnician,
    (values) => {
      const target = variantOf(values, choices);
      if (!target) throw new Error(t('errors:assignTechnicianJobOrderRequired'));
      return assignTechnicianApi.save(target, toTechnicianRequest(values));
    },
    () => {
      clearQueryCache('technicianChoices:');
      clearQueryCache('technicianAssignment:');
    },
  );

  return (
    <DocumentPage
      page={page}
      title={t('assignTechnician:technicianForm.title')}
      canSave={() => form.touchAll() && !uploading}
      saving={saving}
      conflictTestId="technician-conflict"
      editable={!pastStage}
      lockedText={t('assignTechnician:technicianForm.pastStage')}
    >
      <JobOrderSection
        title={t('assignTechnician:technicianForm.jobOrder')}
        namespace="assignTechnician"
        form={form}
        choices={{ options: choiceOptions, loading: choiceList.loading }}
        shown={shown}
        own={[
          {
            label: t('assignTechnician:fields.variant'),
            value: variant ? t(`assignTechnician:variants.${variant}`) : '',
            testId: 'variant',
          },
        ]}
      />
      <RecordSection
        title={t('assignTechnician:technicianForm.assignment')}
        columns={3}
        below={[
          <TextAreaField
            key="remarks"
            form={form}
            name="remarks"
            label={t('assignTechnician:fields.remarks')}
            rows={2}
          />,
          <UploadField
            key="images"
            purpose="image"
            label={t('assignTechnician:fields.images')}
            description={t('assignTechnician:technicianForm.imagesHint')}
            files={form.values.images}
            multiple
            readOnly={mode.readOnly || pastStage}
            onUploadingChange={setUploading}
            onChange={(images) => set('images', images)}
            testId="images"
          />,
        ]}
      >
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
          options={technicianOptions}
          loading={technicians.loading}
          description={
            shown?.garage
              ? t('assignTechnician:technicianForm.techniciansOf', {
                  garage: shown.garagnam || shown.garage,
                })
              : t('assignTechnician:technicianForm.jobOrderFirst')
          }
          required
          testId="empcdetech"
        />
        <StepDateTimeField form={form} name="jobtimin" />
      </RecordSection>
    </DocumentPage>
  );
}

export default TechnicianFormPage;
