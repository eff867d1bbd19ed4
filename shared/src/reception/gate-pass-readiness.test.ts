import { describe, expect, it } from 'vitest';
import { formatMessage, messages } from '../platform/messages.ts';
import {
  gatePassInRefusal,
  gatePassInStatuses,
  gatePassInWaitingStatuses,
  gatePassInWaitingStep,
  gatePassInWaitsFor,
} from './gate-pass-readiness.ts';
import { actionWaitedFor, workflowAction } from '../engines/workflow-map.ts';

describe('unit: gate pass in readiness', () => {
  it('takes the statuses of the workflow step and names the rest of the reception as waiting', () => {
    expect(gatePassInStatuses).toEqual([1202, 1203, 1204]);
    expect(gatePassInWaitingStatuses).toEqual([1195, 1196, 1197, 1198, 1199, 1200, 1201]);
  });

  it('names the step each waiting status waits for, from the workflow map', () => {
    expect(gatePassInWaitsFor(1201)?.key).toBe('assignTechnicianReception');
    expect(gatePassInWaitsFor(1195)?.key).toBe('assignInspector');
    for (const status of [1196, 1197, 1198, 1199, 1200])
      expect(gatePassInWaitsFor(status)?.key, String(status)).toBe('createJobOrder');
    for (const status of gatePassInStatuses) expect(gatePassInWaitsFor(status)).toBeUndefined();
  });

  it('follows the map, not a list: the first action of the shortest path to the goal', () => {
    expect(actionWaitedFor(1209, [1213])?.key).toBe('garageInspection');
    expect(actionWaitedFor(1209, [1209])).toBeUndefined();
  });

  it('tells where the step is done for the job order, with the screen and right it needs', () => {
    const action = workflowAction('assignTechnicianReception');
    expect(gatePassInWaitingStep(1201, 'JO-1')).toEqual({
      action: 'assignTechnicianReception',
      screen: action.screen,
      right: action.right,
      link: expect.stringMatching(/^\/technicianDetails\w*\?.*jobordno=JO-1/),
    });
    expect(gatePassInWaitingStep(1203, 'JO-1')).toBeUndefined();
  });

  it('words the refusal of the save with the step waited for, only for a job order waiting at the reception', () => {
    expect(gatePassInRefusal(1201, 'JO-7')).toBe(
      formatMessage(messages.gatePassInWaitsTechnician, { jobordno: 'JO-7' }),
    );
    expect(gatePassInRefusal(1197, 'JO-7')).toBe(
      formatMessage(messages.gatePassInWaitsJobOrder, { jobordno: 'JO-7' }),
    );
    expect(gatePassInRefusal(1195, 'JO-7')).toBe(
      formatMessage(messages.gatePassInWaitsInspector, { jobordno: 'JO-7' }),
    );
    expect(gatePassInRefusal(1205, 'JO-7')).toBeUndefined();
    expect(gatePassInRefusal(1202, 'JO-7')).toBeUndefined();
  });
});
