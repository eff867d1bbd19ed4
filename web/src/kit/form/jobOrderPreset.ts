/**
 * A list's row action opens a form with the row's job order in the navigation state
 * (`{ jobOrderId }`), a link (a notification, "My work", the workflow map's `actionLink`) with
 * `?jobordno=` in the query: the form's job order choice starts on it.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { FormState } from './formState.ts';
import { stateText } from './mode.ts';

/** `jobOrderId` from the navigation state, if any. */
export const jobOrderFromState = (state: unknown) => stateText(state, 'jobOrderId');

/** Sets the form's `jobordno` to the navigation state's job order (while `enabled`, e.g. adding). */
export function useJobOrderPreset<V extends { jobordno: string }>(
  form: Pick<FormState<V>, 'set'>,
  enabled = true,
): void {
  const location = useLocation();
  const preset =
    jobOrderFromState(location.state) ??
    (new URLSearchParams(location.search).get('jobordno')?.trim() || undefined);
  const { set } = form;
  useEffect(() => {
    if (enabled && preset) set('jobordno', preset as V['jobordno']);
  }, [enabled, preset, set]);
}
