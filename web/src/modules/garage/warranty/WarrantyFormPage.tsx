/**
 * Warranty claim form (`/warrantydetail?docnumbr&mod&status`, screen SGRG014): the returning vehicle's
 * job order (a choice of the job orders a claim may be raised for, or preset by a warranty offer), the
 * earlier job order of the same plate with repairs under warranty, the claimed repairs with the day
 * each was done and its technician, the complaint; editing, the decision (accepted / rejected) that
 * returns the job order to where it was. A decided claim is read only.
 */
import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { screenCodes } from '@fleet/shared';
import { warrantyDecisions, type WarrantyCandidate } from '@fleet/shared/garage/warranty';
import {
  DocumentPage,
  MultiselectField,
  ReadOnlyField,
  SelectField,
  TextAreaField,
  can,
  useDocumentFormPage,
  useDocumentSave,
  useLookupOptions,
  useQuery,
  workflowChoices,
  type FieldOption,
  wordedOptions,
} from '../../../kit/index.ts';
import { listDay } from '../../../kit/list/listPage.ts';
import { RecordSection } from '../../../kit/record/index.ts';
import { jobOrderOption } from '../../../kit/jobOrderOption.ts';
import { JobOrderPickerFields } from '../../../kit/form/JobOrderPickerFields.tsx';
import { usePersonNames } from '../../../kit/personNames.ts';
import { warrantyApi } from './api.ts';
import {
  emptyWarranty,
  fromWarranty,
  keptRepairs,
  presetFromState,
  toWarrantyRequest,
  warrantyErrors,
  repairNames,
  warrantyListPath,
} from './warrantyForm.ts';

