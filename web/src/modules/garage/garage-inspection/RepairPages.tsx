/**
 * Repair job completion (`/repairjobcompletionlist`, `/repairjobcompletion?docnumbr`; screen SGRG007):
 * job orders in repair (estimation approved 1216, in progress 1236, finished 1230) with their progress,
 * and the form where the workshop records per line that the work started or finished, with the hours
 * worked. The first start moves the job order to 1236, the last finish to 1230.
 */
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import { Input } from '../../../kit/form/Input.tsx';
import Select from '@cloudscape-design/components/select';
import Table from '@cloudscape-design/components/table';
import { screenCodes } from '@fleet/shared';
import {
  repairStatuses,
  type InspectionLine,
  type RepairStatus,
} from '@fleet/shared/garage/garage-inspection';
import {
  DocumentPage,
  useDocumentFormPage,
  useDocumentListPage,
  useSaveConflict,
} from '../../../kit/index.ts';
import { PageDocumentList } from '../../../kit/list/PageDocumentList.tsx';
import { listDay } from '../../../kit/list/listPage.ts';
import { statusColumn } from '../../../kit/list/statusColumn.ts';
import { containsText } from '../../../kit/list/documentFilters.ts';
import { formOf } from '../../../kit/record/index.ts';
import { garageInspectionApi, type RepairRow } from './api.ts';
import { fieldColumn } from '../../../kit/list/columns.ts';
import { tableColumns } from '../../../kit/charts/DashboardTable.tsx';

/** The columns of the repair lines, titled by the inspection's fields. */
const column = tableColumns('garageInspection:fields');

export function RepairListPage() {
  const { t, i18n } = useTranslation();
  const page = useDocumentListPage({
    screen: screenCodes.repairJobCompletion,
    fields: [{ kind: 'text', id: 'jobordno', label: t('garageInspection:fields.jobordno') }],
    window: 'none',
    fetch: (_query, _page, signal) => garageInspectionApi.repairList(signal),
    filter: (row, values) => containsText(row.jobordno, values['jobordno']),
    pageSizeKey: 'pageSize:repairjobcompletionlist',
    columns: (t) => [
      fieldColumn('jobordno', t('garageInspection:fields.jobordno'), 150),
      {
        id: 'joborddat',
        header: t('garageInspection:fields.joborddat'),
        value: (row) => listDay(row.joborddat),
      },
      { id: 'vehicleno', header: t('garageInspection:fields.vehicleno'), value: (row) => row.vehicleno },
      { id: 'garagnam', header: t('garageInspection:fields.garage'), value: (row) => row.garagnam },
      statusColumn(t('garageInspection:fields.status'), i18n.language === 'ar'),
      { id: 'docnumbr', header: t('garageInspection:fields.docnumbr'), value: (row) => row.docnumbr },
      {
        id: 'progress',
        header: t('garageInspection:repair.progress'),
        value: (row) =>
          t('garageInspection:repair.progressOf', {
            finished: row.finished,
            started: row.started,
            lines: row.lines,
          }),
      },
    ],
    form: formOf('/repairjobcompletion', (row) => row.docnumbr),
  });
  const noInspection = (row: RepairRow) =>
    row.docnumbr ? undefined : t('garageInspection:repair.noInspection');
  return (
    <PageDocumentList<RepairRow>
      page={page}
      id="repair-job-list"
      title={t('garageInspection:repair.listTitle')}
      description={t('garageInspection:repair.listDescription')}
      trackBy="jobordno"
      exportTitle="RepairJobCompletion"
      actions={{
        edit: { onClick: (row) => page.open('EDIT', row), disabledReason: noInspection },
        view: { onClick: (row) => page.open('VIEW', row), disabledReason: noInspection },
      }}
    />
  );
}

interface RepairValues {
  docnumbr: string;
  version: number;
  lines: (InspectionLine & { acthoursText: string })[];
}

/** The inspection's master and the repair job's lines (those the approved estimation added included). */
const readRepair = async (docnumbr: string, signal: AbortSignal) => {
  const master = await garageInspectionApi.get(docnumbr, signal);
  const lines = await garageInspectionApi.repairLines(master.jobordno, signal);
  return { master, lines };
};

