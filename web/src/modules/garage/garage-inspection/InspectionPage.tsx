/**
 * Garage inspection form (`/inspectionIns?mod&status&docnumbr`, screen SGRG003): ADD picks a job order
 * whose technicians are assigned (1209); the lines are chosen per workshop (workshop -> main repair ->
 * sub repair, hours and cost read-only from the master data), with the inspector (garage or MOI), the
 * inspection status (initiated, waiting, in progress, completed) and remarks. EDIT while the job order is
 * still being inspected; a 409 keeps the input. Where the garage asks for the workshop manager's approval
 * (issue 28) the form shows where that stands, and opens read-only once the inspection is submitted to the
 * manager (waiting or approved: a reopening unlocks it); its reopenings (who, when, why) are listed below.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import { screenCodes } from '@fleet/shared';
import {
  inspectionStatuses,
  lockedForManager,
  managerApprovalState,
} from '@fleet/shared/garage/garage-inspection';
import {
  AmountField,
  DocumentLines,
  DocumentPage,
  SelectField,
  TextAreaField,
  removeLine,
  serialColumn,
  useDocumentFormPage,
  useDocumentSave,
  useLookupOptions,
  workflowChoices,
  wordedOptions,
} from '../../../kit/index.ts';
import { LineEntrySection } from '../../../kit/document/LineEntrySection.tsx';
import { repairFields, useRepairChoices } from '../../../kit/document/RepairFields.tsx';
import { jobOrderOption } from '../../../kit/jobOrderOption.ts';
import { useReaderNames } from '../../../kit/masterNames.ts';
import { JobOrderPickerFields } from '../../../kit/form/JobOrderPickerFields.tsx';
import { WarrantyOffer } from '../warranty/WarrantyOffer.tsx';
import { garageInspectionApi } from './api.ts';
import { InspectionReopens, ManagerStateBadge, repairColumns } from './InspectionSummary.tsx';
import {
  duplicateLine,
  emptyInspection,
  fromStored,
  toRequest,
  totalsOf,
  type FormLine,
  type InspectionValues,
} from './inspectionForm.ts';
import { InputField } from '../../../kit/form/InputField.tsx';

const readInspection = async (docnumbr: string, signal: AbortSignal) => {
  const [master, lines] = await Promise.all([
    garageInspectionApi.get(docnumbr, signal),
    garageInspectionApi.lines(docnumbr, signal),
  ]);
  return { master, lines };
};

export function InspectionPage() {
  const { t, i18n } = useTranslation();
  const arabic = i18n.language === 'ar';
  const page = useDocumentFormPage({
    screen: screenCodes.garageInspection,
    listPath: '/inspectionlistIns',
    empty: emptyInspection,
    validate: (values: InspectionValues) => ({
      ...(values.jobordno ? {} : { jobordno: 'errors:garageInspectionJobOrderRequired' }),
      ...(values.lines.length ? {} : { lines: 'errors:invoiceNoLines' }),
    }),
    read: {
      key: 'garageInspection',
      fetch: readInspection,
      toValues: (read) => fromStored(read.master, read.lines),
    },
  });
  const { mode, form } = page;
  const adding = mode.status === 'ADD';
  const choices = useLookupOptions(
    'garageInspection:jobOrders',
    garageInspectionApi.choices,
    jobOrderOption,
    workflowChoices,
  );
  const master = page.document.data?.master;
  const picked = choices.items.find((row) => row.jobordno === form.values.jobordno);
  const nameOf = useReaderNames(['garages', 'makes', 'workshops']);
  const totals = totalsOf(form.values.lines);
  const managerState = master ? managerApprovalState(master) : 'none';
  const locked = master !== undefined && lockedForManager(master);
  const readOnly = mode.readOnly || locked;
  // Returned by the manager: the remarks say what to revise.
  const returned =
    managerState === 'returned'
      ? Object.values(master?.approval?.decisions ?? {}).find((decision) => decision?.decision === 'R')
      : undefined;

  const saving = useDocumentSave(form, emptyInspection, (values) => {
    const request = toRequest(values);
    return request.kind === 'insert'
      ? garageInspectionApi.insert(request.body)
      : garageInspectionApi.update(request.body);
  });

  return (
    <DocumentPage
      page={page}
      title={t('garageInspection:form.title')}
      saving={saving}
      conflictTestId="inspection-conflict"
      editable={!locked}
      lockedText={t('garageInspection:manager.locked')}
    >
      {returned && (
        <Alert type="warning" data-testid="manager-returned">
          {t('garageInspection:manager.returnedRemarks', { remarks: returned.remarks || '—' })}
        </Alert>
      )}
      <WarrantyOffer
        vehicleno={master?.vehicleno ?? picked?.vehicleno}
        jobordno={form.values.jobordno || undefined}
        subrepids={form.values.lines.map((line) => line.subrepid)}
      />
      <Container
        header={
          <Header
            variant="h2"
            actions={managerState === 'none' ? undefined : <ManagerStateBadge state={managerState} />}
          >
            {t('garageInspection:form.jobOrder')}
          </Header>
        }
      >
        <JobOrderPickerFields
          form={form}
          label={t('garageInspection:fields.jobordno')}
          choices={choices}
          picking={adding}
          details={[
            { label: t('garageInspection:fields.docnumbr'), value: master?.docnumbr },
            {
              label: t('garageInspection:fields.vehicleno'),
              value: master?.vehicleno ?? picked?.vehicleno,
            },
            {
              label: t('garageInspection:fields.vehmaknam'),
              value: nameOf('makes', undefined, master?.vehmaknam ?? picked?.vehmaknam),
            },
            { label: t('garageInspection:fields.vehmodnam'), value: String(master?.['vehmodnam'] ?? '') },
            { label: t('garageInspection:fields.yearvalue'), value: String(master?.['yearvalue'] ?? '') },
            { label: t('garageInspection:fields.chasisno'), value: String(master?.['chasisno'] ?? '') },
            {
              label: t('garageInspection:fields.garage'),
              value: master
                ? nameOf('garages', master.garage, master.garagnam)
                : picked && nameOf('garages', picked.garage, picked.garagnam),
            },
          ]}
        >
          <ColumnLayout columns={3} minColumnWidth={200}>
            <SelectField
              form={form}
              name="inspby"
              label={t('garageInspection:fields.inspby')}
              options={wordedOptions(t, 'garageInspection:inspby', ['gar', 'moi'])}
            />
            <SelectField
              form={form}
              name="inspstatus"
              label={t('garageInspection:fields.inspstatus')}
              options={wordedOptions(t, 'garageInspection:inspstatus', inspectionStatuses)}
            />
          </ColumnLayout>
        </JobOrderPickerFields>
      </Container>
      {!readOnly && (
        <LineEntry
          arabic={arabic}
          onAdd={(line) =>
            duplicateLine(form.values.lines, line)
              ? false
              : (form.set('lines', [...form.values.lines, line]), true)
          }
        />
      )}
      <DocumentLines
        testId="inspection-lines"
        title={t('garageInspection:form.lines')}
        lines={form.values.lines}
        trackBy={(_line, index) => String(index)}
        emptyText={form.errorOf('lines') ?? t('garageInspection:form.noLines')}
        columns={[serialColumn(), ...repairColumns<FormLine>(t, nameOf)]}
        remove={
          readOnly
            ? undefined
            : {
                header: t('garageInspection:form.actions'),
                label: (number) => t('garageInspection:form.removeLine', { number }),
                onRemove: (index) => form.set('lines', removeLine(form.values.lines, index)),
              }
        }
      />
      <ColumnLayout columns={2} minColumnWidth={200}>
        <AmountField label={t('garageInspection:fields.totalhours')} value={totals.totalhours} />
        <AmountField
          label={t('garageInspection:fields.totalcost')}
          value={totals.totalcost}
          kwd
          testId="totalcost"
        />
      </ColumnLayout>
      <TextAreaField form={form} name="remarks" label={t('garageInspection:fields.remarks')} rows={2} />
      {master?.reopens?.length ? <InspectionReopens reopens={master.reopens} /> : null}
    </DocumentPage>
  );
}

/** Workshop -> main repair -> sub repair, hours and cost from the master data; Add refuses a repeat. */
function LineEntry({ onAdd, arabic }: { onAdd: (line: FormLine) => boolean; arabic: boolean }) {
  const { t } = useTranslation();
  const [line, setLine] = useState({
    wrkshpid: '',
    wrkshpnam: '',
    mainrepid: '',
    mainrepnam: '',
    subrepid: '',
    remarks: '',
  });
  const [problem, setProblem] = useState<string>();
  const repairs = useRepairChoices(line);
  const { sub } = repairs;
  // The inspection keeps the names the reader chose them by.
  const readerName = (en: string, ar: string) => (arabic && ar) || en;

  const add = () => {
    if (!sub) {
      setProblem(t('errors:garageInspectionLineRequired'));
      return;
    }
    const added = onAdd({
      ...line,
      subrepnam: sub.subrepnam,
      laborhors: sub.laborhors,
      laborcost: sub.laborcost,
    });
    setProblem(added ? undefined : t('garageInspection:form.duplicate'));
    if (added) setLine({ ...line, subrepid: '', remarks: '' });
  };

  return (
    <LineEntrySection
      title={t('garageInspection:form.addLine')}
      addLabel={t('garageInspection:form.add')}
      addTestId="inspection-add"
      onAdd={add}
      problem={problem}
    >
      <ColumnLayout columns={3} minColumnWidth={180}>
        {repairFields(repairs, {
          labels: {
            workshop: t('garageInspection:fields.wrkshpid'),
            mainRepair: t('garageInspection:fields.mainrepid'),
            subRepair: t('garageInspection:fields.subrepid'),
            choose: t('garageInspection:form.choose'),
          },
          testIdPrefix: 'inspection',
          onChange: (choice, changed) =>
            setLine({
              wrkshpid: choice.wrkshpid,
              wrkshpnam: readerName(choice.wrkshpnam, choice.wrkshpnamar),
              mainrepid: choice.mainrepid,
              mainrepnam: readerName(choice.mainrepnam, choice.mainrepnamar),
              subrepid: choice.subrepid,
              remarks: changed === 'workshop' ? '' : line.remarks,
            }),
        })}
        <AmountField label={t('garageInspection:fields.laborhors')} value={sub?.laborhors} />
        <AmountField label={t('garageInspection:fields.laborcost')} value={sub?.laborcost} kwd />
        <InputField
          label={t('garageInspection:fields.lineRemarks')}
          value={line.remarks}
          onChange={(value) => setLine({ ...line, remarks: value })}
        />
      </ColumnLayout>
    </LineEntrySection>
  );
}

export default InspectionPage;