export function WarrantyFormPage() {
  const { t, i18n } = useTranslation();
  const arabic = i18n.language === 'ar';
  const page = useDocumentFormPage({
    screen: screenCodes.warranty,
    listPath: warrantyListPath,
    empty: emptyWarranty,
    validate: warrantyErrors,
    read: { key: 'warranty', fetch: warrantyApi.get, toValues: fromWarranty },
  });
  const { mode, form, rights } = page;
  const adding = mode.status === 'ADD';
  const choices = useLookupOptions(
    'warranty:jobOrders',
    warrantyApi.choices,
    jobOrderOption,
    workflowChoices,
  );
  const location = useLocation();
  const preset = presetFromState(location.state);
  // A link of the workflow map (`?jobordno=`) presets the job order like a list's row action does.
  const linkedJobOrder = new URLSearchParams(location.search).get('jobordno')?.trim();
  const { set } = form;
  useEffect(() => {
    if (!adding) return;
    const jobordno = preset.jobOrderId ?? linkedJobOrder;
    if (jobordno) set('jobordno', jobordno);
    if (preset.prevjobordno) set('prevjobordno', preset.prevjobordno);
    if (preset.subrepids) set('subrepids', preset.subrepids);
    // The preset is read once, when the form opens.
  }, [adding]);

  const claim = page.document.data;
  const { values } = form;
  const picked = choices.items.find((row) => row.jobordno === values.jobordno);
  const vehicleno = adding ? picked?.vehicleno : claim?.vehicleno;
  const offer = useQuery(
    adding && vehicleno ? `warranty:candidates:${vehicleno}:${values.jobordno}` : null,
    (signal) => warrantyApi.candidates({ vehicleno: vehicleno!, jobordno: values.jobordno }, signal),
  );
  const candidates = useMemo(() => offer.data?.candidates ?? [], [offer.data]);
  const earlier: WarrantyCandidate | undefined = candidates.find(
    (row) => row.jobordno === values.prevjobordno,
  );
  // A newly chosen earlier job order keeps only the claimed repairs it holds.
  const subrepids = values.subrepids;
  useEffect(() => {
    if (!adding || !earlier) return;
    const kept = keptRepairs(subrepids, earlier);
    if (kept.length !== subrepids.length) set('subrepids', kept);
  }, [adding, earlier, subrepids, set]);
  const decided = claim !== undefined && claim.warrstatus !== 'initiated';
  const person = usePersonNames([claim?.decidedby]);

  const earlierOptions: FieldOption[] = candidates.map((row) => ({
    value: row.jobordno,
    label: row.jobordno,
    description: listDay(row.joborddat),
  }));
  const repairSource = adding ? earlier?.repairs : claim?.repairs;
  const repairOptions: FieldOption[] = (repairSource ?? []).map((repair) => ({
    value: repair.subrepid,
    label: repairNames(repair, arabic).subrepnam,
    description: [listDay(repair.donedate), repair.emplname].filter(Boolean).join(' · '),
  }));
  const decisionOptions = wordedOptions(t, 'warranty:decisions', warrantyDecisions);
  const technician = adding
    ? earlier?.repairs.find((repair) => values.subrepids.includes(repair.subrepid))
    : { emplname: claim?.prevemplname, empcdetech: claim?.prevempcdetech };

  const saving = useDocumentSave(form, emptyWarranty, (values) =>
    warrantyApi.save(toWarrantyRequest(values)),
  );

  return (
    <DocumentPage
      page={page}
      title={t('warranty:form.title')}
      saving={saving}
      conflictTestId="warranty-conflict"
      editable={!decided}
    >
      {/* In a view too, unlike the kit's locked text of an edit. */}
      {decided && <Alert type="info">{t('warranty:form.decided')}</Alert>}
      <Container header={<Header variant="h2">{t('warranty:form.jobOrder')}</Header>}>
        <JobOrderPickerFields
          form={form}
          label={t('warranty:fields.jobordno')}
          choices={choices}
          picking={adding}
          details={[
            { label: t('warranty:fields.docnumbr'), value: claim?.docnumbr },
            { label: t('warranty:fields.vehicleno'), value: vehicleno, testId: 'warranty-vehicleno' },
            { label: t('warranty:fields.garage'), value: claim?.garagnam ?? picked?.garagnam },
          ]}
        />
      </Container>
      <RecordSection
        title={t('warranty:form.earlier')}
        columns={3}
        above={
          adding &&
          vehicleno &&
          !offer.loading &&
          candidates.length === 0 && (
            <Alert type="info">{t('warranty:form.nothingUnderWarranty', { plate: vehicleno })}</Alert>
          )
        }
        below={
          <MultiselectField
            form={form}
            name="subrepids"
            label={t('warranty:fields.subrepids')}
            options={repairOptions}
            loading={adding && offer.loading}
            required
            testId="field-subrepids"
          />
        }
      >
        {adding ? (
          <SelectField
            form={form}
            name="prevjobordno"
            label={t('warranty:fields.prevjobordno')}
            options={earlierOptions}
            loading={offer.loading}
            required
            testId="field-prevjobordno"
          />
        ) : (
          <ReadOnlyField label={t('warranty:fields.prevjobordno')} value={claim?.prevjobordno} />
        )}
        <ReadOnlyField
          label={t('warranty:fields.prevjoborddat')}
          value={listDay(adding ? earlier?.joborddat : claim?.prevjoborddat)}
        />
        <ReadOnlyField
          label={t('warranty:fields.technician')}
          value={[technician?.emplname, technician?.empcdetech].filter(Boolean).join(' · ')}
          testId="warranty-technician"
        />
      </RecordSection>
      <Container header={<Header variant="h2">{t('warranty:form.claim')}</Header>}>
        <SpaceBetween size="m">
          <TextAreaField form={form} name="complaint" label={t('warranty:fields.complaint')} rows={2} />
          {!adding && (
            <ColumnLayout columns={3} minColumnWidth={200}>
              <SelectField
                form={form}
                name="warrstatus"
                label={t('warranty:fields.warrstatus')}
                options={decisionOptions}
                readOnly={mode.readOnly || decided || !can(rights, 'edits')}
                testId="field-warrstatus"
              />
              <ReadOnlyField label={t('warranty:fields.decidedby')} value={person(claim?.decidedby)} />
            </ColumnLayout>
          )}
          <TextAreaField form={form} name="remarks" label={t('warranty:fields.remarks')} rows={2} />
        </SpaceBetween>
      </Container>
    </DocumentPage>
  );
}

export default WarrantyFormPage;
