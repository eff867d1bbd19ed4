// @vitest-environment jsdom
import { beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from 'i18next';
import { setupI18n } from '../test/testing.tsx';
import { approveAction, documentActions } from './documentActions.ts';

beforeAll(() => setupI18n());

interface Row {
  docnumbr: string;
  state: 'pending' | 'approved';
}
const pending: Row = { docnumbr: 'PC-1', state: 'pending' };
const approved: Row = { docnumbr: 'PC-2', state: 'approved' };

describe('unit: documentActions', () => {
  it('opens the form to edit or view, and edits or deletes only what may still change', async () => {
    const page = { open: vi.fn() };
    const remove = vi.fn(async (row: Row) => ['Deleted', row.docnumbr]);
    const actions = documentActions<Row>(page, i18n.t, {
      changeable: (row) => row.state !== 'approved',
      remove,
    });

    actions.edit.onClick(pending);
    actions.view.onClick(approved);
    expect(page.open.mock.calls).toEqual([
      ['EDIT', pending],
      ['VIEW', approved],
    ]);
    expect(actions.edit.disabledReason!(pending)).toBeUndefined();
    expect(actions.edit.disabledReason!(approved)).toBe('Unable to edit');
    expect(actions.delete.disabledReason!(approved)).toBe('Unable to delete');
    // Named by its docnumbr when the list gives no numberOf.
    expect(actions.delete.describe!(approved)).toBe('PC-2');
    await actions.delete.onDelete(pending);
    expect(remove).toHaveBeenCalledWith(pending);
  });

  it('lets every document change without a rule', () => {
    const actions = documentActions<Row>({ open: vi.fn() }, i18n.t, {
      remove: async () => [],
      numberOf: (row) => row.docnumbr,
    });
    expect(actions.edit.disabledReason!(approved)).toBeUndefined();
  });

  it('deletes by its own rule where one is given', () => {
    const actions = documentActions<Row>({ open: vi.fn() }, i18n.t, {
      deletable: (row) => row.state === 'pending',
      remove: async () => [],
      numberOf: (row) => row.docnumbr,
    });
    expect(actions.edit.disabledReason!(approved)).toBeUndefined();
    expect(actions.delete.disabledReason!(approved)).toBe('Unable to delete');
    expect(actions.delete.disabledReason!(pending)).toBeUndefined();
  });
});

describe('unit: approveAction', () => {
  it("is the edits right's Approve, shown on every row unless `visible` keeps it to the waiting ones", () => {
    const open = vi.fn();
    const everyRow = approveAction<Row>('Approve', open);
    expect(everyRow).toMatchObject({ id: 'approve', text: 'Approve', iconName: 'check', right: 'edits' });
    expect(everyRow.visible).toBeUndefined();
    void everyRow.onClick(pending);
    expect(open).toHaveBeenCalledWith(pending);

    const waiting = approveAction<Row>('Approve', open, (row) => row.state === 'pending');
    expect([pending, approved].map((row) => waiting.visible!(row))).toEqual([true, false]);
  });
});
