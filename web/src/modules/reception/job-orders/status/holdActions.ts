/** Which of hold, wait for parts and release a job order may take (pure, shared by the page and its test). */
import { holdableStatuses, workflowSteps } from '@fleet/shared/engines/workflow';

export type HoldAction = 'hold' | 'parts' | 'release';
const held = [workflowSteps.onHold.to, workflowSteps.waitingForParts.to];

/** Which of the three a job order at `status` may take. */
export function holdActions(status: number | undefined): HoldAction[] {
  if (status === undefined) return [];
  if (held.includes(status)) return ['release'];
  return holdableStatuses().includes(status) ? ['hold', 'parts'] : [];
}
