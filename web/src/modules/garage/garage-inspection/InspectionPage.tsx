/**
 * Garage inspection form (`/inspectionIns?mod&status&docnumbr`, screen SGRG003): ADD picks a job order
 * whose technicians are assigned (1209); the lines are chosen per workshop (workshop -> main repair ->
 * sub repair, hours and cost read-only from the master data), with the inspector (garage or MOI), the
 * inspection status (initiated, waiting, in progress, completed) and remarks. EDIT while the job order is
 * still being inspected; a 409 keeps the input.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { screenCodes } from '@fleet/shared';
import { inspectionStatuses } from '@fleet/shared/garage/garage-inspection';
import {
  AmountField,
  DocumentForm,
  DocumentHeaderRow,
  DocumentPickerFields,
  SaveConflictAlert,
  SelectField,
  TextAreaField,
  useDocumentFormPage,
  useLookupOptions,
  useQuery,
  useSaveConflict,
  workflowChoices,
  type FieldOption,
} from '../../../kit/index.ts';
import { useReaderNames } from '../../../kit/masterNames.ts';
import { formatKwd } from '../../../i18n/format.ts';
import { estimationApi } from '../estimation/api.ts';
import { WarrantyOffer } from '../warranty/WarrantyOffer.tsx';
import { garageInspectionApi } from './api.ts';
import {
  duplicateLine,
  emptyInspection,
  fromStored,
  toRequest,
  totalsOf,
  type FormLine,
  type InspectionValues,
} from './inspectionForm.ts';

const jobOrderOption = (row: { jobordno: string; vehicleno: string; vehmaknam?: string }): FieldOption => ({
  value: row.jobordno,
  label: row.jobordno,
  description: [row.vehicleno, row.vehmaknam].filter(Boolean).join(' · '),
});

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
  const { mode, form, document, openedAt, bindings } = useDocumentFormPage({
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
  const adding = mode.status === 'ADD';
  const choices = useLookupOptions(
    'garageInspection:jobOrders',
    (signal) => estimationApi.choicesAt(1210, signal),
    jobOrderOption,
    workflowChoices,
  );
  const conflict = useSaveConflict();
  const master = document.data?.master;
  const picked = choices.items.find((row) => row.jobordno === form.values.jobordno);
  const nameOf = useReaderNames(['garages', 'makes', 'workshops']);
  const totals = totalsOf(form.values.lines);

  const save = async () => {
    conflict.clear();
    const request = toRequest(form.values);
    const answer =
      request.kind === 'insert'
        ? await garageInspectionApi.insert(request.body)
        : await garageInspectionApi.update(request.body);
    form.reset(emptyInspection());
    return answer;
  };

  return (
    <DocumentForm
      {...bindings}
      title={t('garageInspection:form.title')}
      onSave={save}
      onSaveError={conflict.onSaveError}
      header={<DocumentHeaderRow openedAt={openedAt} columns={3} />}
    >
      <SpaceBetween size="l">
        <SaveConflictAlert conflict={conflict} testId="inspection-conflict" />
        <WarrantyOffer
          vehicleno={master?.vehicleno ?? picked?.vehicleno}
          jobordno={form.values.jobordno || undefined}
          subrepids={form.values.lines.map((line) => line.subrepid)}
        />
        <Container header={<Header variant="h2">{t('garageInspection:form.jobOrder')}</Header>}>
          <DocumentPickerFields
            form={form}
            name="jobordno"
            label={t('garageInspection:fields.jobordno')}
            options={choices.options}
            loading={choices.loading}
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
                options={(['gar', 'moi'] as const).map((value) => ({
                  value,
                  label: t(`garageInspection:inspby.${value}`),
                }))}
              />
              <SelectField
                form={form}
                name="inspstatus"
                label={t('garageInspection:fields.inspstatus')}
                options={inspectionStatuses.map((value) => ({
                  value,
                  label: t(`garageInspection:inspstatus.${value}`),
                }))}
              />
            </ColumnLayout>
          </DocumentPickerFields>
        </Container>
        {!mode.readOnly && (
          <LineEntry
            arabic={arabic}
            onAdd={(line) =>
              duplicateLine(form.values.lines, line)
                ? false
                : (form.set('lines', [...form.values.lines, line]), true)
            }
          />
        )}
        <Table
          data-testid="inspection-lines"
          variant="container"
          header={
            <Header variant="h2" counter={`(${form.values.lines.length})`}>
              {t('garageInspection:form.lines')}
            </Header>
          }
          items={form.values.lines.map((line, index) => ({ line, index }))}
          trackBy={(row) => String(row.index)}
          empty={<Box textAlign="center">{form.errorOf('lines') ?? t('garageInspection:form.noLines')}</Box>}
          columnDefinitions={[
            { id: 'serial', header: '#', cell: (row) => row.index + 1, width: 50 },
            {
              id: 'workshop',
              header: t('garageInspection:fields.wrkshpid'),
              cell: (row) => nameOf('workshops', row.line.wrkshpid, row.line.wrkshpnam),
            },
            {
              id: 'main',
              header: t('garageInspection:fields.mainrepid'),
              cell: (row) => row.line.mainrepnam,
            },
            { id: 'sub', header: t('garageInspection:fields.subrepid'), cell: (row) => row.line.subrepnam },
            {
              id: 'hours',
              header: t('garageInspection:fields.laborhors'),
              cell: (row) => row.line.laborhors,
            },
            {
              id: 'cost',
              header: t('garageInspection:fields.laborcost'),
              cell: (row) => formatKwd(row.line.laborcost),
            },
            ...(mode.readOnly
              ? []
              : [
                  {
                    id: 'remove',
                    header: t('garageInspection:form.actions'),
                    cell: (row: { index: number }) => (
                      <Button
                        variant="icon"
                        iconName="remove"
                        ariaLabel={t('garageInspection:form.removeLine', { number: row.index + 1 })}
                        onClick={() =>
                          form.set(
                            'lines',
                            form.values.lines.filter((_, i) => i !== row.index),
                          )
                        }
                      />
                    ),
                  },
                ]),
          ]}
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
      </SpaceBetween>
    </DocumentForm>
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
  const workshops = useQuery('estimation:workshops', (signal) => estimationApi.workshops(signal), {
    cacheMs: 300_000,
  });
  const mains = useQuery(line.wrkshpid ? `estimation:mains:${line.wrkshpid}` : null, (signal) =>
    estimationApi.mainRepairs(line.wrkshpid, signal),
  );
  const subs = useQuery(
    line.mainrepid ? `estimation:subs:${line.wrkshpid}:${line.mainrepid}` : null,
    (signal) => estimationApi.subRepairs(line.wrkshpid, line.mainrepid, signal),
  );
  const sub = subs.data?.find((candidate) => candidate.subrepid === line.subrepid);
  const option = (value: string, en: string, ar?: string) => ({
    value,
    label: (arabic && ar) || en,
    description: value,
  });
  const workshopOptions = (workshops.data ?? []).map((w) => option(w.wrkshpid, w.wrkshpnam, w.wrkshpnamar));
  const mainOptions = (mains.data ?? []).map((m) => option(m.mainrepid, m.mainrepnam, m.mainrepnamar));
  const subOptions = (subs.data ?? []).map((s) => option(s.subrepid, s.subrepnam, s.subrepnamar));
  const chosen = (options: FieldOption[], value: string) => options.find((o) => o.value === value) ?? null;

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
    <Container header={<Header variant="h2">{t('garageInspection:form.addLine')}</Header>}>
      <SpaceBetween size="m">
        <ColumnLayout columns={3} minColumnWidth={180}>
          <FormField label={t('garageInspection:fields.wrkshpid')}>
            <Select
              data-testid="inspection-workshop"
              selectedOption={chosen(workshopOptions, line.wrkshpid)}
              options={workshopOptions}
              filteringType="auto"
              placeholder={t('garageInspection:form.choose')}
              onChange={({ detail }) =>
                setLine({
                  wrkshpid: detail.selectedOption.value ?? '',
                  wrkshpnam: detail.selectedOption.label ?? '',
                  mainrepid: '',
                  mainrepnam: '',
                  subrepid: '',
                  remarks: '',
                })
              }
            />
          </FormField>
          <FormField label={t('garageInspection:fields.mainrepid')}>
            <Select
              data-testid="inspection-mainrepair"
              selectedOption={chosen(mainOptions, line.mainrepid)}
              options={mainOptions}
              filteringType="auto"
              disabled={!line.wrkshpid}
              placeholder={t('garageInspection:form.choose')}
              onChange={({ detail }) =>
                setLine({
                  ...line,
                  mainrepid: detail.selectedOption.value ?? '',
                  mainrepnam: detail.selectedOption.label ?? '',
                  subrepid: '',
                })
              }
            />
          </FormField>
          <FormField label={t('garageInspection:fields.subrepid')}>
            <Select
              data-testid="inspection-subrepair"
              selectedOption={chosen(subOptions, line.subrepid)}
              options={subOptions}
              filteringType="auto"
              disabled={!line.mainrepid}
              placeholder={t('garageInspection:form.choose')}
              onChange={({ detail }) => setLine({ ...line, subrepid: detail.selectedOption.value ?? '' })}
            />
          </FormField>
          <AmountField label={t('garageInspection:fields.laborhors')} value={sub?.laborhors} />
          <AmountField label={t('garageInspection:fields.laborcost')} value={sub?.laborcost} kwd />
          <FormField label={t('garageInspection:fields.lineRemarks')}>
            <Input
              value={line.remarks}
              onChange={({ detail }) => setLine({ ...line, remarks: detail.value })}
            />
          </FormField>
        </ColumnLayout>
        {problem && <Box color="text-status-error">{problem}</Box>}
        <Button iconName="add-plus" onClick={add} data-testid="inspection-add">
          {t('garageInspection:form.add')}
        </Button>
      </SpaceBetween>
    </Container>
  );
}

export default InspectionPage;
