import { describe, expect, it } from 'vitest';
import {
  back,
  canGoBack,
  canGoNext,
  canOpenStep,
  next,
  openStep,
  stepSaved,
  stepperFromQuery,
  stepperQuery,
} from './stepper.ts';

describe('unit: gate pass in stepper', () => {
  it('reads the step from the query, steps before it counting as done', () => {
    expect(stepperFromQuery('step=3&mod=false&status=ADD&frmtypeimg=gar&jobordno=JO-1')).toEqual({
      step: 3,
      jobordno: 'JO-1',
      completed: [1, 2],
    });
    expect(stepperFromQuery('step=2&jobordno=JO-1').step).toBe(2);
  });

  it('starts at step 1 for a missing or unknown step, or a later step without a job order', () => {
    expect(stepperFromQuery('').step).toBe(1);
    expect(stepperFromQuery('step=7&jobordno=JO-1').step).toBe(1);
    expect(stepperFromQuery('step=abc').step).toBe(1);
    expect(stepperFromQuery('step=3').step).toBe(1);
  });

  it('writes the spec query parameters with the job order', () => {
    expect(stepperQuery({ step: 2, jobordno: 'JO-1' })).toBe(
      'step=2&mod=false&status=ADD&frmtypeimg=gar&jobordno=JO-1',
    );
    expect(stepperQuery({ step: 1 })).toBe('step=1&mod=false&status=ADD&frmtypeimg=gar');
  });

  it('lets only the current or an earlier step be clicked', () => {
    const state = stepperFromQuery('step=2&jobordno=JO-1');

    expect(canOpenStep(state, 1)).toBe(true);
    expect(canOpenStep(state, 2)).toBe(true);
    expect(canOpenStep(state, 3)).toBe(false);
    expect(openStep(state, 3)).toBe(state);
    expect(openStep(state, 1).step).toBe(1);
  });

  it('goes back from any step after the first and next only once the job order is known', () => {
    const first = stepperFromQuery('');
    const second = stepperFromQuery('step=2&jobordno=JO-1');
    const third = stepperFromQuery('step=3&jobordno=JO-1');

    expect([canGoBack(first), canGoNext(first)]).toEqual([false, false]);
    expect([canGoBack(second), canGoNext(second)]).toEqual([true, true]);
    expect([canGoBack(third), canGoNext(third)]).toEqual([true, false]);
    expect(next(second).step).toBe(3);
    expect(back(second).step).toBe(1);
    expect(back(first)).toBe(first);
  });

  it('tracks saved steps as completed and moves on after each save but the last', () => {
    const saved = stepSaved(stepperFromQuery(''), 'JO-9');
    const last = stepSaved({ ...saved, step: 3 }, 'JO-9');

    expect(saved).toEqual({ step: 2, jobordno: 'JO-9', completed: [1] });
    expect(last).toEqual({ step: 3, jobordno: 'JO-9', completed: [1, 3] });
  });
});
