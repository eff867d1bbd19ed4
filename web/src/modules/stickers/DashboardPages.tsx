/**
 * Sticker dashboards (issue 14 item 5):
 * - `/StickerDashboard` (SGRS001): live counts per stage, the jobs of a stage (paged on the server),
 *   the garage-wise spare part and oil totals of a period;
 * - `/SupervisorDashboard` (SGRS002): the counts, the sticker jobs waiting for a team lead and those
 *   with a team lead, assigned or changed in a dialog (StickerAssignToTeamLead);
 * - `/TeamLeadWorkBench` (SGRS003): the team lead's own jobs, a technician and the tasks given in a
 *   dialog (StickerAssignToTechnician).
 * A row opens its details (StickerAssignmentDetails).
 *
 * The spec's sticker screens open these pages (pages.ts `aliases`): `?jobordno=` opens that job's
 * details, and with `open=assign` the supervisor's or team lead's assignment dialog for it.
 */
import { useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import { Input } from '../../kit/form/Input.tsx';
import Modal from '@cloudscape-design/components/modal';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import Textarea from '@cloudscape-design/components/textarea';
import { screenCodes } from '@fleet/shared';
import {
  stickerLimits,
  stickerStages,
  type StickerJob,
  type StickerJobRow,
  type StickerStage,
  type StickerSummaryRow,
} from '@fleet/shared/stickers/stickers';
import {
  ActionDialog,
  type ActionDialogProps,
  PickField,
  can,
  useSend,
  useErrorText,
  useQuery,
  useScreenRights,
} from '../../kit/index.ts';
import { listOpens } from '../../kit/list/listPage.ts';
import { tableColumns } from '../../kit/charts/DashboardTable.tsx';
import { useReaderNames } from '../../kit/masterNames.ts';
import { usePersonNames } from '../../kit/personNames.ts';
import { stickerApi } from './api.ts';
import { monthOf } from './stickerDates.ts';
import { kuwaitDay } from '@fleet/shared/platform/delegation';
import { InputField } from '../../kit/form/InputField.tsx';
import { removeLine, updateLine } from '../../kit/form/lines.ts';

/** A sticker job named by the link (`?jobordno=`), and whether the link asks for its assignment. */
function useLinkedJob(): { jobordno: string | null; assign: boolean } {
  const [params] = useSearchParams();
  const jobordno = params.get('jobordno')?.trim() || null;
  return { jobordno, assign: jobordno !== null && params.get('open') === 'assign' };
}

/** The job an assignment dialog is open for: a row of a table, or a link's job (stage read from it). */
interface AssignTarget {
  jobordno: string;
  stage?: StickerStage;
  at?: string;
}

/**
 * A page that assigns sticker jobs: its rights, the assignment dialog's props (a save closes it, then
 * `afterSave` reads the page again) and the job whose details are open. A link for one job (a notification, "My work": `?jobordno=`) opens its details,
 * or with `open=assign` its assignment.
 */
function useAssignPage(screen: string, afterSave: () => void) {
  const rights = useScreenRights(screen);
  const linked = useLinkedJob();
  const [assigning, setAssigning] = useState<AssignTarget | null>(
    linked.assign && linked.jobordno ? { jobordno: linked.jobordno } : null,
  );
  const [details, setDetails] = useState<string | null>(linked.assign ? null : linked.jobordno);
  const dialog: AssignModalProps = {
    row: assigning,
    onClose: () => setAssigning(null),
    onSaved: () => {
      setAssigning(null);
      afterSave();
    },
  };
  return { rights, setAssigning, dialog, details, setDetails };
}

function Counts() {
  const { t } = useTranslation();
  const counts = useQuery('stickers:counts', (signal) => stickerApi.counts(signal));
  const { reload } = counts;
  // Live: read again every 30 seconds while the page is open (the counters are kept by the writes).
  useEffect(() => {
    const timer = window.setInterval(reload, 30_000);
    return () => window.clearInterval(timer);
  }, [reload]);
  return (
    <Container
      header={
        <Header
          variant="h2"
          actions={
            <Button iconName="refresh" onClick={counts.reload} ariaLabel={t('stickers:dashboard.refresh')} />
          }
        >
          {t('stickers:dashboard.counts')}
        </Header>
      }
    >
      <ColumnLayout columns={5} variant="text-grid" minColumnWidth={120}>
        {stickerStages.map((stage) => (
          <div key={stage} data-testid={`sticker-count-${stage}`}>
            <Box variant="awsui-key-label">{t(`stickers:stage.${stage}`)}</Box>
            <Box variant="awsui-value-large">{counts.data ? counts.data[stage] : '–'}</Box>
          </div>
        ))}
      </ColumnLayout>
    </Container>
  );
}

/**
 * A person of a sticker job (team lead, technician) by the employee's name in the reader's language
 * (issue 25 item 7); the name the job kept until the names arrive, then the code.
 */
function usePeople(
  codes: readonly (string | undefined)[],
): (code: string | undefined, kept?: string) => string {
  const named = usePersonNames(codes);
  return (code, kept) => {
    const name = named(code);
    return name && name !== code ? name : kept || code || '';
  };
}

/** Users as choices: the employee's name in the reader's language, the user code beneath. */
function usePeopleOptions(users: readonly { usercode: string; username: string }[] | undefined) {
  const list = users ?? [];
  const person = usePeople(list.map((user) => user.usercode));
  return list.map((user) => ({
    value: user.usercode,
    label: person(user.usercode, user.username),
    description: user.usercode,
  }));
}

/** A column of a sticker job table titled `stickers:fields.<header>`. */
const column = tableColumns('stickers:fields');

function useColumns(rows: readonly StickerJobRow[]): TableProps.ColumnDefinition<StickerJobRow>[] {
  const { t } = useTranslation();
  const person = usePeople(rows.flatMap((row) => [row.teamlead, row.technician]));
  const nameOf = useReaderNames(['garages', 'makes']);
  return [
    column(t, 'jobordno', (row) => row.jobordno),
    column(t, 'vehicleno', (row) => <span dir="ltr">{row.vehicleno}</span>),
    column(t, 'vehmaknam', (row) => nameOf('makes', undefined, row.vehmaknam)),
    column(t, 'garagnam', (row) => nameOf('garages', row.garage, row.garagnam), 'garage'),
    column(t, 'stage', (row) => t(`stickers:stage.${row.stage}`)),
    column(t, 'teamlead', (row) => person(row.teamlead, row.teamleadname)),
    column(t, 'technician', (row) => person(row.technician, row.technicianname)),
    column(t, 'tasks', (row) => (row.taskstotal ? `${row.tasksdone}/${row.taskstotal}` : '')),
  ];
}

/** StickerAssignmentDetails: one job with its tasks, items and images. */
function DetailsModal({ jobordno, onClose }: { jobordno: string | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const job = useQuery(jobordno ? `stickers:job:${jobordno}` : null, (signal) =>
    stickerApi.job(jobordno!, signal),
  );
  const data: StickerJob | undefined = job.data;
  const person = usePeople([data?.teamlead, data?.technician]);
  /** A field of the job under its label. */
  const detail = (field: string, value: ReactNode) => (
    <div>
      <Box variant="awsui-key-label">{t(`stickers:fields.${field}`)}</Box>
      {value}
    </div>
  );
  return (
    <Modal
      closeAriaLabel={t('kit:close')}
      visible={jobordno !== null}
      onDismiss={onClose}
      header={t('stickers:details.title', { jobordno: jobordno ?? '' })}
    >
      {job.error ? <Box color="text-status-error">{errorText(job.error)}</Box> : null}
      {data ? (
        <SpaceBetween size="m">
          <ColumnLayout columns={2} variant="text-grid">
            {detail('vehicleno', <span dir="ltr">{data.vehicleno}</span>)}
            {detail('stage', t(`stickers:stage.${data.stage}`))}
            {detail('teamlead', person(data.teamlead, data.teamleadname) || '–')}
            {detail('technician', person(data.technician, data.technicianname) || '–')}
            {data.stickermake
              ? detail(
                  'stickermake',
                  <>
                    {data.stickername} · {data.nextservicekm} · <span dir="ltr">{data.nextservicedate}</span>
                  </>,
                )
              : null}
          </ColumnLayout>
          <Box variant="h4">{t('stickers:fields.tasks')}</Box>
          <ul>
            {data.tasks.map((task) => (
              <li key={task.taskid}>
                {(i18n.language === 'ar' && task.tasknamear) || task.taskname} —{' '}
                {task.done ? t('stickers:details.done') : t('stickers:details.open')}
              </li>
            ))}
          </ul>
          <Box variant="h4">{t('stickers:task.items')}</Box>
          <ul>
            {data.items.map((item) => (
              <li key={item.itemid}>
                {item.sparenam || item.sparepart} × {item.qty} ({t(`stickers:itemType.${item.itemtype}`)})
              </li>
            ))}
          </ul>
          <Box>{t('stickers:details.images', { count: data.images.length })}</Box>
        </SpaceBetween>
      ) : null}
    </Modal>
  );
}

/** A page of a stage's rows, with the next page on demand (the server's cursor). */
function StageTable({
  stage,
  title,
  actions,
  onOpen,
  version,
}: {
  stage: StickerStage;
  title: string;
  actions?: (row: StickerJobRow) => React.ReactNode;
  onOpen: (jobordno: string) => void;
  version: number;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const cursor = cursors.at(-1);
  const page = useQuery(`stickers:stage:${stage}:${cursor ?? ''}:${version}`, (signal) =>
    stickerApi.jobs(stage, cursor, signal),
  );
  return (
    <JobsTable
      testId={`sticker-stage-${stage}`}
      items={page.data?.items ?? []}
      loading={page.loading}
      header={<Header variant="h2">{title}</Header>}
      empty={page.error ? errorText(page.error) : t('stickers:dashboard.empty')}
      onOpen={onOpen}
      actions={actions}
      footer={
        <SpaceBetween size="xs" direction="horizontal">
          <Button disabled={cursors.length < 2} onClick={() => setCursors(cursors.slice(0, -1))}>
            {t('stickers:dashboard.previous')}
          </Button>
          <Button disabled={!page.data?.cursor} onClick={() => setCursors([...cursors, page.data?.cursor])}>
            {t('stickers:dashboard.next')}
          </Button>
        </SpaceBetween>
      }
    />
  );
}

/** Sticker jobs with their columns and a last column of Details and the page's own actions. */
function JobsTable({
  testId,
  empty,
  onOpen,
  actions,
  ...table
}: Pick<TableProps<StickerJobRow>, 'loading' | 'header' | 'footer'> & {
  testId: string;
  items: StickerJobRow[];
  /** Translated: why there are no rows. */
  empty: string;
  onOpen: (jobordno: string) => void;
  actions?: ((row: StickerJobRow) => React.ReactNode) | undefined;
}) {
  const { t } = useTranslation();
  const columns = useColumns(table.items);
  return (
    <Table<StickerJobRow>
      {...table}
      data-testid={testId}
      loadingText={t('stickers:dashboard.loading')}
      trackBy="jobordno"
      wrapLines
      empty={<Box textAlign="center">{empty}</Box>}
      columnDefinitions={[
        ...columns,
        {
          id: 'actions',
          header: t('stickers:dashboard.actions'),
          cell: (row) => (
            <SpaceBetween size="xs" direction="horizontal">
              <Button variant="inline-link" onClick={() => onOpen(row.jobordno)}>
                {t('stickers:dashboard.details')}
              </Button>
              {actions?.(row)}
            </SpaceBetween>
          ),
        },
      ]}
    />
  );
}

const summaryColumn = tableColumns('stickers:summary');

function Summary() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const garageName = useReaderNames(['garages']);
  const [range, setRange] = useState(() => monthOf(kuwaitDay(new Date())));
  const [draft, setDraft] = useState(range);
  const summary = useQuery(`stickers:summary:${range.fromdate}:${range.todate}`, (signal) =>
    stickerApi.summary(range.fromdate, range.todate, signal),
  );
  const rows = summary.data ?? [];
  return (
    <Table<StickerSummaryRow>
      data-testid="sticker-summary"
      items={rows}
      loading={summary.loading}
      loadingText={t('stickers:dashboard.loading')}
      trackBy="garage"
      header={
        <Header variant="h2" description={t('stickers:summary.description')}>
          {t('stickers:summary.title')}
        </Header>
      }
      filter={
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setRange(draft);
          }}
        >
          <SpaceBetween size="s" direction="horizontal" alignItems="end">
            <InputField
              label={t('stickers:summary.fromdate')}
              value={draft.fromdate}
              placeholder="YYYY-MM-DD"
              onChange={(value) => setDraft({ ...draft, fromdate: value })}
            />
            <InputField
              label={t('stickers:summary.todate')}
              value={draft.todate}
              placeholder="YYYY-MM-DD"
              onChange={(value) => setDraft({ ...draft, todate: value })}
            />
            <Button formAction="submit">{t('stickers:summary.show')}</Button>
          </SpaceBetween>
        </form>
      }
      empty={
        <Box textAlign="center">{summary.error ? errorText(summary.error) : t('stickers:summary.empty')}</Box>
      }
      columnDefinitions={[
        column(t, 'garage', (row) => garageName('garages', row.garage, row.garagnam)),
        summaryColumn(t, 'jobs', (row) => row.jobs),
        summaryColumn(t, 'sparepartqty', (row) => row.sparepartqty),
        summaryColumn(t, 'sparepartvalue', (row) => row.sparepartvalue.toFixed(3)),
        summaryColumn(t, 'oilqty', (row) => row.oilqty),
        summaryColumn(t, 'oilvalue', (row) => row.oilvalue.toFixed(3)),
        summaryColumn(t, 'totalvalue', (row) => row.totalvalue.toFixed(3)),
      ]}
    />
  );
}

