import { describe, expect, it } from 'vitest';
import { statusByCode } from './status.ts';
import { deletableStatus, eligibleStatuses, garagePhase, stepAllowed, workflowSteps } from './workflow.ts';

describe('unit: workflow steps', () => {
  it('moves only to known status codes, from known status codes', () => {
    for (const step of Object.values(workflowSteps)) {
      expect(statusByCode.has(step.to)).toBe(true);
      for (const code of step.from ?? []) expect(statusByCode.has(code), String(code)).toBe(true);
    }
  });

  it('allows a step from its from-set and as a repeat at its own status, never backwards', () => {
    expect(stepAllowed('assignInspector', 1195)).toBe(true);
    expect(stepAllowed('assignInspector', 1196)).toBe(true);
    expect(stepAllowed('assignInspector', 1197)).toBe(false);
    expect(stepAllowed('gatePassIn', 1204)).toBe(true);
    expect(stepAllowed('gatePassIn', 1196)).toBe(false);
    expect(stepAllowed('createJobCard', 1195)).toBe(false);
  });

  it('offers gate pass out only after the final QC by MOI (washing, delivery approval, parking at garage)', () => {
    const eligible = eligibleStatuses('gatePassOut');
    expect(eligible).toEqual([1223, 1224, 1225, 1233]);
    expect(eligible).not.toContain(1208);
    expect(eligible).not.toContain(1222);
    expect(garagePhase).toContain(1205);
  });

  it('walks the garage path in order: technician, inspection, estimation, approval, repair, final QC', () => {
    const path: [keyof typeof workflowSteps, number][] = [
      ['assignTechnicianGarage', 1208],
      ['garageInspection', 1209],
      ['garageInspectionCompleted', 1210],
      ['estimation', 1213],
      ['estimationSubmitted', 1215],
      ['estimationApprovalKd', 1235],
      ['estimationApproved', 1256],
      ['repairInProgress', 1216],
      ['repairFinished', 1236],
      ['finalQcGarage', 1230],
      ['finalQcMoi', 1222],
      ['washing', 1223],
      ['deliveryApproval', 1224],
      ['parkingGarage', 1225],
      ['gatePassOut', 1233],
    ];
    for (const [name, current] of path) expect(stepAllowed(name, current), name).toBe(true);
    expect(stepAllowed('finalQcMoi', 1230)).toBe(false);
    expect(stepAllowed('repairInProgress', 1235)).toBe(false);
  });

  it('refuses deletion once invoiced or past completion', () => {
    expect(deletableStatus(1201)).toBe(true);
    expect(deletableStatus(1215)).toBe(true);
    for (const code of [1227, 1231, 1232, 1422, 1425, 1426]) expect(deletableStatus(code)).toBe(false);
  });
});
