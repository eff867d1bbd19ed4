/**
 * Garage technician and workshop assignment form (`/technicianDetails?mod&status&docnumbr`, screen
 * SGRG002; spec 001 section 7 `insertAssignTechgDetail`): pick a job order at AssignTeamLeader (1208),
 * see its details, then per workshop a technician and the estimated job time; add and remove lines.
 * Saving moves the job order to 1209 and tells the technicians; a change (EDIT, only while the job
 * order is at 1209) re-assigns. VIEW and EDIT show each workshop's progress. A stale version (409)
 * keeps the input and says so.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { screenCodes } from '@fleet/shared';
import { messageKeyOf } from '../../../../api/errors.ts';
import { useSession } from '../../../../auth/session.ts';
import {
  DocumentPage,
  TextAreaField,
  clearQueryCache,
  useDocumentFormPage,
  useDocumentSave,
  useQuery,
} from '../../../../kit/index.ts';
import { namedOption, RecordSection } from '../../../../kit/record/index.ts';
import { garageTechnicianApi } from '../api.ts';
import { technicianWithGarageOption } from '../../../../kit/technicians.ts';
import { jobOrderOption, useTechnicians, useWorkshops } from '../lookups.ts';
import { paths } from '../paths.ts';
import { WorkshopLines } from './WorkshopLines.tsx';
import { WorkshopLoadTable } from './WorkshopLoadTable.tsx';
import { WorkshopProgressTable } from './WorkshopProgressTable.tsx';
import {
  editable,
  emptyAssignment,
  fromAssignment,
  technicianChoices,
  toRequest,
  validateAssignment,
  type TechnicianFormValues,
} from './technicianForm.ts';
import { JobOrderSection } from '../../../../kit/JobOrderSection.tsx';

const validate = (values: TechnicianFormValues) => validateAssignment(values, messageKeyOf);

export function TechnicianFormPage() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const page = useDocumentFormPage({
    screen: screenCodes.garageTechnician,
    listPath: paths.list,
    empty: emptyAssignment,
    validate: (values) => validate(values).fields,
    read: { key: 'garageTechnician', fetch: garageTechnicianApi.get, toValues: fromAssignment },
  });
  const { mode, form, bindings } = page;
  const adding = mode.status === 'ADD';
  const workshops = useWorkshops();
  // Job orders at 1208 change with every save of any user: read at each opening.
  const choiceList = useQuery(adding ? `garageTechnicianChoices:${session?.project ?? ''}` : null, (signal) =>
    garageTechnicianApi.choices(signal),
  );
  const choices = useMemo(() => choiceList.data ?? [], [choiceList.data]);
  const choiceOptions = useMemo(() => choices.map(jobOrderOption), [choices]);
  const progress = useQuery(mode.docnumbr ? `garageTechnicianProgress:${mode.docnumbr}` : null, (signal) =>
    garageTechnicianApi.progress(mode.docnumbr!, signal),
  );
  const [attempted, setAttempted] = useState(false);

  const assignment = page.document.data;
  const chosen = choices.find((choice) => choice.jobordno === form.values.jobordno);
  const shown = adding ? chosen : assignment;
  const arabic = i18n.language === 'ar';
  // The technicians of the job order's garage, those of the line's workshop trade first; a stored line
  // keeps its technician even if he has left the garage since (the save accepts a kept line).
  const technicians = useTechnicians(shown?.garage);
  const optionsFor = (index: number) => {
    const line = form.values.details[index];
    const workshop = workshops.items.find((candidate) => candidate.wrkshpid === line?.wrkshpid);
    const kept = (assignment?.details ?? [])
      .filter(
        (detail) =>
          detail.wrkshpid === line?.wrkshpid &&
          !technicians.items.some((employee) => employee.emplcode === detail.empcdetech),
      )
      .map((detail) => namedOption(detail.empcdetech, detail.emplname, detail.emplnamar, arabic));
    return technicianChoices(
      technicians.items,
      workshop,
      (employee) => technicianWithGarageOption(employee, arabic),
      {
        matching: t('garageTechnician:form.tradeTechnicians', {
          workshop: workshop ? (arabic && workshop.wrkshpnamar) || workshop.wrkshpnam : '',
        }),
        others: t('garageTechnician:form.otherTechnicians'),
      },
      kept,
    );
  };
  // Changing is only possible while the job order is still at 1209.
  const pastStage = mode.status === 'EDIT' && assignment !== undefined && !editable(assignment.statuscde);
  const readOnly = mode.readOnly || pastStage;
  const problems = validate(form.values);
  const saving = useDocumentSave(
    form,
    emptyAssignment,
    (values) => garageTechnicianApi.save(toRequest(values)),
    () => {
      setAttempted(false);
      clearQueryCache('garageTechnician');
    },
  );

  return (
    <DocumentPage
      page={page}
      texts="garageTechnician"
      canSave={() => {
        setAttempted(true);
        return form.touchAll();
      }}
      onClear={() => {
        setAttempted(false);
        bindings.onClear?.();
      }}
      saving={saving}
      editable={!pastStage}
      lockedText={t('garageTechnician:form.pastStage')}
    >
      <JobOrderSection
        title={t('garageTechnician:form.jobOrder')}
        namespace="garageTechnician"
        form={form}
        choices={{ options: choiceOptions, loading: choiceList.loading }}
        shown={shown}
        own={[{ label: t('garageTechnician:fields.teamleader'), value: assignment?.teamleadername ?? '' }]}
      />
      {!readOnly && (
        <RecordSection
          title={t('garageTechnician:form.lines')}
          description={
            shown?.garage
              ? t('garageTechnician:form.linesGarage', { garage: shown.garagnam || shown.garage })
              : t('garageTechnician:form.linesDescription')
          }
        >
          <WorkshopLines
            values={form.values}
            onChange={(details) => form.set('details', details)}
            workshops={workshops}
            technicians={{ optionsFor, loading: technicians.loading }}
            errors={problems.lines}
            showErrors={attempted}
            linesError={Object.keys(problems.lines).length === 0 ? problems.fields['details'] : undefined}
          />
        </RecordSection>
      )}
      {!readOnly && form.values.jobordno ? <WorkshopLoadTable jobordno={form.values.jobordno} /> : null}
      {!adding && (
        <WorkshopProgressTable progress={progress.data} loading={progress.loading} error={progress.error} />
      )}
      <RecordSection>
        <TextAreaField
          form={form}
          name="remarks"
          label={t('garageTechnician:fields.remarks')}
          rows={2}
          readOnly={readOnly}
        />
      </RecordSection>
    </DocumentPage>
  );
}

export default TechnicianFormPage;
