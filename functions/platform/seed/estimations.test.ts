import { beforeAll, describe, expect, it } from 'vitest';
import { stateOf, approvalChains, type ApprovalState } from '@fleet/shared/engines/approvals';
import { demoDocuments } from './documents.ts';
import { demoEstimationCounters, demoEstimationItems } from './estimations.ts';

// The seed's items are what the estimation store's save puts: its transaction items name the table.
beforeAll(() => {
  process.env.TABLE_NAME ??= 'fleet-test';
});

const masters = (project: string) => {
  const documents = demoDocuments(project, '2026-11-24');
  const items = demoEstimationItems(project, documents.jobOrders);
  return { documents, items, masters: items.filter((item) => item['entity'] === 'estimation') };
};

describe('unit: demo estimations', () => {
  it('gives each demo job order at or past the estimation one estimation whose approval state matches its status', () => {
    for (const project of ['MOI', 'KPTC']) {
      const { documents, masters: found } = masters(project);
      for (const master of found) {
        const header = documents.jobOrders.find((jobOrder) => jobOrder.jobordno === master['jobordno'])!;
        const approval = master['approval'] as ApprovalState;
        expect(stateOf(approvalChains.QUOT, approval.amount, approval.decisions)).toBe(approval.state);
        if (header.statuscde === 1235) expect(approval).toMatchObject({ state: 'pending', decisions: {} });
        if (header.statuscde === 1256) {
          expect(approval.amount).toBeGreaterThan(250);
          expect(Object.keys(approval.waitingSince)).toEqual(['KD']);
        }
        if ([1222, 1227, 1228, 1231].includes(header.statuscde)) expect(approval.state).toBe('approved');
      }
      expect(found.length).toBeGreaterThan(0);
    }
  });

  it('puts the waiting ones in the approvers work lists and raises the counter past the demo numbers', () => {
    const { documents, items, masters: found } = masters('MOI');
    const pending = items.filter((item) => item['entity'] === 'approvalPending');
    // The estimation waiting for MOI, and the one over 250 KWD waiting for the KD250 approval (issue 25).
    expect(pending.map((item) => item['level'])).toEqual(['MOI', 'KD']);
    expect(demoEstimationCounters(documents.jobOrders)).toEqual([
      { name: `QUOT#${String(found[0]!['docdate']).slice(0, 4)}`, value: found.length },
    ]);
  });
});
