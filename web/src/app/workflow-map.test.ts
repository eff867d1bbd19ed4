/**
 * Issue 24: every page the workflow map names (the list where a job order waits, the form where the
 * user acts) is a route of the SPA under the action's screen, so a link built from the map never lands
 * on "Page not found" or on a screen whose rights the action did not check.
 */
import { describe, expect, it } from 'vitest';
import { screens } from '@fleet/shared';
import { workflowActions } from '@fleet/shared/engines/workflow-map';
import { modulePages } from './pages.ts';

const pageOf = (route: string) => modulePages.find((page) => page.path === route.split('?')[0]);

describe('unit: the workflow map against the SPA routes', () => {
  it('names only routes the SPA has, the form under the action screen', () => {
    for (const action of workflowActions) {
      const list = pageOf(action.list);
      const form = pageOf(action.form);
      expect(list, `${action.key} list ${action.list}`).toBeDefined();
      expect(form, `${action.key} form ${action.form}`).toBeDefined();
      expect(form!.screen, `${action.key} form screen`).toBe(action.screen);
      expect(screens.some((screen) => screen.code === list!.screen)).toBe(true);
    }
  });
});
