import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { EstimationRow } from '../api.ts';
import { estimationColumns, stateTotal } from './lists.ts';

const row = (state: EstimationRow['state'], totalval: number, approvedval: number) =>
  ({ state, totalval, approvedval, waiting: state === 'pending' ? ['MOI'] : [] }) as unknown as EstimationRow;

// The keys themselves stand for their texts.
const t = ((key: string) => key) as unknown as TFunction;
const stateColumn = () => estimationColumns(t).find((column) => column.id === 'approvedval')!;

describe('unit: estimation list amounts (issue 25 item 4)', () => {
  it('labels a pending estimation’s amount as pending, not as an approved total', () => {
    expect(stateTotal(row('pending', 270, 270))).toEqual({
      label: 'estimation:list.pendingTotal',
      amount: 270,
    });
    expect(stateColumn().cell!(row('pending', 270, 270))).toBe('estimation:list.pendingTotal 270.000');
  });

  it('shows the approved total once approved, and the total turned down when rejected', () => {
    expect(stateColumn().cell!(row('approved', 270, 218.625))).toBe('estimation:fields.approvedval 218.625');
    expect(stateColumn().cell!(row('rejected', 90, 0))).toBe('estimation:list.rejectedTotal 90.000');
    expect(stateColumn().value!(row('approved', 270, 218.625))).toBe(218.625);
    expect(stateColumn().header).toBe('estimation:list.stateTotal');
  });
});
