/**
 * The technician's offline queue (issue 14 item 5): every update of the task screen (a task done, an
 * item added) is queued first, in localStorage under the user and project, and sent in order; while
 * the connection is lost it stays queued and shown as pending, and is sent when the connection returns
 * (the `online` event, and a retry while updates wait). Each update carries a client-generated id, so
 * a resend after a lost answer is not applied twice by the server.
 *
 * Versions: updates queued one after another on the same job are the user's own sequence, so each is
 * queued at the version the one before it will leave (`version + 1`). A 409 (someone else changed the
 * job) marks that update and the later ones of the same job as conflicts: shown, kept, until the user
 * applies them again on the latest version or discards them. Pure functions here; the screen holds
 * the state.
 */
export type QueuedKind = 'task' | 'item';
export type QueuedState = 'pending' | 'conflict' | 'failed';

export interface QueuedUpdate {
  updateId: string;
  kind: QueuedKind;
  jobordno: string;
  path: string;
  body: Record<string, unknown> & { version: number; updateId: string; jobordno: string };
  state: QueuedState;
  /** The server's message of a refused update. */
  error?: string;
  queuedAt: string;
}

export const queuePaths: Record<QueuedKind, string> = {
  task: 'StickerWorkflow/updateTask',
  item: 'StickerWorkflow/addStickerItem',
};

export const storageKey = (usercode: string, project: string) => `fleet.stickerQueue.${project}.${usercode}`;

export function newUpdateId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** The version the next update of a job is queued at: after the server's, one per update still queued. */
export function nextVersion(queue: readonly QueuedUpdate[], jobordno: string, serverVersion: number): number {
  const waiting = queue.filter((entry) => entry.jobordno === jobordno && entry.state === 'pending');
  return waiting.length ? Math.max(...waiting.map((entry) => entry.body.version)) + 1 : serverVersion;
}

export function enqueue(
  queue: readonly QueuedUpdate[],
  update: { kind: QueuedKind; jobordno: string; body: Record<string, unknown> },
  serverVersion: number,
  now: Date,
  updateId = newUpdateId(),
): QueuedUpdate[] {
  const version = nextVersion(queue, update.jobordno, serverVersion);
  return [
    ...queue,
    {
      updateId,
      kind: update.kind,
      jobordno: update.jobordno,
      path: queuePaths[update.kind],
      body: { ...update.body, jobordno: update.jobordno, updateId, version },
      state: 'pending',
      queuedAt: now.toISOString(),
    },
  ];
}

/** The next update to send: the oldest pending one (conflicts and failures wait for the user). */
export const nextToSend = (queue: readonly QueuedUpdate[]) =>
  queue.find((entry) => entry.state === 'pending');

/** Sent and stored: off the queue. */
export const sent = (queue: readonly QueuedUpdate[], updateId: string) =>
  queue.filter((entry) => entry.updateId !== updateId);

/** A 409: this update and the later pending ones of its job become conflicts. */
export function conflicted(queue: readonly QueuedUpdate[], updateId: string): QueuedUpdate[] {
  const failed = queue.find((entry) => entry.updateId === updateId);
  if (!failed) return [...queue];
  const from = queue.indexOf(failed);
  return queue.map((entry, index) =>
    index >= from && entry.jobordno === failed.jobordno && entry.state === 'pending'
      ? { ...entry, state: 'conflict' as const }
      : entry,
  );
}

/**
 * A refusal (400, 403...): the update is kept as failed with the message; the later pending updates of
 * its job were queued as if it applied, so they go one version back.
 */
export function refused(queue: readonly QueuedUpdate[], updateId: string, error: string): QueuedUpdate[] {
  const failed = queue.find((entry) => entry.updateId === updateId);
  if (!failed) return [...queue];
  const from = queue.indexOf(failed);
  return queue.map((entry, index) => {
    if (entry === failed) return { ...entry, state: 'failed' as const, error };
    if (index > from && entry.jobordno === failed.jobordno && entry.state === 'pending')
      return { ...entry, body: { ...entry.body, version: entry.body.version - 1 } };
    return entry;
  });
}

/** The user applies a job's conflicted updates again on the version read now (same ids: still once). */
export function retryOnLatest(
  queue: readonly QueuedUpdate[],
  jobordno: string,
  latestVersion: number,
): QueuedUpdate[] {
  let version = nextVersion(queue, jobordno, latestVersion);
  return queue.map((entry) => {
    if (entry.jobordno !== jobordno || entry.state !== 'conflict') return entry;
    const rebased = { ...entry, state: 'pending' as const, body: { ...entry.body, version } };
    version += 1;
    return rebased;
  });
}

/** The user gives up the conflicted or failed updates of a job. */
export const discard = (queue: readonly QueuedUpdate[], jobordno: string) =>
  queue.filter((entry) => entry.jobordno !== jobordno || entry.state === 'pending');

export function loadQueue(storage: Pick<Storage, 'getItem'>, key: string): QueuedUpdate[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? (parsed as QueuedUpdate[]) : [];
  } catch {
    return [];
  }
}

export function saveQueue(
  storage: Pick<Storage, 'setItem' | 'removeItem'>,
  key: string,
  queue: readonly QueuedUpdate[],
) {
  if (queue.length === 0) storage.removeItem(key);
  else storage.setItem(key, JSON.stringify(queue));
}

/** The job as the technician sees it: the server's copy with the queued updates laid over it. */
export function withQueued<
  J extends {
    jobordno: string;
    tasks: { taskid: string; done: boolean }[];
    items: {
      itemid: string;
      sparepart: string;
      sparenam: string;
      qty: number;
      itemtype: string;
      storecode: string;
    }[];
  },
>(job: J, queue: readonly QueuedUpdate[]): J & { pendingTasks: string[]; pendingItems: QueuedUpdate[] } {
  const mine = queue.filter((entry) => entry.jobordno === job.jobordno && entry.state !== 'failed');
  const tasks = job.tasks.map((task) => {
    const last = mine.filter((entry) => entry.kind === 'task' && entry.body['taskid'] === task.taskid).at(-1);
    return last ? { ...task, done: Boolean(last.body['done']) } : task;
  });
  return {
    ...job,
    tasks,
    pendingTasks: [
      ...new Set(mine.filter((entry) => entry.kind === 'task').map((entry) => String(entry.body['taskid']))),
    ],
    pendingItems: mine.filter((entry) => entry.kind === 'item'),
  };
}

/** An error of a call that never reached the server (offline, network down): the update waits. */
export const unreachable = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { status?: number }).status === 0;
