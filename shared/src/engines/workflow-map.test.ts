import { describe, expect, it } from 'vitest';
import { approvalChains } from './approvals.ts';
import { roleCodes } from '../platform/roles.ts';
import { screenByCode } from '../platform/screens.ts';
import { statusByCode } from './status.ts';
import { workflowSteps } from './workflow.ts';
import {
  actionLink,
  heldBy,
  nextActions,
  offeredActions,
  repairStatuses,
  statusNotificationTargets,
  workflowActions,
} from './workflow-map.ts';

/** Statuses with no next action: the job order's path ends there. */
const terminalStatuses: readonly number[] = [1426, 1251];
/**
 * Statuses a write passes through and leaves in the same transaction (a garage transfer goes on at the
 * status it was transferred at; a vehicle back from the engine service at the status it was sent at).
 */
const transientStatuses: readonly number[] = [1252, 1238];

/** Every status an action leads to, from a new job card on. */
function reachableStatuses(): Set<number> {
  return new Set(workflowActions.flatMap((action) => action.to));
}

describe('unit: workflow map', () => {
  it('names known statuses, screens and roles, with unique keys', () => {
    const keys = new Set<string>();
    for (const action of workflowActions) {
      expect(keys.has(action.key), action.key).toBe(false);
      keys.add(action.key);
      for (const code of [...action.at, ...action.to])
        expect(statusByCode.has(code), `${action.key} ${code}`).toBe(true);
      expect(screenByCode.has(action.screen), action.key).toBe(true);
      expect(action.roles.length, action.key).toBeGreaterThan(0);
      for (const role of action.roles) expect(roleCodes).toContain(role);
    }
  });

  it('offers an action that moves the job order only at statuses its step allows (the server checks the step)', () => {
    for (const action of workflowActions) {
      if (!action.step) continue;
      const step = workflowSteps[action.step];
      for (const code of action.at) expect(step.from, `${action.key} at ${code}`).toContain(code);
    }
  });

  it('gives every status reached on any path a next action, unless the path ends there', () => {
    const stuck = [...reachableStatuses()].filter(
      (code) =>
        !terminalStatuses.includes(code) &&
        !transientStatuses.includes(code) &&
        nextActions(code).length === 0,
    );
    expect(stuck).toEqual([]);
  });

  it('goes on after parts are issued: the repair is recorded at 1219, 1221 and after bought parts arrive', () => {
    for (const code of [1216, 1236, 1219, 1221, 1240, 1411]) {
      expect(repairStatuses, String(code)).toContain(code);
      expect(nextActions(code).map((action) => action.key)).toContain('repair');
    }
    expect(repairStatuses).not.toContain(1229);
  });

  it('declares approval actions as their chains do (role and screen of the level), told by the approval engine', () => {
    const chains = approvalChains as unknown as Record<
      string,
      { levels: readonly { level: string; role: string; screen: string }[] }
    >;
    for (const action of workflowActions.filter((candidate) => candidate.approval)) {
      const level = chains[action.approval!.docType]!.levels.find(
        (entry) => entry.level === action.approval!.level,
      );
      expect(level, action.key).toBeDefined();
      expect(action.roles, action.key).toContain(level!.role);
      expect(action.screen, action.key).toBe(level!.screen);
      expect(action.notify, action.key).toBe('approval');
    }
  });

  it('holds an action only behind an approval decided at a status it is offered at (the estimation behind the manager)', () => {
    for (const action of workflowActions.filter((candidate) => candidate.after)) {
      const approval = workflowActions.find((candidate) => candidate.key === action.after);
      expect(approval?.approval, action.key).toBeDefined();
      expect(
        approval!.at.some((code) => action.at.includes(code)),
        action.key,
      ).toBe(true);
    }
    expect(heldBy(workflowActions.find((candidate) => candidate.key === 'estimation')!)).toEqual({
      docType: 'GIN',
      level: 'GARAGE',
    });
    expect(heldBy(workflowActions.find((candidate) => candidate.key === 'createJobCard')!)).toBeUndefined();
  });

  it('tells nobody twice: approval statuses send no status notification', () => {
    for (const code of [1235, 1256, 1217, 1401, 1406, 1409, 1420])
      expect(statusNotificationTargets(code), String(code)).toEqual([]);
    expect(statusNotificationTargets(1218).map((action) => action.key)).toEqual([
      'repair',
      'garageIssue',
      'purchaseRequest',
    ]);
  });

  it('keeps sticker jobs on their short path', () => {
    expect(nextActions(1209, 'sticker').map((action) => action.key)).toEqual(['hold', 'stickerTask']);
    expect(nextActions(1209, 'repair').map((action) => action.key)).toEqual([
      'garageInspection',
      'hold',
      'garageTransfer',
    ]);
    expect(nextActions(1237, 'sticker').map((action) => action.key)).toEqual(['stickerDelivery']);
  });

  it('links to the form with the job order preset, or to the list filtered on it', () => {
    const gatePassIn = workflowActions.find((action) => action.key === 'gatePassIn')!;
    expect(actionLink(gatePassIn, 'JO-2026-00001')).toBe(
      '/gatepassin?step=1&frmtypeimg=gar&mod=false&status=ADD&jobordno=JO-2026-00001',
    );
    const repair = workflowActions.find((action) => action.key === 'repair')!;
    expect(actionLink(repair, 'JO-2026-00001')).toBe('/repairjobcompletionlist?jobordno=JO-2026-00001');
  });

  it('offers the optional actions (winch, warranty claim, parts return) without awaiting or telling them', () => {
    const optional = workflowActions.filter((action) => action.optional);
    expect(optional.map((action) => action.key).sort()).toEqual([
      'partsReturn',
      'warrantyClaim',
      'winchAssign',
      'winchMove',
    ]);
    for (const action of optional) expect(action.notify, action.key).toBe('none');
    expect(offeredActions(1203).map((action) => action.key)).toEqual(
      expect.arrayContaining(['warrantyClaim', 'winchAssign', 'winchMove']),
    );
    expect(nextActions(1203).some((action) => action.optional)).toBe(false);
    // A winch may be sent for any job order still in the workshop, never for a delivered one.
    expect(offeredActions(1225).map((action) => action.key)).toContain('winchAssign');
    expect(offeredActions(1227).map((action) => action.key)).not.toContain('winchAssign');
  });

  it('splits the purchase request approval by level: the garage decides first and leaves 1401', () => {
    const approvals = nextActions(1401).filter((action) => action.approval);
    expect(approvals.map((action) => [action.key, action.roles, action.approval!.level])).toEqual([
      ['purchaseRequestApprovalGarage', ['APPROVER_GARAGE'], 'GARAGE'],
      ['purchaseRequestApproval', ['APPROVER_MOI'], 'MOI'],
    ]);
  });
});
