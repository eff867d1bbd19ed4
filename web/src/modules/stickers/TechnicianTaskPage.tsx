/**
 * Technician task screen (`/TechnicialTaskScreen`, SGRS004): the technician's own sticker jobs, one
 * card each, made for a 390 px phone. Tasks are ticked and items added (AddStickerItemsForm) through
 * the offline queue (offlineQueue.ts): queued at once, shown as pending, sent when the connection is
 * there (now, on the `online` event, and every few seconds while updates wait); a conflict is shown
 * with the choice to apply the update again on the latest version or to discard it. Images
 * (ImageuploadrecPageForSticker) and the completion need the connection and say so while offline.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@cloudscape-design/components/alert';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import Container from '@cloudscape-design/components/container';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { screenCodes } from '@fleet/shared';
import {
  canComplete,
  stickerItemTypes,
  technicianMayUpdate,
  type StickerItemType,
  type StickerJob,
} from '@fleet/shared/stickers/stickers';
import { getSession } from '../../auth/session.ts';
import { can, useErrorText, useQuery, useScreenRights, useSend, wordedOptions } from '../../kit/index.ts';
import { PickField } from '../../kit/form/fields.tsx';
import { UploadField } from '../../kit/upload/index.ts';
import { listOpens } from '../../kit/list/listPage.ts';
import { stickerApi } from './api.ts';
import {
  conflicted,
  discard,
  enqueue,
  loadQueue,
  newUpdateId,
  nextToSend,
  nextVersion,
  refused,
  retryOnLatest,
  saveQueue,
  sent,
  storageKey,
  unreachable,
  withQueued,
  type QueuedUpdate,
} from './offlineQueue.ts';
import { CompleteServiceForm } from './CompleteServiceForm.tsx';
import './stickers.css';
import { InputField } from '../../kit/form/InputField.tsx';

const retryMs = 5000;

function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const up = () => setOnline(true);
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, []);
  return online;
}

/** The queue in state and in localStorage, sent in order while the connection is there. */
function useStickerQueue(onSent: () => void) {
  const session = getSession();
  const key = storageKey(session?.usercode ?? '', session?.project ?? '');
  const [queue, setQueue] = useState<QueuedUpdate[]>(() => loadQueue(localStorage, key));
  const queueRef = useRef(queue);
  const sending = useRef(false);
  const online = useOnline();

  const update = useCallback(
    (change: (current: QueuedUpdate[]) => QueuedUpdate[]) => {
      queueRef.current = change(queueRef.current);
      saveQueue(localStorage, key, queueRef.current);
      setQueue(queueRef.current);
    },
    [key],
  );

  const flush = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    let delivered = false;
    try {
      for (let entry = nextToSend(queueRef.current); entry; entry = nextToSend(queueRef.current)) {
        const current = entry;
        try {
          await stickerApi.send(current.path, current.body);
          update((queue) => sent(queue, current.updateId));
          delivered = true;
        } catch (error) {
          if (unreachable(error)) break;
          const status = (error as { status?: number }).status;
          if (status === 409) update((queue) => conflicted(queue, current.updateId));
          else update((queue) => refused(queue, current.updateId, (error as Error).message));
        }
      }
    } finally {
      sending.current = false;
    }
    if (delivered) onSent();
  }, [update, onSent]);

  useEffect(() => {
    if (online) void flush();
  }, [online, flush]);
  useEffect(() => {
    if (!queue.some((entry) => entry.state === 'pending')) return undefined;
    const timer = window.setInterval(() => void flush(), retryMs);
    return () => window.clearInterval(timer);
  }, [queue, flush]);

  return { queue, update, flush, online };
}

const cacheKey = () => {
  const session = getSession();
  return `fleet.stickerJobs.${session?.project ?? ''}.${session?.usercode ?? ''}`;
};

