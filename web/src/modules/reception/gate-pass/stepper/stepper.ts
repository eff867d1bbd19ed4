/**
 * The gate pass in stepper (spec 000 section 2, routes gatepassin and qualitycontrol): three steps
 * 'Gate Pass In', 'Image Upload', 'Assign Team Leader'; the step lives in the query (`step` 1 to 3
 * with mod=false, status=ADD, frmtypeimg=gar, and the job order once step 1 saved it); Back and Next;
 * a step can be clicked only when it is the current one or an earlier one; completed steps are
 * tracked. Pure, so the page only renders it.
 */

export const gatePassInSteps = ['gatePassIn', 'imageUpload', 'assignTeamLeader'] as const;
export type StepNumber = 1 | 2 | 3;

export const lastStep: StepNumber = 3;

export interface StepperState {
  step: StepNumber;
  /** The job order step 1 checked in (later steps need it). */
  jobordno?: string;
  /** Steps saved in this visit (ascending). */
  completed: StepNumber[];
}

const isStep = (value: number): value is StepNumber => value === 1 || value === 2 || value === 3;

/**
 * The state a URL opens: `step` from the query (anything else is step 1); later steps need the job
 * order, so without one the stepper starts at step 1. Steps before the opened one count as done.
 */
export function stepperFromQuery(search: URLSearchParams | string): StepperState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const raw = Number(params.get('step') ?? '1');
  const jobordno = params.get('jobordno')?.trim() || undefined;
  const step: StepNumber = isStep(raw) && (raw === 1 || jobordno) ? raw : 1;
  const completed = ([1, 2, 3] as const).filter((candidate) => candidate < step);
  return { step, ...(jobordno ? { jobordno } : {}), completed };
}

/** The query of a state: the spec's parameters plus the job order. */
export function stepperQuery(state: Pick<StepperState, 'step' | 'jobordno'>): string {
  const params = new URLSearchParams({
    step: String(state.step),
    mod: 'false',
    status: 'ADD',
    frmtypeimg: 'gar',
  });
  if (state.jobordno) params.set('jobordno', state.jobordno);
  return params.toString();
}

/** Spec: a step header can be clicked only for the current step or an earlier one. */
export const canOpenStep = (state: StepperState, target: number) => isStep(target) && target <= state.step;

/** Back: any step after the first. */
export const canGoBack = (state: StepperState) => state.step > 1;

/** Next: not after the last step, and only once the job order is known (step 1 saved). */
export const canGoNext = (state: StepperState) => state.step < lastStep && Boolean(state.jobordno);

/** Moves to `target` when allowed (clicks and Back), else leaves the state as it is. */
export function openStep(state: StepperState, target: number): StepperState {
  return canOpenStep(state, target) ? { ...state, step: target as StepNumber } : state;
}

export const back = (state: StepperState): StepperState =>
  canGoBack(state) ? { ...state, step: (state.step - 1) as StepNumber } : state;

export const next = (state: StepperState): StepperState =>
  canGoNext(state) ? { ...state, step: (state.step + 1) as StepNumber } : state;

/** A step saved: it is completed, and (before the last) the stepper moves on to the next one. */
export function stepSaved(state: StepperState, jobordno: string): StepperState {
  const completed = [...new Set([...state.completed, state.step])].sort() as StepNumber[];
  const step = state.step < lastStep ? ((state.step + 1) as StepNumber) : state.step;
  return { step, jobordno, completed };
}

export const isCompleted = (state: StepperState, step: StepNumber) => state.completed.includes(step);