export function RepairFormPage() {
  const { t, i18n } = useTranslation();
  const arabic = i18n.language === 'ar';
  const conflict = useSaveConflict();
  const page = useDocumentFormPage<RepairValues, Awaited<ReturnType<typeof readRepair>>>({
    screen: screenCodes.repairJobCompletion,
    listPath: '/repairjobcompletionlist',
    empty: () => ({ docnumbr: '', version: 0, lines: [] }),
    read: {
      key: 'repairJob',
      fetch: readRepair,
      toValues: (read) => ({
        docnumbr: read.master.docnumbr,
        version: read.master.version,
        lines: read.lines.map((line) => ({
          ...line,
          acthoursText: line.acthours ? String(line.acthours) : '',
        })),
      }),
    },
  });
  const { mode, form } = page;
  const setLine = (serlnumb: number, change: Partial<RepairValues['lines'][number]>) =>
    form.set(
      'lines',
      form.values.lines.map((line) => (line.serlnumb === serlnumb ? { ...line, ...change } : line)),
    );
  const options = repairStatuses.map((value) => ({
    value: value || 'none',
    label: t(`garageInspection:repair.status.${value || 'none'}`),
  }));

  const save = async () => {
    conflict.clear();
    return garageInspectionApi.repair({
      docnumbr: form.values.docnumbr,
      version: form.values.version,
      lines: form.values.lines.map((line) => ({
        serlnumb: line.serlnumb,
        repstatus: line.repstatus,
        acthours: Number(line.acthoursText.replace(',', '.')) || 0,
        repremarks: line.repremarks,
      })),
    });
  };

  return (
    <DocumentPage
      page={page}
      title={t('garageInspection:repair.formTitle', { jobordno: page.document.data?.master.jobordno ?? '' })}
      saving={{ conflict, save }}
      conflictTestId="repair-conflict"
    >
      <Table<RepairValues['lines'][number]>
        data-testid="repair-lines"
        variant="container"
        items={form.values.lines}
        trackBy={(line) => String(line.serlnumb)}
        empty={<Box textAlign="center">{t('garageInspection:form.noLines')}</Box>}
        columnDefinitions={[
          { id: 'serial', header: '#', cell: (line) => line.serlnumb, width: 50 },
          column(t, 'workshop', (line) => (arabic && line.wrkshpnamar) || line.wrkshpnam, 'wrkshpid'),
          column(t, 'sub', (line) => (arabic && line.subrepnamar) || line.subrepnam, 'subrepid'),
          column(t, 'hours', (line) => line.laborhors, 'laborhors'),
          {
            id: 'status',
            header: t('garageInspection:repair.state'),
            minWidth: 150,
            cell: (line) => (
              <Select
                disabled={mode.readOnly}
                ariaLabel={t('garageInspection:repair.stateOf', { number: line.serlnumb })}
                selectedOption={options.find((o) => o.value === (line.repstatus || 'none')) ?? null}
                options={options}
                onChange={({ detail }) =>
                  setLine(line.serlnumb, {
                    repstatus: (detail.selectedOption.value === 'none'
                      ? ''
                      : detail.selectedOption.value) as RepairStatus,
                  })
                }
              />
            ),
          },
          {
            id: 'acthours',
            header: t('garageInspection:repair.acthours'),
            cell: (line) => (
              <Input
                disabled={mode.readOnly || line.repstatus !== 'finished'}
                inputMode="decimal"
                ariaLabel={t('garageInspection:repair.acthoursOf', { number: line.serlnumb })}
                value={line.acthoursText}
                onChange={({ detail }) => setLine(line.serlnumb, { acthoursText: detail.value })}
              />
            ),
          },
          {
            id: 'remarks',
            header: t('garageInspection:fields.lineRemarks'),
            cell: (line) => (
              <Input
                disabled={mode.readOnly}
                ariaLabel={t('garageInspection:repair.remarksOf', { number: line.serlnumb })}
                value={line.repremarks}
                onChange={({ detail }) => setLine(line.serlnumb, { repremarks: detail.value })}
              />
            ),
          },
        ]}
      />
    </DocumentPage>
  );
}