export function TechnicianTaskPage() {
  const { t } = useTranslation();
  const rights = useScreenRights(screenCodes.technicianTaskScreen);
  const errorText = useErrorText();
  const jobs = useQuery('stickers:technicianJobs', async (signal) => {
    const answer = await stickerApi.technicianJobs(signal);
    localStorage.setItem(cacheKey(), JSON.stringify(answer));
    return answer;
  });
  const reload = jobs.reload;
  const { queue, update, flush, online } = useStickerQueue(reload);
  // A link for one job (a notification, "My work": `?jobordno=`) opens with that job expanded; the
  // spec's AddStickerItemsForm and ImageuploadrecPageForSticker open its items or images (`section`).
  const query = new URLSearchParams(useLocation().search);
  const linked = query.get('jobordno')?.trim();
  const section = linkedSection(query.get('section'));
  const [expanded, setExpanded] = useState<string | null>(() => (section ? null : linked || null));

  // Offline the last jobs read are shown, so the technician can go on working.
  const serverJobs = useMemo<StickerJob[]>(() => {
    if (jobs.data) return jobs.data;
    try {
      return JSON.parse(localStorage.getItem(cacheKey()) ?? '[]') as StickerJob[];
    } catch {
      return [];
    }
  }, [jobs.data]);
  const editable = can(rights, 'edits');

  if (!listOpens(rights)) return <Navigate to="/404" replace />;

  const queueUpdate = (job: StickerJob, kind: 'task' | 'item', body: Record<string, unknown>) => {
    update((current) => enqueue(current, { kind, jobordno: job.jobordno, body }, job.version, new Date()));
    if (navigator.onLine) void flush();
  };
  const pending = queue.filter((entry) => entry.state === 'pending').length;

  return (
    <div className="sticker-task-screen" data-testid="sticker-task-screen">
      <SpaceBetween size="m">
        <Header
          variant="h1"
          description={t('stickers:task.description')}
          actions={
            <Button
              iconName="refresh"
              onClick={reload}
              ariaLabel={t('stickers:task.refresh')}
              disabled={!online}
            />
          }
        >
          {t('stickers:task.title')}
        </Header>
        <div data-testid="sticker-connection" aria-live="polite">
          {online ? (
            <StatusIndicator type={pending ? 'in-progress' : 'success'}>
              {pending ? t('stickers:task.sending', { count: pending }) : t('stickers:task.online')}
            </StatusIndicator>
          ) : (
            <StatusIndicator type="warning">
              {pending ? t('stickers:task.offlinePending', { count: pending }) : t('stickers:task.offline')}
            </StatusIndicator>
          )}
        </div>
        {jobs.error && !unreachable(jobs.error) ? <Alert type="error">{errorText(jobs.error)}</Alert> : null}
        {jobs.loading && !serverJobs.length ? (
          <StatusIndicator type="loading">{t('stickers:task.loading')}</StatusIndicator>
        ) : null}
        {!jobs.loading && serverJobs.length === 0 ? (
          <Box textAlign="center" color="text-status-inactive" data-testid="sticker-task-empty">
            {t('stickers:task.empty')}
          </Box>
        ) : null}
        {serverJobs.map((job) => (
          <JobCard
            key={job.jobordno}
            job={job}
            queue={queue}
            editable={editable}
            online={online}
            expanded={expanded === job.jobordno}
            section={job.jobordno === linked ? section : undefined}
            onExpand={(open) => setExpanded(open ? job.jobordno : null)}
            onQueue={(kind, body) => queueUpdate(job, kind, body)}
            onRetry={async () => {
              const latest = await stickerApi.job(job.jobordno);
              update((current) => retryOnLatest(current, job.jobordno, latest.version));
              void flush();
            }}
            onDiscard={() => update((current) => discard(current, job.jobordno))}
            onChanged={reload}
          />
        ))}
      </SpaceBetween>
    </div>
  );
}

type LinkedSection = 'items' | 'images';

function linkedSection(value: string | null): LinkedSection | undefined {
  return value === 'items' || value === 'images' ? value : undefined;
}

interface JobCardProps {
  job: StickerJob;
  queue: QueuedUpdate[];
  editable: boolean;
  online: boolean;
  expanded: boolean;
  /** The part of the job a link opens: its item form, or its images. */
  section?: LinkedSection;
  onExpand: (open: boolean) => void;
  onQueue: (kind: 'task' | 'item', body: Record<string, unknown>) => void;
  onRetry: () => Promise<void>;
  onDiscard: () => void;
  onChanged: () => void;
}

