/**
 * The vehicle workflow read (issue 10 item 7, `DashBoard/getVehicleWorkflow`): stages, holder, causes
 * and the approvals a job order waits for, by job order or by plate; rights on SGRG012.
 */
import { describe, expect, it } from 'vitest';
import type { VehicleWorkflow } from '@fleet/shared/garage/vehicle-workflow';
import type { PendingApproval } from '@fleet/shared/engines/approvals';
import { signIn, ok, signInAll } from '../../support/api.ts';
import { putRole, putUser, useRuntimeEnv } from '../../support/fixtures.ts';
import {
  testJobOrderThrough,
  deliverTestJobOrder,
  moveTestJobOrder,
  testJobOrderNumber,
} from '../../support/job-orders.ts';
import { insertDelegation } from '../../support/delegations.ts';

interface Answer {
  jobOrder: { jobordno: string; statuscde: number };
  workflow: VehicleWorkflow;
  pendingApprovals: PendingApproval[];
  jobOrders: { jobordno: string }[];
  history: { at: string }[];
  users: Record<string, string>;
}

/** The team leader's estimation of one part at `unitprice` (1213 -> 1235, waiting for MOI). */
async function saveEstimation(jobordno: string, unitprice: number) {
  const saved = await teamleader.post<[string, { docnumbr: string; version: number }]>(
    '/api/Quotation/insertupdatequotation',
    { jobordno, lines: [{ linetype: 'PART', sparepart: 'FLT-1001', sparenam: 'Part', qty: 1, unitprice }] },
  );
  return ok(saved)[1];
}

useRuntimeEnv();
const [admin, teamleader] = await signInAll(['admin', 'teamleader']);

