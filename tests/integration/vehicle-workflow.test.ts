/**
 * The vehicle workflow read (issue 10 item 7, `DashBoard/getVehicleWorkflow`): stages, holder, causes
 * and the approvals a job order waits for, by job order or by plate; rights on SGRG012.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { VehicleWorkflow } from '@fleet/shared/vehicle-workflow';
import type { PendingApproval } from '@fleet/shared/approvals';
import { writeJobOrder } from '@fleet/functions/joborders/engine';
import { signIn, type ApiClient } from '../support/api.ts';
import { useRuntimeEnv } from '../support/fixtures.ts';
import { newTestVehicle } from '../support/vehicles.ts';
import { testJobOrderHeader } from '../support/job-orders.ts';

let admin: ApiClient;
let teamleader: ApiClient;

interface Answer {
  jobOrder: { jobordno: string; statuscde: number };
  workflow: VehicleWorkflow;
  pendingApprovals: PendingApproval[];
  jobOrders: { jobordno: string }[];
}

beforeAll(async () => {
  useRuntimeEnv();
  admin = (await signIn('admin')).client;
  teamleader = (await signIn('teamleader')).client;
});

describe('integration: DashBoard/getVehicleWorkflow', () => {
  it('shows the stages passed, the holder, the approval waited for and the time per cause, by job order or plate', async () => {
    const vehicle = await newTestVehicle('MOI');
    const jobordno = `JO-VW-${Date.now().toString(36).toUpperCase()}`;
    await writeJobOrder({
      project: 'MOI',
      user: 'reception',
      jobordno,
      create: testJobOrderHeader(jobordno, 'KPTC', vehicle),
      moves: [{ to: 1201 }],
    });
    for (const to of [1205, 1208, 1209, 1213])
      await writeJobOrder({ project: 'MOI', user: 'admin', jobordno, from: [], moves: [{ to }] });
    const saved = await teamleader.post<[string, { docnumbr: string }]>(
      '/api/Quotation/insertupdatequotation',
      {
        jobordno,
        lines: [{ linetype: 'PART', sparepart: 'P-1', sparenam: 'Part', qty: 1, unitprice: 12 }],
      },
    );
    expect(saved.status).toBe(200);

    const byNumber = await admin.get<Answer>('/api/DashBoard/getVehicleWorkflow', { jobordno });
    expect(byNumber.status).toBe(200);
    const { workflow, pendingApprovals } = byNumber.body;
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
        docnumbr: saved.body[1].docnumbr,
        level: 'MOI',
        amount: 12,
      }),
    ]);

    const byPlate = await admin.get<Answer>('/api/DashBoard/getVehicleWorkflow', {
      vehicleno: vehicle.vehicleno,
    });
    expect(byPlate.body.jobOrder.jobordno).toBe(jobordno);
    expect(byPlate.body.jobOrders.map((row) => row.jobordno)).toContain(jobordno);
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