export function StickerDashboardPage() {
  const { t } = useTranslation();
  const rights = useScreenRights(screenCodes.stickerDashboard);
  const [stage, setStage] = useState<StickerStage>('unassigned');
  const linked = useLinkedJob();
  const [details, setDetails] = useState<string | null>(linked.jobordno);
  if (!listOpens(rights)) return <Navigate to="/404" replace />;
  return (
    <SpaceBetween size="l">
      <Header variant="h1" description={t('stickers:dashboard.description')}>
        {t('stickers:dashboard.title')}
      </Header>
      <Counts />
      <SegmentedControl
        selectedId={stage}
        label={t('stickers:fields.stage')}
        onChange={({ detail }) => setStage(detail.selectedId as StickerStage)}
        options={stickerStages.map((id) => ({ id, text: t(`stickers:stage.${id}`) }))}
      />
      <StageTable
        key={stage}
        stage={stage}
        title={t(`stickers:stage.${stage}`)}
        onOpen={setDetails}
        version={0}
      />
      <Summary />
      <DetailsModal jobordno={details} onClose={() => setDetails(null)} />
    </SpaceBetween>
  );
}

// ---- Supervisor --------------------------------------------------------------------------------------

/** An assignment dialog's job (none: closed), its Cancel and what follows a save. */
interface AssignModalProps {
  row: AssignTarget | null;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * The dialog that assigns a sticker job to a person (`kind`: its title and the person's placeholder):
 * the person's pick, then what else the assignment asks (`children`).
 */
function AssignDialog({
  kind,
  row,
  person,
  children,
  ...dialog
}: Pick<ActionDialogProps, 'onClose' | 'onSubmit' | 'submitTestId' | 'submitDisabled' | 'busy'> & {
  kind: 'assignLead' | 'assignTech';
  row: AssignTarget | null;
  person: Omit<ComponentProps<typeof PickField>, 'placeholder'>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <ActionDialog
      visible={row !== null}
      header={t(`stickers:${kind}.title`, { jobordno: row?.jobordno ?? '' })}
      cancelText={t('stickers:dialog.cancel')}
      submitText={t('stickers:dialog.save')}
      {...dialog}
    >
      <SpaceBetween size="m">
        <PickField {...person} placeholder={t(`stickers:${kind}.choose`)} />
        {children}
      </SpaceBetween>
    </ActionDialog>
  );
}

function AssignLeadModal({ row, onClose, onSaved }: AssignModalProps) {
  const { t } = useTranslation();
  const leads = useQuery(row ? 'stickers:teamLeads' : null, (signal) => stickerApi.teamLeads(signal));
  // A change of team lead sends the job's version; a link does not say the stage, the job does.
  const job = useQuery(row && row.stage !== 'unassigned' ? `stickers:job:${row.jobordno}` : null, (signal) =>
    stickerApi.job(row!.jobordno, signal),
  );
  const changing = job.data?.stage === 'unassigned' ? undefined : job.data;
  const [teamlead, setTeamlead] = useState('');
  const [remarks, setRemarks] = useState('');
  const [error, setError] = useState<string>();
  const sending = useSend();
  const options = usePeopleOptions(leads.data);
  const save = async () => {
    if (!row) return;
    if (!teamlead) {
      setError(t('errors:stickerTeamLeadRequired'));
      return;
    }
    await sending.send(
      () =>
        stickerApi.assignTeamLead({
          jobordno: row.jobordno,
          teamlead,
          remarks,
          ...(changing ? { version: changing.version } : {}),
        }),
      () => {
        setTeamlead('');
        setRemarks('');
        onSaved();
      },
    );
  };
  return (
    <AssignDialog
      kind="assignLead"
      row={row}
      onClose={onClose}
      submitTestId="sticker-assign-lead-save"
      busy={sending.busy}
      onSubmit={() => void save()}
      person={{
        label: t('stickers:fields.teamlead'),
        options,
        value: teamlead,
        loading: leads.loading,
        errorText: error,
        onChange: (value) => {
          setTeamlead(value);
          setError(undefined);
        },
      }}
    >
      <FormField label={t('stickers:fields.remarks')}>
        <Textarea value={remarks} onChange={({ detail }) => setRemarks(detail.value)} />
      </FormField>
    </AssignDialog>
  );
}

export function SupervisorDashboardPage() {
  const { t } = useTranslation();
  // The spec's StickerAssignToTeamLead: `?jobordno=&open=assign` opens the job's assignment.
  const [version, setVersion] = useState(0);
  const { rights, setAssigning, dialog, details, setDetails } = useAssignPage(
    screenCodes.supervisorDashboard,
    () => setVersion(version + 1),
  );
  if (!listOpens(rights)) return <Navigate to="/404" replace />;
  const assign = (label: string, right: 'adds' | 'edits') => (row: StickerJobRow) =>
    can(rights, right) ? (
      <Button variant="inline-link" onClick={() => setAssigning(row)}>
        {label}
      </Button>
    ) : null;
  return (
    <SpaceBetween size="l">
      <Header variant="h1" description={t('stickers:supervisor.description')}>
        {t('stickers:supervisor.title')}
      </Header>
      <Counts key={version} />
      <StageTable
        stage="unassigned"
        title={t('stickers:supervisor.unassigned')}
        actions={assign(t('stickers:supervisor.assign'), 'adds')}
        onOpen={setDetails}
        version={version}
      />
      <StageTable
        stage="teamlead"
        title={t('stickers:supervisor.withTeamLead')}
        actions={assign(t('stickers:supervisor.change'), 'edits')}
        onOpen={setDetails}
        version={version}
      />
      <AssignLeadModal {...dialog} />
      <DetailsModal jobordno={details} onClose={() => setDetails(null)} />
    </SpaceBetween>
  );
}

// ---- Team lead ---------------------------------------------------------------------------------------

/** The tasks a sticker service usually has; the team lead changes, removes or adds. */
const defaultTasks = (t: (key: string) => string) =>
  ['oil', 'oilFilter', 'checks', 'sticker'].map((key) => ({
    taskname: t(`stickers:defaultTasks.${key}`),
    tasknamear: '',
  }));

function AssignTechnicianModal({ row, onClose, onSaved }: AssignModalProps) {
  const { t } = useTranslation();
  const techs = useQuery(row ? 'stickers:technicians' : null, (signal) => stickerApi.technicians(signal));
  const job = useQuery(row ? `stickers:job:${row.jobordno}:${row.at ?? ''}` : null, (signal) =>
    stickerApi.job(row!.jobordno, signal),
  );
  const [technician, setTechnician] = useState('');
  const [tasks, setTasks] = useState(() => defaultTasks(t));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const sending = useSend();
  const options = usePeopleOptions(techs.data);
  const save = async () => {
    if (!row || !job.data) return;
    const next: Record<string, string> = {};
    if (!technician) next['technician'] = t('errors:garageTechnicianTechnicianRequired');
    const named = tasks.filter((task) => task.taskname.trim());
    if (named.length === 0) next['tasks'] = t('errors:stickerTasksRequired');
    setErrors(next);
    if (Object.keys(next).length) return;
    await sending.send(
      () =>
        stickerApi.assignTechnician({
          jobordno: row.jobordno,
          technician,
          tasks: named,
          remarks: '',
          version: job.data!.version,
        }),
      () => {
        setTechnician('');
        setTasks(defaultTasks(t));
        onSaved();
      },
    );
  };
  return (
    <AssignDialog
      kind="assignTech"
      row={row}
      onClose={onClose}
      submitTestId="sticker-assign-tech-save"
      submitDisabled={!job.data}
      busy={sending.busy}
      onSubmit={() => void save()}
      person={{
        label: t('stickers:fields.technician'),
        options,
        value: technician,
        loading: techs.loading,
        errorText: errors['technician'],
        onChange: setTechnician,
      }}
    >
      <FormField label={t('stickers:fields.tasks')} errorText={errors['tasks']}>
        <SpaceBetween size="xs">
          {tasks.map((task, index) => (
            <SpaceBetween key={index} size="xs" direction="horizontal">
              <Input
                value={task.taskname}
                ariaLabel={t('stickers:assignTech.task', { number: index + 1 })}
                onChange={({ detail }) => setTasks(updateLine(tasks, index, { taskname: detail.value }))}
              />
              <Button
                iconName="remove"
                variant="icon"
                ariaLabel={t('stickers:assignTech.removeTask', { number: index + 1 })}
                onClick={() => setTasks(removeLine(tasks, index))}
              />
            </SpaceBetween>
          ))}
          <Button
            iconName="add-plus"
            disabled={tasks.length >= stickerLimits.tasks}
            onClick={() => setTasks([...tasks, { taskname: '', tasknamear: '' }])}
          >
            {t('stickers:assignTech.addTask')}
          </Button>
        </SpaceBetween>
      </FormField>
    </AssignDialog>
  );
}

export function TeamLeadWorkBenchPage() {
  const { t } = useTranslation();
  // The spec's StickerAssignToTechnician: `?jobordno=&open=assign` opens the job's assignment.
  const jobs = useQuery('stickers:teamLeadJobs', (signal) => stickerApi.teamLeadJobs(signal));
  const { rights, setAssigning, dialog, details, setDetails } = useAssignPage(
    screenCodes.teamLeadWorkBench,
    jobs.reload,
  );
  const errorText = useErrorText();
  if (!listOpens(rights)) return <Navigate to="/404" replace />;
  return (
    <SpaceBetween size="l">
      <JobsTable
        testId="sticker-teamlead-jobs"
        items={jobs.data ?? []}
        loading={jobs.loading}
        header={
          <Header
            variant="h1"
            counter={jobs.data ? `(${jobs.data.length})` : undefined}
            description={t('stickers:teamLead.description')}
            actions={
              <Button iconName="refresh" onClick={jobs.reload} ariaLabel={t('stickers:dashboard.refresh')} />
            }
          >
            {t('stickers:teamLead.title')}
          </Header>
        }
        empty={jobs.error ? errorText(jobs.error) : t('stickers:teamLead.empty')}
        onOpen={setDetails}
        actions={(row) =>
          can(rights, 'adds') && (row.stage === 'teamlead' || row.stage === 'technician') ? (
            <Button variant="inline-link" onClick={() => setAssigning(row)}>
              {row.stage === 'teamlead' ? t('stickers:teamLead.assign') : t('stickers:teamLead.reassign')}
            </Button>
          ) : null
        }
      />
      <AssignTechnicianModal {...dialog} />
      <DetailsModal jobordno={details} onClose={() => setDetails(null)} />
    </SpaceBetween>
  );
}
