/**
 * Issue 24: the demo seed gives every role the rights its own steps need. For each action of the
 * workflow map, each of its roles holds the action's right on its screen and may open the list where
 * the job order waits (any right on the list's screen); every notification the status changes send
 * goes to roles that may open the page its link names.
 */
import { describe, expect, it } from 'vitest';
import { hasAnyRight, screens, type RightsByScreen } from '@fleet/shared';
import { statusNotificationTargets, workflowActions } from '@fleet/shared/engines/workflow-map';
import { rightsOf, rightsTable } from './rights.ts';

const rightsByRole = new Map(
  Object.entries(rightsTable).map(([role, grants]) => [role, rightsOf(grants)] as const),
);
const screenOfPath = (path: string) => screens.find((screen) => screen.path === path.split('?')[0])?.code;

function allowed(rights: RightsByScreen, screen: string, right: string) {
  return (rights[screen] as Record<string, string> | undefined)?.[right] === 'Y';
}

describe('unit: demo rights of the workflow map', () => {
  it('gives each role of an action the right it needs on the action screen and on its list', () => {
    const missing: string[] = [];
    for (const action of workflowActions) {
      const listScreen = screenOfPath(action.list) ?? action.screen;
      for (const role of action.roles) {
        const rights = rightsByRole.get(role)!;
        if (!allowed(rights, action.screen, action.right))
          missing.push(`${role} lacks ${action.right} on ${action.screen} (${action.key})`);
        if (!hasAnyRight(rights[listScreen]))
          missing.push(`${role} cannot open ${action.list} (${action.key})`);
        if (action.notify === 'status' && !allowed(rights, action.screen, 'notifs'))
          missing.push(`${role} gets no notifications on ${action.screen} (${action.key})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('sends status notifications only to roles that may open the page of their link', () => {
    for (const code of new Set(workflowActions.flatMap((action) => action.at))) {
      for (const action of statusNotificationTargets(code))
        for (const role of action.roles)
          expect(hasAnyRight(rightsByRole.get(role)![action.screen])).toBe(true);
    }
  });

  it('keeps the change of status to the supervisor: reception may not set a status by hand', () => {
    for (const screen of ['SGRK006', 'SGRK007']) {
      expect(allowed(rightsByRole.get('RECEPTION')!, screen, 'edits'), screen).toBe(false);
      expect(allowed(rightsByRole.get('SUPERVISOR')!, screen, 'edits'), screen).toBe(true);
    }
  });
});