function JobCard({
  job: serverJob,
  queue,
  editable,
  online,
  expanded,
  section,
  onExpand,
  onQueue,
  onRetry,
  onDiscard,
  onChanged,
}: JobCardProps) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const job = withQueued(serverJob, queue);
  const arabic = i18n.language === 'ar';
  const mayUpdate = editable && technicianMayUpdate(job.stage);
  const problems = queue.filter((entry) => entry.jobordno === job.jobordno && entry.state !== 'pending');
  const hasPending = queue.some((entry) => entry.jobordno === job.jobordno && entry.state === 'pending');
  const retrying = useSend();
  const imaging = useSend();
  const imagesRef = useRef<HTMLDivElement>(null);
  const itemsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = section === 'images' ? imagesRef.current : section === 'items' ? itemsRef.current : null;
    target?.scrollIntoView({ block: 'center' });
  }, [section]);
  const [uploading, setUploading] = useState(false);

  // The version our last image left: the next image of a pick goes before the list's reload lands.
  const imageVersion = useRef(0);
  const addImage = (fileId: string) => {
    const version = Math.max(nextVersion(queue, job.jobordno, serverJob.version), imageVersion.current);
    const body = { jobordno: job.jobordno, updateId: newUpdateId(), fileId, version };
    return imaging.send(
      () => stickerApi.send('StickerWorkflow/addStickerImage', body),
      (result) => {
        imageVersion.current = result[1].version;
        onChanged();
      },
    );
  };

  return (
    <Container
      data-testid={`sticker-job-${job.jobordno}`}
      header={
        <Header
          variant="h2"
          description={
            <>
              <span>{job.jobordno}</span> · {job.vehmaknam}
            </>
          }
          info={
            <Badge color={job.stage === 'inprogress' ? 'blue' : 'grey'}>
              {t(`stickers:stage.${job.stage}`)}
            </Badge>
          }
        >
          <span dir="ltr">{job.vehicleno}</span>
        </Header>
      }
    >
      <SpaceBetween size="m">
        {problems.map((entry) => (
          <Alert
            key={entry.updateId}
            type={entry.state === 'conflict' ? 'warning' : 'error'}
            data-testid="sticker-update-problem"
            header={entry.state === 'conflict' ? t('stickers:task.conflict') : t('stickers:task.refused')}
            action={
              <SpaceBetween size="xs" direction="horizontal">
                {entry.state === 'conflict' ? (
                  <Button
                    loading={retrying.busy}
                    disabled={!online}
                    onClick={() => void retrying.send(onRetry)}
                  >
                    {t('stickers:task.applyAgain')}
                  </Button>
                ) : null}
                <Button onClick={onDiscard}>{t('stickers:task.discard')}</Button>
              </SpaceBetween>
            }
          >
            {describe(t, entry)}
            {entry.error ? ` — ${errorText(new Error(entry.error))}` : ''}
          </Alert>
        ))}
        <div role="group" aria-label={t('stickers:task.tasks')}>
          <Box variant="h3">{t('stickers:task.tasks')}</Box>
          <SpaceBetween size="xs">
            {job.tasks.map((task) => {
              const waiting = job.pendingTasks.includes(task.taskid);
              return (
                <div
                  key={task.taskid}
                  className="sticker-task-row"
                  data-testid={`sticker-task-${task.taskid}`}
                >
                  <Checkbox
                    checked={task.done}
                    disabled={!mayUpdate}
                    onChange={({ detail }) => onQueue('task', { taskid: task.taskid, done: detail.checked })}
                  >
                    {(arabic && task.tasknamear) || task.taskname}
                  </Checkbox>
                  {waiting ? (
                    <span data-testid="sticker-pending">
                      <StatusIndicator type="pending">{t('stickers:task.pending')}</StatusIndicator>
                    </span>
                  ) : null}
                </div>
              );
            })}
          </SpaceBetween>
        </div>
        <div ref={itemsRef}>
          <Box variant="h3">{t('stickers:task.items')}</Box>
          {job.items.length === 0 && job.pendingItems.length === 0 ? (
            <Box color="text-status-inactive">{t('stickers:task.noItems')}</Box>
          ) : null}
          <ul className="sticker-item-list">
            {job.items.map((item) => (
              <li key={item.itemid} data-testid="sticker-item">
                {item.sparenam || item.sparepart} × {item.qty}
                {item.storecode ? ` · ${item.storenam || item.storecode}` : ''} (
                {t(`stickers:itemType.${item.itemtype}`)})
              </li>
            ))}
            {job.pendingItems.map((entry) => (
              <li key={entry.updateId} data-testid="sticker-item">
                {String(entry.body['sparenam'] || entry.body['sparepart'])} × {String(entry.body['qty'])}{' '}
                <span data-testid="sticker-pending">
                  <StatusIndicator type={entry.state === 'pending' ? 'pending' : 'warning'}>
                    {entry.state === 'pending' ? t('stickers:task.pending') : t('stickers:task.conflict')}
                  </StatusIndicator>
                </span>
              </li>
            ))}
          </ul>
          {mayUpdate ? (
            <ExpandableSection
              headerText={t('stickers:task.addItem')}
              data-testid="sticker-item-section"
              defaultExpanded={section === 'items'}
            >
              <ItemForm onAdd={(body) => onQueue('item', body)} />
            </ExpandableSection>
          ) : null}
        </div>
        {mayUpdate ? (
          online ? (
            <div ref={imagesRef}>
              <UploadField
                purpose="image"
                label={t('stickers:task.images')}
                files={job.images.map((image) => ({ ...image, contentType: 'image/*' }))}
                onUploaded={(file) => addImage(file.fileId)}
                onUploadingChange={setUploading}
                readOnly={hasPending}
                description={hasPending ? t('stickers:task.waitForPending') : undefined}
                testId="sticker-images"
              />
            </div>
          ) : (
            <Box color="text-status-inactive">{t('stickers:task.imagesOffline')}</Box>
          )
        ) : null}
        {mayUpdate ? (
          <ExpandableSection
            headerText={t('stickers:complete.title')}
            expanded={expanded}
            onChange={({ detail }) => onExpand(detail.expanded)}
          >
            {!canComplete(job) ? (
              <Box color="text-status-inactive">{t('stickers:complete.tasksFirst')}</Box>
            ) : !online || hasPending || uploading ? (
              <Box color="text-status-inactive">{t('stickers:complete.needsConnection')}</Box>
            ) : (
              <CompleteServiceForm job={serverJob} onDone={onChanged} />
            )}
          </ExpandableSection>
        ) : null}
      </SpaceBetween>
    </Container>
  );
}

