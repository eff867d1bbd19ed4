import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import {
  approvalFormUrl,
  chosenValue,
  containsText,
  dateAndStateWindow,
  dateWindow,
  stateField,
  stateTextAndDateFields,
  stateMatches,
} from './documentFilters.ts';

const t = ((key: string) => `[${key}]`) as unknown as TFunction;

describe('unit: document list filters', () => {
  it('offers the approval states in the namespace, or the given states under their own labels', () => {
    expect(stateField(t, 'lpo')).toEqual({
      kind: 'select',
      id: 'state',
      label: '[lpo:list.state]',
      options: [
        { value: 'pending', label: '[lpo:state.pending]' },
        { value: 'approved', label: '[lpo:state.approved]' },
        { value: 'rejected', label: '[lpo:state.rejected]' },
      ],
      placeholder: '[lpo:list.allStates]',
    });
    const final = stateField(t, 'finalInvoice', ['pending', 'submitted'], 'finalInvoice:finalState');
    expect(final.kind === 'select' && final.options.map((option) => option.label)).toEqual([
      '[finalInvoice:finalState.pending]',
      '[finalInvoice:finalState.submitted]',
    ]);
  });

  it('matches any state until one is chosen', () => {
    expect(stateMatches('approved', undefined)).toBe(true);
    expect(stateMatches('approved', '')).toBe(true);
    expect(stateMatches('approved', 'approved')).toBe(true);
    expect(stateMatches('approved', 'pending')).toBe(false);
    expect(chosenValue('')).toBeUndefined();
    expect(chosenValue({ from: '2026-11-01', to: '' })).toBeUndefined();
    expect(chosenValue('pending')).toBe('pending');
  });

  it('finds typed text in any case in one text or several, and every text for an empty box', () => {
    expect(containsText('KJO-2026-00012', ' kjo-2026 ')).toBe(true);
    expect(containsText(undefined, 'KJO')).toBe(false);
    expect(containsText(undefined, '  ')).toBe(true);
    expect(containsText(['PRQ-1', undefined, 'Al Sayer'], 'sayer')).toBe(true);
    expect(containsText(['PRQ-1', 'Al Sayer'], 'KJO')).toBe(false);
  });

  it('turns the date range into the call window, leaving out what is not set', () => {
    expect(dateWindow({ docdate: { from: '2026-11-01', to: '2026-11-30' } })).toEqual({
      fromdate: '2026-11-01',
      todate: '2026-11-30',
    });
    expect(dateWindow({ docdate: { from: '2026-11-01', to: '' } })).toEqual({ fromdate: '2026-11-01' });
    expect(dateWindow({ window: { from: '', to: '2026-11-30' } }, 'window')).toEqual({
      todate: '2026-11-30',
    });
    expect(dateWindow({})).toEqual({});
  });

  it('offers the state, the text boxes in order and the date range, labelled in the namespace', () => {
    expect(stateTextAndDateFields(t, 'estimation', ['jobordno', 'vehicleno'])).toEqual([
      stateField(t, 'estimation'),
      { kind: 'text', id: 'jobordno', label: '[estimation:fields.jobordno]' },
      { kind: 'text', id: 'vehicleno', label: '[estimation:fields.vehicleno]' },
      { kind: 'dateRange', id: 'docdate', label: '[estimation:list.dateRange]' },
    ]);
  });

  it('sends the window with the state once one is chosen', () => {
    const docdate = { from: '2026-11-01', to: '2026-11-30' };
    expect(dateAndStateWindow({ docdate, state: 'pending', jobordno: 'KJO' })).toEqual({
      fromdate: '2026-11-01',
      todate: '2026-11-30',
      state: 'pending',
    });
    expect(dateAndStateWindow({ docdate: { from: '', to: '2026-11-30' }, state: '' })).toEqual({
      todate: '2026-11-30',
    });
    expect(dateAndStateWindow({})).toEqual({});
  });

  it('links the approval screen of a document at its level', () => {
    expect(approvalFormUrl('/pettycashApr', { docnumbr: 'PC-1' }, 'THIRD')).toBe(
      '/pettycashApr?docnumbr=PC-1&mod=true&status=APPROVE&level=THIRD',
    );
    expect(approvalFormUrl('/costsheetapproval', { costshtno: 'CS-1' }, 'MOI')).toBe(
      '/costsheetapproval?costshtno=CS-1&mod=true&status=APPROVE&level=MOI',
    );
  });
});
