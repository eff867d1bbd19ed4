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

  it('offers gate pass out for vehicles in the garage past the team leader, not at gate pass in', () => {
    const eligible = eligibleStatuses('gatePassOut');
    expect(eligible).toContain(1208);
    expect(eligible).toContain(1223);
    expect(eligible).not.toContain(1205);
    expect(eligible).not.toContain(1201);
    expect(garagePhase).toContain(1205);
  });

  it('refuses deletion once invoiced or past completion', () => {
    expect(deletableStatus(1201)).toBe(true);
    expect(deletableStatus(1215)).toBe(true);
    for (const code of [1227, 1231, 1232, 1422, 1425, 1426]) expect(deletableStatus(code)).toBe(false);
  });
});