describe('integration: DashBoard/getVehicleWorkflow', () => {
  it('shows the stages passed, the holder, the approval waited for and the time per cause, by job order or plate', async () => {
    const { jobordno, vehicleno } = await testJobOrderThrough(
      testJobOrderNumber('VW'),
      'G01',
      [1205, 1208, 1209, 1213],
    );
    const saved = await saveEstimation(jobordno, 12);

    const byNumber = await admin.get<Answer>('/api/DashBoard/getVehicleWorkflow', { jobordno });
    const { workflow, pendingApprovals } = ok(byNumber);
    expect(workflow).toMatchObject({ status: 1235, holder: 'garage' });
    const reached = workflow.stages.filter((stage) => stage.reached).map((stage) => stage.key);
    expect(reached).toEqual([
      'kptcReception',
      'gatePassIn',
      'technicians',
      'inspection',
      'estimation',
      'approval',
    ]);
    expect(workflow.stages.find((stage) => stage.current)?.key).toBe('approval');
    expect(workflow.approvals).toEqual([expect.objectContaining({ action: 'submit', user: 'teamleader' })]);
    expect(pendingApprovals).toEqual([
      expect.objectContaining({
        docType: 'QUOT',
        docnumbr: saved.docnumbr,
        level: 'MOI',
        amount: 12,
      }),
    ]);

    const byPlate = await admin.get<Answer>('/api/DashBoard/getVehicleWorkflow', {
      vehicleno,
    });
    expect(byPlate.body.jobOrder.jobordno).toBe(jobordno);
    expect(byPlate.body.jobOrders.map((row) => row.jobordno)).toContain(jobordno);
  });

  it('names the approver who decided the estimation (not the requester), with the employee names', async () => {
    const { jobordno } = await testJobOrderThrough(testJobOrderNumber('VWA'), 'G01', [1213]);
    const saved = await saveEstimation(jobordno, 12);
    const { client: moiapprover } = await signIn('moiapprover');
    const approved = await moiapprover.post('/api/Quotation/approvequotation', {
      docnumbr: saved.docnumbr,
      version: saved.version,
      decision: 'A',
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);

    const { body } = await admin.get<Answer>('/api/DashBoard/getVehicleWorkflow', { jobordno });
    expect(body.workflow.status).toBe(1216);
    const approval = body.workflow.stages.find((stage) => stage.key === 'approval');
    expect(approval).toMatchObject({ reached: true, user: 'moiapprover' });
    expect(body.workflow.approvals.map((row) => [row.action, row.user, row.approval.level])).toEqual([
      ['submit', 'teamleader', 'MOI'],
      ['approve', 'moiapprover', 'MOI'],
    ]);
    const profiles = await admin.get<{ usercode: string; username: string }[]>('/api/getUser');
    const nameOf = (code: string) => profiles.body.find((row) => row.usercode === code)?.username;
    expect(body.users).toMatchObject({
      moiapprover: nameOf('moiapprover'),
      teamleader: nameOf('teamleader'),
    });
    expect(body.users['moiapprover']).not.toBe('moiapprover');
  });

  it('names the delegate and the approver he acted for (the history records the delegation)', async () => {
    const run = Date.now().toString(36).toUpperCase();
    const acting = `vw_acting_${run}`.toLowerCase();
    await putRole('VWTEST_NONE', {});
    await putUser({ usercode: acting, roles: ['VWTEST_NONE'] });
    const { jobordno } = await testJobOrderThrough(`JO-VWG-${run}`, 'G01', [1213]);
    // Over 250.000 KWD: MOI, then the KD250 level of the KPTC approver, decided by his delegate.
    const saved = await saveEstimation(jobordno, 300);
    const { docnumbr } = saved;
    const { client: moiapprover } = await signIn('moiapprover');
    const byMoi = await moiapprover.post<[string, { version: number }]>('/api/Quotation/approvequotation', {
      docnumbr,
      version: saved.version,
      decision: 'A',
    });
    expect(byMoi.status, JSON.stringify(byMoi.body)).toBe(200);
    const { client: kptcapprover } = await signIn('kptcapprover');
    const delegation = await insertDelegation(kptcapprover, { delegate: acting, roles: ['APPROVER_KPTC'] });
    expect(delegation.status, JSON.stringify(delegation.body)).toBe(200);
    try {
      const { client: delegate } = await signIn(acting);
      const byDelegate = await delegate.post('/api/Quotation/approvequotationkd', {
        docnumbr,
        version: byMoi.body[1].version,
        decision: 'A',
      });
      expect(byDelegate.status, JSON.stringify(byDelegate.body)).toBe(200);
    } finally {
      await kptcapprover.post(
        '/api/Approvals/deleteDelegation',
        {},
        { docnumbr: delegation.body[1].docnumbr },
      );
    }

    const { body } = await admin.get<Answer>('/api/DashBoard/getVehicleWorkflow', { jobordno });
    expect(body.workflow.status).toBe(1216);
    expect(body.workflow.stages.find((stage) => stage.key === 'approval')).toMatchObject({
      user: acting,
      onBehalfOf: 'kptcapprover',
    });
    const decisions = body.workflow.approvals.filter((row) => row.action === 'approve');
    expect(decisions.map((row) => [row.user, row.approval.level, row.approval.onBehalfOf])).toEqual([
      ['moiapprover', 'MOI', undefined],
      [acting, 'KD', 'kptcapprover'],
    ]);
    expect(body.users).toMatchObject({ [acting]: acting, kptcapprover: expect.any(String) });
  });

  it('holds the vehicle as delivered and stops the clock at the delivery while the accounts go on', async () => {
    const { jobordno } = await testJobOrderThrough(testJobOrderNumber('VWD'), 'G01', [1206]);
    const delivered = await deliverTestJobOrder(jobordno);
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (const to of [1422, 1425])
      await moveTestJobOrder(jobordno, to, { user: 'accountant', allowClosed: true });

    const { body } = await admin.get<Answer>('/api/DashBoard/getVehicleWorkflow', { jobordno });
    expect(body.workflow).toMatchObject({ status: 1425, holder: 'delivered' });
    const first = Date.parse(body.history[0]!.at);
    expect(body.workflow.totalMs).toBe(Date.parse(delivered.history[0]!.at) - first);
    expect(body.workflow.stages.find((stage) => stage.current)?.key).toBe('delivered');
  });

  it('answers 404 for an unknown job order, 400 without a key and 403 without the screen right', async () => {
    expect((await admin.get('/api/DashBoard/getVehicleWorkflow', { jobordno: 'NOPE' })).status).toBe(404);
    expect((await admin.get('/api/DashBoard/getVehicleWorkflow')).status).toBe(400);
    const { client: technician } = await signIn('technician');
    expect((await technician.get('/api/DashBoard/getVehicleWorkflow', { jobordno: 'NOPE' })).status).toBe(
      403,
    );
  });
});
