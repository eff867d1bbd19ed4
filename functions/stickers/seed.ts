/**
 * Demo sticker data (issue 14), written through the module's own functions as the demo users:
 * three sticker makes, and four sticker service job orders on free vehicles of the fleet, one per
 * stage: waiting for a team lead, with the team lead, in progress at the technician (a task done,
 * an oil item issued from the main store) and completed. Idempotent: a job order already there is
 * left as it is, a make already there is kept.
 */
import { resolveCaller } from '#lib/caller';
import { kuwaitClock } from '#lib/clock';
import { stickerMakeBody, type StickerWritten } from '@fleet/shared/stickers/stickers';
import { getItem } from '#lib/db';
import { openJobOrderOf, writeJobOrder } from '../engines/status/engine.ts';
import { jobOrderKeys } from '../engines/status/headers.ts';
import { fleetOf, seededHeaderOf } from '../platform/seed/fleet.ts';
import { garages } from '../platform/seed/workshop.ts';
import {
  addItem,
  assignTeamLead,
  assignTechnician,
  completeService,
  makeList,
  saveMake,
  updateTask,
} from './manage.ts';

const demoMakes = [
  {
    stickercode: 'STD-5K',
    stickername: 'Standard oil service (5,000 km)',
    stickernamear: 'خدمة زيت عادية (5000 كم)',
    intervalkm: 5000,
    intervalmonths: 3,
  },
  {
    stickercode: 'SYN-10K',
    stickername: 'Synthetic oil service (10,000 km)',
    stickernamear: 'خدمة زيت صناعي (10000 كم)',
    intervalkm: 10000,
    intervalmonths: 6,
  },
  {
    stickercode: 'HD-15K',
    stickername: 'Heavy duty service (15,000 km)',
    stickernamear: 'خدمة المركبات الثقيلة (15000 كم)',
    intervalkm: 15000,
    intervalmonths: 6,
  },
];

const demoTasks = [
  { taskname: 'Drain and refill engine oil', tasknamear: 'تفريغ زيت المحرك وتعبئته' },
  { taskname: 'Replace oil filter', tasknamear: 'تغيير فلتر الزيت' },
  { taskname: 'Check fluids and tyre pressure', tasknamear: 'فحص السوائل وضغط الإطارات' },
  { taskname: 'Place the service sticker', tasknamear: 'وضع ملصق الخدمة' },
];

const id = (project: string, jobordno: string, step: string) =>
  `seed-${project}-${jobordno}-${step}`.replace(/[^A-Za-z0-9-]/g, '-').slice(0, 64);

export async function seedStickers(project: string, now: Date): Promise<void> {
  const as = (username: string) => resolveCaller({ username }, project);
  const supervisor = await as('supervisor');
  const teamleader = await as('teamleader');
  const technician = await as('technician');
  const makes = await makeList(supervisor);
  for (const make of demoMakes)
    if (!makes.some((stored) => stored.stickercode === make.stickercode))
      await saveMake(supervisor, stickerMakeBody.parse(make));

  const fleet = fleetOf(project);
  const today = kuwaitClock(now).date;
  const year = today.slice(0, 4);
  const garage = garages[0]!;
  let vehicleIndex = fleet.length - 1;
  for (const stage of ['unassigned', 'teamlead', 'inprogress', 'completed'] as const) {
    const jobordno = `STK-${year}-${project}-${stage.toUpperCase()}`;
    const { pk, sk } = jobOrderKeys.header(project, jobordno);
    if (await getItem(pk, sk)) continue;
    let vehicle = fleet[vehicleIndex];
    while (vehicle && (await openJobOrderOf(project, vehicle.vehicleno))) vehicle = fleet[--vehicleIndex];
    if (!vehicle) return;
    vehicleIndex -= 1;
    await writeJobOrder({
      project,
      user: 'reception',
      jobordno,
      create: {
        jobordno,
        joborddat: today,
        ...seededHeaderOf(vehicle, garage),
        kind: 'KPTC',
        servicetype: 'sticker',
        custwait: 'Y',
        jobtimin: now.toISOString(),
        kilometer: 40000 + vehicleIndex * 1000,
      },
      moves: [{ to: 1201 }],
    });
    if (stage === 'unassigned') continue;
    let written: StickerWritten = await assignTeamLead(
      supervisor,
      { jobordno, teamlead: 'teamleader', remarks: 'Sticker service, customer waiting' },
      now,
    );
    if (stage === 'teamlead') continue;
    written = await assignTechnician(
      teamleader,
      { jobordno, technician: 'technician', tasks: demoTasks, remarks: '', version: written.version },
      now,
    );
    const tasks = stage === 'completed' ? ['T01', 'T02', 'T03', 'T04'] : ['T01'];
    for (const taskid of tasks)
      written = await updateTask(
        technician,
        { jobordno, updateId: id(project, jobordno, taskid), taskid, done: true, version: written.version },
        now,
      );
    written = await addItem(
      technician,
      {
        jobordno,
        updateId: id(project, jobordno, 'oil'),
        itemtype: 'oil',
        sparepart: 'OIL-4001',
        sparenam: '',
        qty: 1,
        storecode: 'MAIN',
        version: written.version,
      },
      now,
    );
    if (stage !== 'completed') continue;
    const next = new Date(now.getTime() + 90 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    await completeService(
      technician,
      {
        jobordno,
        updateId: id(project, jobordno, 'done'),
        stickermake: 'STD-5K',
        nextservicekm: 45000 + vehicleIndex * 1000,
        nextservicedate: next,
        remarks: '',
        version: written.version,
      },
      now,
    );
  }
}
