import { describe, expect, it } from 'vitest';
import type { ApprovalRecord } from '@fleet/shared/engines/approvals';
import {
  approvalRowText,
  currentDecisions,
  nobody,
  printedApproval,
  requesterOf,
  signerOf,
} from './approvals.ts';
import { levelApproval, levelName } from './labels.ts';

const record = (values: Partial<ApprovalRecord> = {}): ApprovalRecord => ({
  docType: 'CST',
  docnumbr: 'CST-2026-00007',
  level: 'MOI',
  round: 2,
  decision: 'A',
  user: 'deputy',
  userName: { en: 'Hamad Al-Deputy', ar: 'حمد النائب' },
  onBehalfOf: 'moiapprover',
  onBehalfOfName: { en: 'Saad Al-Otaibi', ar: 'سعد العتيبي' },
  at: '2026-11-24T08:00:00.000Z',
  amount: 26.75,
  remarks: 'ok',
  ...values,
});

describe('unit: printed approvals', () => {
  it("keeps the current round's decisions that were not withdrawn; every round before a submission", () => {
    const kept = record();
    const records = [kept, record({ round: 1 }), record({ withdrawnAt: '2026-11-25T08:00:00.000Z' })];

    expect(currentDecisions(records, { round: 2 })).toEqual([kept]);
    expect(currentDecisions(records.slice(0, 2), undefined)).toHaveLength(2);
  });

  it('prints a decision by X for Y in one line, the approver alone, or the approver with for whom apart', () => {
    const row = approvalRowText(record());

    expect(row).toEqual({
      level: { en: 'MOI', ar: 'الداخلية' },
      decision: { en: 'Approved', ar: 'معتمد' },
      by: { en: 'Hamad Al-Deputy for Saad Al-Otaibi', ar: 'حمد النائب نيابة عن سعد العتيبي' },
      // 08:00 UTC is 11:00 in Kuwait.
      at: '24/11/2026 11:00',
      amount: 'KWD 26.750',
      remarks: 'ok',
    });
    expect(approvalRowText(record(), 'approver').by).toEqual({ en: 'Hamad Al-Deputy', ar: 'حمد النائب' });
    expect(approvalRowText(record(), 'approver')).not.toHaveProperty('onBehalfOf');
    expect(approvalRowText(record(), 'apart')).toMatchObject({
      by: { en: 'Hamad Al-Deputy', ar: 'حمد النائب' },
      onBehalfOf: { en: 'Saad Al-Otaibi', ar: 'سعد العتيبي' },
    });
    expect(approvalRowText(record({ onBehalfOf: undefined }), 'apart').onBehalfOf).toEqual(nobody);
  });

  it("names a level's signer once it approved, and who asked for the approval", () => {
    const records = [record({ level: 'GARAGE', decision: 'R' }), record({ level: 'KPTC' })];

    expect(signerOf(records, 'KPTC', 'approver')).toEqual({ en: 'Hamad Al-Deputy', ar: 'حمد النائب' });
    expect(signerOf(records, 'GARAGE')).toEqual(nobody);
    expect(requesterOf({ cretuser: 'clerk', approval: { requester: 'storekeeper' } })).toBe('storekeeper');
    expect(requesterOf({ cretuser: 'clerk' })).toBe('clerk');
  });

  it('names the levels and their signature blocks, an unknown level by its code', () => {
    expect(levelApproval('THIRD')).toEqual({ en: 'Third level approval', ar: 'اعتماد المستوى الثالث' });
    expect(levelName('X9')).toEqual({ en: 'X9', ar: 'X9' });
  });

  it("prints a document's approval: its state, the current round's rows and the requester by name", () => {
    const kept = record();
    const document = {
      master: {
        cretuser: 'clerk',
        approval: { round: 2, requester: 'storekeeper', state: 'approved' as const },
      },
      approvals: [kept, record({ round: 1 })],
    };
    const people = { storekeeper: { en: 'Yousef Al-Store', ar: 'يوسف المخزن' } };

    const printed = printedApproval(document, people, { how: 'apart' });

    expect(printed.current).toEqual([kept]);
    expect(printed.state.en).toBe('Approved');
    expect(printed.approvals).toEqual([approvalRowText(kept, 'apart')]);
    expect(printed.requester).toEqual(people.storekeeper);
    // The one who asked signs first; a level's block names its approver (a delegate as asked), or nobody yet.
    const requested = { en: 'Requested By', ar: 'مقدم الطلب' };
    expect(printed.signatures(requested, ['MOI', 'KPTC'], 'approver')).toEqual([
      { title: requested, name: people.storekeeper },
      { title: levelApproval('MOI'), name: { en: 'Hamad Al-Deputy', ar: 'حمد النائب' } },
      { title: levelApproval('KPTC'), name: nobody },
    ]);
    expect(printed.signatures(requested, [])).toEqual([{ title: requested, name: people.storekeeper }]);
    expect(
      printedApproval({ master: { cretuser: 'clerk' }, approvals: [] }, {}, { unset: 'pending' }),
    ).toEqual({
      current: [],
      state: { en: 'Pending approval', ar: 'بانتظار الاعتماد' },
      approvals: [],
      requester: { en: 'clerk', ar: '' },
      signatures: expect.any(Function),
    });
  });
});