function describe(
  t: (key: string, options?: Record<string, unknown>) => string,
  entry: QueuedUpdate,
): string {
  return entry.kind === 'task'
    ? t('stickers:task.taskUpdate', { task: String(entry.body['taskid']) })
    : t('stickers:task.itemUpdate', { item: String(entry.body['sparenam'] || entry.body['sparepart']) });
}

function ItemForm({ onAdd }: { onAdd: (body: Record<string, unknown>) => void }) {
  const { t } = useTranslation();
  const [itemtype, setItemtype] = useState<StickerItemType>('oil');
  const [draft, setDraft] = useState({ sparepart: '', sparenam: '', qty: '1', storecode: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sparepart, sparenam, storecode] = [
    draft.sparepart.trim(),
    draft.sparenam.trim(),
    draft.storecode.trim(),
  ];

  const submit = () => {
    const next: Record<string, string> = {};
    const quantity = Number(draft.qty);
    if (!sparepart) next['sparepart'] = t('errors:scrapItemRequired');
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 999)
      next['qty'] = t('errors:stickerQtyInvalid');
    if (!storecode && !sparenam) next['sparenam'] = t('errors:stickerItemNameRequired');
    setErrors(next);
    if (Object.keys(next).length) return;
    onAdd({ itemtype, sparepart, sparenam, qty: quantity, storecode: storecode.toUpperCase() });
    setDraft({ ...draft, sparepart: '', sparenam: '', qty: '1' });
  };

  return (
    <form
      data-testid="sticker-item-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <SpaceBetween size="s">
        <PickField
          label={t('stickers:fields.itemtype')}
          options={wordedOptions(t, 'stickers:itemType', stickerItemTypes)}
          value={itemtype}
          onChange={(value) => setItemtype(value as StickerItemType)}
        />
        {(
          [
            ['sparepart', 'code', {}],
            ['sparenam', 'name', {}],
            ['qty', 'qty', { type: 'number', inputMode: 'numeric' }],
            ['storecode', 'store', { description: t('stickers:fields.storecodeHint') }],
          ] as const
        ).map(([name, testId, more]) => (
          <InputField
            key={name}
            label={t(`stickers:fields.${name}`)}
            errorText={errors[name]}
            value={draft[name]}
            onChange={(value) => setDraft({ ...draft, [name]: value })}
            testId={`sticker-item-${testId}`}
            {...more}
          />
        ))}
        <Button formAction="submit" iconName="add-plus" data-testid="sticker-item-add">
          {t('stickers:task.addItem')}
        </Button>
      </SpaceBetween>
    </form>
  );
}

export default TechnicianTaskPage;
