import { describe, expect, it } from 'vitest';
import { dismissToast, maxToasts, pushToast, type Toast } from './toastQueue.ts';

const toast = (id: string, message = `m${id}`, kind: Toast['kind'] = 'error'): Toast => ({
  id,
  kind,
  message,
  durationMs: 5000,
});

describe('unit: toast queue', () => {
  it('puts the newest toast first', () => {
    const queue = pushToast(pushToast([], toast('1')), toast('2'));
    expect(queue.map((item) => item.id)).toEqual(['2', '1']);
  });

  it('shows a repeated message once', () => {
    const queue = pushToast(pushToast([], toast('1', 'same')), toast('2', 'same'));
    expect(queue.map((item) => item.id)).toEqual(['2']);
  });

  it('keeps at most the newest few toasts', () => {
    let queue: Toast[] = [];
    for (let index = 0; index < maxToasts + 3; index += 1) queue = pushToast(queue, toast(String(index)));
    expect(queue).toHaveLength(maxToasts);
    expect(queue[0]?.id).toBe(String(maxToasts + 2));
  });

  it('removes a dismissed toast', () => {
    const queue = dismissToast([toast('1'), toast('2')], '1');
    expect(queue.map((item) => item.id)).toEqual(['2']);
  });
});
