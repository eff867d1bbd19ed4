/**
 * People by name (issue 25 item 6): user codes are resolved on read through the user master (its
 * employee code) and the project's employee master. An estimation's approval history carries the
 * approver's name in both languages (`approvalRecords`, what every approvable document's read answers),
 * and `GET getUserNames` names the codes a document carries (the requester) for its PDF.
 */
import { describe, expect, it } from 'vitest';
import type { ApprovalRecord } from '@fleet/shared/engines/approvals';
import type { PersonName } from '@fleet/shared/platform/people';
import { approvalRecords, recordPut } from '@fleet/functions/engines/approvals/data';
import { transactWrite } from '@fleet/functions/lib/db';
import { employees } from '@fleet/functions/platform/seed/organisation';
import { demoUsers } from '@fleet/functions/platform/seed/users';
import { signIn, ok } from '../../support/api.ts';
import { useRuntimeEnv } from '../../support/fixtures.ts';
import { approvalRecord } from '../../support/approvals.ts';

/** The demo user's employee names (seed/users.ts links each demo user to an employee). */
function employeeOf(usercode: string): PersonName {
  const emplcode = demoUsers.find((user) => user.usercode === usercode)!.emplcode;
  const employee = employees.find((entry) => entry.emplcode === emplcode)!;
  return { en: employee.emplname, ar: employee.emplnamar };
}

useRuntimeEnv();
const reception = (await signIn('reception')).client;

describe('integration: names of people', () => {
  it("answers the employees' names of user codes in both languages, leaving unknown codes out", async () => {
    const answer = await reception.get<Record<string, PersonName>>('/api/getUserNames', {
      usercodes: 'moiapprover, TeamLeader,nobody-here',
    });

    expect(ok(answer)).toEqual({
      moiapprover: employeeOf('moiapprover'),
      TeamLeader: employeeOf('teamleader'),
    });
    expect(answer.body['moiapprover']!.ar).toMatch(/\p{Script=Arabic}/u);
  });

  it('refuses a call without codes', async () => {
    const answer = await reception.get<{ message: string }>('/api/getUserNames', {});
    expect(answer.status).toBe(400);
  });

  it('reads an approval history with who decided and for whom by name, the codes kept', async () => {
    const docnumbr = `QT-NAMES-${Date.now().toString(36).toUpperCase()}`;
    const record = approvalRecord({
      docType: 'QUOT',
      docnumbr,
      level: 'MOI',
      user: 'kptcapprover',
      onBehalfOf: 'moiapprover',
      at: '2026-11-29T05:48:44.000Z',
      amount: 270,
    });
    await transactWrite([recordPut('MOI', record)]);

    const [read] = await approvalRecords('MOI', 'QUOT', docnumbr);

    expect(read).toMatchObject({
      user: 'kptcapprover',
      userName: employeeOf('kptcapprover'),
      onBehalfOf: 'moiapprover',
      onBehalfOfName: employeeOf('moiapprover'),
    });
  });

  it("answers an estimation's approvals with the approver's name through the API", async () => {
    // A demo estimation the MOI approver decided (functions/platform/seed/estimations.ts).
    const supervisor = (await signIn('supervisor')).client;
    const list = await supervisor.get<{ jobordno: string }[]>('/api/Quotation/getQuotationList', {
      fromdate: '2000-01-01',
      todate: '2100-12-31',
      state: 'approved',
    });
    expect(list.status).toBe(200);
    let decided: ApprovalRecord | undefined;
    for (const { jobordno } of list.body.slice(0, 20)) {
      const read = await supervisor.get<{ approvals: ApprovalRecord[] }>(
        '/api/Quotation/getQuotationByJobordno',
        { docnumbr: jobordno },
      );
      decided = ok(read).approvals.find((entry) => entry.user === 'moiapprover');
      if (decided) break;
    }

    expect(decided?.userName).toEqual(employeeOf('moiapprover'));
  });
});
