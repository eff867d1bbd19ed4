/**
 * Why a job order of the reception is not offered to the gate pass in yet (issue 24 item 8): the step
 * it waits for, read from the workflow map, never from a list of statuses kept here. The gate pass in
 * takes a job order at the statuses of its step (`workflowSteps.gatePassIn.from`); a job order of the
 * reception at any other status waits for the first action of the shortest path of workflow actions
 * from its status to one of those (`actionWaitedFor` of the workflow map).
 */
import type { JobOrderChoice } from './job-orders.ts';
import { fieldsOf } from '../engines/fields.ts';
import { formatMessage, messages, type MessageKey, type ServerMessage } from '../platform/messages.ts';
import { statusesOfGroup } from '../engines/status-groups.ts';
import { actionLink, actionWaitedFor, type WorkflowAction } from '../engines/workflow-map.ts';
import { workflowSteps } from '../engines/workflow.ts';

/** Statuses the gate pass in takes a job order at. */
export const gatePassInStatuses: readonly number[] = workflowSteps.gatePassIn.from ?? [];

/** Statuses of the reception the gate pass in does not take yet: their job orders wait for a step. */
export const gatePassInWaitingStatuses: readonly number[] = statusesOfGroup('reception').filter(
  (status) => !gatePassInStatuses.includes(status),
);

/** The action a job order at `status` waits for before its gate pass in. */
export const gatePassInWaitsFor = (status: number) => actionWaitedFor(status, gatePassInStatuses);

/** What the gate pass in's picker tells of a job order it does not offer: the step, where it is done. */
export interface GatePassInWaitingStep {
  /** The workflow action's key (shared/src/engines/workflow-map.ts); the SPA words it `gatePass:waiting.action.<key>`. */
  action: string;
  /** Screen and right the action needs (the SPA links to it only for a user who has them). */
  screen: string;
  right: WorkflowAction['right'];
  /** Where the step is done for this job order. */
  link: string;
}

/** A row of `GatePass/getGatePassInWaiting`: a job order the gate pass in does not offer yet, and why. */
export type GatePassInWaiting = JobOrderChoice & { waitingFor: GatePassInWaitingStep };

export function gatePassInWaitingStep(status: number, jobordno: string): GatePassInWaitingStep | undefined {
  const action = gatePassInWaitsFor(status);
  return (
    action && {
      action: action.key,
      ...fieldsOf(action, 'screen right'),
      link: actionLink(action, jobordno),
    }
  );
}

/** The save's refusal of a job order of the reception, naming the step it waits for. */
const refusals: Readonly<Record<string, (typeof messages)[MessageKey]>> = {
  assignInspector: messages.gatePassInWaitsInspector,
  createJobOrder: messages.gatePassInWaitsJobOrder,
  assignTechnicianReception: messages.gatePassInWaitsTechnician,
};

/**
 * Why the gate pass in refuses a job order at `status`: the step it waits for at the reception, or
 * undefined when it is not waiting at the reception (already in the garage, or a status no path leads from).
 */
export function gatePassInRefusal(status: number, jobordno: string): ServerMessage | undefined {
  if (!gatePassInWaitingStatuses.includes(status)) return undefined;
  const action = gatePassInWaitsFor(status);
  const template = (action && refusals[action.key]) ?? messages.gatePassInWaitsReception;
  return formatMessage(template, { jobordno });
}
