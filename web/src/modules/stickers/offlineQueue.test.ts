import { describe, expect, it } from 'vitest';
import {
  conflicted,
  discard,
  enqueue,
  loadQueue,
  nextToSend,
  refused,
  retryOnLatest,
  saveQueue,
  sent,
  unreachable,
  withQueued,
  type QueuedUpdate,
} from './offlineQueue.ts';

const now = new Date('2026-03-01T08:00:00Z');
const task = (taskid: string, done = true) => ({
  kind: 'task' as const,
  jobordno: 'J1',
  body: { taskid, done },
});

function queued(): QueuedUpdate[] {
  let queue: QueuedUpdate[] = [];
  queue = enqueue(queue, task('T01'), 4, now, 'id-1');
  queue = enqueue(queue, task('T02'), 4, now, 'id-2');
  queue = enqueue(
    queue,
    { kind: 'item', jobordno: 'J2', body: { sparepart: 'OIL', qty: 1 } },
    9,
    now,
    'id-3',
  );
  return queue;
}

describe('offline queue', () => {
  it('queues each update of a job at the version the one before leaves, with its own id and path', () => {
    const queue = queued();
    expect(queue.map((entry) => [entry.updateId, entry.body.version, entry.path])).toEqual([
      ['id-1', 4, 'StickerWorkflow/updateTask'],
      ['id-2', 5, 'StickerWorkflow/updateTask'],
      ['id-3', 9, 'StickerWorkflow/addStickerItem'],
    ]);
    expect(queue[0]!.body).toMatchObject({ jobordno: 'J1', updateId: 'id-1', taskid: 'T01', done: true });
    expect(nextToSend(queue)?.updateId).toBe('id-1');
    expect(nextToSend(sent(queue, 'id-1'))?.updateId).toBe('id-2');
  });

  it('marks a conflict and the later updates of its job, keeps them, and applies them again on the latest', () => {
    const queue = conflicted(queued(), 'id-1');
    expect(queue.map((entry) => entry.state)).toEqual(['conflict', 'conflict', 'pending']);
    expect(nextToSend(queue)?.updateId).toBe('id-3');
    const again = retryOnLatest(queue, 'J1', 7);
    expect(again.map((entry) => [entry.state, entry.body.version])).toEqual([
      ['pending', 7],
      ['pending', 8],
      ['pending', 9],
    ]);
    expect(discard(queue, 'J1').map((entry) => entry.updateId)).toEqual(['id-3']);
  });

  it('keeps a refused update with its message and moves the later ones of its job one version back', () => {
    const queue = refused(queued(), 'id-1', 'No');
    expect(queue[0]).toMatchObject({ state: 'failed', error: 'No' });
    expect(queue[1]!.body.version).toBe(4);
    expect(queue[2]!.body.version).toBe(9);
  });

  it('lays the queued updates over the server copy and says what is pending', () => {
    const job = {
      jobordno: 'J1',
      tasks: [
        { taskid: 'T01', done: false },
        { taskid: 'T02', done: true },
      ],
      items: [],
    };
    let queue = enqueue([], task('T01'), 1, now, 'a');
    queue = enqueue(queue, task('T02', false), 1, now, 'b');
    queue = enqueue(queue, { kind: 'item', jobordno: 'J1', body: { sparepart: 'X', qty: 1 } }, 1, now, 'c');
    const view = withQueued(job, queue);
    expect(view.tasks.map((entry) => entry.done)).toEqual([true, false]);
    expect(view.pendingTasks).toEqual(['T01', 'T02']);
    expect(view.pendingItems.map((entry) => entry.updateId)).toEqual(['c']);
  });

  it('stores the queue and reads it back, tolerating a damaged value', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    };
    saveQueue(storage, 'k', queued());
    expect(loadQueue(storage, 'k')).toHaveLength(3);
    saveQueue(storage, 'k', []);
    expect(store.has('k')).toBe(false);
    store.set('k', '{oops');
    expect(loadQueue(storage, 'k')).toEqual([]);
  });

  it('tells an unreachable server from a refusal', () => {
    expect(unreachable({ status: 0 })).toBe(true);
    expect(unreachable({ status: 409 })).toBe(false);
    expect(unreachable(new Error('x'))).toBe(false);
  });
});
