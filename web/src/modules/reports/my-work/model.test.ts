import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { approvalChains } from '@fleet/shared/engines/approvals';
import { workflowActions } from '@fleet/shared/engines/workflow-map';
import en from '../../../i18n/locales/en/myWork.json';
import ar from '../../../i18n/locales/ar/myWork.json';
import { actionLabel, groupsOf } from './model.ts';

describe('unit: my work labels', () => {
  it('names every action of the workflow map and every approval level, in both languages', () => {
    for (const locale of [en, ar]) {
      const actions = locale.actions as Record<string, string>;
      expect(workflowActions.filter((action) => !actions[action.key]).map((action) => action.key)).toEqual(
        [],
      );
      const levels = locale.levels as Record<string, string>;
      const used = new Set(
        Object.values(approvalChains).flatMap((chain) => chain.levels.map((l) => l.level)),
      );
      expect([...used].filter((level) => !levels[level])).toEqual([]);
    }
  });

  it('names an approval the map has no action for after its document and level', () => {
    const t = ((key: string, values?: Record<string, string>) =>
      values ? `${key} ${JSON.stringify(values)}` : key) as unknown as TFunction;

    expect(actionLabel(t, 'approval.PIV.KPTC', 'ar')).toBe(
      'myWork:approvalOf {"document":"فاتورة المورد","level":"myWork:levels.KPTC"}',
    );
    expect(actionLabel(t, 'repair', 'en')).toBe('myWork:actions.repair');
  });

  it('groups the rows in the order of the counts', () => {
    const row = (action: string, jobordno: string) => ({
      source: 'jobOrder' as const,
      action,
      jobordno,
      since: '2026-11-30T10:00:00.000Z',
      ageMinutes: 0,
      link: '/',
    });
    const groups = groupsOf({
      rows: [row('repair', 'A'), row('estimation', 'B'), row('repair', 'C')],
      counts: [
        { action: 'estimation', count: 1 },
        { action: 'repair', count: 2 },
      ],
      total: 3,
      at: '2026-11-30T10:00:00.000Z',
    });

    expect(groups.map((group) => [group.action, group.rows.map((r) => r.jobordno)])).toEqual([
      ['estimation', ['B']],
      ['repair', ['A', 'C']],
    ]);
  });
});
