import { describe, expect, it } from 'vitest';
import {
  applyBulk,
  approvalChains,
  approvalLink,
  decisionRefusal,
  editableApproval,
  linesOutcome,
  requiredLevels,
  stateOf,
  submittedState,
  waitingLevels,
  type ApprovalState,
} from './approvals.ts';
import { approvalDecisionBody } from './approval-requests.ts';
import { messages } from '../platform/messages.ts';

const chain = approvalChains.QUOT;
const moiApprover = { roles: ['APPROVER_MOI'], superuser: false };
const kptcApprover = { roles: ['APPROVER_KPTC'], superuser: false };
const decided = (decision: 'A' | 'R') => ({
  decision,
  user: 'u',
  at: '2026-11-24T00:00:00.000Z',
  amount: 1,
  remarks: '',
});
const submitted = (amount: number): ApprovalState =>
  submittedState(chain, undefined, { amount, requester: 'teamleader', at: '2026-11-24T00:00:00.000Z' });

describe('unit: approval chains', () => {
  it('needs the KD250 level only strictly above 250.000 KWD', () => {
    expect(requiredLevels(chain, 250).map((level) => level.level)).toEqual(['MOI']);
    expect(requiredLevels(chain, 250.0004).map((level) => level.level)).toEqual(['MOI']);
    expect(requiredLevels(chain, 250.001).map((level) => level.level)).toEqual(['MOI', 'KD']);
    expect(requiredLevels(chain, 1000).map((level) => level.level)).toEqual(['MOI', 'KD']);
  });

  it('waits at MOI first and at KD only once MOI approved', () => {
    expect(waitingLevels(chain, 300, {}).map((level) => level.level)).toEqual(['MOI']);
    expect(waitingLevels(chain, 300, { MOI: decided('A') }).map((level) => level.level)).toEqual(['KD']);
    expect(waitingLevels(chain, 300, { MOI: decided('R') })).toEqual([]);
  });

  it('is approved when every required level approved, rejected as soon as one rejected', () => {
    expect(stateOf(chain, 300, { MOI: decided('A') })).toBe('pending');
    expect(stateOf(chain, 300, { MOI: decided('A'), KD: decided('A') })).toBe('approved');
    expect(stateOf(chain, 200, { MOI: decided('A') })).toBe('approved');
    expect(stateOf(chain, 300, { MOI: decided('A'), KD: decided('R') })).toBe('rejected');
  });

  it('starts a new round on each submission, waiting at the first level', () => {
    const first = submitted(300);
    expect(first).toMatchObject({
      round: 1,
      state: 'pending',
      waitingSince: { MOI: '2026-11-24T00:00:00.000Z' },
    });
    const again = submittedState(
      chain,
      { ...first, state: 'rejected' },
      { amount: 10, requester: 'x', at: 'later' },
    );
    expect(again).toMatchObject({ round: 2, amount: 10, decisions: {} });
  });

  it('links a level to the approval screen of the document', () => {
    expect(approvalLink(chain, 'QT-2026-00001', 'KD')).toBe(
      '/estimation?docnumbr=QT-2026-00001&mod=true&status=APPROVE&level=KD',
    );
  });
});

describe('unit: decision refusals', () => {
  it('refuses a caller without the level role (403), a superuser may', () => {
    expect(
      decisionRefusal(chain, submitted(100), 'MOI', { roles: ['TEAMLEADER'], superuser: false }),
    ).toEqual({
      message: messages.approvalWrongRole,
      status: 403,
    });
    expect(decisionRefusal(chain, submitted(100), 'MOI', { roles: [], superuser: true })).toBeUndefined();
  });

  it('refuses approving twice (409), out of order and a level the amount does not need (400)', () => {
    const approval = submitted(300);
    expect(decisionRefusal(chain, approval, 'MOI', moiApprover)).toBeUndefined();
    expect(decisionRefusal(chain, approval, 'KD', kptcApprover)).toEqual({
      message: messages.approvalOutOfOrder,
      status: 400,
    });
    const afterMoi = { ...approval, decisions: { MOI: decided('A') } };
    expect(decisionRefusal(chain, afterMoi, 'MOI', moiApprover)).toEqual({
      message: messages.approvalAlreadyDecided,
      status: 409,
    });
    expect(decisionRefusal(chain, afterMoi, 'KD', kptcApprover)).toBeUndefined();
    expect(decisionRefusal(chain, submitted(250), 'KD', kptcApprover)).toEqual({
      message: messages.approvalLevelNotNeeded,
      status: 400,
    });
    expect(decisionRefusal(chain, undefined, 'MOI', moiApprover)).toEqual({
      message: messages.approvalNotSubmitted,
      status: 400,
    });
  });

  it('lets a document be changed only while undecided or after a rejection', () => {
    expect(editableApproval(undefined)).toBe(true);
    expect(editableApproval(submitted(10))).toBe(true);
    expect(editableApproval({ ...submitted(300), decisions: { MOI: decided('A') } })).toBe(false);
    expect(editableApproval({ ...submitted(300), state: 'rejected', decisions: { MOI: decided('R') } })).toBe(
      true,
    );
  });
});

describe('unit: line decisions', () => {
  it('sets every line with approve all, reject all (with remarks) and clear all', () => {
    expect(applyBulk([1, 2], 'approveAll')).toEqual({
      '1': { aprstatus: 'A', remarks: '' },
      '2': { aprstatus: 'A', remarks: '' },
    });
    expect(applyBulk([1], 'rejectAll', 'Too dear')).toEqual({ '1': { aprstatus: 'R', remarks: 'Too dear' } });
    expect(applyBulk([1], 'clearAll')).toEqual({ '1': { aprstatus: '', remarks: '' } });
  });

  it('decides a level only when no line is pending or not set', () => {
    expect(linesOutcome({ 1: { aprstatus: 'A' }, 2: { aprstatus: 'R' } })).toBe('approved');
    expect(linesOutcome({ 1: { aprstatus: 'R' }, 2: { aprstatus: 'R' } })).toBe('rejected');
    expect(linesOutcome({ 1: { aprstatus: 'A' }, 2: { aprstatus: 'P' } })).toBe('open');
    expect(linesOutcome({ 1: { aprstatus: '' } })).toBe('open');
    expect(linesOutcome({})).toBe('open');
  });

  it("asks for remarks when rejecting: 'Please add rejection remarks'", () => {
    const refuse = (body: Record<string, unknown>) =>
      approvalDecisionBody.safeParse({ docnumbr: 'QT-1', version: 1, ...body }).error?.issues[0]?.message;
    expect(refuse({ decision: 'R' })).toBe('Please add rejection remarks');
    expect(refuse({ action: 'rejectAll' })).toBe('Please add rejection remarks');
    expect(refuse({ lines: [{ serlnumb: 1, aprstatus: 'R' }] })).toBe('Please add rejection remarks');
    expect(refuse({ lines: [{ serlnumb: 1, aprstatus: 'R', remarks: 'No' }] })).toBeUndefined();
    expect(refuse({ decision: 'R', remarks: 'No' })).toBeUndefined();
    expect(refuse({})).toBe(messages.approvalDecisionRequired);
  });
});
