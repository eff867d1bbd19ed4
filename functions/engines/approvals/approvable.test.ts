import { describe, expect, it } from 'vitest';
import { messages } from '@fleet/shared';
import type { ApprovalState } from '@fleet/shared/engines/approvals';
import { approvableOf, approvableWithLines, decisionOutcome, type DecisionResult } from './engine.ts';

const approval = { state: 'pending', round: 1 } as unknown as ApprovalState;

describe('unit: the approval engine view of a document', () => {
  it('takes the amount from totalval unless told, and the job order fields only when set', () => {
    const master = {
      docnumbr: 'TIO-1',
      version: 3,
      totalval: 12.5,
      jobordno: 'JO-1',
      vehicleno: '',
      approval,
    };
    expect(approvableOf('TIO', master)).toEqual({
      docType: 'TIO',
      docnumbr: 'TIO-1',
      version: 3,
      amount: 12.5,
      jobordno: 'JO-1',
      approval,
      serials: [],
    });
    expect(approvableOf('PCH', { docnumbr: 'PCH-1', version: 1 }, { amount: 7 }).amount).toBe(7);
  });

  it('hands a document with lines over with its line numbers', () => {
    const stored = {
      master: { docnumbr: 'IRQ-1', version: 1, totalval: 3 },
      lines: [{ serlnumb: 1 }, { serlnumb: 4 }],
    };
    expect(approvableWithLines('IRQ', stored).serials).toEqual([1, 4]);
  });

  it('answers a decision with its message and the document now, the level when given', () => {
    const result: DecisionResult = {
      approval,
      version: 4,
      outcome: 'saved',
      waiting: ['MOI'],
      message: messages.approvalDraftSaved,
    };
    expect(decisionOutcome('QT-1', result, 'MOI')).toEqual({
      message: messages.approvalDraftSaved,
      written: {
        docnumbr: 'QT-1',
        version: 4,
        state: 'pending',
        level: 'MOI',
        outcome: 'saved',
        waiting: ['MOI'],
      },
    });
    expect(Object.keys(decisionOutcome('QT-1', result).written as object)).toEqual([
      'docnumbr',
      'version',
      'state',
      'outcome',
      'waiting',
    ]);
  });
});
